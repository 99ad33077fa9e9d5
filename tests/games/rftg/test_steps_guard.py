"""Every decision kind of RftG is a registered Step with a test of its own, and random playouts
reach only registered kinds.  Every step asks (none is forced or answerless): the game's fast
``settle`` relies on it."""

from pathlib import Path

from desktop.engine.bots import play_random_game
from desktop.engine.flow import Step
from desktop.games.rftg import GAME


def test_every_kind_has_a_step_module_test():
    here = Path(__file__).parent
    text = "".join(p.read_text(encoding="utf-8") for p in (here / "steps").glob("test_*.py"))
    for kind in GAME.steps.kinds():
        assert f'"{kind}"' in text, kind
        module = kind.split(".", 1)[1]
        assert (here / "steps" / f"test_{module}.py").exists(), kind


def test_every_step_asks_and_none_is_forced():
    for kind in GAME.steps.kinds():
        step = GAME.steps[kind]
        assert step.asks, kind
        assert type(step).forced is Step.forced, kind


def test_random_playouts_reach_only_registered_kinds():
    reached = set()

    def seen(st, seat, answer):
        reached.update(GAME.pending_kinds(st))

    for opts in GAME.conformance_options():
        for seed in range(2):
            play_random_game(GAME, opts, seed, on_answer=seen)
    assert reached <= set(GAME.steps.kinds())
    assert len(reached) >= 14
