"""A second core for a search: a helper process that plays part of each round's playouts.

Root parallelism over determinisations.  The search (:mod:`desktop.engine.ai.search`) draws a
round's determinisations and playout seeds itself, in order, exactly as it does alone; the
helper plays the second half of them while the search plays the first; the values are added in
the order of the determinisations.  So without a clock the answer and the statistics are the
ones the search finds alone, bit for bit (reproducibility and the fairness test rely on it), and
with a clock twice as many playouts fit under a level's ceiling on a machine with two cores.

The helper is sent determinisations only -- states whose hidden parts the search has already
resampled from its seat's view -- never the real state, so it cannot see more than the seat.

It is a ``spawn`` process (safe beside Qt's threads, and what a frozen app supports: the entry
point calls ``multiprocessing.freeze_support()``).  Until it has started and said so, and
whenever it is busy, broken or gone, the search simply plays every playout itself: a helper can
make a search faster, never wrong, and never stall it.

No clock here either: the search says when to stop (``finish(stop=True)``), and the helper stops
after the playout it is playing.
"""

from __future__ import annotations

import multiprocessing
import threading
from typing import Any

#: how long the search waits for a stopped helper's last playout before it gives up on its share
STOP_WAIT = 0.25


class Helper:
    """One helper process, used by one search at a time (``acquire`` / ``release``)."""

    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        self._conn, child = ctx.Pipe()
        self._proc = ctx.Process(target=serve, args=(child,), daemon=True, name="tabula-helper")
        self._proc.start()
        child.close()
        self._ready = False
        self._broken = False
        self._seq = 0
        self._lock = threading.Lock()
        #: rounds whose playouts came back from the helper (for the arena and autoplay reports)
        self.rounds = 0

    # -- state -----------------------------------------------------------------------------------
    def acquire(self) -> bool:
        """True if the helper has started and is free for this search (never blocks)."""
        if self._broken or not self._lock.acquire(blocking=False):
            return False
        if not self._ready:
            try:
                while self._conn.poll():
                    if self._conn.recv()[0] == "ready":
                        self._ready = True
            except (EOFError, OSError):
                self._broken = True
        if self._ready and not self._broken and self._proc.is_alive():
            return True
        self._lock.release()
        return False

    def release(self) -> None:
        self._lock.release()

    def wait_ready(self, seconds: float) -> bool:
        """Wait up to ``seconds`` for the helper to start (the arena, tests); True if it has."""
        if not self._ready and not self._broken:
            try:
                if self._conn.poll(seconds) and self._conn.recv()[0] == "ready":
                    self._ready = True
            except (EOFError, OSError):
                self._broken = True
        return self._ready and self.usable

    @property
    def usable(self) -> bool:
        return not self._broken and self._proc.is_alive()

    # -- a round ---------------------------------------------------------------------------------
    def start(self, game_id: str, me: int, depth: int, cands: list[tuple[int, Any]],
              dets: list[tuple[Any, int]]) -> int | None:
        """Send playouts: each determinisation of ``dets`` (state, playout seed) with each
        ``(index, answer)`` of ``cands``.  Returns the round's number, or None (broken)."""
        self._seq += 1
        try:
            self._conn.send(("run", self._seq, game_id, me, depth, cands, dets))
        except (OSError, ValueError, EOFError):
            self._broken = True
            return None
        return self._seq

    def finish(self, seq: int, stop: bool, wait: float | None) -> dict[tuple[int, int], float] | None:
        """The values of round ``seq``: ``{(det, candidate index): value}``.  ``stop`` asks the
        helper to stop after its current playout; ``wait`` (seconds, None: as long as it takes)
        bounds how long to wait for the answer.  None if it did not come (the caller plays the
        missing playouts itself, or does without them when its time is up)."""
        try:
            if stop:
                self._conn.send(("stop", seq))
            while True:
                if wait is None:
                    while not self._conn.poll(1.0):
                        if not self._proc.is_alive():
                            self._broken = True
                            return None
                elif not self._conn.poll(wait):
                    if not stop:  # out of time: stop it, and take what it has
                        return self.finish(seq, True, STOP_WAIT)
                    # a slow stop (a busy machine): do without its share; its late answer is
                    # passed over by the next round, which waits for its own number
                    return None
                msg = self._conn.recv()
                if msg[0] == "done" and msg[1] == seq:
                    self.rounds += 1
                    return msg[2]
        except (OSError, EOFError, ValueError):
            self._broken = True
            return None

    def close(self) -> None:
        try:
            self._conn.send(("quit",))
        except (OSError, ValueError):
            pass
        self._proc.join(1.0)
        if self._proc.is_alive():
            self._proc.terminate()
            self._proc.join(1.0)
        self._conn.close()
        self._broken = True

    @property
    def pid(self) -> int | None:
        return self._proc.pid


def serve(conn) -> None:
    """The helper process: plays the playouts it is sent until told to quit (or the search's
    end of the pipe closes)."""
    import signal

    # Ctrl+C in the terminal is the app's to handle; the helper ends when its pipe closes
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    from desktop.engine import registry
    from desktop.engine.ai.adapters import adapter_for
    from desktop.engine.ai.search import playout
    from desktop.engine.rng import Rng

    conn.send(("ready",))
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg[0] == "quit":
            return
        if msg[0] != "run":
            continue  # a stop that came after its round was done
        _, seq, game_id, me, depth, cands, dets = msg
        game = registry.get(game_id)
        adapter = adapter_for(game)
        out: dict[tuple[int, int], float] = {}
        stopped = False
        for d, (det, seed) in enumerate(dets):
            for i, answer in cands:
                out[(d, i)] = playout(game, adapter, game.clone(det), me, answer,
                                      Rng.from_seed(seed), depth)
                try:
                    m = conn.recv() if conn.poll() else None
                except (EOFError, OSError):
                    return  # the search's process is gone
                if m is not None:
                    if m[0] == "quit":
                        return
                    if m[0] == "stop" and m[1] == seq:
                        stopped = True
                        break
            if stopped:
                break
        try:
            conn.send(("done", seq, out))
        except (OSError, ValueError):
            return


class HelperSlot:
    """A helper started on first use and started again if it dies -- but not again and again:
    after ``max_lost`` helpers died (or could not start) the searches play alone.  Closing it on
    purpose does not count."""

    def __init__(self, max_lost: int = 3, factory=None):
        self.max_lost = max_lost
        #: helpers that died or could not be started
        self.lost = 0
        self._factory = factory or Helper
        self._helper: Helper | None = None
        self._lock = threading.Lock()

    def get(self) -> Helper | None:
        with self._lock:
            if self._helper is not None and not self._helper.usable:
                self.lost += 1
                self._helper = None
            if self._helper is None and self.lost < self.max_lost:
                try:
                    self._helper = self._factory()
                except (OSError, RuntimeError, ValueError):
                    self.lost += 1
            return self._helper

    def rounds(self) -> int:
        """Rounds the current helper has played (0 if none is started)."""
        with self._lock:
            return self._helper.rounds if self._helper is not None else 0

    def close(self) -> None:
        with self._lock:
            if self._helper is not None:
                self._helper.close()
                self._helper = None


#: the app's helper: one per process, shared by its hard seats (one search at a time)
SHARED = HelperSlot()


def shared_helper() -> Helper | None:
    """The process's helper, started on first use (None where none can be started)."""
    return SHARED.get()


def shared_rounds() -> int:
    """Rounds the process's helper has played so far (0 if none was started)."""
    return SHARED.rounds()


def close_shared() -> None:
    SHARED.close()
