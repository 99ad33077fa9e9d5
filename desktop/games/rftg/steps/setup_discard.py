"""rftg.setup_discard: each seat keeps four of its six opening cards (Ancient Race: three)."""

from __future__ import annotations

from desktop.games.rftg.msgs import P_SETUP, R_ANCIENT, R_SETUP_DEAL
from desktop.games.rftg.steps.base import STEPS, DiscardN


@STEPS.register
class SetupDiscard(DiscardN):
    kind = "rftg.setup_discard"
    rule = R_SETUP_DEAL

    def rule_of(self, game, st, e):
        return R_ANCIENT if e.args["n"] == 3 else R_SETUP_DEAL

    def prompt(self, game, st, e):
        return P_SETUP(n=e.args["n"])
