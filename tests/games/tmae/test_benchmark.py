"""Speed of a random 2-seat game (pytest-benchmark; disabled in normal runs, where it runs once)."""

from __future__ import annotations

from desktop.engine.bots import play_random_game
from desktop.games.tmae import GAME


def test_random_two_seat_game_speed(benchmark):
    seeds = iter(range(10_000))
    state, answers = benchmark(lambda: play_random_game(GAME, GAME.options(seats=2), next(seeds)))
    assert GAME.outcome(state) is not None and answers
