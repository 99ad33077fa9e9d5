"""The action phase: Basic Spacefaring rows and their costs, guilds and their unlocking, tech
action spaces, and the pawn's move to a new, empty space."""

from __future__ import annotations

from desktop.games.bts import GAME
from desktop.games.bts import effects as X
from tests.games.bts.helpers import (fresh, give, head, ids, play,
                                     research_marks, turn_of)


def _until(s, kind):
    """Answer first options until a ``kind`` decision is on top."""
    for _ in range(50):
        e = head(s)
        if e.kind == kind:
            return e
        play(s, e.seat, ids(s)[0] if e.kind != "bts.settle" else GAME.sample_answer(s, e.seat, s.rng))
    raise AssertionError(kind)


def test_basic_spacefaring_spaces_by_player_count():
    for n, research, total in ((4, 4, 4 + 4 + 2 + 5), (3, 3, 3 + 3 + 2 + 5), (2, 2, 2 + 2 + 2 + 5)):
        s = turn_of(fresh(n, 3), 0)
        give(s, 0, ore=5, pop=3)
        research_marks(s, 0, "I0", "I1")
        spaces = ids(s)
        assert sum(x.startswith("bs.research1:") for x in spaces) == research
        assert sum(x.startswith("bs.research2:") for x in spaces) == research
        assert sum(x.startswith("bs.build_jump:") for x in spaces) == 2
        assert sum(x.startswith("bs.grow:") for x in spaces) == 5
        assert len([x for x in spaces if x.startswith("bs.")]) == total


def test_research_level_one_costs_a_population_cube_that_marks_the_tech():
    s = turn_of(fresh(4, 3), 0)
    p = give(s, 0, ore=0, pop=2)
    play(s, 0, "bs.research1:0:0")
    e = head(s)
    assert e.kind == "bts.research" and sorted(ids(s)) == ["I0", "I1", "I2", "I3"]
    play(s, 0, "I2")
    assert "I2" in p.researched and p.pop <= 2  # 1 cube on the tech (immediates may add)
    assert sum(p.supply) + p.pop + p.ship_cubes() + len(p.researched) == 20


def test_research_level_two_costs_two_ore_and_needs_both_prerequisites():
    s = turn_of(fresh(4, 3), 0)
    p = give(s, 0, ore=5, pop=3)
    research_marks(s, 0, "I0", "I1")
    play(s, 0, "bs.research2:0:0")
    assert p.ore == 3
    # only II0 sits on I0 and I1: researched without asking; its card is drawn
    assert "II0" in p.researched and p.pop == 2
    assert head(s).kind in ("bts.choose_card", "bts.production", "bts.choice", "bts.unlock")


def test_research_rows_refused_without_the_cost_or_a_cube():
    s = turn_of(fresh(4, 3), 0)
    give(s, 0, ore=1, pop=2)
    research_marks(s, 0, "I0", "I1")
    assert not any(x.startswith("bs.research2:") for x in ids(s))
    give(s, 0, ore=5, pop=0)
    assert not any(x.startswith("bs.research") for x in ids(s))


def test_bonus_ore_space():
    s = turn_of(fresh(4, 3), 0)
    p = give(s, 0, ore=2, pop=3)
    research_marks(s, 0, "I0", "I1")
    play(s, 0, "bs.research2:0:3")  # the 4-player row's last space: +1 ore
    assert p.ore == 1


def test_grow_turns_one_supply_into_population_and_takes_one_ore():
    s = turn_of(fresh(4, 3), 0)
    p = give(s, 0, ore=0, pop=2)
    before = sum(p.supply)
    play(s, 0, "bs.grow:0:0")
    assert (p.pop, p.ore, sum(p.supply)) == (3, 1, before - 1)
    assert p.pawn == "bs.grow:0:0"


def test_build_then_jump_two():
    s = turn_of(fresh(4, 3), 0)
    p = give(s, 0, pop=2)
    play(s, 0, "bs.build_jump:0:0")
    e = head(s)
    assert e.kind == "bts.choice" and ids(s) == ["o0", "o1"]  # optional build
    play(s, 0, "o0")
    assert p.pop == 1 and sorted(p.ships.get("sol", [])) == [1, 1] or p.ships
    e = head(s)
    assert e.kind == "bts.move" and e["points"] == 2
    play(s, 0, "sol:1:Y1")
    assert head(s).kind == "bts.move" and head(s)["points"] == 1
    play(s, 0, "Y1:1:A1")
    assert p.ships.get("A1") == [1]
    assert head(s).kind == "bts.production"


