"""A card effect: discard cards from the hand (all of them without asking if the hand is no
bigger than that)."""

from __future__ import annotations

from desktop.engine.protocol import Legal, Option
from desktop.games.tmae.msgs import P_DISCARD, RULE_EFFECT, card_name
from desktop.games.tmae.piles import discard_from_hand
from desktop.games.tmae.steps.base import CARD_IDS, STEPS, TmaeStep, accepts_cards, code_of, codes_of

_ALL = ()


@STEPS.register
class Discard(TmaeStep):
    kind = "tmae.discard"
    rule = RULE_EFFECT

    def legal(self, game, s, e):
        k = e.args["st"]["discard"]
        return Legal("some", tuple([CARD_IDS[c] for c in s.players[e.seat].hand]), k, k)

    def forced(self, game, s, e):
        return _ALL if len(s.players[e.seat].hand) <= e.args["st"]["discard"] else None

    def accepts(self, game, s, e, answer) -> bool:
        return accepts_cards(answer, s.players[e.seat].hand, e.args["st"]["discard"], e.args["st"]["discard"])

    def prompt(self, game, s, e):
        return P_DISCARD(k=e.args["st"]["discard"])

    def option(self, game, s, e, i):
        c = code_of(i)
        return Option(i, card_name(c), (i,), None, data={"card": c})

    def resolve(self, game, s, e, answer, ev):
        p = s.players[e.seat]
        if answer is _ALL:
            s.discard.extend(p.hand)
            p.hand.clear()
        else:
            discard_from_hand(s, p, codes_of(answer))
