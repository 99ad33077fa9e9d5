"""The main window: home page and table page, menus and shortcuts.

Ctrl+N new game, Ctrl+O continue a saved game, Ctrl+Z undo, F1 the rule of the current
decision.  Per-game UI is imported only when a table of that game opens.
"""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QStackedWidget

from desktop import __version__
from desktop.ui import i18n
from desktop.ui.home import HomePage
from desktop.ui.i18n import tr_msg


@contextmanager
def _used_once(dlg):
    """A modal dialog of the window, deleted once used: kept as the window's child it would
    live on hidden and be retranslated at every change of language."""
    try:
        yield dlg
    finally:
        dlg.deleteLater()


class MainWindow(QMainWindow):
    def __init__(self, settings, qm_dir: Path | None = None, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.qm_dir = qm_dir or i18n.cache_dir()
        self.home = HomePage()
        self.home.new_game.connect(self.new_game)
        self.home.continue_game.connect(self.continue_game)
        self.home.settings_requested.connect(self.open_settings)
        self.home.about_requested.connect(self.about)
        self._table = None  # built on first use: keeps start-up lean
        self.pages = QStackedWidget()
        self.pages.addWidget(self.home)
        self.setCentralWidget(self.pages)
        self._build_actions()
        self.resize(1280, 800)
        self.retranslate()

    # -- pages ------------------------------------------------------------------------------
    @property
    def table(self):
        if self._table is None:
            from desktop.ui.table_page import TablePage

            self._table = TablePage(self.settings)
            self._table.home_requested.connect(self.go_home)
            self._table.save_failed.connect(self._save_failed)
            self._table.save_notice.connect(self._save_notice)
            self.pages.addWidget(self._table)
        return self._table

    def go_home(self) -> None:
        if self._table is not None:
            self._table.stop()
        self.home.reload_saves()
        self.pages.setCurrentWidget(self.home)
        self._update_actions()
        self.retranslate()

    def start_session(self, session, path=None, fingerprint=None) -> None:
        """Show ``session``; ``path``: the save it was opened from (it is saved back there)."""
        page = self.table
        page.start(session, path, fingerprint)
        self.pages.setCurrentWidget(page)
        self._update_actions()
        self.retranslate()

    def new_game(self, game_id: str | None = None) -> None:
        from desktop.engine.session import Session
        from desktop.ui.new_game import NewGameDialog

        if isinstance(game_id, bool) or not game_id:
            game_id = None
        with _used_once(NewGameDialog(game_id, self)) as dlg:
            if dlg.exec() != NewGameDialog.DialogCode.Accepted:
                return
            try:
                session = Session(dlg.game, dlg.options(), dlg.seed.value(), dlg.players())
            except Exception as e:  # noqa: BLE001 - bad options: say so, stay here
                QMessageBox.warning(self, self.tr("New game"), str(e))
                return
        self.start_session(session)

    def continue_game(self, path: Path) -> None:
        from desktop.engine.saves import SaveError, display_path, open_save

        try:
            opened = open_save(path)
        except SaveError as e:
            QMessageBox.warning(self, self.tr("This save cannot be opened"),
                                self.tr("{path}\n\n{reason}").format(path=display_path(e.path),
                                                                    reason=tr_msg(e.reason)))
            self.home.reload_saves()
            return
        if self._table is not None:
            self._table.stop()  # the game on the table (if any) lets go of its file first
        self.start_session(opened.session, opened.path, opened.fingerprint)

    def open_continue(self) -> None:
        self.go_home()
        self.home.focus_saves()

    def _save_failed(self, path: str, reason: str) -> None:
        self.statusBar().showMessage(self.tr("The game could not be saved to {path}: {reason}")
                                     .format(path=path, reason=reason), 15000)
        QMessageBox.warning(self, self.tr("Saving failed"),
                            self.tr("The game could not be saved to {path}:\n{reason}\n\nYou can "
                                    "keep playing; saving is tried again after each answer.")
                            .format(path=path, reason=reason))

    def _save_notice(self, path: str, message: str) -> None:
        """The game goes on in another file than it came from (not an error: nothing is lost)."""
        self.statusBar().showMessage(self.tr("Saving to {path}: {reason}")
                                     .format(path=path, reason=message), 15000)
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Saved as a copy"),
                          self.tr("{reason}\n\nThe game is saved to {path}.")
                          .format(reason=message, path=path), QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # not modal: play goes on
        self.save_notice_box = box

    # -- settings and about ---------------------------------------------------------------------
    def open_settings(self) -> None:
        from desktop.ui.settings import SettingsDialog

        with _used_once(SettingsDialog(self.settings, self)) as dlg:
            if dlg.exec() == SettingsDialog.DialogCode.Accepted:
                old = self.settings.language
                dlg.store()
                self.apply_settings(language_changed=self.settings.language != old)

    def apply_settings(self, language_changed: bool = True) -> None:
        if language_changed:
            i18n.install_translators(self.settings.language, self.qm_dir)
        self.learning_action.setChecked(self.settings.learning)
        if self._table is not None:
            self._table.set_learning(self.settings.learning)

    def set_language(self, lang: str) -> bool:
        """Switch the UI language now; False when its catalog could not be loaded."""
        self.settings.language = lang
        self.settings.sync()
        return i18n.install_translators(lang, self.qm_dir)

    def _toggle_learning(self, on: bool) -> None:
        self.settings.learning = on
        self.settings.sync()
        if self._table is not None:
            self._table.set_learning(on)

    def about(self) -> None:
        QMessageBox.about(self, self.tr("About Tabula"), self.tr(
            "<h3>Tabula {version}</h3><p>A desktop table for board games: hot-seat at one "
            "screen, solo against the computer, and a learning mode that explains every "
            "decision with the rulebook's own words.</p><p>Cards and boards are drawn by the "
            "app from the games' data; no publisher art is included. Font: DejaVu Sans.</p>"
        ).format(version=__version__))

    # -- actions ------------------------------------------------------------------------------
    def _build_actions(self) -> None:
        def act(slot, key=None, checkable=False) -> QAction:
            a = QAction(self)
            if key is not None:
                a.setShortcut(QKeySequence(key))
            a.setCheckable(checkable)
            a.triggered.connect(slot)
            self.addAction(a)
            return a

        self.new_action = act(lambda: self.new_game(None), QKeySequence.StandardKey.New)
        self.open_action = act(self.open_continue, QKeySequence.StandardKey.Open)
        self.undo_action = act(self._undo, QKeySequence.StandardKey.Undo)
        self.rule_action = act(self._rule, Qt.Key.Key_F1)
        self.fit_action = act(self._fit)
        self.home_action = act(self.go_home)
        self.settings_action = act(self.open_settings)
        self.learning_action = act(self._toggle_learning, checkable=True)
        self.learning_action.setChecked(self.settings.learning)
        self.about_action = act(self.about)
        self.quit_action = act(self.close, QKeySequence.StandardKey.Quit)
        mb = self.menuBar()
        self.game_menu = mb.addMenu("")
        for a in (self.new_action, self.open_action, self.undo_action, self.home_action,
                  self.settings_action, self.quit_action):
            self.game_menu.addAction(a)
        self.view_menu = mb.addMenu("")
        self.view_menu.addAction(self.fit_action)
        self.help_menu = mb.addMenu("")
        for a in (self.rule_action, self.learning_action, self.about_action):
            self.help_menu.addAction(a)
        self._update_actions()

    def _on_table(self) -> bool:
        return self._table is not None and self.pages.currentWidget() is self._table

    def _update_actions(self) -> None:
        on_table = self._on_table()
        for a in (self.undo_action, self.fit_action, self.rule_action):
            a.setEnabled(on_table)

    def _undo(self) -> None:
        if self._on_table():
            self._table.undo()

    def _rule(self) -> None:
        if self._on_table():
            self._table.show_current_rule()

    def _fit(self) -> None:
        if self._on_table():
            self._table.view.fit()

    def retranslate(self) -> None:
        title = self.tr("Tabula")
        if self._on_table() and self._table.session is not None:
            title = self.tr("{game} — Tabula").format(game=tr_msg(self._table.session.game.name))
        self.setWindowTitle(title)
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_action.setText(self.tr("&New game…"))
        self.open_action.setText(self.tr("&Continue a saved game…"))
        self.undo_action.setText(self.tr("&Undo"))
        self.rule_action.setText(self.tr("Rule of this decision"))
        self.fit_action.setText(self.tr("&Fit the table"))
        self.home_action.setText(self.tr("&Home"))
        self.settings_action.setText(self.tr("&Settings…"))
        self.learning_action.setText(self.tr("&Learning mode"))
        self.about_action.setText(self.tr("&About Tabula"))
        self.quit_action.setText(self.tr("&Quit"))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802
        if self._table is not None:
            self._table.stop()
        super().closeEvent(event)
