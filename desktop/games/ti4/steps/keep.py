"""Setup: keep 1 of the 2 dealt secret objectives (every seat at once)."""

from __future__ import annotations

from desktop.engine.protocol import Event, Option, SeatRef
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.data import name_of, objectives, oid
from desktop.games.ti4.refs import R_SETUP_SECRET
from desktop.games.ti4.steps.base import STEPS, OneStep, objective_of


@STEPS.register
class Keep(OneStep):
    kind = "ti4.keep"
    rule = R_SETUP_SECRET

    def ids(self, g, s, e):
        return tuple(["obj:" + o for o in s.players[e.seat].dealt])

    def prompt(self, g, s, e):
        return T.KEEP_PROMPT()

    def option(self, g, s, e, i):
        o = objectives()[objective_of(i)]
        return Option(i, T.KEEP_OPTION(objective=name_of(o)), (i,), R_SETUP_SECRET,
                      data={"objective": i})

    def resolve(self, g, s, e, answer, ev):
        p = s.players[e.seat]
        kept = objective_of(answer)
        p.secrets.append(kept)
        s.set_aside.extend(d for d in p.dealt if d != kept)
        p.dealt = []
        ev.append(Event(T.KEPT(player=SeatRef(e.seat)), R_SETUP_SECRET, seat=e.seat,
                        objects=(oid(kept),)))
