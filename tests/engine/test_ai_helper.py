"""The hard level's helper process (desktop/engine/ai/helper.py): half of each round's playouts
on another core, the same answers, never a stall."""

from __future__ import annotations

import os
import signal
import time

import pytest

from desktop.engine import registry
from desktop.engine.ai import make_player
from desktop.engine.ai.helper import Helper
from desktop.engine.ai.search import ComputerPlayer, Level

# a small hard: several rounds of halving with several determinisations each, quick to play
SMALL = Level("small", 48, 12, 6, 0.0, 10.0)


@pytest.fixture(scope="module")
def helper():
    h = Helper()
    assert h.wait_ready(60.0), "the helper process did not start"
    yield h
    h.close()


def kill(h: Helper) -> None:
    """Kill the helper's process (SIGKILL) and wait until it is seen gone."""
    os.kill(h.pid, signal.SIGKILL)
    for _ in range(500):
        if not h.usable:
            return
        time.sleep(0.01)


def play_side_by_side(game, options, seed: int, helper, decisions: int, level=SMALL) -> int:
    """Both players answer every decision of one game; returns how many were searched."""
    state = game.new(options, seed)
    alone, helped = ComputerPlayer(level, 11), ComputerPlayer(level, 11, helper=helper)
    searched = 0
    for _ in range(decisions):
        seats = game.to_act(state)
        if not seats:
            break
        seat = seats[0]
        a = alone.choose(game, game.clone(state), seat)
        b = helped.choose(game, game.clone(state), seat)
        assert a == b
        assert alone.last_stats == helped.last_stats
        searched += bool(alone.last_stats)
        game.apply(state, seat, a)
    return searched


@pytest.mark.parametrize("game_id,options", [
    ("rftg", {"seats": 1, "difficulty": "hard"}),
    ("rftg", {"seats": 3}),
    ("tmae", {"seats": 2}),
])
def test_with_a_helper_the_search_finds_what_it_finds_alone(helper, game_id, options):
    game = registry.get(game_id)
    before = helper.rounds
    searched = play_side_by_side(game, game.options_model.model_validate(options), 4, helper, 25)
    assert searched >= 5
    assert helper.rounds > before  # the helper did play rounds


def test_a_helper_that_dies_changes_no_answer():
    game = registry.get("rftg")
    options = game.options_model.model_validate({"seats": 2})
    h = Helper()
    assert h.wait_ready(60.0)
    kill(h)
    assert play_side_by_side(game, options, 6, h, 12) >= 3
    assert not h.usable and h.rounds == 0


class StepClock:
    """A clock that moves on by ``step`` seconds each time it is read."""

    def __init__(self, step: float):
        self.t = 0.0
        self.step = step

    def __call__(self) -> float:
        self.t += self.step
        return self.t


def test_the_ceiling_stops_the_helper_and_the_next_search_still_uses_it(helper):
    game = registry.get("rftg")
    state = game.new(game.options_model.model_validate({"seats": 1, "difficulty": "hard"}), 9)
    seat = game.to_act(state)[0]
    big = Level("big", 4000, 36, 8, 0.0, 0.5)
    # 0.5 s of ceiling with a clock read as 0.05 s a time: ten reads, a few playouts
    player = ComputerPlayer(big, 3, clock=StepClock(0.05), helper=helper)
    answer = player.choose(game, game.clone(state), seat)
    assert game.check(state, seat, answer) is None
    played = sum(n for _, n, _ in player.last_stats)
    assert 0 < played < 100
    assert helper.usable
    # the stopped round's late messages do not confuse the next search
    before = helper.rounds
    play_side_by_side(game, game.options_model.model_validate({"seats": 2}), 8, helper, 8)
    assert helper.rounds > before


def test_only_hard_takes_the_helper(helper):
    assert make_player("hard", 1, helper=helper).helper is helper
    assert make_player("medium", 1, helper=helper).helper is None
    assert make_player("easy", 1, helper=helper).helper is None


def test_a_busy_helper_is_not_shared():
    """Two searches at once: the second plays alone rather than wait for the helper."""
    h = Helper()
    try:
        assert h.wait_ready(60.0)
        assert h.acquire()
        assert not h.acquire()
        h.release()
        assert h.acquire()
        h.release()
    finally:
        h.close()
    assert not h.usable and not h.acquire()


def test_a_helper_that_keeps_dying_is_not_started_again_and_again():
    from desktop.engine.ai.helper import HelperSlot

    slot = HelperSlot(max_lost=2)
    started = []
    for _ in range(4):
        h = slot.get()
        if h is None:
            break
        started.append(h)
        assert h.wait_ready(60.0)
        kill(h)
    assert len(started) == 2 and slot.lost == 2
    assert slot.get() is None and slot.rounds() == 0


def test_closing_the_helper_on_purpose_is_not_a_loss():
    from desktop.engine.ai.helper import HelperSlot

    slot = HelperSlot(max_lost=1)
    for _ in range(3):
        h = slot.get()
        assert h is not None
        slot.close()
        assert not h.usable
    assert slot.lost == 0
