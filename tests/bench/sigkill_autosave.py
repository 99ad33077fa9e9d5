"""SIGKILL a process while its background writer autosaves, many times; count the damage.

    python tests/bench/sigkill_autosave.py [--kills 200] [--folder DIR]

Each victim starts a 5-seat RftG game, writes it once, prints "ready", then lets random bots
answer as fast as they can, every answer submitted to ``saves.Autosave`` (the app's path: the
background writer writes the newest snapshot, temp file + fsync + rename).  It is killed after
a delay stepped from 0 to 100 ms.  Then: is its save a whole file that replays?  At the end the
start-up cleanup (``list_saves``) runs and the temp files left over are counted.  Not part of
the test suite (the suite kills at fixed steps instead: tests/engine/test_saves.py).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VICTIM = r"""
import sys
from pathlib import Path
from desktop.engine import registry, saves
from desktop.engine.session import Player, Session
game = registry.get("rftg")
s = Session(game, game.options_model(seats=5), int(sys.argv[2]),
            [Player(f"P{i}", "bot") for i in range(5)])
saver = saves.Autosave.for_new(s, Path(sys.argv[1]))
saver.start(game.id)
saver.write_now(s)
s.autosave = saver.submit
print(saver.path, flush=True)
while s.to_act():
    seat = s.to_act()[0]
    s.answer(seat, s.bot_answer(seat))
saver.close()
print("finished", flush=True)
"""


def main(argv: list[str]) -> int:
    kills = int(argv[argv.index("--kills") + 1]) if "--kills" in argv else 200
    folder = Path(argv[argv.index("--folder") + 1]) if "--folder" in argv else \
        Path(tempfile.mkdtemp(prefix="tabula-kill-"))
    sys.path.insert(0, str(ROOT))
    from desktop.engine import saves

    whole = lost = finished = 0
    answers = []
    for i in range(kills):
        p = subprocess.Popen([sys.executable, "-c", VICTIM, str(folder), str(1000 + i)],
                             cwd=ROOT, stdout=subprocess.PIPE, text=True,
                             env=dict(os.environ, PYTHONPATH=str(ROOT)))
        path = Path(p.stdout.readline().strip())
        time.sleep((i % 41) * 0.0025)
        os.kill(p.pid, signal.SIGKILL)
        p.wait()
        if p.returncode != -signal.SIGKILL:
            finished += 1
        try:
            opened = saves.open_save(path)
            whole += 1
            answers.append(len(opened.session.log))
        except saves.SaveError:
            lost += 1
    temps_before = [n for n in os.listdir(folder) if n.startswith(".tmp-")]
    locks_before = [n for n in os.listdir(folder) if n.endswith(".lock")]
    saves.list_saves(folder)  # start-up
    temps_after = [n for n in os.listdir(folder) if n.startswith(".tmp-")]
    locks_after = [n for n in os.listdir(folder) if n.endswith(".lock")]
    print(json.dumps({"kills": kills, "whole_files": whole, "lost_saves": lost,
                      "victims_that_finished_before_the_kill": finished,
                      "answers_in_saves_min_median_max": [min(answers), sorted(answers)[
                          len(answers) // 2], max(answers)] if answers else None,
                      "temp_files_left_by_killed_writers": len(temps_before),
                      "temp_files_after_startup_cleanup": len(temps_after),
                      "stale_locks_left_by_killed_writers": len(locks_before),
                      "stale_locks_after_startup_cleanup": len(locks_after),
                      "folder": str(folder)}))
    return 0 if lost == 0 and not temps_after and not locks_after else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
