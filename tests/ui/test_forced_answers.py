"""A question that leaves a person no choice (RftG's Develop with nothing placeable: a lone
Pass) is answered by the table when the setting is on (the default), and shown otherwise."""

from __future__ import annotations

from desktop.engine.protocol import forced_answer
from tests.engine.test_session import rftg_session_at_a_forced_question


def test_the_table_answers_a_lone_pass_for_a_person(window):
    s, seat = rftg_session_at_a_forced_question()
    n = len(s.log)
    window.start_session(s)
    page = window.table
    assert any(item.forced and item.seat == seat for item in s.log[n:])
    if s.outcome() is None:
        # what the bar asks now is a real choice
        who = page.pending_human()
        assert who is not None
        assert forced_answer(s.game.decision(s.state, who)) is None


def test_with_the_setting_off_the_bar_asks_it(window, settings):
    settings.skip_forced = False
    s, seat = rftg_session_at_a_forced_question()
    n = len(s.log)
    window.start_session(s)
    page = window.table
    assert len(s.log) == n  # nothing answered for the person
    assert seat in s.to_act() and forced_answer(s.game.decision(s.state, seat)) is not None
    if page.curtain.is_down():
        page.curtain.button.click()
    asked = page.pending_human()
    assert page.bar.decision is not None
    assert [o.id for o in page.bar.decision.options] == \
        [o.id for o in s.game.decision(s.state, asked).options]


def test_the_setting_is_in_the_dialog_and_stored(settings, qtbot):
    from desktop.ui.settings import SettingsDialog

    assert settings.skip_forced  # on unless turned off
    dlg = SettingsDialog(settings)
    qtbot.addWidget(dlg)
    assert dlg.skip_forced.isChecked()
    dlg.skip_forced.setChecked(False)
    dlg.store()
    assert not settings.skip_forced
