"""The Court action, first: which worker goes to the Court (nucleum.court.action)."""

from __future__ import annotations

from desktop.engine.flow import Pending, push
from desktop.engine.protocol import Event, Legal, Option, RuleRef as R
from desktop.games.nucleum import msgs as T
from desktop.games.nucleum.msgs import side_name
from desktop.games.nucleum.steps.base import STEPS, NucleumStep

R_ACTION = R("nucleum.court.action")
SOURCES = Legal("one", ("worker", "uranium", "forgo"))
_LABELS = {"worker": T.S_WORKER, "uranium": T.S_URANIUM, "forgo": T.S_FORGO}


@STEPS.register
class CourtSource(NucleumStep):
    kind = "nucleum.court_source"
    rule = R_ACTION

    def legal(self, g, s, e):
        return SOURCES

    def prompt(self, g, s, e):
        return T.SOURCE_Q(player=side_name(s, e.seat))

    def option(self, g, s, e, i):
        return Option(i, _LABELS[i](), (), R_ACTION)

    def resolve(self, g, s, e, answer, ev):
        seat = e.seat
        if answer == "forgo":
            ev.append(Event(T.EV_FORGO(side=side_name(s, seat)), R_ACTION, seat))
            return
        if answer == "uranium":
            ev.append(Event(T.EV_URANIUM(side=side_name(s, seat)), R_ACTION, seat))
        push(s, Pending("nucleum.court_party", seat, source="court"))
