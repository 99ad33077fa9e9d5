"""tmae.free_green: play a cheap green card without paying MC, or skip."""

from desktop.games.tmae import GAME
from tests.games.tmae import helpers as R


def test_automated_factories_plays_a_cheap_green_for_free():
    s = R.table()
    R.give(s, 0, 114, 190)  # Automated Factories; Sponsors (green, 5)
    R.give(s, 1, 155)
    R.enter(s, 1)
    mc = s.players[0].mc
    R.act(s, 0, "play:114")
    assert GAME.entry(s, 0).kind == "tmae.free_green"
    assert R.opts(s, 0) == ["free:190", "skip"]
    R.act(s, 0, "free:190")
    assert 190 in s.players[0].played and s.players[0].mc == mc - (18 - 3)


def test_nothing_to_play_skips_without_asking():
    s = R.table()
    R.give(s, 0, 114)
    R.give(s, 1, 155)
    R.enter(s, 1)
    R.act(s, 0, "play:114")
    assert not R.waiting(s, 0)
