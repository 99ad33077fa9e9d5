"""A card ACTION: spend heat (up to a maximum, or any amount) for as many plants or MC."""

from __future__ import annotations

from desktop.engine.protocol import Legal
from desktop.games.tmae.msgs import HEAT, P_CONVERT, RULE_CARD_ACTION, card_name
from desktop.games.tmae.steps.base import STEPS, TmaeStep


@STEPS.register
class HeatConvert(TmaeStep):
    kind = "tmae.heat_convert"
    rule = RULE_CARD_ACTION

    def legal(self, game, s, e):
        cv = e.args["st"]["convert"]
        heat = s.players[e.seat].heat
        return Legal("number", (), 0, heat if not cv["max"] else min(cv["max"], heat))

    def forced(self, game, s, e):
        return 0 if s.players[e.seat].heat == 0 else None

    def prompt(self, game, s, e):
        return P_CONVERT(card=card_name(e.args["src"]))

    def unit(self, game, s, e):
        return HEAT()

    def resolve(self, game, s, e, answer, ev):
        p = s.players[e.seat]
        p.heat -= answer
        if e.args["st"]["convert"]["to"] == "plant":
            p.plants += answer
        else:
            p.mc += answer
