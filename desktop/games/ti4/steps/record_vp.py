"""Recording victory points: how many (below 0: points lost, e.g. Support for the Throne
returned); logged with the reason."""

from __future__ import annotations

from desktop.engine.flow import Step
from desktop.engine.protocol import Legal, SeatRef
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.refs import R_RECORD, RECORD_MOST
from desktop.games.ti4.scoring import record, target
from desktop.games.ti4.steps.base import STEPS
from desktop.games.ti4.steps.record_reason import REASONS


@STEPS.register
class RecordVp(Step):
    kind = "ti4.record_vp"
    rule = R_RECORD

    def legal(self, g, s, e):
        vp = s.players[e.seat].vp
        return Legal("number", (), -min(RECORD_MOST, vp), min(RECORD_MOST, target(s) - vp))

    def prompt(self, g, s, e):
        return T.RECORD_VP_PROMPT(player=SeatRef(e.seat), reason=REASONS[e["reason"]][1]())

    def unit(self, g, s, e):
        return T.RECORD_VP_UNIT()

    def resolve(self, g, s, e, answer, ev):
        record(s, e.seat, answer, REASONS[e["reason"]][1](), R_RECORD, ev)
