from desktop.games.nucleum import GAME

from tests.games.nucleum.helpers import blank, option_ids, play, rules


def test_court_source_worker_or_uranium_goes_on_forgo_ends():
    s = blank(2)
    play(s, "court")
    assert GAME.pending_kinds(s) == ["nucleum.court_source"]
    assert option_ids(s, 0) == ["worker", "uranium", "forgo"]
    play(s, "uranium")
    assert GAME.pending_kinds(s) == ["nucleum.court_party"]
    s = blank(2)
    ev = play(s, "court", "forgo")
    assert rules(ev) == ["nucleum.court.action"] and GAME.pending_kinds(s) == ["nucleum.main"]
