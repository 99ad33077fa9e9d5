"""Resources (animals, microbes, science) onto a card: a question when several cards can
take them; onto "this card" or a single holder without asking."""

from __future__ import annotations

from desktop.engine.protocol import Legal, Option
from desktop.games.tmae.effects import add_targets, held_targets
from desktop.games.tmae.msgs import O_TARGET, P_TARGET, RULE_RES, card_name
from desktop.games.tmae.steps.base import STEPS, TmaeStep, code_of

_NOBODY = -1


def _targets(s, e) -> list[int]:
    p = s.players[e.seat]
    st = e.args["st"]
    if "add" in st:
        return add_targets(p, st["add"]["res"], e.args["src"])
    return held_targets(p)


def _amount(e) -> int:
    st = e.args["st"]
    return st["add"]["n"] if "add" in st else st["add_held"]


@STEPS.register
class ResourceTarget(TmaeStep):
    kind = "tmae.resource_target"
    rule = RULE_RES

    def legal(self, game, s, e):
        return Legal("one", tuple(f"target:{c}" for c in _targets(s, e)))

    def forced(self, game, s, e):
        st = e.args["st"]
        if "add" in st and st["add"]["to"] == "self":
            return e.args["src"]
        targets = _targets(s, e)
        if len(targets) <= 1:
            return targets[0] if targets else _NOBODY
        return None

    def prompt(self, game, s, e):
        return P_TARGET(card=card_name(e.args["src"]))

    def option(self, game, s, e, i):
        c = code_of(i)
        return Option(i, O_TARGET(card=card_name(c)), (f"card:{c}",), RULE_RES, data={"card": c, "n": _amount(e)})

    def resolve(self, game, s, e, answer, ev):
        c = answer if type(answer) is int else code_of(answer)
        if c == _NOBODY:
            return
        res = s.players[e.seat].res
        if c == e.args["src"] and "add" in e.args["st"] and e.args["st"]["add"]["to"] == "self":
            res[c] = res.get(c, 0) + _amount(e)
        else:
            res[c] += _amount(e)
