"""A card effect: play a green card of low printed cost from the hand without paying MC, or skip."""

from __future__ import annotations

from desktop.engine.protocol import Legal, Option
from desktop.games.tmae.effects import free_greens, start_play
from desktop.games.tmae.msgs import O_FREE, O_SKIP, P_FREE, RULE_EFFECT, card_name
from desktop.games.tmae.steps.base import STEPS, TmaeStep, code_of


def _cards(s, e) -> list[int]:
    return free_greens(s, s.players[e.seat], e.args["st"]["free_green"])


@STEPS.register
class FreeGreen(TmaeStep):
    kind = "tmae.free_green"
    rule = RULE_EFFECT

    def legal(self, game, s, e):
        return Legal("one", tuple(f"free:{c}" for c in _cards(s, e)) + ("skip",))

    def forced(self, game, s, e):
        return None if _cards(s, e) else "skip"

    def prompt(self, game, s, e):
        return P_FREE(card=card_name(e.args["src"]))

    def option(self, game, s, e, i):
        if i == "skip":
            return Option(i, O_SKIP(), (), RULE_EFFECT)
        c = code_of(i)
        return Option(i, O_FREE(card=card_name(c)), (f"card:{c}",), RULE_EFFECT, data={"card": c})

    def resolve(self, game, s, e, answer, ev):
        if answer != "skip":
            start_play(s, e.seat, code_of(answer), ev, free=True)
