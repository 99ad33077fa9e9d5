"""rftg.consume: choose the next consume power to use (powers that consume goods must be used
while they can be; the others are optional, "done" ends the seat's Consume)."""

from __future__ import annotations

from desktop.engine.flow import Pending
from desktop.engine.protocol import Option
from desktop.games.rftg.flow import (K_DISCARD_HAND, K_GAMBLE, K_GOODS, K_SELL, consume_next,
                                     use_consume)
from desktop.games.rftg.msgs import (O_DONE, O_POWER, P_CONSUME, POWER_RULES, R_CONSUME, card_name,
                                     cid, power_text)
from desktop.games.rftg.powers import (consume_count, consume_mandatory, consume_powers,
                                       consume_usable, eligible_goods)
from desktop.games.rftg.rules import DESIGN
from desktop.games.rftg.steps.base import STEPS, OneStep, follow

_FOLLOW = {"trade_action": K_SELL, "discard_hand": K_DISCARD_HAND, "gamble": K_GAMBLE}


def parse_power(oid: str) -> tuple[int, int]:
    """``power:<card>:<index>`` -> (card, index)."""
    _, c, k = oid.split(":")
    return int(c), int(k)


@STEPS.register
class Consume(OneStep):
    kind = "rftg.consume"
    rule = R_CONSUME

    def ids(self, game, st, e):
        powers, mandatory = consume_powers(st, e.seat)
        ids = [f"power:{c}:{k}" for c, k, p in powers]
        if not mandatory:
            ids.append("done")
        return tuple(ids)

    def accepts(self, game, st, e, answer):
        if answer == "done":
            return not consume_mandatory(st, e.seat)
        if type(answer) is not str or not answer.startswith("power:"):
            return False
        try:
            ref = parse_power(answer)
        except ValueError:
            return False
        return f"power:{ref[0]}:{ref[1]}" == answer and consume_usable(st, e.seat, ref)

    def prompt(self, game, st, e):
        return P_CONSUME()

    def option(self, game, st, e, oid):
        if oid == "done":
            return Option(oid, O_DONE(), (), R_CONSUME)
        c, k = parse_power(oid)
        p = DESIGN[c].powers[k]
        return Option(oid, O_POWER(card=card_name(c), power=power_text(p)), (cid(c),),
                      POWER_RULES.get(p.code, R_CONSUME), data={"card": cid(c), "code": p.code})

    def resolve(self, game, st, e, answer, ev):
        if answer == "done":
            return
        seat = e.seat
        c, k = parse_power(answer)
        p = DESIGN[c].powers[k]
        st.seats[seat].used.append((c, k))
        if p.code == "consume":
            el = eligible_goods(st, seat, c, p) or []
            n = consume_count(p, el)
            if len(el) == n or (p.mode == "three_different" and len(el) == 3):
                # no choice of goods: consumed at once
                use_consume(st, seat, c, p, el[:n], ev)
                follow(st, e, consume_next(st, seat))
            else:
                follow(st, e, Pending(K_GOODS, seat, {"card": c, "power": k}, cid(c)))
        else:
            follow(st, e, Pending(_FOLLOW[p.code], seat, {"card": c, "power": k}, cid(c)))
