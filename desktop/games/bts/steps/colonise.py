"""``bts.colonise``: choose a system you control and are strong enough to colonise."""

from __future__ import annotations

from desktop.engine.flow import Pending, Step, push
from desktop.engine.protocol import Legal, Option
from desktop.games.bts import effects as X
from desktop.games.bts import msgs as T
from desktop.games.bts import refs as R
from desktop.games.bts.steps import STEPS


@STEPS.register
class Colonise(Step):
    kind = "bts.colonise"
    rule = R.COLONISE_CONTROL

    def legal(self, g, s, e):
        return Legal("one", tuple(X.colonisable(s, e.seat)))

    def prompt(self, g, s, e):
        return T.COLONISE_PROMPT()

    def option(self, g, s, e, i):
        card = X.cat(s).systems[s.systems[i]]
        return Option(i, T.COLONISE_OPTION(system=X.nm(card), strength=card.strength, vp=card.vp),
                      (f"area:{i}", card.id), R.COLONISE_STRENGTH,
                      data={"strength": card.strength, "standin": card.standin})

    def forced(self, g, s, e):
        ids = X.colonisable(s, e.seat)
        return ids[0] if len(ids) == 1 else None

    def resolve(self, g, s, e, answer, ev):
        push(s, Pending("bts.settle", e.seat, {"area": answer}, e.source))
