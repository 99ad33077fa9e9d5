"""The table page: a game in progress.

It owns the Session and decides, after every answer, who the screen belongs to:

- the next human who owes an answer gets the decision bar and their own view;
- with several humans, a different human whose view holds secrets first gets the curtain
  ("Pass to <name>"); until it is lifted the scene and the log show only the public view;
- bots answer one at a time on a timer (``Session.run_bots(limit=1)``), so people see them act;
- at the end, the score sheet.

Every answer is autosaved (``Session.autosave`` -> ``saves.Autosave.submit``): a cheap
snapshot on the UI thread, the JSON and the fsync on the one background writer, which writes
only the newest snapshot.  A game is saved to the file it was opened from (a new game to a new
file), by one window at a time; a failed save is reported and the game goes on.  Pending
writes are flushed when the game is left (``stop``).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QMessageBox, QSplitter, QToolButton,
                               QVBoxLayout, QWidget)

from desktop.engine.protocol import Illegal, view_json
from desktop.engine.session import Session
from desktop.ui.curtain import Curtain
from desktop.ui.decision_bar import DecisionBar
from desktop.ui.end_panel import EndPanel
from desktop.ui.games import LayoutContext, layout_for
from desktop.ui.i18n import set_seat_names, tr_msg
from desktop.ui.learning import RulebookDialog, refusal_text, rule_tip
from desktop.ui.log_panel import LogPanel, visible_to
from desktop.ui.table import TableScene, TableView

log = logging.getLogger(__name__)


class _Stage(QWidget):
    """The view with the curtain laid over it (the curtain follows the stage's size)."""

    def __init__(self, view: TableView, curtain: Curtain, parent=None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(view)
        curtain.setParent(self)
        self.curtain = curtain

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.curtain.setGeometry(self.rect())


class _Bottom(QWidget):
    """The decision bar, or the score sheet at the end (only one shows, and only it takes
    room: a QStackedWidget would size the bar like the sheet)."""

    def __init__(self, bar: QWidget, end: QWidget, parent=None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(bar)
        lay.addWidget(end)
        self._widgets = (bar, end)
        end.hide()
        self._current = bar

    def setCurrentWidget(self, w: QWidget) -> None:  # noqa: N802 - QStackedWidget's name
        for x in self._widgets:
            x.setVisible(x is w)
        self._current = w

    def currentWidget(self) -> QWidget:  # noqa: N802
        return self._current


class TablePage(QWidget):
    home_requested = Signal()
    # a save could not be written: (path, reason)
    save_failed = Signal(str, str)
    # the game is saved somewhere else than it was, and why: (path, message)
    save_notice = Signal(str, str)
    # from the writer thread (queued to this one): (path, reason Msg)
    _writer_error = Signal(object, object)
    _writer_notice = Signal(object, object)

    def __init__(self, settings, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.session: Session | None = None
        self.seat_in_view: int | None = None
        # the person the screen was last passed to (no curtain needed for them again)
        self.screen_owner: int | None = None
        self.saves_folder = None  # None: the user's saves folder
        self.last_save_error: str | None = None
        self.last_save_notice: str | None = None
        self.saver = None  # saves.Autosave of the session
        self._writer_error.connect(self._save_error)
        self._writer_notice.connect(self._save_moved)
        self._layout = None

        self.scene = TableScene(self)
        self.scene.item_clicked.connect(self._item_clicked)
        self.view = TableView(self.scene)
        self.curtain = Curtain()
        self.curtain.lifted.connect(self._curtain_lifted)
        self.stage = _Stage(self.view, self.curtain)

        self.bar = DecisionBar()
        self.bar.confirmed.connect(self._confirmed)
        self.bar.undo_requested.connect(self.undo)
        self.bar.rule_requested.connect(self.show_rule)
        self.bar.marks_changed.connect(self.scene.set_marks)
        self.end = EndPanel()
        self.end.play_again.connect(self.play_again)
        self.end.home.connect(self.home_requested)
        self.bottom = _Bottom(self.bar, self.end)
        self.log_panel = LogPanel()

        self.status = QLabel()
        self.home_button = QToolButton()
        self.home_button.clicked.connect(self.home_requested)
        self.fit_button = QToolButton()
        self.fit_button.clicked.connect(self.view.fit)
        self.rules_button = QToolButton()
        self.rules_button.clicked.connect(self.show_current_rule)
        top = QHBoxLayout()
        top.addWidget(self.home_button)
        top.addWidget(self.status, 1)
        self.thinking_label = QLabel()  # shown while a computer player thinks (bot_runner)
        self.thinking_label.hide()
        top.addWidget(self.thinking_label)
        top.addWidget(self.rules_button)
        top.addWidget(self.fit_button)

        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addLayout(top)
        lv.addWidget(self.stage, 1)
        lv.addWidget(self.bottom)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(self.log_panel)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        split.setSizes([900, 260])
        lay = QHBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(split)

        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(self._return_pressed)

        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._bot_step)
        # computer players (easy / medium / hard) think in the background: desktop/ui/bot_runner.py
        from desktop.ui.bot_runner import ComputerRunner

        self.computers = ComputerRunner(self)
        self.computers.ready.connect(self._computer_ready)
        self.computers.thinking.connect(self.thinking_label.setVisible)
        self.retranslate()

    # -- sessions ---------------------------------------------------------------------------
    def start(self, session: Session, path=None, fingerprint=None) -> None:
        """Show ``session``: new (saved to a new file), or opened from the save at ``path``
        (saved back there; ``fingerprint`` is how that file was when it was read)."""
        self._bot_timer.stop()
        self.computers.cancel()
        self._close_saver()
        self.session = session
        set_seat_names([p.name for p in session.players])
        self.last_save_error = self.last_save_notice = None
        self._open_saver(session, path, fingerprint)
        session.autosave = self._autosave
        self._layout = layout_for(session.game.id)
        self.scene.tooltip_provider = self._tooltip
        humans = self.humans()
        self.seat_in_view = humans[0] if len(humans) == 1 else None
        self.screen_owner = self.seat_in_view
        self.curtain.hide()
        self.refresh(animate=False)
        if session.log == [] and self.saver is not None:
            try:
                self.saver.write_now(session)  # the new file exists before the first answer
            except Exception as e:  # noqa: BLE001 - the game goes on without its save
                self._save_error(self.saver.path, getattr(e, "reason", None) or str(e))

    def _open_saver(self, session: Session, path, fingerprint) -> None:
        from desktop.engine import saves

        kw = dict(on_error=lambda p, r: self._emit(self._writer_error, p, r),
                  on_notice=lambda p, r: self._emit(self._writer_notice, p, r))
        try:
            if path is None:
                saver = saves.Autosave.for_new(session, self.saves_folder, **kw)
            else:
                saver = saves.Autosave(path, fingerprint, **kw)
            notice = saver.start(session.game.id)
        except Exception as e:  # noqa: BLE001 - an unsafe id, a folder we cannot use
            folder = self.saves_folder or saves.saves_dir()
            self.saver = None
            self._save_error(folder, getattr(e, "reason", None) or str(e))
            return
        self.saver = saver
        if saver.save_id is not None:
            session.save_id = saver.save_id
        if notice is not None:
            self._save_moved(saver.path, notice, old=path)

    @staticmethod
    def _emit(signal, *args) -> None:
        try:
            signal.emit(*args)
        except RuntimeError:  # the page is gone
            pass

    def _close_saver(self) -> None:
        if self.saver is not None:
            self.saver.close()  # flushes what is pending, releases the lock
            self.saver = None

    def flush_saves(self) -> bool:
        """Wait until the newest answer is on disk."""
        return self.saver.flush() if self.saver is not None else True

    def humans(self) -> list[int]:
        s = self.session
        return [i for i, p in enumerate(s.players) if p.kind == "human"] if s else []

    def _autosave(self, session: Session) -> None:
        if self.saver is None:
            return
        try:
            self.saver.submit(session)
        except Exception as e:  # noqa: BLE001 - the game goes on without its save
            self._save_error(self.saver.path, getattr(e, "reason", None) or str(e))

    def _save_error(self, path, reason) -> None:
        from desktop.engine.saves import display_path

        text = tr_msg(reason) if not isinstance(reason, str) else reason
        path = display_path(path)
        log.warning("autosave to %s failed: %s", path, text)
        first = self.last_save_error is None
        self.last_save_error = text
        if first:
            self.save_failed.emit(path, text)

    def _save_moved(self, path, reason, old=None) -> None:
        """The game is now saved to ``path`` (a copy): say why."""
        from desktop.engine.saves import display_path

        if self.saver is not None and self.session is not None \
                and self.saver.save_id is not None:
            self.session.save_id = self.saver.save_id
        text = tr_msg(reason) if not isinstance(reason, str) else reason
        shown = display_path(self.saver.path if self.saver is not None else path)
        log.warning("saving to %s: %s", shown, text)
        self.last_save_notice = text
        self.save_notice.emit(shown, text)

    def stop(self) -> None:
        self._bot_timer.stop()
        self.computers.cancel()
        self.thinking_label.hide()
        if self.session is not None:
            self.session.autosave = None
        self._close_saver()
        self.session = None
        set_seat_names(None)

    # -- who sees what -------------------------------------------------------------------------
    def needs_curtain(self, seat: int) -> bool:
        """Another human must not see ``seat``'s view: several humans, and the view of
        ``seat`` shows more than the public view (or its log has private entries)."""
        s = self.session
        if len(self.humans()) <= 1 or seat == self.screen_owner:
            return False
        g, st = s.game, s.state
        if view_json(g.view(st, seat)) != view_json(g.view(st, None)):
            return True
        return any(e.private_to == seat for e in s.events())

    def pending_human(self) -> int | None:
        s = self.session
        for seat in s.to_act():
            if s.players[seat].kind == "human":
                return seat
        return None

    def refresh(self, animate: bool = True) -> None:
        s = self.session
        if s is None:
            return
        self.computers.sync(s)  # computer seats that owe an answer start thinking now
        outcome = s.outcome()
        if outcome is not None:
            self._bot_timer.stop()
            self.curtain.hide()
            self.seat_in_view = None if len(self.humans()) != 1 else self.humans()[0]
            self._render(animate)
            self.bar.clear("")
            self.end.show_outcome(outcome, self._outcome_names(outcome))
            self.bottom.setCurrentWidget(self.end)
            self.status.setText(self.tr("The game is over."))
            return
        self.bottom.setCurrentWidget(self.bar)
        if self.settings.skip_forced:
            n = len(s.log)
            s.answer_forced()
            if len(s.log) != n:
                self.refresh(animate)  # a lone Pass given: what comes next (perhaps the end)
                return
        seat = self.pending_human()
        if seat is None:
            # only bots owe answers: they act one by one, on a timer.  With several people
            # at the screen, nobody's private view stays up meanwhile.
            bots = [x for x in s.to_act() if s.players[x].kind != "human"]
            if len(self.humans()) > 1:
                self.seat_in_view = None
            self._render(animate)
            name = s.players[bots[0]].name if bots else ""
            self.bar.clear(self.tr("{name} is thinking…").format(name=name),
                           can_undo=self.seat_in_view is not None and s.can_undo(self.seat_in_view))
            self.status.setText(self.tr("{name} to play").format(name=name))
            if bots:
                self._bot_timer.start(self.settings.bot_delay_ms())
            return
        if self.needs_curtain(seat):
            self.seat_in_view = None
            self.screen_owner = None
            self._render(animate)
            self.bar.clear(self.tr("Waiting for {name}").format(name=s.players[seat].name),
                           can_undo=s.can_undo(seat))
            self.status.setText(self.tr("{name} to play").format(name=s.players[seat].name))
            self.curtain.fall(seat, s.players[seat].name)
            return
        self.curtain.hide()
        self.seat_in_view = self.screen_owner = seat
        decision = s.game.decision(s.state, seat)
        targets = {t for o in getattr(decision, "options", ()) for t in o.targets}
        self._render(animate, targets=targets, decision=decision)
        self.bar.set_decision(decision, lambda a, seat=seat: s.check(seat, a), s.can_undo(seat),
                              learning=self.settings.learning)
        self.status.setText(self.tr("{name} to play").format(name=s.players[seat].name))

    def _render(self, animate: bool, targets: set[str] | None = None,
                decision=None) -> None:
        s = self.session
        seat = self.seat_in_view
        view = s.game.view(s.state, seat)
        events = s.events()
        ctx = LayoutContext(s.game.id, [p.name for p in s.players], tr_msg, targets or set(),
                            [e for e in events if visible_to(e, seat)], decision)
        try:
            spec = self._layout(view, seat, ctx)
            self.scene.apply(spec, self.settings.move_ms() if animate else 0)
        except Exception:  # noqa: BLE001 - a layout bug must not end the game: show it plainly
            log.exception("layout of %s failed; using the generic layout", s.game.id)
            from desktop.ui.games.generic import layout as generic

            self.scene.apply(generic(view, seat, ctx), 0)
        if not targets:
            self.scene.set_marks(set(), set())
        self.log_panel.set_events(events, seat, self.settings.learning)

    def _outcome_names(self, outcome) -> list[str]:
        """Column names of the score sheet: the players, then any scored automaton the layout
        names (its function's optional ``extra_names(public_view, tr)``, e.g. the RftG robot)."""
        s = self.session
        names = [p.name for p in s.players]
        extra = getattr(self._layout, "extra_names", None)
        if extra is not None and len(outcome.scores) > len(names):
            try:
                more = list(extra(s.game.view(s.state, None), tr_msg))
                names += more[:len(outcome.scores) - len(names)]
            except Exception:  # noqa: BLE001 - the sheet still shows the players
                log.exception("extra score sheet names of %s failed", s.game.id)
        return names

    def _return_pressed(self) -> None:
        if self.curtain.is_down():
            self.curtain.button.click()
        else:
            self.bar.confirm.click()

    def _curtain_lifted(self, seat: int) -> None:
        self.seat_in_view = self.screen_owner = seat
        self.refresh(animate=False)

    # -- answers ----------------------------------------------------------------------------
    def _confirmed(self, answer) -> None:
        s = self.session
        seat = self.seat_in_view
        if s is None or seat is None:
            return
        try:
            s.answer(seat, answer)
        except Illegal as e:
            QMessageBox.warning(self, self.tr("Not allowed"), refusal_text(e))
            return
        self.refresh()

    def answer(self, answer) -> None:
        """Answer the pending decision as the seat in view (tests, keyboard)."""
        self._confirmed(answer)

    def _bot_step(self) -> None:
        s = self.session
        if s is None or s.outcome() is not None:
            return
        seats = [x for x in s.to_act() if s.players[x].kind != "human"]
        if seats and s.players[seats[0]].kind != "bot":
            # a computer player: its answer when its background search is done
            answer = self.computers.take(s, seats[0])
            if answer is None:
                self.computers.sync(s)  # still thinking (or stale: think again)
                return  # _computer_ready comes back here
            s.answer(seats[0], answer)
        elif seats:
            s.run_bots(limit=1)
        self.refresh()

    def _computer_ready(self, seat: int) -> None:
        """A computer's answer is ready: given at once, unless the pause between two answers
        (the animation speed) is still running or a person answers first."""
        if self.session is not None and not self._bot_timer.isActive() \
                and self.pending_human() is None:
            self._bot_step()

    def run_bots_now(self) -> None:
        """Let pending bots act at once (tests)."""
        while self.session is not None and self._bot_timer.isActive():
            self._bot_timer.stop()
            self._bot_step()

    def undo_seat(self) -> int | None:
        """Whose Undo the button and Ctrl+Z are: the seat whose curtain is down, else the seat
        in view (the one whose turn it is).  ``Session.undo`` takes back only that seat's own
        answers, never another person's."""
        if self.curtain.is_down():
            return self.curtain.seat
        return self.seat_in_view

    def undo(self) -> None:
        s = self.session
        seat = self.undo_seat()
        if s is None or seat is None:
            return
        if s.can_undo(seat):
            self._bot_timer.stop()
            s.undo(seat)
            self.refresh()

    def play_again(self) -> None:
        s = self.session
        if s is None:
            return
        from desktop.engine.session import Player

        players = [Player(p.name, p.kind) for p in s.players]
        self.start(Session(s.game, s.options, s.seed, players))

    # -- table clicks and rules -----------------------------------------------------------------
    def _item_clicked(self, object_id: str) -> None:
        if not self.curtain.is_down():
            self.bar.toggle_target(object_id)

    def _tooltip(self, spec) -> str:
        tip = getattr(spec, "tooltip", "")
        rule = getattr(spec, "rule", None)
        if self.settings.learning and rule:
            extra = rule_tip(rule)
            return f"{tip}<hr>{extra}" if tip and extra else (extra or tip)
        return tip

    def current_rule(self) -> str | None:
        d = self.bar.decision
        if d is None:
            return None
        chosen = self.bar.chosen()
        if chosen:
            o = d.option(chosen[0])
            if o is not None and o.rule is not None:
                return o.rule.id
        return d.rule.id

    def show_current_rule(self) -> None:
        rule = self.current_rule()
        if rule:
            self.show_rule(rule)

    def show_rule(self, rule_id: str) -> None:
        dlg = RulebookDialog(rule_id, self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.open()

    def set_learning(self, on: bool) -> None:
        self.scene.refresh_tooltips()
        if self.session is not None and self.bar.decision is not None:
            self.bar.learning = on
            self.bar.retranslate()
        if self.session is not None:
            self.log_panel.set_events(self.session.events(), self.seat_in_view, on)

    # -- texts ----------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.home_button.setText(self.tr("Home"))
        self.thinking_label.setText(self.tr("A computer player is thinking…"))
        self.fit_button.setText(self.tr("Fit"))
        self.fit_button.setToolTip(self.tr("Fit the whole table in the window"))
        self.rules_button.setText(self.tr("Rulebook"))
        self.rules_button.setToolTip(self.tr("The rulebook's words for the current decision (F1)"))
        if self.session is not None and not self._bot_timer.isActive():
            self.refresh(animate=False)

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
