from desktop.games.ti4 import GAME

from .helpers import at, ids


def test_imp_home_yes_asks_for_a_public_objective_then_mecatol():
    s = at("ti4.imp_home", 0)
    assert ids(s, 0) == ["yes", "no", "record"]
    GAME.apply(s, 0, "yes")
    assert [e.kind for e in s.pending] == ["ti4.imp_mecatol", "ti4.imp_public"]
    assert s.players[0].home is True


def test_imp_home_no_skips_the_public_objective():
    s = at("ti4.imp_home", 0)
    ev = GAME.apply(s, 0, "no")
    assert GAME.pending_kinds(s) == ["ti4.imp_mecatol"]
    assert ev[0].rule.id == "ti4.imperial.home_system"
