"""tmae.discard_to_draw: Mars University, discard a card to draw (2 for a plant tag)."""

from desktop.games.tmae import GAME
from tests.games.tmae import helpers as R


def test_mars_university():
    s = R.table()
    R.put(s, 0, 40)
    R.give(s, 0, 96, 155)  # Research (science), Lichen (plant tag)
    R.give(s, 1, 85)
    R.enter(s, 2, {0: 4, 1: 4})
    R.act(s, 0, "play:96")
    assert GAME.entry(s, 0).kind == "tmae.discard_to_draw"
    d = GAME.decision(s, 0)
    assert d.option("uni:155").data == {"card": 155, "draws": 2} and d.option("skip") is not None
    R.act(s, 0, "uni:155")
    # Research draws 2 and has two science tags: a second offer after 2 cards for the plant tag
    assert 155 in s.discard and len(s.players[0].hand) == 2 + 2
    assert GAME.entry(s, 0).kind == "tmae.discard_to_draw"
    R.act(s, 0, "skip")
    assert not R.waiting(s, 0)
