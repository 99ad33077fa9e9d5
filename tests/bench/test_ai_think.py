"""Benchmarks (pytest-benchmark): one computer-player decision per level, RftG and TM:AE.

The default suite runs each once as a plain test (``--benchmark-disable``); measure with
``pytest tests/bench/test_ai_think.py --benchmark-enable``.  Strength and think-time figures
over whole games come from ``python -m desktop arena`` (never a timed assertion here).
"""

from __future__ import annotations

import pytest

from desktop.engine import registry
from desktop.engine.ai import ComputerPlayer
from desktop.engine.rng import Rng


def position(game, options, seed, answers):
    state = game.new(options, seed)
    rng = Rng.from_seed(seed)
    for _ in range(answers):
        seat = game.to_act(state)[0]
        game.apply(state, seat, game.sample_answer(state, seat, rng))
    while True:  # a real choice
        seat = game.to_act(state)[0]
        d = game.decision(state, seat)
        if len(getattr(d, "options", ())) > 2:
            return state, seat
        game.apply(state, seat, game.sample_answer(state, seat, rng))


@pytest.mark.parametrize("game_id", ["rftg", "tmae"])
@pytest.mark.parametrize("level", ["easy", "medium"])
def test_one_decision(benchmark, game_id, level):
    game = registry.get(game_id)
    state, seat = position(game, game.options(seats=2), 3, 40)
    player = ComputerPlayer(level, seed=1)
    answer = benchmark(lambda: player.choose(game, game.clone(state), seat))
    assert game.check(state, seat, answer) is None
