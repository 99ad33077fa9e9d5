"""The conformance harness itself: it passes a sound game and catches broken ones."""

from __future__ import annotations

import pytest

from desktop.engine.protocol import Options
from tests.conformance.harness import playout
from tests.engine.toy import GAME, Toy


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("seed", range(5))
def test_toy_passes(seats, seed):
    problems, session = playout(GAME, Options(seats=seats), seed, probe_every=1)
    assert problems == []
    assert session.outcome() is not None


class LeakyToy(Toy):
    def view(self, s, seat):
        v = super().view(s, seat)
        v["all_hands"] = [[f"card:{c}" for c in h] for h in s.hands]
        return v


class LaxToy(Toy):
    def check(self, s, seat, answer):
        return None


def test_harness_catches_a_view_that_leaks_hands():
    problems, _ = playout(LeakyToy(), Options(seats=2), 1, probe_every=1)
    assert any("shows secret" in p for p in problems)


def test_harness_catches_a_game_that_accepts_anything():
    problems, _ = playout(LaxToy(), Options(seats=2), 1, probe_every=1)
    assert any("not offered accepted" in p for p in problems)
