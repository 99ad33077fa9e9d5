"""Race for the Galaxy against the solitaire robot: the action pair, learned from playouts.

Each round the seat picks two action cards (the solitaire game is played by the advanced
two-player rules).  The heuristic ranks the pairs by an action plan (``rftg._Plan``): what the
round would let the seat place, consume and produce.  The plan does not see what the robot
does in answer, how late the game is, or what its engine is worth by then.  Played out
(stop 48: the search's own candidates, the heuristic's best 8 pairs, each on the same 24
determinisations by the rollout policy), the best pair on half of them was worth 0.2 VP more
than the plan's first on the other half.

This model corrects the plan: a pair's score is ``w_plan * plan + t(a) + t(b)``, where
``t(x)`` is a linear function of the public facts of the position
(``RftgAdapter.solo_facts``, the same facts as ``rftg_solo``) for action ``x``.  It is fitted
by least squares on those playout values, each decision centred on its own mean, so it
learns only how the pairs differ.  It ranks the pairs for every level: the rollout policy, the
candidates of the search, and easy.

``python -m desktop train rftg-actions`` plays the games and fits the weights, in pure Python;
they ship in ``resources/rftg/solo_actions.json`` with the command's parameters and the
held-out gain (provenance).  A robot difficulty the file has no weights for keeps the plan.
"""

from __future__ import annotations

import json
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

from desktop.engine.ai import model_files
from desktop.engine.ai.rftg_solo import DIFFICULTIES, FACTS, read_weights, solve, write_model
from desktop.paths import RESOURCES

#: where the shipped weights are
MODEL_PATH = RESOURCES / "rftg" / "solo_actions.json"

#: the action cards of the advanced two-player game, as the action question names them
ACTIONS = ("e5", "e11", "dev", "dev2", "set", "set2", "trade", "x2", "prod")
#: per action, a constant and each fact
TERMS = ("1",) + FACTS
#: the model's inputs: the plan's value, then per action its terms
INPUTS = ("plan",) + tuple(f"{a}:{t}" for a in ACTIONS for t in TERMS)
#: the search's candidates per decision (hard's width) and determinisations per decision
WIDTH = 8
DETS = 24
#: the ridge, on each input's scale (its mean square over the rows)
RIDGE = 0.01


def terms(facts: list[float]) -> list[float]:
    return [1.0] + [float(x) for x in facts]


def action_terms(w: list[float], facts: list[float]) -> dict[str, float]:
    """Each action's term ``t(x)`` of weights ``w`` in a position of ``facts``."""
    t = terms(facts)
    n = len(TERMS)
    return {a: sum(w[1 + k * n + j] * t[j] for j in range(n)) for k, a in enumerate(ACTIONS)}


class ActionModel:
    """Weights per robot difficulty; ``per_action`` gives what ranks the pairs of action
    cards: the plan's weight and each action's term."""

    def __init__(self, data: dict):
        self.weights = read_weights(data, INPUTS, "solo_actions")
        self.meta = data.get("provenance", {})

    def per_action(self, difficulty: str, facts: list[float]) -> tuple[float, dict] | None:
        """(the plan's weight, each action's term) for a position, or None when the
        difficulty has no weights."""
        w = self.weights.get(difficulty)
        if w is None:
            return None
        return w[0], action_terms(w, facts)


@lru_cache(maxsize=1)
def model() -> ActionModel | None:
    """The shipped model, or None when it is missing or unreadable (the plan alone then
    ranks the pairs, with a warning: a computer seat must not stop the game)."""
    return model_files.load(MODEL_PATH, ActionModel,
                            "ranks its actions against the robot without it")


@contextmanager
def playing_with(path: Path):
    """``model()`` loads the weights of ``path`` inside (the training plays its games with
    them); the shipped file again after."""
    global MODEL_PATH
    was = MODEL_PATH
    MODEL_PATH = Path(path)
    model.cache_clear()
    try:
        yield
    finally:
        MODEL_PATH = was
        model.cache_clear()


# -- training ----------------------------------------------------------------------------------
def is_action_question(ids) -> bool:
    return bool(ids) and set(ids) <= set(ACTIONS)


