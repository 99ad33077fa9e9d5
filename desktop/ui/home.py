"""The home page: the games (name, description, seats, New game), the Continue list, Settings
and About.

Broken saves are listed with their path and the translated reason; they are never opened,
overwritten or deleted.  The Continue list is read off the UI thread (the page paints first,
then the list fills in: a quick read of every file, then a whole replay of each, cached), so a
slow, huge or hostile file never holds up the window.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLabel, QListWidget,
                               QListWidgetItem, QPushButton, QScrollArea, QVBoxLayout, QWidget)

from desktop.engine import registry
from desktop.ui.i18n import tr_msg

STYLE = """
QFrame#gameCard { background: #ffffff; border: 1px solid #c8ccd0; border-radius: 8px;
                  border-left: 6px solid #1d4f33; }
QFrame#gameCard QLabel { background: transparent; }
QFrame#gameCard QPushButton { background: #1d4f33; color: white; border-radius: 4px;
                              padding: 5px 14px; }
QFrame#gameCard QPushButton:hover { background: #2a6b47; }
QListWidget { background: #ffffff; border: 1px solid #c8ccd0; border-radius: 6px; }
QListWidget::item { padding: 6px; border-bottom: 1px solid #eceef0; }
QListWidget::item:hover { background: #f3f6f4; }
QListWidget::item:selected { background: #d3e6da; color: #111111; }
"""
#: the index of the item's row in ``HomePage._rows`` (paths stay Python ``Path`` objects: a
#: file name that is not UTF-8 would not survive a QString)
PATH_ROLE = Qt.ItemDataRole.UserRole
BROKEN_ROLE = Qt.ItemDataRole.UserRole + 1


class _Lister(QObject):
    """Carries the rows read by the worker thread back to the UI thread."""

    listed = Signal(int, object, bool)  # generation, rows, whole check done


def _opt_tr(text: str) -> str:
    return QCoreApplication.translate("options", text)


class GameCard(QFrame):
    new_game = Signal(str)

    def __init__(self, game_id: str, parent=None):
        super().__init__(parent)
        self.game_id = game_id
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("gameCard")
        self.name = QLabel()
        f = self.name.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.3)
        self.name.setFont(f)
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.seats = QLabel()
        self.button = QPushButton()
        self.button.clicked.connect(lambda: self.new_game.emit(self.game_id))
        lay = QVBoxLayout(self)
        lay.addWidget(self.name)
        lay.addWidget(self.description, 1)
        row = QHBoxLayout()
        row.addWidget(self.seats, 1)
        row.addWidget(self.button)
        lay.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        try:
            g = registry.info(self.game_id)
        except Exception as e:  # noqa: BLE001 - a broken game module must not hide the others
            self.name.setText(self.game_id)
            self.description.setText(
                self.tr("This game could not be loaded: {error}").format(error=str(e)))
            self.button.setEnabled(False)
            self.seats.setText("")
            self.button.setText(self.tr("New game"))
            return
        self.name.setText(tr_msg(g.name))
        self.description.setText(tr_msg(g.description))
        if g.min_seats == g.max_seats:
            self.seats.setText(self.tr("%n seat(s)", "", g.min_seats))
        else:
            self.seats.setText(self.tr("{lo}–{hi} seats").format(lo=g.min_seats, hi=g.max_seats))
        self.button.setText(self.tr("New game"))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class HomePage(QWidget):
    new_game = Signal(str)
    continue_game = Signal(object)  # Path
    settings_requested = Signal()
    about_requested = Signal()
    #: the Continue list was read and checked whole
    saves_listed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.saves_folder = None  # None: the user's saves folder
        self.title = QLabel()
        f = self.title.font()
        f.setPointSizeF(f.pointSizeF() * 2.0)
        f.setBold(True)
        self.title.setFont(f)
        self.subtitle = QLabel()
        self.games_title = QLabel()
        self.cards: list[GameCard] = []
        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        for i, gid in enumerate(registry.ids()):
            card = GameCard(gid)
            card.new_game.connect(self.new_game)
            grid.addWidget(card, i // 2, i % 2)
            self.cards.append(card)
        grid.setRowStretch(len(self.cards) // 2 + 1, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(grid_host)
        scroll.setFrameShape(QFrame.Shape.NoFrame)

        self.continue_title = QLabel()
        self.saves = QListWidget()
        self.saves.setWordWrap(True)
        self.saves.itemActivated.connect(self._activated)
        self.saves.currentItemChanged.connect(self._current_changed)
        self.continue_button = QPushButton()
        self.continue_button.clicked.connect(self.continue_selected)
        self.settings_button = QPushButton()
        self.settings_button.clicked.connect(self.settings_requested)
        self.about_button = QPushButton()
        self.about_button.clicked.connect(self.about_requested)
        for lbl in (self.games_title, self.continue_title):
            ff = lbl.font()
            ff.setBold(True)
            ff.setPointSizeF(ff.pointSizeF() * 1.2)
            lbl.setFont(ff)

        left = QVBoxLayout()
        left.addWidget(self.games_title)
        left.addWidget(scroll, 1)
        right = QVBoxLayout()
        right.addWidget(self.continue_title)
        right.addWidget(self.saves, 1)
        right.addWidget(self.continue_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.settings_button)
        buttons.addWidget(self.about_button)
        right.addLayout(buttons)
        body = QHBoxLayout()
        body.addLayout(left, 3)
        body.addLayout(right, 2)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.subtitle)
        lay.addLayout(body, 1)
        self._rows: list = []
        self._lister = _Lister(self)
        self._lister.listed.connect(self._listed)
        self._generation = 0
        #: the last reading of the Continue list is complete (whole replays included)
        self.saves_loaded = False
        self._reading = False
        self._focus_pending = False
        self.setStyleSheet(STYLE)
        self.retranslate()
        # Reading the saves waits until the page has been painted once, and runs on a worker
        # thread, so the window appears without waiting for it (see paintEvent).
        self._saves_read = False

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        super().paintEvent(event)
        if not self._saves_read:
            self._saves_read = True
            QTimer.singleShot(0, self.reload_saves)

    # -- the Continue list ------------------------------------------------------------------
    def reload_saves(self) -> None:
        """Read the Continue list again, on a worker thread; ``saves_loaded`` turns True (and
        ``saves_listed`` is emitted) when the whole check is done."""
        self._saves_read = True
        self._generation += 1
        gen, folder, lister = self._generation, self.saves_folder, self._lister
        self.saves_loaded = False
        self._reading = True

        def work() -> None:
            from desktop.engine.saves import list_saves

            for check in (False, True):
                try:
                    rows = list_saves(folder, check=check)
                except Exception:  # noqa: BLE001 - list_saves catches per file; a folder gone
                    rows = []
                try:
                    lister.listed.emit(gen, rows, check)
                except RuntimeError:  # the page is gone
                    return

        QThreadPool.globalInstance().start(work)
        if not self._rows:
            self._fill_saves()

    def _listed(self, gen: int, rows: list, done: bool) -> None:
        if gen != self._generation:
            return
        self._rows = rows
        if done:
            self._reading = False
            self.saves_loaded = True
        self._fill_saves()
        if self._focus_pending and self.saves.currentItem() is None:
            self._select_first()
        if done:
            self._focus_pending = False
            self.saves_listed.emit()

    def wait_for_saves(self, timeout_ms: int = 30000) -> bool:
        """Process events until the Continue list is read (scripts, autoplay)."""
        import time

        end = time.monotonic() + timeout_ms / 1000
        while not self.saves_loaded and time.monotonic() < end:
            QCoreApplication.processEvents()
            time.sleep(0.005)
        return self.saves_loaded

    def _players_text(self, sf) -> str:
        return ", ".join(
            (self.tr("{name} (computer)") if p.kind != "human" else self.tr("{name} (human)"))
            .format(name=p.name) for p in sf.players)

    def _options_text(self, options) -> str:
        parts = []
        for title, value in options:
            if isinstance(value, bool):
                v = self.tr("yes") if value else self.tr("no")
            elif value is None:
                v = _opt_tr("(none)")
            else:
                v = _opt_tr(str(value))
            parts.append(self.tr("{option}: {value}").format(option=_opt_tr(title), value=v))
        return "; ".join(parts)

    def _fill_saves(self) -> None:
        from desktop.engine.saves import display_path

        current = self.saves.currentRow()
        self.saves.clear()
        for index, row in enumerate(self._rows):
            if row.save is not None:
                sf = row.save
                try:
                    game = tr_msg(registry.info(sf.game).name)
                except Exception:  # noqa: BLE001
                    game = sf.game
                when = sf.updated.astimezone().strftime("%Y-%m-%d %H:%M")
                text = self.tr("{game} — {when}").format(game=game, when=when)
                if sf.finished:
                    text += " " + self.tr("(finished)")
                second = self._players_text(sf)
                if row.round is not None:
                    second = self.tr("Round {round} — {players}").format(round=row.round,
                                                                        players=second)
                text += "\n" + second
                if row.options:
                    text += "\n" + self._options_text(row.options)
                item = QListWidgetItem(text)
                item.setData(BROKEN_ROLE, False)
                item.setToolTip(display_path(row.path))
            else:
                reason = tr_msg(getattr(row.error, "reason", None)) or str(row.error)
                text = self.tr("Cannot be opened: {path}\n{reason}").format(
                    path=display_path(row.path), reason=reason)
                item = QListWidgetItem("⚠ " + text)
                item.setData(BROKEN_ROLE, True)
                item.setForeground(QColor("#b33a00"))
                item.setToolTip(text)
            item.setData(PATH_ROLE, index)
            self.saves.addItem(item)
        if not self._rows:
            empty = QListWidgetItem(self.tr("Reading the saved games…") if self._reading
                                    else self.tr("No saved games yet."))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.saves.addItem(empty)
        elif 0 <= current < self.saves.count():
            self.saves.setCurrentRow(current)
        self._current_changed()

    def save_texts(self) -> list[str]:
        return [self.saves.item(i).text() for i in range(self.saves.count())]

    def row_path(self, item: QListWidgetItem):
        """The save file of a list item (a ``Path``), or None."""
        index = item.data(PATH_ROLE) if item is not None else None
        if index is None or not 0 <= index < len(self._rows):
            return None
        return self._rows[index].path

    def _current_changed(self, *_args) -> None:
        item = self.saves.currentItem()
        self.continue_button.setEnabled(self.row_path(item) is not None
                                        and not item.data(BROKEN_ROLE))

    def _activated(self, item: QListWidgetItem) -> None:
        path = self.row_path(item)
        if path is not None and not item.data(BROKEN_ROLE):
            self.continue_game.emit(path)

    def continue_selected(self) -> None:
        item = self.saves.currentItem()
        if item is not None:
            self._activated(item)

    def focus_saves(self) -> None:
        """Focus the list and select the first good save (when the list is still being
        read, once it is)."""
        self.saves.setFocus()
        self._focus_pending = not self.saves_loaded
        self._select_first()

    def _select_first(self) -> None:
        for i in range(self.saves.count()):
            it = self.saves.item(i)
            if self.row_path(it) is not None and not it.data(BROKEN_ROLE):
                self.saves.setCurrentRow(i)
                break

    # -- texts ------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.title.setText("Tabula")
        self.subtitle.setText(self.tr("A table for board games: hot-seat, solo against the "
                                      "computer, and a learning mode that quotes the rulebook."))
        self.games_title.setText(self.tr("Games"))
        self.continue_title.setText(self.tr("Continue"))
        self.continue_button.setText(self.tr("Continue the selected game"))
        self.settings_button.setText(self.tr("Settings"))
        self.about_button.setText(self.tr("About"))
        self._fill_saves()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
