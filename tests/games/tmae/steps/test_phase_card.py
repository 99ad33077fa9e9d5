"""tmae.phase_card: planning, a block of one entry per seat; last round's card is not offered."""

from desktop.games.tmae import GAME
from tests.games.tmae import helpers as R


def test_phase_cards_are_picked_at_once_and_last_pick_is_locked():
    s = R.table()
    assert GAME.entry(s, 0).kind == "tmae.phase_card" and R.to_act(s) == (0, 1)
    assert GAME.entry(s, 0).block == GAME.entry(s, 1).block != 0
    s.players[1].last_pick = 2
    assert R.opts(s, 1) == ["phase:1", "phase:3", "phase:4", "phase:5"]
    bad = GAME.check(s, 1, "phase:2")
    assert bad is not None and bad.rule.id == "tmae.planning.no_repeat"
    d = GAME.decision(s, 0)
    assert [o.data["phase"] for o in d.options] == [1, 2, 3, 4, 5]
    assert d.options[0].targets == ("phase:0:1",)
    R.act(s, 1, "phase:3")
    assert R.to_act(s) == (0,)
    R.act(s, 0, "phase:1")
    assert s.revealed and s.phases == [3] and s.phase == 1 or s.phase == 3
