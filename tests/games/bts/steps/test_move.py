"""bts.move: one segment per point, split among ships; "stop" ends the jump."""

from tests.games.bts.helpers import ask, fresh, head, ids, new_ship, play


def test_bts_move_spends_points():
    s = fresh(4, 3)
    s.players[0].ships = {}
    new_ship(s, 0, "sol", 1)
    new_ship(s, 0, "sol", 2)
    s.players[0].supply[0] += 1  # the start ship went away above: keep 20 cubes
    ask(s, "bts.move", 0, points=2)
    assert sorted(ids(s)) == ["sol:1:Y1", "sol:1:Y2", "sol:2:Y1", "sol:2:Y2", "stop"]
    play(s, 0, "sol:2:Y2")
    assert head(s).kind == "bts.move" and head(s)["points"] == 1
    play(s, 0, "sol:1:Y1")
    assert s.players[0].ships == {"Y1": [1], "Y2": [2]}
