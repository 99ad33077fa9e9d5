"""The shared test helpers answer as the Session does and fail loudly on a refusal."""

import pytest

from tests.engine.test_flow import GAME
from tests.helpers import option_ids, options, pending, play, texts


def test_play_takes_bare_answers_and_seat_answer_pairs():
    s = GAME.new(options(GAME, seats=2), 4)
    assert pending(GAME, s) == ["flowtoy.bid", "flowtoy.bid"]
    low0, low1 = (f"c{min(h)}" for h in s.hands)
    play(GAME, s, (1, low1), low0)
    assert s.round == 2 and texts([]) == []
    assert option_ids(GAME, s, 0) == [f"c{c}" for c in s.hands[0]]


def test_play_fails_with_the_reason():
    s = GAME.new(options(GAME, seats=2), 4)
    with pytest.raises(AssertionError, match="not one of the choices"):
        play(GAME, s, (0, "c999"))
