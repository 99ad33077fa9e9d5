from desktop.engine.flow import Pending

from tests.games.nucleum.helpers import FT, blank, option_ids, play


def test_baron_tie_the_table_names_the_party():
    s = blank(1)
    s.pending = [Pending("nucleum.baron_tie", 0, {"parties": [1, 2]})]
    assert option_ids(s, 0) == ["ft", "com"]
    play(s, "ft")
    assert s.pols[FT][s.baron_side] == 1
