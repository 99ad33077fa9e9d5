"""tmae.dummy_phase: in the last 5 solo rounds the player orders the dummy's phase cards."""

from desktop.games.tmae import GAME
from tests.games.tmae import helpers as R


def test_the_dummy_card_is_chosen_before_the_players_own():
    s = R.new_state(1, 13)
    R.act(s, 0, R.opts(s, 0)[0])
    s.round = 21
    s.dummy = [1, 3, 5]
    s.pending.clear()
    R.advance(s, [])
    assert GAME.entry(s, 0).kind == "tmae.dummy_phase"
    d = GAME.decision(s, 0)
    assert [o.id for o in d.options] == ["dummy:1", "dummy:3", "dummy:5"]
    assert d.options[1].data == {"phase": 3} and d.rule.id == "tmae.solo.last_rounds"
    R.act(s, 0, "dummy:3")
    assert s.dummy_pick == 3 and s.dummy == [1, 5]
    assert GAME.entry(s, 0).kind == "tmae.phase_card"
