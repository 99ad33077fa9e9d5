"""A card effect that offers alternatives ("choose one"): those the player can carry out."""

from __future__ import annotations

from desktop.engine.protocol import Legal, Option
from desktop.games.tmae.effects import choice_alts
from desktop.games.tmae.msgs import P_CHOICE, RULE_EFFECT, CARD_IDS, card_name
from desktop.games.tmae.steps.base import STEPS, TmaeStep, code_of
from desktop.games.tmae.text import join, step_text
from desktop.games.tmae.work import push_steps


def _alts(s, e) -> list[int]:
    return choice_alts(s.players[e.seat], e.args["src"], e.args["st"]["choice"])


@STEPS.register
class Choice(TmaeStep):
    kind = "tmae.choice"
    rule = RULE_EFFECT

    def legal(self, game, s, e):
        return Legal("one", tuple(f"alt:{i}" for i in _alts(s, e)))

    def forced(self, game, s, e):
        alts = _alts(s, e)
        return alts[0] if len(alts) == 1 else None

    def prompt(self, game, s, e):
        return P_CHOICE(card=card_name(e.args["src"]))

    def option(self, game, s, e, i):
        alt = e.args["st"]["choice"][code_of(i)]
        return Option(i, join([step_text(x) for x in alt]), (CARD_IDS[e.args["src"]],), RULE_EFFECT,
                      data={"alternative": code_of(i)})

    def resolve(self, game, s, e, answer, ev):
        i = answer if type(answer) is int else code_of(answer)
        push_steps(s, e.seat, e.args["src"], e.args["st"]["choice"][i])
