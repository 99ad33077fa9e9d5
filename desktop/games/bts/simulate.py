"""Seeded random games with invariants checked after every answer (``simulate``-style).

``python -m desktop.games.bts.simulate [GAMES] [--pack FILE]`` plays GAMES games (default
2000), seats cycling 2, 3, 4, and prints errors and a few statistics (time it with the
shell: games read no clock).
"""

from __future__ import annotations

import sys
from collections import Counter

from desktop.engine.bots import play_random_game
from desktop.games.bts import GAME, BtsOptions


def simulate(games: int, pack: str = "", first_seed: int = 0) -> dict:
    errors: list[str] = []
    rounds: list[int] = []
    answers: list[int] = []
    claims: Counter = Counter()
    colonies = 0
    for k in range(games):
        seed = first_seed + k
        seats = 2 + k % 3
        opts = BtsOptions(seats=seats, pack=pack,
                          achievements="first_game" if k % 7 == 6 else "random")
        try:
            s, ans = play_random_game(GAME, opts, seed, check_invariants=True)
            o = GAME.outcome(s)
            if o is None or not o.winners:
                errors.append(f"seed {seed}: no outcome")
                continue
            if len(o.scores) != seats or list(o.sheet[-1].values) != list(o.scores):
                errors.append(f"seed {seed}: the score sheet does not add up")
            rounds.append(s.round - 1)
            answers.append(len(ans))
            for a, who in s.claims.items():
                claims[a] += len(who)
            colonies += sum(len(p.colonies) for p in s.players)
        except Exception as e:  # noqa: BLE001 - every failure is a finding
            errors.append(f"seed {seed} ({seats} seats): {type(e).__name__}: {e}")
    return {"games": games, "errors": errors,
            "rounds_avg": sum(rounds) / max(1, len(rounds)), "rounds_max": max(rounds, default=0),
            "answers_avg": sum(answers) / max(1, len(answers)),
            "answers_max": max(answers, default=0), "claims": dict(claims),
            "colonies": colonies}


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    pack = ""
    if "--pack" in args:
        i = args.index("--pack")
        pack = args[i + 1]
        del args[i:i + 2]
    games = int(args[0]) if args else 2000
    r = simulate(games, pack)
    for e in r["errors"][:20]:
        print(e)
    print(f"{r['games']} games, {len(r['errors'])} errors; rounds avg "
          f"{r['rounds_avg']:.1f} max {r['rounds_max']}; answers avg {r['answers_avg']:.0f} max "
          f"{r['answers_max']}; colonies {r['colonies']}; claims {r['claims']}")
    return 1 if r["errors"] else 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
