"""Status phase, step 2: reveal the next public objective (the game ends when none is left);
then every seat places its command tokens at once."""

from __future__ import annotations

from desktop.engine.flow import Pending, Step, push_block
from desktop.games.ti4.piles import reveal_next
from desktop.games.ti4.refs import R_STATUS_REVEAL
from desktop.games.ti4.scoring import end
from desktop.games.ti4.steps.base import STEPS


@STEPS.register
class Reveal(Step):
    kind = "ti4.reveal"
    rule = R_STATUS_REVEAL
    asks = False

    def resolve(self, g, s, e, answer, ev):
        if not reveal_next(s, ev):
            end(s, "objectives")
            return
        push_block(s, [Pending("ti4.tokens", i, {}, "phase:status") for i in range(s.seats)])
