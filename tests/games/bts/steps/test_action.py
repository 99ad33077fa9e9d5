"""bts.action: the offered spaces carry costs in their data and every one is accepted."""

from desktop.games.bts import GAME
from tests.games.bts.helpers import fresh, give, head, turn_of


def test_bts_action_options_and_refusal():
    s = turn_of(fresh(4, 2), 0)
    give(s, 0, ore=2, pop=2)
    assert head(s).kind == "bts.action"
    d = GAME.decision(s, 0)
    assert all(GAME.check(s, 0, o.id) is None for o in d.options)
    assert all("cost_ore" in o.data for o in d.options)
    bad = GAME.check(s, 0, "g.professors:0:0")
    assert bad is not None and bad.rule.id == "bts.turn.action"
