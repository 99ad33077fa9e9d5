"""bts.pick_ship: upgrade by one level (never past 4), or turn a ship into population."""

from tests.games.bts.helpers import ask, fresh, ids, new_ship, play


def test_bts_pick_ship_upgrade_and_to_pop():
    s = fresh(4, 3)
    p = s.players[0]
    new_ship(s, 0, "deep", 4)
    new_ship(s, 0, "Y1", 2)
    ask(s, "bts.pick_ship", 0, purpose="upgrade", optional=False)
    assert "deep:4" not in ids(s) and "Y1:2" in ids(s) and "skip" not in ids(s)
    ask(s, "bts.pick_ship", 0, purpose="to_pop", optional=True)
    assert "deep:4" in ids(s) and ids(s)[-1] == "skip"
    pop = p.pop
    play(s, 0, "deep:4")
    assert p.pop == pop + 1 and 4 not in p.ships.get("deep", [])
