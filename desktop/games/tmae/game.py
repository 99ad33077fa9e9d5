"""The TM:AE ``Game``: the shared flow mechanism over this package's Steps and phase machine."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from desktop.engine.flow import FlowGame
from desktop.engine.marks import QT_TRANSLATE_NOOP
from desktop.engine.protocol import Event, Options, Outcome
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
