"""The one protocol every game implements (DESIGN.md, "The engine protocol").

The engine never calls the UI: it *asks*.  ``to_act`` says who owes an answer,
``decision`` says what the question is, ``check``/``apply`` take the answer.

Answers are plain JSON values so that a save is a list of them:

- ``PickOne``    -> the chosen option's id (``str``)
- ``PickSome``   -> a list of distinct option ids (``list[str]``), ``min <= len <= max``
- ``PickNumber`` -> an ``int`` with ``lo <= value <= hi``
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Iterable, Mapping, Sequence, TypeVar, Union


from desktop.engine.marks import M

Answer = Union[str, list[str], int]
S = TypeVar("S")


# ---------------------------------------------------------------------------------------
# Messages and rule references


@dataclass(frozen=True, slots=True)
class Msg:
    """A translatable message: an English template with named fields.

    ``args`` values may themselves be ``Msg`` (a card name, a phase name), which the UI
    translates first.  ``n`` is the count of a plural (``%n``) message, else ``None``.
    """

    context: str
    text: str
    args: Mapping[str, Any] = field(default_factory=dict)
    n: int | None = None

    def english(self) -> str:
        """The message in the source language (for logs, the CLI and tests)."""
        return render(self, lambda m: m.text)

    def __str__(self) -> str:  # pragma: no cover - convenience
        return self.english()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Msg):
            return NotImplemented
        return (self.context, self.text, dict(self.args), self.n) == (
            other.context, other.text, dict(other.args), other.n)

    def __hash__(self) -> int:
        return hash((self.context, self.text, self.n))

    def to_json(self) -> dict:
        return {"context": self.context, "text": self.text, "n": self.n,
                "args": {k: _arg_json(v) for k, v in self.args.items()}}

    @staticmethod
    def from_json(data: dict) -> "Msg":
        args = {k: _arg_from_json(v) for k, v in data.get("args", {}).items()}
        return Msg(data["context"], data["text"], args, data.get("n"))


@dataclass(frozen=True, slots=True)
class SeatRef:
    """A ``Msg`` argument naming a seat: the UI shows the player's name, English text without
    names says "Player 2"."""

    seat: int


_SEAT_NAME = M("engine", "Player {number}")
_SEAT_ONLY = M("engine", "{player}")


def seat_name(seat: int) -> Msg:
    """A message that is just a seat's name (an option label, a view field)."""
    return _SEAT_ONLY(player=SeatRef(seat))


def _arg_json(v: Any) -> Any:
    if isinstance(v, SeatRef):
        return {"seat_ref": v.seat}
    return v.to_json() if hasattr(v, "to_json") else v


def _arg_from_json(v: Any) -> Any:
    if isinstance(v, dict) and "seat_ref" in v:
        return SeatRef(v["seat_ref"])
    if isinstance(v, dict) and "text" in v and "context" in v:
        return Msg.from_json(v)
    return v


def render(msg: Msg, lookup, names: Sequence[str] | None = None) -> str:
    """Fill ``msg`` using ``lookup(msg) -> template`` for it and every nested Msg.

    ``lookup`` is the identity on ``.text`` in English and ``QCoreApplication.translate`` in
    the UI.  ``%n`` is replaced by the count, ``{name}`` fields by the arguments, and a
    ``SeatRef`` argument by ``names[seat]`` (or "Player n" without names).
    """
    template = lookup(msg)
    if msg.n is not None:
        template = template.replace("%n", str(msg.n))
    args = {k: _render_arg(v, lookup, names) for k, v in msg.args.items()}
    try:
        return template.format(**args)
    except (KeyError, IndexError, ValueError, AttributeError):
        # A translation that lost or misspelt a field must never crash the table:
        # fall back to the English template, and to the raw text if even that fails.
        try:
            return msg.text.replace("%n", str(msg.n)).format(**args)
        except (KeyError, IndexError, ValueError, AttributeError):
            return msg.text


def _render_arg(v: Any, lookup, names: Sequence[str] | None) -> Any:
    if isinstance(v, SeatRef):
        if names is not None and 0 <= v.seat < len(names):
            return names[v.seat]
        return render(_SEAT_NAME(number=v.seat + 1), lookup)
    if hasattr(v, "context") and hasattr(v, "text") and hasattr(v, "args"):
        return render(v, lookup, names)
    return v


