"""Race for the Galaxy: heuristics of the computer players (protocol only).

What it reads: the decision (option ids, which are stable because answer logs save them, and
the rule id of the question), ``view(state, seat)`` (tableau designs, hand, chips, goals,
military) and the public card list ``cards_json()`` (``card:<n>`` is the n-th card instance
in the order of that list, each design repeated ``copies`` times).
"""

from __future__ import annotations

from desktop.engine.ai.adapters import SAMPLE, Adapter, Judgement
from desktop.engine.protocol import Game, PickNumber, PickSome
from desktop.engine.rng import Rng

BASIC = ("e5", "e11", "dev", "set", "trade", "x2", "prod")
TRADE = {"NOVELTY": 2, "RARE": 3, "GENE": 4, "ALIEN": 5}
CONSUME_VALUE = {"consume": 2.0, "trade_action": 1.6, "draw": 1.0, "keep": 1.0,
                 "discard_hand": 0.6, "gamble": 0.4}


#: the heuristic's weights (tuned by easy-against-easy matches of variants)
WEIGHTS = {
    "power": 0.45, "six": 2.0, "production": 0.9, "windfall": 0.4, "consumer": 0.5,
    "keep_cost": 0.35, "place_cost": 0.35,
    "explore_low": 1.0, "explore_mid": 0.0, "dev": 2.0, "dev_card": 0.4, "set": 2.0,
    "set_card": 0.4, "x2": 0.8, "x2_good": 1.3, "trade": 0.6, "trade_good": 0.6,
    "trade_low": 1.0, "prod": 0.6, "prod_world": 1.2,
}


class _Design:
    __slots__ = ("id", "world", "cost", "vp", "good", "windfall", "military", "powers",
                 "scoring", "keywords", "six", "keep", "place", "consumer", "start", "value")

    def __init__(self, d: dict, w: dict):
        self.id = d["id"]
        self.world = d["type"] == "world"
        self.cost = d["cost"]
        self.vp = d["vp"]
        self.good = d["good"]
        self.windfall = d["windfall"]
        self.military = d["military"]
        self.powers = [(p["phase"], p["code"]) for p in d["powers"]]
        self.scoring = d["scoring"]
        self.keywords = set(d["keywords"])
        self.start = d["start_world"] is not None
        self.six = bool(self.scoring) and not self.world
        self.consumer = any(ph == "consume" and c == "consume" for ph, c in self.powers)
        v = self.vp + w["power"] * len(self.powers)
        if self.six:
            v += w["six"]
        if self.world and self.good and not self.windfall:
            v += w["production"]
        elif self.world and self.good:
            v += w["windfall"]
        if self.consumer:
            v += w["consumer"]
        self.value = v
        self.keep = v - w["keep_cost"] * self.cost
        self.place = v + w["place_cost"] * self.cost


