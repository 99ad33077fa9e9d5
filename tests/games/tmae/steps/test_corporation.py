"""tmae.corporation: every seat keeps one of its two corporations, at once and in secret."""

from desktop.games.tmae import GAME
from tests.games.tmae import helpers as R


def test_corporation_is_a_simultaneous_secret_choice():
    s = R.new_state(2, 5)
    assert [GAME.entry(s, i).kind for i in (0, 1)] == ["tmae.corporation"] * 2
    assert R.to_act(s) == (0, 1)
    d = GAME.decision(s, 1)
    assert [o.data["corp"] for o in d.options] == s.players[1].corp_offer
    first = s.players[1].corp_offer[0]
    R.act(s, 1, f"corp:{first}")  # the second seat may answer first
    assert R.to_act(s) == (0,) and s.players[1].corp == first
    assert GAME.view(s, 0)["players"][1]["corp"] is None
    R.act(s, 0, f"corp:{s.players[0].corp_offer[0]}")
    assert s.stage == "plan" and GAME.entry(s, 0).kind == "tmae.phase_card"
