"""Requirements and what a card costs: steel and titanium values, discounts, the Development
bonus, and the ways a player may pay (heat for Helion, microbes, a plant)."""

from __future__ import annotations

from desktop.games.tmae.data import BANDS, CardDef, data
from desktop.games.tmae.parameters import band
from desktop.games.tmae.piles import has_mod, helion, mod_sum, mods, sell_value
from desktop.games.tmae.state import PlayerState, TmaeState

CARDS = data().all


def req_ok(s: TmaeState, p: PlayerState, c: CardDef) -> bool:
    r = c.req
    if r is None:
        return True
    flex = 1 if (p.next_flex or has_mod(p, "req_flex")) else 0
    if r.temp_min is not None and band("temp", s.start_temp) + flex < BANDS.index(r.temp_min):
        return False
    if r.temp_max is not None and band("temp", s.start_temp) - flex > BANDS.index(r.temp_max):
        return False
    if r.oxy_min is not None and band("oxygen", s.start_oxygen) + flex < BANDS.index(r.oxy_min):
        return False
    if r.oxy_max is not None and band("oxygen", s.start_oxygen) - flex > BANDS.index(r.oxy_max):
        return False
    for tag, n in r.tags.items():
        if p.tags.get(tag, 0) < n:
            return False
    # RULE_REQ_PHASE: oceans, like temperature and oxygen, as at the start of the phase
    if r.oceans_min is not None and s.start_oceans < r.oceans_min:
        return False
    if r.oceans_max is not None and s.start_oceans > r.oceans_max:
        return False
    if r.tr_min is not None and p.tr < r.tr_min:
        return False
    sp = r.spend
    if sp:
        if p.tr < sp.get("tr", 0) or p.heat < sp.get("heat", 0) or p.plants < sp.get("plant", 0):
            return False
    return True


def cost_context(s: TmaeState, p: PlayerState) -> tuple:
    """What every card cost of ``p`` depends on, computed once per question."""
    steel = p.steel * (2 + mod_sum(p, "steel_bonus")) if p.steel else 0
    ti = p.titanium * (3 + mod_sum(p, "titanium_bonus")) if p.titanium else 0
    # RULE_DEV: the Development bonus is a discount on the green card played in that phase,
    # so a blue or red card shown in the hand then keeps its own price
    dev = 3 if s.phase == 1 and p.pick == 1 else 0
    return steel, ti, mods(p, "discount"), p.next_discount, dev


def card_cost(s: TmaeState, p: PlayerState, c: CardDef, ctx: tuple | None = None) -> int:
    """The cost after steel, titanium, card discounts, the next card's discount and, on a
    green card, the Development bonus (not below 0)."""
    steel, ti, discounts, flat, dev = ctx if ctx is not None else cost_context(s, p)
    cost = c.cost - flat - (dev if c.kind == "green" else 0)
    ts = c.tagset
    if steel and "building" in ts:
        cost -= steel
    if ti and "space" in ts:
        cost -= ti
    for d in discounts:
        if "tags" in d:
            if ts.intersection(d["tags"]):
                cost -= d["n"]
        elif "min_cost" in d:
            if c.cost >= d["min_cost"]:
                cost -= d["n"]
        else:
            cost -= d["n"]
    return cost if cost > 0 else 0


def payments(s: TmaeState, p: PlayerState, c: CardDef, free: bool = False, extra: int = 0,
             ctx: tuple | None = None) -> list[tuple[int, int, int]]:
    """Legal ways to pay: (use 2 microbes of Anaerobic, use 1 plant of Restructured, heat).
    ``extra``: MC the player could add by selling cards first."""
    base = 0 if free else card_cost(s, p, c, ctx)
    mc = p.mc + extra
    spend = c.req.spend if c.req is not None else {}
    plants = p.plants - spend.get("plant", 0)
    heat = p.heat - spend.get("heat", 0)
    anaer = [0]
    restr = [0]
    if base > 0:
        for m in mods(p, "res_pay"):
            if p.res.get(5, 0) >= m["n"]:
                anaer = [0, 1]
        for m in mods(p, "plant_pay"):
            if plants >= m["n"]:
                restr = [0, 1]
    hel = helion(p)
    out = []
    for a in anaer:
        for b in restr:
            cost = base - 10 * a
            if a and cost + 10 <= 0:
                continue
            if b and cost <= 0:
                continue
            cost -= 5 * b
            if cost < 0:
                cost = 0
            if hel:
                lo = cost - mc if cost > mc else 0
                hi = min(heat, cost)
                for h in range(lo, hi + 1):
                    out.append((a, b, h))
            elif mc >= cost:
                out.append((a, b, 0))
    return out


def can_play(s: TmaeState, p: PlayerState, code: int, ctx: tuple | None = None, sells: int | None = None,
             cost: int | None = None) -> bool:
    """Requirements met and the cost payable, selling other cards of the hand if need be.
    ``cost``: its ``card_cost``, when the caller has it."""
    c = CARDS[code]
    if c.req is not None and not req_ok(s, p, c):
        return False
    base = card_cost(s, p, c, ctx) if cost is None else cost
    spend = c.req.spend if c.req is not None else {}
    if sells is None:  # RULE_SELL: also while paying
        sells = sell_value(p) * (len(p.hand) - 1) if len(p.hand) > 1 else 0
    avail = p.mc + sells
    if helion(p):
        avail += p.heat - spend.get("heat", 0)
    if avail >= base:
        return True
    return bool(payments(s, p, c, extra=sells, ctx=ctx))


def action_cost(p: PlayerState, code: int, v) -> int:
    """The MC an ACTION costs after its own reduction (per steel, titanium, power tag...)."""
    mc = v.spend.get("mc", 0)
    if not mc:
        return 0
    r = v.reduce
    if r:
        if "per" in r:
            per = r["per"]
            k = p.steel if per == "steel" else p.titanium if per == "titanium" else p.tags.get("power", 0)
            mc -= k * r["n"]
        elif "blue_min" in r:
            if sum(1 for c in p.played if CARDS[c].kind == "blue") >= r["blue_min"]:
                mc -= r["n"]
    return mc if mc > 0 else 0
