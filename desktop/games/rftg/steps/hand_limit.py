"""rftg.hand_limit: at the end of the round a seat holding more than ten cards discards down
to ten (the discards count for Budget Surplus)."""

from __future__ import annotations

from desktop.engine.protocol import Event
from desktop.games.rftg.msgs import E_DISCARD, P_LIMIT, R_LIMIT, msg, player
from desktop.games.rftg.steps.base import STEPS, DiscardN


@STEPS.register
class HandLimit(DiscardN):
    kind = "rftg.hand_limit"
    rule = R_LIMIT

    def prompt(self, game, st, e):
        return P_LIMIT(n=e.args["n"])

    def after(self, game, st, e, answer, ev):
        st.seats[e.seat].end_discards = len(answer)
        ev.append(Event(msg(E_DISCARD, n=len(answer), player=player(e.seat)), R_LIMIT,
                        seat=e.seat))
