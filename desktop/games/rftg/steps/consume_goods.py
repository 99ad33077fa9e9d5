"""rftg.consume_goods: choose which goods a consume power takes (when there is a choice)."""

from __future__ import annotations

from desktop.engine.protocol import Illegal, Legal, Option
from desktop.games.rftg.flow import consume_next, use_consume
from desktop.games.rftg.msgs import O_GOOD, P_GOODS, R_CONSUME, X_DIFF, card_name, cid
from desktop.games.rftg.powers import consume_count, eligible_goods, power_of
from desktop.games.rftg.rules import DESIGN
from desktop.games.rftg.steps.base import STEPS, RftgStep, card_ids, card_of, cards_of, follow


def _power(e):
    return e.args["card"], power_of((e.args["card"], e.args["power"]))


@STEPS.register
class ConsumeGoods(RftgStep):
    kind = "rftg.consume_goods"
    rule = R_CONSUME

    def legal(self, game, st, e):
        c, p = _power(e)
        el = eligible_goods(st, e.seat, c, p) or []
        n = consume_count(p, el)
        return Legal("some", card_ids(el), n, n)

    def prompt(self, game, st, e):
        return P_GOODS(n=self.legal(game, st, e).lo)

    def option(self, game, st, e, oid):
        w = card_of(oid)
        return Option(oid, O_GOOD(card=card_name(w)), (f"good:{w}", oid), R_CONSUME,
                      data={"world": oid, "good": DESIGN[w].good})

    def refuse(self, game, st, e, answer):
        c, p = _power(e)
        if p.mode == "three_different":
            if len({DESIGN[w].good for w in cards_of(answer)}) != len(answer):
                return Illegal(X_DIFF(), R_CONSUME)
        return None

    def sample(self, game, st, e, legal, rng):
        c, p = _power(e)
        el = list(eligible_goods(st, e.seat, c, p) or [])
        rng.shuffle(el)
        if p.mode == "three_different":
            seen, out = set(), []
            for w in el:
                if DESIGN[w].good not in seen:
                    seen.add(DESIGN[w].good)
                    out.append(cid(w))
            return out[:3]
        return [cid(w) for w in el[:consume_count(p, el)]]

    def resolve(self, game, st, e, answer, ev):
        c, p = _power(e)
        use_consume(st, e.seat, c, p, cards_of(answer), ev)
        follow(st, e, consume_next(st, e.seat))
