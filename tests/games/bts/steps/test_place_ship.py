"""bts.place_ship: the Solar System or a shipyard the player controls."""

from desktop.games.bts import effects as X
from tests.games.bts.helpers import ask, fresh, ids, new_ship, play


def test_bts_place_ship_in_a_controlled_shipyard():
    s = fresh(4, 3)
    new_ship(s, 0, "Y4", 1)
    X.update_control(s, [])
    p = s.players[0]
    X.take_supply(p)  # the cube that becomes the new ship
    ask(s, "bts.place_ship", 0, level=3)
    assert ids(s) == ["sol", "Y4"]
    play(s, 0, "Y4")
    assert p.ships["Y4"] == [1, 3]
