"""tmae.keep: keep k of the cards drawn (Research, "reveal n keep k"); the rest are discarded."""

from desktop.games.tmae import GAME
from tests.games.tmae import helpers as R


def test_research_keeps_are_a_simultaneous_block():
    s = R.table()
    R.enter(s, 5, {0: 5, 1: 1})
    e0, e1 = GAME.entry(s, 0), GAME.entry(s, 1)
    assert e0.kind == e1.kind == "tmae.keep" and e0.block == e1.block != 0
    assert GAME.decision(s, 0).rule.id == "tmae.research.draw"
    shape, ids, lo, hi = R.options(s, 1)
    R.act(s, 1, ids[:1])  # the second seat first
    R.act(s, 0, R.opts(s, 0)[:2])
    assert len(s.players[0].hand) == 2 and len(s.players[1].hand) == 1 and len(s.discard) == 4


def test_invention_contest_keeps_one_of_three():
    s = R.table()
    R.give(s, 0, 83)
    R.give(s, 1, 85)
    R.enter(s, 2, {0: 4, 1: 4})
    R.act(s, 0, "play:83")
    assert GAME.entry(s, 0).kind == "tmae.keep" and GAME.decision(s, 0).rule.id == "tmae.card.effect"
    R.act(s, 0, R.opts(s, 0)[:1])
    assert len(s.players[0].hand) == 1 and not s.players[0].drawn
