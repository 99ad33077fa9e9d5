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


class HomeQuestion(RecordingStep):
    """Does the seat control every planet of its home system?  (Asked by the Imperial card and
    at the status phase: subclasses say what follows.)"""

    def ids(self, g, s, e):
        return YES_NO

    def choice(self, g, s, e, i):
        return home_option(i, e.seat, self.rule)

    def record_home(self, s, e, answer, ev) -> bool:
        """Note the answer on the seat and in the log; True when the home system is held."""
        seat = e.seat
        home = s.players[seat].home = answer == "yes"
        said = T.CONTROLS_HOME if home else T.CANNOT_SCORE_PUBLIC
        ev.append(Event(said(player=SeatRef(seat)), self.rule, seat=seat,
                        objects=(f"home:{seat}",)))
        return home


@STEPS.register
class ImperialHome(HomeQuestion):
    kind = "ti4.imp_home"
    rule = R_HOME

    def prompt(self, g, s, e):
        return T.HOME_PROMPT(player=SeatRef(e.seat))

    def take(self, g, s, e, answer, ev):
        seat = e.seat
        if self.record_home(s, e, answer, ev):
            push(s, Pending("ti4.imp_public", seat, {}, "imperial"),
                 Pending("ti4.imp_mecatol", seat, {}, "imperial"))
        else:
            push(s, Pending("ti4.imp_mecatol", seat, {}, "imperial"))
