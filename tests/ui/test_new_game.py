"""Issue #14: the New game dialog shows only the options that apply, defaults the solo robot's
difficulty, says in words what a refused set of options needs, and grows with the seats."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QDialogButtonBox

from desktop.ui.new_game import NewGameDialog


def _dialog(qtbot, game_id):
    dlg = NewGameDialog(game_id)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg, dlg.buttons.button(QDialogButtonBox.StandardButton.Ok)


def _shown(dlg) -> set[str]:
    return {k for k, w in dlg.option_widgets.items() if w.isVisible()}


def test_solo_race_defaults_a_robot_difficulty_and_hides_goals(qtbot):
    dlg, ok = _dialog(qtbot, "rftg")
    assert _shown(dlg) == {"advanced", "goals", "draft"}  # no difficulty for 2 seats
    dlg.seats.setValue(1)
    assert ok.isEnabled() and dlg.problem.isHidden()
    assert dlg.option_widgets["difficulty"].currentData() == "medium"
    assert _shown(dlg) == {"difficulty"}  # goals, advanced game, draft: the solitaire rules
    o = dlg.options()
    assert (o.seats, o.difficulty, o.goals) == (1, "medium", False)
    dlg.seats.setValue(2)  # the difficulty the dialog chose goes again
    assert ok.isEnabled() and dlg.options().difficulty is None
    dlg.seats.setValue(4)
    assert _shown(dlg) == {"goals"}


def test_solo_nucleum_says_what_to_choose_in_words(qtbot):
    dlg, ok = _dialog(qtbot, "nucleum")
    assert "auction" in _shown(dlg) and "baron" not in _shown(dlg)
    dlg.seats.setValue(1)
    assert not ok.isEnabled()
    assert dlg.problem.text() == "To play: tick “Solo against Baron von Automat”."
    assert "set baron" not in dlg.problem.text()
    dlg.option_widgets["baron"].setChecked(True)
    assert ok.isEnabled() and dlg.problem.isHidden()
    assert "auction" not in _shown(dlg) and "baron_easier" in _shown(dlg)
    assert dlg.options().baron


def test_tmae_solo_difficulty_only_for_one_seat(qtbot):
    dlg, ok = _dialog(qtbot, "tmae")
    assert _shown(dlg) == {"first_game"}
    dlg.seats.setValue(1)
    assert _shown(dlg) == {"first_game", "difficulty"} and ok.isEnabled()
    dlg.option_widgets["difficulty"].setCurrentIndex(2)
    assert dlg.options().difficulty == "expert"


@pytest.mark.parametrize("game_id", ["ti4", "rftg"])
def test_the_dialog_grows_with_the_seats(qtbot, game_id):
    dlg, ok = _dialog(qtbot, game_id)
    dlg.seats.setValue(dlg.seats.maximum())
    qtbot.wait(20)
    rows = dlg.rows[:dlg.seats.value()]
    assert len(rows) >= 5
    for r in rows:
        for w in (r.name, r.kind):
            assert w.isVisible()
            tl = w.mapTo(dlg, QPoint(0, 0))
            assert dlg.rect().contains(tl) and dlg.rect().contains(
                tl + QPoint(w.width() - 1, w.height() - 1)), (r.label.text(), dlg.size())
            assert w.visibleRegion().boundingRect().size() == w.size(), r.label.text()
            # not squeezed: a row as tall as its widgets need (they were cut to half)
            assert w.height() >= w.sizeHint().height(), (r.label.text(), w.height())
    assert ok.isVisible()
