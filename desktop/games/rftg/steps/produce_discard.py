"""rftg.produce_discard: Damaged Alien Factory: the card discarded to produce its good."""

from __future__ import annotations

from desktop.engine.protocol import Legal
from desktop.games.rftg.flow import produce_next
from desktop.games.rftg.msgs import P_DAF, POWER_RULES
from desktop.games.rftg.piles import add_good, discard_cards
from desktop.games.rftg.steps.base import STEPS, RftgStep, card_ids, card_in, draw_card, card_of, card_option, follow

R_DAF = POWER_RULES["discard_to_produce"]


@STEPS.register
class ProduceDiscard(RftgStep):
    kind = "rftg.produce_discard"
    rule = R_DAF

    def legal(self, game, st, e):
        return Legal("one", card_ids(st.seats[e.seat].hand))

    def accepts(self, game, st, e, answer):
        return card_in(answer, st.seats[e.seat].hand)

    def draw(self, game, st, e, rng):
        return draw_card(st.seats[e.seat].hand, rng)

    def prompt(self, game, st, e):
        return P_DAF()

    def option(self, game, st, e, oid):
        return card_option(oid)

    def resolve(self, game, st, e, answer, ev):
        seat = e.seat
        s = st.seats[seat]
        w = e.args["card"]
        s.used.append((w, e.args["power"]))
        discard_cards(st, seat, [card_of(answer)])
        if add_good(st, seat, w, ev, R_DAF):
            s.produced.append(w)
        follow(st, e, produce_next(st, seat, ev))
