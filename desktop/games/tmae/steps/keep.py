"""Keep some of the cards drawn into a choice (Research, "reveal n, keep k"); the rest are
discarded.  A card may restrict what is kept to cards with some tags (Advanced Screening
Technology: science or plant).  Without a choice (no more such cards than kept) they all go to
the hand."""

from __future__ import annotations

from desktop.engine.protocol import Option
from desktop.games.tmae.data import data
from desktop.games.tmae.msgs import P_KEEP, RULE_EFFECT, RULE_RESEARCH, card_name
from desktop.games.tmae.steps.base import CARD_IDS, STEPS, TmaeStep, accepts_cards, code_of, codes_of, lean

CARDS = data().all
_ALL = ()


def _eligible(s, e) -> list[int]:
    drawn = s.players[e.seat].drawn
    tags = e.args.get("tags")
    if tags is None:
        return drawn
    return [c for c in drawn if CARDS[c].tagset.intersection(tags)]


def _k(s, e, eligible: list[int]) -> int:
    return min(e.args["k"], len(eligible))


@STEPS.register
class Keep(TmaeStep):
    kind = "tmae.keep"
    rule = RULE_EFFECT

    def rule_of(self, game, s, e):
        return RULE_RESEARCH if e.args.get("research") else RULE_EFFECT

    def legal(self, game, s, e):
        cards = _eligible(s, e)
        k = _k(s, e, cards)
        return lean("some", tuple([CARD_IDS[c] for c in cards]), k, k)

    def accepts(self, game, s, e, answer) -> bool:
        cards = _eligible(s, e)
        k = _k(s, e, cards)
        return accepts_cards(answer, cards, k, k)

    def forced(self, game, s, e):
        return _ALL if len(_eligible(s, e)) <= e.args["k"] else None

    def prompt(self, game, s, e):
        return P_KEEP(k=_k(s, e, _eligible(s, e)))

    def option(self, game, s, e, i):
        c = code_of(i)
        return Option(i, card_name(c), (i,), None, data={"card": c})

    def resolve(self, game, s, e, answer, ev):
        p = s.players[e.seat]
        keep = set(_eligible(s, e)) if answer is _ALL else set(codes_of(answer))
        p.hand.extend(c for c in p.drawn if c in keep)
        s.discard.extend(c for c in p.drawn if c not in keep)
        p.drawn.clear()
