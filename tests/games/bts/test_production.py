"""Production: growth, ore production and trades (repeated in any combination)."""

from __future__ import annotations

from desktop.games.bts import board as B
from desktop.games.bts import effects as X
from tests.games.bts.helpers import ask, fresh, give, head, ids, play


def test_one_option_of_three():
    s = ask(fresh(4, 2), "bts.production", 0, all=False, used=[])
    assert ids(s) == ["grow", "ore", "trade"]
    p = give(s, 0, ore=0, pop=2)
    play(s, 0, "ore")
    assert p.ore == B.ORE_OUTPUT[0]
    assert head(s).seat == 1  # one option only: the turn moves on


def test_growth_takes_from_the_leftmost_column():
    s = ask(fresh(4, 2), "bts.production", 0, all=False, used=[])
    p = give(s, 0, pop=2)
    total = sum(p.supply)
    p.supply = [1, total - 1, 0, 0, 0]
    play(s, 0, "grow")
    assert B.GROWTH[0] == 2
    assert p.supply == [0, total - 2, 0, 0, 0] and p.pop == 4


def test_growth_and_ore_rise_as_discs_leave_the_tracks():
    s = fresh(4, 2)
    p = s.players[0]
    g, o = X.growth(p), X.ore_output(p)
    for _ in range(4):
        X.automate(p, "food")
        X.automate(p, "ore")
    assert X.growth(p) > g and X.ore_output(p) > o


def test_trades_repeat_until_done():
    s = ask(fresh(4, 2), "bts.production", 0, all=False, used=[])
    p = give(s, 0, ore=3, pop=2)
    play(s, 0, "trade")
    assert ids(s) == ["pop_ore", "ship_pop", "supply_pop", "done"]
    play(s, 0, "pop_ore")  # 1 population back to supply: 1 ore
    assert (p.pop, p.ore) == (1, 4)
    play(s, 0, "supply_pop")  # 3 ore: the leftmost supply cube becomes population
    assert (p.pop, p.ore) == (2, 1)
    ships = p.ship_cubes()
    play(s, 0, "ship_pop")  # 1 ore: a ship becomes population
    if head(s).kind == "bts.pick_ship":
        play(s, 0, ids(s)[0])
    assert (p.pop, p.ore, p.ship_cubes()) == (3, 0, ships - 1)
    assert ids(s) == ["pop_ore", "done"]
    play(s, 0, "done")
    assert head(s).seat == 1
