"""Imperial's secondary ability (100.3): spend 1 strategy-pool token to draw 1 secret objective."""

from __future__ import annotations

from desktop.engine.flow import Pending
from desktop.engine.protocol import Event, Option, SeatRef
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.piles import draw_secret
from desktop.games.ti4.refs import R_SECONDARY
from desktop.games.ti4.steps.base import RECORD, STEPS, RecordingStep

DRAW_PASS = ("draw", "pass", RECORD)


@STEPS.register
class Secondary(RecordingStep):
    kind = "ti4.secondary"
    rule = R_SECONDARY

    def ids(self, g, s, e):
        return DRAW_PASS

    def prompt(self, g, s, e):
        return T.SECONDARY_PROMPT(player=SeatRef(e.seat))

    def choice(self, g, s, e, i):
        if i == "draw":
            return Option("draw", T.SECONDARY_DRAW(), (f"pool:{e.seat}", "deck:secret"),
                          R_SECONDARY, data={"cost": 1})
        return Option("pass", T.SECONDARY_PASS(), (), R_SECONDARY)

    def take(self, g, s, e, answer, ev):
        seat = e.seat
        if answer != "draw":
            ev.append(Event(T.PASSES(player=SeatRef(seat)), R_SECONDARY, seat=seat))
            return
        s.players[seat].strategy -= 1
        ev.append(Event(T.SPENDS(player=SeatRef(seat)), R_SECONDARY, seat=seat,
                        objects=(f"pool:{seat}",)))
        if draw_secret(s, seat, R_SECONDARY, ev):
            s.pending.append(Pending("ti4.return", seat, {}, "imperial"))
