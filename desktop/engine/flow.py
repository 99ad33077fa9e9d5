"""Decisions as Steps over a pending stack: the one way every game writes a rule.

What waits for an answer is plain data in the state: ``state.pending``, a list used as a stack
(the end is the top) of :class:`Pending` entries.  An entry names its ``kind`` (a registered
:class:`Step`), the ``seat`` that owes the answer, its ``args`` (JSON values) and the
``source`` that asked (a card id, a phase, an event...).  Because it is data, any moment of a
game can be saved, cloned and replayed.

Simultaneous choices are a *block*: entries pushed together with :func:`push_block` share a
non-zero ``block`` number, and while such a block is at the top of the stack every seat's
topmost entry in it is a head at once (RftG's action selection, TM:AE's planning, drafting).
Work that an entry of a block pushes with ``block=entry.block`` joins the block, so one seat
can go on answering follow-ups (pay for the card it chose) while another still thinks.

A :class:`Step` is one decision kind, one module of its game's ``steps/`` package:

- ``legal``    the lean form (:class:`~desktop.engine.protocol.Legal`: shape, ids, bounds),
- ``prompt``   the question, ``option`` the label, targets, rule and typed ``data`` of each id,
- ``refuse``   refusals beyond the answer's shape, with a reason and a ``RuleRef``,
- ``resolve``  what the answer does (it may push more pending work),
- ``sample``   a random legal answer (the random bot, the playouts of computer players).

A Step whose ``asks`` is False is work without a question (an effect waiting its turn): it is
resolved as soon as it reaches a head.  ``forced`` lets a Step answer by itself when the rules
leave no choice.

:class:`FlowGame` implements ``to_act``, ``decision``, ``check``, ``apply`` and
``sample_answer`` once over the steps; a game supplies its steps and its phase machine,
:meth:`FlowGame.advance`, which runs when nothing is pending.  ``apply`` checks once, and
nothing above it checks again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Iterator, TypeVar

from desktop.engine.protocol import (
    Answer, Decision, Event, Game, Illegal, Legal, Msg, Option, PickNumber, PickOne, PickSome,
    RuleRef, bad_seat, check_legal, normal_answer, not_your_turn,
)

S = TypeVar("S")

RULE_FLOW = RuleRef("engine.protocol")


# ---------------------------------------------------------------------------------------
# Pending work as data


@dataclass(slots=True)
class Pending:
    """One piece of work waiting in the state: a decision, or an effect waiting its turn."""

    kind: str
    seat: int
    args: dict[str, Any] = field(default_factory=dict)
    #: the object that asked (a card id, ``"phase:develop"``...), for the table and the log
    source: str | None = None
    #: entries of one simultaneous block share a non-zero number (0: on its own)
    block: int = 0

    def copy(self) -> "Pending":
        return Pending(self.kind, self.seat, _copy_json(self.args), self.source, self.block)

    def __getitem__(self, key: str) -> Any:
        return self.args[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.args.get(key, default)


def _copy_json(v: Any) -> Any:
    t = type(v)
    if t is dict:
        return {k: _copy_json(x) for k, x in v.items()}
    if t is list:
        return [_copy_json(x) for x in v]
    return v


def copy_pending(stack: list[Pending]) -> list[Pending]:
    """A deep copy of a pending stack (for hand-written ``clone`` methods)."""
    return [p.copy() for p in stack]


def push(state: Any, *entries: Pending, block: int = 0) -> None:
    """Put work on top of the stack so that ``entries[0]`` is handled first.

    A Step resolving an entry of a simultaneous block passes ``block=entry.block`` so that its
    follow-ups stay in the block (the same seat answers them while the others still think)."""
    for e in reversed(entries):
        e.block = block
        state.pending.append(e)


def push_block(state: Any, entries: list[Pending]) -> int:
    """Push entries that are answered simultaneously (one head per seat).  Returns the block."""
    b = 1 + max((p.block for p in state.pending), default=0)
    for e in reversed(entries):
        e.block = b
        state.pending.append(e)
    return b


def heads(stack: list[Pending]) -> list[Pending]:
    """The entries that owe an answer now: the top entry, or for a block at the top each seat's
    topmost entry of that block (in seat order)."""
    if not stack:
        return []
    top = stack[-1]
    if top.block == 0:
        return [top]
    b = top.block
    found: dict[int, Pending] = {}
    for i in range(len(stack) - 1, -1, -1):
        e = stack[i]
        if e.block != b:
            break
        if e.seat not in found:
            found[e.seat] = e
    return [found[k] for k in sorted(found)]


def head_of(stack: list[Pending], seat: int) -> Pending | None:
    """The head entry ``seat`` owes an answer to (read without building the heads), or None."""
    if not stack:
        return None
    top = stack[-1]
    if top.seat == seat:
        return top
    b = top.block
    if b == 0:
        return None
    for i in range(len(stack) - 2, -1, -1):
        e = stack[i]
        if e.block != b:
            return None
        if e.seat == seat:
            return e
    return None


def remove(stack: list[Pending], entry: Pending) -> None:
    for i in range(len(stack) - 1, -1, -1):
        if stack[i] is entry:
            del stack[i]
            return
    raise ValueError("entry is not pending")


# ---------------------------------------------------------------------------------------
# Steps


class Step(Generic[S]):
    """One decision kind.  Subclasses set ``kind`` and ``rule`` and override what they need."""

    kind: ClassVar[str]
    #: the rule the question comes from (``rule_of`` may refine it per entry)
    rule: ClassVar[RuleRef]
    #: False: work without a question, resolved (with answer ``None``) when it reaches a head
    asks: ClassVar[bool] = True

    # -- the question ------------------------------------------------------------------
    def legal(self, game: "FlowGame", state: S, entry: Pending) -> Legal:
        raise NotImplementedError(self.kind)

    def prompt(self, game: "FlowGame", state: S, entry: Pending) -> Msg:
        raise NotImplementedError(self.kind)

    def option(self, game: "FlowGame", state: S, entry: Pending, option_id: str) -> Option:
        raise NotImplementedError(self.kind)

    def rule_of(self, game: "FlowGame", state: S, entry: Pending) -> RuleRef:
        return self.rule

    def unit(self, game: "FlowGame", state: S, entry: Pending) -> Msg | None:
        """What a number counts (PickNumber only)."""
        return None

    def decision(self, game: "FlowGame", state: S, entry: Pending) -> Decision:
        legal = self.legal(game, state, entry)
        prompt = self.prompt(game, state, entry)
        rule = self.rule_of(game, state, entry)
        if legal.shape == "number":
            return PickNumber(entry.seat, prompt, rule, legal.lo, legal.hi,
                              self.unit(game, state, entry))
        opts = tuple(self.option(game, state, entry, i) for i in legal.ids)
        if legal.shape == "some":
            return PickSome(entry.seat, prompt, rule, opts, legal.lo, legal.hi)
        return PickOne(entry.seat, prompt, rule, opts)

    # -- the answer --------------------------------------------------------------------
    #: ``accepts`` also says no to everything ``refuse`` refuses (then check skips ``refuse``
    #: when ``accepts`` says yes)
    accepts_covers_refuse: ClassVar[bool] = False

    def accepts(self, game: "FlowGame", state: S, entry: Pending, answer: Answer) -> bool:
        """A quick test of the answer's shape against what is legal, for steps whose lean form
        takes work to build (the answers of random playouts are checked on every apply).
        It may only err towards no: on no, ``check`` builds the lean form for the reason."""
        return False

    def why_not(self, game: "FlowGame", state: S, entry: Pending, answer: Answer) -> Illegal | None:
        """A more telling refusal than the shape's, for a one-id answer (a ``str``) the lean
        form does not offer (e.g. the rule that forbids placing that card now); None keeps the shape's."""
        return None

    def refuse(self, game: "FlowGame", state: S, entry: Pending, answer: Answer) -> Illegal | None:
        """Refusals beyond the answer's shape (the shape is checked before)."""
        return None

    def forced(self, game: "FlowGame", state: S, entry: Pending) -> Answer | None:
        """An answer the rules leave no choice about, taken without asking (None: ask)."""
        return None

    def resolve(self, game: "FlowGame", state: S, entry: Pending, answer: Answer,
                ev: list[Event]) -> None:
        raise NotImplementedError(self.kind)

    def draw(self, game: "FlowGame", state: S, entry: Pending, rng) -> Answer:
        """The random bot's answer: ``sample`` over the lean form.  Steps that can draw the
        same answer without building the lean form override this."""
        return self.sample(game, state, entry, self.legal(game, state, entry), rng)

    def sample(self, game: "FlowGame", state: S, entry: Pending, legal: Legal, rng) -> Answer:
        """A random legal answer.  The default draws by shape; a Step with its own ``refuse``
        retries, and should override this when refusals are common."""
        for _ in range(200):
            answer = random_legal_answer(legal, rng)
            if self.refuse(game, state, entry, answer) is None:
                return answer
        raise RuntimeError(f"{self.kind}: no legal answer found")


