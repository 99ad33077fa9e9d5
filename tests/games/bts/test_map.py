"""Ships, jumps, control of areas and the five steps of colonisation."""

from __future__ import annotations

from desktop.games.bts import board as B
from desktop.games.bts import effects as X
from tests.games.bts.helpers import fresh, give, head, ids, new_ship, play, run_fx


def test_the_graph_is_connected_and_symmetric():
    seen, todo = {B.SOL}, [B.SOL]
    while todo:
        a = todo.pop()
        for b in B.ADJ[a]:
            assert a in B.ADJ[b]
            if b not in seen:
                seen.add(b)
                todo.append(b)
    assert seen == set(B.AREAS)
    assert B.SOL not in B.CONTROLLABLE and B.DEEP not in B.CONTROLLABLE


def test_a_jump_is_one_segment_per_movement_point():
    s = fresh(4, 2)
    p = s.players[0]
    run_fx(s, 0, [{"op": "jump", "n": 2}])
    assert "sol:1:Y1" in ids(s) and "sol:1:A1" not in ids(s)  # one segment at a time
    play(s, 0, "sol:1:Y1")
    play(s, 0, "stop")
    assert p.faction != "f.tabernacle" and p.ships["Y1"] == [1]


def test_control_goes_to_the_strongest_and_marks_a_base_disc():
    s = fresh(4, 2)
    a, b = s.players[0], s.players[1]
    new_ship(s, 0, "Y1", 2)
    ev = []
    X.update_control(s, ev)
    assert s.control["Y1"] == 0 and s.base_kind["Y1"] == "ore" and a.ore_track == 7
    assert ev and ev[0].unconfirmed is False
    new_ship(s, 1, "Y1", 2)
    X.update_control(s, [])
    assert s.control["Y1"] == 0  # a tie keeps the controller
    new_ship(s, 1, "Y1", 1)
    ev = []
    X.update_control(s, ev)
    assert s.control["Y1"] == 1 and a.ore_track == 8 and b.ore_track == 7  # the disc goes home
    assert any(e.unconfirmed for e in ev)  # bts.map.contest is a default


def test_control_stays_when_the_ships_leave_and_raises_production():
    s = fresh(4, 2)
    p = s.players[0]
    before = X.ore_output(p)
    new_ship(s, 0, "Y2", 1)
    new_ship(s, 0, "Y1", 1)
    X.update_control(s, [])
    assert X.ore_output(p) > before or B.ORE_OUTPUT[2] == B.ORE_OUTPUT[0]
    X.remove_ship(p, "Y2", 1)
    X.return_supply(p)
    X.update_control(s, [])
    assert s.control["Y2"] == 0


def test_new_ships_go_to_sol_or_a_controlled_shipyard():
    s = fresh(4, 2)
    give(s, 0, pop=2)
    run_fx(s, 0, [{"op": "convert", "src": "pop", "dst": "ship", "level": 1}])
    assert head(s).kind != "bts.place_ship"  # only the Solar System: no question
    new_ship(s, 0, "Y3", 1)
    X.update_control(s, [])
    run_fx(s, 0, [{"op": "convert", "src": "pop", "dst": "ship", "level": 2}])
    assert head(s).kind == "bts.place_ship" and ids(s) == ["sol", "Y3"]
    play(s, 0, "Y3")
    assert s.players[0].ships["Y3"] == [1, 2]


def test_colonisation_five_steps():
    s = fresh(4, 2)
    p = s.players[0]
    card = s.systems["A1"]
    need = X.cat(s).systems[card].strength
    new_ship(s, 0, "A1", 3)
    new_ship(s, 0, "A1", 2)
    new_ship(s, 0, "A1", 1)
    new_ship(s, 1, "A1", 1)
    X.update_control(s, [])
    assert s.control["A1"] == 0  # 1. control
    discs = p.food_track + p.ore_track
    supply = sum(p.supply)
    run_fx(s, 0, [{"op": "colonise"}])
    assert head(s).kind == "bts.settle"
    weak = [f"s{i}" for i, lv in enumerate(sorted(p.ships["A1"])) if lv == 1]
    from desktop.games.bts import GAME
    assert GAME.check(s, 0, weak) is not None  # 2. settle needs the strength
    chosen = [f"s{i}" for i, lv in enumerate(sorted(p.ships["A1"])) if lv == 3]
    if need > 3:
        chosen = ["s1", "s2"]
    play(s, 0, chosen)
    assert sum(p.supply) >= supply + len(chosen) - 4  # set-aside cubes back to supply
    assert "A1" not in p.ships and p.ships["deep"]  # 3. the rest to Deep Space
    assert card in p.colonies and s.systems["A1"] != card  # 4. discover a new one
    assert s.systems["A1"] is not None
    assert p.colony_discs == 2 and p.food_track + p.ore_track == discs - 1  # 5. another disc
    assert s.control["A1"] in (-1, 1)  # the other faction's ship may take the new system


def test_solar_system_and_deep_space_are_never_controlled():
    s = fresh(4, 2)
    new_ship(s, 0, "deep", 4)
    X.update_control(s, [])
    assert "deep" not in s.control and "sol" not in s.control
