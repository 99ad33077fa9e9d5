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

from desktop.engine.protocol import (Answer, Decision, Illegal, Msg, PickNumber, PickOne,
                                     PickSome)
from desktop.ui.i18n import tr_msg
from desktop.ui.learning import refusal_text, rule_tip

COLUMNS = 4
# a PickSome with more options than this, all on the table, lists them compactly (the table
# is where they are picked: they glow and take clicks)
COMPACT_OVER = 8
ROW_H = 38
# past this many entries in the list, families of like options fold under one button
FOLD_OVER = 8
FAMILY_MIN = 3
STYLE = """
QPushButton[option_id] { padding: 6px 10px; border: 1px solid #aab2ba; border-radius: 5px;
                         background: #fbfbfb; }
QPushButton[option_id]:checked { background: #ffe9a8; border: 2px solid #c99a06; }
QPushButton[compact="true"] { padding: 2px 6px; }
QPushButton[group_button="true"] { padding: 6px 10px; border: 1px dashed #7a8590;
                                   border-radius: 5px; background: #eef1f4; }
QPushButton[group_button="true"][has_chosen="true"] { border: 2px solid #c99a06; }
QPushButton#confirm:enabled { background: #1d4f33; color: white; border-radius: 5px;
                              padding: 6px 16px; font-weight: bold; }
QLabel#reason[error="true"] { color: #b33a00; }
QLabel#reason[error="false"] { color: #555b61; }
"""


def is_footer_option(opt) -> bool:
    """Options the bar keeps in its fixed footer, next to Confirm (never scrolled away):
    ``pass``, or any option whose ``data`` says ``{"footer": True}``."""
    return opt.id == "pass" or bool((opt.data or {}).get("footer"))


def option_group(opt):
    """The ``Msg`` an option is folded under (``data["group"]``), or None."""
    g = (opt.data or {}).get("group") if opt.data else None
    return g if hasattr(g, "text") and hasattr(g, "context") else None


class _Group:
    """Options folded under one button: ``label…`` opens or closes them in the list."""

    def __init__(self, key, label, button: QPushButton):
        self.key = key
        self.label = label
        self.button = button
        self.ids: list[str] = []
        self.open = False


