"""Recording victory points: what gives or takes them (the custodians token, Support for the
Throne, an agenda, a relic, another effect)."""

from __future__ import annotations

from desktop.engine.flow import Pending, Step, push
from desktop.engine.protocol import Legal, Option, SeatRef
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.refs import R_CUSTODIANS, R_RECORD
from desktop.games.ti4.scoring import record
from desktop.games.ti4.steps.base import STEPS

#: a reason: its option label and how it reads in the log
REASONS = {
    "custodians": (T.REASON_CUSTODIANS, T.WHY_CUSTODIANS),
    "throne": (T.REASON_THRONE, T.WHY_THRONE),
    "agenda": (T.REASON_AGENDA, T.WHY_AGENDA),
    "relic": (T.REASON_RELIC, T.WHY_RELIC),
    "other": (T.REASON_OTHER, T.WHY_OTHER),
}
LATER = ("throne", "agenda", "relic", "other")


def reason_ids(s, seat: int) -> tuple[str, ...]:
    first = ("custodians",) if s.custodians is None else ()
    return first + LATER + ("back",)


@STEPS.register
class RecordReason(Step):
    kind = "ti4.record_reason"
    rule = R_RECORD

    def legal(self, g, s, e):
        return Legal("one", reason_ids(s, e.seat))

    def prompt(self, g, s, e):
        return T.REASON_PROMPT(player=SeatRef(e.seat))

    def option(self, g, s, e, i):
        if i == "back":
            return Option(i, T.RECORD_BACK(), (), R_RECORD)
        if i == "custodians":
            return Option(i, REASONS[i][0](), ("mecatol", f"vp:{e.seat}"), R_CUSTODIANS,
                          data={"vp": 1})
        return Option(i, REASONS[i][0](), (f"vp:{e.seat}",), R_RECORD)

    def resolve(self, g, s, e, answer, ev):
        if answer == "back":
            return
        if answer == "custodians":
            # LRR 27.3: the player who removes the token gains 1 VP (once a game)
            s.custodians = e.seat
            record(s, e.seat, 1, T.WHY_CUSTODIANS(), R_CUSTODIANS, ev)
            return
        push(s, Pending("ti4.record_vp", e.seat, {"reason": answer}, source=e.source),
             block=e.block)

    def sample(self, g, s, e, legal, rng):
        return legal.ids[rng.randbelow(len(legal.ids))]