def collect(difficulty: str, seeds: list[int], dets: int | None = None,
            width: int | None = None, play_with: Path | None = None) -> list[dict]:
    """Games of the rollout policy against the robot; at each of its action questions, the
    search's candidates (``width`` pairs) each played out on the same ``dets``
    determinisations: ``{"facts", "pairs", "plan", "values"}`` per question.  The position
    is the seat's own (the determinisations are drawn from its view, as the search draws
    them).  By default the model in use, if any, is switched off so that the rows hold the
    plan's ranking; ``play_with`` (a weights file) ranks the pairs by that model instead, in
    the games, the candidates and the playouts (a round of policy iteration: the fit then
    learns the values of the play that model makes)."""
    from desktop.engine import registry
    from desktop.engine.ai import rftg as R
    from desktop.engine.ai import search
    from desktop.engine.ai.adapters import adapter_for
    from desktop.engine.rng import Rng

    dets = DETS if dets is None else dets
    width = WIDTH if width is None else width
    game = registry.get("rftg")
    ad = adapter_for(game)
    options = game.options_model.model_validate({"seats": 1, "difficulty": difficulty})
    rows: list[dict] = []
    with (R.actions_model_off() if play_with is None else playing_with(play_with)):
        for s in seeds:
            st = game.new(options, s)
            rng = Rng.from_seed(s * 1009 + 5)
            play = Rng.from_seed(s * 31 + 7)
            while True:
                seats = game.to_act(st)
                if not seats:
                    break
                seat = seats[0]
                ids = list(game.legal(st, seat).ids)
                if is_action_question(ids):
                    cands = ad.candidates(game, st, seat, game.decision(st, seat), rng, width)
                    if len(cands) >= 2:
                        view = game.lean_view(st, seat)
                        pairs = [list(c) if isinstance(c, (list, tuple)) else [c] for c in cands]
                        values = [[0.0] * dets for _ in cands]
                        for d in range(dets):
                            det = game.reshuffle_hidden(st, seat, rng)
                            seed = rng.next_u32()
                            for i, c in enumerate(cands):
                                values[i][d] = search.playout(game, ad, game.clone(det), seat, c,
                                                              Rng.from_seed(seed),
                                                              search.LEVELS["hard"].depth)
                        rows.append({"facts": ad.solo_facts(view), "pairs": pairs,
                                     "plan": ad.plan_values(view, seat, pairs),
                                     "values": [sum(v) / dets for v in values]})
                game.apply(st, seat, ad.rollout_answer(game, st, seat, play))
    return rows


def _centred(row: dict) -> tuple[list[float], list[list[float]], list[float], list[float]]:
    """A question's pairs centred on their means: (plan, action counts, values, terms)."""
    k = len(row["pairs"])
    plan = [float(p) for p in row["plan"]]
    mp = sum(plan) / k
    counts = [[float(sum(1 for x in pair if x == a)) for a in ACTIONS] for pair in row["pairs"]]
    mc = [sum(c[j] for c in counts) / k for j in range(len(ACTIONS))]
    vals = [float(v) for v in row["values"]]
    mv = sum(vals) / k
    return ([p - mp for p in plan], [[c[j] - mc[j] for j in range(len(ACTIONS))] for c in counts],
            [v - mv for v in vals], terms(row["facts"]))


def fit(rows: list[dict], ridge: float = RIDGE) -> list[float]:
    """Least squares of the centred values on the centred inputs, with a ridge on each
    input's scale, by Gaussian elimination on the normal equations.  An input of a pair is
    its plan value and, per action it holds, the position's terms, so a question's block of
    the normal equations is (action counts' products) x (terms' products)."""
    n_t = len(TERMS)
    n_a = len(ACTIONS)
    n = len(INPUTS)
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    count = 0
    for row in rows:
        plan, counts, vals, t = _centred(row)
        tt = [[x * y for y in t] for x in t]
        # action-count products summed over the pairs, and their products with plan / values
        s_cc = [[sum(c[i] * c[j] for c in counts) for j in range(n_a)] for i in range(n_a)]
        s_cp = [sum(c[i] * p for c, p in zip(counts, plan)) for i in range(n_a)]
        s_cv = [sum(c[i] * v for c, v in zip(counts, vals)) for i in range(n_a)]
        a[0][0] += sum(p * p for p in plan)
        b[0] += sum(p * v for p, v in zip(plan, vals))
        for i in range(n_a):
            bi = 1 + i * n_t
            if s_cp[i]:
                for x in range(n_t):
                    a[0][bi + x] += s_cp[i] * t[x]
            if s_cv[i]:
                for x in range(n_t):
                    b[bi + x] += s_cv[i] * t[x]
            for j in range(n_a):
                s = s_cc[i][j]
                if not s:
                    continue
                bj = 1 + j * n_t
                for x in range(n_t):
                    ra = a[bi + x]
                    tx = tt[x]
                    for y in range(n_t):
                        ra[bj + y] += s * tx[y]
        count += len(vals)
    for i in range(1, n):
        a[i][0] = a[0][i]
    for i in range(n):
        scale = a[i][i] / count if count else 0.0
        a[i][i] += ridge * count * scale if scale else 1.0  # an input never seen: weight 0
    return solve(a, b)


