"""Imperial's secondary ability (100.3): a seat's turn comes; it is asked only when it has a
strategy-pool token to spend and the deck a card to draw."""

from __future__ import annotations

from desktop.engine.flow import Pending, Step
from desktop.games.ti4.refs import R_SECONDARY
from desktop.games.ti4.steps.base import STEPS


@STEPS.register
class SecondaryTurn(Step):
    kind = "ti4.secondary_turn"
    rule = R_SECONDARY
    asks = False

    def resolve(self, g, s, e, answer, ev):
        if s.players[e.seat].strategy > 0 and s.secret_deck:
            s.pending.append(Pending("ti4.secondary", e.seat, {}, "imperial"))
