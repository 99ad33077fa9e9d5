"""Recording victory points: what gives or takes them (an action- or agenda-phase secret
objective achieved, the custodians token, Support for the Throne, an agenda, a relic, another
effect)."""

from __future__ import annotations

from desktop.engine.flow import Pending, push
from desktop.engine.protocol import Option, SeatRef
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.data import condition_of, name_of, objectives
from desktop.games.ti4.piles import achieved_secrets
from desktop.games.ti4.refs import R_CUSTODIANS, R_RECORD, R_TIMING
from desktop.games.ti4.scoring import record, score
from desktop.games.ti4.steps.base import STEPS, OneStep, objective_of
from desktop.games.ti4.steps.st_secret import PHASE_NAMES

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
    """The seat's action- and agenda-phase secret objectives first (scored when achieved),
    then the custodians token while it is on Mecatol Rex, the other reasons and ``back``."""
    secrets = tuple("obj:" + o for o in achieved_secrets(s, seat))
    first = ("custodians",) if s.custodians is None else ()
    return secrets + first + LATER + ("back",)


@STEPS.register
class RecordReason(OneStep):
    kind = "ti4.record_reason"
    rule = R_RECORD

    def ids(self, g, s, e):
        return reason_ids(s, e.seat)

    def prompt(self, g, s, e):
        return T.REASON_PROMPT(player=SeatRef(e.seat))

    def option(self, g, s, e, i):
        if i == "back":
            return Option(i, T.RECORD_BACK(), (), R_RECORD)
        if i.startswith("obj:"):
            o = objectives()[objective_of(i)]
            return Option(i, T.SECRET_OPTION(objective=name_of(o), phase=PHASE_NAMES[o.phase](),
                                             condition=condition_of(o)),
                          (i, f"vp:{e.seat}"), R_TIMING,
                          data={"objective": i, "vp": o.points, "stage": o.stage})
        if i == "custodians":
            return Option(i, REASONS[i][0](), ("mecatol", f"vp:{e.seat}"), R_CUSTODIANS,
                          data={"vp": 1})
        return Option(i, REASONS[i][0](), (f"vp:{e.seat}",), R_RECORD)

    def resolve(self, g, s, e, answer, ev):
        if answer == "back":
            return
        if answer.startswith("obj:"):
            # LRR 61.5, 61.7: scored as soon as it is achieved, in its own phase
            score(s, e.seat, objective_of(answer), R_TIMING, ev)
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
