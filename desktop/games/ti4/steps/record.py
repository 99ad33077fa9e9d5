"""Recording victory points the app cannot see (ti4.app.record_vp): whose?  Offered with every
question of the round (``RecordingStep``); the question waits underneath."""

from __future__ import annotations

from desktop.engine.flow import Pending, push
from desktop.engine.protocol import Option, seat_name
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.refs import R_RECORD
from desktop.games.ti4.steps.base import STEPS, OneStep, seat_ids, seat_of


@STEPS.register
class Record(OneStep):
    kind = "ti4.record"
    rule = R_RECORD

    def ids(self, g, s, e):
        return seat_ids(s.seats, "back")

    def prompt(self, g, s, e):
        return T.RECORD_PROMPT()

    def option(self, g, s, e, i):
        if i == "back":
            return Option(i, T.RECORD_BACK(), (), R_RECORD)
        k = seat_of(i)
        return Option(i, seat_name(k), (f"vp:{k}",), R_RECORD,
                      data={"seat": k, "vp": s.players[k].vp})

    def resolve(self, g, s, e, answer, ev):
        if answer != "back":
            # the player concerned answers: their secret objectives may be among the reasons
            push(s, Pending("ti4.record_reason", seat_of(answer), source=e.source), block=e.block)

    def sample(self, g, s, e, legal, rng):
        return legal.ids[rng.randbelow(len(legal.ids))]
