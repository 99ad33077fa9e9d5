"""``bts.pick_ship``: choose one of your ships to upgrade by 1 level or to turn into
population (a trade, a card)."""

from __future__ import annotations

from desktop.engine.flow import Step
from desktop.engine.protocol import Legal, Option, SeatRef
from desktop.games.bts import effects as X
from desktop.games.bts import msgs as T
from desktop.games.bts import refs as R
from desktop.games.bts.steps import STEPS

SKIP = "skip"


def _purpose(e) -> str:
    return "upgrade" if e["purpose"] == "upgrade" else "any"


@STEPS.register
class PickShip(Step):
    kind = "bts.pick_ship"
    rule = R.MAP_UPGRADE

    def rule_of(self, g, s, e):
        return R.MAP_UPGRADE if e["purpose"] == "upgrade" else R.PRODUCTION_TRADE

    def legal(self, g, s, e):
        ids = X.ship_choices(s.players[e.seat], _purpose(e))
        if e.get("optional") or not ids:
            ids = ids + [SKIP]
        return Legal("one", tuple(ids))

    def prompt(self, g, s, e):
        return T.UPGRADE_PROMPT() if e["purpose"] == "upgrade" else T.TO_POP_PROMPT()

    def option(self, g, s, e, i):
        if i == SKIP:
            return Option(i, T.SKIP(), (), self.rule_of(g, s, e))
        area, lv = i.split(":")
        return Option(i, T.SHIP_OPTION(level=int(lv), area=X.area_name(area)), (f"area:{area}",),
                      self.rule_of(g, s, e), data={"area": area, "level": int(lv)})

    def forced(self, g, s, e):
        return SKIP if not X.ship_choices(s.players[e.seat], _purpose(e)) else None

    def resolve(self, g, s, e, answer, ev):
        if answer == SKIP:
            return
        p = s.players[e.seat]
        area, lv = answer.split(":")
        X.remove_ship(p, area, int(lv))
        if e["purpose"] == "upgrade":
            X.add_ship(p, area, int(lv) + 1)
            ev.append(X.event(T.DID(player=SeatRef(e.seat), what=T.FX_UPGRADE(n=1)),
                              R.MAP_UPGRADE, e.seat, objects=(f"area:{area}",)))
        elif e["purpose"] == "to_supply":
            X.return_supply(p)
        else:
            p.pop += 1
        X.update_control(s, ev)
