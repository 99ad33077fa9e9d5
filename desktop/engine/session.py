"""A game in progress: the state, the answer log, undo and the autosave hook.

The log ``[(seat, answer)]`` with the options and the seed *is* the game: a save stores
them and loading replays them.  Undo restores the state from before an answer as long as no
reveal (a draw, a shuffle, a roll, hidden information shown) happened since; a reveal closes
undo for everyone.  A seat takes back only its own answers, with the bot answers after them,
never another person's: once another human answered, the earlier answers stay.  Answers the
table gave for a person because the question left no choice count as the bots' do.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any, Callable, Literal

from desktop.engine.protocol import (Answer, Event, Game, Illegal, Options, Outcome, forced_answer,
                                     normal_answer)
from desktop.engine.rng import Rng

#: "human"; "bot" the random bot (tests, the simulator, old saves); "easy" / "medium" / "hard"
#: a computer player of that level (desktop/engine/ai)
SeatKind = Literal["human", "bot", "easy", "medium", "hard"]


@dataclass(slots=True)
class Player:
    name: str
    kind: SeatKind = "human"

    @property
    def computer(self) -> bool:
        """A program plays this seat (the random bot or a computer player)."""
        return self.kind != "human"


@dataclass(slots=True)
class LogItem:
    seat: int
    answer: Answer
    events: list[Event]
    #: given for a person by the table because the question left no choice (undo takes it
    #: back with that person's answer before it, as it does a computer's)
    forced: bool = False


@dataclass(slots=True)
class _Snapshot:
    state: Any
    log_len: int


class Session:
    """Holds one game.  ``answer`` is the only way the state changes."""

    def __init__(self, game: Game, options: Options, seed: int, players: list[Player],
                 save_id: str | None = None):
        if not game.min_seats <= options.seats <= game.max_seats:
            raise ValueError(f"{game.id}: {options.seats} seats not in "
                             f"{game.min_seats}..{game.max_seats}")
        if len(players) != options.seats:
            raise ValueError(f"{len(players)} players for {options.seats} seats")
        self.game = game
        self.options = options
        self.seed = seed
        self.players = players
        self.save_id = save_id or uuid.uuid4().hex[:12]
        self.state, setup = game.start(options, seed)
        self.log: list[LogItem] = []
        #: events of setup (dealing etc.), shown first in the log
        self.setup_events: list[Event] = setup
        self._undo: list[_Snapshot] = []
        #: answers before this index can no longer be undone
        self.barrier = 0
        self.autosave: Callable[["Session"], None] | None = None
        self._bot_rng = Rng.from_seed(seed ^ 0x5EED)
        #: when the save file was first written (kept across autosaves)
        self.created = None

    # -- playing ---------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return self.game.to_act(self.state)

    def check(self, seat: int, answer: Answer) -> Illegal | None:
        return self.game.check(self.state, seat, answer)

    def answer(self, seat: int, answer: Answer, forced: bool = False) -> list[Event]:
        """Apply one answer.  Raises ``Illegal`` (and changes nothing) when refused: the
        game's ``apply`` checks it, once."""
        before = self.game.clone(self.state)
        events = self.game.apply(self.state, seat, answer)
        self.log.append(LogItem(seat, normal_answer(answer), events, forced))
        if any(e.reveals for e in events):
            self.barrier = len(self.log)
            self._undo.clear()
        else:
            self._undo.append(_Snapshot(before, len(self.log) - 1))
        if self.autosave is not None:
            self.autosave(self)
        return events

    def bot_answer(self, seat: int) -> Answer:
        kind = self.players[seat].kind
        if kind in ("easy", "medium", "hard"):  # a computer player: thinks on a clone
            from desktop.engine.ai import make_player

            if not hasattr(self, "_computers"):
                self._computers: dict = {}
            p = self._computers.get(seat)
            if p is None:
                p = self._computers[seat] = make_player(kind, self.seed * 31 + seat)
            return p.choose(self.game, self.game.clone(self.state), seat)
        return self.game.sample_answer(self.state, seat, self._bot_rng)

    def answer_forced(self, limit: int = 100_000) -> list[Event]:
        """Give every person's answer that leaves no choice (a lone Pass, say), until a
        person has a real choice, a computer owes an answer or the game ends.  The answers
        are logged as usual (a save replays them) and marked ``forced``."""
        events: list[Event] = []
        for _ in range(limit):
            for seat in self.to_act():
                if self.players[seat].computer:
                    continue
                only = forced_answer(self.game.decision(self.state, seat))
                # a lone option the rules still refuse is left for the person to see (with
                # its reason), never given
                if only is not None and self.check(seat, only) is None:
                    events += self.answer(seat, only, forced=True)
                    break
            else:
                break
        return events

    def run_bots(self, limit: int = 100_000) -> list[Event]:
        """Let every bot seat that owes an answer answer, until a human owes one or the
        game ends."""
        events: list[Event] = []
        for _ in range(limit):
            bots = [s for s in self.to_act() if self.players[s].computer]
            if not bots:
                break
            events += self.answer(bots[0], self.bot_answer(bots[0]))
        return events

    # -- undo ------------------------------------------------------------------------------
    def can_undo(self, seat: int | None = None) -> bool:
        return self._undo_target(seat) is not None

    def _undo_target(self, seat: int | None) -> int | None:
        """Index in ``_undo`` to restore: the last answer of ``seat`` (any person when None),
        taking back the bot answers after it; None when a reveal is in the way or another
        person answered since (a seat's undo never takes back someone else's answer)."""
        for i in range(len(self._undo) - 1, -1, -1):
            item = self.log[self._undo[i].log_len]
            if self.players[item.seat].computer or item.forced:
                continue
            if seat is None or item.seat == seat:
                return i
            return None  # another person's answer came after: it is theirs to take back
        return None

    def undo(self, seat: int | None = None) -> bool:
        i = self._undo_target(seat)
        if i is None:
            return False
        snap = self._undo[i]
        self.state = snap.state
        del self.log[snap.log_len:]
        del self._undo[i:]
        if self.autosave is not None:
            self.autosave(self)
        return True

    # -- the end ---------------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    def events(self) -> list[Event]:
        out = list(self.setup_events)
        for item in self.log:
            out.extend(item.events)
        return out

    def state_hash(self) -> str:
        return self.game.state_hash(self.state)

    def answers(self) -> list[tuple[int, Answer]]:
        return [(i.seat, i.answer) for i in self.log]

    @classmethod
    def replay(cls, game: Game, options: Options, seed: int, players: list[Player],
               answers: list[tuple[int, Answer]], save_id: str | None = None) -> "Session":
        """Rebuild a session from its log (raises ``Illegal`` if an answer is refused)."""
        s = cls(game, options, seed, players, save_id)
        for seat, ans in answers:
            s.answer(seat, ans)
        return s
