from desktop.games.nucleum import GAME, NucleumOptions

from tests.games.nucleum.helpers import play


def test_auction_bid_then_pass_until_one_is_left():
    s = GAME.new(NucleumOptions(seats=2, auction=True), 3)
    assert GAME.pending_kinds(s) == ["nucleum.auction"] and GAME.to_act(s) == (0,)
    play(s, "bid")
    assert GAME.pending_kinds(s) == ["nucleum.auction_bid"]
    play(s, 4)
    assert GAME.to_act(s) == (1,)
    play(s, "pass")
    assert s.choice_order == [0, 1] and GAME.pending_kinds(s) == ["nucleum.main"]
