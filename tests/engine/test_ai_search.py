"""The search's successive halving, on a stub game whose playout values are set by hand:
the answer is a survivor (a candidate dropped on a few lucky playouts does not win on them),
and the heuristic's own answer is not dropped on the first few playouts; a guarded search keeps
the heuristic's answer unless another beats it clearly."""

from __future__ import annotations

from desktop.engine.ai.adapters import Adapter
from desktop.engine.ai.search import ComputerPlayer, Level, beats
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


def _run(values, cands, guard=None):
    """The search's answer and each candidate's playouts; ``guard``: the adapter asks the best
    to beat the heuristic's answer by that many paired standard errors (None: no guard)."""
    game = _Stub(values)
    p = ComputerPlayer(LEVEL, seed=1)
    adapter = Adapter(game) if guard is None else _Guarded(game, guard)
    answer = p.search(game, adapter, {"det": 0, "pick": None}, 0, cands, Rng.from_seed(2))
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


class _Guarded(Adapter):
    """An adapter that asks the search's best answer to beat the heuristic's by ``k``
    paired standard errors."""

    def __init__(self, game, k):
        super().__init__(game)
        self.k = k

    def guard(self, game, state, seat):
        return self.k


def test_beats_asks_for_more_than_k_paired_standard_errors():
    own = {d: 0.0 for d in range(24)}
    # a mean gain of 0.2 against a paired standard error of 3 / sqrt(24) = 0.61
    noisy = {d: 0.2 + (3.0 if d % 2 else -3.0) for d in range(24)}
    assert beats(noisy, own, 0.0)
    assert not beats(noisy, own, 0.5)
    clear = {d: 1.0 + (3.0 if d % 2 else -3.0) for d in range(24)}
    assert beats(clear, own, 0.5) and not beats(clear, own, 2.0)
    # only the determinisations both were played on count, and fewer than 3 never beat
    assert not beats({0: 5.0, 1: 5.0, 30: 9.0}, {0: 0.0, 1: 0.0}, 0.0)
    assert beats({0: 5.0, 1: 5.5, 2: 6.0, 30: -99.0}, own, 0.5)


def test_a_guarded_search_keeps_the_heuristics_answer_unless_beaten_clearly():
    noisy = {"a": lambda d: 0.0, "b": lambda d: 0.2 + (3.0 if d % 2 else -3.0)}
    assert _run(noisy, ["a", "b"])[0] == "b"  # the best mean, by chance
    assert _run(noisy, ["a", "b"], guard=0.5)[0] == "a"
    clear = {"a": lambda d: 0.0, "b": lambda d: 1.0 + (3.0 if d % 2 else -3.0)}
    assert _run(clear, ["a", "b"], guard=0.5)[0] == "b"
    # the heuristic's answer is the first candidate, whatever its name
    swapped = {"b": noisy["a"], "a": noisy["b"]}
    assert _run(swapped, ["b", "a"])[0] == "a"
    assert _run(swapped, ["b", "a"], guard=0.5)[0] == "b"


def test_only_the_game_against_the_robot_is_guarded():
    from desktop.engine import registry
    from desktop.engine.ai import rftg
    from desktop.engine.ai.adapters import adapter_for

    game = registry.get("rftg")
    ad = adapter_for(game)
    solo = game.new(game.options_model.model_validate({"seats": 1, "difficulty": "hard"}), 5)
    duo = game.new(game.options_model.model_validate({"seats": 2}), 5)
    assert ad.guard(game, solo, 0) == rftg.SOLO_GUARD
    assert ad.guard(game, duo, 0) is None
    tmae = registry.get("tmae")
    state = tmae.new(tmae.options_model.model_validate({"seats": 1}), 5)
    assert adapter_for(tmae).guard(tmae, state, 0) is None
