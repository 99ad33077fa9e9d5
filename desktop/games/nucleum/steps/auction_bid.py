"""The expert auction: how many VP a bid is (above the high bid, up to the cap)."""

from __future__ import annotations

from desktop.engine.protocol import Event, Legal, RuleRef as R
from desktop.games.nucleum import msgs as T
from desktop.games.nucleum.data import COURT
from desktop.games.nucleum.msgs import side_name
from desktop.games.nucleum.steps.base import STEPS, NucleumStep

R_OPEN = R("nucleum.auction.open")


@STEPS.register
class AuctionBid(NucleumStep):
    kind = "nucleum.auction_bid"
    rule = R_OPEN

    def legal(self, g, s, e):
        return Legal("number", (), max(COURT.auction.min_bid, s.auction_high + 1),
                     COURT.auction.cap)

    def prompt(self, g, s, e):
        return T.BID_N(player=side_name(s, e.seat))

    def unit(self, g, s, e):
        return T.VP()

    def resolve(self, g, s, e, answer, ev):
        seat = e.seat
        s.auction_high = answer
        s.auction_last[seat] = answer
        ev.append(Event(T.EV_AUCTION_BID(side=side_name(s, seat), bid=answer), R_OPEN, seat))
        s.auction_turn = (s.auction_turn + 1) % len(s.auction_in)
