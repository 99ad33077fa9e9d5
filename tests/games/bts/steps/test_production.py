"""bts.production: labels show what growth and ore production would give."""

from desktop.games.bts import GAME
from desktop.games.bts import effects as X
from tests.games.bts.helpers import ask, fresh


def test_bts_production_labels_carry_the_amounts():
    s = ask(fresh(4, 2), "bts.production", 0, all=False, used=[])
    d = GAME.decision(s, 0)
    grow, ore = d.option("grow"), d.option("ore")
    assert ore.data["ore"] == X.ore_output(s.players[0])
    assert grow.data["population"] == min(X.growth(s.players[0]), sum(s.players[0].supply))
