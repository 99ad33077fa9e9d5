"""rftg.pay: discard the cards a development or world costs (after every seat has chosen)."""

from __future__ import annotations

from desktop.engine.protocol import Event, Legal
from desktop.games.rftg.msgs import CARD_IDS, E_DISCARD, P_PAY, R_PAY, msg, player
from desktop.games.rftg.piles import discard_cards
from desktop.games.rftg.steps.base import (STEPS, RftgStep, card_ids, card_option, cards_in,
                                           cards_of, draw_cards)


@STEPS.register
class Pay(RftgStep):
    kind = "rftg.pay"
    rule = R_PAY

    def legal(self, game, st, e):
        s = st.seats[e.seat]
        n = e.args["n"]
        sel = s.selected
        return Legal("some", card_ids([c for c in s.hand if c != sel]), n, n)

    def accepts(self, game, st, e, answer):
        s = st.seats[e.seat]
        n = e.args["n"]
        return (cards_in(answer, s.hand, n, n)
                and (s.selected < 0 or CARD_IDS[s.selected] not in answer))

    def draw(self, game, st, e, rng):
        s = st.seats[e.seat]
        sel = s.selected
        n = e.args["n"]
        return draw_cards([c for c in s.hand if c != sel], n, n, rng)

    def prompt(self, game, st, e):
        return P_PAY(n=e.args["n"])

    def option(self, game, st, e, oid):
        return card_option(oid)

    def resolve(self, game, st, e, answer, ev):
        discard_cards(st, e.seat, cards_of(answer))
        ev.append(Event(msg(E_DISCARD, n=len(answer), player=player(e.seat)), R_PAY, seat=e.seat))
        st.seats[e.seat].cost = 0
