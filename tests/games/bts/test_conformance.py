"""The conformance harness on the engine directly, for what tests/conformance does not run:
3 seats, 4 seats with random achievements, and a test card pack."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.engine import registry
from desktop.games.bts import GAME, BtsOptions
from tests.conformance.harness import playout

PACK = str(Path(__file__).parent / "data" / "test_pack.yaml")
# what the registry's conformance suite (tests/conformance, over conformance_options) does
# not run already
CASES = [BtsOptions(seats=3), BtsOptions(seats=4), BtsOptions(seats=2, pack=PACK),
         BtsOptions(seats=4, pack=PACK)]


@pytest.mark.parametrize("options", CASES, ids=lambda o: f"{o.seats}-{o.achievements}-"
                         f"{'pack' if o.pack else 'standins'}")
@pytest.mark.parametrize("seed", [0, 1])
def test_random_playouts_conform(options, seed):
    problems, session = playout(GAME, options, seed)
    assert not problems, "\n".join(problems)
    assert session.outcome() is not None


def test_registered():
    assert "bts" in registry.ids()
    assert registry.get("bts") is GAME


def test_conformance_runs_cover_the_seat_counts_and_options():
    runs = GAME.conformance_options() + CASES
    assert sorted({o.seats for o in runs}) == [2, 3, 4]
    assert {o.achievements for o in runs} == {"random", "first_game"}
    assert any(o.pack for o in runs)
