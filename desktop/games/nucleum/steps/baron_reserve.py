"""The Baron's Communist bonus: a worker from his reserve, or 3 VP when it is empty
(nucleum.baron.bonus)."""

from __future__ import annotations

from desktop.engine.protocol import Event, Legal, Option, RuleRef as R
from desktop.games.nucleum import msgs as T
from desktop.games.nucleum.data import COURT
from desktop.games.nucleum.steps.base import STEPS, NucleumStep

R_BONUS = R("nucleum.baron.bonus")
CHOICES = Legal("one", ("worker", "empty"))


@STEPS.register
class BaronReserve(NucleumStep):
    kind = "nucleum.baron_reserve"
    rule = R_BONUS

    def legal(self, g, s, e):
        return CHOICES

    def prompt(self, g, s, e):
        return T.BRES_Q()

    def option(self, g, s, e, i):
        if i == "worker":
            return Option(i, T.RES_YES(), (), R_BONUS)
        return Option(i, T.RES_EMPTY(), (), R_BONUS,
                      data={"vp": COURT.baron.bonus["com"].vp_if_reserve_empty})

    def resolve(self, g, s, e, answer, ev):
        if answer == "worker":
            ev.append(Event(T.EV_BARON_BONUS["com_worker"](), R_BONUS))
        else:
            s.vp["baron_bonus"][s.baron_side] += COURT.baron.bonus["com"].vp_if_reserve_empty
            ev.append(Event(T.EV_BARON_BONUS["com_vp"](), R_BONUS))
