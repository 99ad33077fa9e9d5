"""The Baron's turn reaches the Court: is there a worker in his supply?
(nucleum.baron.worker_pool)"""

from __future__ import annotations

from desktop.engine.protocol import Event, Legal, Option, RuleRef as R
from desktop.games.nucleum import court as K
from desktop.games.nucleum import msgs as T
from desktop.games.nucleum.baron import baron_turn
from desktop.games.nucleum.data import COURT
from desktop.games.nucleum.steps.base import STEPS, NucleumStep

BOTH = Legal("one", ("yes", "empty"))
EMPTY = Legal("one", ("empty",))


@STEPS.register
class BaronSupply(NucleumStep):
    kind = "nucleum.baron_supply"
    rule = R("nucleum.baron.worker_pool")

    def legal(self, g, s, e):
        return BOTH if K.on_court(s, s.baron_side) < COURT.workers.total else EMPTY

    def prompt(self, g, s, e):
        return T.BSUP_Q()

    def option(self, g, s, e, i):
        if i == "yes":
            return Option(i, T.YES_WORKER(), (), R("nucleum.baron.place"))
        return Option(i, T.SUP_EMPTY(), (), R("nucleum.baron.unavailable"))

    def resolve(self, g, s, e, answer, ev):
        if answer == "empty":
            ev.append(Event(T.EV_BARON_UNAVAILABLE(), R("nucleum.baron.unavailable")))
        else:
            baron_turn(s, ev)
