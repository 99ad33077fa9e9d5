"""Answer logs recorded with the code before the Steps port (commit e1ddec2, random bots,
``tests/games/ti4/old_logs.py record nucleum``) replay unchanged: every answer accepted, the same outcome scores.

Issue #14 brought each player's worker figures to 18 (setup step 10), where the old code had 20:
an old log that put a 19th figure on the Court no longer replays (6 of 300 random games).  The
fixture keeps two games of every option set among those that never did: they replay unchanged
before and after the fix."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.games.nucleum import GAME

from tests.games.ti4.old_logs import replay_one

LOGS = json.loads((Path(__file__).parent / "old_logs.json").read_text(encoding="utf-8"))


def test_the_fixture_is_not_empty():
    assert len(LOGS) >= 10


@pytest.mark.parametrize("log", LOGS, ids=lambda g: f"{g['options']['seats']}p-{g['seed']}")
def test_an_old_log_replays_to_the_same_scores(log):
    assert replay_one(GAME, log) is None
