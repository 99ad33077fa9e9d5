"""The TM:AE ``Game``: the shared flow mechanism over this package's Steps and phase machine."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from desktop.engine.flow import FlowGame, Pending, remove
from desktop.engine.marks import QT_TRANSLATE_NOOP
from desktop.engine.protocol import Answer, Event, Illegal, Options, Outcome
from desktop.games.tmae import flow, scoring, views
from desktop.games.tmae.data import data
from desktop.games.tmae.msgs import DESC, NAME
from desktop.games.tmae.parameters import OCEANS, OXY_MAX, TEMP_MAX
from desktop.games.tmae.state import TmaeState
from desktop.games.tmae.steps import STEPS
from desktop.games.tmae.text import card_text


class TmaeOptions(Options):
    seats: int = Field(2, ge=1, le=4, title=QT_TRANSLATE_NOOP("options", "Seats"))
    first_game: bool = Field(False, title=QT_TRANSLATE_NOOP("options", "First game (starred cards)"))
    difficulty: Literal["novice", "advanced", "expert"] = Field(
        "advanced", title=QT_TRANSLATE_NOOP("options", "Solo difficulty"),
        json_schema_extra={"shown_if": {"seats": [1]}})


_STEP_OF = {k: STEPS[k] for k in STEPS}


class TmaeGame(FlowGame[TmaeState]):
    """Terraforming Mars: Ares Expedition (see the package docstring for table object ids)."""

    id = "tmae"
    name = NAME()
    description = DESC()
    min_seats = 1
    max_seats = 4
    options_model = TmaeOptions
    state_type = TmaeState
    seed_file = "tm-ares-expedition.pt-BR.txt"
    max_answers = 20_000
    steps = STEPS

    def conformance_options(self) -> list[Options]:
        return [TmaeOptions(seats=n) for n in range(1, 5)] + [
            TmaeOptions(seats=2, first_game=True), TmaeOptions(seats=4, first_game=True),
            TmaeOptions(seats=1, difficulty="novice"), TmaeOptions(seats=1, difficulty="expert", first_game=True)]

    # -- the flow ----------------------------------------------------------------------
    def new(self, options: Options, seed: int) -> TmaeState:
        o = options if isinstance(options, TmaeOptions) else TmaeOptions(**options.model_dump())
        ev: list[Event] = []
        s = flow.setup(o.seats, seed, o.first_game, o.difficulty, ev)
        self.settle(s, ev)
        return s

    def advance(self, state: TmaeState, ev: list[Event]) -> None:
        flow.advance(state, ev)

    def finished(self, state: TmaeState) -> bool:
        return state.stage == "over"

    def seat_count(self, state: TmaeState) -> int:
        return state.seats

    def clone(self, state: TmaeState) -> TmaeState:
        return state.clone()

    # -- the protocol, faster where TM:AE allows it --------------------------------------
    def settle(self, state: TmaeState, ev: list[Event]) -> None:
        """The base class loop, over this game's steps directly: the top of the stack, or
        the heads of a simultaneous block in seat order (``heads``)."""
        stack = state.pending
        step_of = _STEP_OF
        for _ in range(self.settle_limit):
            if stack:
                top = stack[-1]
                b = top.block
                if not b:  # the usual case: one head, the top of the stack
                    step = step_of[top.kind]
                    if not step.asks:
                        del stack[-1]
                        step.resolve(self, state, top, None, ev)
                        continue
                    forced = step.forced(self, state, top)
                    if forced is None:
                        return
                    del stack[-1]
                    step.resolve(self, state, top, forced, ev)
                    continue
                found: dict[int, Pending] = {}  # a block: each seat's topmost entry of it
                for i in range(len(stack) - 1, -1, -1):
                    e = stack[i]
                    if e.block != b:
                        break
                    if e.seat not in found:
                        found[e.seat] = e
                for seat in sorted(found):
                    e = found[seat]
                    step = step_of[e.kind]
                    if not step.asks:
                        remove(stack, e)
                        step.resolve(self, state, e, None, ev)
                        break
                    forced = step.forced(self, state, e)
                    if forced is not None:
                        remove(stack, e)
                        step.resolve(self, state, e, forced, ev)
                        break
                else:
                    return
                continue
            if state.stage == "over":
                return
            flow.advance(state, ev)
            if not stack and state.stage != "over":
                raise RuntimeError(f"{self.id}: the phase machine made no progress")
        raise RuntimeError(f"{self.id}: no answer owed after {self.settle_limit} steps")

    def to_act(self, state: TmaeState) -> tuple[int, ...]:
        stack = state.pending
        if not stack:
            return ()
        b = stack[-1].block
        if b == 0:
            return (stack[-1].seat,)
        seats = set()  # a block: every seat with an entry in it (``heads``), in seat order
        for i in range(len(stack) - 1, -1, -1):
            e = stack[i]
            if e.block != b:
                break
            seats.add(e.seat)
        return tuple(sorted(seats))

    def entry(self, state: TmaeState, seat: int) -> Pending | None:
        stack = state.pending
        if not stack:
            return None
        top = stack[-1]
        b = top.block
        if b == 0:  # one head: the top of the stack
            return top if top.seat == seat else None
        for i in range(len(stack) - 1, -1, -1):  # a block: the seat's topmost entry in it
            e = stack[i]
            if e.block != b:
                return None
            if e.seat == seat:
                return e
        return None

    def sample_answer(self, state: TmaeState, seat: int, rng) -> Answer:
        e = self.entry(state, seat)
        if e is None:
            return super().sample_answer(state, seat, rng)  # (refuses)
        step = _STEP_OF[e.kind]
        return step.sample(self, state, e, step.legal(self, state, e), rng)

    def apply(self, state: TmaeState, seat: int, answer: Answer) -> list[Event]:
        """The base class apply (one check, then resolve and settle), with the head found once
        and the check's short way (``Step.accepts``); any other answer goes through the base
        class, which refuses it with its reason."""
        if type(seat) is int and 0 <= seat < state.seats:
            e = self.entry(state, seat)
            if e is not None:
                step = _STEP_OF[e.kind]
                if step.accepts(self, state, e, answer):
                    stack = state.pending
                    if stack[-1] is e:
                        del stack[-1]
                    else:
                        remove(stack, e)
                    ev: list[Event] = []
                    step.resolve(self, state, e, answer, ev)
                    self.settle(state, ev)
                    return ev
        return super().apply(state, seat, answer)

    def check(self, state: TmaeState, seat: int, answer: Answer) -> Illegal | None:
        """The base class check, with a short way to accept the answers of the decisions
        whose full list of options is long to build (phases I-III): ``Step.accepts``."""
        if type(seat) is int and 0 <= seat < state.seats:
            e = self.entry(state, seat)
            if e is not None:
                if _STEP_OF[e.kind].accepts(self, state, e, answer):
                    return None
        return super().check(state, seat, answer)

    # -- views -------------------------------------------------------------------------
    def view(self, state: TmaeState, seat: int | None) -> dict:
        return views.view(state, seat)

    def secrets(self, state: TmaeState, seat: int | None) -> set[str]:
        return views.secrets(state, seat)

    def reshuffle_hidden(self, state: TmaeState, seat: int | None, rng) -> TmaeState:
        return views.reshuffle_hidden(state, seat, rng)

    def outcome(self, state: TmaeState) -> Outcome | None:
        return scoring.outcome(state)

    def invariants(self, state: TmaeState) -> list[str]:
        s = state
        seen: list[int] = list(s.deck) + list(s.discard)
        for p in s.players:
            seen += p.hand + p.drawn + p.played
        seen += [e["src"] for e in s.pending if e.kind == "tmae.payment"]
        bad = []
        expected = sorted(c for c, d in data().cards.items() if d.implemented)
        if sorted(seen) != expected:
            bad.append("every implemented project card is in exactly one place")
        if not 0 <= s.temp <= TEMP_MAX or not 0 <= s.oxygen <= OXY_MAX:
            bad.append("temperature and oxygen within their tracks")
        if len(s.oceans) + len(s.flipped) != OCEANS:
            bad.append("9 ocean tiles")
        for p in s.players:
            if p.mc < 0 or p.heat < 0 or p.plants < 0 or min(p.res.values(), default=0) < 0:
                bad.append("no negative resources")
        return bad

    # -- data --------------------------------------------------------------------------
    def translatable_data(self) -> list[tuple[str, str]]:
        return [("tmae.cards", c.name) for c in data().all.values()]

    def cards_json(self) -> list[dict]:
        out = []
        for c in data().all.values():
            m = data().models[c.code]
            d = {"code": c.code, "name": c.name, "kind": c.kind, "cost": c.cost, "tags": list(c.tags),
                 "vp": (c.vp if c.vp_per is None else "*"), "vp_rule": (
                     {"of": c.vp_per[0], "per": c.vp_per[1]} if c.vp_per else None),
                 "requirement": (m.req.model_dump(exclude_defaults=True) if m.req else None),
                 "implemented": c.implemented,
                 "text": [t.english() for t in card_text(c)]}
            if c.kind == "corporation":
                d["starting_mc"] = c.mc
            out.append(d)
        return out
