"""Race for the Galaxy against the solitaire robot: a learned evaluation of a position.

The searching levels stop a playout after ``depth`` answers and score the position it reached.
Against the robot most playouts of the first five rounds stop before the game ends (stop 39,
hard on two games: 4-40% of them reach the end before round 5, all of them from round 7), so
the score of a cut-off position steers the early game.  The hand-made estimate (my VP now,
with a little for hand, goods and powers, minus the robot's VP now) explains 24% of the
variance of how the game then ends; a linear model of the lean view's public facts, with each
fact also weighed by how many cards the longest tableau still lacks, explains 39% (held-out
games).  It is fitted here by least squares on what the rollout policy goes on to score, on
the scale of a finished playout (my final margin, plus or minus 10 for the win), so the
search weighs a cut-off playout and a finished one alike.

``python -m desktop train rftg-solo`` plays the games and fits one model per robot
difficulty, in pure Python; the weights ship in ``resources/rftg/solo_eval.json`` with the
command's parameters and the held-out fit (provenance).  Every fact is read from
``lean_view(state, None)``'s public part: no hand, no deck, no robot pile.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from desktop.engine.ai import model_files
from desktop.paths import RESOURCES

#: where the shipped weights are
MODEL_PATH = RESOURCES / "rftg" / "solo_eval.json"

#: the facts of a position, in order (``RftgAdapter.solo_facts``)
FACTS = ("points", "card_vp", "six", "hand", "goods", "powers", "producers", "windfalls",
         "military", "tableau", "robot_vp", "robot_tableau", "robot_credit", "robot_economy",
         "robot_markers", "pool", "round", "left")
#: facts also weighed by ``left`` (the cards the longest tableau still lacks): what an
#: engine or a lead is worth depends on how long the game still runs
BY_LEFT = ("points", "card_vp", "six", "hand", "goods", "powers", "producers", "windfalls",
           "military", "tableau", "robot_vp", "robot_credit", "robot_economy", "robot_markers")
_LEFT = FACTS.index("left")
_BY_LEFT = tuple(FACTS.index(f) for f in BY_LEFT)
#: the model's inputs: the facts, a constant, the facts weighed by ``left``
INPUTS = FACTS + ("1",) + tuple(f + "*left" for f in BY_LEFT)
DIFFICULTIES = ("easy", "medium", "hard")


def inputs(facts: list[float]) -> list[float]:
    left = facts[_LEFT]
    return list(facts) + [1.0] + [facts[k] * left for k in _BY_LEFT]


def read_weights(data: dict, inputs: tuple[str, ...], name: str) -> dict[str, list[float]]:
    """The weights per robot difficulty of a shipped model file, checked against the inputs
    the code computes (ValueError, naming the file's model, if they differ)."""
    if tuple(data.get("inputs", ())) != inputs:
        raise ValueError(f"{name}: its inputs are not the ones this code computes")
    weights: dict[str, list[float]] = {}
    for diff, w in data["weights"].items():
        if diff not in DIFFICULTIES or len(w) != len(inputs):
            raise ValueError(f"{name}: bad weights for {diff!r}")
        weights[diff] = [float(x) for x in w]
    return weights


def write_model(out: Path | None, inputs: tuple[str, ...], weights: dict[str, list[float]],
                provenance: dict) -> dict:
    """A model file's contents (its inputs, weights per robot difficulty and provenance),
    written to ``out`` unless it is None; the contents are returned."""
    data = {"inputs": list(inputs), "weights": weights, "provenance": provenance}
    if out is not None:
        model_files.write(out, data)
    return data


class SoloModel:
    """Weights per robot difficulty; ``value`` is the predicted final utility."""

    def __init__(self, data: dict):
        self.weights = read_weights(data, INPUTS, "solo_eval")
        self.meta = data.get("provenance", {})

    def value(self, difficulty: str, facts: list[float]) -> float | None:
        w = self.weights.get(difficulty)
        if w is None:
            return None
        return sum(a * b for a, b in zip(w, inputs(facts)))


@lru_cache(maxsize=1)
def model() -> SoloModel | None:
    """The shipped model, or None when it is missing or unreadable (the hand-made estimate
    then scores, with a warning: a computer seat must not stop the game)."""
    return model_files.load(MODEL_PATH, SoloModel,
                            "scores positions against the robot without it")


# -- training ----------------------------------------------------------------------------------
def play(difficulty: str, seed: int, games: int, every: int = 3):
    """Games of the rollout policy against the robot: (inputs, final utility) at every
    ``every``-th answer of each game; seeds ``seed`` .. ``seed + games - 1``."""
    from desktop.engine import registry
    from desktop.engine.ai.adapters import adapter_for
    from desktop.engine.rng import Rng

    game = registry.get("rftg")
    ad = adapter_for(game)
    options = game.options_model.model_validate({"seats": 1, "difficulty": difficulty})
    xs: list[list[float]] = []
    ys: list[float] = []
    for s in range(seed, seed + games):
        st = game.new(options, s)
        rng = Rng.from_seed(s * 7 + 1)
        mine: list[list[float]] = []
        k = 0
        while True:
            seats = game.to_act(st)
            if not seats:
                break
            if k % every == 0:
                mine.append(inputs(ad.solo_facts(game.lean_view(st, None))))
            k += 1
            game.apply(st, seats[0], ad.rollout_answer(game, st, seats[0], rng))
        y = ad.utility(game, st, 0)
        xs += mine
        ys += [y] * len(mine)
    return xs, ys


def fit(xs: list[list[float]], ys: list[float], ridge: float = 1e-3) -> list[float]:
    """Least squares with a small ridge (scaled by the number of rows), solved by Gaussian
    elimination on the normal equations; the constant input is not shrunk."""
    n = len(INPUTS)
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for x, y in zip(xs, ys):
        for i in range(n):
            xi = x[i]
            if xi:
                row = a[i]
                for j in range(i, n):
                    row[j] += xi * x[j]
                b[i] += xi * y
    for i in range(n):
        for j in range(i):
            a[i][j] = a[j][i]
    one = INPUTS.index("1")
    for i in range(n):
        if i != one:
            a[i][i] += ridge * len(xs)
    return solve(a, b)


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """The solution of ``a w = b`` by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        if abs(m[p][c]) < 1e-12:
            raise ValueError("the inputs are degenerate (too few games?)")
        m[c], m[p] = m[p], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            if f:
                mr, mc = m[r], m[c]
                for k in range(c, n + 1):
                    mr[k] -= f * mc[k]
    w = [0.0] * n
    for r in range(n - 1, -1, -1):
        w[r] = (m[r][n] - sum(m[r][k] * w[k] for k in range(r + 1, n))) / m[r][r]
    return w


def r2(w: list[float], xs: list[list[float]], ys: list[float]) -> float:
    """The share of the variance of ``ys`` the model explains."""
    mean = sum(ys) / len(ys)
    tot = sum((y - mean) ** 2 for y in ys)
    res = sum((y - sum(a * b for a, b in zip(w, x))) ** 2 for x, y in zip(xs, ys))
    return 1.0 - res / tot if tot else 0.0


def train(games: int, seed: int, holdout: int, out: Path | None, log=print) -> dict:
    """Fit one model per robot difficulty on ``games`` games from ``seed``, report the fit
    on ``holdout`` more; write the weights to ``out`` (None: do not write)."""
    weights, fits = {}, {}
    for k, diff in enumerate(DIFFICULTIES):
        base = seed + k * 10_000_000
        xs, ys = play(diff, base, games)
        w = fit(xs, ys)
        hx, hy = play(diff, base + games, holdout)
        fits[diff] = {"rows": len(xs), "r2_train": round(r2(w, xs, ys), 4),
                      "r2_holdout": round(r2(w, hx, hy), 4), "holdout_rows": len(hx)}
        weights[diff] = [round(x, 6) for x in w]
        log(f"{diff}: {len(xs)} positions from {games} games, R2 {fits[diff]['r2_train']}, "
            f"held out ({holdout} games) {fits[diff]['r2_holdout']}")
    data = write_model(out, INPUTS, weights, {
        "command": f"python -m desktop train rftg-solo --games {games} --seed {seed} "
                   f"--holdout {holdout}",
        "what": "least squares (ridge 1e-3) of the rollout policy's final utility against "
                "the robot (margin, +-10 for the win) on the lean view's public facts; "
                "difficulty k plays seeds from seed + k * 10,000,000",
        "fit": fits,
    })
    model.cache_clear()
    return data
