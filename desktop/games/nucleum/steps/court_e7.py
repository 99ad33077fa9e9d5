"""Technology E7: after a Court action, 1 worker or the Party's benefit once more."""

from __future__ import annotations

from desktop.engine.protocol import Event, Legal, Option, RuleRef as R
from desktop.games.nucleum import msgs as T
from desktop.games.nucleum.actions import benefit, update_contracts
from desktop.games.nucleum.msgs import party_id, side_name
from desktop.games.nucleum.steps.base import STEPS, NucleumStep

R_E7 = R("nucleum.tech.e7")
CHOICES = Legal("one", ("worker", "again"))


@STEPS.register
class CourtE7(NucleumStep):
    kind = "nucleum.court_e7"
    rule = R_E7

    def legal(self, g, s, e):
        return CHOICES

    def prompt(self, g, s, e):
        return T.E7_Q(player=side_name(s, e.seat))

    def option(self, g, s, e, i):
        if i == "worker":
            return Option(i, T.E7_WORKER(), (), R_E7)
        return Option(i, T.E7_AGAIN(), (party_id(e["party"]),), R_E7)

    def resolve(self, g, s, e, answer, ev):
        seat = e.seat
        if answer == "worker":
            ev.append(Event(T.EV_E7_WORKER(side=side_name(s, seat)), R_E7, seat))
        else:
            ev += benefit(s, seat, e["party"])
        ev += update_contracts(s)
