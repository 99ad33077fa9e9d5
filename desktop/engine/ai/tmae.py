"""Terraforming Mars: Ares Expedition: heuristics of the computer players (protocol only).

What it reads: the decision (option ids ``play:<code>``, ``sell:<code>``, ``phase:<n>``,
``pay:<a>:<b>:<heat>``..., stable because answer logs save them; the English template of the
prompt to tell "keep" from "discard"), ``view(state, seat)`` (MC, production, hand costs,
parameters) and the public card list ``cards_json()``.
"""

from __future__ import annotations

from desktop.engine.ai.adapters import SAMPLE, Adapter, Judgement
from desktop.engine.protocol import Game, PickNumber, PickSome
from desktop.engine.rng import Rng


class TmaeAdapter(Adapter):
    cost = 1.5  # a TM:AE rollout of the same depth takes about 1.5 times an RftG one
    def __init__(self, game: Game):
        super().__init__(game)
        self.cards: dict[int, dict] = {}
        for c in game.cards_json():
            self.cards[c["code"]] = c
        self.value: dict[int, float] = {}
        for code, c in self.cards.items():
            vp = c["vp"] if isinstance(c["vp"], int) else 2
            self.value[code] = 1.0 + 1.3 * vp + 0.12 * (c["cost"] or 0)

    def card_value(self, oid: str) -> float:
        try:
            return self.value.get(int(oid.split(":")[1]), 1.0)
        except (IndexError, ValueError):
            return 0.0

    def judge(self, game: Game, state, seat: int, decision, rng: Rng) -> Judgement:
        if isinstance(decision, PickNumber):
            if decision.hi - decision.lo <= 0:
                return SAMPLE
            return Judgement("answers", answers=[decision.hi, decision.lo])
        ids = [o.id for o in decision.options]
        text = decision.prompt.text
        if isinstance(decision, PickSome):
            k = decision.min
            scores = {i: self.card_value(i) for i in ids}
            if text.startswith("Keep"):
                return Judgement("keep", scores, k)
            return Judgement("discard", scores, k)
        first = ids[0].split(":")[0] if ids else ""
        if first == "phase":
            return self._phase(game, state, seat, ids)
        s = {i: self._one(i) for i in ids}
        return Judgement("one", s)

    def _one(self, oid: str) -> float:
        k = oid.split(":")[0]
        if k == "play":
            return 3.0 + self.card_value(oid)
        if k == "act":
            return 3.0
        if k == "sp":
            return {"forest_plants": 5.0, "heat": 5.0, "forest_mc": 1.6,
                    "ocean": 2.0, "temp_mc": 1.5}.get(oid.split(":")[1], 1.0)
        if k == "draw":
            return 1.0
        if k == "sell":
            return -1.0 - 0.1 * self.card_value(oid)
        if k == "pass":
            return 0.0
        if k == "pay":
            _, a, b, h = oid.split(":")
            return 0.1 * int(h) + 0.01 * int(a) + 0.01 * int(b)
        if k == "free":
            return 2.0 + 0.1 * self.card_value(oid)
        if k == "skip":
            return 0.5
        if k == "uni":
            return 1.0 - 0.3 * self.card_value(oid)
        if k == "unmi":
            return 1.0 if oid.endswith("yes") else 0.0
        if k == "corp":
            c = self.cards.get(int(oid.split(":")[1]), {})
            return 0.02 * (c.get("starting_mc") or 0)
        return 0.0

    def _phase(self, game: Game, state, seat: int, ids: list[str]) -> Judgement:
        v = game.view(state, seat)
        me = v["players"][seat]
        costs = me.get("hand_costs", {})
        mc = me["mc"]
        green = blue = 0
        for c, cost in costs.items():
            card = self.cards.get(int(c.split(":")[1]), {})
            if cost <= mc + 4:
                if card.get("kind") == "green":
                    green += 1
                else:
                    blue += 1
        prod = me["production"]
        income = prod["mc"] + prod["heat"] + prod["plants"] + 2 * prod["cards"]
        acts = sum(1 for c in me["played"] if self.cards.get(int(c.split(":")[1]), {}).get(
            "kind") == "blue")
        convert = me["heat"] // 8 + me["plants"] // 8
        s = {
            "phase:1": 1.0 + 1.5 * min(green, 3),
            "phase:2": 1.0 + 1.5 * min(blue, 3),
            "phase:3": 0.3 + 0.3 * acts + 1.8 * min(convert, 3) + 1.0 * min(mc // 15, 3),
            "phase:4": 2.0 + 0.08 * (income + me["tr"]),
            "phase:5": 0.8 + (2.5 if green + blue <= 1 else 0.0),
        }
        return Judgement("one", {i: s.get(i, 0.0) for i in ids})

    def estimates(self, game: Game, state) -> list[float]:
        v = game.view(state, None)
        out = []
        for p in v["players"]:
            prod = p["production"]
            # TR is VP and, every production phase, MC: worth more than its VP mid-game
            out.append(p["vp"] + 0.7 * p["tr"] + 0.9 * prod["mc"] + 0.6 * prod["heat"] + 1.0 * prod["plants"]
                       + 1.5 * prod["cards"] + 0.08 * p["mc"] + 0.04 * p["heat"]
                       + 0.12 * p["plants"] + 0.4 * p["hand_size"] + 0.5 * p["steel"]
                       + 0.6 * p["titanium"])
        if len(out) == 1:
            # solo: terraforming in time is the game
            t = v["temperature"]
            progress = (t + 30) / 2 + v["oxygen"] + len(v["oceans_flipped"])
            out[0] += 1.5 * progress
        return out
