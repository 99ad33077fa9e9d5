"""Status phase: each player gains 2 command tokens; how many go to the strategy pool."""

from __future__ import annotations

from desktop.engine.flow import Step
from desktop.engine.protocol import Event, Legal, SeatRef
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.refs import R_STATUS_TOKENS, STATUS_GAIN
from desktop.games.ti4.steps.base import STEPS

RANGE = Legal("number", (), 0, STATUS_GAIN)


@STEPS.register
class Tokens(Step):
    kind = "ti4.tokens"
    rule = R_STATUS_TOKENS

    def legal(self, g, s, e):
        return RANGE

    def prompt(self, g, s, e):
        return T.TOKENS_PROMPT(player=SeatRef(e.seat))

    def unit(self, g, s, e):
        return T.TOKENS_UNIT()

    def resolve(self, g, s, e, answer, ev):
        p = s.players[e.seat]
        p.strategy += answer
        p.other_tokens += STATUS_GAIN - answer
        ev.append(Event(T.GAINS(n=answer, player=SeatRef(e.seat)), R_STATUS_TOKENS, seat=e.seat,
                        objects=(f"pool:{e.seat}",)))
