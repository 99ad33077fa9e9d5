"""Imperial's primary ability, first part (100.2): score 1 revealed public objective."""

from __future__ import annotations

from desktop.engine.protocol import Event, SeatRef
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.refs import R_PRIMARY_PUBLIC
from desktop.games.ti4.scoring import score
from desktop.games.ti4.steps.base import RECORD, STEPS, RecordingStep, objective_of, score_option


def public_ids(s, seat: int) -> tuple[str, ...]:
    """The revealed objectives ``seat`` has not scored (piles.eligible_public), ``none`` and
    ``record``."""
    done = s.players[seat].scored_public
    return tuple(["obj:" + o for o in s.revealed if o not in done] + ["none", RECORD])


@STEPS.register
class ImperialPublic(RecordingStep):
    kind = "ti4.imp_public"
    rule = R_PRIMARY_PUBLIC

    def ids(self, g, s, e):
        return public_ids(s, e.seat)

    def prompt(self, g, s, e):
        return T.IMP_PUBLIC_PROMPT()

    def choice(self, g, s, e, i):
        return score_option(i, e.seat, R_PRIMARY_PUBLIC)

    def take(self, g, s, e, answer, ev):
        if answer == "none":
            ev.append(Event(T.NO_PUBLIC(player=SeatRef(e.seat)), R_PRIMARY_PUBLIC, seat=e.seat))
        else:
            score(s, e.seat, objective_of(answer), R_PRIMARY_PUBLIC, ev)
