"""The shell with the test game: home, New game dialog, decision bar, curtain, saves, end."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from desktop.engine import registry, saves
from desktop.engine.protocol import PickNumber, PickOne, PickSome
from desktop.engine.session import Player, Session
from desktop.ui.new_game import NewGameDialog
from tests.ui.conftest import scene_texts
from tests.ui.uitoy import NAMES


def test_home_lists_every_registered_game(window, uitoy):
    from desktop.ui.home import HomePage

    home = HomePage()
    names = [c.name.text() for c in home.cards]
    assert [c.game_id for c in home.cards] == registry.ids()
    assert "Bidding toy" in names
    card = home.cards[registry.ids().index("uitoy")]
    assert card.description.text() == "A tiny game with secret hands, for testing the table."
    assert card.seats.text() == "2–4 seats"
    assert card.button.isEnabled()


def test_new_game_dialog_builds_options_from_the_model(qtbot, uitoy):
    dlg = NewGameDialog("uitoy")
    qtbot.addWidget(dlg)
    w = dlg.option_widgets
    assert set(w) == {"rounds", "fast_bids", "deck"}
    assert isinstance(w["rounds"], QSpinBox)
    assert (w["rounds"].minimum(), w["rounds"].maximum()) == (1, 5)
    assert isinstance(w["fast_bids"], QCheckBox) and not w["fast_bids"].isChecked()
    assert isinstance(w["deck"], QComboBox)
    assert [w["deck"].itemData(i) for i in range(w["deck"].count())] == ["short", "long"]
    assert w["deck"].currentData() == "long"
    assert dlg._option_labels["rounds"].text() == "Rounds"
    assert (dlg.seats.minimum(), dlg.seats.maximum(), dlg.seats.value()) == (2, 4, 2)
    dlg.seats.setValue(3)
    assert [r.name.isHidden() for r in dlg.rows[:4]] == [False, False, False, True]
    w["rounds"].setValue(4)
    w["fast_bids"].setChecked(True)
    w["deck"].setCurrentIndex(0)
    dlg.set_seat(1, "Bea", bot=True)
    opts = dlg.options()
    assert (opts.seats, opts.rounds, opts.fast_bids, opts.deck) == (3, 4, True, "short")
    players = dlg.players()
    assert [(p.name, p.kind) for p in players] == [("Player 1", "human"), ("Bea", "bot"),
                                                    ("Player 3", "human")]


def _start(window, game, names=("Ana", "Bo"), kinds=("human", "human"), seed=7, **opts):
    session = Session(game, game.options(seats=len(names), **opts), seed,
                      [Player(n, k) for n, k in zip(names, kinds)])
    window.start_session(session)
    return window.table


def test_curtain_falls_between_humans_and_hides_the_other_hand(window, uitoy, qtbot):
    page = _start(window, uitoy)
    s = page.session
    hands = [list(h) for h in s.state.hands]
    # two humans: the curtain is down before the first private view, nothing private shows
    assert page.curtain.is_down() and page.curtain.seat == 0
    text = scene_texts(page.scene) + "\n".join(page.log_panel.texts())
    assert not any(n in text for h in hands for n in h)
    assert page.bar.decision is None and not page.bar.confirm.isEnabled()
    page.curtain.button.click()
    assert not page.curtain.is_down() and page.seat_in_view == 0
    text = scene_texts(page.scene)
    assert all(n in text for n in hands[0])
    assert not any(n in text for n in hands[1])
    assert any("You hold" in t for t in page.log_panel.texts())  # Ana's private log entry
    # Ana plays and bids: then it is Bo's turn, behind the curtain
    page.bar.select(page.bar.decision.options[0].id)
    page.bar.confirm.click()
    page.bar.number.setValue(2)
    page.bar.confirm.click()
    assert page.curtain.is_down() and page.curtain.seat == 1
    assert "Pass to Bo" in page.curtain.title.text()
    text = scene_texts(page.scene) + "\n".join(page.log_panel.texts())
    assert not any(n in text for n in s.state.hands[0] + s.state.hands[1])
    page.curtain.button.click()
    text = scene_texts(page.scene)
    assert all(n in text for n in s.state.hands[1])
    assert not any(n in text for n in s.state.hands[0])


def test_decision_bar_targets_glow_clicks_and_live_reason(window, uitoy, qtbot):
    page = _start(window, uitoy, kinds=("human", "bot"))
    assert not page.curtain.is_down()  # one human: no curtain
    bar = page.bar
    d = bar.decision
    assert isinstance(d, PickOne)
    assert not bar.confirm.isEnabled() and bar.reason.text() == "Choose one of the options."
    target = d.options[1].targets[0]
    assert page.scene.item(target).target  # options glow on the table
    page.scene.item_clicked.emit(target)  # a click on the table picks the option
    assert bar.chosen() == [d.options[1].id] and page.scene.item(target).chosen
    assert bar.confirm.isEnabled() and bar.reason.text() == ""
    bar.confirm.click()
    assert isinstance(bar.decision, PickNumber)
    bar.number.setValue(1)
    bar.confirm.click()
    page.run_bots_now()  # the bot plays and bids (not 1: the rules refuse a repeat)
    assert isinstance(bar.decision, PickSome)  # round 2: play one or two
    last = page.session.state.last_bid
    assert bar.decision.min == 1
    assert not bar.confirm.isEnabled() and "Choose at least 1" in bar.reason.text()
    for o in bar.decision.options[:2]:
        bar.select(o.id)
    assert bar.confirm.isEnabled()
    bar.confirm.click()
    bar.number.setValue(last)
    assert not bar.confirm.isEnabled()
    assert bar.reason.text() == f"You may not repeat the last bid ({last})."
    bar.number.setValue((last + 1) % 4)
    assert bar.confirm.isEnabled()


def test_undo_where_allowed(window, uitoy):
    page = _start(window, uitoy, kinds=("human", "bot"))
    bar = page.bar
    assert not bar.undo.isEnabled()
    bar.select(bar.decision.options[0].id)
    bar.confirm.click()  # playing reveals the card: no undo past it
    assert isinstance(bar.decision, PickNumber) and not bar.undo.isEnabled()
    bar.number.setValue(3)
    bar.confirm.click()
    # the bot acts on a timer; before it does, the bid can be taken back
    assert page.session.can_undo(0) and bar.undo.isEnabled()
    window.undo_action.trigger()  # Ctrl+Z
    assert isinstance(bar.decision, PickNumber) and page.session.state.bids == [0, 0]


def test_whole_game_saved_closed_and_continued(window, uitoy, qtbot, settings, tmp_path):
    page = _start(window, uitoy, names=("Ana", "Bot"), kinds=("human", "bot"), rounds=2)
    path = saves.path_for(page.session)
    assert path.exists()  # saved before the first answer
    bar = page.bar
    bar.select(bar.decision.options[0].id)
    bar.confirm.click()
    bar.number.setValue(2)
    bar.confirm.click()
    page.run_bots_now()
    answers = page.session.answers()
    assert len(answers) == 4
    assert [a.answer for a in saves.read_save_file(path).log] == [a for _s, a in answers]
    window.close()

    from desktop.ui.main_window import MainWindow

    w2 = MainWindow(settings, tmp_path / "qm")
    qtbot.addWidget(w2)
    w2.show()
    # the Continue list is read right after the window first shows
    qtbot.waitUntil(lambda: "Bidding toy" in " ".join(w2.home.save_texts()), timeout=3000)
    rows = w2.home.save_texts()
    assert len(rows) == 1 and "Bidding toy" in rows[0] and "Ana (human), Bot (computer)" in rows[0]
    w2.home.focus_saves()
    w2.home.continue_selected()
    page2 = w2.table
    assert w2.pages.currentWidget() is page2
    assert page2.session.answers() == answers
    bar = page2.bar
    assert isinstance(bar.decision, PickSome)
    bar.select(bar.decision.options[0].id)
    bar.confirm.click()
    bar.number.setValue((page2.session.state.last_bid + 1) % 4)
    bar.confirm.click()
    page2.run_bots_now()
    outcome = page2.session.outcome()
    assert outcome is not None
    assert page2.bottom.currentWidget() is page2.end
    end = page2.end
    assert end.sheet.verticalHeaderItem(0).text() == "Bids"
    assert end.cell(2, 0) == str(outcome.scores[0])
    assert "Winner" in end.winners.text()
    assert saves.read_save_file(path).finished
    seed = page2.session.seed
    end.again.click()
    assert page2.session.seed == seed and page2.session.answers() == []
    assert page2.session.save_id != saves.read_save_file(path).save_id


def test_broken_save_is_listed_with_its_reason_and_left_alone(window, qtbot):
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    broken = folder / "ti4-broken.tabula.json"
    data = b'{"schema": 1, "game": "ti4", "log": [1, 2'
    broken.write_bytes(data)
    window.home.reload_saves()
    qtbot.waitUntil(lambda: window.home.saves_loaded, timeout=5000)
    rows = window.home.save_texts()
    assert len(rows) == 1
    assert str(broken) in rows[0] and "cut short (truncated)" in rows[0]
    window.home.saves.setCurrentRow(0)
    assert not window.home.continue_button.isEnabled()
    window.home.continue_selected()
    assert window.pages.currentWidget() is window.home
    assert broken.read_bytes() == data


def test_save_error_on_continue_is_shown_and_the_app_keeps_running(window, uitoy, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a))
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    p = folder / "x.tabula.json"
    p.write_text("{}", encoding="utf-8")
    window.continue_game(p)
    assert shown and str(p) in shown[0][2]
    assert window.pages.currentWidget() is window.home
    assert p.read_text(encoding="utf-8") == "{}"


def test_autosave_failure_is_reported_and_play_goes_on(window, uitoy, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a))
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    window.table.saves_folder = blocker  # saving into a file path fails
    page = _start(window, uitoy, kinds=("human", "bot"))
    assert shown and str(blocker) in shown[0][2]
    bar = page.bar
    bar.select(bar.decision.options[0].id)
    bar.confirm.click()
    assert isinstance(bar.decision, PickNumber)  # the game went on
    assert len(shown) == 1  # reported once, not after every answer


def test_bots_only_game_plays_to_the_end(window, uitoy, qtbot):
    page = _start(window, uitoy, names=("A", "B", "C"), kinds=("bot",) * 3)
    qtbot.waitUntil(lambda: page.session.outcome() is not None, timeout=5000)
    assert page.bottom.currentWidget() is page.end


def test_generic_layout_serves_a_game_without_a_module(uitoy):
    from desktop.ui.games import LayoutContext, layout_for
    from desktop.ui.i18n import tr_msg

    layout = layout_for("uitoy")
    s = uitoy.new(uitoy.options(seats=2), 3)
    spec = layout(uitoy.view(s, 0), 0, LayoutContext("uitoy", ["A", "B"], tr_msg))
    ids = spec.item_ids()
    assert all(f"card:{c}" in ids for c in s.hands[0])
    assert not any(f"card:{c}" in ids for c in s.hands[1])
    assert set(NAMES) >= set(s.hands[0])


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_registered_game_opens_and_takes_answers(window, game_id):
    """The shell serves any registered game (its own layout, or the generic one)."""
    from desktop.engine.rng import Rng

    game = registry.get(game_id)
    n = max(2, game.min_seats) if game.max_seats >= 2 else 1
    s = Session(game, game.options(seats=n), 4,
                [Player(f"P{i}", "human" if i == 0 else "bot") for i in range(n)])
    window.start_session(s)
    page = window.table
    rng = Rng.from_seed(2)
    answered = 0
    for _ in range(40):
        if s.outcome() is not None or answered == 5:
            break
        if page.pending_human() is None:
            page.run_bots_now()
            continue
        d = page.bar.decision
        assert d is not None and page.bar.prompt.text()
        if hasattr(d, "options"):
            assert len(page.bar.buttons) == len(d.options)
            # every option shows, or the button of the group it is folded under does
            folded = {i: g.button for g in page.bar.groups for i in g.ids}
            assert all(b.isVisible() or (oid in folded and folded[oid].isVisible())
                       for oid, b in page.bar.buttons.items())
        page.answer(game.sample_answer(s.state, 0, rng))
        answered += 1
    assert answered or s.outcome() is not None
    assert page.scene.object_ids()  # the table shows something
    assert not (set(page.scene.object_ids()) & game.secrets(s.state, page.seat_in_view))


def test_settings_are_stored_and_applied(window, tmp_path):
    from desktop.ui.settings import Settings, SettingsDialog

    dlg = SettingsDialog(window.settings, window)
    assert dlg.language.count() == 4 and dlg.language.currentData() == "en"
    dlg.learning.setChecked(True)
    dlg.speed.setCurrentIndex(3)
    dlg.store()
    window.apply_settings(language_changed=False)
    again = Settings(window.settings.path)
    assert again.learning and again.animation_speed == 3 and again.move_ms() > 0
    assert window.learning_action.isChecked()


def test_settings_dialog_is_let_go_after_use(window, monkeypatch):
    from desktop.ui.settings import SettingsDialog

    monkeypatch.setattr(SettingsDialog, "exec", lambda dlg: SettingsDialog.DialogCode.Rejected)
    window.settings_action.trigger()
    window.settings_action.trigger()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not window.findChildren(SettingsDialog)


def test_bots_are_paced_by_a_timer(window, uitoy, qtbot):
    window.settings.animation_speed = 1  # fast: bots still wait before answering
    assert window.settings.bot_delay_ms() > 0
    page = _start(window, uitoy, kinds=("human", "bot"))
    bar = page.bar
    bar.select(bar.decision.options[0].id)
    bar.confirm.click()
    bar.number.setValue(1)
    bar.confirm.click()
    assert page._bot_timer.isActive() and page.session.to_act() == (1,)  # not yet
    assert "is thinking" in bar.prompt.text()
    qtbot.waitUntil(lambda: page.session.to_act() == (0,), timeout=5000)
    assert isinstance(bar.decision, PickSome)  # round 2


def test_new_game_through_the_dialog(window, uitoy, monkeypatch):
    def accept(dlg):
        dlg.game_combo.setCurrentIndex(dlg.game_ids.index("uitoy"))
        dlg.seats.setValue(3)
        dlg.set_seat(1, "Bea", bot=True)
        dlg.seed.setValue(1234)
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    window.new_action.trigger()  # Ctrl+N
    s = window.table.session
    assert window.pages.currentWidget() is window.table
    assert (s.game.id, s.seed, s.options.seats) == ("uitoy", 1234, 3)
    assert [(p.name, p.kind) for p in s.players] == [("Player 1", "human"), ("Bea", "bot"),
                                                      ("Player 3", "human")]
    # the closed dialog does not live on as the window's hidden child
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not window.findChildren(NewGameDialog)


def test_a_failing_layout_falls_back_to_the_generic_one(window, uitoy, monkeypatch):
    from desktop.ui import games

    def broken(view, seat, ctx):
        raise KeyError("players")

    monkeypatch.setitem(games.LAYOUTS, "uitoy", "tests.ui.uitoy")
    monkeypatch.setattr("tests.ui.uitoy.layout", broken, raising=False)
    page = _start(window, uitoy, kinds=("human", "bot"))
    assert page._layout is broken
    hand = page.session.state.hands[0]
    assert all(f"card:{c}" in page.scene.object_ids() for c in hand)
    assert page.bar.decision is not None


def test_return_confirms_and_the_title_names_the_game(window, uitoy, qtbot):
    from PySide6.QtCore import Qt

    page = _start(window, uitoy, kinds=("human", "bot"))
    assert window.windowTitle() == "Bidding toy — Tabula"
    page.bar.select(page.bar.decision.options[0].id)
    page.bar.confirm.setFocus()
    qtbot.keyClick(page.bar.confirm, Qt.Key.Key_Return)
    assert isinstance(page.bar.decision, PickNumber)
    window.go_home()
    assert window.windowTitle() == "Tabula"


def test_no_private_view_stays_up_while_a_bot_thinks_between_two_people(window, uitoy):
    page = _start(window, uitoy, names=("Ana", "Bot", "Cy"), kinds=("human", "bot", "human"))
    page.curtain.button.click()
    s = page.session
    page.bar.select(page.bar.decision.options[0].id)
    page.bar.confirm.click()
    page.bar.number.setValue(2)
    page.bar.confirm.click()
    assert s.to_act() == (1,) and page.seat_in_view is None
    text = scene_texts(page.scene) + "\n".join(page.log_panel.texts())
    assert not any(n in text for n in s.state.hands[0] + s.state.hands[2])
    assert not page.bar.undo.isEnabled()
    page.run_bots_now()
    assert page.curtain.is_down() and page.curtain.seat == 2


def test_replaced_option_buttons_never_become_stray_windows(window, uitoy, qapp):
    from PySide6.QtWidgets import QApplication, QPushButton

    from desktop.engine.rng import Rng

    page = _start(window, uitoy, names=("A", "B", "C"), kinds=("human",) * 3, rounds=3)
    rng = Rng.from_seed(1)
    for _ in range(6):  # several decisions without the event loop running in between
        if page.curtain.is_down():
            page.curtain.button.click()
        page.answer(uitoy.sample_answer(page.session.state, page.seat_in_view, rng))
    qapp.processEvents()
    qapp.processEvents()
    stray = [w for w in QApplication.topLevelWidgets()
             if isinstance(w, QPushButton) and w.isVisible()]
    assert not stray


def test_return_lifts_the_curtain(window, uitoy, qtbot):
    from PySide6.QtCore import Qt

    page = _start(window, uitoy)
    assert page.curtain.is_down()
    qtbot.keyClick(page.curtain.button, Qt.Key.Key_Return)
    assert not page.curtain.is_down() and page.seat_in_view == 0


def test_option_widgets_cover_enum_fields(qtbot):
    import enum

    from pydantic import Field

    from desktop.engine.protocol import Options
    from desktop.ui.new_game import option_widget

    class Speed(enum.Enum):
        SLOW = "slow"
        FAST = "fast"

    class Opts(Options):
        speed: Speed = Field(Speed.FAST, title="Speed")
        limit: int = Field(7, gt=2, lt=9, title="Limit")

    w = option_widget(Opts.model_fields["speed"])
    qtbot.addWidget(w)
    assert isinstance(w, QComboBox) and w.count() == 2
    assert [w.itemText(i) for i in range(2)] == ["slow", "fast"] and w.value() is Speed.FAST
    s = option_widget(Opts.model_fields["limit"])
    qtbot.addWidget(s)
    assert (s.minimum(), s.maximum(), s.value()) == (3, 8, 7)


def test_log_panel_changes_only_what_the_seat_change_changes(qtbot):
    from desktop.engine.marks import M
    from desktop.engine.protocol import Event
    from desktop.ui.log_panel import LogPanel

    panel = LogPanel()
    qtbot.addWidget(panel)
    pub = [Event(M("t", "public {i}")(i=i)) for i in range(50)]
    mine = Event(M("t", "Ana drew X")(), private_to=0)
    theirs = Event(M("t", "Bo drew Y")(), private_to=1)
    events = pub[:25] + [mine] + pub[25:] + [theirs]
    panel.set_events(events, 0)
    first_item = panel.list.item(0)
    assert panel.list.count() == 51 and "(only you) Ana drew X" in panel.texts()[25]
    panel.set_events(events, 1)
    # the public entries before the first private one are the same list items, not rebuilt
    assert panel.list.item(0) is first_item
    assert panel.texts() == [e.msg.english() for e in pub[:25]] + [
        e.msg.english() for e in pub[25:]] + ["(only you) Bo drew Y"]
    panel.set_events(events + [pub[0]], 1)
    assert panel.list.count() == 52 and panel.texts()[-1] == "public 0"
