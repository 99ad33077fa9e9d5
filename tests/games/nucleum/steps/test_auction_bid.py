from desktop.games.nucleum import GAME, NucleumOptions
from desktop.games.nucleum.data import COURT

from tests.games.nucleum.helpers import play


def test_auction_bid_above_the_high_bid_up_to_the_cap():
    s = GAME.new(NucleumOptions(seats=3, auction=True), 3)
    play(s, "bid")
    assert GAME.pending_kinds(s) == ["nucleum.auction_bid"]
    d = GAME.decision(s, 0)
    assert (d.lo, d.hi) == (max(COURT.auction.min_bid, 1), COURT.auction.cap)
    play(s, 5)
    play(s, "bid")
    d = GAME.decision(s, 1)
    assert d.lo == 6 and GAME.check(s, 1, 5) is not None
