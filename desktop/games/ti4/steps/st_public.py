"""Status phase, step 1: score up to 1 revealed public objective."""

from __future__ import annotations

from desktop.engine.flow import Pending
from desktop.engine.protocol import Event, SeatRef
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.piles import status_secrets
from desktop.games.ti4.refs import R_STATUS_SCORE
from desktop.games.ti4.scoring import score
from desktop.games.ti4.steps.base import STEPS, RecordingStep, objective_of, score_option
from desktop.games.ti4.steps.imp_public import public_ids


@STEPS.register
class StatusPublic(RecordingStep):
    kind = "ti4.st_public"
    rule = R_STATUS_SCORE

    def ids(self, g, s, e):
        return public_ids(s, e.seat)

    def prompt(self, g, s, e):
        return T.STATUS_PUBLIC_PROMPT()

    def choice(self, g, s, e, i):
        return score_option(i, e.seat, R_STATUS_SCORE)

    def take(self, g, s, e, answer, ev):
        if answer == "none":
            ev.append(Event(T.NO_PUBLIC(player=SeatRef(e.seat)), R_STATUS_SCORE, seat=e.seat))
        else:
            score(s, e.seat, objective_of(answer), R_STATUS_SCORE, ev)
            if s.phase == "over":
                return
        if status_secrets(s, e.seat):
            s.pending.append(Pending("ti4.st_secret", e.seat, {}, "phase:status"))
