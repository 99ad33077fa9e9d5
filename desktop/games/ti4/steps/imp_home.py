"""Imperial, comment 1: a public objective only with every planet of the home system."""

from __future__ import annotations

from desktop.engine.flow import Pending, push
from desktop.engine.protocol import Event, Option, SeatRef
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.refs import R_HOME
from desktop.games.ti4.steps.base import RECORD, STEPS, RecordingStep

YES_NO = ("yes", "no", RECORD)


def home_option(i: str, seat: int, rule) -> Option:
    return Option(i, T.YES_HOME() if i == "yes" else T.NO_HOME(), (f"home:{seat}",), rule,
                  data={"home": i == "yes"})


@STEPS.register
class ImperialHome(RecordingStep):
    kind = "ti4.imp_home"
    rule = R_HOME

    def ids(self, g, s, e):
        return YES_NO

    def prompt(self, g, s, e):
        return T.HOME_PROMPT(player=SeatRef(e.seat))

    def choice(self, g, s, e, i):
        return home_option(i, e.seat, R_HOME)

    def take(self, g, s, e, answer, ev):
        seat = e.seat
        home = s.players[seat].home = answer == "yes"
        if home:
            ev.append(Event(T.CONTROLS_HOME(player=SeatRef(seat)), R_HOME, seat=seat,
                            objects=(f"home:{seat}",)))
            push(s, Pending("ti4.imp_public", seat, {}, "imperial"),
                 Pending("ti4.imp_mecatol", seat, {}, "imperial"))
        else:
            ev.append(Event(T.CANNOT_SCORE_PUBLIC(player=SeatRef(seat)), R_HOME, seat=seat,
                            objects=(f"home:{seat}",)))
            push(s, Pending("ti4.imp_mecatol", seat, {}, "imperial"))
