"""rftg.produce: choose the next produce power (a good on an empty windfall world, the Produce
bonus, discard a card to produce on Damaged Alien Factory, a draw power); "done" when no
windfall choice is left resolves the remaining draw powers."""

from __future__ import annotations

from desktop.engine.flow import Pending
from desktop.engine.protocol import Option
from desktop.games.rftg.flow import K_PRODUCE_DISCARD, produce_draw, produce_next
from desktop.games.rftg.msgs import (O_BONUS_WF, O_DAF, O_DONE, O_POWER, O_WINDFALL, P_PRODUCE,
                                     POWER_RULES, R_PRODUCE, R_PRODUCE_BONUS, card_name, cid,
                                     power_text)
from desktop.games.rftg.piles import add_good
from desktop.games.rftg.powers import (key_of, parse_key, power_of, produce_choices,
                                       produce_usable, produce_windfall_left)
from desktop.games.rftg.steps.base import STEPS, OneStep, follow


def parse(oid: str):
    """``wf:<key>:<world>`` -> ("wf", power or None, world); ``daf:<key>`` / ``draw:<key>`` ->
    (kind, power, -1); ``done`` -> ("done", None, -1)."""
    if oid == "done":
        return "done", None, -1
    kind, rest = oid.split(":", 1)
    if kind == "wf":
        key, w = rest.split(":")
        return kind, parse_key(int(key)), int(w)
    return kind, parse_key(int(rest)), -1


@STEPS.register
class Produce(OneStep):
    kind = "rftg.produce"
    rule = R_PRODUCE

    def ids(self, game, st, e):
        wf, daf, draws = produce_choices(st, e.seat)
        ids = [f"wf:{key_of(ref)}:{w}" for ref, w in wf]
        ids += [f"daf:{key_of(ref)}" for ref, w in daf]
        ids += [f"draw:{key_of(ref)}" for ref, c, p in draws]
        if not wf:
            ids.append("done")
        return tuple(ids)

    def accepts(self, game, st, e, answer):
        if type(answer) is not str:
            return False
        try:
            kind, ref, w = parse(answer)
        except ValueError:
            return False
        if kind == "done":
            return not produce_windfall_left(st, e.seat)
        if kind == "wf":
            canonical = f"wf:{key_of(ref)}:{w}"
        elif kind in ("daf", "draw"):
            canonical = f"{kind}:{key_of(ref)}"
        else:
            return False
        return canonical == answer and produce_usable(st, e.seat, kind, ref, w)

    def prompt(self, game, st, e):
        return P_PRODUCE()

    def option(self, game, st, e, oid):
        kind, ref, w = parse(oid)
        if kind == "done":
            return Option(oid, O_DONE(), (), R_PRODUCE)
        if kind == "wf":
            if ref is None:
                return Option(oid, O_BONUS_WF(world=card_name(w)), (cid(w),), R_PRODUCE_BONUS,
                              data={"world": cid(w)})
            return Option(oid, O_WINDFALL(world=card_name(w), card=card_name(ref[0])),
                          (cid(w), cid(ref[0])), R_PRODUCE, data={"world": cid(w),
                                                                   "card": cid(ref[0])})
        c = ref[0]
        if kind == "daf":
            return Option(oid, O_DAF(card=card_name(c)), (cid(c),),
                          POWER_RULES["discard_to_produce"], data={"world": cid(c)})
        return Option(oid, O_POWER(card=card_name(c), power=power_text(power_of(ref))), (cid(c),),
                      R_PRODUCE, data={"card": cid(c)})

    def resolve(self, game, st, e, answer, ev):
        seat = e.seat
        s = st.seats[seat]
        kind, ref, w = parse(answer)
        if kind == "done":
            for r, c, p in produce_choices(st, seat)[2]:
                s.used.append(r)
                produce_draw(st, seat, c, p, ev)
            return
        if kind == "wf":
            if ref is None:
                s.bonus_used = True
            else:
                s.used.append(ref)
            if add_good(st, seat, w, ev, R_PRODUCE_BONUS if ref is None else R_PRODUCE):
                s.produced.append(w)
            follow(st, e, produce_next(st, seat, ev))
        elif kind == "daf":
            follow(st, e, Pending(K_PRODUCE_DISCARD, seat, {"card": ref[0], "power": ref[1]},
                                  cid(ref[0])))
        else:
            s.used.append(ref)
            produce_draw(st, seat, ref[0], power_of(ref), ev)
            follow(st, e, produce_next(st, seat, ev))
