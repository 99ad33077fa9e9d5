"""Answer logs recorded with the code before the Steps port (commit e1ddec2, random bots,
``old_logs.py record``) replay unchanged: every answer accepted, the same outcome scores.

Issue #14 changed the decisions of the status phase: an action- or agenda-phase secret objective
is no longer offered there (it is recorded when achieved).  Old logs that scored one at a status
phase, or answered a status secret question only such secrets made, cannot replay any more, so
the fixture keeps the old games (6000 recorded, seeds 1000-6999) in which that never happened:
they replay unchanged before and after the fix."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.games.ti4 import GAME

from .old_logs import replay_one

LOGS = json.loads((Path(__file__).parent / "old_logs.json").read_text(encoding="utf-8"))


def test_the_fixture_is_not_empty():
    assert len(LOGS) >= 10


@pytest.mark.parametrize("log", LOGS, ids=lambda g: f"{g['options']['seats']}p-{g['seed']}")
def test_an_old_log_replays_to_the_same_scores(log):
    assert replay_one(GAME, log) is None
