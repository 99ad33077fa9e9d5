"""The TM:AE ``Game``: the protocol over :mod:`desktop.games.tmae.rules`."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from desktop.engine.marks import M, QT_TRANSLATE_NOOP
from desktop.engine.protocol import (
    Answer, Decision, Event, Game, Illegal, Msg, Option, Options, Outcome, PickNumber, PickOne, PickSome,
    ScoreLine, check_shape, not_your_turn,
)
from desktop.games.tmae import rules as R
from desktop.games.tmae.data import data
from desktop.games.tmae.state import TmaeState
from desktop.games.tmae.text import PHASES, card_text

C = "tmae"


class TmaeOptions(Options):
    seats: int = Field(2, ge=1, le=4, title=QT_TRANSLATE_NOOP("options", "Seats"))
    first_game: bool = Field(False, title=QT_TRANSLATE_NOOP("options", "First game (starred cards)"))
    difficulty: Literal["novice", "advanced", "expert"] = Field(
        "advanced", title=QT_TRANSLATE_NOOP("options", "Solo difficulty"),
        json_schema_extra={"shown_if": {"seats": [1]}})


_P_CORP = M("tmae", "Choose your corporation.")
_P_PHASE = M("tmae", "Pick a phase card for this round.")
_P_DUMMY = M("tmae", "Choose the dummy's phase card for this round.")
_P_ADV = M("tmae", "Mars advances: raise temperature or oxygen (no TR).")
_P_MAIN = {1: M("tmae", "Development: play a green card, sell, or pass."),
           2: M("tmae", "Construction: play a blue or red card, sell, or pass."),
           3: M("tmae", "Action: use an action or a standard project, sell, or pass.")}
_P_PAY = M("tmae", "How do you pay for {card}?")
_P_CHOICE = M("tmae", "{card}: choose one.")
_P_TARGET = M("tmae", "{card}: which card gets the resources?")
_P_KEEP = M("tmae", "Keep {k} of the drawn cards.")
_P_DISCARD = M("tmae", "Discard {k} card(s).")
_P_HAND = M("tmae", "Hand limit: discard {k} card(s) for MC.")
_P_REDRAFT = M("tmae", "{card}: discard up to {k} cards to draw as many.")
_P_FREE = M("tmae", "{card}: play a cheap green card for free?")
_P_UNI = M("tmae", "{card}: discard a card to draw?")
_P_CONVERT = M("tmae", "{card}: how much heat do you spend?")
_P_UNMI = M("tmae", "{card}: pay 6 MC for 1 more TR?")

_O_CORP = M("tmae", "Take {corp}")
_O_DUMMY = M("tmae", "Dummy plays {phase}")
_O_ADV = {"adv:temp": M("tmae", "Raise the temperature"), "adv:oxygen": M("tmae", "Raise oxygen")}
_O_PLAY = M("tmae", "Play {card}")
_O_SELL = M("tmae", "Sell {card} for {mc} MC")
_O_DRAW = M("tmae", "Draw a card (Construction bonus)")
_O_PASS = M("tmae", "Pass")
_O_ACT = M("tmae", "Use {card}: {text}")
_O_ACT_WITH = M("tmae", "Use {card}: {text} (with {other})")
_O_SP = {"forest_plants": M("tmae", "Standard project: plants to forest"),
         "forest_mc": M("tmae", "Standard project: buy a forest"),
         "heat": M("tmae", "Standard project: heat to temperature"),
         "temp_mc": M("tmae", "Standard project: buy a temperature step"),
         "ocean": M("tmae", "Standard project: buy an ocean")}
_O_PAY = M("tmae", "Pay {mc} MC and {heat} heat")
_O_PAY_MICROBES = M("tmae", "{pay}, using 2 microbes")
_O_PAY_PLANT = M("tmae", "{pay}, using 1 plant")
_O_TARGET = M("tmae", "Onto {card}")
_O_FREE = M("tmae", "Play {card} for free")
_O_SKIP = M("tmae", "Skip")
_O_UNI = M("tmae", "Discard {card}")
_O_YES = M("tmae", "Yes")
_O_NO = M("tmae", "No")
_ILLEGAL = M("tmae", "That is not allowed now.")
_HEAT = M("tmae", "heat")

_S_TR = M("tmae", "Terraform rating")
_S_FOREST = M("tmae", "Forests")
_S_CARDS = M("tmae", "Cards")
_S_TOTAL = M("tmae", "Total")
_TIE = M("tmae", "Tie broken by MC + heat + plants (hand sold).")
_SOLO_LOST = M("tmae", "Mars was not terraformed in 25 rounds: the game is lost.")
_NAME = M("tmae", "Terraforming Mars: Ares Expedition")
_DESC = M("tmae", "Terraform Mars with phase cards, projects and standard projects; 1–4 players with solo mode.")


class TmaeGame(Game[TmaeState]):
    """Terraforming Mars: Ares Expedition (see the package docstring for table object ids)."""

    id = "tmae"
    name = _NAME()
    description = _DESC()
    min_seats = 1
    max_seats = 4
    options_model = TmaeOptions
    state_type = TmaeState
    seed_file = "tm-ares-expedition.pt-BR.txt"
    max_answers = 20_000

    def conformance_options(self) -> list[Options]:
        return [TmaeOptions(seats=n) for n in range(1, 5)] + [
            TmaeOptions(seats=2, first_game=True), TmaeOptions(seats=4, first_game=True),
            TmaeOptions(seats=1, difficulty="novice"), TmaeOptions(seats=1, difficulty="expert", first_game=True)]

    # -- protocol ----------------------------------------------------------------------
    def new(self, options: Options, seed: int) -> TmaeState:
        o = options if isinstance(options, TmaeOptions) else TmaeOptions(**options.model_dump())
        ev: list[Event] = []
        return R.new_state(o.seats, seed, o.first_game, o.difficulty, ev)

    def to_act(self, state: TmaeState) -> tuple[int, ...]:
        return R.to_act(state)

    def decision(self, state: TmaeState, seat: int) -> Decision:
        s = state
        kind, ids, lo, hi = R.options(s, seat)
        prompt, rule = self._prompt(s, seat)
        if kind == "number":
            return PickNumber(seat, prompt, rule, lo, hi, _HEAT())
        opts = tuple(self._option(s, seat, i) for i in ids)
        if kind == "some":
            return PickSome(seat, prompt, rule, opts, lo, hi)
        return PickOne(seat, prompt, rule, opts)

    def check(self, state: TmaeState, seat: int, answer: Answer) -> Illegal | None:
        if seat not in R.to_act(state):
            return not_your_turn(seat)
        return check_shape(self.decision(state, seat), answer)

    def apply(self, state: TmaeState, seat: int, answer: Answer) -> list[Event]:
        sampled = self._sampled
        self._sampled = None
        if not (sampled is not None and sampled[0] is state and sampled[1] == seat and sampled[2] is answer
                and sampled[3] == (state.round, state.stage, state.phase)):
            if seat not in R.to_act(state):
                raise not_your_turn(seat)
            if not R.legal(state, seat, answer):
                bad = check_shape(self.decision(state, seat), answer)
                raise bad if bad is not None else Illegal(_ILLEGAL(), self._prompt(state, seat)[1])
        ev: list[Event] = []
        R.answer(state, seat, answer, ev)
        return ev

    #: the last sampled answer (state, seat, answer, where): legal by construction, so ``apply``
    #: does not list the options again for it
    _sampled = None

    def sample_answer(self, state: TmaeState, seat: int, rng) -> Answer:
        a = self._sample(state, seat, rng)
        self._sampled = (state, seat, a, (state.round, state.stage, state.phase))
        return a

    def _sample(self, state: TmaeState, seat: int, rng) -> Answer:
        kind, ids, lo, hi = R.options(state, seat)
        if kind == "number":
            return lo + rng.randbelow(hi - lo + 1)
        if kind == "some":
            k = lo + rng.randbelow(hi - lo + 1)
            pool = list(ids)
            rng.shuffle(pool)
            return pool[:k]
        if len(ids) == 1:
            return ids[0]
        # random but purposeful: selling is rare, passing less likely than doing something
        doing = [i for i in ids if not i.startswith("sell:") and i != "pass"]
        r = rng.randbelow(100)
        if doing and r < 80:
            return doing[rng.randbelow(len(doing))]
        if r < 92 or "pass" not in ids:
            sells = [i for i in ids if i.startswith("sell:")]
            if sells:
                return sells[rng.randbelow(len(sells))]
        return "pass" if "pass" in ids else ids[rng.randbelow(len(ids))]

    def clone(self, state: TmaeState) -> TmaeState:
        return state.clone()

    # -- labels ------------------------------------------------------------------------
    def _prompt(self, s: TmaeState, seat: int) -> tuple[Msg, object]:
        p = s.players[seat]
        if p.pending:
            src, st = p.pending[0]
            key = next(iter(st))
            name = R._name(src) if src else None
            if key == "pay":
                return _P_PAY(card=name), R.RULE_DISCOUNTS
            if key == "choice":
                return _P_CHOICE(card=name), R.RULE_EFFECT
            if key in ("add", "add_held"):
                return _P_TARGET(card=name), R.RULE_RES
            if key == "keep":
                return _P_KEEP(k=st["keep"]), R.RULE_EFFECT
            if key == "research":
                return _P_KEEP(k=st["research"]), R.RULE_RESEARCH
            if key == "discard":
                return _P_DISCARD(k=st["discard"]), R.RULE_EFFECT
            if key == "hand_limit":
                return _P_HAND(k=st["hand_limit"]), R.RULE_HAND
            if key == "redraft":
                return _P_REDRAFT(card=name, k=st["redraft"]), R.RULE_CARD_ACTION
            if key == "free_green":
                return _P_FREE(card=name), R.RULE_EFFECT
            if key == "university":
                return _P_UNI(card=name), R.RULE_EFFECT
            if key == "convert":
                return _P_CONVERT(card=name), R.RULE_CARD_ACTION
            return _P_UNMI(card=name), R.RULE_UNMI
        if s.stage == "corp":
            return _P_CORP(), R.RULE_CORP
        if s.stage == "plan":
            if s.seats == 1 and s.round > R.SOLO_ROUNDS - 5 and not s.dummy_pick:
                return _P_DUMMY(), R.RULE_SOLO_LAST
            return _P_PHASE(), R.RULE_NO_REPEAT
        if s.stage == "solo_advance":
            return _P_ADV(), R.RULE_SOLO_ADV
        if s.stage == "over":
            return _P_PASS(), R.RULE_OVER
        rule = {1: R.RULE_DEV, 2: R.RULE_CONS, 3: R.RULE_ACTION}.get(s.phase, R.RULE_ORDER)
        return _P_MAIN.get(s.phase, _P_MAIN[3])(), rule

    def _option(self, s: TmaeState, seat: int, oid: str) -> Option:
        p = s.players[seat]
        parts = oid.split(":")
        k = parts[0]
        if k == "corp":
            c = int(parts[1])
            return Option(oid, _O_CORP(corp=R._name(c)), (f"corp:{c}",), R.RULE_CORP)
        if k == "phase":
            return Option(oid, PHASES[int(parts[1])](), (f"phase:{seat}:{parts[1]}",),
                          R.RULE_NO_REPEAT)
        if k == "dummy":
            return Option(oid, _O_DUMMY(phase=PHASES[int(parts[1])]()), (f"dummy:{parts[1]}",), R.RULE_SOLO_LAST)
        if k == "adv":
            return Option(oid, _O_ADV[oid](), ("param:temperature" if parts[1] == "temp" else "param:oxygen",),
                          R.RULE_SOLO_ADV)
        if k == "play":
            c = int(parts[1])
            rule = R.RULE_DEV if s.phase == 1 else R.RULE_CONS
            if s.phase == 2 and not p.plays_left:
                rule = R.RULE_CONS_BONUS
            return Option(oid, _O_PLAY(card=R._name(c)), (f"card:{c}",), rule)
        if k == "sell":
            c = int(parts[1])
            return Option(oid, _O_SELL(card=R._name(c), mc=R.sell_value(p)), (f"card:{c}",), R.RULE_SELL)
        if k == "draw":
            return Option(oid, _O_DRAW(), ("deck",), R.RULE_CONS_BONUS)
        if k == "pass":
            return Option(oid, _O_PASS(), (), R.RULE_ORDER)
        if k == "act":
            c = int(parts[1])
            v = R.CARDS[c].action[int(parts[2])]
            from desktop.games.tmae.text import _action_text
            text = _action_text(v, False)
            rule = R.RULE_ACTION_BONUS if c in p.used else R.RULE_CARD_ACTION
            if len(parts) > 3:
                o = int(parts[3])
                return Option(oid, _O_ACT_WITH(card=R._name(c), text=text, other=R._name(o)),
                              (f"card:{c}", f"card:{o}"), rule)
            return Option(oid, _O_ACT(card=R._name(c), text=text), (f"card:{c}",), rule)
        if k == "sp":
            return Option(oid, _O_SP[parts[1]](), (f"sp:{parts[1]}",), R.SP_RULES[parts[1]])
        if k == "pay":
            a, b, h = int(parts[1]), int(parts[2]), int(parts[3])
            src, st = p.pending[0]
            cost = 0 if st.get("free") else R.card_cost(s, p, R.CARDS[src])
            cost = max(0, cost - 10 * a - 5 * b)
            label = _O_PAY(mc=cost - h, heat=h)
            if a:
                label = _O_PAY_MICROBES(pay=label)
            if b:
                label = _O_PAY_PLANT(pay=label)
            return Option(oid, label, (f"card:{src}",), R.RULE_DISCOUNTS)
        if k == "alt":
            from desktop.games.tmae.text import _join, step_text
            src, st = p.pending[0]
            alt = st["choice"][int(parts[1])]
            return Option(oid, _join([step_text(x) for x in alt]), (f"card:{src}",), R.RULE_EFFECT)
        if k == "target":
            c = int(parts[1])
            return Option(oid, _O_TARGET(card=R._name(c)), (f"card:{c}",), R.RULE_RES)
        if k == "card":
            c = int(parts[1])
            return Option(oid, R._name(c), (oid,), None)
        if k == "free":
            c = int(parts[1])
            return Option(oid, _O_FREE(card=R._name(c)), (f"card:{c}",), R.RULE_EFFECT)
        if k == "skip":
            return Option(oid, _O_SKIP(), (), R.RULE_EFFECT)
        if k == "uni":
            c = int(parts[1])
            return Option(oid, _O_UNI(card=R._name(c)), (f"card:{c}",), R.RULE_EFFECT)
        if k == "unmi":
            return Option(oid, _O_YES() if parts[1] == "yes" else _O_NO(), (), R.RULE_UNMI)
        raise ValueError(oid)  # pragma: no cover

    # -- views -------------------------------------------------------------------------
    def view(self, state: TmaeState, seat: int | None) -> dict:
        s = state
        players = []
        for i, p in enumerate(s.players):
            tr, forests, cards = R.score(p)
            d = {
                "id": f"seat:{i}",
                "corp": f"corp:{p.corp}" if p.corp and (s.stage != "corp" or i == seat) else None,
                "corp_chosen": bool(p.corp),
                "played": [f"card:{c}" for c in p.played],
                "resources_on_cards": {f"card:{c}": n for c, n in p.res.items()},
                "mc": p.mc, "heat": p.heat, "plants": p.plants,
                "production": {"mc": p.prod_mc, "heat": p.prod_heat, "plants": p.prod_plant, "cards": p.prod_card},
                "steel": p.steel, "titanium": p.titanium, "tr": p.tr, "forests": p.forests,
                "tags": dict(p.tags), "hand_size": len(p.hand), "drawn_size": len(p.drawn),
                "vp": tr + forests + cards,
                "phase_card": (f"phase:{i}:{p.pick}" if p.pick and (s.revealed or i == seat) else None),
                "picked": bool(p.pick), "last_phase": p.last_pick or None,
                "waiting": bool(p.pending),
                # blue actions already used this Action phase (public: played face up)
                "actions_used": [f"card:{c}" for c in p.used],
            }
            if i == seat:
                d["hand"] = [f"card:{c}" for c in p.hand]
                ctx = R.cost_context(s, p)
                d["hand_costs"] = {f"card:{c}": R.card_cost(s, p, R.CARDS[c], ctx) for c in p.hand}
                d["drawn"] = [f"card:{c}" for c in p.drawn]
                d["corp_offer"] = [f"corp:{c}" for c in p.corp_offer]
                d["playing"] = [f"card:{e[0]}" for e in p.pending if "pay" in e[1]]
            players.append(d)
        v = {
            "game": "tmae", "round": s.round, "stage": s.stage, "phase": s.phase,
            "phases_left": list(s.phases), "temperature": R.temperature(s.temp), "oxygen": s.oxygen,
            "oceans_flipped": [f"oceantile:{t}" for t in s.flipped], "oceans_left": len(s.oceans),
            "deck_size": len(s.deck), "discard_size": len(s.discard), "players": players,
            "to_act": list(R.to_act(s)), "maxed_this_phase": list(s.maxed),
            "requirement_snapshot": {"temperature": R.temperature(s.start_temp), "oxygen": s.start_oxygen},
        }
        if s.seats == 1:
            v["solo"] = {"difficulty": s.difficulty, "dummy_phase": s.dummy_pick or None,
                         "dummy_left": len(s.dummy) if s.round > R.SOLO_ROUNDS - 5 else None,
                         "rounds": R.SOLO_ROUNDS}
            if s.round > R.SOLO_ROUNDS - 5:
                v["solo"]["dummy_cards"] = [f"dummy:{d}" for d in sorted(s.dummy)]
        return v

    def secrets(self, state: TmaeState, seat: int | None) -> set[str]:
        out = {f"card:{c}" for c in state.deck}
        for i, p in enumerate(state.players):
            if i != seat:
                out.update(f"card:{c}" for c in p.hand)
                out.update(f"card:{c}" for c in p.drawn)
        out.update(f"oceantile:{t}" for t in state.oceans)
        for i, p in enumerate(state.players):
            if i != seat:
                out.update(f"corp:{c}" for c in p.corp_offer)
                if state.stage == "corp" and p.corp:
                    out.add(f"corp:{p.corp}")
        return out

    def reshuffle_hidden(self, state: TmaeState, seat: int | None, rng) -> TmaeState:
        s = state.clone()
        others = [p for i, p in enumerate(s.players) if i != seat]
        pool = list(s.deck)
        for p in others:
            pool += p.hand + p.drawn
        rng.shuffle(pool)
        for p in others:
            n, m = len(p.hand), len(p.drawn)
            p.hand, p.drawn, pool = pool[:n], pool[n:n + m], pool[n + m:]
        s.deck = pool
        rng.shuffle(s.oceans)
        return s

    def outcome(self, state: TmaeState) -> Outcome | None:
        s = state
        if s.stage != "over":
            return None
        rows = [R.score(p) for p in s.players]
        totals = tuple(sum(r) for r in rows)
        sheet = (ScoreLine(_S_TR(), tuple(r[0] for r in rows)), ScoreLine(_S_FOREST(), tuple(r[1] for r in rows)),
                 ScoreLine(_S_CARDS(), tuple(r[2] for r in rows)), ScoreLine(_S_TOTAL(), totals))
        if s.seats == 1:
            if s.terraformed:
                return Outcome(totals, (0,), sheet)
            return Outcome(totals, (), sheet, note=_SOLO_LOST())
        best = max(totals)
        top = [i for i, t in enumerate(totals) if t == best]
        tie = None
        if len(top) > 1:
            tb = {i: R.tiebreak(s.players[i]) for i in top}
            b = max(tb.values())
            top = [i for i in top if tb[i] == b]
            tie = _TIE()
        return Outcome(totals, tuple(top), sheet, tiebreak=tie)

    def invariants(self, state: TmaeState) -> list[str]:
        s = state
        seen: list[int] = list(s.deck) + list(s.discard)
        for p in s.players:
            seen += p.hand + p.drawn + p.played + [e[0] for e in p.pending if "pay" in e[1]]
        bad = []
        expected = sorted(c for c, d in data().cards.items() if d.implemented)
        if sorted(seen) != expected:
            bad.append("every implemented project card is in exactly one place")
        if not 0 <= s.temp <= R.TEMP_MAX or not 0 <= s.oxygen <= R.OXY_MAX:
            bad.append("temperature and oxygen within their tracks")
        if len(s.oceans) + len(s.flipped) != R.OCEANS:
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
