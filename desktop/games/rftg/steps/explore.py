"""rftg.explore: keep some of the cards drawn in Explore, discard the rest."""

from __future__ import annotations

from desktop.engine.protocol import Legal
from desktop.games.rftg.msgs import P_EXPLORE, R_EXPLORE
from desktop.games.rftg.piles import to_discard
from desktop.games.rftg.steps.base import (STEPS, RftgStep, card_ids, card_option, cards_in,
                                           cards_of, draw_cards)


@STEPS.register
class Explore(RftgStep):
    kind = "rftg.explore"
    rule = R_EXPLORE

    def legal(self, game, st, e):
        n = e.args["keep"]
        return Legal("some", card_ids(st.seats[e.seat].explore), n, n)

    def accepts(self, game, st, e, answer):
        n = e.args["keep"]
        return cards_in(answer, st.seats[e.seat].explore, n, n)

    def draw(self, game, st, e, rng):
        return draw_cards(st.seats[e.seat].explore, e.args["keep"], e.args["keep"], rng)

    def prompt(self, game, st, e):
        return P_EXPLORE(n=e.args["keep"])

    def option(self, game, st, e, oid):
        return card_option(oid)

    def resolve(self, game, st, e, answer, ev):
        s = st.seats[e.seat]
        keep = set(cards_of(answer))
        for c in s.explore:
            if c in keep:
                s.hand.append(c)
            else:
                to_discard(st, e.seat, c)
        s.explore = []
