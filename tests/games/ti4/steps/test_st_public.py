from desktop.games.ti4 import GAME

from .helpers import at, ids


def test_st_public_scores_up_to_one_then_the_secret():
    s = at("ti4.st_public", 0, phase="status")
    assert ids(s, 0) == ["obj:" + o for o in s.revealed] + ["none", "record"]
    GAME.apply(s, 0, "obj:" + s.revealed[1])
    assert s.players[0].scored_public == [s.revealed[1]]
    assert GAME.pending_kinds(s) == ["ti4.st_secret"] and GAME.to_act(s) == (0,)
