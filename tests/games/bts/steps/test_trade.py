"""bts.trade: only trades the player can pay for are offered."""

from tests.games.bts.helpers import ask, fresh, give, ids


def test_bts_trade_offers_what_can_be_paid():
    s = ask(fresh(4, 2), "bts.trade", 0)
    give(s, 0, ore=0, pop=0)
    assert ids(s) == ["done"]
    give(s, 0, ore=1, pop=1)
    assert ids(s) == ["pop_ore", "ship_pop", "done"]
