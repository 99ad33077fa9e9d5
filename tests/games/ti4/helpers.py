from __future__ import annotations

import pytest

from desktop.games.ti4 import GAME


def play(state, seat, answer):
    """Apply one answer after checking it is legal (as the Session does)."""
    assert GAME.check(state, seat, answer) is None, GAME.check(state, seat, answer)
    return GAME.apply(state, seat, answer)


def fresh(seats: int = 4, seed: int = 7):
    """A game just past setup: every seat kept its first dealt secret objective."""
    s = GAME.new(GAME.options(seats=seats), seed)
    for seat in range(seats):
        play(s, seat, GAME.decision(s, seat).options[0].id)
    assert GAME.step_name(s) == "holder"
    return s


@pytest.fixture
def game():
    return GAME
