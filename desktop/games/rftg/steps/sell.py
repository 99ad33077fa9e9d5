"""rftg.sell: a Trade power used in Consume (Trade League; Black Market Trading World without
trade bonuses) sells one good."""

from __future__ import annotations

from desktop.games.rftg.msgs import POWER_RULES
from desktop.games.rftg.powers import power_of
from desktop.games.rftg.steps.base import STEPS
from desktop.games.rftg.steps.trade import SellGood

R_TRADE_ACTION = POWER_RULES["trade_action"]


@STEPS.register
class Sell(SellGood):
    kind = "rftg.sell"
    rule = R_TRADE_ACTION

    def no_bonus(self, e) -> bool:
        return power_of((e.args["card"], e.args["power"])).no_bonus
