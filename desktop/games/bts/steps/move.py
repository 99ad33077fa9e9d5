"""``bts.move``: spend 1 movement point to jump one ship along one route segment, or stop."""

from __future__ import annotations

from desktop.engine.flow import Pending, Step, push
from desktop.engine.protocol import Legal, Option, SeatRef
from desktop.games.bts import board as B
from desktop.games.bts import effects as X
from desktop.games.bts import msgs as T
from desktop.games.bts import refs as R
from desktop.games.bts.steps import STEPS

STOP = "stop"


def moves(p) -> list[str]:
    out = []
    for area in B.AREAS:
        levels = p.ships.get(area)
        if not levels:
            continue
        for lv in sorted(set(levels)):
            for dst in B.ADJ[area]:
                out.append(f"{area}:{lv}:{dst}")
    return out


@STEPS.register
class Move(Step):
    kind = "bts.move"
    rule = R.MAP_JUMP

    def legal(self, g, s, e):
        return Legal("one", tuple(moves(s.players[e.seat])) + (STOP,))

    def prompt(self, g, s, e):
        return T.MOVE_PROMPT(n=e["points"])

    def option(self, g, s, e, i):
        if i == STOP:
            return Option(i, T.MOVE_STOP(), (), R.MAP_JUMP)
        src, lv, dst = i.split(":")
        return Option(i, T.MOVE_OPTION(level=int(lv), src=X.area_name(src), dst=X.area_name(dst)),
                      (f"area:{src}", f"area:{dst}"), R.MAP_GRAPH,
                      data={"from": src, "to": dst, "level": int(lv)})

    def forced(self, g, s, e):
        return STOP if not s.players[e.seat].ships else None

    def resolve(self, g, s, e, answer, ev):
        if answer == STOP:
            return
        p = s.players[e.seat]
        src, lv, dst = answer.split(":")
        X.remove_ship(p, src, int(lv))
        X.add_ship(p, dst, int(lv))
        ev.append(X.event(T.DID(player=SeatRef(e.seat),
                                what=T.MOVE_OPTION(level=int(lv), src=X.area_name(src),
                                                   dst=X.area_name(dst))),
                          R.MAP_JUMP, e.seat, objects=(f"area:{src}", f"area:{dst}")))
        X.update_control(s, ev)
        if e["points"] > 1:
            push(s, Pending(self.kind, e.seat, {"points": e["points"] - 1}, e.source))
