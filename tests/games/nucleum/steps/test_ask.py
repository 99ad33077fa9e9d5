from desktop.engine.protocol import PickNumber
from desktop.games.nucleum import GAME

from tests.games.nucleum.helpers import CAP, blank, lead, play, put


def test_ask_a_figure_then_the_score_step_scores_it():
    s = blank(2)
    put(s, CAP, 0)
    lead(s, CAP, 0)                           # contracts agenda, the Dominant Party
    play(s, "kings_day")
    assert GAME.pending_kinds(s) == ["nucleum.ask"]
    assert [e.kind for e in s.pending] == ["nucleum.score", "nucleum.ask"]
    d = GAME.decision(s, 0)
    assert isinstance(d, PickNumber) and d.lo == 0
    assert GAME.view(s, 0)["pending"] == [{"seat": 0, "agenda": "contracts"}]
    play(s, 2)
    assert s.kings_days == 1 and s.vp["kings_day"][0] > 0
