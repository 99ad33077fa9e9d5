"""The expert auction: bid for the first choice of Experiment, or pass
(nucleum.auction.open, nucleum.auction.order)."""

from __future__ import annotations

from desktop.engine.flow import Pending, push
from desktop.engine.protocol import Event, Legal, Option, RuleRef as R
from desktop.games.nucleum import msgs as T
from desktop.games.nucleum.data import COURT
from desktop.games.nucleum.msgs import side_name
from desktop.games.nucleum.scoring import auction_loss
from desktop.games.nucleum.steps.base import STEPS, NucleumStep

R_OPEN = R("nucleum.auction.open")
R_ORDER = R("nucleum.auction.order")
BID_OR_PASS = Legal("one", ("bid", "pass"))
PASS_ONLY = Legal("one", ("pass",))


@STEPS.register
class Auction(NucleumStep):
    kind = "nucleum.auction"
    rule = R_OPEN

    def legal(self, g, s, e):
        return BID_OR_PASS if s.auction_high < COURT.auction.cap else PASS_ONLY

    def prompt(self, g, s, e):
        return T.BID_Q(player=side_name(s, e.seat), high=s.auction_high)

    def option(self, g, s, e, i):
        if i == "bid":
            return Option(i, T.BID(), (), R_OPEN, data={"high": s.auction_high})
        return Option(i, T.PASS(), (), R_ORDER, data={"place": len(s.auction_in)})

    def resolve(self, g, s, e, answer, ev):
        seat = e.seat
        if answer == "bid":
            push(s, Pending("nucleum.auction_bid", seat, source="auction"))
            return
        place = len(s.auction_in)   # passing now: choose in this place
        s.auction_passed.append(seat)
        i = s.auction_turn
        s.auction_in.pop(i)
        ev.append(Event(T.EV_AUCTION_PASS(side=side_name(s, seat), place=place), R_ORDER, seat))
        if len(s.auction_in) == 1:
            winner = s.auction_in[0]
            s.choice_order = [winner] + list(reversed(s.auction_passed))
            order = ", ".join(str(x + 1) for x in s.choice_order)
            ev.append(Event(T.EV_AUCTION_END(order=order), R_ORDER))
            for x in s.choice_order:
                loss = auction_loss(s, x)
                if loss:
                    ev.append(Event(T.EV_AUCTION_COST(side=side_name(s, x), vp=loss),
                                    R("nucleum.auction.cost"), x))
            s.auction_in = []
            s.phase = "main"
            return
        s.auction_turn = i % len(s.auction_in)
