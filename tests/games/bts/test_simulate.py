"""A small simulate-style run: seeded random games at 2-4 seats, invariants after every
answer, no error (the 2,000-game run is ``python -m desktop.games.bts.simulate``)."""

from pathlib import Path

from desktop.games.bts.simulate import simulate

PACK = str(Path(__file__).parent / "data" / "test_pack.yaml")


def test_fifty_random_games_with_invariants():
    r = simulate(50)
    assert r["errors"] == [] and r["games"] == 50


def test_random_games_with_a_pack():
    r = simulate(6, PACK, first_seed=100)
    assert r["errors"] == []
