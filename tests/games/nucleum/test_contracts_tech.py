"""What the court itself decides: contracts C64-C67, technologies E7 and E8."""

from __future__ import annotations

import pytest

from desktop.games.nucleum import GAME, court as K

from tests.games.nucleum.helpers import CAP, COM, FT, REA, blank, lead, option_ids, play, put, rules, texts


def test_c64_leader_of_the_dominant_party():
    s = blank(2)
    s.king = FT
    put(s, FT, 1, 1); lead(s, FT, 1)
    play(s, "court", "worker", "cap")           # seat 0 leads CAP, not dominant
    assert "c64" not in s.contracts_met[0]
    put(s, FT, 0, 1)
    ev = play(s, "court", "worker", "ft")       # 2 vs 1: Leader of the Dominant Party
    assert "c64" in s.contracts_met[0]
    assert "Player 1 now meets the requirement of contract C64." in texts(ev)
    assert "nucleum.contract.c64" in rules(ev)


@pytest.mark.parametrize("contract,needed", [("c65", 3), ("c66", 5), ("c67", 6)])
def test_politician_contracts(contract, needed):
    s = blank(2)
    s.king = REA
    put(s, REA, 1, 9); lead(s, REA, 1)          # seat 1 holds the dominant leadership
    put(s, COM, 0, needed - 1)
    assert contract not in K.contracts_met(s, 0)
    ev = play(s, "court", "worker", "com")
    assert contract in s.contracts_met[0]
    assert f"Player 1 now meets the requirement of contract {contract.upper()}." in texts(ev)


def test_a_lost_requirement_is_announced():
    s = blank(2)
    s.agendas = ["techs", "progress", "network", "cities"]
    put(s, COM, 0, 3); lead(s, COM, 0)
    s.contracts_met[0] = K.contracts_met(s, 0)
    s.king = COM
    ev = play(s, "kings_day", 0)
    assert "c65" not in s.contracts_met[0]
    assert "Player 1 no longer meets the requirement of contract C65." in texts(ev)


@pytest.mark.parametrize("politicians,vp", [(4, 0), (5, 4), (6, 4), (7, 10), (8, 10), (9, 21), (12, 21)])
def test_e8_thresholds(politicians, vp):
    assert K.e8_vp(politicians) == vp


def test_e8_scored_at_final_scoring_only_when_declared():
    s = blank(2)
    put(s, FT, 0, 7); put(s, FT, 1, 9)
    s.king = CAP
    s.leader = [None, 0, None, None]
    play(s, "e8")
    play(s, "end:action_stacks", "end:vp_flag", "final", 0)
    assert s.vp["e8"] == [10, 0]


def test_e7_choice_at_each_court_action():
    s = blank(2)
    play(s, "e7", "court", "worker", "com")
    assert GAME.step_name(s) == "court_e7" and option_ids(s, 0) == ["worker", "again"]
    play(s, "again")
    assert s.vp["benefit"][0] == 4 and s.income[0]["worker"] == 2
    ev = play(s, "court", "worker", "cap", "worker")
    assert "Player 1 gains 1 worker (E7)." in texts(ev) and s.income[0]["thaler"] == 1
    s2 = blank(2)
    play(s2, "court", "worker", "com")
    assert GAME.step_name(s2) == "main"                   # without E7 nothing is asked
