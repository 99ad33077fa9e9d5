from desktop.games.ti4 import GAME

from .helpers import at, ids


def test_imp_public_scores_one_revealed_objective():
    s = at("ti4.imp_public", 1, holder=1)
    assert ids(s, 1) == ["obj:" + o for o in s.revealed] + ["none", "record"]
    opt = GAME.decision(s, 1).options[0]
    assert opt.data["vp"] == 1 and opt.data["stage"] == "1"
    GAME.apply(s, 1, opt.id)
    assert s.players[1].vp_public == 1 and s.players[1].scored_public == [s.revealed[0]]


def test_imp_public_none_scores_nothing():
    s = at("ti4.imp_public", 1, holder=1)
    GAME.apply(s, 1, "none")
    assert s.players[1].vp == 0
