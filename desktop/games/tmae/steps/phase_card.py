"""Planning: every player picks a phase card at once, in secret, never the one of last round."""

from __future__ import annotations

from desktop.engine.protocol import Legal, Option
from desktop.games.tmae.msgs import P_PHASE, PHASE_NAMES, RULE_NO_REPEAT
from desktop.games.tmae.steps.base import STEPS, TmaeStep, code_of

#: the lean form by last round's pick (0: none)
_LEGAL = {last: Legal("one", tuple(f"phase:{n}" for n in range(1, 6) if n != last)) for last in range(6)}


@STEPS.register
class PhaseCard(TmaeStep):
    kind = "tmae.phase_card"
    rule = RULE_NO_REPEAT

    def legal(self, game, s, e):
        return _LEGAL[s.players[e.seat].last_pick]

    def accepts(self, game, s, e, answer) -> bool:
        return type(answer) is str and answer in _LEGAL[s.players[e.seat].last_pick].ids

    def prompt(self, game, s, e):
        return P_PHASE()

    def option(self, game, s, e, i):
        n = code_of(i)
        return Option(i, PHASE_NAMES[n](), (f"phase:{e.seat}:{n}",), RULE_NO_REPEAT, data={"phase": n})

    def resolve(self, game, s, e, answer, ev):
        s.players[e.seat].pick = code_of(answer)
