"""A card effect that needs no answer (gain, draw, raise, flip, forest...): resolved as soon
as it reaches the top of the stack, in the order the card lists its steps."""

from __future__ import annotations

from desktop.games.tmae.effects import exec_step
from desktop.games.tmae.msgs import RULE_EFFECT
from desktop.games.tmae.steps.base import STEPS, TmaeStep


@STEPS.register
class Effect(TmaeStep):
    kind = "tmae.effect"
    rule = RULE_EFFECT
    asks = False

    def resolve(self, game, s, e, answer, ev):
        a = e.args
        exec_step(s, e.seat, a["src"], a["st"], ev)
