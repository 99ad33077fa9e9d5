"""The phase machine: action, production, achievement, end check; seats in turn order."""

from __future__ import annotations

from desktop.games.bts import GAME
from tests.games.bts.helpers import fresh, head, play


def test_a_round_runs_action_production_then_the_next_seat():
    s = fresh(3, 6)
    seen = []
    for _ in range(200):
        e = head(s)
        if e.kind in ("bts.action", "bts.production", "bts.achievement") and (
                not seen or seen[-1] != (e.kind, e.seat)):
            seen.append((e.kind, e.seat))
        if s.round == 2:
            break
        play(s, e.seat, GAME.sample_answer(s, e.seat, s.rng))
    main = [x for x in seen if x[0] != "bts.achievement"]
    assert main[:6] == [("bts.action", 0), ("bts.production", 0), ("bts.action", 1),
                        ("bts.production", 1), ("bts.action", 2), ("bts.production", 2)]
    assert s.round == 2 and head(s).seat == 0 and head(s).kind == "bts.action"


def test_the_achievement_phase_is_skipped_when_nothing_can_be_claimed():
    s = fresh(2, 6)
    play(s, 0, "bs.grow:0:0")
    play(s, 0, "ore")
    assert head(s).kind == "bts.action" and head(s).seat == 1
