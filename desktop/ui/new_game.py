"""The New game dialog: game, seats (name, human or computer), the game's options, a seed.

Options are built from the game's pydantic ``options_model``: ``bool`` -> check box,
``Literal``/``Enum`` -> combo box, ``int`` -> spin box (bounds from the field's constraints).
Field titles are ``QT_TRANSLATE_NOOP("options", ...)`` strings, shown translated.

The model's validators decide what the dialog shows, generically, by trying values:

- an option whose every accepted value gives the same game at these seats (the model forces
  it, or refuses all but one) is hidden: it does not apply (RftG's draft at 4 seats, its goals
  in the solitaire game);
- when the seats change, options that no longer apply go back to their defaults, and a choice
  left at "(none)" that the model now needs gets the middle of the accepted values (the solo
  robot's difficulty);
- options refused together say, in words, the one change that makes them a game ("To play:
  tick “Solo against Baron von Automat”.");
- a field's ``json_schema_extra={"shown_if": {"seats": [1]}}`` shows it only for those values
  of other fields (TM:AE's solo difficulty, which the model accepts at any seat count).

The dialog grows with the seats; past the screen's height its contents scroll.
"""

from __future__ import annotations

import enum
import typing

from PySide6.QtCore import QCoreApplication, QEvent, QRandomGenerator
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QFrame, QGridLayout, QGroupBox, QLabel, QLineEdit, QScrollArea,
                               QSpinBox, QVBoxLayout, QWidget)

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


def set_option_value(w: QWidget, v) -> None:
    """Put ``v`` in a widget of ``option_widget`` (without emitting its signal)."""
    w.blockSignals(True)
    try:
        if isinstance(w, QCheckBox):
            w.setChecked(bool(v))
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                if w.itemData(i) == v:
                    w.setCurrentIndex(i)
                    break
        elif isinstance(w, QSpinBox):
            w.setValue(int(v))
        elif hasattr(w, "set_value"):
            w.set_value(v)
    finally:
        w.blockSignals(False)


def option_domain(w: QWidget) -> list | None:
    """The values a widget offers (None: too many to try, e.g. a number)."""
    if isinstance(w, QCheckBox):
        return [True, False]
    if isinstance(w, QComboBox):
        return [w.itemData(i) for i in range(w.count())]
    return None


def shown_if(field) -> dict:
    extra = field.json_schema_extra
    return dict((extra or {}).get("shown_if") or {}) if isinstance(extra, dict) else {}


def option_changed_signal(w: QWidget):
    """The signal a widget of ``option_widget`` emits when its value changes."""
    if isinstance(w, QCheckBox):
        return w.toggled
    if isinstance(w, QComboBox):
        return w.currentIndexChanged
    if hasattr(w, "changed"):
        return w.changed
    return w.valueChanged


