"""The search's successive halving, on a stub game whose playout values are set by hand:
the answer is a survivor (a candidate dropped on a few lucky playouts does not win on them),
and the heuristic's own answer is not dropped on the first few playouts."""

from __future__ import annotations

from desktop.engine.ai.adapters import Adapter
from desktop.engine.ai.search import ComputerPlayer, Level
from desktop.engine.protocol import Outcome
from desktop.engine.rng import Rng


class _Stub:
    """One question (a, b, c, d), answered once; the playout's value is
    ``values[answer](determinisation number)``."""

    id = "stub"

    def __init__(self, values):
        self.values = values
        self.dets = 0

    def reshuffle_hidden(self, state, me, rng):
        self.dets += 1
        return {"det": self.dets, "pick": None}

    def clone(self, s):
        return dict(s)

    def apply(self, s, seat, answer):
        s["pick"] = answer
        return []

    def to_act(self, s):
        return [] if s["pick"] else [0]

    def outcome(self, s):
        return Outcome((self.values[s["pick"]](s["det"]), 0.0), (), partial=True)

    def estimates(self, s):
        return None


#: 48 playouts for 4 candidates: the first cut after 6 determinisations each
LEVEL = Level("test", 48, 4, 4, 0.0, 60.0)


def _run(values, cands):
    game = _Stub(values)
    p = ComputerPlayer(LEVEL, seed=1)
    answer = p.search(game, Adapter(game), {"det": 0, "pick": None}, 0, cands, Rng.from_seed(2))
    return answer, {c: n for c, n, _ in p.last_stats}


def test_the_answer_is_a_survivor_not_a_lucky_early_drop():
    first = 6  # determinisations of the first round
    values = {
        "a": lambda d: 0.0,
        "b": lambda d: 3.0 if d <= first else -10.0,  # best at the cut, bad later
        "c": lambda d: 2.5 if d <= first else -1.0,
        "d": lambda d: 1.0,  # dropped at the cut with a mean of 1: above both later
    }
    answer, counts = _run(values, ["a", "b", "c", "d"])
    assert counts["d"] == first  # dropped at the first cut
    assert counts["c"] > first and answer == "c"


def test_the_heuristics_answer_survives_the_first_cut():
    values = {
        "a": lambda d: 0.0 if d <= 6 else 5.0,  # worst on the first few playouts, best after
        "b": lambda d: 3.0 if d <= 6 else 1.0,
        "c": lambda d: 2.5 if d <= 6 else 1.0,
        "d": lambda d: 1.0,
    }
    answer, counts = _run(values, ["a", "b", "c", "d"])
    assert counts["a"] > 6 and answer == "a"
    # not the heuristic's answer: the same values with "a" listed last are dropped
    answer, counts = _run(values, ["b", "c", "d", "a"])
    assert counts["a"] == 6 and answer != "a"
