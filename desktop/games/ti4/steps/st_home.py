"""Status phase: public objectives need every planet of the home system."""

from __future__ import annotations

from desktop.engine.flow import Pending
from desktop.engine.protocol import Event, SeatRef
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.piles import status_secrets
from desktop.games.ti4.refs import R_OBJ_HOME
from desktop.games.ti4.steps.base import STEPS, RecordingStep
from desktop.games.ti4.steps.imp_home import YES_NO, home_option


@STEPS.register
class StatusHome(RecordingStep):
    kind = "ti4.st_home"
    rule = R_OBJ_HOME

    def ids(self, g, s, e):
        return YES_NO

    def prompt(self, g, s, e):
        return T.STATUS_HOME_PROMPT(player=SeatRef(e.seat))

    def choice(self, g, s, e, i):
        return home_option(i, e.seat, R_OBJ_HOME)

    def take(self, g, s, e, answer, ev):
        seat = e.seat
        home = s.players[seat].home = answer == "yes"
        if home:
            ev.append(Event(T.CONTROLS_HOME(player=SeatRef(seat)), R_OBJ_HOME, seat=seat,
                            objects=(f"home:{seat}",)))
            s.pending.append(Pending("ti4.st_public", seat, {}, "phase:status"))
            return
        ev.append(Event(T.CANNOT_SCORE_PUBLIC(player=SeatRef(seat)), R_OBJ_HOME, seat=seat,
                        objects=(f"home:{seat}",)))
        if status_secrets(s, seat):
            s.pending.append(Pending("ti4.st_secret", seat, {}, "phase:status"))
