"""Computer players think in the background (a QThreadPool worker), never on the GUI thread.

``ComputerRunner.sync(session)`` is called after every change of the table: for each computer
seat (kind ``easy`` / ``medium`` / ``hard``) that owes an answer and has no job yet, it clones
the state *now* -- before any other seat of a simultaneous choice answers, so that what the
others choose in secret is never in the state the search sees -- and queues a job.  The worker
thinks on that clone (``ComputerPlayer.choose``) and reports through a queued signal;
``ready(seat)`` is emitted on the GUI thread.  ``take(session, seat)`` hands the answer over if
it still fits: the same session, no undo since the job began (the log up to then is the same
objects), the seat still owes the same question, and ``check`` accepts it.  A stale answer is
dropped (and a new job starts at the next ``sync``).

The session is never touched from the worker: a save taken while a computer thinks holds
only whole answers.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from desktop.engine.ai import COMPUTER_KINDS, HELPED, ComputerPlayer, make_player
from desktop.engine.ai.helper import shared_helper
from desktop.engine.ai.search import lean

log = logging.getLogger(__name__)


@dataclass(eq=False)
class _Job:
    session: Any
    seat: int
    log_len: int
    last: Any
    legal: Any
    snapshot: Any
    player: ComputerPlayer
    answer: Any = None
    done: bool = False
    failed: bool = False
    seconds: float = 0.0
    started: float = field(default_factory=time.perf_counter)

    def fits(self, session) -> bool:
        if session is not self.session or len(session.log) < self.log_len:
            return False
        if self.log_len and session.log[self.log_len - 1] is not self.last:
            return False  # undone (and perhaps played again) since the job began
        if self.seat not in session.to_act():
            return False
        return lean(session.game, session.state, self.seat) == self.legal


class _Relay(QObject):
    finished = Signal(object)


class _Task(QRunnable):
    def __init__(self, job: _Job, relay: _Relay):
        super().__init__()
        self.job = job
        self.relay = relay
        self.setAutoDelete(True)

    def run(self) -> None:  # the worker thread
        job = self.job
        t0 = time.perf_counter()
        try:
            job.answer = job.player.choose(job.session.game, job.snapshot, job.seat)
        except Exception:  # noqa: BLE001 - a failing search must not end the game
            log.exception("computer player of seat %s failed", job.seat)
            job.failed = True
        job.seconds = time.perf_counter() - t0
        job.done = True
        job.snapshot = None
        self.relay.finished.emit(job)


class ComputerRunner(QObject):
    """Background thinking for the computer seats of one table."""

    #: a computer seat's answer is ready (GUI thread)
    ready = Signal(int)
    #: True while some computer seat is thinking
    thinking = Signal(bool)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.finished.connect(self._finished)
        self._jobs: dict[int, _Job] = {}
        self._session = None
        self._players: dict[int, ComputerPlayer] = {}

    # -- jobs -----------------------------------------------------------------------------------
    def sync(self, session) -> None:
        """Drop jobs that no longer fit, start one for each computer seat that owes an answer."""
        if session is not self._session:
            self.cancel()
            self._session = session
            self._players = {}
        if session is None:
            return
        for seat, job in list(self._jobs.items()):
            if not job.fits(session):
                del self._jobs[seat]
        if session.outcome() is not None:
            return
        for seat in session.to_act():
            kind = session.players[seat].kind
            if kind in COMPUTER_KINDS and seat not in self._jobs:
                self._start(session, seat, kind)
        self.thinking.emit(self.is_thinking())

    def _start(self, session, seat: int, kind: str) -> None:
        player = self._players.get(seat)
        if player is None or player.name != kind:
            # hard searches on two cores: the process's helper (started on first use; until
            # it is up, or if it cannot start, the search plays alone -- the same answers)
            helper = shared_helper() if kind in HELPED else None
            player = self._players[seat] = make_player(kind, session.seed * 31 + seat,
                                                       clock=time.perf_counter, helper=helper)
        game = session.game
        job = _Job(session, seat, len(session.log), session.log[-1] if session.log else None,
                   lean(game, session.state, seat), game.clone(session.state), player)
        self._jobs[seat] = job
        self._pool.start(_Task(job, self._relay))

    def _finished(self, job: _Job) -> None:
        if self._jobs.get(job.seat) is job:
            self.ready.emit(job.seat)
        self.thinking.emit(self.is_thinking())

    def take(self, session, seat: int):
        """The ready answer of ``seat`` if it still fits, else None (still thinking, or stale:
        then it is dropped and the next ``sync`` starts again)."""
        job = self._jobs.get(seat)
        if job is None or not job.done:
            return None
        del self._jobs[seat]
        if not job.fits(session):
            return None
        if job.failed or session.check(seat, job.answer) is not None:
            # never stall the table: a random legal answer (logged as a failure above)
            return session.game.sample_answer(session.game.clone(session.state), seat,
                                              job.player.rng)
        return job.answer

    def is_thinking(self, seat: int | None = None) -> bool:
        if seat is not None:
            job = self._jobs.get(seat)
            return job is not None and not job.done
        return any(not j.done for j in self._jobs.values())

    def has_answer(self, seat: int) -> bool:
        job = self._jobs.get(seat)
        return job is not None and job.done

    def cancel(self) -> None:
        """Forget every job (Home, a new game): late answers are dropped."""
        self._jobs.clear()
        self._session = None

    def wait(self, ms: int = 10_000) -> bool:
        """Block until the worker is idle (tests, closing the window)."""
        return self._pool.waitForDone(ms)
