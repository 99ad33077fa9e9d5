"""Answer time with autosave, early and late in a long game, for two source trees side by side.

    python tests/bench/autosave_side_by_side.py OLD_TREE NEW_TREE [--rounds 25] [--runs 3]

Each run measures, in a fresh interpreter per tree (alternated, so machine noise hits both),
the time of ``Session.answer`` with the tree's autosave wired as the app wires it (the old
code: ``saves.save_session`` on the calling thread; the new code: ``saves.Autosave.submit``),
at answer 4 and at answer 400 of a random-bot game (TM:AE 4 seats, RftG 5 seats).  Prints
medians in ms as JSON.  Not part of the test suite.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys

MEASURE = r"""
import json, statistics, sys, tempfile, time
from pathlib import Path
from desktop.engine import registry, saves
from desktop.engine.bots import play_random_game
from desktop.engine.session import Player, Session

gid, seats, rounds = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
game = registry.get(gid)
options = game.options_model(seats=seats)
for seed in range(1, 40):
    _st, answers = play_random_game(game, options, seed)
    if len(answers) > 405:
        break
folder = Path(tempfile.mkdtemp())
out = {"seed": seed, "answers": len(answers)}
for k in (4, 400):
    players = [Player(f"P{i + 1}", "human") for i in range(seats)]
    s = Session.replay(game, options, seed, players, answers[:k])
    if hasattr(saves, "Autosave"):
        saver = saves.Autosave.for_new(s, folder)
        saver.start(game.id)
        saver.write_now(s)
        s.autosave = saver.submit
        settle = saver.flush
    else:
        s.autosave = lambda sess: saves.save_session(sess, folder)
        s.autosave(s)
        settle = lambda: None
    base, n = game.clone(s.state), len(s.log)
    times = []
    for _ in range(rounds):
        settle()
        s.state = game.clone(base)
        del s.log[n:]
        t0 = time.perf_counter()
        s.answer(*answers[k])
        times.append((time.perf_counter() - t0) * 1000)
    settle()
    out[f"answer_{k}_median_ms"] = round(statistics.median(times), 3)
    out[f"answer_{k}_max_ms"] = round(max(times), 3)
print(json.dumps(out))
"""


def main(argv: list[str]) -> int:
    old, new = argv[0], argv[1]
    rounds = int(argv[argv.index("--rounds") + 1]) if "--rounds" in argv else 25
    runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else 3
    results: dict = {}
    for gid, seats in (("tmae", 4), ("rftg", 5)):
        for _ in range(runs):
            for label, tree in (("before", old), ("after", new)):
                env = dict(os.environ, PYTHONPATH=tree)
                r = subprocess.run([sys.executable, "-c", MEASURE, gid, str(seats), str(rounds)],
                                   cwd=tree, env=env, capture_output=True, text=True, check=True)
                results.setdefault(f"{gid}-{seats}", {}).setdefault(label, []).append(
                    json.loads(r.stdout.strip().splitlines()[-1]))
    summary = {}
    for key, by in results.items():
        summary[key] = {label: {m: round(statistics.median(x[m] for x in runs_), 3)
                                for m in runs_[0] if m.startswith("answer_")}
                        | {"answers_in_game": runs_[0]["answers"]}
                        for label, runs_ in by.items()}
    print(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
