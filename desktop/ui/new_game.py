"""The New game dialog: game, seats (name, human or computer), the game's options, a seed.

Options are built from the game's pydantic ``options_model``: ``bool`` -> check box,
``Literal``/``Enum`` -> combo box, ``int`` -> spin box (bounds from the field's constraints).
Field titles are ``QT_TRANSLATE_NOOP("options", ...)`` strings, shown translated.
"""

from __future__ import annotations

import enum
import typing

from PySide6.QtCore import QCoreApplication, QEvent, QRandomGenerator
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGridLayout, QGroupBox, QLabel, QLineEdit, QSpinBox, QVBoxLayout,
                               QWidget)

from desktop.engine import registry
from desktop.engine.marks import QT_TRANSLATE_NOOP
from desktop.engine.protocol import Options
from desktop.engine.session import Player
from desktop.ui.i18n import tr_msg

MAX_SEED = 2**31 - 1


def _opt_tr(text: str) -> str:
    return QCoreApplication.translate("options", text)


def _bounds(field) -> tuple[int, int]:
    lo, hi = -1_000_000, 1_000_000
    for m in field.metadata:
        for attr, fn in (("ge", lambda v: v), ("gt", lambda v: v + 1)):
            if getattr(m, attr, None) is not None:
                lo = fn(getattr(m, attr))
        for attr, fn in (("le", lambda v: v), ("lt", lambda v: v - 1)):
            if getattr(m, attr, None) is not None:
                hi = fn(getattr(m, attr))
    return lo, hi


NONE_TEXT = QT_TRANSLATE_NOOP("options", "(none)")


def _value_text(v) -> str:
    if v is None:
        return _opt_tr(NONE_TEXT)
    return _opt_tr(str(v.value if isinstance(v, enum.Enum) else v))


def option_changed_signal(w: QWidget):
    """The signal a widget of ``option_widget`` emits when its value changes."""
    if isinstance(w, QCheckBox):
        return w.toggled
    if isinstance(w, QComboBox):
        return w.currentIndexChanged
    return w.valueChanged


def option_widget(field) -> QWidget | None:
    """A widget for one options field, or None for a type the dialog does not know."""
    ann = field.annotation
    origin = typing.get_origin(ann)
    optional = False
    if origin is typing.Union:  # ``X | None``: a choice with "(none)" first
        args = typing.get_args(ann)
        rest = [a for a in args if a is not type(None)]
        if len(args) == 2 and len(rest) == 1:
            ann, optional = rest[0], True
            origin = typing.get_origin(ann)
    if ann is bool and not optional:
        w = QCheckBox()
        w.setChecked(bool(field.default))
        w.value = w.isChecked
        return w
    if origin is typing.Literal or (isinstance(ann, type) and issubclass(ann, enum.Enum)):
        values = list(typing.get_args(ann)) if origin is typing.Literal else list(ann)
        if optional:
            values.insert(0, None)
        w = QComboBox()
        for v in values:
            w.addItem(_value_text(v), v)
        if field.default in values:
            w.setCurrentIndex(values.index(field.default))
        w.value = w.currentData
        w.retranslate_items = lambda w=w, values=values: [
            w.setItemText(i, _value_text(v)) for i, v in enumerate(values)]
        return w
    if ann is int and not optional:
        w = QSpinBox()
        w.setRange(*_bounds(field))
        if isinstance(field.default, int):
            w.setValue(field.default)
        return w
    return None


# seat kinds the dialog offers: a person, or a computer player of a level (desktop/engine/ai);
# the random bot ("bot") is for tests and the simulator, not offered
SEAT_KINDS = ("human", "easy", "medium", "hard")


class SeatRow:
    def __init__(self, grid: QGridLayout, row: int, default_name: str):
        self.label = QLabel()
        self.name = QLineEdit(default_name)
        self.name.setMaxLength(40)
        self.kind = QComboBox()
        for k in SEAT_KINDS:
            self.kind.addItem("", k)
        # a kind set by ``set_seat`` that the list does not offer (the random bot, for tests)
        self.kind_override: str | None = None
        self.kind.currentIndexChanged.connect(self._kind_chosen)
        grid.addWidget(self.label, row, 0)
        grid.addWidget(self.name, row, 1)
        grid.addWidget(self.kind, row, 2)
        self.widgets = (self.label, self.name, self.kind)

    def set_visible(self, on: bool) -> None:
        for w in self.widgets:
            w.setVisible(on)

    def _kind_chosen(self, *_args) -> None:
        self.kind_override = None

    def seat_kind(self) -> str:
        return self.kind_override or self.kind.currentData() or "human"


