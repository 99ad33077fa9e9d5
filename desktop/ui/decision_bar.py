"""The decision bar, one for every game: prompt, options, Confirm, Undo, and why not.

For ``PickOne``/``PickSome`` the options are toggle buttons, and their ``targets`` glow on the
table and can be clicked there (the table page forwards clicks to :meth:`toggle_target`).
``PickNumber`` is a spin box.  Whether Confirm is enabled is computed live by the rules
(``Session.check`` on the partial answer); when it is not, the bar says why, with the rule.
"""

from __future__ import annotations

from html import escape
from typing import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (QButtonGroup, QGridLayout, QHBoxLayout, QLabel, QPushButton,
                               QScrollArea, QSizePolicy, QSpinBox, QToolButton, QVBoxLayout,
                               QWidget)

from desktop.engine.protocol import Answer, Decision, Illegal, PickNumber, PickOne, PickSome
from desktop.ui.i18n import tr_msg
from desktop.ui.learning import refusal_text, rule_tip

COLUMNS = 4
STYLE = """
QPushButton[option_id] { padding: 6px 10px; border: 1px solid #aab2ba; border-radius: 5px;
                         background: #fbfbfb; }
QPushButton[option_id]:checked { background: #ffe9a8; border: 2px solid #c99a06; }
QPushButton#confirm:enabled { background: #1d4f33; color: white; border-radius: 5px;
                              padding: 6px 16px; font-weight: bold; }
"""


