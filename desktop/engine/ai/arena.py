"""Matches between players (``easy``, ``medium``, ``hard``, ``heuristic``, ``random``) for
``python -m desktop arena``: rotating seats, win rates with 95% intervals, scores, rounds, think
times.

A computer seat in a simultaneous choice (RftG's action selection, TM:AE's planning) thinks on
the state as it was when its question was asked, before any other seat of the block answered:
what the others chose in secret is in the state but not in its view, and a search must not
find it there (``reshuffle_hidden`` does not resample answers already given).
"""

from __future__ import annotations

import math
import statistics
from typing import Any, Callable

from desktop.engine.ai import make_player
from desktop.engine.protocol import Game


def seat_kinds(players: list[str], seats: int, k: int) -> list[str]:
    """Who sits where in game ``k``: the list rotated by ``k``."""
    n = len(players)
    return [players[(i - k) % n] for i in range(seats)]


def play_match(game: Game, options, seed: int, kinds: list[str],
               clock: Callable[[], float] | None = None, helper=None) -> dict:
    """One game.  Returns scores, winners, rounds, answers and think times per seat (ms).
    ``helper``: the helper process the hard seats search with, as in the app."""
    players = [make_player(kind, seed * 7919 + 13 * i + 1, clock, helper)
               for i, kind in enumerate(kinds)]
    state = game.new(options, seed)
    asked: dict[int, Any] = {}
    think: list[list[float]] = [[] for _ in kinds]
    answers = 0
    while True:
        seats = game.to_act(state)
        if not seats:
            break
        if answers >= game.max_answers:
            raise RuntimeError(f"{game.id}: no end after {answers} answers (seed {seed})")
        for s in list(asked):
            if s not in seats:
                del asked[s]
        for s in seats:
            if s not in asked:
                asked[s] = game.clone(state)
        seat = seats[0]
        snap = asked.pop(seat)
        t0 = clock() if clock else 0.0
        answer = players[seat].choose(game, snap, seat)
        if game.check(state, seat, answer) is not None:  # the question changed meanwhile
            answer = players[seat].choose(game, game.clone(state), seat)
        if clock and not getattr(players[seat], "trivial", False):
            think[seat].append((clock() - t0) * 1000.0)
        game.apply(state, seat, answer)
        answers += 1
    out = game.outcome(state)
    if out is None:
        raise RuntimeError("the game stopped without an outcome")
    view = game.view(state, None)
    return {"seed": seed, "kinds": kinds, "scores": list(out.scores), "winners": list(out.winners),
            "rounds": view.get("round"), "answers": answers, "think": think}


def _work(args) -> list[dict]:
    game_id, options_json, players, seats, jobs, clock, helped = args
    from desktop.engine import registry

    game = registry.get(game_id)
    options = game.options_model.model_validate(options_json)
    helper = None
    if helped:
        from desktop.engine.ai.helper import Helper

        helper = Helper()
        helper.wait_ready(30.0)  # every game is searched alike, its first decision too
    out = []
    try:
        for seed, k in jobs:
            kinds = seat_kinds(players, seats, k)
            try:
                out.append(play_match(game, options, seed, kinds, clock, helper))
            except Exception as e:  # noqa: BLE001 - every failure is reported with its seed
                out.append({"seed": seed, "kinds": kinds, "error": f"{type(e).__name__}: {e}"})
    finally:
        if helper is not None:
            helper.close()
    return out


def run_arena(game: Game, options, players: list[str], games: int, seed: int, jobs: int = 1,
              clock: Callable[[], float] | None = None, helper: bool = False) -> dict:
    """``helper``: the hard seats search with a helper process as in the app (one game at a
    time: with ``jobs`` > 1 the cores are the games', and it is not used)."""
    seats = options.seats
    if len(players) != seats:
        raise ValueError(f"{len(players)} players for {seats} seats")
    work = [(seed + k, k) for k in range(games)]
    opts = options.model_dump(mode="json")
    if jobs <= 1:
        results = _work((game.id, opts, players, seats, work, clock, helper))
    else:
        from concurrent.futures import ProcessPoolExecutor

        chunks = [work[i::jobs] for i in range(jobs)]
        results = []
        with ProcessPoolExecutor(jobs) as ex:
            for part in ex.map(_work, [(game.id, opts, players, seats, c, clock, False)
                                      for c in chunks]):
                results += part
        results.sort(key=lambda r: r["seed"])
    return summarise(game, options, players, results)


