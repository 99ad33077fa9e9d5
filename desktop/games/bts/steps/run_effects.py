"""``bts.effects``: effects waiting their turn (work without a question)."""

from __future__ import annotations

from desktop.engine.flow import Step
from desktop.games.bts import effects, refs as R
from desktop.games.bts.steps import STEPS


@STEPS.register
class RunEffects(Step):
    kind = "bts.effects"
    rule = R.APP_STANDIN
    asks = False

    def resolve(self, game, s, e, answer, ev):
        effects.run(game, s, e, ev)
