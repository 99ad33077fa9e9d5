"""``bts.production``: population growth, or ore production, or resource trade (all three, in
any order, after Lalande 21185's bonus)."""

from __future__ import annotations

from desktop.engine.flow import Pending, Step, push
from desktop.engine.protocol import Legal, Option, SeatRef
from desktop.games.bts import effects as X
from desktop.games.bts import msgs as T
from desktop.games.bts import refs as R
from desktop.games.bts.steps import STEPS

CHOICES = ("grow", "ore", "trade")


@STEPS.register
class Production(Step):
    kind = "bts.production"
    rule = R.TURN_PRODUCTION

    def rule_of(self, g, s, e):
        return R.SYSTEM_LALANDE if e.get("all") else R.PRODUCTION_CHOOSE

    def legal(self, g, s, e):
        if not e.get("all"):
            return Legal("one", CHOICES)
        used = e.get("used", [])
        return Legal("one", tuple(c for c in CHOICES if c not in used) + ("done",))

    def prompt(self, g, s, e):
        return T.PRODUCTION_ALL_PROMPT() if e.get("all") else T.PRODUCTION_PROMPT()

    def option(self, g, s, e, i):
        p = s.players[e.seat]
        if i == "grow":
            n = min(X.growth(p), X.supply_count(p))
            return Option(i, T.PROD_GROW(n=n), (f"mat:{e.seat}",), R.PRODUCTION_GROWTH,
                          data={"population": n})
        if i == "ore":
            n = X.ore_output(p)
            return Option(i, T.PROD_ORE(n=n), (f"mat:{e.seat}",), R.PRODUCTION_ORE,
                          data={"ore": n})
        if i == "trade":
            return Option(i, T.PROD_TRADE(), (f"mat:{e.seat}",), R.PRODUCTION_TRADE)
        return Option(i, T.PROD_DONE(), (), R.SYSTEM_LALANDE)

    def resolve(self, g, s, e, answer, ev):
        seat = e.seat
        p = s.players[seat]
        again = None
        if e.get("all") and answer != "done":
            used = list(e.get("used", [])) + [answer]
            if len(used) < len(CHOICES):
                again = Pending(self.kind, seat, {"all": True, "used": used}, e.source)
        if answer == "grow":
            n = 0
            for _ in range(X.growth(p)):
                if not X.take_supply(p):
                    break
                p.pop += 1
                n += 1
            ev.append(X.event(T.GROWTH(n=n, player=SeatRef(seat)), R.PRODUCTION_GROWTH, seat))
        elif answer == "ore":
            n = X.ore_output(p)
            p.ore += n
            ev.append(X.event(T.ORE_PRODUCED(n=n, player=SeatRef(seat)), R.PRODUCTION_ORE, seat))
        elif answer == "trade":
            push(s, Pending("bts.trade", seat, {}, e.source), *([again] if again else []))
            return
        if again is not None:
            push(s, again)