def test_the_pawn_moves_to_a_new_empty_space():
    s = turn_of(fresh(4, 3), 0)
    s.players[1].pawn = "bs.grow:0:1"
    s.players[0].pawn = "bs.grow:0:0"
    spaces = ids(s)
    assert "bs.grow:0:0" not in spaces and "bs.grow:0:1" not in spaces
    assert "bs.grow:0:2" in spaces


def test_guilds_are_locked_until_unlocked():
    s = turn_of(fresh(4, 3), 0)
    give(s, 0, ore=10, pop=4)
    research_marks(s, 0, "I0", "I1", "II0", "II1")
    assert not any(x.startswith("g.") for x in ids(s))
    s.unlocked.append("g.professors")
    assert "g.professors:0:0" in ids(s) and "g.professors:0:1" in ids(s)


def test_professors_cost_four_ore_and_a_population_and_need_two_cubes():
    s = turn_of(fresh(4, 3), 0)
    s.unlocked.append("g.professors")
    research_marks(s, 0, "I0", "I1", "I2", "II0", "II1")
    p = give(s, 0, ore=4, pop=1)
    assert "g.professors:0:0" not in ids(s)  # 2 population needed in all
    p = give(s, 0, ore=4, pop=2)
    play(s, 0, "g.professors:0:0")
    # 4 ore and 1 population paid, 1 cube on III0 (the only level-III space open)
    assert p.ore == 0 and p.pop == 0 and "III0" in p.researched


def test_metascientists_cost_six_ore_and_two_population_and_need_three_cubes():
    s = turn_of(fresh(4, 3), 0)
    s.unlocked.append("g.metascientists")
    research_marks(s, 0, "I0", "I1", "I2", "II0", "II1", "II2", "III0", "III1")
    give(s, 0, ore=6, pop=2)
    assert "g.metascientists:0:0" not in ids(s)
    p = give(s, 0, ore=6, pop=3)
    play(s, 0, "g.metascientists:0:1")
    assert (p.ore, p.pop) == (0, 0) and "IV0" in p.researched


def test_terraformers_cost_four_ore_and_a_population_to_colonise():
    s = turn_of(fresh(4, 3), 0)
    s.unlocked.append("g.terraformers")
    p = give(s, 0, ore=4, pop=1)
    assert "g.terraformers:0:0" not in ids(s)  # nothing to colonise yet
    need = X.cat(s).systems[s.systems["A1"]].strength
    from tests.games.bts.helpers import new_ship
    new_ship(s, 0, "A1", 4)
    X.update_control(s, [])
    assert s.control["A1"] == 0 and need <= 4
    play(s, 0, "g.terraformers:0:0")
    assert (p.ore, p.pop) == (0, 0)
    assert head(s).kind == "bts.settle"


def test_technocrats_research_then_a_basic_action_without_moving():
    s = turn_of(fresh(4, 3), 0)
    s.unlocked.append("g.technocrats")
    p = give(s, 0, ore=0, pop=2)
    s.players[1].pawn = "bs.grow:0:0"
    play(s, 0, "g.technocrats:0:0")
    play(s, 0, ids(s)[0])  # research a level-I tech
    e = _until(s, "bts.action")
    assert e["basic"] and "bs.grow" in ids(s)  # the row, even if a pawn is on it
    ore = p.ore
    play(s, 0, "bs.grow")
    assert p.pawn == "g.technocrats:0:0" and p.ore == ore + 1


def test_tech_action_spaces_only_for_researchers():
    s = turn_of(fresh(4, 3), 0)
    lasers = next(sl for sl, c in s.slots.items() if c == "t1.lasers")
    give(s, 0, ore=3, pop=2)
    assert f"{lasers}:0:0" not in ids(s)
    research_marks(s, 0, lasers)
    assert f"{lasers}:0:0" in ids(s)
    turn_of(s, 1)
    give(s, 1, ore=3, pop=2)
    assert f"{lasers}:0:0" not in ids(s)


def test_a_player_with_no_space_passes():
    s = turn_of(fresh(2, 3), 0)
    from desktop.games.bts.steps import action
    real = action.legal_spaces
    action.legal_spaces = lambda s_, seat: []
    try:
        assert ids(s) == ["pass"]
        play(s, 0, "pass")
    finally:
        action.legal_spaces = real
    assert head(s).kind == "bts.production"