def random_legal_answer(legal: Legal, rng) -> Answer:
    """The random bot's draw over a lean form (the same draws as ``random_shape_answer``)."""
    if legal.shape == "one":
        return legal.ids[rng.randbelow(len(legal.ids))]
    if legal.shape == "some":
        hi = min(legal.hi, len(legal.ids))
        k = legal.lo + rng.randbelow(hi - legal.lo + 1) if hi >= legal.lo else legal.lo
        ids = list(legal.ids)
        rng.shuffle(ids)
        return ids[:k]
    return legal.lo + rng.randbelow(legal.hi - legal.lo + 1)


class Steps:
    """A game's Steps by kind.  ``@STEPS.register`` on each Step class."""

    def __init__(self, game_id: str):
        self.game_id = game_id
        self._by_kind: dict[str, Step] = {}
        #: the steps by kind, a plain dict read on every answer
        self.table: dict[str, Step] = self._by_kind
        #: kinds whose Step refuses beyond the shape (check asks ``refuse`` only for these)
        self.refusing: set[str] = set()
        #: kinds that ask nothing or may answer by themselves (settle looks only at these)
        self.automatic: set[str] = set()
        #: True while every step asks and none answers by itself: settling is then the phase
        #: machine alone
        self.simple = True

    def register(self, cls: type[Step]) -> type[Step]:
        kind = cls.kind
        if kind in self._by_kind:
            raise ValueError(f"{self.game_id}: step {kind!r} registered twice")
        self._by_kind[kind] = cls()
        if cls.refuse is not Step.refuse:
            self.refusing.add(kind)
        if not cls.asks or cls.forced is not Step.forced:
            self.automatic.add(kind)
            self.simple = False
        return cls

    def __getitem__(self, kind: str) -> Step:
        try:
            return self._by_kind[kind]
        except KeyError:
            raise KeyError(f"{self.game_id}: no step for pending kind {kind!r}") from None

    def __contains__(self, kind: str) -> bool:
        return kind in self._by_kind

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._by_kind))

    def kinds(self) -> list[str]:
        return sorted(self._by_kind)


