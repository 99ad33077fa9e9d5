"""rftg.setup_discard: each seat keeps four of its six opening cards (Ancient Race: three)."""

from __future__ import annotations

from desktop.engine.protocol import Legal
from desktop.games.rftg.msgs import P_SETUP, R_ANCIENT, R_SETUP_DEAL
from desktop.games.rftg.piles import discard_cards
from desktop.games.rftg.steps.base import (STEPS, RftgStep, card_ids, card_option, cards_in,
                                           cards_of, draw_cards)


@STEPS.register
class SetupDiscard(RftgStep):
    kind = "rftg.setup_discard"
    rule = R_SETUP_DEAL

    def legal(self, game, st, e):
        n = e.args["n"]
        return Legal("some", card_ids(st.seats[e.seat].hand), n, n)

    def accepts(self, game, st, e, answer):
        n = e.args["n"]
        return cards_in(answer, st.seats[e.seat].hand, n, n)

    def rule_of(self, game, st, e):
        return R_ANCIENT if e.args["n"] == 3 else R_SETUP_DEAL

    def draw(self, game, st, e, rng):
        return draw_cards(st.seats[e.seat].hand, e.args["n"], e.args["n"], rng)

    def prompt(self, game, st, e):
        return P_SETUP(n=e.args["n"])

    def option(self, game, st, e, oid):
        return card_option(oid)

    def resolve(self, game, st, e, answer, ev):
        discard_cards(st, e.seat, cards_of(answer))
