"""Ares Expedition with rivals: the phase card's worths weighed by the stage of the game.

With rivals, every level that searches takes its phase card from the heuristic
(``TmaeAdapter.phase_values``): each phase is worth what the seat would do in it and the picker's
bonus (``phase_parts``), weighed by the odds that no rival picks it anyway.  Those worths are
the same reckoning at every stage of the game, and the 2-seat game they played ran about 15
rounds, the opening the slow part (``docs/computer-players.md``, "Where the rounds go").  Here
each phase's worth, the phase and its bonus alike, is multiplied by a weight that depends on the
terraforming still left (``stage_of``: the 42 steps cut at the file's ``cuts``), in the
seat's own pick and in its guesses of its rivals' picks alike.  Solo nothing is weighed.

The weights are found by a cross-entropy search (CEM) on the heuristic's own 2-seat self-play:
each candidate is a set of weights played by both seats on the same games, scored by the rounds
the games take (fewer is better), and each generation's best few set the sampling of the next.
Two passes: three stages first, then five stages started from the first pass's result.  The
search is deterministic (its own ``Rng`` seed, the games' seeds), so ``python -m desktop train
tmae-phases`` writes the shipped file ``resources/tmae/phase_weights.json`` again, with its
provenance (the passes' parameters and the held-out pace with and without the weights).  A
weight set is kept for the pace only where it is not weaker: the check against the unweighted
heuristic is a benchmark (see the docs), not part of the command.
"""

from __future__ import annotations

import math
import statistics
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

from desktop.engine.ai import model_files
from desktop.engine.rng import Rng
from desktop.paths import RESOURCES

#: where the shipped weights are
MODEL_PATH = RESOURCES / "tmae" / "phase_weights.json"
PHASES = 5

#: the search's passes: stage cuts (terraforming left), games a candidate is played on and
#: from which seed, candidates a generation, how many of them set the next, generations, and
#: the spread of the first generation's log-weights around the start
PASSES = (
    {"cuts": [30, 15], "games": 300, "seed": 5000, "population": 12, "elite": 3,
     "generations": 10, "sigma": 0.3},
    {"cuts": [34, 26, 18, 10], "games": 400, "seed": 6000, "population": 14, "elite": 4,
     "generations": 10, "sigma": 0.2},
)
#: the search's own random numbers
SEARCH_SEED = 1
#: the least spread a log-weight keeps between generations
MIN_SIGMA = 0.05


def stage_of(left: float, cuts: list[int] | tuple[int, ...]) -> int:
    """The stage of a game with ``left`` steps of terraforming left: 0 before the first cut,
    one more at each cut reached (``left`` at or below it)."""
    return sum(1 for c in cuts if left <= c)


class PhaseWeights:
    """Weights per stage and phase (``of(left)``: the five of a stage, phase I first)."""

    def __init__(self, data: dict):
        cuts = [int(c) for c in data["cuts"]]
        weights = [[float(x) for x in row] for row in data["weights"]]
        if cuts != sorted(cuts, reverse=True) or len(weights) != len(cuts) + 1:
            raise ValueError("phase_weights: the stages do not match the cuts")
        if any(len(row) != PHASES or min(row) <= 0 for row in weights):
            raise ValueError(f"phase_weights: each stage needs {PHASES} positive weights")
        self.cuts = tuple(cuts)
        self.weights = tuple(tuple(row) for row in weights)
        self.meta = data.get("provenance", {})

    def of(self, left: float) -> tuple[float, ...]:
        return self.weights[stage_of(left, self.cuts)]

    def as_data(self) -> dict:
        return {"cuts": list(self.cuts), "weights": [list(r) for r in self.weights],
                "provenance": self.meta}


@lru_cache(maxsize=1)
def model() -> PhaseWeights | None:
    """The shipped weights, or None when they are missing or unreadable (the phase worths then
    stand unweighed, with a warning: a computer seat must not stop the game)."""
    return model_files.load(MODEL_PATH, PhaseWeights, "weighs the phase cards without it")


#: weights in use instead of the shipped ones (``playing_with``); ``False``: none at all
_override: PhaseWeights | None | bool = None


def current() -> PhaseWeights | None:
    """The weights the computer players use now."""
    if _override is None:
        return model()
    return _override or None


@contextmanager
def playing_with(weights: PhaseWeights | None):
    """Inside, the players weigh the phases by ``weights`` (None: not at all)."""
    global _override
    was = _override
    _override = weights if weights is not None else False
    try:
        yield
    finally:
        _override = was


# -- the search --------------------------------------------------------------------------------
def _rounds(args) -> list[float]:
    data, seeds = args
    from desktop.engine import registry
    from desktop.engine.ai.arena import play_match

    game = registry.get("tmae")
    options = game.options_model.model_validate({"seats": 2})
    out = []
    with playing_with(PhaseWeights(data) if data is not None else None):
        for s in seeds:
            out.append(float(play_match(game, options, s, ["heuristic", "heuristic"])["rounds"]))
    return out


