"""rftg.settle: choose a world to place and how (pay, discard Colony Ship, conquer, pay for a
military world with Contact Specialist), or pass; a second world with Improved Logistics."""

from __future__ import annotations

from desktop.engine.protocol import Illegal, Option, PickOne
from desktop.games.rftg.msgs import (O_PASS, O_SETTLE_FREE, O_SETTLE_PAY, O_SETTLE_PAYMIL,
                                     O_SETTLE_WAR, P_SETTLE, P_SETTLE2, POWER_RULES, R_PAY,
                                     R_SETTLE, R_SETTLE_MIL, X_AFFORD, X_MIL, card_name, cid)
from desktop.games.rftg.powers import (SettleWay, settle_choices, settle_stats, settle_way,
                                       settle_ways, strength)
from desktop.games.rftg.rules import DESIGN, R
from desktop.games.rftg.steps.base import CARD_OF, STEPS, OneStep

R_SECOND = POWER_RULES["place_second_world"]
R_FREE = POWER_RULES["discard_settle_free"]
R_FREE_MILITARY = R("power.colony_ship_contact")


@STEPS.register
class Settle(OneStep):
    kind = "rftg.settle"
    rule = R_SETTLE

    def ids(self, game, st, e):
        return ("pass",) + tuple([w[0] for w in settle_ways(st, e.seat)])

    def accepts(self, game, st, e, answer):
        if answer == "pass":
            return True
        if type(answer) is not str:
            return False
        w = CARD_OF.get(answer.partition("/")[0])
        if w is None or w not in st.seats[e.seat].hand:
            return False
        return any(way[0] == answer for way in settle_ways(st, e.seat, w))

    def rule_of(self, game, st, e):
        return R_SECOND if st.second_world else R_SETTLE

    def prompt(self, game, st, e):
        return P_SETTLE2() if st.second_world else P_SETTLE()

    def option(self, game, st, e, oid):
        if oid == "pass":
            return Option(oid, O_PASS(), (), R_SETTLE)
        for way in settle_choices(st, e.seat):
            if way.oid == oid:
                return self._option(st, e.seat, way, None)
        raise KeyError(oid)

    def decision(self, game, st, e):
        ways = settle_choices(st, e.seat)
        stats = settle_stats(st, e.seat)
        opts = (Option("pass", O_PASS(), (), R_SETTLE),)
        opts += tuple(self._option(st, e.seat, w, stats) for w in ways)
        return PickOne(e.seat, self.prompt(game, st, e), self.rule_of(game, st, e), opts)

    def _option(self, st, seat: int, way: SettleWay, stats) -> Option:
        w = way.world
        name = card_name(w)
        data = {"world": cid(w), "mode": way.mode, "cost": way.cost}
        if way.mode == "pay":
            return Option(way.oid, O_SETTLE_PAY(n=way.cost, card=name), (cid(w),), R_SETTLE, data)
        if way.mode == "free":
            data["via"] = cid(way.via)
            return Option(way.oid, O_SETTLE_FREE(card=name, via=card_name(way.via)),
                          (cid(w), cid(way.via)),
                          R_FREE_MILITARY if DESIGN[w].military else R_FREE, data)
        if way.mode == "war":
            data["military"] = strength(st, seat, w, stats)
            data["defence"] = DESIGN[w].cost
            return Option(way.oid, O_SETTLE_WAR(card=name), (cid(w),), R_SETTLE_MIL, data)
        return Option(way.oid, O_SETTLE_PAYMIL(n=way.cost, card=name), (cid(w),),
                      POWER_RULES["pay_military"], data)

    def why_not(self, game, st, e, answer):
        """The rule that refuses a world the seat holds but may not place now."""
        card = answer.split("/", 1)[0]
        if not card.startswith("card:") or not card[5:].isdigit():
            return None
        c = int(card[5:])
        if c not in st.seats[e.seat].hand or not DESIGN[c].is_world:
            return None
        if DESIGN[c].military and answer.endswith("/war"):
            return Illegal(X_MIL(), R_SETTLE_MIL)
        return Illegal(X_AFFORD(), R_PAY)

    def resolve(self, game, st, e, answer, ev):
        if answer == "pass":
            return
        s = st.seats[e.seat]
        way = settle_way(st, e.seat, answer)
        s.selected, s.mode, s.via, s.cost = way.world, way.mode, way.via, way.cost
