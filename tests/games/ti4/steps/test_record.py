"""Issue #14: the table records the victory points the app cannot see, at any question."""

from desktop.games.ti4 import GAME

from .helpers import at, fresh, ids, play


def test_record_is_offered_and_the_question_waits_underneath():
    s = fresh(4)
    assert "record" in ids(s, 0)
    play(s, 0, "record")
    assert GAME.pending_kinds(s) == ["ti4.record"] and GAME.to_act(s) == (0,)
    assert ids(s, 0) == ["seat:0", "seat:1", "seat:2", "seat:3", "back"]
    play(s, 0, "back")
    assert GAME.pending_kinds(s) == ["ti4.holder"]


def test_record_the_player_concerned_answers_the_reason():
    s = at("ti4.st_home", 1, phase="status")
    play(s, 1, "record")
    play(s, 1, "seat:2")
    assert GAME.pending_kinds(s) == ["ti4.record_reason"] and GAME.to_act(s) == (2,)
