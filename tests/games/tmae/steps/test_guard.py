"""Every registered Step kind is named in a test here, and random playouts reach no kind
without a Step."""

from pathlib import Path

from desktop.engine.bots import play_random_game
from desktop.games.tmae import GAME


def test_every_kind_has_a_test_and_playouts_meet_only_registered_kinds():
    here = Path(__file__).parent.parent
    text = "".join(f.read_text() for f in here.rglob("test_*.py") if f.name != "test_guard.py")
    for kind in GAME.steps.kinds():
        assert f'"{kind}"' in text, kind
    seen: set[str] = set()

    def note(state, seat, answer):
        seen.update(e.kind for e in state.pending)

    for seats in (1, 2, 4):
        play_random_game(GAME, GAME.options(seats=seats), seats, on_answer=note)
    assert seen <= set(GAME.steps.kinds())
    assert {"tmae.phase_card", "tmae.action", "tmae.keep"} <= seen
