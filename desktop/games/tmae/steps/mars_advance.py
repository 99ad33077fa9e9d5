"""Solo, every 5 rounds: Mars advances by the difficulty, one step of temperature or oxygen
each (chosen by the player, no TR)."""

from __future__ import annotations

from desktop.engine.protocol import Legal, Option
from desktop.games.tmae.msgs import O_ADV, P_ADV, RULE_SOLO_ADV, SOLO_STEP, R, event, msg
from desktop.games.tmae.parameters import OXY_MAX, TEMP_MAX, raise_oxygen, raise_temp
from desktop.games.tmae.steps.base import STEPS, TmaeStep

_TARGET = {"adv:temp": ("param:temperature",), "adv:oxygen": ("param:oxygen",)}


@STEPS.register
class MarsAdvance(TmaeStep):
    kind = "tmae.mars_advance"
    rule = RULE_SOLO_ADV

    def legal(self, game, s, e):
        out = []
        if s.temp < TEMP_MAX:
            out.append("adv:temp")
        if s.oxygen < OXY_MAX:
            out.append("adv:oxygen")
        return Legal("one", tuple(out))

    def prompt(self, game, s, e):
        return P_ADV()

    def option(self, game, s, e, i):
        return Option(i, O_ADV[i](), _TARGET[i], RULE_SOLO_ADV)

    def resolve(self, game, s, e, answer, ev):
        s.solo_steps -= 1
        ev.append(event(msg(SOLO_STEP), R("solo.reshuffle")))
        if answer == "adv:temp":
            raise_temp(s, 0, 1, ev, tr=False)
        else:
            raise_oxygen(s, 0, 1, ev, tr=False)
