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
        self._seat: int | None = None
        self.learning = False
        self.retranslate()

    def set_events(self, events: list[Event], seat: int | None, learning: bool = False) -> None:
        old = self._events
        grew = (seat == self._seat and learning == self.learning and len(events) >= len(old)
                and all(a is b for a, b in zip(old, events)))
        self._events, self._seat, self.learning = list(events), seat, learning
        if grew:  # the usual case after an answer: append, do not rebuild
            self._add(events[len(old):])
            self.list.scrollToBottom()
        else:
            self._fill()

    def shown_events(self) -> list[Event]:
        return [e for e in self._events if visible_to(e, self._seat)]

    def texts(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def _fill(self) -> None:
        self.list.clear()
        self._add(self._events)
        self.list.scrollToBottom()

    def _add(self, events: list[Event]) -> None:
        for e in events:
            if not visible_to(e, self._seat):
                continue
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
