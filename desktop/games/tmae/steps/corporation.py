"""Setup: each player keeps one of the two corporations dealt (all at once, in secret)."""

from __future__ import annotations

from desktop.engine.protocol import Legal, Option
from desktop.games.tmae.msgs import CORP, O_CORP, P_CORP, RULE_CORP, card_name, event, msg, player_name
from desktop.games.tmae.steps.base import STEPS, TmaeStep, code_of


@STEPS.register
class Corporation(TmaeStep):
    kind = "tmae.corporation"
    rule = RULE_CORP

    def legal(self, game, s, e):
        return Legal("one", tuple(f"corp:{c}" for c in s.players[e.seat].corp_offer))

    def prompt(self, game, s, e):
        return P_CORP()

    def option(self, game, s, e, i):
        c = code_of(i)
        return Option(i, O_CORP(corp=card_name(c)), (i,), RULE_CORP, data={"corp": c})

    def resolve(self, game, s, e, answer, ev):
        p = s.players[e.seat]
        p.corp = code_of(answer)
        p.corp_offer = []
        if any(not q.corp for q in s.players):  # secret until the last seat has chosen (then
            # every corporation is revealed at once: one line is enough)
            ev.append(event(msg(CORP, player=player_name(e.seat), corp=card_name(p.corp)), RULE_CORP, e.seat,
                            private_to=e.seat))
