"""The hot-seat curtain: "Pass to <name>" hides the table until that person lifts it.

The table page decides when the curtain falls (the next seat to act is another human whose
view holds secrets) and keeps the next seat's private view out of the scene until
``lifted`` fires.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class Curtain(QWidget):
    lifted = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.seat: int | None = None
        self.name = ""
        self.setAutoFillBackground(True)
        pal = self.palette()
        pal.setColor(QPalette.ColorRole.Window, QColor("#10202e"))
        pal.setColor(QPalette.ColorRole.WindowText, QColor("#f2f2f2"))
        self.setPalette(pal)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        f = self.title.font()
        f.setPointSizeF(f.pointSizeF() * 2.2)
        f.setBold(True)
        self.title.setFont(f)
        self.hint = QLabel()
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.button = QPushButton()
        self.button.setMinimumHeight(40)
        self.button.clicked.connect(self._lift)
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        lay.addWidget(self.title)
        lay.addWidget(self.hint)
        lay.addSpacing(16)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addStretch(3)
        self.hide()
        self.retranslate()

    def fall(self, seat: int, name: str) -> None:
        self.seat, self.name = seat, name
        self.retranslate()
        self.show()
        self.raise_()
        self.button.setFocus()

    def is_down(self) -> bool:
        return not self.isHidden()

    def _lift(self) -> None:
        if self.seat is None:
            return
        self.hide()
        self.lifted.emit(self.seat)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Pass to {name}").format(name=self.name))
        self.hint.setText(self.tr("The table hides what only {name} may see. Everyone else, "
                                  "look away.").format(name=self.name))
        self.button.setText(self.tr("I am {name}: show my view").format(name=self.name))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
