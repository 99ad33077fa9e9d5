"""The Court action: the worker, the benefit, leadership and dominance."""

from __future__ import annotations

import pytest

from desktop.games.nucleum import GAME
from desktop.games.nucleum.state import NEUTRAL

from tests.games.nucleum.helpers import CAP, COM, FT, REA, blank, lead, option_ids, play, put, rules, texts


def test_benefits_are_announced_and_vp_and_income_tracked():
    s = blank(2)
    ev = play(s, "court", "worker", "cap")
    assert s.income[0] == {"thaler": 1, "worker": 0, "vp": 0}
    assert "Player 1 gains the Capitalists' benefit: Capitalists: 2 thalers and 1 step of thaler income." in texts(ev)
    play(s, "court", "worker", "com")
    assert s.vp["benefit"][0] == 2 and s.income[0]["worker"] == 1
    play(s, "court", "worker", "rea")
    assert s.income[0]["vp"] == 1
    ev = play(s, "court", "worker", "ft")
    assert "nucleum.court.benefit" in rules(ev)
    assert sum(s.pols[p][0] for p in range(4)) == 4


def test_uranium_and_forgo():
    s = blank(2)
    ev = play(s, "court", "uranium", "rea")
    assert "Player 1 converts 1 uranium into a worker." in texts(ev)
    ev = play(s, "court", "forgo")
    assert GAME.step_name(s) == "main" and sum(s.pols[p][0] for p in range(4)) == 1
    assert "nucleum.court.action" in rules(ev)


def test_no_court_action_with_all_18_figures_on_the_board():
    s = blank(2)
    put(s, CAP, 0, 18)
    assert "court" not in option_ids(s, 0)


def test_empty_leader_space_is_taken():
    s = blank(2)
    play(s, "court", "worker", "com")
    assert s.leader[COM] == 0


def test_leadership_needs_a_strict_majority_over_the_leader():
    s = blank(2)
    put(s, FT, 1, 2); lead(s, FT, 1)
    put(s, FT, 0, 1)
    play(s, "court", "worker", "ft")      # 2 vs 2: no change
    assert s.leader[FT] == 1
    play(s, "court", "worker", "ft")      # 3 vs 2
    assert s.leader[FT] == 0


def test_neutrals_count_as_one_side_against_a_challenger():
    s = blank(2)
    s.neutrals = {"arrow": CAP, "2": CAP, "3": -1, "4": -1}
    lead(s, CAP, NEUTRAL, "2")
    put(s, CAP, 0, 1)
    play(s, "court", "worker", "cap")     # 2 vs the 2 neutrals: no change
    assert s.leader[CAP] == NEUTRAL
    ev = play(s, "court", "worker", "cap")
    assert s.leader[CAP] == 0
    assert "Player 1 becomes Leader of the Capitalists." in texts(ev)


def test_dominance_by_strict_majority_king_stays_on_tie():
    s = blank(2)
    s.king = CAP
    put(s, CAP, 1, 2)
    put(s, REA, 0, 1)
    play(s, "court", "worker", "rea")     # 2 vs 2
    assert s.king == CAP
    ev = play(s, "court", "worker", "rea")
    assert s.king == REA
    assert "The King moves to the Realists: they are the Dominant Party." in texts(ev)


def test_a_seat_that_does_not_owe_an_answer_is_refused():
    s = blank(2)
    assert GAME.check(s, 1, "court") is not None


@pytest.mark.parametrize("party", ["cap", "ft", "com", "rea"])
def test_every_party_is_offered(party):
    s = blank(3)
    play(s, "court", "worker")
    assert party in option_ids(s, 0)
