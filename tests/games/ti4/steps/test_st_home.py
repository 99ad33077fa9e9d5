from desktop.games.ti4 import GAME

from .helpers import at, ids


def test_st_home_yes_then_a_public_objective():
    s = at("ti4.st_home", 1, phase="status")
    assert ids(s, 1) == ["yes", "no", "record"]
    GAME.apply(s, 1, "yes")
    assert GAME.pending_kinds(s) == ["ti4.st_public"]


def test_st_home_no_goes_to_the_secret_objective():
    s = at("ti4.st_home", 1, phase="status")
    ev = GAME.apply(s, 1, "no")
    assert GAME.pending_kinds(s) == ["ti4.st_secret"]
    assert ev[0].rule.id == "ti4.objectives.home_system"