class DecisionBar(QWidget):
    confirmed = Signal(object)
    undo_requested = Signal()
    rule_requested = Signal(str)
    # (all target ids, chosen target ids) for the table's glow
    marks_changed = Signal(set, set)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.decision: Decision | None = None
        self.checker: Callable[[Answer], Illegal | None] | None = None
        self.learning = False
        self.waiting_text = ""
        self.buttons: dict[str, QPushButton] = {}
        self._group: QButtonGroup | None = None

        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        f = self.prompt.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.15)
        self.prompt.setFont(f)
        self.rule_button = QToolButton()
        self.rule_button.clicked.connect(self._rule_clicked)
        top = QHBoxLayout()
        top.addWidget(self.prompt, 1)
        top.addWidget(self.rule_button)

        self._options = QWidget()
        self._grid = QGridLayout(self._options)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._scroll = QScrollArea()
        self._scroll.setWidgetResizable(True)
        self._scroll.setWidget(self._options)
        self._scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self._scroll.setMaximumHeight(130)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

        self.number = QSpinBox()
        self.number.valueChanged.connect(self._changed)
        self.unit = QLabel()
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet("color: #b33a00")
        self.undo = QPushButton()
        self.undo.clicked.connect(self.undo_requested)
        self.confirm = QPushButton()
        self.confirm.setObjectName("confirm")
        self.confirm.setDefault(True)
        self.confirm.setMinimumWidth(110)
        self.confirm.clicked.connect(self._confirm)
        bottom = QHBoxLayout()
        bottom.addWidget(self.number)
        bottom.addWidget(self.unit)
        bottom.addWidget(self.reason, 1)
        bottom.addWidget(self.undo)
        bottom.addWidget(self.confirm)

        self.setStyleSheet(STYLE)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self._scroll)
        lay.addLayout(bottom)
        self.clear("")
        self.retranslate()

    # -- state ------------------------------------------------------------------------------
    def clear(self, text: str, can_undo: bool = False) -> None:
        """No decision for the person at the screen: show ``text`` (e.g. who is thinking)."""
        self.decision = None
        self.checker = None
        self.waiting_text = text
        self._clear_options()
        self.prompt.setText(text)
        self.prompt.setToolTip("")
        self.number.hide()
        self.unit.hide()
        self._scroll.hide()
        self.reason.setText("")
        self.confirm.setEnabled(False)
        self.undo.setEnabled(can_undo)
        self.rule_button.hide()
        self.marks_changed.emit(set(), set())

    def set_decision(self, decision: Decision, checker: Callable[[Answer], Illegal | None],
                     can_undo: bool, learning: bool = False) -> None:
        self.decision = decision
        self.checker = checker
        self.learning = learning
        self._clear_options()
        self.undo.setEnabled(can_undo)
        self.rule_button.show()
        if isinstance(decision, (PickOne, PickSome)):
            self._scroll.show()
            self.number.hide()
            self.unit.hide()
            if isinstance(decision, PickOne):
                self._group = QButtonGroup(self)
                self._group.setExclusive(True)
            longest = max((len(tr_msg(o.label)) for o in decision.options), default=0)
            cols = COLUMNS if longest <= 24 else 2 if longest <= 52 else 1
            for i, opt in enumerate(decision.options):
                b = QPushButton()
                b.setCheckable(True)
                b.setProperty("option_id", opt.id)
                # long labels must not widen the bar: the grid gives every column its share
                b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
                if cols == 1:
                    b.setStyleSheet("text-align: left")
                b.toggled.connect(self._changed)
                if self._group is not None:
                    self._group.addButton(b)
                self._grid.addWidget(b, i // cols, i % cols)
                self.buttons[opt.id] = b
                b.show()  # a queued show would leave the bar empty until the next loop pass
            rows = 1 + (len(decision.options) - 1) // cols
            self._scroll.setMaximumHeight(min(4, rows) * 38 + 8)
            self._scroll.setMinimumHeight(min(3, rows) * 38 + 4)
        elif isinstance(decision, PickNumber):
            self._scroll.hide()
            self.number.blockSignals(True)
            self.number.setRange(decision.lo, decision.hi)
            self.number.setValue(decision.lo)
            self.number.blockSignals(False)
            self.number.show()
            self.unit.setVisible(decision.unit is not None)
        self.retranslate()

    def _clear_options(self) -> None:
        for b in self.buttons.values():
            # hide explicitly and keep the parent: a button reparented to None could still be
            # shown as a stray top-level window by the layout's queued show
            b.hide()
            self._grid.removeWidget(b)
            b.deleteLater()
        self.buttons.clear()
        if self._group is not None:
            self._group.deleteLater()
            self._group = None

    # -- answers ----------------------------------------------------------------------------
    def chosen(self) -> list[str]:
        return [oid for oid, b in self.buttons.items() if b.isChecked()]

    def current_answer(self) -> Answer | None:
        d = self.decision
        if isinstance(d, PickOne):
            chosen = self.chosen()
            return chosen[0] if chosen else None
        if isinstance(d, PickSome):
            return self.chosen()
        if isinstance(d, PickNumber):
            return self.number.value()
        return None

    def refusal(self) -> Illegal | str | None:
        """Why Confirm is disabled now (None when the answer would be accepted)."""
        if self.decision is None:
            return ""
        answer = self.current_answer()
        if answer is None:
            return self.tr("Choose one of the options.")
        return self.checker(answer) if self.checker else None

    def select(self, option_id: str, on: bool = True) -> None:
        b = self.buttons.get(option_id)
        if b is not None:
            b.setChecked(on)

    def toggle_target(self, object_id: str) -> bool:
        """A click on a table object: toggle the first option that targets it."""
        d = self.decision
        if not isinstance(d, (PickOne, PickSome)):
            return False
        for opt in d.options:
            if object_id in opt.targets or object_id == opt.id:
                b = self.buttons[opt.id]
                if isinstance(d, PickOne):
                    b.setChecked(True)
                else:
                    b.setChecked(not b.isChecked())
                return True
        return False

    def targets(self) -> set[str]:
        d = self.decision
        return {t for o in getattr(d, "options", ()) for t in o.targets} if d else set()

    def _changed(self, *_args) -> None:
        why = self.refusal()
        if why is None:
            self.confirm.setEnabled(True)
            self.reason.setText("")
            self.reason.setToolTip("")
        else:
            self.confirm.setEnabled(False)
            if isinstance(why, Illegal):
                self.reason.setText(refusal_text(why))
                self.reason.setToolTip(rule_tip(why.rule))
            else:
                self.reason.setText(why)
                self.reason.setToolTip("")
        d = self.decision
        chosen_targets: set[str] = set()
        if isinstance(d, (PickOne, PickSome)):
            for oid in self.chosen():
                o = d.option(oid)
                chosen_targets.update(o.targets if o else ())
        self.marks_changed.emit(self.targets(), chosen_targets)

    def _confirm(self) -> None:
        if self.decision is None or self.refusal() is not None:
            return
        self.confirmed.emit(self.current_answer())

    def _rule_clicked(self) -> None:
        if self.decision is not None:
            self.rule_requested.emit(self.decision.rule.id)

    # -- texts ------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.confirm.setText(self.tr("Confirm"))
        self.undo.setText(self.tr("Undo"))
        self.rule_button.setText(self.tr("Rule"))
        self.rule_button.setToolTip(self.tr("Show the rulebook's words for this decision (F1)"))
        d = self.decision
        if d is None:
            self.prompt.setText(self.waiting_text)
            return
        self.prompt.setText(tr_msg(d.prompt))
        self.prompt.setToolTip(rule_tip(d.rule) if self.learning else "")
        for opt in getattr(d, "options", ()):
            b = self.buttons[opt.id]
            label = tr_msg(opt.label)
            b.setText(label.replace("&", "&&"))
            tip = escape(label)
            if self.learning:
                tip += rule_tip(opt.rule or d.rule)
            b.setToolTip(tip)
        if isinstance(d, PickNumber) and d.unit is not None:
            self.unit.setText(escape(tr_msg(d.unit)))
        self._changed()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


__all__ = ["DecisionBar"]
