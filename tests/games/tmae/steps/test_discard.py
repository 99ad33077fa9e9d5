"""tmae.discard: a card effect discarding cards from the hand."""

from desktop.games.tmae import GAME
from tests.games.tmae import helpers as R


def test_discard_a_chosen_card():
    s = R.table()
    R.give(s, 0, 70, 95, 96, 12)  # Business Contacts: discard 2 (after drawing)
    R.give(s, 1, 85)
    R.enter(s, 2, {0: 4, 1: 4})
    R.act(s, 0, "play:70")
    e = GAME.entry(s, 0)
    assert e.kind == "tmae.discard"
    shape, ids, lo, hi = R.options(s, 0)
    assert shape == "some" and lo == hi == 2
    R.act(s, 0, ids[:2])
    assert int(ids[0][5:]) in s.discard
