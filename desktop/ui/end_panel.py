"""The end of a game: the score sheet from ``Outcome.sheet``, the winners, play again."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from desktop.engine.protocol import Outcome
from desktop.ui.i18n import tr_msg


class EndPanel(QWidget):
    play_again = Signal()
    home = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.outcome: Outcome | None = None
        self.names: list[str] = []
        self.winners = QLabel()
        f = self.winners.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.3)
        self.winners.setFont(f)
        self.winners.setWordWrap(True)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.sheet = QTableWidget()
        self.sheet.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.sheet.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.again = QPushButton()
        self.again.clicked.connect(self.play_again)
        self.back = QPushButton()
        self.back.clicked.connect(self.home)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.back)
        buttons.addWidget(self.again)
        lay = QVBoxLayout(self)
        lay.addWidget(self.winners)
        lay.addWidget(self.note)
        lay.addWidget(self.sheet)
        lay.addLayout(buttons)
        self.retranslate()

    def show_outcome(self, outcome: Outcome, names: list[str]) -> None:
        self.outcome, self.names = outcome, list(names)
        self.retranslate()

    def cell(self, row: int, col: int) -> str:
        it = self.sheet.item(row, col)
        return it.text() if it else ""

    def retranslate(self) -> None:
        self.again.setText(self.tr("Play again with the same seed"))
        self.back.setText(self.tr("Home"))
        o = self.outcome
        if o is None:
            return
        winners = ", ".join(self.names[w] for w in o.winners if 0 <= w < len(self.names))
        if winners:
            text = (self.tr("Winner: {names}") if len(o.winners) == 1
                    else self.tr("Winners (shared victory): {names}"))
            self.winners.setText(text.format(names=winners))
        elif o.partial:
            self.winners.setText(self.tr("Scores kept here; the winner is decided at the table."))
        else:
            self.winners.setText(self.tr("Nobody wins this game."))
        notes = [tr_msg(m) for m in (o.tiebreak, o.note) if m is not None]
        self.note.setText("\n".join(notes))
        self.note.setVisible(bool(notes))
        rows = list(o.sheet)
        # a sheet that has the total already (last, or followed by a tie-break line) needs no
        # Total row of ours; the total is the row in bold
        totals = [r for r, line in enumerate(rows) if tuple(line.values) == tuple(o.scores)]
        has_total = bool(totals) and totals[-1] >= len(rows) - 2
        self.sheet.clear()
        self.sheet.setColumnCount(len(self.names))
        self.sheet.setRowCount(len(rows) + (0 if has_total else 1))
        self.sheet.setHorizontalHeaderLabels(self.names)
        self.sheet.setVerticalHeaderLabels([tr_msg(r.label) for r in rows]
                                           + ([] if has_total else [self.tr("Total")]))
        for r, line in enumerate(rows):
            for c, v in enumerate(line.values[:len(self.names)]):
                self.sheet.setItem(r, c, QTableWidgetItem("" if v is None else str(v)))
        if not has_total:
            for c, v in enumerate(o.scores[:len(self.names)]):
                self.sheet.setItem(len(rows), c, QTableWidgetItem(str(v)))
        last = totals[-1] if has_total else self.sheet.rowCount() - 1
        for c in range(len(self.names)):
            item = self.sheet.item(last, c)
            if item is not None:
                f = item.font()
                f.setBold(True)
                item.setFont(f)
        self.sheet.resizeRowsToContents()
        h = self.sheet.horizontalHeader().height() + 2 * self.sheet.frameWidth() + 2
        h += sum(self.sheet.rowHeight(r) for r in range(self.sheet.rowCount()))
        self.sheet.setMaximumHeight(h)

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
