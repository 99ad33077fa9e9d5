"""The card-effect vocabulary at work: playing a card (payment, tags, production, steel and
titanium, triggered EFFECTs) and the step terms that need no answer (``data.STEP_TERMS``).

The terms that ask a question are Steps of their own (``work.TERM_KIND``, ``steps/``)."""

from __future__ import annotations

from desktop.engine.flow import Pending
from desktop.games.tmae.costs import card_cost, payments, req_ok
from desktop.games.tmae.data import data
from desktop.games.tmae.msgs import (CARD_IDS, DRAW, PLAYS, REVEALS, RULE_CARD_ACTION, RULE_DISCOUNTS,
                                     RULE_EFFECT, TR, card_name, event, msg, player_name)
from desktop.games.tmae.parameters import (add_prod, flip_ocean, gain_forest, gain_tr, raise_oxygen,
                                           raise_temp)
from desktop.games.tmae.piles import draw, draw_to_hand, has_mod, mods
from desktop.games.tmae.state import PlayerState, TmaeState
from desktop.games.tmae.work import push_steps, push_work, work

CARDS = data().all

#: step terms run at once (the others wait for an answer)
AUTO_STEPS = frozenset({"gain", "draw", "draw_keep", "tr", "temp", "oxygen", "ocean", "forest", "remove_here",
                        "if_chose", "if_tags", "tr_per_tag", "extra_play", "next_discount", "next_flex",
                        "brainstorm"})


# -- playing a card ---------------------------------------------------------------------------

def start_play(s: TmaeState, seat: int, code: int, ev: list, free: bool = False) -> None:
    """Take the card from the hand; the payment (a choice only when there are several ways to
    pay, or cards to sell first) waits on the stack."""
    s.players[seat].hand.remove(code)
    push_work(s, [Pending("tmae.payment", seat, {"src": code, "free": free}, CARD_IDS[code])])


