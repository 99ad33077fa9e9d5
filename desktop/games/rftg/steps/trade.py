"""rftg.trade: the seat that chose Consume: Trade sells one good for cards before using its
consume powers."""

from __future__ import annotations

from desktop.engine.protocol import Option
from desktop.games.rftg.flow import consume_next, sell
from desktop.games.rftg.msgs import O_SELL, P_TRADE, R_TRADE, card_name
from desktop.games.rftg.piles import goods
from desktop.games.rftg.powers import active
from desktop.games.rftg.rules import trade_price
from desktop.games.rftg.steps.base import STEPS, OneStep, card_ids, card_in, card_of, follow


def sale_option(st, seat: int, oid: str, no_bonus: bool, rule) -> Option:
    w = card_of(oid)
    price = trade_price(w, active(st, seat), no_bonus)
    return Option(oid, O_SELL(n=price, card=card_name(w)), (f"good:{w}", oid), rule,
                  data={"world": oid, "price": price})


class SellGood(OneStep):
    """Sell one good for cards, then go on with the seat's consume powers.  ``no_bonus``: the
    sale takes no trade bonuses (a Trade power's own sale may say so)."""

    def no_bonus(self, e) -> bool:
        return False

    def ids(self, game, st, e):
        return card_ids(goods(st, e.seat))

    def accepts(self, game, st, e, answer):
        return card_in(answer, goods(st, e.seat))

    def prompt(self, game, st, e):
        return P_TRADE()

    def option(self, game, st, e, oid):
        return sale_option(st, e.seat, oid, self.no_bonus(e), self.rule)

    def resolve(self, game, st, e, answer, ev):
        sell(st, e.seat, card_of(answer), self.no_bonus(e), ev, self.rule)
        follow(st, e, consume_next(st, e.seat))


@STEPS.register
class Trade(SellGood):
    kind = "rftg.trade"
    rule = R_TRADE
