"""Games recorded with the code before the Steps port (random bots, several seat counts and
variants) replay through ``Session.replay``: every answer is accepted and the scores are the
same.  The full run of 300 such games is in the port's report (all 300 replayed on the port
before the rule fixes of issue #14).  Those fixes (Medical Lab, Undersea Vents, Advanced
Screening Technology, Trading Post; oceans at the start of the phase; the seed's tie-break)
change the games in which they matter, so the sample here keeps only recorded games that none
of them touches: the replay still proves that the port runs an old game the same way."""

import json
from pathlib import Path

import pytest

from desktop.engine.session import Player, Session
from desktop.games.tmae import GAME

LOGS = json.loads((Path(__file__).parent / "fixtures" / "old_logs.json").read_text())["games"]


@pytest.mark.parametrize("game", LOGS, ids=lambda g: f"{g['seed']}-{g['options']}")
def test_an_old_log_replays_to_the_same_scores(game):
    opts = GAME.options(**game["options"])
    sess = Session.replay(GAME, opts, game["seed"], [Player(f"P{i}") for i in range(opts.seats)],
                          [tuple(a) for a in game["answers"]])
    o = GAME.outcome(sess.state)
    assert o is not None and list(o.scores) == game["scores"] and list(o.winners) == game["winners"]


def test_the_sample_covers_every_seat_count_and_variant():
    seen = {json.dumps(g["options"], sort_keys=True) for g in LOGS}
    assert len(seen) >= 8 and {g["options"]["seats"] for g in LOGS} == {1, 2, 3, 4}
