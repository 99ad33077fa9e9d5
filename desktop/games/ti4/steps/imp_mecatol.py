"""Imperial's primary ability, second part (100.2, comments 2-3): 1 VP for Mecatol Rex, or
draw 1 secret objective."""

from __future__ import annotations

from desktop.engine.flow import Pending
from desktop.engine.protocol import Event, Option, SeatRef, seat_name
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.flow import start_secondary
from desktop.games.ti4.piles import draw_secret
from desktop.games.ti4.refs import R_MECATOL_MUST, R_PRIMARY_MECATOL
from desktop.games.ti4.scoring import check_target, gain
from desktop.games.ti4.steps.base import STEPS, RecordingStep, seat_ids_record, seat_of


@STEPS.register
class ImperialMecatol(RecordingStep):
    kind = "ti4.imp_mecatol"
    rule = R_PRIMARY_MECATOL

    def ids(self, g, s, e):
        return seat_ids_record(s.seats, "nobody")

    def prompt(self, g, s, e):
        return T.MECATOL_PROMPT()

    def choice(self, g, s, e, i):
        if i == "nobody":
            return Option("nobody", T.MECATOL_NOBODY(), ("mecatol",), R_PRIMARY_MECATOL)
        k = seat_of(i)
        return Option(i, seat_name(k), ("mecatol", i), R_PRIMARY_MECATOL, data={"seat": k})

    def take(self, g, s, e, answer, ev):
        seat = e.seat
        s.mecatol = None if answer == "nobody" else seat_of(answer)
        if s.mecatol == seat:
            # comments 2 and 3: no home-system condition, and no drawing instead
            s.players[seat].vp_imperial += gain(s, seat, 1)
            ev.append(Event(T.MECATOL_VP(player=SeatRef(seat)), R_MECATOL_MUST, seat=seat,
                            objects=("mecatol", f"vp:{seat}")))
            if not check_target(s, seat, ev):
                start_secondary(s)
            return
        ev.append(Event(T.MECATOL_NONE() if s.mecatol is None
                        else T.MECATOL_IS(player=SeatRef(s.mecatol)),
                        R_PRIMARY_MECATOL, seat=seat, objects=("mecatol",)))
        if draw_secret(s, seat, R_PRIMARY_MECATOL, ev):
            start_secondary(s, Pending("ti4.return", seat, {}, "imperial"))
        else:
            start_secondary(s)
