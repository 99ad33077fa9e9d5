from desktop.engine.flow import Pending
from desktop.games.ti4 import GAME

from .helpers import at


def test_reveal_shows_the_next_objective_then_asks_everyone_for_tokens():
    s = at("ti4.st_secret", 0, phase="status")
    s.pending.insert(0, Pending("ti4.reveal", 0))
    nxt = s.stage1[0]
    GAME.apply(s, 0, "none")
    assert s.revealed[-1] == nxt
    assert GAME.pending_kinds(s) == ["ti4.tokens"] * 4


def test_reveal_with_nothing_left_ends_the_game():
    s = at("ti4.st_secret", 0, phase="status")
    s.pending.insert(0, Pending("ti4.reveal", 0))
    s.stage1, s.stage2 = [], []
    GAME.apply(s, 0, "none")
    assert s.phase == "over" and s.ended == "objectives" and GAME.outcome(s) is not None
