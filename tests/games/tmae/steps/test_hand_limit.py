"""tmae.hand_limit: at the end of the round a hand over 10 is cut, each card sold."""

from desktop.games.tmae import GAME
from tests.games.tmae import helpers as R


def test_hand_limit_sells_the_discards():
    s = R.table(mc=0)
    R.give(s, 0, *s.deck[:12])
    R.enter(s, 4, {0: 4, 1: 1})
    assert GAME.entry(s, 0).kind == "tmae.hand_limit" and R.to_act(s) == (0,)
    d = GAME.decision(s, 0)
    assert d.min == d.max == 2 and d.options[0].data["mc"] == 3
    R.act(s, 0, R.opts(s, 0)[:2])
    assert len(s.players[0].hand) == 10 and s.players[0].mc == 5 + 4 + 6
