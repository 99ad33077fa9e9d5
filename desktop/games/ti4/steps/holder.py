"""Strategy phase: the table says who took Imperial this round."""

from __future__ import annotations

from desktop.engine.flow import Pending
from desktop.engine.protocol import Event, Option, SeatRef, seat_name
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.piles import eligible_public
from desktop.games.ti4.refs import R_PRIMARY_PUBLIC, R_STRATEGIC, R_STRATEGY_PHASE
from desktop.games.ti4.steps.base import STEPS, RecordingStep, seat_ids_record, seat_of


@STEPS.register
class Holder(RecordingStep):
    kind = "ti4.holder"
    rule = R_STRATEGY_PHASE

    def ids(self, g, s, e):
        return seat_ids_record(s.seats, "none")

    def prompt(self, g, s, e):
        return T.HOLDER_PROMPT(round=s.round)

    def choice(self, g, s, e, i):
        if i == "none":
            return Option("none", T.NOBODY_HOLDS(), ("imperial",), R_STRATEGY_PHASE)
        k = seat_of(i)
        return Option(i, seat_name(k), (i, "imperial"), R_STRATEGY_PHASE, data={"seat": k})

    def take(self, g, s, e, answer, ev):
        s.phase = "action"
        if answer == "none":
            s.holder = None
            ev.append(Event(T.NO_HOLDER(round=s.round), R_STRATEGY_PHASE, seat=e.seat))
            return
        h = s.holder = seat_of(answer)
        ev.append(Event(T.HOLDER_IS(player=SeatRef(h), round=s.round), R_STRATEGIC,
                        seat=e.seat, objects=("imperial", f"seat:{h}")))
        if eligible_public(s, h):
            s.pending.append(Pending("ti4.imp_home", h, {}, "imperial"))
        else:
            ev.append(Event(T.NOTHING_TO_SCORE(player=SeatRef(h)), R_PRIMARY_PUBLIC, seat=h))
            s.pending.append(Pending("ti4.imp_mecatol", h, {}, "imperial"))
