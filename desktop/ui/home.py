"""The home page: the games (name, description, seats, New game), the Continue list, Settings
and About.

Broken saves are listed with their path and the translated reason; they are never opened,
overwritten or deleted.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
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
"""
PATH_ROLE = Qt.ItemDataRole.UserRole
BROKEN_ROLE = Qt.ItemDataRole.UserRole + 1


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
        self.setStyleSheet(STYLE)
        self.retranslate()
        # Reading the saves (pydantic, file I/O) waits until the page has been painted once,
        # so the window appears without waiting for it (see paintEvent).
        self._saves_read = False

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        super().paintEvent(event)
        if not self._saves_read:
            self._saves_read = True
            QTimer.singleShot(0, self.reload_saves)

    # -- the Continue list ------------------------------------------------------------------
    def reload_saves(self) -> None:
        self._saves_read = True
        from desktop.engine.saves import list_saves

        try:
            self._rows = list_saves(self.saves_folder)
        except OSError:
            self._rows = []
        self._fill_saves()

    def _fill_saves(self) -> None:
        self.saves.clear()
        for row in self._rows:
            if row.save is not None:
                sf = row.save
                try:
                    game = tr_msg(registry.info(sf.game).name)
                except Exception:  # noqa: BLE001
                    game = sf.game
                when = sf.updated.astimezone().strftime("%Y-%m-%d %H:%M")
                text = self.tr("{game} — {players} — {when}").format(
                    game=game, players=sf.summary, when=when)
                if sf.finished:
                    text += " " + self.tr("(finished)")
                item = QListWidgetItem(text)
                item.setData(BROKEN_ROLE, False)
                item.setToolTip(str(row.path))
            else:
                reason = tr_msg(getattr(row.error, "reason", None)) or str(row.error)
                text = self.tr("Cannot be opened: {path}\n{reason}").format(path=str(row.path),
                                                                           reason=reason)
                item = QListWidgetItem("⚠ " + text)
                item.setData(BROKEN_ROLE, True)
                item.setForeground(QColor("#b33a00"))
                item.setToolTip(text)
            item.setData(PATH_ROLE, str(row.path))
            self.saves.addItem(item)
        if not self._rows:
            empty = QListWidgetItem(self.tr("No saved games yet."))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.saves.addItem(empty)
        self._current_changed()

    def save_texts(self) -> list[str]:
        return [self.saves.item(i).text() for i in range(self.saves.count())]

    def _current_changed(self, *_args) -> None:
        item = self.saves.currentItem()
        self.continue_button.setEnabled(item is not None and item.data(PATH_ROLE) is not None
                                        and not item.data(BROKEN_ROLE))

    def _activated(self, item: QListWidgetItem) -> None:
        if item.data(PATH_ROLE) is not None and not item.data(BROKEN_ROLE):
            from pathlib import Path

            self.continue_game.emit(Path(item.data(PATH_ROLE)))

    def continue_selected(self) -> None:
        item = self.saves.currentItem()
        if item is not None:
            self._activated(item)

    def focus_saves(self) -> None:
        self.saves.setFocus()
        for i in range(self.saves.count()):
            it = self.saves.item(i)
            if it.data(PATH_ROLE) is not None and not it.data(BROKEN_ROLE):
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
