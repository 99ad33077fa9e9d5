"""``bts.choose_card``: the first discoverer keeps one of the drawn cards for the space; the
other goes under its deck."""

from __future__ import annotations

from desktop.engine.flow import Step
from desktop.engine.protocol import Legal, Option
from desktop.games.bts import effects as X
from desktop.games.bts import msgs as T
from desktop.games.bts import refs as R
from desktop.games.bts.steps import STEPS
from desktop.games.bts.steps.research import discover


@STEPS.register
class ChooseCard(Step):
    kind = "bts.choose_card"
    rule = R.TECH_FIRST_CHOOSES

    def legal(self, g, s, e):
        return Legal("one", tuple(e["cards"]))

    def prompt(self, g, s, e):
        return T.CHOOSE_CARD_PROMPT(slot=e["slot"])

    def option(self, g, s, e, i):
        tech = X.cat(s).techs[i]
        return Option(i, T.CARD_OPTION(tech=X.nm(tech), types=", ".join(tech.types)),
                      (i, f"slot:{e['slot']}"), R.TECH_DRAW,
                      data={"types": list(tech.types), "standin": tech.standin})

    def resolve(self, g, s, e, answer, ev):
        for c in e["cards"]:
            if c != answer:
                s.decks[str(X.cat(s).techs[c].level)].append(c)
        discover(s, e.seat, e["slot"], answer, ev)
