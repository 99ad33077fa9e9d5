"""The game log: translated event messages, filtered for the seat in view."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from desktop.engine.protocol import Event
from desktop.ui.i18n import tr_msg
from desktop.ui.learning import rule_tip, unconfirmed_flag


def visible_to(event: Event, seat: int | None) -> bool:
    """A private entry shows only in its own seat's log."""
    return event.private_to is None or (seat is not None and event.private_to == seat)


class LogPanel(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.title = QLabel()
        f = self.title.font()
        f.setBold(True)
        self.title.setFont(f)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.title)
        lay.addWidget(self.list, 1)
        self._events: list[Event] = []
        #: the events on screen, in order (one list item each)
        self._shown: list[Event] = []
        self._seat: int | None = None
        self.learning = False
        self.retranslate()

    def set_events(self, events: list[Event], seat: int | None, learning: bool = False) -> None:
        """Show ``events`` as ``seat`` may see them.  Only what differs from the list on screen
        is touched: after an answer entries are appended, and when the seat in view changes
        only the private entries that differ are taken out or put in (rebuilding a long log
        at every change of person at a hot-seat table cost tens of milliseconds)."""
        if learning != self.learning:
            self._shown = []
            self.list.clear()
        self._events, self._seat, self.learning = list(events), seat, learning
        visible = [e for e in events if visible_to(e, seat)]
        shown = self._shown
        k = 0
        for a, b in zip(shown, visible):
            if a is not b:
                break
            k += 1
        for _ in range(len(shown) - k):
            self.list.takeItem(self.list.count() - 1)
        self._add(visible[k:])
        self._shown = visible
        if len(shown) != k or len(visible) != k:
            self.list.scrollToBottom()

    def shown_events(self) -> list[Event]:
        return list(self._shown)

    def texts(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def _fill(self) -> None:
        self.list.clear()
        self._shown = [e for e in self._events if visible_to(e, self._seat)]
        self._add(self._shown)
        self.list.scrollToBottom()

    def _add(self, events: list[Event]) -> None:
        """Append entries (already filtered for the seat in view)."""
        for e in events:
            text = tr_msg(e.msg)
            if e.private_to is not None:
                text = self.tr("(only you) {text}").format(text=text)
            if e.unconfirmed:
                text = "⚑ " + text
            item = QListWidgetItem(text)
            tips = []
            if e.unconfirmed:
                tips.append(unconfirmed_flag())
            if self.learning and e.rule is not None:
                tips.append(rule_tip(e.rule))
            if tips:
                item.setToolTip("<br>".join(tips))
            if e.unconfirmed:
                item.setForeground(QColor("#b35c00"))
            self.list.addItem(item)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Log"))
        self._fill()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