def wilson(wins: float, n: int, z: float = 1.96) -> list[float]:
    if n == 0:
        return [0.0, 1.0]
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return [round(max(0.0, c - h), 4), round(min(1.0, c + h), 4)]


def mean_ci(values: list[float], z: float = 1.96) -> list[float] | None:
    """The 95% interval of a mean (normal approximation: the mean plus or minus ``z``
    standard errors); None for fewer than two values."""
    if len(values) < 2:
        return None
    m = statistics.mean(values)
    h = z * statistics.stdev(values) / math.sqrt(len(values))
    return [round(m - h, 2), round(m + h, 2)]


def _pct(values: list[float], q: float) -> float | None:
    if not values:
        return None
    v = sorted(values)
    return round(v[min(len(v) - 1, int(q * len(v)))], 3)


def summarise(game: Game, options, players: list[str], results: list[dict]) -> dict:
    seats = options.seats
    ok = [r for r in results if "error" not in r]
    errors = [r for r in results if "error" in r]
    n = len(ok)
    wins = [0.0] * len(players)
    scores: list[list[float]] = [[] for _ in players]
    think: list[list[float]] = [[] for _ in players]
    opponents: list[float] = []
    rounds = []
    for r in ok:
        k = (r["seed"] - results[0]["seed"]) if results else 0
        for j in range(len(players)):
            seat = (j + k) % seats
            scores[j].append(r["scores"][seat])
            think[j] += r["think"][seat]
            if seat in r["winners"]:
                wins[j] += 1.0 / len(r["winners"])
        if len(r["scores"]) > seats:  # an automaton's column (the RftG robot)
            opponents.append(r["scores"][seats])
        if r["rounds"] is not None:
            rounds.append(r["rounds"])
    levels: dict[str, list[float]] = {}
    for j, p in enumerate(players):
        levels.setdefault(p, []).extend(think[j])
    out = {
        "game": game.id, "seats": seats, "options": options.model_dump(mode="json"),
        "players": players, "games": len(results), "errors": len(errors),
        "win_rates": [round(w / n, 4) if n else None for w in wins],
        "ci95": [wilson(w, n) for w in wins],
        "mean_scores": [round(statistics.mean(s), 2) if s else None for s in scores],
        "mean_rounds": round(statistics.mean(rounds), 2) if rounds else None,
        "rounds_ci95": mean_ci(rounds),
        "median_rounds": statistics.median(rounds) if rounds else None,
        # how many games ended in each round: a pace target is a range of rounds (TM:AE hard
        # self-play in 8-14), and a mean at its edge says little of how many games are in it
        "rounds_hist": {str(k): rounds.count(k) for k in sorted(set(rounds))},
        "think_ms_median": [_pct(t, 0.5) for t in think],
        "think_ms_p95": [_pct(t, 0.95) for t in think],
        "think_ms_max": [_pct(t, 1.0) for t in think],
        "think_by_level": {k: {"median": _pct(v, 0.5), "p95": _pct(v, 0.95),
                               "max": _pct(v, 1.0), "decisions": len(v)}
                           for k, v in levels.items()},
        "failed_seeds": [r["seed"] for r in errors][:50],
        "first_error": errors[0]["error"] if errors else None,
    }
    if opponents:
        out["mean_automaton_score"] = round(statistics.mean(opponents), 2)
    if n and seats > 1 and ok:
        out["mean_score_by_seat"] = [round(statistics.mean(r["scores"][i] for r in ok), 2)
                                     for i in range(seats)]
    return out
