"""Solo, last 5 rounds: the player chooses which of its remaining cards the dummy hand plays."""

from __future__ import annotations

from desktop.engine.protocol import Legal, Option
from desktop.games.tmae.msgs import O_DUMMY, P_DUMMY, PHASE_NAMES, RULE_SOLO_LAST
from desktop.games.tmae.steps.base import STEPS, TmaeStep, code_of


@STEPS.register
class DummyPhase(TmaeStep):
    kind = "tmae.dummy_phase"
    rule = RULE_SOLO_LAST

    def legal(self, game, s, e):
        return Legal("one", tuple(f"dummy:{d}" for d in sorted(s.dummy)))

    def prompt(self, game, s, e):
        return P_DUMMY()

    def option(self, game, s, e, i):
        n = code_of(i)
        return Option(i, O_DUMMY(phase=PHASE_NAMES[n]()), (i,), RULE_SOLO_LAST, data={"phase": n})

    def resolve(self, game, s, e, answer, ev):
        n = code_of(answer)
        s.dummy_pick = n
        s.dummy.remove(n)
