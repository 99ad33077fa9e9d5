"""The expert auction for the order of Experiment choice."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from desktop.games.nucleum import GAME, NucleumOptions

from tests.games.nucleum.helpers import play, texts

A, B_, C_, D = range(4)


def bid(s, seat, amount):
    assert GAME.to_act(s) == (seat,)
    return play(s, "bid", amount)


def pas(s, seat):
    assert GAME.to_act(s) == (seat,)
    return play(s, "pass")


def test_the_rulebook_example():
    s = GAME.new(NucleumOptions(seats=4, auction=True), 7)
    assert GAME.step_name(s) == "auction"
    bid(s, A, 1); bid(s, B_, 3); bid(s, C_, 4); bid(s, D, 6); bid(s, A, 7)
    ev = pas(s, B_)
    assert "Player 2 passes and will choose an Experiment in place 4." in texts(ev)
    bid(s, C_, 8); bid(s, D, 10)
    pas(s, A)
    bid(s, C_, 11); bid(s, D, 12); bid(s, C_, 15)
    ev = pas(s, D)
    assert s.choice_order == [C_, D, A, B_]
    assert GAME.step_name(s) == "main"
    assert [GAME.auction_loss(s, x) for x in range(4)] == [7, 0, 15, 12]
    assert "Player 3 will lose 15 VP at the end of the game (last bid)." in texts(ev)
    # the bids are lost at the end, just before the totals
    assert s.vp["auction"] == [0, 0, 0, 0]
    play(s, "end:action_stacks", "end:contract_stacks", "end:recharges", "final")
    assert s.vp["auction"] == [-7, 0, -15, -12]
    assert GAME.outcome(s).scores == (-7, 0, -15, -12)


def test_a_bid_must_exceed_the_last_one():
    s = GAME.new(NucleumOptions(seats=2, auction=True), 1)
    bid(s, 0, 5)
    play(s, "bid")
    assert GAME.check(s, 1, 5) is not None and GAME.check(s, 1, 6) is None


def test_two_players_only_the_first_chooser_pays():
    s = GAME.new(NucleumOptions(seats=2, auction=True), 1)
    bid(s, 0, 2); bid(s, 1, 4)
    pas(s, 0)
    assert s.choice_order == [1, 0] and [GAME.auction_loss(s, x) for x in (0, 1)] == [0, 4]


def test_three_players_the_first_to_pass_pays_nothing():
    s = GAME.new(NucleumOptions(seats=3, auction=True), 1)
    bid(s, 0, 1); bid(s, 1, 2); bid(s, 2, 3)
    pas(s, 0)
    bid(s, 1, 5)
    pas(s, 2)
    assert s.choice_order == [1, 2, 0]
    assert [GAME.auction_loss(s, x) for x in range(3)] == [0, 5, 3]


def test_never_with_the_baron():
    with pytest.raises(ValidationError, match="never with the Baron"):
        NucleumOptions(seats=1, baron=True, auction=True)
