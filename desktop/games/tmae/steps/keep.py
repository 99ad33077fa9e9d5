"""Keep some of the cards drawn into a choice (Research, "reveal n, keep k"); the rest are
discarded.  Without a choice (no more cards drawn than kept) they all go to the hand."""

from __future__ import annotations

from desktop.engine.protocol import Legal, Option
from desktop.games.tmae.msgs import P_KEEP, RULE_EFFECT, RULE_RESEARCH, card_name
from desktop.games.tmae.steps.base import CARD_IDS, STEPS, TmaeStep, accepts_cards, code_of, codes_of

_ALL = ()


@STEPS.register
class Keep(TmaeStep):
    kind = "tmae.keep"
    rule = RULE_EFFECT

    def rule_of(self, game, s, e):
        return RULE_RESEARCH if e.get("research") else RULE_EFFECT

    def legal(self, game, s, e):
        k = e["k"]
        return Legal("some", tuple([CARD_IDS[c] for c in s.players[e.seat].drawn]), k, k)

    def forced(self, game, s, e):
        return _ALL if len(s.players[e.seat].drawn) <= e["k"] else None

    def accepts(self, game, s, e, answer) -> bool:
        return accepts_cards(answer, s.players[e.seat].drawn, e["k"], e["k"])

    def prompt(self, game, s, e):
        return P_KEEP(k=e["k"])

    def option(self, game, s, e, i):
        c = code_of(i)
        return Option(i, card_name(c), (i,), None, data={"card": c})

    def resolve(self, game, s, e, answer, ev):
        p = s.players[e.seat]
        if answer is _ALL:
            p.hand.extend(p.drawn)
        else:
            keep = set(codes_of(answer))
            p.hand.extend(c for c in p.drawn if c in keep)
            s.discard.extend(c for c in p.drawn if c not in keep)
        p.drawn.clear()