class RftgAdapter(Adapter):
    def __init__(self, game: Game, weights: dict | None = None):
        super().__init__(game)
        self.w = w = dict(WEIGHTS, **(weights or {}))
        designs = [_Design(d, w) for d in game.cards_json()]
        self.by_design = {d.id: d for d in designs}
        self.inst: list[_Design] = []
        for d, raw in zip(designs, game.cards_json()):
            self.inst.extend([d] * raw["copies"])

    # -- cards -------------------------------------------------------------------------------
    def card(self, oid: str) -> _Design | None:
        if oid.startswith("card:"):
            n = oid[5:].split("/", 1)[0]
            if n.isdigit() and int(n) < len(self.inst):
                return self.inst[int(n)]
        return None

    def keep_value(self, oid: str, military: int = 0) -> float:
        d = self.card(oid)
        if d is None:
            return 0.0
        if d.world and d.military:
            return d.value - 0.2 * d.cost - 0.8 * max(0, d.cost - military)
        return d.keep

    def _military(self, game: Game, state, seat: int) -> int:
        return game.view(state, seat)["seats"][seat].get("military", 0)

    # -- judging a decision -------------------------------------------------------------------
    def judge(self, game: Game, state, seat: int, decision, rng: Rng) -> Judgement:
        rule = decision.rule.id if decision.rule is not None else ""
        tail = rule.split(".", 1)[1] if "." in rule else rule
        if isinstance(decision, PickNumber):
            return SAMPLE
        ids = [o.id for o in decision.options]
        some = isinstance(decision, PickSome)
        if tail in ("round.select", "round.advanced"):
            return self._actions(game, state, seat, ids, some)
        if some:
            k = decision.min
            mil = 0
            if any((d := self.card(i)) is not None and d.world and d.military for i in ids):
                mil = self._military(game, state, seat)  # only a military world needs it
            if tail in ("setup.deal", "setup.ancient_race", "pay.cards", "round.hand_limit"):
                return Judgement("discard", {i: self.keep_value(i, mil) for i in ids}, k)
            if tail == "explore.draw" or tail.startswith("explore"):
                return Judgement("keep", {i: self.keep_value(i, mil) for i in ids}, k)
            if "discard_hand" in tail:
                view = game.view(state, seat)
                hand = len(view["seats"][seat].get("hand", ()))
                k = max(decision.min, min(decision.max, hand - 4))
                return Judgement("discard", {i: self.keep_value(i) for i in ids}, k)
            return SAMPLE
        scores: dict[str, float] = {}
        for i in ids:
            scores[i] = self._one(i, tail)
        return Judgement("one", scores)

    def _one(self, oid: str, tail: str) -> float:
        if oid == "pass":
            return 0.0
        if oid == "done":
            return -0.5
        d = self.card(oid)
        if d is not None:
            if tail.startswith("consume") or "trade" in tail:  # a good to sell
                return TRADE.get(d.good or "", 2)
            if "damaged_alien_factory" in tail:
                return -d.keep
            if tail.startswith("draft"):
                return d.keep + (1.0 if d.start else 0.0)
            if tail.startswith("settle") or tail.startswith("develop") or "improved_logistics" in tail:
                v = d.place
                if "/war" in oid or "/free" in oid:
                    v += 1.0
                return v
            return d.place
        if oid.startswith("power:"):
            c = self.card("card:" + oid.split(":")[1])
            k = int(oid.split(":")[2])
            if c is not None and k < len(c.powers):
                return CONSUME_VALUE.get(c.powers[k][1], 1.0)
            return 1.0
        if oid.startswith("wf:"):
            return 2.0
        if oid.startswith("draw:"):
            return 1.5
        if oid.startswith("daf:"):
            return 1.0
        return 0.5

    def _actions(self, game: Game, state, seat: int, ids: list[str], some: bool) -> Judgement:
        view = game.view(state, seat)
        me = view["seats"][seat]
        hand = [self.card(c) for c in me.get("hand", ())]
        hand = [d for d in hand if d is not None]
        tab = [self.by_design.get(t["design"]) for t in me["tableau"]]
        goods = sum(1 for t in me["tableau"] if t["good"])
        n = len(hand)
        mil = me.get("military", 0)
        placed = {d.id for d in tab if d is not None}
        devs = [d.place for d in hand
                if not d.world and d.cost <= n - 1 and d.id not in placed]  # no duplicates
        worlds = [d.place for d in hand if d.world and (
            (d.military and d.cost <= mil) or (not d.military and d.cost <= n - 1))]
        consumers = sum(1 for d in tab if d is not None and d.consumer)
        empty = sum(1 for t, d in zip(me["tableau"], tab)
                    if d is not None and d.world and d.good and not d.windfall and not t["good"])
        w = self.w
        s = {
            "e5": 1.0 + (w["explore_low"] if n <= 2 else 0.0) + (w["explore_mid"] if n <= 4 else 0.0),
            "e11": 0.9 + (w["explore_low"] - 0.3 if n <= 2 else 0.0) + (
                w["explore_mid"] - 0.2 if n <= 4 else 0.0),
            "dev": (w["dev"] + w["dev_card"] * max(devs)) if devs else -1.0,
            "set": (w["set"] + w["set_card"] * max(worlds)) if worlds else -1.0,
            "x2": (w["x2"] + w["x2_good"] * min(goods, 2 * consumers))
            if goods and consumers else -1.0,
            "trade": (w["trade"] + w["trade_good"] * goods + (w["trade_low"] if n <= 3 else 0.0))
            if goods else -1.0,
            "prod": (w["prod"] + w["prod_world"] * empty) if empty else -1.0,
        }
        if not some:
            return Judgement("one", {i: s.get(i, 0.0) for i in ids})
        # two actions (advanced game): the best pairs; dev2 / set2 only with dev / set
        pairs = []
        basics = [a for a in BASIC if a in ids]
        for x in range(len(basics)):
            for y in range(x + 1, len(basics)):
                a, b = basics[x], basics[y]
                pairs.append((s[a] + s[b], [a, b]))
        if "dev2" in ids and len(devs) >= 2:
            pairs.append((2 * s["dev"] - 0.5, ["dev", "dev2"]))
        if "set2" in ids and len(worlds) >= 2:
            pairs.append((2 * s["set"] - 0.5, ["set", "set2"]))
        rng_order = sorted(pairs, key=lambda p: -p[0])
        return Judgement("answers", answers=[p[1] for p in rng_order])

    # -- evaluation ---------------------------------------------------------------------------
    def estimates(self, game: Game, state) -> list[float]:
        view = game.view(state, None)
        goal_vp = [0.0] * len(view["seats"])
        for g in view.get("goals", ()):
            for c in g["claimed_by"]:
                k = int(c.split(":")[1])
                if 0 <= k < len(goal_vp):
                    goal_vp[k] += g["vp"]
        out = []
        for i, sv in enumerate(view["seats"]):
            tab = [self.by_design.get(t["design"]) for t in sv["tableau"]]
            tab = [d for d in tab if d is not None]
            vp = sv["chips"] + goal_vp[i]
            for d in tab:
                vp += d.vp
                if d.six:
                    vp += six_estimate(d, tab, sv["chips"], sv.get("military", 0))
            vp += 0.35 * sv["hand_size"] + 0.5 * sum(1 for t in sv["tableau"] if t["good"])
            vp += 0.25 * sum(len(d.powers) for d in tab)
            out.append(vp)
        robot = view.get("robot")
        if robot is not None:
            out.append(float(robot["vp"]["value"]))
        return out


