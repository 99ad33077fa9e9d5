"""tmae.unmi: United Nations Mars Initiative may pay 6 MC for 1 more TR, once a phase."""

from desktop.games.tmae import GAME
from tests.games.tmae import helpers as R


def test_unmi_offer_once_per_phase():
    s = R.table(corps=(220,))
    R.enter(s, 3)
    p = s.players[0]
    R.act(s, 0, "sp:temp_mc")
    assert GAME.entry(s, 0).kind == "tmae.unmi"
    assert GAME.decision(s, 0).option("unmi:yes").data == {"mc": 6}
    R.act(s, 0, "unmi:no")
    assert p.tr == 6
    R.act(s, 1, "pass")
    R.act(s, 0, "sp:temp_mc")
    assert not R.waiting(s, 0) and p.tr == 7


def test_no_offer_without_six_mc():
    s = R.table(mc=14, corps=(220,))
    R.enter(s, 3)
    R.act(s, 0, "sp:temp_mc")
    assert not R.waiting(s, 0) and s.players[0].tr == 6
