"""bts.colonise: systems the player controls with enough strength."""

from desktop.games.bts import effects as X
from tests.games.bts.helpers import ask, fresh, head, ids, new_ship, play


def test_bts_colonise_offers_controlled_strong_enough_systems():
    s = fresh(4, 3)
    for area in ("A1", "A2"):
        new_ship(s, 0, area, 4)
    new_ship(s, 0, "B1", 1)
    X.update_control(s, [])
    ask(s, "bts.colonise", 0)
    assert ids(s) == ["A1", "A2"]  # B1 is controlled but too strong for 1 strength
    play(s, 0, "A2")
    assert head(s).kind == "bts.settle" and head(s)["area"] == "A2"
