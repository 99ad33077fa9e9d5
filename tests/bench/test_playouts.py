"""Benchmarks (pytest-benchmark): random-bot playouts per registered game.

The suite runs them once as plain tests (``--benchmark-disable`` in pyproject); measure with
``pytest tests/bench --benchmark-enable``.  Speed goals live here and in ``simulate``, never in
a timed assertion.
"""

from __future__ import annotations

import itertools

import pytest

from desktop.engine import registry
from desktop.engine.bots import play_random_game


@pytest.mark.parametrize("game_id", registry.ids())
def test_random_two_seat_playout(benchmark, game_id):
    game = registry.get(game_id)
    seats = max(game.min_seats, min(2, game.max_seats))
    options = game.options_model(seats=seats)
    seeds = itertools.count(1)

    def run():
        state, _ = play_random_game(game, options, next(seeds))
        return state

    state = benchmark(run)
    assert game.outcome(state) is not None
