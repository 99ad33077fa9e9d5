"""Record random games with one tree's code and replay them with another's (issue #10 proof).

    cd /work/wt/base && PYTHONPATH=. python /path/to/old_logs.py record ti4 OUT.json 300
    cd <worktree>   && PYTHONPATH=. python tests/games/ti4/old_logs.py replay ti4 OUT.json

A record is ``{"options": {...}, "seed": n, "answers": [[seat, answer], ...], "scores": [...]}``;
the option sets are the game's ``conformance_options()``, cycled.  ``replay`` asserts every
answer is accepted and the outcome scores are equal.
"""

from __future__ import annotations

import json
import sys


def record(game_id: str, out: str, n: int) -> None:
    from desktop.engine.bots import play_random_game
    from desktop.engine.registry import get as get_game

    game = get_game(game_id)
    sets = game.conformance_options()
    games = []
    for k in range(n):
        opts = sets[k % len(sets)]
        seed = 1000 + k
        state, answers = play_random_game(game, opts, seed, bot_seed=seed * 7 + 1)
        out_ = game.outcome(state)
        games.append({"options": opts.model_dump(mode="json"), "seed": seed,
                      "answers": [[s, a] for s, a in answers],
                      "scores": list(out_.scores) if out_ else None})
    with open(out, "w", encoding="utf-8") as f:
        json.dump(games, f, separators=(",", ":"))
    print(f"recorded {len(games)} games")


def replay_one(game, g) -> str | None:
    """None when the log replays to the same scores, else what went wrong."""
    from desktop.engine.session import Player, Session

    opts = game.options_model(**g["options"])
    players = [Player(f"P{i}") for i in range(opts.seats)]
    try:
        sess = Session.replay(game, opts, g["seed"], players,
                              [(s, a) for s, a in g["answers"]])
    except Exception as e:  # noqa: BLE001 - report every failure
        return f"seed {g['seed']}: {type(e).__name__}: {e}"
    out = sess.outcome()
    scores = list(out.scores) if out else None
    if scores != g["scores"]:
        return f"seed {g['seed']}: scores {scores} != {g['scores']}"
    if sess.to_act():
        return f"seed {g['seed']}: the game goes on after the log"
    return None


def replay(game_id: str, path: str) -> None:
    from desktop.engine.registry import get as get_game

    game = get_game(game_id)
    with open(path, encoding="utf-8") as f:
        games = json.load(f)
    bad = [r for g in games if (r := replay_one(game, g)) is not None]
    answers = sum(len(g["answers"]) for g in games)
    print(f"replayed {len(games)} games, {answers} answers: {len(bad)} failed")
    for b in bad[:20]:
        print("  ", b)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    if sys.argv[1] == "record":
        record(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    else:
        replay(sys.argv[2], sys.argv[3])