def finish_play(s: TmaeState, seat: int, code: int, pay: tuple[int, int, int], ev: list,
                free: bool = False) -> None:
    p = s.players[seat]
    c = CARDS[code]
    a, b, h = pay
    cost = 0 if free else card_cost(s, p, c)
    if a:
        p.res[5] -= 2
        cost -= 10
    if b:
        p.plants -= 1
        cost -= 5
    if cost < 0:
        cost = 0
    p.heat -= h
    p.mc -= cost - h
    if c.req is not None and c.req.spend:
        sp = c.req.spend
        p.tr -= sp.get("tr", 0)
        p.heat -= sp.get("heat", 0)
        p.plants -= sp.get("plant", 0)
    ev.append(event(msg(PLAYS, player=player_name(seat), card=card_name(code), mc=cost), RULE_DISCOUNTS, seat,
                    objects=(f"card:{code}",)))
    p.next_discount = 0
    p.next_flex = False
    p.played.append(code)
    for t in c.tags:
        p.tags[t] = p.tags.get(t, 0) + 1
    if c.holds:
        p.res[code] = 0
    p.steel += c.steel
    p.titanium += c.titanium
    pr = c.prod
    if pr:
        p.prod_mc += pr.get("mc", 0)
        p.prod_heat += pr.get("heat", 0)
        p.prod_plant += pr.get("plant", 0)
        p.prod_card += pr.get("card", 0)
    if c.prod_per is not None:
        res, of, per = c.prod_per
        add_prod(p, res, (p.forests if of == "forest" else p.tags.get(of, 0)) // per)
    if c.tags:
        # RULE_PROD_PER_TAG: production "per tag" grows with every later tag of that kind
        for src in p.played:
            pp = CARDS[src].prod_per
            if pp is not None and src != code and pp[1] in c.tagset:
                res, of, per = pp
                now = p.tags[of]
                add_prod(p, res, now // per - (now - c.tags.count(of)) // per)
    if c.steel and has_mod(p, "tr_on_steel"):
        gain_tr(s, seat, 1, ev)
    for tag in mods(p, "tr_on_tag"):
        if tag in c.tagset:
            gain_tr(s, seat, c.tags.count(tag), ev)
    entries = [work(seat, code, st) for st in c.play]
    for src in p.played:
        for t in CARDS[src].triggers:
            if t.on == "tag":
                if src == code and not t.self_:
                    continue
                k = sum(1 for x in c.tags if x in t.tags)  # RULE_PER_TAG
                if t.once and k:
                    k = 1
                for _ in range(k):
                    entries.extend(work(seat, src, st) for st in t.do)
            elif t.on == "card" and src != code:
                entries.extend(work(seat, src, st) for st in t.do)
    push_work(s, entries)


# -- what the asking terms offer ----------------------------------------------------------------

def add_targets(p: PlayerState, res: str, src: int) -> list[int]:
    return [c for c in p.played if c != src and CARDS[c].holds == res]


def held_targets(p: PlayerState) -> list[int]:
    return [c for c in p.played if p.res.get(c, 0) > 0]


def choice_alts(p: PlayerState, src: int, alts) -> list[int]:
    out = []
    for i, alt in enumerate(alts):
        ok = True
        for st in alt:
            if "remove_here" in st and p.res.get(src, 0) < st["remove_here"]:
                ok = False
        if ok:
            out.append(i)
    return out


def free_greens(s: TmaeState, p: PlayerState, limit: int) -> list[int]:
    return [c for c in p.hand if CARDS[c].kind == "green" and CARDS[c].cost <= limit and req_ok(s, p, CARDS[c])
            and payments(s, p, CARDS[c], True)]


# -- the terms that need no answer -------------------------------------------------------------

def exec_step(s: TmaeState, seat: int, src: int, st: dict, ev: list) -> None:
    p = s.players[seat]
    key = next(iter(st))
    v = st[key]
    if key == "gain":
        p.mc += v.get("mc", 0)
        p.heat += v.get("heat", 0)
        p.plants += v.get("plant", 0)
    elif key == "draw":
        draw_to_hand(s, seat, v, ev)
    elif key == "draw_keep":
        n, k = v[0], v[1]
        p.drawn.extend(draw(s, n, ev))
        ev.append(event(msg(DRAW, player=player_name(seat), num=n), seat=seat, reveals=True))
        args = {"src": src, "k": k}
        if len(v) > 2:  # keep only cards with one of these tags
            args["tags"] = list(v[2])
        push_work(s, [Pending("tmae.keep", seat, args, CARD_IDS.get(src))])
    elif key == "tr":
        gain_tr(s, seat, v, ev)
        ev.append(event(msg(TR, player=player_name(seat), num=v), RULE_EFFECT, seat))
    elif key == "temp":
        raise_temp(s, seat, v, ev)
    elif key == "oxygen":
        raise_oxygen(s, seat, v, ev)
    elif key == "ocean":
        flip_ocean(s, seat, v, ev)
    elif key == "forest":
        gain_forest(s, seat, v, ev)
    elif key == "remove_here":
        p.res[src] -= v
    elif key == "if_chose":
        if p.pick == v:
            push_steps(s, seat, src, st["then"])
    elif key == "if_tags":
        if p.tags.get(v["tag"], 0) >= v["n"]:
            push_steps(s, seat, src, v["then"])
    elif key == "tr_per_tag":
        n = p.tags.get(v, 0)
        if n:
            gain_tr(s, seat, n, ev)
            ev.append(event(msg(TR, player=player_name(seat), num=n), RULE_EFFECT, seat))
    elif key == "extra_play":
        p.plays_left += v
    elif key == "next_discount":
        p.next_discount = v
    elif key == "next_flex":
        p.next_flex = True
    elif key == "brainstorm":
        cards = draw(s, 1, ev)
        for c in cards:
            ev.append(event(msg(REVEALS, player=player_name(seat), card=card_name(c)),
                            RULE_CARD_ACTION, seat, reveals=True, objects=(f"card:{c}",)))
            if CARDS[c].kind == "green":
                s.discard.append(c)
                p.mc += 1
            else:
                p.hand.append(c)
    else:  # pragma: no cover - data.validate_step refuses unknown terms
        raise ValueError(f"unknown step {key!r}")
