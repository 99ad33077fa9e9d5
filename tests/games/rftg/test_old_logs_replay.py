"""Games recorded with the engine before the Steps port (commit e1ddec2) replay unchanged.

``fixtures/old_logs.json`` holds 22 random games (two of each conformance option set) recorded
by ``old_logs.py record`` with the old code: every answer must be accepted and every outcome
equal.  (The full run of 300 games is in the port's report; games in which Deficit Spending is
used under Consume: 2x VP score differently since rftg.consume.x2_discard, so the fixture holds
none of them.)
"""

import json
from pathlib import Path

from tests.games.rftg.old_logs import replay_all

FIXTURE = Path(__file__).parent / "fixtures" / "old_logs.json"


def test_old_logs_replay_with_equal_outcomes():
    logs = json.loads(FIXTURE.read_text(encoding="utf-8"))
    assert len(logs) >= 20
    assert len({json.dumps(g["options"], sort_keys=True) for g in logs}) >= 10
    assert replay_all(logs) == len(logs)
