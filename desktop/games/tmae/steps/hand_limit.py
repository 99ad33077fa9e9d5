"""End of the round: a hand over 10 cards is cut to 10, each card discarded sold for its value."""

from __future__ import annotations

from desktop.engine.protocol import Legal, Option
from desktop.games.tmae.msgs import DISCARDS, P_HAND, RULE_HAND, card_name, event, msg, player_name
from desktop.games.tmae.piles import discard_from_hand, sell_value
from desktop.games.tmae.steps.base import CARD_IDS, STEPS, TmaeStep, accepts_cards, code_of, codes_of


@STEPS.register
class HandLimit(TmaeStep):
    kind = "tmae.hand_limit"
    rule = RULE_HAND

    def legal(self, game, s, e):
        k = e.args["k"]
        return Legal("some", tuple([CARD_IDS[c] for c in s.players[e.seat].hand]), k, k)

    def accepts(self, game, s, e, answer) -> bool:
        return accepts_cards(answer, s.players[e.seat].hand, e.args["k"], e.args["k"])

    def prompt(self, game, s, e):
        return P_HAND(k=e.args["k"])

    def option(self, game, s, e, i):
        c = code_of(i)
        return Option(i, card_name(c), (i,), None, data={"card": c, "mc": sell_value(s.players[e.seat])})

    def resolve(self, game, s, e, answer, ev):
        p = s.players[e.seat]
        gone = codes_of(answer)
        discard_from_hand(s, p, gone)
        v = sell_value(p) * len(gone)
        p.mc += v
        ev.append(event(msg(DISCARDS, player=player_name(e.seat), num=len(gone), mc=v), RULE_HAND, e.seat))
