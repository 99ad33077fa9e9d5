"""tmae.resource_target: resources onto one of several cards; one holder without asking."""

from desktop.games.tmae import GAME
from tests.games.tmae import helpers as R


def test_several_holders_are_a_question():
    s = R.table()
    R.put(s, 0, 5, 19)  # two microbe holders
    R.give(s, 0, 112)  # Astrofarm: 2 microbes onto another card
    R.enter(s, 1)
    R.act(s, 0, "play:112")
    while GAME.entry(s, 0) is not None and GAME.entry(s, 0).kind != "tmae.resource_target":
        R.act(s, 0, R.opts(s, 0)[0])
    e = GAME.entry(s, 0)
    assert e is not None and e.kind == "tmae.resource_target"
    d = GAME.decision(s, 0)
    assert sorted(o.data["card"] for o in d.options) == [5, 19] and d.options[0].data["n"] == 2
    R.act(s, 0, "target:5")
    assert s.players[0].res[5] == 2


def test_one_holder_without_asking():
    s = R.table()
    R.put(s, 0, 5)
    R.give(s, 0, 112)
    R.enter(s, 1)
    R.act(s, 0, "play:112")
    assert s.players[0].res[5] == 2 and not R.waiting(s, 0)
