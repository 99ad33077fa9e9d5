"""Issue #14: every status-phase answer (and every Imperial answer) leaves an entry in the log."""

from __future__ import annotations

from desktop.engine.rng import Rng
from desktop.games.ti4 import GAME

from .helpers import fresh, play

ASKED = ("ti4.st_home", "ti4.st_public", "ti4.st_secret", "ti4.tokens", "ti4.imp_home",
         "ti4.imp_public", "ti4.imp_mecatol", "ti4.secondary", "ti4.holder", "ti4.return")


def test_every_answer_of_a_random_game_produces_an_event():
    for seed in range(8):
        s = fresh(4, seed)
        rng = Rng.from_seed(seed)
        while GAME.to_act(s):
            seat = GAME.to_act(s)[0]
            kind = GAME.entry(s, seat).kind
            ans = GAME.sample_answer(s, seat, rng)
            ev = play(s, seat, ans)
            if kind in ASKED and ans != "record":   # recording first: the question comes back
                mine = [e for e in ev if e.private_to is None]
                assert mine, (kind, ans)


def test_status_none_and_yes_answers_are_logged_with_the_player():
    s = fresh(3)
    play(s, 0, "none")                      # nobody holds Imperial: the status phase
    ev = play(s, 0, "yes")
    assert ev and ev[0].seat == 0 and ev[0].rule.id == "ti4.objectives.home_system"
    ev = play(s, 0, "none")
    assert ev and ev[0].rule.id == "ti4.status.score"
    ev = play(s, 0, "none")                 # no secret objective either
    assert ev and ev[0].rule.id == "ti4.status.score"
