from desktop.games.nucleum import GAME

from tests.games.nucleum.helpers import blank, option_ids, play


def test_main_is_asked_of_the_player_whose_turn_it_is():
    s = blank(3)
    assert GAME.pending_kinds(s) == ["nucleum.main"] and GAME.to_act(s) == (0,)
    assert option_ids(s, 0)[:3] == ["court", "next", "kings_day"]
    play(s, "next")
    assert GAME.to_act(s) == (1,) and GAME.pending_kinds(s) == ["nucleum.main"]


def test_main_an_end_condition_carries_its_id_in_data():
    s = blank(2)
    d = GAME.decision(s, 0)
    end = [o for o in d.options if o.id.startswith("end:")]
    assert end and end[0].data == {"condition": end[0].id[4:]}
    play(s, end[0].id)
    assert s.end_met == [end[0].id[4:]]


def test_main_technology_once():
    s = blank(2)
    play(s, "e8")
    assert s.e8[0] and "e8" not in option_ids(s, 0)
