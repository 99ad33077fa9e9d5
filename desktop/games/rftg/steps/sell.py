"""rftg.sell: a Trade power used in Consume (Trade League; Black Market Trading World without
trade bonuses) sells one good."""

from __future__ import annotations

from desktop.games.rftg.flow import consume_next, sell
from desktop.games.rftg.msgs import P_TRADE, POWER_RULES
from desktop.games.rftg.piles import goods
from desktop.games.rftg.powers import power_of
from desktop.games.rftg.steps.base import STEPS, OneStep, card_ids, card_in, card_of, follow
from desktop.games.rftg.steps.trade import sale_option

R_TRADE_ACTION = POWER_RULES["trade_action"]


def _no_bonus(e) -> bool:
    return power_of((e.args["card"], e.args["power"])).no_bonus


@STEPS.register
class Sell(OneStep):
    kind = "rftg.sell"
    rule = R_TRADE_ACTION

    def ids(self, game, st, e):
        return card_ids(goods(st, e.seat))

    def accepts(self, game, st, e, answer):
        return card_in(answer, goods(st, e.seat))

    def prompt(self, game, st, e):
        return P_TRADE()

    def option(self, game, st, e, oid):
        return sale_option(st, e.seat, oid, _no_bonus(e), R_TRADE_ACTION)

    def resolve(self, game, st, e, answer, ev):
        sell(st, e.seat, card_of(answer), _no_bonus(e), ev, R_TRADE_ACTION)
        follow(st, e, consume_next(st, e.seat))