def option_widget(field) -> QWidget | None:
    """A widget for one options field, or None for a type the dialog does not know."""
    extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
    if extra.get("widget") == "card_pack":  # Beyond the Sun's card packs (card_packs.py)
        from desktop.ui.card_packs import CardPackPicker

        return CardPackPicker()
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
        # ``json_schema_extra={"labels": {value: QT_TRANSLATE_NOOP("options", text)}}``
        labels = dict(extra.get("labels") or {})
        text_of = (lambda v: _opt_tr(labels[v]) if v in labels else _value_text(v))
        for v in values:
            w.addItem(text_of(v), v)
        if field.default in values:
            w.setCurrentIndex(values.index(field.default))
        w.value = w.currentData
        w.retranslate_items = lambda w=w, values=values: [
            w.setItemText(i, text_of(v)) for i, v in enumerate(values)]
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
        #: False while the name is the dialog's own default ("Player 1"), which follows the
        #: language; a name the player typed is kept as typed
        self.named = False
        self.name.textEdited.connect(self._edited)
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

    def _edited(self, _text: str) -> None:
        self.named = True

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
        for i, r in enumerate(self.rows):  # after the row's own slot (kind_override cleared)
            r.kind.currentIndexChanged.connect(lambda _k, i=i: self._default_name_of(i))
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
        self.content = QWidget()
        lay = QVBoxLayout(self.content)
        lay.setContentsMargins(0, 0, 0, 0)
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
        lay.addStretch()
        # the dialog grows with the seats; past the screen's height, its contents scroll
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidget(self.content)
        outer = QVBoxLayout(self)
        outer.addWidget(self.scroll, 1)
        outer.addWidget(self.buttons)
        # options the dialog set itself (not the player): a default it may change again
        self._auto: set[str] = set()
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
        self._auto = set()
        self._seats_changed()
        self.retranslate()

    def _seats_changed(self, *_args) -> None:
        n = self.seats.value()
        for i, r in enumerate(self.rows):
            r.set_visible(i < n)
        self._settle()
        self._validate()

    # -- what the model accepts -------------------------------------------------------------
    def _values(self) -> dict:
        return {name: w.value() for name, w in self.option_widgets.items()}

    def _build(self, values: dict):
        """The options for ``values`` (only fields off their default are passed), or None
        when the model refuses them."""
        fields = self.game.options_model.model_fields
        given = {k: v for k, v in values.items() if v != fields[k].default}
        given["seats"] = self.seats.value()
        try:
            return self.game.options_model(**given)
        except Exception:  # noqa: BLE001 - pydantic's ValidationError, mostly
            return None

    def _applies(self, name: str, values: dict) -> bool:
        """Whether option ``name`` matters with the other ``values``: its metadata allows it
        and at least two of its values give different games."""
        cond = shown_if(self.game.options_model.model_fields[name])
        current = dict(values, seats=self.seats.value())
        for other, allowed in cond.items():
            if current.get(other) not in allowed:
                return False
        domain = option_domain(self.option_widgets[name])
        if domain is None:
            return True
        effects = set()
        for v in domain:
            m = self._build(dict(values, **{name: v}))
            if m is not None:
                effects.add(repr(getattr(m, name)))
        return len(effects) > 1

    def _settle(self) -> None:
        """After a change of game or seats: options that no longer apply go back to their
        defaults; a needed choice left at "(none)" gets the middle accepted value."""
        fields = self.game.options_model.model_fields
        values = self._values()
        for _ in range(2 * len(values) + 1):
            if self._build(values) is not None:
                break
            changed = False
            for name, v in values.items():
                d = fields[name].default
                if v != d and not self._applies(name, dict(values, **{name: d})):
                    values[name] = d
                    self._auto.discard(name)
                    changed = True
                    break
            if not changed:
                for name, v in values.items():
                    if v is not None or option_domain(self.option_widgets[name]) is None:
                        continue
                    ok = [x for x in option_domain(self.option_widgets[name])
                          if x is not None and self._build(dict(values, **{name: x})) is not None]
                    if ok:
                        values[name] = ok[(len(ok) - 1) // 2]  # the middle one
                        self._auto.add(name)
                        changed = True
                        break
            if not changed:
                break
        # a value the dialog chose itself goes back once the model no longer needs it
        for name in list(self._auto):
            d = fields[name].default
            if values[name] != d and self._build(dict(values, **{name: d})) is not None:
                values[name] = d
                self._auto.discard(name)
        for name, v in values.items():
            if v != self.option_widgets[name].value():
                set_option_value(self.option_widgets[name], v)

    def _fix(self, values: dict) -> tuple[str, object] | None:
        """The one option change that makes refused ``values`` a game, if there is one."""
        for name, w in self.option_widgets.items():
            domain = option_domain(w)
            if domain is None:
                continue
            for v in domain:
                if v != values[name] and self._build(dict(values, **{name: v})) is not None:
                    return name, v
        return None

    def _fix_text(self, name: str, value, current) -> str:
        title = _opt_tr(self.game.options_model.model_fields[name].title or name)
        if value is True:
            return self.tr("To play: tick “{option}”.").format(option=title)
        if value is False:
            return self.tr("To play: untick “{option}”.").format(option=title)
        if current is None:
            return self.tr("To play: choose a value for “{option}”.").format(option=title)
        return self.tr("To play: choose “{value}” for “{option}”.").format(
            value=_value_text(value), option=title)

    def _validate(self, *args) -> None:
        """Enable OK only for options the game's model accepts; say why not, in words; show
        only the options that apply."""
        if args:  # a change by the player: that value is theirs now
            sender = self.sender()
            for name, w in self.option_widgets.items():
                if w is sender:
                    self._auto.discard(name)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        values = self._values()
        fix = None
        try:
            self.options()
        except Exception as e:  # noqa: BLE001 - pydantic's ValidationError, mostly
            fix = self._fix(values)
            if fix is not None:
                text = self._fix_text(fix[0], fix[1], values[fix[0]])
            else:
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
        else:
            self.problem.hide()
            ok.setEnabled(True)
            # a widget that checks its own value (a card pack) shows its messages itself
            if any(getattr(w, "problems", lambda: [])() for w in self.option_widgets.values()):
                ok.setEnabled(False)
        self._show_applicable(values, fix)
        self._grow()

    def _show_applicable(self, values: dict, fix) -> None:
        base = dict(values, **{fix[0]: fix[1]}) if fix is not None else values
        probe = fix is not None or self._build(values) is not None
        any_shown = False
        for name, w in self.option_widgets.items():
            if fix is not None and name == fix[0]:
                on = True
            elif probe:
                on = self._applies(name, base)
            else:  # refused with no single fix: hide nothing the player may need
                on = not shown_if(self.game.options_model.model_fields[name]) or \
                    self._applies(name, base)
            self._options_form.setRowVisible(w, on)
            any_shown |= on
        self.options_box.setVisible(any_shown)

    def _grow(self) -> None:
        """Fit the contents (every seat row) without scrolling, up to the screen's height."""
        hint = self.content.sizeHint()
        screen = self.screen() or QGuiApplication.primaryScreen()
        avail = screen.availableGeometry().height() - 120 if screen is not None else 900
        self.scroll.setMinimumHeight(max(100, min(hint.height(), avail)))
        self.scroll.setMinimumWidth(hint.width() + (self.scroll.verticalScrollBar().sizeHint()
                                                    .width() if hint.height() > avail else 0))
        self.adjustSize()

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
            name = r.name.text().strip() or self.default_name(i)
            out.append(Player(name, r.seat_kind()))
        return out

    def default_name(self, i: int) -> str:
        """Seat ``i``'s name while nobody has typed one: "Player 2", or "Computer 2" for a
        computer seat (a table of "Player 2" and "Player 3" did not say which were people)."""
        if self.rows[i].seat_kind() == "human":
            return self.tr("Player {n}").format(n=i + 1)
        return self.tr("Computer {n}").format(n=i + 1)

    def _default_name_of(self, i: int) -> None:
        r = self.rows[i]
        if not r.named or not r.name.text():
            r.name.setText(self.default_name(i))
            r.named = False

    def set_seat(self, i: int, name: str, bot: bool = False, kind: str | None = None) -> None:
        """Name a seat; ``kind`` one of SEAT_KINDS, or ``bot=True`` for the random bot."""
        row = self.rows[i]
        row.name.setText(name)
        row.named = bool(name)  # a name given here is kept, as one typed
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
            self._default_name_of(i)
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
            self._grow()
        super().changeEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802
        # size hints are final only once the widgets are polished (style and fonts applied)
        super().showEvent(event)
        self._grow()
