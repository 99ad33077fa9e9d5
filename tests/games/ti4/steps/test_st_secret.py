from desktop.games.ti4 import GAME

from .helpers import at, ids


def test_st_secret_scores_a_held_secret_and_shows_it():
    s = at("ti4.st_secret", 0, phase="status")
    secret = s.players[0].secrets[0]
    assert ids(s, 0) == ["obj:" + secret, "none", "record"]
    ev = GAME.apply(s, 0, "obj:" + secret)
    assert s.players[0].scored_secrets == [secret] and s.players[0].vp == 1
    assert any(e.reveals for e in ev)
