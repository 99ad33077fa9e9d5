"""tmae.redraft: discard up to n cards and draw as many."""

from desktop.games.tmae import GAME
from tests.games.tmae import helpers as R


def test_redrafted_contracts():
    s = R.table()
    R.put(s, 0, 49)
    R.give(s, 0, 95, 96)
    R.enter(s, 3, {0: 4, 1: 4})
    R.act(s, 0, "act:49:0")
    assert GAME.entry(s, 0).kind == "tmae.redraft"
    shape, ids, lo, hi = R.options(s, 0)
    assert (shape, lo, hi) == ("some", 0, 2)
    R.act(s, 0, ["card:95"])
    assert 95 in s.discard and len(s.players[0].hand) == 2