class NewGameDialog(QDialog):
    MAX_ROWS = 8

    def __init__(self, game_id: str | None = None, parent=None, game_ids: list[str] | None = None):
        super().__init__(parent)
        self.game_ids = game_ids or registry.ids()
        self.game_combo = QComboBox()
        for gid in self.game_ids:
            self.game_combo.addItem("", gid)
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.seats = QSpinBox()
        self.seed = QSpinBox()
        self.seed.setRange(0, MAX_SEED)
        self.seed.setValue(QRandomGenerator.global_().bounded(0, MAX_SEED))
        self.seat_box = QGroupBox()
        self._seat_grid = QGridLayout(self.seat_box)
        self.rows = [SeatRow(self._seat_grid, i, "") for i in range(self.MAX_ROWS)]
        self.options_box = QGroupBox()
        self._options_form = QFormLayout(self.options_box)
        self.option_widgets: dict[str, QWidget] = {}
        self._option_labels: dict[str, QLabel] = {}
        self._form = QFormLayout()
        self._labels = [QLabel(), QLabel(), QLabel()]
        self._form.addRow(self._labels[0], self.game_combo)
        self._form.addRow("", self.description)
        self._form.addRow(self._labels[1], self.seats)
        self._seed_label = self._labels[2]
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        seed_form = QFormLayout()
        seed_form.addRow(self._seed_label, self.seed)
        lay = QVBoxLayout(self)
        lay.addLayout(self._form)
        lay.addWidget(self.seat_box)
        lay.addWidget(self.options_box)
        # why these options cannot start a game (the model's validation), OK disabled meanwhile
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b33a00")
        self.problem.hide()
        lay.addWidget(self.problem)
        lay.addLayout(seed_form)
        lay.addWidget(self.buttons)
        self.seats.valueChanged.connect(self._seats_changed)
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        if game_id in self.game_ids:
            self.game_combo.setCurrentIndex(self.game_ids.index(game_id))
        self._game_changed()
        self.retranslate()

    # -- building ---------------------------------------------------------------------------
    @property
    def game(self):
        return registry.get(self.game_combo.currentData())

    def _game_changed(self, *_args) -> None:
        g = self.game
        self.seats.blockSignals(True)
        self.seats.setRange(g.min_seats, min(g.max_seats, self.MAX_ROWS))
        default = g.options_model.model_fields["seats"].default
        self.seats.setValue(default if isinstance(default, int) and
                            g.min_seats <= default <= g.max_seats else g.min_seats)
        self.seats.blockSignals(False)
        while self._options_form.rowCount():
            self._options_form.removeRow(0)
        self.option_widgets.clear()
        self._option_labels.clear()
        for name, field in g.options_model.model_fields.items():
            if name == "seats":
                continue
            w = option_widget(field)
            if w is None:
                continue
            label = QLabel()
            self._options_form.addRow(label, w)
            option_changed_signal(w).connect(self._validate)
            self.option_widgets[name] = w
            self._option_labels[name] = label
        self.options_box.setVisible(bool(self.option_widgets))
        self._seats_changed()
        self.retranslate()

    def _seats_changed(self, *_args) -> None:
        n = self.seats.value()
        for i, r in enumerate(self.rows):
            r.set_visible(i < n)
        self._validate()

    def _validate(self, *_args) -> None:
        """Enable OK only for options the game's model accepts; say why not."""
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        try:
            self.options()
        except Exception as e:  # noqa: BLE001 - pydantic's ValidationError, mostly
            errors = getattr(e, "errors", None)
            text = str(e)
            if callable(errors):
                try:
                    text = "; ".join(str(x.get("msg", "")).removeprefix("Value error, ")
                                     for x in errors())
                except Exception:  # noqa: BLE001
                    pass
            self.problem.setText(text)
            self.problem.show()
            ok.setEnabled(False)
            return
        self.problem.hide()
        ok.setEnabled(True)

    # -- results ----------------------------------------------------------------------------
    def options(self) -> Options:
        """The options chosen; a field left at its default is not passed, so the model may
        derive it (e.g. a solitaire game that forces a variant off)."""
        fields = self.game.options_model.model_fields
        values = {}
        for name, w in self.option_widgets.items():
            v = w.value()
            if v != fields[name].default:
                values[name] = v
        values["seats"] = self.seats.value()
        return self.game.options_model(**values)

    def players(self) -> list[Player]:
        out = []
        for i, r in enumerate(self.rows[:self.seats.value()]):
            name = r.name.text().strip() or self.tr("Player {n}").format(n=i + 1)
            out.append(Player(name, r.seat_kind()))
        return out

    def set_seat(self, i: int, name: str, bot: bool = False, kind: str | None = None) -> None:
        """Name a seat; ``kind`` one of SEAT_KINDS, or ``bot=True`` for the random bot."""
        row = self.rows[i]
        row.name.setText(name)
        k = kind or ("bot" if bot else "human")
        row.kind.setCurrentIndex(SEAT_KINDS.index(k) if k in SEAT_KINDS else 1)
        row.kind_override = None if k in SEAT_KINDS else k

    # -- texts ------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self._labels[0].setText(self.tr("Game"))
        self._labels[1].setText(self.tr("Seats"))
        self._seed_label.setText(self.tr("Seed"))
        self.seed.setToolTip(self.tr("The same seed and the same answers give the same game."))
        self.seat_box.setTitle(self.tr("Players"))
        self.options_box.setTitle(self.tr("Options"))
        for i, gid in enumerate(self.game_ids):
            try:
                self.game_combo.setItemText(i, tr_msg(registry.get(gid).name))
            except Exception:  # noqa: BLE001 - a game that fails to import shows its id
                self.game_combo.setItemText(i, gid)
        self.description.setText(tr_msg(self.game.description))
        for i, r in enumerate(self.rows):
            r.label.setText(self.tr("Seat {n}").format(n=i + 1))
            if not r.name.text():
                r.name.setText(self.tr("Player {n}").format(n=i + 1))
            r.kind.setItemText(0, self.tr("Human"))
            r.kind.setItemText(1, self.tr("Computer (easy)"))
            r.kind.setItemText(2, self.tr("Computer (medium)"))
            r.kind.setItemText(3, self.tr("Computer (hard)"))
        fields = self.game.options_model.model_fields
        for name, label in self._option_labels.items():
            f = fields[name]
            label.setText(_opt_tr(f.title or name))
            if f.description:
                self.option_widgets[name].setToolTip(_opt_tr(f.description))
            if hasattr(self.option_widgets[name], "retranslate_items"):
                self.option_widgets[name].retranslate_items()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
