"""The card-pack picker of the New game dialog (Beyond the Sun): the stand-ins, or one of the
user's packs (``packs.available()``), or a pack file chosen on disk.  A broken pack shows every
message of its check (file, card, field) and the game does not start.

The dialog builds it for an options field whose ``json_schema_extra`` says
``{"widget": "card_pack"}``; the field's value is the pack's name or path ("" = stand-ins).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (QComboBox, QFileDialog, QHBoxLayout, QLabel, QPushButton,
                               QVBoxLayout, QWidget)


class CardPackPicker(QWidget):
    changed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.combo = QComboBox()
        self.browse = QPushButton()
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #555555")
        self.errors = QLabel()
        self.errors.setWordWrap(True)
        self.errors.setStyleSheet("color: #b33a00")
        self.errors.setTextInteractionFlags(self.errors.textInteractionFlags())
        self.errors.hide()
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.combo, 1)
        row.addWidget(self.browse)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(row)
        lay.addWidget(self.note)
        lay.addWidget(self.errors)
        self.combo.addItem("", "")
        for name in self._available():
            self.combo.addItem(name, name)
        self.combo.currentIndexChanged.connect(self._changed)
        self.browse.clicked.connect(self._browse)
        self.retranslate()
        self._changed()

    @staticmethod
    def _available() -> list[str]:
        from desktop.games.bts import packs

        return packs.available()

    # -- value ---------------------------------------------------------------------------
    def value(self) -> str:
        return self.combo.currentData() or ""

    def set_value(self, v: str) -> None:
        v = v or ""
        for i in range(self.combo.count()):
            if self.combo.itemData(i) == v:
                self.combo.setCurrentIndex(i)
                return
        self.combo.addItem(v, v)
        self.combo.setCurrentIndex(self.combo.count() - 1)

    def problems(self) -> list[str]:
        """Every message of the chosen pack's check (empty: stand-ins or a valid pack)."""
        name = self.value()
        if not name:
            return []
        from desktop.games.bts import packs

        return packs.check(packs.resolve(name))[1]

    # -- events --------------------------------------------------------------------------
    def _browse(self) -> None:
        from desktop.games.bts import packs

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Card pack"), str(packs.packs_dir()),
                                              self.tr("Card packs (*.yaml *.yml)"))
        if path:
            self.set_value(path)

    def _changed(self, *_args) -> None:
        problems = self.problems()
        self.errors.setText("\n".join(problems))
        self.errors.setVisible(bool(problems))
        self.changed.emit()

    def retranslate(self) -> None:
        self.combo.setItemText(0, self.tr("Stand-in cards (no pack)"))
        self.browse.setText(self.tr("Other file…"))
        self.note.setText(self.tr("The game uses the app's stand-in cards for every card the "
                                  "rulebook does not show, unless a card pack replaces them."))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
