"""bts.research: spaces whose prerequisites the player researched; a new space draws."""

from desktop.games.bts import GAME
from tests.games.bts.helpers import ask, fresh, give, head, play, research_marks


def test_bts_research_draws_for_a_new_space():
    s = fresh(4, 2)
    research_marks(s, 0, "I0", "I1", "I3")
    give(s, 0, pop=2)
    ask(s, "bts.research", 0, level=2)
    d = GAME.decision(s, 0)
    assert [o.id for o in d.options] == ["II0", "II3", "II5"]
    assert all(o.data["new"] for o in d.options)
    ev = play(s, 0, "II3")
    assert any(e.reveals for e in ev)
    assert "II3" in s.players[0].researched
    assert head(s).kind in ("bts.choose_card", "bts.choice", "bts.unlock", "bts.automate",
                            "bts.pick_ship", "bts.move", "bts.place_ship", "bts.action")
