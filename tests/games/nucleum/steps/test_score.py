from desktop.engine.flow import Pending
from desktop.games.nucleum import GAME

from tests.games.nucleum.helpers import blank, rules


def test_score_runs_by_itself_when_no_figure_is_needed():
    s = blank(2)
    s.pending = [Pending("nucleum.score", 0, {"kind": "final", "figures": {}})]
    ev = []
    GAME.settle(s, ev)
    assert s.phase == "over" and "nucleum.flow.tracked" in rules(ev)
    assert GAME.outcome(s) is not None
