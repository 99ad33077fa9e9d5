"""Every registered Nucleum step kind is tested by name, and random playouts reach only
registered kinds."""

from __future__ import annotations

from pathlib import Path

from desktop.engine.bots import play_random_game
from desktop.games.nucleum import GAME

HERE = Path(__file__).parent


def test_every_registered_kind_appears_in_a_test():
    text = "".join(p.read_text(encoding="utf-8") for p in HERE.rglob("test_*.py")
                   if p.name != Path(__file__).name)
    missing = [k for k in GAME.steps.kinds() if f'"{k}"' not in text]
    assert missing == []


def test_playouts_reach_only_registered_kinds():
    seen: set[str] = set()
    def note(state, seat, answer):
        seen.update(e.kind for e in state.pending)
    for options in GAME.conformance_options():
        for seed in range(3):
            play_random_game(GAME, options, seed, on_answer=note)
    assert seen <= set(GAME.steps.kinds())
    assert {"nucleum.main", "nucleum.court_party", "nucleum.ask"} <= seen