def gain(w: list[float], rows: list[dict]) -> tuple[float, float, float]:
    """On ``rows`` the model did not see: how much more the model's first pair is worth than
    the rows' first (the ranking their games were played with: the plan's, or the model's of
    ``collect(play_with=...)``), as mean and standard error in VP of a playout, and how often
    they differ."""
    diffs = []
    for row in rows:
        per = action_terms(w, row["facts"])
        sc = [w[0] * p + sum(per[x] for x in pair) for pair, p in zip(row["pairs"], row["plan"])]
        best = max(range(len(sc)), key=lambda i: (sc[i], -i))
        diffs.append(row["values"][best] - row["values"][0])
    if not diffs:
        return 0.0, 0.0, 0.0
    m = sum(diffs) / len(diffs)
    var = sum((d - m) ** 2 for d in diffs) / max(1, len(diffs) - 1)
    return m, (var / len(diffs)) ** 0.5, sum(1 for d in diffs if d) / len(diffs)


def _collect_job(args) -> list[dict]:
    difficulty, seeds, dets, width, play_with = args
    return collect(difficulty, seeds, dets, width, play_with)


def train(games: int, seed: int, holdout: int, difficulties: tuple[str, ...], jobs: int,
          out: Path | None, log=print, iterate: bool = False) -> dict:
    """Fit the weights of each of ``difficulties`` on ``games`` games from ``seed`` (difficulty
    k of ``DIFFICULTIES`` from ``seed + k * 10,000,000``), report the gain on ``holdout`` more;
    keep the weights ``out`` already holds for the others; write ``out`` (None: do not).

    ``iterate``: a round of policy iteration.  The games are played with the weights ``out``
    holds (it must hold them for each difficulty fitted), not with the plan alone, and the
    held-out gain is over the pairs those weights rank first; the fit records the one it
    started from (``played_with``)."""
    weights: dict[str, list[float]] = {}
    fits: dict[str, dict] = {}
    if out is not None and out.exists():
        try:
            old = ActionModel(json.loads(out.read_text(encoding="utf-8")))
            weights.update({d: [round(x, 6) for x in w] for d, w in old.weights.items()})
            fits.update(old.meta.get("fit", {}))
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            pass
    play_with = None
    if iterate:
        missing = [d for d in difficulties if d not in weights]
        if out is None:
            raise ValueError("--iterate: no weights file to start from")
        if missing:
            raise ValueError(f"--iterate: {out} holds no weights for {', '.join(missing)}")
        # the games play the file as it is now: it is written only once every fit is done
        play_with = out
    for diff in difficulties:
        base = seed + DIFFICULTIES.index(diff) * 10_000_000
        rows = _run(diff, list(range(base, base + games)), jobs, play_with)
        held = _run(diff, list(range(base + games, base + games + holdout)), jobs, play_with)
        w = fit(rows)
        g, se, changed = gain(w, held)
        command = (f"python -m desktop train rftg-actions --games {games} --seed {seed} "
                   f"--holdout {holdout} --difficulty {diff}" + (" --iterate" if iterate
                                                                   else ""))
        entry = {"questions": len(rows), "holdout_questions": len(held),
                 "holdout_gain_vp": round(g, 4), "holdout_gain_se": round(se, 4),
                 "holdout_changed": round(changed, 4), "command": command}
        if iterate:
            entry["played_with"] = fits.get(diff, {})
        fits[diff] = entry
        weights[diff] = [round(x, 6) for x in w]
        over = "the weights it played with" if iterate else "the plan's"
        log(f"{diff}: {len(rows)} action questions from {games} games; held out ({holdout} "
            f"games, {len(held)} questions): the model's pair {g:+.3f} VP (se {se:.3f}) "
            f"over {over}, a different pair in {100 * changed:.0f}%")
    data = write_model(out, INPUTS, weights, {
        "what": "least squares (ridge 0.01 on each input's scale) of the playout values of "
                f"the search's {WIDTH} candidate action pairs, each on the same {DETS} "
                "determinisations, centred per question, on the plan's value and per-action "
                "linear terms of the public facts (rftg_solo.FACTS); difficulty k plays "
                "seeds from seed + k * 10,000,000",
        "fit": fits,
    })
    model.cache_clear()
    return data


def _run(difficulty: str, seeds: list[int], jobs: int,
         play_with: Path | None = None) -> list[dict]:
    """``collect`` over ``seeds`` in ``jobs`` processes; the rows in the order of the seeds,
    so the result does not depend on ``jobs``."""
    chunks = [seeds[i:i + 4] for i in range(0, len(seeds), 4)]
    if jobs <= 1 or len(chunks) <= 1:
        return [r for c in chunks for r in collect(difficulty, c, DETS, WIDTH, play_with)]
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn")) as ex:
        parts = list(ex.map(_collect_job, [(difficulty, c, DETS, WIDTH, play_with)
                                           for c in chunks]))
    return [r for p in parts for r in p]
