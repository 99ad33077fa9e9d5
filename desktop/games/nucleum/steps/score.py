"""Agenda scoring once every figure is in: King's Day's steps 1-5 or the final scoring."""

from __future__ import annotations

from desktop.engine.flow import Step
from desktop.engine.protocol import RuleRef as R
from desktop.games.nucleum.scoring import score
from desktop.games.nucleum.steps.base import STEPS


@STEPS.register
class Score(Step):
    kind = "nucleum.score"
    rule = R("nucleum.kingsday.leaders")
    asks = False

    def resolve(self, g, s, e, answer, ev):
        score(s, e["kind"], e["figures"], ev)
