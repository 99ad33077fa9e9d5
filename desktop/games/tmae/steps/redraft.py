"""A card ACTION: discard up to n cards from the hand and draw as many."""

from __future__ import annotations

from desktop.engine.protocol import Legal, Option
from desktop.games.tmae.msgs import P_REDRAFT, RULE_CARD_ACTION, card_name
from desktop.games.tmae.piles import discard_from_hand, draw_to_hand
from desktop.games.tmae.steps.base import STEPS, TmaeStep, codes_of, code_of

_NOTHING = ()


@STEPS.register
class Redraft(TmaeStep):
    kind = "tmae.redraft"
    rule = RULE_CARD_ACTION

    def legal(self, game, s, e):
        hand = s.players[e.seat].hand
        return Legal("some", tuple(f"card:{c}" for c in hand), 0, min(e.args["st"]["redraft"], len(hand)))

    def forced(self, game, s, e):
        return None if s.players[e.seat].hand else _NOTHING

    def prompt(self, game, s, e):
        return P_REDRAFT(card=card_name(e.args["src"]), k=e.args["st"]["redraft"])

    def option(self, game, s, e, i):
        c = code_of(i)
        return Option(i, card_name(c), (i,), None, data={"card": c})

    def resolve(self, game, s, e, answer, ev):
        if answer is _NOTHING:
            return
        gone = codes_of(answer)
        discard_from_hand(s, s.players[e.seat], gone)
        if gone:
            draw_to_hand(s, e.seat, len(gone), ev)