class DecisionBar(QWidget):
    """Layout: the prompt (and Rule) on top; the options in a scroll area, ungrouped ones
    first, each ``data["group"]`` folded under one button; a fixed footer that never
    scrolls: the number box, the hint or refusal, the footer options (Pass), Undo, Confirm.

    The line next to Confirm is a neutral hint ("Choose exactly 2.") until the player has
    chosen something; then a refusal shows in the error colour, with its rule."""

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
        self.groups: list[_Group] = []
        self.footer_ids: list[str] = []
        # the player has chosen something since the decision came: refusals show as errors
        self.touched = False
        self._group: QButtonGroup | None = None
        self._list: list[QWidget] = []  # what the scroll area lists, in order
        self._cols = 0

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
        self.number.valueChanged.connect(self._user_changed)
        self.unit = QLabel()
        self.reason = QLabel()
        self.reason.setObjectName("reason")
        self.reason.setWordWrap(True)
        self.reason.setProperty("error", False)
        self.undo = QPushButton()
        self.undo.clicked.connect(self.undo_requested)
        self.confirm = QPushButton()
        self.confirm.setObjectName("confirm")
        self.confirm.setDefault(True)
        self.confirm.setMinimumWidth(110)
        self.confirm.clicked.connect(self._confirm)
        self._footer = QHBoxLayout()
        self._footer.addWidget(self.number)
        self._footer.addWidget(self.unit)
        self._footer.addWidget(self.reason, 1)
        self._footer_at = self._footer.count()  # footer options go here, before Undo
        self._footer.addWidget(self.undo)
        self._footer.addWidget(self.confirm)

        self.setStyleSheet(STYLE)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self._scroll)
        lay.addLayout(self._footer)
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
        self._set_reason("", False)
        self.confirm.setEnabled(False)
        self.undo.setEnabled(can_undo)
        self.rule_button.hide()
        self.marks_changed.emit(set(), set())

    def set_decision(self, decision: Decision, checker: Callable[[Answer], Illegal | None],
                     can_undo: bool, learning: bool = False) -> None:
        self.decision = decision
        self.checker = checker
        self.learning = learning
        self.touched = False
        self._clear_options()
        self.undo.setEnabled(can_undo)
        self.rule_button.show()
        if isinstance(decision, (PickOne, PickSome)):
            self.number.hide()
            self.unit.hide()
            if isinstance(decision, PickOne):
                self._group = QButtonGroup(self)
                self._group.setExclusive(True)
            compact = (isinstance(decision, PickSome) and len(decision.options) > COMPACT_OVER
                       and all(o.targets for o in decision.options))
            groups: dict = {}
            loose: list[QWidget] = []
            for opt in decision.options:
                b = QPushButton()
                b.setCheckable(True)
                b.setProperty("option_id", opt.id)
                # long labels must not widen the bar: the grid gives every column its share
                b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
                if compact:
                    b.setProperty("compact", True)
                b.toggled.connect(self._user_changed)
                if self._group is not None:
                    self._group.addButton(b)
                self.buttons[opt.id] = b
                g = option_group(opt)
                if is_footer_option(opt):
                    self._footer.insertWidget(self._footer_at + len(self.footer_ids), b)
                    self.footer_ids.append(opt.id)
                    b.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
                    b.show()
                elif g is not None:
                    key = (g.context, g.text, tuple(sorted((k, str(v)) for k, v in g.args.items())))
                    grp = groups.get(key)
                    if grp is None:
                        grp = groups[key] = self._new_group(key, g)
                    grp.ids.append(opt.id)
                else:
                    loose.append(b)
            if not compact:
                loose = self._fold_families(decision, loose)
            # the primary actions first, then every group's button
            self._list = loose + [g.button for g in self.groups]
            self._scroll.setVisible(bool(self._list))
            self._relayout(force=True)
        elif isinstance(decision, PickNumber):
            self._scroll.hide()
            self.number.blockSignals(True)
            self.number.setRange(decision.lo, decision.hi)
            self.number.setValue(decision.lo)
            self.number.blockSignals(False)
            self.number.show()
            self.unit.setVisible(decision.unit is not None)
        self.retranslate()

    def _new_group(self, key, label) -> "_Group":
        gb = QPushButton()
        gb.setProperty("group_button", True)
        gb.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        grp = _Group(key, label, gb)
        gb.clicked.connect(lambda _c=False, grp=grp: self.toggle_group(grp))
        self.groups.append(grp)
        return grp

    def _fold_families(self, decision, loose: list[QPushButton]) -> list[QPushButton]:
        """More options than ``FOLD_OVER`` with no ``data["group"]``: fold the largest family of
        options with the same label template (every "Sell X for 3 MC"), the later family
        first on a tie, until the list is short; the family's label keeps what its members
        share and shows "…" for what differs."""
        by_id = {o.id: o for o in decision.options}
        while len(loose) + len(self.groups) > FOLD_OVER:
            if not loose:  # only groups left (Beyond the Sun's many action rows)
                break
            families: dict[tuple, list[QPushButton]] = {}
            for b in loose:
                m = by_id[b.property("option_id")].label
                families.setdefault((m.context, m.text, m.n), []).append(b)
            best = max(families.values(), key=lambda f: (len(f), loose.index(f[0])))
            if len(best) < FAMILY_MIN:
                break
            labels = [by_id[b.property("option_id")].label for b in best]
            first = labels[0]
            args = {k: (v if all(lab.args.get(k) == v for lab in labels) else "…")
                    for k, v in first.args.items()}
            grp = self._new_group(("family",) + (first.context, first.text),
                                  Msg(first.context, first.text, args, first.n))
            grp.ids = [b.property("option_id") for b in best]
            loose = [b for b in loose if b not in best]
        return loose

    def toggle_group(self, group: "_Group", on: bool | None = None) -> None:
        """Open (show its options in the list) or close a folded group."""
        group.open = (not group.open) if on is None else on
        self._relayout(force=True)
        self._group_texts()
        if group.open and group.ids:
            self._scroll.ensureWidgetVisible(self.buttons[group.ids[-1]])
            self._scroll.ensureWidgetVisible(group.button)

    def _listed(self) -> list[QWidget]:
        out: list[QWidget] = []
        for w in self._list:
            out.append(w)
            for g in self.groups:
                if g.button is w and g.open:
                    out.extend(self.buttons[i] for i in g.ids)
        return out

    def _relayout(self, force: bool = False) -> None:
        """Place the listed options in as many columns as their labels allow (no clipped
        label), at most ``COLUMNS``; the scroll area shows up to 3 rows, the footer stays."""
        widgets = self._listed()
        fm = self.fontMetrics()
        widest = max((fm.horizontalAdvance(w.text()) for w in widgets), default=0) + 30
        avail = max(100, self._scroll.viewport().width() or self.width() - 24)
        sp = self._grid.horizontalSpacing() if self._grid.horizontalSpacing() >= 0 else 6
        cols = max(1, min(COLUMNS, (avail + sp) // (widest + sp)))
        if not force and cols == self._cols:
            return
        self._cols = cols
        for i in reversed(range(self._grid.count())):
            self._grid.takeAt(i)
        hidden = [w for w in self.buttons.values() if w not in widgets
                  and self._footer.indexOf(w) < 0]
        for w in hidden:
            w.hide()
        for c in range(COLUMNS):
            self._grid.setColumnStretch(c, 1 if c < cols else 0)
        for i, w in enumerate(widgets):
            self._grid.addWidget(w, i // cols, i % cols)
            w.show()  # a queued show would leave the bar empty until the next loop pass
        rows = 1 + (len(widgets) - 1) // cols if widgets else 0
        # whole rows only: a row cut in half reads as a clipped button
        vs = self._grid.verticalSpacing() if self._grid.verticalSpacing() >= 0 else 6
        row_h = max((w.sizeHint().height() for w in widgets), default=ROW_H - vs)
        shown = min(3, rows)
        self._scroll.setFixedHeight(max(0, shown * row_h + (shown - 1) * vs) + 2)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self._list:
            self._relayout()

    def _clear_options(self) -> None:
        for b in list(self.buttons.values()) + [g.button for g in self.groups]:
            # hide explicitly and keep the parent: a button reparented to None could still be
            # shown as a stray top-level window by the layout's queued show
            b.hide()
            self._grid.removeWidget(b)
            self._footer.removeWidget(b)
            b.deleteLater()
        self.buttons.clear()
        self.groups = []
        self.footer_ids = []
        self._list = []
        self._cols = 0
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

    def hint(self) -> str:
        """What the question takes, in neutral words (shown before the player chose)."""
        d = self.decision
        if isinstance(d, PickSome):
            lo, hi = d.min, min(d.max, len(d.options))
            if lo == hi:
                text = self.tr("Choose exactly %n.", "", lo)
            elif lo == 0:
                text = self.tr("Choose up to %n.", "", hi)
            elif hi >= len(d.options):
                text = self.tr("Choose at least %n.", "", lo)
            else:
                text = self.tr("Choose at least {min} and at most {max}.").format(min=lo, max=hi)
            if len(d.options) > COMPACT_OVER and all(o.targets for o in d.options):
                text += " " + self.tr("Click them on the table, or below.")
            return text
        if isinstance(d, PickNumber):
            return self.tr("Choose a number from {lo} to {hi}.").format(lo=d.lo, hi=d.hi)
        return self.tr("Choose one of the options.")

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

    def _user_changed(self, *_args) -> None:
        self.touched = True
        self._changed()

    def _set_reason(self, text: str, error: bool, tip: str = "") -> None:
        self.reason.setText(text)
        self.reason.setToolTip(tip)
        if self.reason.property("error") != error:
            self.reason.setProperty("error", error)
            self.reason.style().unpolish(self.reason)
            self.reason.style().polish(self.reason)

    def _changed(self, *_args) -> None:
        why = self.refusal()
        if why is None:
            self.confirm.setEnabled(True)
            self._set_reason("", False)
        else:
            self.confirm.setEnabled(False)
            if not self.touched:
                self._set_reason(self.hint(), False)
            elif isinstance(why, Illegal):
                self._set_reason(refusal_text(why), True, rule_tip(why.rule))
            else:
                self._set_reason(why, True)
        d = self.decision
        chosen_targets: set[str] = set()
        if isinstance(d, (PickOne, PickSome)):
            for oid in self.chosen():
                o = d.option(oid)
                chosen_targets.update(o.targets if o else ())
        self._group_texts()
        self.marks_changed.emit(self.targets(), chosen_targets)

    def _group_texts(self) -> None:
        for g in self.groups:
            k = sum(self.buttons[i].isChecked() for i in g.ids)
            label = tr_msg(g.label).rstrip("…")  # the button adds its own
            text = (self.tr("{group}… ({chosen} chosen)").format(group=label, chosen=k) if k
                    else self.tr("{group}… ({count})").format(group=label, count=len(g.ids)))
            g.button.setText(("▾ " if g.open else "▸ ") + text.replace("&", "&&"))
            g.button.setToolTip(escape(label))
            if g.button.property("has_chosen") != bool(k):
                g.button.setProperty("has_chosen", bool(k))
                g.button.style().unpolish(g.button)
                g.button.style().polish(g.button)

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
        if self._list:
            self._relayout(force=True)

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


__all__ = ["DecisionBar"]
