"""rftg.discard_hand: Deficit Spending: discard up to the power's number of hand cards for VP
each.  Consume: 2x VP does not double these VP (rftg.consume.x2_discard: Keldon's engine; no
printed rule or ruling says otherwise)."""

from __future__ import annotations

from desktop.engine.protocol import Legal
from desktop.games.rftg.flow import consume_next
from desktop.games.rftg.msgs import P_DISCARD_HAND, POWER_RULES
from desktop.games.rftg.piles import discard_cards, gain_vp
from desktop.games.rftg.powers import power_of
from desktop.games.rftg.rules import R
from desktop.games.rftg.steps.base import STEPS, RftgStep, card_ids, card_option, cards_in, cards_of, follow

R_DISCARD_HAND = POWER_RULES["discard_hand"]
R_X2_DISCARD = R("consume.x2_discard")


@STEPS.register
class DiscardHand(RftgStep):
    kind = "rftg.discard_hand"
    rule = R_DISCARD_HAND

    def legal(self, game, st, e):
        hand = st.seats[e.seat].hand
        p = power_of((e.args["card"], e.args["power"]))
        return Legal("some", card_ids(hand), 0, min(p.times, len(hand)))

    def accepts(self, game, st, e, answer):
        hand = st.seats[e.seat].hand
        p = power_of((e.args["card"], e.args["power"]))
        return cards_in(answer, hand, 0, min(p.times, len(hand)))

    def prompt(self, game, st, e):
        return P_DISCARD_HAND(n=power_of((e.args["card"], e.args["power"])).times)

    def option(self, game, st, e, oid):
        return card_option(oid)

    def resolve(self, game, st, e, answer, ev):
        s = st.seats[e.seat]
        p = power_of((e.args["card"], e.args["power"]))
        discard_cards(st, e.seat, cards_of(answer))
        vp = p.vp * len(answer)
        if "x2" in s.actions:
            gain_vp(st, e.seat, vp, ev, R_X2_DISCARD, unconfirmed=True)
        else:
            gain_vp(st, e.seat, vp, ev, R_DISCARD_HAND)
        follow(st, e, consume_next(st, e.seat))