@dataclass(frozen=True, slots=True)
class RuleRef:
    """Names an entry of ``resources/<game>/rules.yaml``, e.g. ``ti4.imperial.primary``."""

    id: str

    @property
    def game(self) -> str:
        return self.id.split(".", 1)[0]

    def __str__(self) -> str:
        return self.id


class Illegal(Exception):
    """An answer the rules refuse: a translatable reason and the rule that says so."""

    def __init__(self, reason: Msg, rule: RuleRef):
        super().__init__(reason.english())
        self.reason = reason
        self.rule = rule

    def __repr__(self) -> str:
        return f"Illegal({self.reason.english()!r}, {self.rule.id!r})"


# ---------------------------------------------------------------------------------------
# Decisions


@dataclass(frozen=True, slots=True)
class Option:
    """One choice: a stable id, a label, the table objects it concerns, and its rule.

    ``data`` carries what the engine computed about the choice, typed, so that no UI reads
    numbers out of a label: ``{"cost": 3}``, ``{"military": 2}``, ``{"price": 14}``.  By
    convention ``data["group"]`` (a ``Msg``) gathers options the decision bar may fold under
    one button (for instance every "Sell X" of a hand).
    """

    id: str
    label: Msg
    targets: tuple[str, ...] = ()
    rule: RuleRef | None = None
    data: Mapping[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class Decision:
    """A question to one seat.  Subclasses say which answer shape they take."""

    kind: ClassVar[str] = "decision"
    seat: int
    prompt: Msg
    rule: RuleRef

    def option(self, option_id: str) -> Option | None:
        for o in getattr(self, "options", ()):
            if o.id == option_id:
                return o
        return None


@dataclass(frozen=True, slots=True)
class PickOne(Decision):
    kind: ClassVar[str] = "pick_one"
    options: tuple[Option, ...] = ()


@dataclass(frozen=True, slots=True)
class PickSome(Decision):
    kind: ClassVar[str] = "pick_some"
    options: tuple[Option, ...] = ()
    min: int = 0
    max: int = 0


@dataclass(frozen=True, slots=True)
class PickNumber(Decision):
    kind: ClassVar[str] = "pick_number"
    lo: int = 0
    hi: int = 0
    #: what the number counts, e.g. "tokens" (optional; shown next to the spin box)
    unit: Msg | None = None


_C = "engine"
_NOT_OFFERED = M("engine", "“{answer}” is not one of the choices offered.")
_WRONG_SHAPE = M("engine", "This question takes {expected}, not {got}.")
_TOO_FEW = M("engine", "Choose at least {min} (you chose {got}).")
_TOO_MANY = M("engine", "Choose at most {max} (you chose {got}).")
_TWICE = M("engine", "“{answer}” was chosen twice.")
_OUT_OF_RANGE = M("engine", "Give a number from {lo} to {hi} (you gave {got}).")
_NOT_YOUR_TURN = M("engine", "Seat {seat} has nothing to answer now.")
_SHAPE_NAMES = {"pick_one": M("engine", "one choice"), "pick_some": M("engine", "a set of choices"),
                "pick_number": M("engine", "a number")}
RULE_PROTOCOL = RuleRef("engine.protocol")


@dataclass(frozen=True, slots=True)
class Legal:
    """The lean form of a question: its shape, the ids offered and the bounds, no labels.

    ``shape`` is ``"one"`` (PickOne), ``"some"`` (PickSome, ``lo..hi`` ids) or ``"number"``
    (PickNumber, ``lo..hi``).  Steps compute this fast; labels are built only for a person.
    """

    shape: str
    ids: tuple[str, ...] = ()
    lo: int = 0
    hi: int = 0


_DECISION_SHAPE = {"pick_one": "one", "pick_some": "some", "pick_number": "number"}
_SHAPE_KIND = {v: k for k, v in _DECISION_SHAPE.items()}


def legal_of(decision: Decision) -> Legal:
    """The lean form of a full decision."""
    if isinstance(decision, PickNumber):
        return Legal("number", (), decision.lo, decision.hi)
    ids = tuple(o.id for o in decision.options)
    if isinstance(decision, PickSome):
        return Legal("some", ids, decision.min, decision.max)
    return Legal("one", ids)


def _exactly(lo: int, hi: int, got: int) -> Msg:
    return _EXACTLY(n=lo, got=got)


_EXACTLY = M("engine", "Choose exactly {n} (you chose {got}).")


def check_legal(legal: Legal, answer: Any, rule: RuleRef) -> Illegal | None:
    """Refuse an answer that does not fit the lean form (the generic part of every check).

    Lists and tuples are alike for a set of choices; ``bool`` is not a number."""
    shape = legal.shape
    if shape == "one":
        if type(answer) is not str:
            return Illegal(_WRONG_SHAPE(expected=_SHAPE_NAMES["pick_one"](), got=repr(answer)), rule)
        if answer not in legal.ids:
            return Illegal(_NOT_OFFERED(answer=answer), rule)
        return None
    if shape == "some":
        if not isinstance(answer, (list, tuple)) or not all(type(a) is str for a in answer):
            return Illegal(_WRONG_SHAPE(expected=_SHAPE_NAMES["pick_some"](), got=repr(answer)), rule)
        seen: set[str] = set()
        for a in answer:
            if a in seen:
                return Illegal(_TWICE(answer=a), rule)
            seen.add(a)
            if a not in legal.ids:
                return Illegal(_NOT_OFFERED(answer=a), rule)
        n = len(answer)
        if legal.lo == legal.hi and n != legal.lo:
            return Illegal(_exactly(legal.lo, legal.hi, n), rule)
        if n < legal.lo:
            return Illegal(_TOO_FEW(min=legal.lo, got=n), rule)
        if n > legal.hi:
            return Illegal(_TOO_MANY(max=legal.hi, got=n), rule)
        return None
    if shape == "number":
        if type(answer) is not int:
            return Illegal(_WRONG_SHAPE(expected=_SHAPE_NAMES["pick_number"](), got=repr(answer)), rule)
        if not legal.lo <= answer <= legal.hi:
            return Illegal(_OUT_OF_RANGE(lo=legal.lo, hi=legal.hi, got=answer), rule)
        return None
    raise TypeError(f"unknown shape {shape!r}")


def check_shape(decision: Decision, answer: Any) -> Illegal | None:
    """Refuse an answer that does not fit what ``decision`` offers (generic part of check)."""
    if decision.kind not in _DECISION_SHAPE:
        raise TypeError(f"unknown decision type {type(decision).__name__}")
    return check_legal(legal_of(decision), answer, decision.rule)


def forced_answer(decision: Decision) -> Any:
    """The answer of a question that leaves no choice (a single option; a PickSome that must
    take every option or none; a PickNumber with one value), else None."""
    if isinstance(decision, PickNumber):
        return decision.lo if decision.lo == decision.hi else None
    if isinstance(decision, PickSome):
        k = len(decision.options)
        if decision.max == 0:
            return []
        if decision.min == decision.max == k:
            return [o.id for o in decision.options]
        return None
    if len(decision.options) == 1:
        return decision.options[0].id
    return None


def normal_answer(answer: Any) -> Any:
    """The answer as it is logged and saved: a tuple of ids becomes a list."""
    return list(answer) if type(answer) is tuple else answer


_NOT_A_SEAT = M("engine", "A seat is a whole number from 1 to the number of players, not {seat}.")


def bad_seat(seat: Any, seats: int) -> Illegal | None:
    """Refuse a seat that is not an ``int`` in ``0..seats-1`` (``bool`` and ``0.0`` included)."""
    if type(seat) is not int or not 0 <= seat < seats:
        return Illegal(_NOT_A_SEAT(seat=repr(seat)), RULE_PROTOCOL)
    return None


def not_your_turn(seat: int) -> Illegal:
    return Illegal(_NOT_YOUR_TURN(seat=seat + 1), RULE_PROTOCOL)


# ---------------------------------------------------------------------------------------
# Events and outcomes


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the log panel and for undo.

    ``reveals`` is set when hidden information became known or chance was consumed
    (a draw, a shuffle, a roll): it closes undo for everyone.  ``private_to`` limits the
    entry to one seat's log (e.g. "you drew X").  ``objects`` names table objects that moved.
    """

    msg: Msg
    rule: RuleRef | None = None
    seat: int | None = None
    reveals: bool = False
    private_to: int | None = None
    objects: tuple[str, ...] = ()
    #: a fact of the rules that no public source confirms decided this step
    unconfirmed: bool = False


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One row of a score sheet: a label and a value per seat."""

    label: Msg
    values: tuple[int | float | None, ...]


@dataclass(frozen=True, slots=True)
class Outcome:
    scores: tuple[int | float, ...]
    winners: tuple[int, ...]
    sheet: tuple[ScoreLine, ...] = ()
    #: how a tie was broken, if it was
    tiebreak: Msg | None = None
    #: e.g. "Mars was not terraformed": the game can end with nobody winning
    note: Msg | None = None
    #: True for companions that compute only part of the score (the rest is on the real
    #: table): then ``winners`` is empty and the winner is decided at the table
    partial: bool = False


# ---------------------------------------------------------------------------------------
# Options


# ``Options`` lives in desktop.engine.options (pydantic); imported from here on first use so
# that the UI can render messages at start-up without loading pydantic.
# ---------------------------------------------------------------------------------------
# The Game protocol


class Game(Generic[S]):
    """Base class of every rule set.  Subclasses set the class attributes and override the
    protocol methods; the defaults here are generic and may be replaced for speed."""

    id: ClassVar[str]
    name: ClassVar[Msg]
    description: ClassVar[Msg]
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    #: the game's pydantic options model (a subclass of desktop.engine.options.Options)
    options_model: ClassVar[type[Options]]
    state_type: ClassVar[type]
    #: seed file in ``seeds/`` that rules.yaml quotes
    seed_file: ClassVar[str]
    #: a bound on answers per game, for the conformance suite and the simulator
    max_answers: ClassVar[int] = 10_000

    # -- the protocol ------------------------------------------------------------------
    def new(self, options: Options, seed: int) -> S:
        raise NotImplementedError

    def to_act(self, state: S) -> tuple[int, ...]:
        raise NotImplementedError

    def decision(self, state: S, seat: int) -> Decision:
        raise NotImplementedError

    def check(self, state: S, seat: int, answer: Answer) -> Illegal | None:
        """Generic: the seat must owe an answer and it must fit the decision's shape.
        Games add their own constraints (call ``super().check`` first)."""
        if type(seat) is not int:
            return bad_seat(seat, 0)
        if seat not in self.to_act(state):
            return not_your_turn(seat)
        return check_shape(self.decision(state, seat), answer)

    def apply(self, state: S, seat: int, answer: Answer) -> list[Event]:
        raise NotImplementedError

    def view(self, state: S, seat: int | None) -> dict:
        """What ``seat`` may see (``None``: a spectator, sees only public information).
        Plain JSON-able data; ``Msg`` values allowed."""
        raise NotImplementedError

    def outcome(self, state: S) -> Outcome | None:
        """``None`` while the game goes on."""
        raise NotImplementedError

    def lean_view(self, state: S, seat: int | None) -> dict:
        """A part of ``view(state, seat)`` for the computer players' heuristics, which read it
        in every playout: every key it has holds the value ``view`` gives (the conformance
        suite checks it), so it shows nothing ``view`` hides.  Generic: the whole view; a game
        may return a smaller part built faster."""
        return self.view(state, seat)

    # -- helpers with generic defaults ---------------------------------------------------
    def is_over(self, state: S) -> bool:
        return self.outcome(state) is not None

    def options(self, **values: Any) -> Options:
        return self.options_model(**values)

    def dump(self, state: S) -> Any:
        return _adapter(self.state_type).dump_python(state, mode="json")

    def load(self, data: Any) -> S:
        return _adapter(self.state_type).validate_python(data)

    def clone(self, state: S) -> S:
        return self.load(self.dump(state))

    def state_hash(self, state: S) -> str:
        blob = json.dumps(self.dump(state), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()

    def invariants(self, state: S) -> list[str]:
        """Violated invariants, in English (empty when all hold).  Checked after every
        answer by the conformance suite and ``simulate``."""
        return []

    def secrets(self, state: S, seat: int | None) -> set[str]:
        """Ids of hidden objects that ``seat`` must not find in its view (e.g. the card ids
        in other seats' hands).  The conformance suite searches the view for them."""
        return set()

    def reshuffle_hidden(self, state: S, seat: int | None, rng) -> S:
        """A copy of ``state`` in which what ``seat`` cannot see is resampled (other hands,
        deck order, ...).  ``view(state, seat)`` must not change."""
        return self.clone(state)

    def sample_answer(self, state: S, seat: int, rng) -> Answer:
        """A random legal answer (the random bot).  The default samples by shape and retries
        against ``check``; games whose PickSome answers are constrained override it."""
        decision = self.decision(state, seat)
        for _ in range(200):
            answer = random_shape_answer(decision, rng)
            if self.check(state, seat, answer) is None:
                return answer
        raise RuntimeError(f"{self.id}: no legal answer found for {decision.prompt.english()!r}")

    def start(self, options: Options, seed: int) -> tuple[S, list[Event]]:
        """``new`` and the events of the setup together (the Session starts games this way).
        Games whose setup builds its events as it deals override this."""
        state = self.new(options, seed)
        return state, self.setup_events(state)

    def setup_events(self, state: S) -> list[Event]:
        """Events of the setup (the deal, revealed tiles...), shown first in the log.  The
        default reads a ``setup_events`` attribute or property of the state if it has one;
        games may derive them from the state instead."""
        return list(getattr(state, "setup_events", ()) or ())

    def conformance_options(self) -> list[Options]:
        """Option sets the conformance suite and ``simulate --all`` cover; by default one
        per seat count.  Games add their variants (advanced rules, automata, ...)."""
        return [self.options_model(seats=n) for n in range(self.min_seats, self.max_seats + 1)]

    def translatable_data(self) -> list[tuple[str, str]]:
        """``(context, text)`` pairs of strings that live in data files (card names, ...), so
        the generated ``desktop/data_strings.py`` brings them to lupdate."""
        return []

    def describe_answer(self, state: S, seat: int, answer: Answer) -> Msg | None:
        """Optional label of an answer for logs (defaults to the option label)."""
        d = self.decision(state, seat)
        if isinstance(answer, str) and (o := d.option(answer)) is not None:
            return o.label
        return None


def random_shape_answer(decision: Decision, rng) -> Answer:
    if isinstance(decision, PickOne):
        return decision.options[rng.randbelow(len(decision.options))].id
    if isinstance(decision, PickSome):
        hi = min(decision.max, len(decision.options))
        k = decision.min + rng.randbelow(hi - decision.min + 1) if hi >= decision.min else decision.min
        ids = [o.id for o in decision.options]
        rng.shuffle(ids)
        return ids[:k]
    if isinstance(decision, PickNumber):
        return decision.lo + rng.randbelow(decision.hi - decision.lo + 1)
    raise TypeError(type(decision).__name__)


_ADAPTERS: dict[type, Any] = {}


def _adapter(t: type):
    a = _ADAPTERS.get(t)
    if a is None:
        from pydantic import TypeAdapter

        a = _ADAPTERS[t] = TypeAdapter(t)
    return a


def view_json(view: Any) -> str:
    """Canonical JSON of a view (Msg included), for comparisons and secret searches."""
    return json.dumps(view, sort_keys=True, default=_json_default, ensure_ascii=False)


def _json_default(o: Any) -> Any:
    if isinstance(o, Msg):
        return o.to_json()
    if isinstance(o, SeatRef):
        return {"seat_ref": o.seat}
    if isinstance(o, (set, frozenset)):
        return sorted(o)
    if isinstance(o, tuple):
        return list(o)
    if hasattr(o, "__dataclass_fields__"):
        return {k: getattr(o, k) for k in o.__dataclass_fields__}
    raise TypeError(f"not JSON-able in a view: {type(o).__name__}")


def ids(items: Iterable[Any]) -> Sequence[str]:
    return [str(i) for i in items]


def __getattr__(name: str):
    if name == "Options":
        from desktop.engine.options import Options

        return Options
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
