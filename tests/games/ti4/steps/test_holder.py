from desktop.games.ti4 import GAME

from .helpers import fresh


def test_holder_names_the_imperial_holder_or_nobody():
    s = fresh(4)
    assert GAME.pending_kinds(s) == ["ti4.holder"]
    d = GAME.decision(s, 0)
    assert [o.id for o in d.options] == ["seat:0", "seat:1", "seat:2", "seat:3", "none", "record"]
    assert d.options[2].data == {"seat": 2}
    GAME.apply(s, 0, "seat:2")
    assert s.holder == 2 and GAME.pending_kinds(s) == ["ti4.imp_home"]


def test_holder_without_objectives_to_score_goes_to_mecatol():
    s = fresh(4)
    s.players[1].scored_public = list(s.revealed)
    ev = GAME.apply(s, 0, "seat:1")
    assert GAME.pending_kinds(s) == ["ti4.imp_mecatol"]
    assert ev[-1].rule.id == "ti4.imperial.primary_public"


def test_nobody_holds_imperial_starts_the_status_phase():
    s = fresh(4)
    GAME.apply(s, 0, "none")
    assert s.phase == "status" and GAME.pending_kinds(s) == ["ti4.st_home"]
