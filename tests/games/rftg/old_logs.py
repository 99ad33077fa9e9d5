"""Record random games with one tree of the code and replay them with another.

    cd <old tree> && PYTHONPATH=. python <this file> record OUT.json [GAMES]
    cd <new tree> && PYTHONPATH=. python <this file> verify OUT.json

``record`` plays random games (``play_random_game``) over the conformance option sets and
stores (options, seed, answers, outcome scores); ``verify`` replays every log through
``Session.replay`` and asserts that every answer is accepted and the scores are equal.
"""

from __future__ import annotations

import json
import sys


def record(path: str, games: int = 300) -> None:
    from desktop.engine.bots import play_random_game
    from desktop.games.rftg import GAME

    variants = GAME.conformance_options()
    out = []
    for k in range(games):
        opts = variants[k % len(variants)]
        seed = 1000 + k
        st, answers = play_random_game(GAME, opts, seed)
        out.append({"options": opts.model_dump(), "seed": seed,
                    "answers": [[s, a] for s, a in answers],
                    "scores": list(GAME.outcome(st).scores)})
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, separators=(",", ":"))
    print(f"recorded {len(out)} games to {path}")


def replay_all(logs: list[dict]) -> int:
    from desktop.engine.session import Player, Session
    from desktop.games.rftg import GAME

    for i, g in enumerate(logs):
        opts = GAME.options(**g["options"])
        players = [Player(f"P{j}") for j in range(opts.seats)]
        s = Session.replay(GAME, opts, g["seed"], players, [tuple(x) for x in g["answers"]])
        out = GAME.outcome(s.state)
        assert out is not None, f"game {i} (seed {g['seed']}) did not end"
        assert list(out.scores) == g["scores"], (i, g["seed"], out.scores, g["scores"])
    return len(logs)


def verify(path: str) -> None:
    with open(path, encoding="utf-8") as f:
        logs = json.load(f)
    n = replay_all(logs)
    print(f"replayed {n} games: every answer accepted, every outcome equal")


if __name__ == "__main__":
    if sys.argv[1] == "record":
        record(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 300)
    else:
        verify(sys.argv[2])
