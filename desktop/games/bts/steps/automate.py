"""``bts.automate``: move a disc from the population growth or the ore production track to the
automation track."""

from __future__ import annotations

from desktop.engine.flow import Step
from desktop.engine.protocol import Legal, Option, SeatRef
from desktop.games.bts import effects as X
from desktop.games.bts import msgs as T
from desktop.games.bts import refs as R
from desktop.games.bts.steps import STEPS


def tracks(p) -> list[str]:
    return [t for t, n in (("food", p.food_track), ("ore", p.ore_track)) if n > 0] or ["none"]


@STEPS.register
class Automate(Step):
    kind = "bts.automate"
    rule = R.AUTOMATION_AUTOMATE

    def legal(self, g, s, e):
        return Legal("one", tuple(tracks(s.players[e.seat])))

    def prompt(self, g, s, e):
        return T.AUTOMATE_PROMPT()

    def option(self, g, s, e, i):
        label = {"food": T.TRACK_FOOD, "ore": T.TRACK_ORE, "none": T.SKIP}[i]()
        return Option(i, label, (f"track:{e.seat}:{i}",), R.AUTOMATION_AUTOMATE)

    def forced(self, g, s, e):
        ts = tracks(s.players[e.seat])
        return ts[0] if len(ts) == 1 else None

    def resolve(self, g, s, e, answer, ev):
        if answer != "none" and X.automate(s.players[e.seat], answer):
            ev.append(X.event(T.DID(player=SeatRef(e.seat), what=T.FX_AUTOMATE(n=1)),
                              R.AUTOMATION_AUTOMATE, e.seat))
