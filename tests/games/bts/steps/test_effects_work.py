"""bts.effects: work without a question runs a card's effects in order."""

from desktop.games.bts.steps import STEPS
from tests.games.bts.helpers import fresh, give, run_fx


def test_bts_effects_runs_in_order_and_asks_nothing():
    assert not STEPS["bts.effects"].asks
    s = fresh(4, 2)
    p = give(s, 0, ore=0, pop=2)
    ev = run_fx(s, 0, [{"op": "gain_ore", "n": 3}, {"op": "pay_ore", "n": 1},
                       {"op": "lose_pop", "n": 1}, {"op": "vp", "n": 2}])
    assert (p.ore, p.pop, p.vp_bonus) == (2, 1, 2)
    assert len([e for e in ev if e.seat == 0]) == 4
