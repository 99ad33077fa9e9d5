"""rftg.hand_limit: at the end of the round a seat holding more than ten cards discards down
to ten (the discards count for Budget Surplus)."""

from __future__ import annotations

from desktop.engine.protocol import Event, Legal
from desktop.games.rftg.msgs import E_DISCARD, P_LIMIT, R_LIMIT, msg, player
from desktop.games.rftg.piles import discard_cards
from desktop.games.rftg.steps.base import (STEPS, RftgStep, card_ids, card_option, cards_in,
                                           cards_of, draw_cards)


@STEPS.register
class HandLimit(RftgStep):
    kind = "rftg.hand_limit"
    rule = R_LIMIT

    def legal(self, game, st, e):
        n = e.args["n"]
        return Legal("some", card_ids(st.seats[e.seat].hand), n, n)

    def accepts(self, game, st, e, answer):
        n = e.args["n"]
        return cards_in(answer, st.seats[e.seat].hand, n, n)

    def draw(self, game, st, e, rng):
        return draw_cards(st.seats[e.seat].hand, e.args["n"], e.args["n"], rng)

    def prompt(self, game, st, e):
        return P_LIMIT(n=e.args["n"])

    def option(self, game, st, e, oid):
        return card_option(oid)

    def resolve(self, game, st, e, answer, ev):
        discard_cards(st, e.seat, cards_of(answer))
        st.seats[e.seat].end_discards = len(answer)
        ev.append(Event(msg(E_DISCARD, n=len(answer), player=player(e.seat)), R_LIMIT,
                        seat=e.seat))
