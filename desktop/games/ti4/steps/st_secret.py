"""Status phase, step 1: score up to 1 status-phase secret objective (LRR 61.6; action- and
agenda-phase ones are recorded when achieved, ``ti4.record_reason``)."""

from __future__ import annotations

from desktop.engine.protocol import Event, Option, SeatRef
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.data import condition_of, name_of, objectives
from desktop.games.ti4.piles import status_secrets
from desktop.games.ti4.refs import R_STATUS_LIMIT, R_STATUS_SCORE
from desktop.games.ti4.scoring import score
from desktop.games.ti4.steps.base import RECORD, STEPS, RecordingStep, objective_of

PHASE_NAMES = {"status": T.PHASE_STATUS, "action": T.PHASE_ACTION, "agenda": T.PHASE_AGENDA}


@STEPS.register
class StatusSecret(RecordingStep):
    kind = "ti4.st_secret"
    rule = R_STATUS_SCORE

    def ids(self, g, s, e):
        return tuple(["obj:" + o for o in status_secrets(s, e.seat)] + ["none", RECORD])

    def prompt(self, g, s, e):
        return T.STATUS_SECRET_PROMPT()

    def choice(self, g, s, e, i):
        if i == "none":
            return Option("none", T.SCORE_NONE(), (), R_STATUS_SCORE)
        o = objectives()[objective_of(i)]
        return Option(i, T.SECRET_OPTION(objective=name_of(o), phase=PHASE_NAMES[o.phase](),
                                         condition=condition_of(o)),
                      (i, f"vp:{e.seat}"), R_STATUS_LIMIT,
                      data={"objective": i, "vp": o.points, "stage": o.stage})

    def take(self, g, s, e, answer, ev):
        if answer == "none":
            ev.append(Event(T.NO_SECRET(player=SeatRef(e.seat)), R_STATUS_SCORE, seat=e.seat))
        else:
            score(s, e.seat, objective_of(answer), R_STATUS_SCORE, ev)
