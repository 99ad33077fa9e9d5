from desktop.games.nucleum import GAME

from tests.games.nucleum.helpers import COM, blank, play


def test_court_party_places_and_gives_the_benefit():
    s = blank(2)
    play(s, "court", "worker")
    assert GAME.pending_kinds(s) == ["nucleum.court_party"]
    d = GAME.decision(s, 0)
    assert [o.id for o in d.options] == ["cap", "ft", "com", "rea"]
    assert d.options[2].data["vp"] == 2
    play(s, "com")
    assert s.pols[COM][0] == 1 and s.vp["benefit"][0] == 2 and s.leader[COM] == 0
