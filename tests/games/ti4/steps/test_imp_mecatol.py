from desktop.games.ti4 import GAME

from .helpers import at, ids


def test_imp_mecatol_the_holder_gains_1_vp_then_the_others_may_draw():
    s = at("ti4.imp_mecatol", 0)
    assert ids(s, 0) == ["seat:0", "seat:1", "seat:2", "seat:3", "nobody", "record"]
    GAME.apply(s, 0, "seat:0")
    assert s.players[0].vp_imperial == 1 and s.mecatol == 0
    assert GAME.pending_kinds(s) == ["ti4.secondary"] and GAME.to_act(s) == (1,)


def test_imp_mecatol_otherwise_the_holder_draws():
    s = at("ti4.imp_mecatol", 0)
    top = s.secret_deck[0]
    GAME.apply(s, 0, "nobody")
    assert s.players[0].secrets[-1] == top and s.mecatol is None