def six_estimate(dev: _Design, tableau: list[_Design], chips: int, military: int) -> float:
    """The end-of-game VP of a 6-cost development on a tableau (from its public scoring
    rules: each card counts once, for the first rule it matches)."""
    total = 0.0
    for r in dev.scoring:
        m = r["match"]
        if m == "vp_chips_per_three":
            total += r["points"] * (chips // 3)
        elif m == "military_total":
            total += r["points"] * max(0, military)
    for d in tableau:
        for r in dev.scoring:
            if _matches(r, d):
                total += r["points"]
                break
    return total


def _matches(r: dict, d: _Design) -> bool:
    m = r["match"]
    kind = (r.get("kind") or "").upper() or None
    if m == "production_world":
        return d.world and bool(d.good) and not d.windfall and (kind is None or d.good == kind)
    if m == "windfall_world":
        return d.world and bool(d.good) and d.windfall and (kind is None or d.good == kind)
    if m == "military_world":
        return d.world and d.military
    if m == "rebel_military_world":
        return d.world and d.military and "rebel" in d.keywords
    if m == "keyword":
        return r.get("keyword") in d.keywords
    if m == "named_card":
        return d.id == r.get("card")
    if m == "world":
        return d.world
    if m == "development":
        return not d.world
    if m == "six_cost_development":
        return not d.world and d.cost == 6
    if m == "development_with_power":
        return not d.world and any(p[0] == r.get("power") or p[1] == r.get("power")
                                   for p in d.powers)
    if m == "world_with_power":
        return d.world and any(p[0] == r.get("power") or p[1] == r.get("power")
                               for p in d.powers)
    return False
