from desktop.engine.flow import Pending
from desktop.games.nucleum import GAME

from tests.games.nucleum.helpers import blank, option_ids, play


def test_baron_reserve_empty_gives_3_vp():
    s = blank(1)
    s.pending = [Pending("nucleum.baron_reserve", 0)]
    assert option_ids(s, 0) == ["worker", "empty"]
    play(s, "empty")
    assert s.vp["baron_bonus"][s.baron_side] == 3
    s.pending = [Pending("nucleum.baron_reserve", 0)]
    play(s, "worker")
    assert s.vp["baron_bonus"][s.baron_side] == 3 and GAME.pending_kinds(s) == ["nucleum.main"]
