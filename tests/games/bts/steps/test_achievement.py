"""bts.achievement: claimable achievements and "none"; the VP of the next space."""

from desktop.games.bts import GAME
from tests.games.bts.helpers import ask, fresh, play


def test_bts_achievement_claims_the_next_space():
    s = ask(fresh(4, 2), "bts.achievement", 0)
    s.players[0].colonies = ["x"] * 4
    s.claims["a.empire"] = [1]
    d = GAME.decision(s, 0)
    assert [o.id for o in d.options] == ["a.empire", "none"]
    assert d.option("a.empire").data["vp"] == 3
    play(s, 0, "a.empire")
    assert s.claims["a.empire"] == [1, 0]
