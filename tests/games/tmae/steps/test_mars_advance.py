"""tmae.mars_advance: every 5 solo rounds Mars advances on its own by the difficulty (no TR)."""

from desktop.games.tmae import GAME
from tests.games.tmae import helpers as R


def test_mars_advances_by_the_difficulty_without_tr():
    s = R.new_state(1, 12, difficulty="novice")
    R.act(s, 0, R.opts(s, 0)[0])
    s.round, s.stage = 5, "hand_limit"
    s.pending.clear()
    R.advance(s, [])
    assert GAME.entry(s, 0).kind == "tmae.mars_advance"
    d = GAME.decision(s, 0)
    assert [o.targets for o in d.options] == [("param:temperature",), ("param:oxygen",)]
    tr = s.players[0].tr
    R.act(s, 0, "adv:temp")
    R.act(s, 0, "adv:oxygen")
    assert (s.temp, s.oxygen, s.players[0].tr, s.round) == (1, 1, tr, 6)


def test_a_maxed_parameter_is_not_offered():
    s = R.new_state(1, 12, difficulty="advanced")
    R.act(s, 0, R.opts(s, 0)[0])
    s.round, s.stage, s.temp = 10, "hand_limit", R.TEMP_MAX
    s.pending.clear()
    R.advance(s, [])
    assert R.opts(s, 0) == ["adv:oxygen"]
