"""A computer seat's default name says so ("Computer 2"): with "Player 2" and "Player 3" for two
hard seats (issue 12, hand-played) the table did not say which seats were people.  A name the
player typed, or one given by ``set_seat``, is kept whatever the kind."""

from __future__ import annotations

from desktop.engine import registry  # noqa: F401 - the games register on import
from desktop.ui.new_game import SEAT_KINDS, NewGameDialog


def _kind(dlg, i, kind):
    dlg.rows[i].kind.setCurrentIndex(SEAT_KINDS.index(kind))


def test_a_computer_seat_is_named_computer_until_a_name_is_typed(qtbot):
    dlg = NewGameDialog("tmae")
    qtbot.addWidget(dlg)
    dlg.seats.setValue(3)
    _kind(dlg, 1, "hard")
    _kind(dlg, 2, "easy")
    assert [r.name.text() for r in dlg.rows[:3]] == ["Player 1", "Computer 2", "Computer 3"]
    _kind(dlg, 2, "human")
    assert dlg.rows[2].name.text() == "Player 3"
    dlg.rows[1].name.clear()
    qtbot.keyClicks(dlg.rows[1].name, "Deep Red")
    _kind(dlg, 1, "medium")
    assert dlg.rows[1].name.text() == "Deep Red"
    assert [(p.name, p.kind) for p in dlg.players()] == [
        ("Player 1", "human"), ("Deep Red", "medium"), ("Player 3", "human")]


def test_a_name_set_by_set_seat_is_kept(qtbot):
    dlg = NewGameDialog("tmae")
    qtbot.addWidget(dlg)
    dlg.set_seat(1, "Bea", kind="hard")
    dlg.retranslate()
    assert dlg.rows[1].name.text() == "Bea"
    dlg.set_seat(1, "", kind="hard")
    dlg.retranslate()
    assert dlg.rows[1].name.text() == "Computer 2"
