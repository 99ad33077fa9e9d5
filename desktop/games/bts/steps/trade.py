"""``bts.trade``: one resource trade, or done (trades repeat in any combination)."""

from __future__ import annotations

from desktop.engine.flow import Pending, Step, push
from desktop.engine.protocol import Legal, Option, SeatRef
from desktop.games.bts import effects as X
from desktop.games.bts import msgs as T
from desktop.games.bts import refs as R
from desktop.games.bts.steps import STEPS


def trades(p) -> list[str]:
    out = []
    if p.pop >= 1:
        out.append("pop_ore")
    if p.ore >= 1 and p.ships:
        out.append("ship_pop")
    if p.ore >= 3 and X.supply_count(p) > 0:
        out.append("supply_pop")
    return out


_LABEL = {"pop_ore": T.TRADE_POP_ORE, "ship_pop": T.TRADE_SHIP_POP,
          "supply_pop": T.TRADE_SUPPLY_POP, "done": T.TRADE_DONE}


@STEPS.register
class Trade(Step):
    kind = "bts.trade"
    rule = R.PRODUCTION_TRADE

    def legal(self, g, s, e):
        return Legal("one", tuple(trades(s.players[e.seat])) + ("done",))

    def prompt(self, g, s, e):
        return T.TRADE_PROMPT()

    def option(self, g, s, e, i):
        return Option(i, _LABEL[i](), (f"mat:{e.seat}",), R.PRODUCTION_TRADE)

    def resolve(self, g, s, e, answer, ev):
        if answer == "done":
            return
        seat = e.seat
        p = s.players[seat]
        again = Pending(self.kind, seat, {}, e.source)
        ev.append(X.event(T.DID(player=SeatRef(seat), what=_LABEL[answer]()), R.PRODUCTION_TRADE,
                          seat))
        if answer == "pop_ore":
            p.pop -= 1
            X.return_supply(p)
            p.ore += 1
        elif answer == "supply_pop":
            p.ore -= 3
            X.take_supply(p)
            p.pop += 1
        else:
            p.ore -= 1
            push(s, Pending("bts.pick_ship", seat, {"purpose": "to_pop", "optional": False},
                            e.source), again)
            return
        push(s, again)
