"""Paying for a card being played: a question only when there are several ways to pay (heat
for Helion, microbes of Anaerobic Microorganisms, a plant of Restructured Resources), or when
cards must be sold first to pay at all.

Answer ids: ``pay:<microbes 0|1>:<plant 0|1>:<heat>``, or ``sell:<card>`` while short."""

from __future__ import annotations

from desktop.engine.flow import push
from desktop.engine.protocol import Legal, Option
from desktop.games.tmae.costs import card_cost, payments
from desktop.games.tmae.data import data
from desktop.games.tmae.effects import finish_play
from desktop.games.tmae.msgs import (O_PAY, O_PAY_MICROBES, O_PAY_PLANT, O_SELL, P_PAY, RULE_DISCOUNTS,
                                     RULE_SELL, SELL_GROUP, card_name)
from desktop.games.tmae.piles import sell, sell_value
from desktop.games.tmae.steps.base import STEPS, TmaeStep, code_of, lean

CARDS = data().all


def _ways(s, e) -> list[tuple[int, int, int]]:
    return payments(s, s.players[e.seat], CARDS[e.args["src"]], e.args["free"])


def parse(answer: str) -> tuple[int, int, int]:
    _, a, b, h = answer.split(":")
    return int(a), int(b), int(h)


@STEPS.register
class Payment(TmaeStep):
    kind = "tmae.payment"
    rule = RULE_DISCOUNTS
    plain = False

    def legal(self, game, s, e):
        pays = _ways(s, e)
        if not pays:  # sell cards to pay (RULE_SELL)
            return Legal("one", tuple(f"sell:{c}" for c in s.players[e.seat].hand))
        return lean("one", tuple([f"pay:{a}:{b}:{h}" for a, b, h in pays]))

    def forced(self, game, s, e):
        pays = _ways(s, e)
        return pays[0] if len(pays) == 1 else None

    def prompt(self, game, s, e):
        return P_PAY(card=card_name(e.args["src"]))

    def option(self, game, s, e, i):
        p = s.players[e.seat]
        src = e.args["src"]
        if i.startswith("sell:"):
            c = code_of(i)
            v = sell_value(p)
            return Option(i, O_SELL(card=card_name(c), mc=v), (f"card:{c}",), RULE_SELL,
                          data={"group": SELL_GROUP(), "card": c, "mc": v})
        a, b, h = parse(i)
        cost = 0 if e.args["free"] else card_cost(s, p, CARDS[src])
        cost = max(0, cost - 10 * a - 5 * b)
        label = O_PAY(mc=cost - h, heat=h)
        if a:
            label = O_PAY_MICROBES(pay=label)
        if b:
            label = O_PAY_PLANT(pay=label)
        return Option(i, label, (f"card:{src}",), RULE_DISCOUNTS,
                      data={"mc": cost - h, "heat": h, "microbes": 2 * a, "plants": b})

    def resolve(self, game, s, e, answer, ev):
        if type(answer) is tuple:  # forced: the only way to pay
            finish_play(s, e.seat, e.args["src"], answer, ev, e.args["free"])
            return
        if answer.startswith("sell:"):
            sell(s, e.seat, code_of(answer), ev)
            push(s, e, block=e.block)  # still paying
            return
        finish_play(s, e.seat, e.args["src"], parse(answer), ev, e.args["free"])
