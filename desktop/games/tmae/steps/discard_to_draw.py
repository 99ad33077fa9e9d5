"""A card effect (Mars University): may discard a card from the hand to draw 2 cards if it had
a plant tag, else 1."""

from __future__ import annotations

from desktop.engine.protocol import Legal, Option
from desktop.games.tmae.data import data
from desktop.games.tmae.msgs import O_SKIP, O_UNI, P_UNI, RULE_EFFECT, card_name
from desktop.games.tmae.piles import draw_to_hand
from desktop.games.tmae.steps.base import STEPS, TmaeStep, code_of

CARDS = data().all


@STEPS.register
class DiscardToDraw(TmaeStep):
    kind = "tmae.discard_to_draw"
    rule = RULE_EFFECT

    def legal(self, game, s, e):
        return Legal("one", tuple(f"uni:{c}" for c in s.players[e.seat].hand) + ("skip",))

    def forced(self, game, s, e):
        return None if s.players[e.seat].hand else "skip"

    def prompt(self, game, s, e):
        return P_UNI(card=card_name(e.args["src"]))

    def option(self, game, s, e, i):
        if i == "skip":
            return Option(i, O_SKIP(), (), RULE_EFFECT)
        c = code_of(i)
        return Option(i, O_UNI(card=card_name(c)), (f"card:{c}",), RULE_EFFECT,
                      data={"card": c, "draws": 2 if "plant" in CARDS[c].tagset else 1})

    def resolve(self, game, s, e, answer, ev):
        if answer == "skip":
            return
        p = s.players[e.seat]
        c = code_of(answer)
        p.hand.remove(c)
        s.discard.append(c)
        draw_to_hand(s, e.seat, 2 if "plant" in CARDS[c].tagset else 1, ev)
