from desktop.engine.flow import Pending, push_block
from desktop.engine.protocol import PickNumber
from desktop.games.ti4 import GAME

from .helpers import fresh


def test_tokens_every_seat_at_once_then_the_next_round():
    s = fresh(3)
    s.phase, s.pending = "status", []
    push_block(s, [Pending("ti4.tokens", i) for i in range(3)])
    d = GAME.decision(s, 2)
    assert isinstance(d, PickNumber) and (d.lo, d.hi) == (0, 2)
    GAME.apply(s, 2, 1)
    assert GAME.to_act(s) == (0, 1)
    GAME.apply(s, 0, 2)
    GAME.apply(s, 1, 0)
    assert [(p.strategy, p.other_tokens) for p in s.players] == [(4, 6), (2, 8), (3, 7)]
    assert s.round == 2 and GAME.pending_kinds(s) == ["ti4.holder"]
