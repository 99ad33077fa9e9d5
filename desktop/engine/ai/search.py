"""Determinised flat Monte Carlo with successive halving: the computer players' method.

For one decision of seat ``me`` in state ``S``:

1. The *candidates* are built from what the seat sees (its decision and ``view(S, me)``): every
   option of a PickOne (the best ``width`` by the game's heuristic when there are more), for a
   PickSome the heuristic set and its one-swap neighbours plus a few random sets.
2. A *determinisation* is ``reshuffle_hidden(S, me, rng)``: other hands, deck order, face-down
   cards and the state's RNG are resampled consistently with the seat's view.  The search never
   plays on ``S`` itself.
3. Each surviving candidate is applied to a clone of the same determinisation and played on by
   the heuristic *rollout policy* (every seat) for ``depth`` answers or to the end, with common
   random numbers across candidates; the position is scored by the game's heuristic
   *evaluation* (or the real outcome when the game ended): my estimated VP minus the best
   other seat's, plus a bonus for a win.
4. *Successive halving*: after each batch of determinisations the worse half of the candidates
   is dropped, so the rollouts go to the contenders (the heuristic's own answer survives the
   first cut, made on a few noisy playouts); the answer is the survivor with the best mean,
   or where the adapter sets a ``guard`` (the RftG robot's game), the heuristic's own answer
   unless the best beats it by that many paired standard errors (``beats``).

Levels are budgets: rollouts per decision, depth, width, and the heuristic's noise.  ``easy``
does not search at all: it plays the heuristic policy on its own view, with noise.

Budgets are counted in rollouts so that an answer is reproducible for a bot seed (the fairness
test relies on it); ``clock`` (seconds, injected by the caller: desktop/engine reads no clock)
adds a ceiling so that a slow machine never waits more than ``Level.max_seconds``.

A ``helper`` (:mod:`desktop.engine.ai.helper`, given by the app and the arena to hard seats)
plays the second half of each round's determinisations in another process: the same answer,
in about half the time on two cores.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

from desktop.engine.ai.helper import STOP_WAIT
from desktop.engine.protocol import (Answer, Game, Illegal, PickOne, forced_answer, legal_of)
from desktop.engine.rng import Rng


@dataclass(frozen=True, slots=True)
class Level:
    name: str
    #: rollouts per decision (0: no search, the heuristic policy answers)
    rollouts: int
    #: answers played in a rollout before the evaluation (all seats together)
    depth: int
    #: candidates searched at most
    width: int
    #: probability that the top-level heuristic answer is replaced by a random one (easy)
    noise: float
    #: ceiling on the thinking time when the caller gives a clock
    max_seconds: float


LEVELS: dict[str, Level] = {
    # the ceilings keep every level inside its think-time budget (issue 12: medians easy
    # <= 20 ms, medium <= 100 ms, hard <= 500 ms, and their 95th percentiles) on a slow or
    # busy machine; measured here, the rollout counts alone stay under them most of the time
    "easy": Level("easy", 0, 0, 1, 0.15, 0.018),
    "medium": Level("medium", 40, 20, 5, 0.0, 0.09),
    "hard": Level("hard", 200, 36, 8, 0.0, 0.45),
    # not offered to players: the searching levels' own policy without search or noise, for
    # benchmarks (``arena --players heuristic,...``).  With rivals medium and hard take their
    # TM:AE phase card from it, so its self-play pace is theirs, measured a hundred times faster
    "heuristic": Level("heuristic", 0, 0, 1, 0.0, 0.018),
}


class ComputerPlayer:
    """A seat played by a program.  ``choose`` answers from the seat's own view only."""

    def __init__(self, level: str | Level, seed: int = 0, clock: Callable[[], float] | None = None,
                 helper=None):
        self.level = level if isinstance(level, Level) else LEVELS[level]
        self.rng = Rng.from_seed(seed)
        self.clock = clock
        #: a :class:`desktop.engine.ai.helper.Helper` that plays half of each round's playouts
        #: in another process (the same answer, sooner); None: the search plays them all
        self.helper = helper
        #: statistics of the last search (for tests and the arena): candidate -> (n, mean)
        self.last_stats: list[tuple[Any, int, float]] = []
        self.trivial = False

    @property
    def name(self) -> str:
        return self.level.name

    def choose(self, game: Game, state, seat: int) -> Answer:
        from desktop.engine.ai.adapters import adapter_for

        adapter = adapter_for(game)
        decision = game.decision(state, seat)
        rng = self.rng.fork()
        self.last_stats = []
        #: the last question left no choice (the arena times only real decisions)
        forced = forced_answer(decision)
        self.trivial = forced is not None
        if self.trivial:
            return forced
        lv = self.level
        if lv.rollouts <= 0:
            if lv.noise and rng.randbelow(1000) < int(lv.noise * 1000):
                return game.sample_answer(game.clone(state), seat, rng)
            return _checked(game, state, seat,
                            adapter.policy(game, state, seat, decision, rng, greedy=True), rng)
        cands = adapter.candidates(game, state, seat, decision, rng, lv.width)
        cands = _unique_legal(game, state, seat, cands)
        if not cands:
            return game.sample_answer(game.clone(state), seat, rng)
        if len(cands) == 1:
            return cands[0]
        return self.search(game, adapter, state, seat, cands, rng)

    # -- the search ------------------------------------------------------------------------
    def search(self, game: Game, adapter, state, me: int, cands: list, rng: Rng) -> Answer:
        """The best of ``cands`` (legal answers, the heuristic's own first) by determinised
        playouts with successive halving; ``last_stats`` keeps what each got."""
        lv = self.level
        clock = self.clock
        deadline = clock() + lv.max_seconds if clock is not None else None
        n = len(cands)
        total = [0.0] * n
        count = [0] * n
        alive = list(range(n))
        #: how many paired standard errors another answer must beat the heuristic's own by
        #: (``Adapter.guard``; None: the best mean wins), and each candidate's playout values
        #: by determinisation, kept for that comparison only
        guard = adapter.guard(game, state, me)
        per: list[dict[int, float]] = [{} for _ in range(n)]
        dealt = 0
        budget = max(len(cands), int(lv.rollouts / adapter.cost))
        # rounds of halving: log2(n) rounds, each with an equal share of the budget
        rounds = max(1, (n - 1).bit_length())
        spent = 0
        for r in range(rounds):
            share = (budget - spent) // (rounds - r)
            # the round's determinisations and playout seeds, drawn in order (the playouts
            # draw from their own seeds, so the stream does not depend on who plays them)
            batch = []
            for _ in range(max(1, share // len(alive))):
                det = game.reshuffle_hidden(state, me, rng)
                batch.append((det, rng.next_u32()))
            values, late = self._round(game, adapter, me, cands, alive, batch, deadline)
            for d in range(len(batch)):
                for i in alive:
                    v = values.get((d, i))
                    if v is not None:
                        total[i] += v
                        count[i] += 1
                        spent += 1
                        if guard is not None:
                            per[i][dealt + d] = v
            dealt += len(batch)
            if late:
                break  # the ceiling: decide on what was seen
            if len(alive) > 2 or (len(alive) == 2 and r < rounds - 1):
                alive.sort(key=lambda i: -total[i] / max(1, count[i]))
                keep = alive[:max(1, (len(alive) + 1) // 2)]
                if r == 0 and 0 in alive and 0 not in keep:
                    # the heuristic's own answer is not dropped on the first few playouts
                    keep.append(0)
                alive = keep
            if len(alive) == 1:
                break
        # the best of the survivors: a candidate dropped early keeps the mean of its few
        # playouts, and a lucky few must not outbid the contenders' many (winner's curse)
        pool = [i for i in alive if count[i]] or [i for i in range(n) if count[i]] or [0]
        best = max(pool, key=lambda i: (total[i] / count[i] if count[i] else 0.0, count[i], -i))
        if guard is not None and best != 0 and not beats(per[best], per[0], guard):
            best = 0
        self.last_stats = [(cands[i], count[i], total[i] / count[i] if count[i] else 0.0)
                           for i in range(n)]
        return cands[best]

    def _round(self, game: Game, adapter, me: int, cands: list, alive: list[int], batch: list,
               deadline: float | None) -> tuple[dict, bool]:
        """The playouts of one round: every determinisation of ``batch`` with every ``alive``
        candidate.  Returns ``{(det, candidate): value}`` and whether the ceiling came first.
        With a helper the second half of ``batch`` is played in the helper process meanwhile."""
        values: dict[tuple[int, int], float] = {}
        helper = self.helper
        if helper is None or len(batch) < 2 or not helper.acquire():
            return values, self._play(game, adapter, me, cands, alive, batch, 0, len(batch),
                                      values, deadline)
        try:
            mine = (len(batch) + 1) // 2
            seq = helper.start(game.id, me, self.level.depth, [(i, cands[i]) for i in alive],
                               batch[mine:])
            late = self._play(game, adapter, me, cands, alive, batch, 0, mine, values, deadline)
            if seq is None:
                got = None
            elif late:
                got = helper.finish(seq, True, STOP_WAIT)
            else:
                wait = None if deadline is None else max(0.0, deadline - self.clock())
                got = helper.finish(seq, False, wait)
            if got is not None:
                for (d, i), v in got.items():
                    values[(d + mine, i)] = v
            if deadline is not None and self.clock() > deadline:
                return values, True
            if got is None or len(got) < (len(batch) - mine) * len(alive):
                # the helper failed (or was stopped early): play its share here
                late = self._play(game, adapter, me, cands, alive, batch, mine, len(batch),
                                  values, deadline)
            return values, late
        finally:
            helper.release()

    def _play(self, game: Game, adapter, me: int, cands: list, alive: list[int], batch: list,
              lo: int, hi: int, values: dict, deadline: float | None) -> bool:
        """Play ``batch[lo:hi]`` here (what ``values`` lacks); True if the ceiling came."""
        clock = self.clock
        for d in range(lo, hi):
            det, seed = batch[d]
            for i in alive:
                if (d, i) in values:
                    continue
                values[(d, i)] = playout(game, adapter, game.clone(det), me, cands[i],
                                         Rng.from_seed(seed), self.level.depth)
                if deadline is not None and clock() > deadline:
                    return True
        return False


def playout(game: Game, adapter, s, me: int, first: Answer, rng: Rng, depth: int) -> float:
    try:
        game.apply(s, me, first)
    except Illegal:
        return -1e6  # not legal in this determinisation (never for a legal answer)
    n = 0
    to_act = game.to_act
    policy = adapter.rollout_answer
    while n < depth:
        seats = to_act(s)
        if not seats:
            break
        seat = seats[0]
        answer = policy(game, s, seat, rng)
        try:
            game.apply(s, seat, answer)
        except Illegal:
            game.apply(s, seat, game.sample_answer(s, seat, rng))
        n += 1
    return adapter.utility(game, s, me)


def beats(mine: dict[int, float], own: dict[int, float], k: float) -> bool:
    """Whether the values ``mine`` beat ``own`` (each by determinisation) by more than ``k``
    standard errors of their paired difference, over the determinisations both were played on
    (fewer than 3: no).  The best of several noisy means often beats the heuristic's own
    answer by chance alone (the winner's curse); this asks for a margin first."""
    diffs = [v - own[d] for d, v in mine.items() if d in own]
    if len(diffs) < 3:
        return False
    m = sum(diffs) / len(diffs)
    var = sum((x - m) ** 2 for x in diffs) / (len(diffs) - 1)
    return m > k * math.sqrt(var / len(diffs))


# -- helpers ----------------------------------------------------------------------------------
def _checked(game: Game, state, seat: int, answer: Answer, rng: Rng) -> Answer:
    if answer is not None and game.check(state, seat, answer) is None:
        return answer
    return game.sample_answer(game.clone(state), seat, rng)


def _key(a: Answer):
    return tuple(sorted(a)) if isinstance(a, (list, tuple)) else a


def _unique_legal(game: Game, state, seat: int, cands: list) -> list:
    out, seen = [], set()
    for a in cands:
        if a is None:
            continue
        k = _key(a)
        if k in seen:
            continue
        seen.add(k)
        if game.check(state, seat, a) is None:
            out.append(list(a) if isinstance(a, tuple) else a)
    return out


def lean(game: Game, state, seat: int):
    """The lean form of ``seat``'s question: ``game.legal`` where the game has it (FlowGame),
    else built from ``decision``."""
    fn = getattr(game, "legal", None)
    if fn is not None:
        return fn(state, seat)
    return legal_of(game.decision(state, seat))


__all__ = ["LEVELS", "Level", "ComputerPlayer", "beats", "lean", "playout", "PickOne"]
