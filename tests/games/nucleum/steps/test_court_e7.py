from desktop.games.nucleum import GAME

from tests.games.nucleum.helpers import blank, play


def test_court_e7_again_repeats_the_benefit():
    s = blank(2)
    play(s, "e7", "court", "worker", "com")
    assert GAME.pending_kinds(s) == ["nucleum.court_e7"]
    play(s, "again")
    assert s.vp["benefit"][0] == 4 and GAME.pending_kinds(s) == ["nucleum.main"]