# ---------------------------------------------------------------------------------------
# The base game


class FlowGame(Game[S]):
    """The protocol once, over ``state.pending`` and a game's :class:`Steps`.

    A game sets ``steps`` and implements :meth:`advance` (its phase machine: what happens when
    nothing is pending) and :meth:`finished`.  Everything that changes the state goes through
    :meth:`apply`, which checks the answer once, resolves it and then lets the game run until
    somebody owes an answer or the game is over (:meth:`settle`).
    """

    steps: ClassVar[Steps]
    #: how many steps of the phase machine and automatic work one answer may trigger
    settle_limit: ClassVar[int] = 100_000

    # -- what a game supplies ----------------------------------------------------------
    def advance(self, state: S, ev: list[Event]) -> None:
        """Nothing is pending and the game is not over: move the game on (push work, or end
        it).  Called again until something is pending or :meth:`finished` is true."""
        raise NotImplementedError

    def finished(self, state: S) -> bool:
        return bool(getattr(state, "over", False))

    def seat_count(self, state: S) -> int:
        return len(state.players)  # type: ignore[attr-defined]

    # -- the protocol ------------------------------------------------------------------
    def to_act(self, state: S) -> tuple[int, ...]:
        stack: list[Pending] = state.pending  # type: ignore[attr-defined]
        if not stack:
            return ()
        top = stack[-1]
        b = top.block
        if b == 0:
            return (top.seat,)
        seats: list[int] = []
        for i in range(len(stack) - 1, -1, -1):
            e = stack[i]
            if e.block != b:
                break
            if e.seat not in seats:
                seats.append(e.seat)
        if len(seats) > 1:
            seats.sort()
        return tuple(seats)

    def entry(self, state: S, seat: int) -> Pending | None:
        """The head entry ``seat`` owes an answer to, or None."""
        return head_of(state.pending, seat)  # type: ignore[attr-defined]

    def legal(self, state: S, seat: int) -> Legal:
        e = self._entry_or_raise(state, seat)
        return self.steps.table[e.kind].legal(self, state, e)

    def decision(self, state: S, seat: int) -> Decision:
        e = self._entry_or_raise(state, seat)
        return self.steps.table[e.kind].decision(self, state, e)

    def check(self, state: S, seat: int, answer: Answer) -> Illegal | None:
        return self.checked(state, seat, answer)[0]

    def checked(self, state: S, seat: int, answer: Answer) -> tuple[Illegal | None, Pending | None]:
        """``check``, with the entry the answer was checked against."""
        if type(seat) is not int or seat < 0 or seat >= self.seat_count(state):
            return bad_seat(seat, self.seat_count(state)), None
        e = self.entry(state, seat)
        if e is None:
            return not_your_turn(seat), None
        kind = e.kind
        step = self.steps.table[kind]
        if step.accepts(self, state, e, answer):
            if kind in self.steps.refusing and not step.accepts_covers_refuse:
                return step.refuse(self, state, e, normal_answer(answer)), e
            return None, e
        bad = check_legal(step.legal(self, state, e), answer, step.rule_of(self, state, e))
        if bad is not None:
            if type(answer) is str:
                return (step.why_not(self, state, e, answer) or bad), e
            return bad, e
        if kind in self.steps.refusing:
            return step.refuse(self, state, e, normal_answer(answer)), e
        return None, e

    def apply(self, state: S, seat: int, answer: Answer) -> list[Event]:
        bad, e = self.checked(state, seat, answer)
        if bad is not None:
            raise bad
        ev: list[Event] = []
        stack: list[Pending] = state.pending  # type: ignore[attr-defined]
        if stack[-1] is e:
            stack.pop()
        else:
            remove(stack, e)
        if type(answer) is tuple:
            answer = list(answer)  # as normal_answer: a set of choices is a list
        self.steps.table[e.kind].resolve(self, state, e, answer, ev)
        self.settle(state, ev)
        return ev

    def sample_answer(self, state: S, seat: int, rng) -> Answer:
        e = self._entry_or_raise(state, seat)
        return self.steps.table[e.kind].draw(self, state, e, rng)

    # -- running -----------------------------------------------------------------------
    def settle(self, state: S, ev: list[Event]) -> None:
        """Resolve work that asks nothing and forced answers, and run the phase machine,
        until a seat owes an answer or the game is over."""
        stack: list[Pending] = state.pending  # type: ignore[attr-defined]
        table = self.steps.table
        simple = self.steps.simple
        automatic = self.steps.automatic
        for _ in range(self.settle_limit):
            if stack:
                if simple:
                    return
                top = stack[-1]
                if top.block == 0:
                    if top.kind not in automatic:
                        return
                    hs = [top]
                else:
                    hs = [e for e in heads(stack) if e.kind in automatic]
                for e in hs:
                    step = table[e.kind]
                    if not step.asks:
                        self._resolve(state, e, None, ev)
                        break
                    forced = step.forced(self, state, e)
                    if forced is not None:
                        self._resolve(state, e, forced, ev)
                        break
                else:
                    return
                continue
            if self.finished(state):
                return
            self.advance(state, ev)
        raise RuntimeError(f"{self.id}: no answer owed after {self.settle_limit} steps")

    def _resolve(self, state: S, e: Pending, answer: Answer | None, ev: list[Event]) -> None:
        remove(state.pending, e)  # type: ignore[attr-defined]
        self.steps.table[e.kind].resolve(self, state, e, answer, ev)

    def _entry_or_raise(self, state: S, seat: int) -> Pending:
        e = self.entry(state, seat)
        if e is None:
            raise not_your_turn(seat)
        return e

    def pending_kinds(self, state: S) -> list[str]:
        """Kinds of the heads (the guard test collects them over playouts)."""
        return [e.kind for e in heads(state.pending)]  # type: ignore[attr-defined]