def pace(weights: PhaseWeights | None, games: int, seed: int, jobs: int = 1) -> list[float]:
    """The rounds of ``games`` 2-seat games of the heuristic against itself (seeds ``seed``
    on), both seats weighing the phases by ``weights`` (None: unweighed)."""
    data = weights.as_data() if weights is not None else None
    seeds = list(range(seed, seed + games))
    if jobs <= 1:
        return _rounds((data, seeds))
    from concurrent.futures import ProcessPoolExecutor

    chunks = [seeds[i::jobs] for i in range(jobs)]
    with ProcessPoolExecutor(jobs) as ex:
        parts = list(ex.map(_rounds, [(data, c) for c in chunks]))
    by_seed = {}
    for c, p in zip(chunks, parts):
        by_seed.update(zip(c, p))
    return [by_seed[s] for s in seeds]


def _weights(cuts, logs) -> PhaseWeights:
    return PhaseWeights({"cuts": cuts, "weights": [[round(math.exp(x), 3) for x in row]
                                                   for row in logs]})


def restage(logs: list[list[float]], cuts: list[int], new_cuts: list[int]) -> list[list[float]]:
    """Log-weights on ``cuts`` carried over to ``new_cuts``: each new stage takes the mean of
    the old stages its span of terraforming left overlaps (42 steps in all)."""
    def span(cs, k):
        hi = 42 if k == 0 else cs[k - 1]
        lo = cs[k] if k < len(cs) else 0
        return lo, hi
    out = []
    for k in range(len(new_cuts) + 1):
        lo, hi = span(new_cuts, k)
        rows = [logs[j] for j in range(len(cuts) + 1)
                if min(hi, span(cuts, j)[1]) > max(lo, span(cuts, j)[0])]
        out.append([statistics.mean(r[p] for r in rows) for p in range(PHASES)])
    return out


def gauss(rng: Rng, mu: float, sigma: float) -> float:
    """A normal draw from the project's generator (Box-Muller)."""
    u1 = (rng.next_u32() + 0.5) / 2.0 ** 32
    u2 = rng.next_u32() / 2.0 ** 32
    return mu + sigma * math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)


def cem(start: list[list[float]], p: dict, jobs: int, rng: Rng, log=print) -> list[list[float]]:
    """One pass of the search from log-weights ``start``; returns the last generation's mean
    log-weights (the pass's result)."""
    n = len(p["cuts"]) + 1
    mean = [row[:] for row in start]
    sig = [[p["sigma"]] * PHASES for _ in range(n)]
    base = statistics.mean(pace(_weights(p["cuts"], mean), p["games"], p["seed"], jobs))
    log(f"  start: {base:.2f} rounds")
    for gen in range(p["generations"]):
        pop = []
        for _ in range(p["population"]):
            logs = [[gauss(rng, mean[s][k], sig[s][k]) for k in range(PHASES)] for s in range(n)]
            r = statistics.mean(pace(_weights(p["cuts"], logs), p["games"], p["seed"], jobs))
            pop.append((r, logs))
        pop.sort(key=lambda t: t[0])
        elite = [e[1] for e in pop[:p["elite"]]]
        for s in range(n):
            for k in range(PHASES):
                xs = [e[s][k] for e in elite]
                mean[s][k] = statistics.mean(xs)
                sig[s][k] = max(MIN_SIGMA, statistics.pstdev(xs))
        log(f"  generation {gen + 1}: best {pop[0][0]:.2f}, median {pop[len(pop) // 2][0]:.2f} "
            "rounds")
    return mean


def train(holdout: int, seed: int, jobs: int, out: Path | None, passes=PASSES,
          search_seed: int = SEARCH_SEED, log=print) -> dict:
    """Run the passes and write the weights with their provenance to ``out`` (None: not
    written); the held-out pace (``holdout`` games from ``seed``) is measured with and without
    them.  Returns the file's contents."""
    rng = Rng.from_seed(search_seed)
    logs: list[list[float]] = [[0.0] * PHASES for _ in range(len(passes[0]["cuts"]) + 1)]
    cuts = passes[0]["cuts"]
    for i, p in enumerate(passes):
        logs = restage(logs, cuts, p["cuts"])
        cuts = p["cuts"]
        log(f"pass {i + 1}: {len(cuts) + 1} stages (cuts {cuts}), {p['games']} games from "
            f"seed {p['seed']}")
        logs = cem(logs, p, jobs, rng, log)
    w = _weights(cuts, logs)
    before = pace(None, holdout, seed, jobs)
    after = pace(w, holdout, seed, jobs)
    diffs = [a - b for a, b in zip(after, before)]
    se = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else None
    log(f"held out ({holdout} games from seed {seed}): {statistics.mean(after):.2f} rounds "
        f"against {statistics.mean(before):.2f} unweighed")
    w.meta = {
        "command": "python -m desktop train tmae-phases",
        "passes": [dict(p) for p in passes], "search_seed": search_seed,
        "objective": "mean rounds of the heuristic's 2-seat self-play (both seats weighed)",
        "holdout": {"games": holdout, "seed": seed,
                    "rounds": round(statistics.mean(after), 3),
                    "rounds_unweighed": round(statistics.mean(before), 3),
                    "paired_se": round(se, 3) if se is not None else None},
    }
    data = w.as_data()
    if out is not None:
        model_files.write(out, data)
    return data
