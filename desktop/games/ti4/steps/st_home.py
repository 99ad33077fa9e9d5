"""Status phase: public objectives need every planet of the home system."""

from __future__ import annotations

from desktop.engine.flow import Pending
from desktop.engine.protocol import SeatRef
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.piles import status_secrets
from desktop.games.ti4.refs import R_OBJ_HOME
from desktop.games.ti4.steps.base import STEPS
from desktop.games.ti4.steps.imp_home import HomeQuestion


@STEPS.register
class StatusHome(HomeQuestion):
    kind = "ti4.st_home"
    rule = R_OBJ_HOME

    def prompt(self, g, s, e):
        return T.STATUS_HOME_PROMPT(player=SeatRef(e.seat))

    def take(self, g, s, e, answer, ev):
        seat = e.seat
        if self.record_home(s, e, answer, ev):
            s.pending.append(Pending("ti4.st_public", seat, {}, "phase:status"))
        elif status_secrets(s, seat):
            s.pending.append(Pending("ti4.st_secret", seat, {}, "phase:status"))
