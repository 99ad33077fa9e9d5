"""United Nations Mars Initiative: the first time the TR rises in a phase, it may pay 6 MC
for 1 more TR (asked only with 6 MC or more)."""

from __future__ import annotations

from desktop.engine.protocol import Legal, Option
from desktop.games.tmae.msgs import O_NO, O_YES, P_UNMI, RULE_UNMI, TR, card_name, event, msg, player_name
from desktop.games.tmae.steps.base import STEPS, TmaeStep

_LEGAL = Legal("one", ("unmi:yes", "unmi:no"))


@STEPS.register
class Unmi(TmaeStep):
    kind = "tmae.unmi"
    rule = RULE_UNMI

    def legal(self, game, s, e):
        return _LEGAL

    def forced(self, game, s, e):
        return "unmi:no" if s.players[e.seat].mc < 6 else None

    def prompt(self, game, s, e):
        return P_UNMI(card=card_name(e.args["src"]))

    def option(self, game, s, e, i):
        return Option(i, O_YES() if i == "unmi:yes" else O_NO(), (), RULE_UNMI, data={"mc": 6 if i == "unmi:yes" else 0})

    def resolve(self, game, s, e, answer, ev):
        if answer == "unmi:yes":
            p = s.players[e.seat]
            p.mc -= 6
            p.tr += 1
            ev.append(event(msg(TR, player=player_name(e.seat), num=1), RULE_UNMI, e.seat))
