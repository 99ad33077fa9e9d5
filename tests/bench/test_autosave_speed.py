"""Benchmarks (pytest-benchmark): the cost of one answer on the UI thread, autosave included,
early (answer 4) and late (answer 400 or so) in a 4-seat TM:AE and a 5-seat RftG game.

Autosave takes a snapshot of the log on the UI thread and leaves the JSON and the fsync to the
background writer, so a late answer should cost what an early one does.  Measure with
``pytest tests/bench/test_autosave_speed.py --benchmark-enable``; the default suite runs each
once (``--benchmark-disable``).  No timed assertion.
"""

from __future__ import annotations

import pytest

from desktop.engine import registry, saves
from desktop.engine.bots import play_random_game
from desktop.engine.session import Player, Session

CONFIGS = {"tmae-4": ("tmae", 4), "rftg-5": ("rftg", 5)}
_GAMES: dict[str, tuple] = {}


def long_game(key: str, at_least: int = 400):
    """A random-bot game of at least ``at_least`` answers (the first seed that gives one)."""
    if key not in _GAMES:
        gid, seats = CONFIGS[key]
        game = registry.get(gid)
        options = game.options_model(seats=seats)
        best = None
        for seed in range(1, 40):
            _state, answers = play_random_game(game, options, seed)
            if best is None or len(answers) > len(best[1]):
                best = (seed, answers)
            if len(answers) > at_least + 5:
                break
        _GAMES[key] = (game, options) + best
    return _GAMES[key]


@pytest.mark.parametrize("where", ["early", "late"])
@pytest.mark.parametrize("key", list(CONFIGS))
def test_answer_with_autosave(benchmark, tmp_path, key, where):
    game, options, seed, answers = long_game(key)
    k = 4 if where == "early" else min(400, len(answers) - 1)
    players = [Player(f"P{i + 1}", "human") for i in range(options.seats)]
    s = Session.replay(game, options, seed, players, answers[:k])
    saver = saves.Autosave.for_new(s, tmp_path)
    assert saver.start(game.id) is None
    saver.write_now(s)
    s.autosave = saver.submit
    base_state, base_len = game.clone(s.state), len(s.log)

    def setup():
        saver.flush()  # the writer is idle when the answer starts
        s.state = game.clone(base_state)
        del s.log[base_len:]
        return (), {}

    def answer():
        s.answer(*answers[k])

    benchmark.pedantic(answer, setup=setup, rounds=25, iterations=1)
    saver.close()
    sf = saves.read_save_file(saver.path)
    assert len(sf.log) == k + 1 and sf.final_state_hash == s.state_hash()
