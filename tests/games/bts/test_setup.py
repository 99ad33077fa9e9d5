"""Setup for 4 players per the seed's 21 steps, and the 2-3 player defaults."""

from __future__ import annotations

import pytest

from desktop.games.bts import GAME, BtsOptions
from desktop.games.bts import board as B
from desktop.games.bts import effects as X
from tests.games.bts.helpers import fresh

LEVEL_I = {"t1.robotics", "t1.lasers", "t1.genetics", "t1.terraforming"}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_tech_board_decks_and_events(seed):
    s = fresh(4, seed)
    assert {s.slots[sl] for sl in B.LEVEL_SLOTS[1]} == LEVEL_I  # step 2: 4 level-I face up
    assert all(s.slots[sl] is None for lv in (2, 3, 4) for sl in B.LEVEL_SLOTS[lv])
    assert {k: len(v) for k, v in s.decks.items()} == {"2": 16, "3": 16, "4": 10}  # step 3
    two = {s.slot_events[sl] for sl in B.LEVEL_SLOTS[2]}
    three = {s.slot_events[sl] for sl in B.LEVEL_SLOTS[3]}
    assert len(two) == 6 and {"e2.tyler_lee", "e2.maya"} <= two  # step 4
    assert len(three) == 6 and {"e3.kc24x", "e3.onu"} <= three  # step 5
    assert all(e.startswith("e2.") for e in two) and all(e.startswith("e3.") for e in three)
    assert len(s.events_box) == 8  # unused events go back to the box
    assert all(s.slot_events[sl] is None for sl in (*B.LEVEL_SLOTS[1], *B.LEVEL_SLOTS[4]))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_systems_and_achievements(seed):
    s = fresh(4, seed)
    c = X.cat(s)
    for a in ("A1", "A2"):  # step 7: two start systems on the A spaces
        assert c.systems[s.systems[a]].start and c.systems[s.systems[a]].deck == "A"
    for a in ("B1", "B2"):  # step 8
        assert c.systems[s.systems[a]].deck == "B"
    assert len(s.system_decks["A"]) == 10 and len(s.system_decks["B"]) == 10
    assert sum(c.systems[x].start for x in s.system_decks["A"]) == 2  # shuffled back in
    assert s.achievements[:2] == ["a.empire", "a.transcendence"]  # step 10
    assert c.achievements[s.achievements[2]].deck == "A"
    assert c.achievements[s.achievements[3]].deck == "B"
    assert s.unlocked == []  # step 12: every guild is locked


def test_first_game_achievements():
    s = fresh(4, 1, achievements="first_game")
    assert s.achievements == ["a.transcendence", "a.empire", "aa.warlord", "ab.technologist"]


@pytest.mark.parametrize("seed", range(6))
def test_player_pieces_and_starting_resources_by_seat(seed):
    s = fresh(4, seed)
    extra_ore = {"f.tabernacle": 1, "f.nishida": 2}
    for i, p in enumerate(s.players):
        assert p.food_track == 8 and p.ore_track == 8  # steps 16-17
        assert p.pawn is None  # step 15: beside Basic Spacefaring
        assert p.ore == (1, 1, 2, 2)[i] + extra_ore.get(p.faction, 0)  # step 21
        if p.faction == "f.un_sol":
            assert p.pop == 3 and p.supply == [4, 4, 2, 3, 3]  # +1 from column C
        else:
            assert p.pop == 2  # step 19
        if p.faction == "f.zheng_yi":
            assert p.ships == {"sol": [1, 1]} and p.supply == [3, 4, 3, 3, 3]
        elif p.faction == "f.tabernacle":
            assert p.ships == {"deep": [1]}
        else:
            assert p.ships == {"sol": [1]}  # step 20
        if p.faction in ("f.tabernacle", "f.nishida"):
            assert p.supply == [4, 4, 3, 3, 3]  # step 18: 17 supply cubes
    assert sorted(p.faction for p in s.players) == sorted(X.cat(s).factions)


def test_two_and_three_players_use_the_seed_rows():
    for n, research in ((2, 2), (3, 3), (4, 4)):
        s = fresh(n, 5)
        rows = X.cat(s).basic
        assert rows["bs.research1"].spaces[n] == research
        assert rows["bs.research2"].spaces[n] == research
        assert len(s.players) == n
        assert [p.ore - {"f.tabernacle": 1, "f.nishida": 2}.get(p.faction, 0)
                for p in s.players] == [1, 1, 2, 2][:n]


def test_setup_events_are_logged_and_flag_the_2_3_player_default():
    _s, ev = GAME.start(BtsOptions(seats=3), 4)
    assert ev[0].reveals and ev[0].unconfirmed
    _s, ev = GAME.start(BtsOptions(seats=4), 4)
    assert ev[0].reveals and not ev[0].unconfirmed
    assert sum(1 for e in ev if e.rule.id == "bts.setup.faction_extra") == 4


def test_first_decision_is_the_first_players_action():
    s = fresh(4, 9)
    assert GAME.to_act(s) == (0,)
    assert s.pending[-1].kind == "bts.action"
