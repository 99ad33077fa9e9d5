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


def test_the_pick_is_logged_once_when_the_reveal_follows_at_once():
    # solo: the corporation is taken and revealed in the same answer; one line, not two
    s = R.new_state(1, 3)
    c = s.players[0].corp_offer[0]
    ev = R.act(s, 0, f"corp:{c}")
    takes = [e for e in ev if e.msg.text == "{player} takes {corp}."]
    assert len(takes) == 1 and takes[0].private_to is None
    # two seats: the first pick is private until the last seat has chosen
    s = R.new_state(2, 3)
    ev = R.act(s, 0, f"corp:{s.players[0].corp_offer[0]}")
    assert [e.private_to for e in ev if e.msg.text == "{player} takes {corp}."] == [0]
    ev = R.act(s, 1, f"corp:{s.players[1].corp_offer[0]}")
    assert [e.private_to for e in ev if e.msg.text == "{player} takes {corp}."] == [None, None]
