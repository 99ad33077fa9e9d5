from desktop.games.nucleum import GAME

from tests.games.nucleum.helpers import blank, option_ids, play, rules


def test_baron_supply_empty_makes_the_court_unavailable():
    s = blank(1)
    play(s, "baron")
    assert GAME.pending_kinds(s) == ["nucleum.baron_supply"] and GAME.to_act(s) == (0,)
    assert option_ids(s, 0) == ["yes", "empty"]
    ev = play(s, "empty")
    assert rules(ev) == ["nucleum.baron.unavailable"]


def test_baron_supply_yes_places_his_worker():
    s = blank(1)
    play(s, "baron", "yes")
    assert sum(s.pols[p][s.baron_side] for p in range(4)) == 1
