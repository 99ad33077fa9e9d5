"""Every registered TI4 step kind is tested by name, and random playouts reach only
registered kinds."""

from __future__ import annotations

from pathlib import Path

from desktop.engine.bots import play_random_game
from desktop.games.ti4 import GAME

HERE = Path(__file__).parent


def test_every_registered_kind_appears_in_a_test():
    text = "".join(p.read_text(encoding="utf-8") for p in HERE.rglob("test_*.py")
                   if p.name != Path(__file__).name)
    missing = [k for k in GAME.steps.kinds() if f'"{k}"' not in text]
    assert missing == []


def test_playouts_reach_only_registered_kinds():
    seen: set[str] = set()
    for seats in (3, 4, 6):
        for seed in range(6):
            def note(state, seat, answer):
                seen.update(e.kind for e in state.pending)
            play_random_game(GAME, GAME.options(seats=seats), seed, on_answer=note)
    assert seen <= set(GAME.steps.kinds())
    assert {"ti4.holder", "ti4.st_home", "ti4.tokens", "ti4.secondary"} <= seen
