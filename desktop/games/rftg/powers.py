"""What a seat's tableau can do now: its active powers and the choices they open.

Pure functions of the state (they change nothing): the phases (flow.py), the steps and the views
read them.  A power is a :data:`~desktop.games.rftg.state.PowerRef` ``(card, index)``; option
ids spell it ``card * 8 + index`` (the saved form, parsed once by :func:`parse_key`).
"""

from __future__ import annotations

from typing import NamedTuple

from desktop.games.rftg.msgs import CARD_IDS
from desktop.games.rftg.piles import goods, has_pile
from desktop.games.rftg.rules import DESIGN, POWERS
from desktop.games.rftg.state import PowerRef, RftgState, SeatState

#: the Produce bonus in a windfall option id (``wf:-1:<world>``)
BONUS_KEY = -1


def key_of(ref: PowerRef | None) -> int:
    """The number an option id uses for a power (``None``: the Produce bonus)."""
    return BONUS_KEY if ref is None else ref[0] * 8 + ref[1]


def parse_key(key: int) -> PowerRef | None:
    return None if key < 0 else (key // 8, key % 8)


def power_of(ref: PowerRef):
    return DESIGN[ref[0]].powers[ref[1]]


def active(st: RftgState, seat: int) -> list[int]:
    """Tableau cards whose powers work now (placed before this phase, rftg.powers.timing)."""
    pa = st.placed_at
    no = st.phase_no
    return [c for c in st.seats[seat].tableau if pa[c] < no]


# per phase, per card instance: ((power index, power), ...)
_BY_PHASE = {ph: tuple(POWERS[c][ph] for c in range(len(DESIGN))) for ph in POWERS[0]}


def powers(st: RftgState, seat: int, phase: str) -> list:
    """(card, power index, power) of the active tableau's powers of ``phase``."""
    pa = st.placed_at
    no = st.phase_no
    table = _BY_PHASE[phase]
    return [(c, i, p) for c in st.seats[seat].tableau if pa[c] < no for i, p in table[c]]


def has_design(s: SeatState, card: int) -> bool:
    d = DESIGN[card].index
    return any(DESIGN[c].index == d for c in s.tableau)


# -- Develop -------------------------------------------------------------------------------
def dev_cost(st: RftgState, seat: int, card: int) -> int:
    """Cards to pay for a development: its cost less the Develop bonus and reductions."""
    return max(0, DESIGN[card].cost - _dev_discount(st, seat))


def _dev_discount(st: RftgState, seat: int) -> int:
    n = 1 if st.seats[seat].bonus else 0
    return n + sum(p.value for _, _, p in powers(st, seat, "develop") if p.code == "reduce")


def can_develop(st: RftgState, seat: int, card: int) -> bool:
    """``card`` is one of :func:`develop_choices` (tested alone)."""
    s = st.seats[seat]
    d = DESIGN[card]
    if card not in s.hand or d.is_world or has_design(s, card):
        return False
    return max(0, d.cost - _dev_discount(st, seat)) <= len(s.hand) - 1


def develop_choices(st: RftgState, seat: int) -> list[int]:
    """Hand developments ``seat`` may place now (not yet in its tableau, affordable)."""
    s = st.seats[seat]
    out = []
    most = len(s.hand) - 1
    off = _dev_discount(st, seat)
    mine = {DESIGN[c].index for c in s.tableau}
    for c in s.hand:
        d = DESIGN[c]
        if d.is_world or d.index in mine:
            continue
        if max(0, d.cost - off) <= most:
            out.append(c)
    return out


# -- Settle --------------------------------------------------------------------------------
class SettleStats(NamedTuple):
    """A seat's active settle powers, summed."""

    reduce: int
    reduce_kind: dict
    military: int
    military_kind: dict
    rebel: int
    #: cards that may be discarded to settle for free (Colony Ship)
    free: list
    #: (card, military) that may be discarded for temporary military (New Military Tactics)
    temp: list
    #: the pay-for-military discount (Contact Specialist), or None
    paymil: int | None
    #: hand cards that may be discarded for +1 military each (Space Mercenaries)
    merc: int


def settle_stats(st: RftgState, seat: int) -> SettleStats:
    red = 0
    red_k: dict[str, int] = {}
    mil = 0
    mil_k: dict[str, int] = {}
    reb = 0
    free: list[int] = []
    temp: list[tuple[int, int]] = []
    paymil = None
    merc = 0
    for c, i, p in powers(st, seat, "settle"):
        code = p.code
        if code == "military":
            if p.against_rebel:
                reb += p.value
            elif p.kind:
                mil_k[p.kind] = mil_k.get(p.kind, 0) + p.value
            else:
                mil += p.value
        elif code == "reduce":
            if p.kind:
                red_k[p.kind] = red_k.get(p.kind, 0) + p.value
            else:
                red += p.value
        elif code == "discard_settle_free":
            free.append(c)
        elif code == "discard_military":
            temp.append((c, p.value))
        elif code == "pay_military":
            paymil = max(paymil or 0, p.value)
        elif code == "military_from_hand":
            merc += p.value
    return SettleStats(red, red_k, mil, mil_k, reb, free, temp, paymil, merc)


def strength(st: RftgState, seat: int, world: int, stats: SettleStats | None = None) -> int:
    """Military of ``seat`` against ``world`` now (temporary military included)."""
    x = stats or settle_stats(st, seat)
    d = DESIGN[world]
    n = x.military + st.seats[seat].temp_military
    if d.good:
        n += x.military_kind.get(d.good, 0)
    if "rebel" in d.keywords:
        n += x.rebel
    return n


class SettleWay(NamedTuple):
    """One legal way to settle: the option id, the world, how ("pay", "free", "war",
    "paymil"), the card discarded to place it for free (-1: none) and the cards to pay."""

    oid: str
    world: int
    mode: str
    via: int
    cost: int


def settle_choices(st: RftgState, seat: int) -> list[SettleWay]:
    """Every legal way to settle now."""
    return [SettleWay(*w) for w in settle_ways(st, seat)]


def settle_ways(st: RftgState, seat: int, only: int = -1) -> list[tuple]:
    """Every legal way to settle now, as plain (option id, world, mode, via, cost) tuples (the
    lean form; :func:`settle_choices` names the fields); ``only``: the ways of that hand card
    alone.  The free and temporary-military cards come from the active tableau's powers, so
    they are in the tableau."""
    s = st.seats[seat]
    x = settle_stats(st, seat)
    hand_n = len(s.hand)
    out = []
    ids = CARD_IDS
    temp_mil = x.military + s.temp_military
    boost = sum(v for _c, v in x.temp) + min(max(0, x.merc - s.merc_used), hand_n - 1)
    for w in (s.hand if only < 0 else (only,)):
        d = DESIGN[w]
        if not d.is_world:
            continue
        good = d.good
        reduce = x.reduce + (x.reduce_kind.get(good, 0) if good else 0)
        if not d.military:
            cost = max(0, d.cost - reduce)
            if cost <= hand_n - 1:
                out.append((ids[w], w, "pay", -1, cost))
            if good != "alien" and cost > 0:
                for f in x.free:
                    out.append((f"{ids[w]}/free:{f}", w, "free", f, 0))
        else:
            have = temp_mil  # strength(): military, temporary, by kind, against Rebels
            if good:
                have += x.military_kind.get(good, 0)
            if "rebel" in d.keywords:
                have += x.rebel
            if have + boost >= d.cost:
                out.append((f"{ids[w]}/war", w, "war", -1, 0))
            if x.paymil is not None and good != "alien":
                cost = max(0, d.cost - x.paymil - reduce)
                if cost <= hand_n - 1:
                    out.append((f"{ids[w]}/pay", w, "paymil", -1, cost))
                # rftg.power.colony_ship_contact: paid for as a non-military world, it may be
                # placed for free with Colony Ship
                if cost > 0:
                    for f in x.free:
                        out.append((f"{ids[w]}/free:{f}", w, "free", f, 0))
    return out


def settle_way(st: RftgState, seat: int, oid: str) -> SettleWay:
    """The way of settling an offered option id names (parsed, not searched for)."""
    card, _, how = oid.partition("/")
    w = int(card[5:])
    d = DESIGN[w]
    if how == "war":
        return SettleWay(oid, w, "war", -1, 0)
    if how.startswith("free:"):
        return SettleWay(oid, w, "free", int(how[5:]), 0)
    x = settle_stats(st, seat)
    reduce = x.reduce + (x.reduce_kind.get(d.good, 0) if d.good else 0)
    if how == "pay":
        return SettleWay(oid, w, "paymil", -1, max(0, d.cost - (x.paymil or 0) - reduce))
    return SettleWay(oid, w, "pay", -1, max(0, d.cost - reduce))


def boost_sources(st: RftgState, seat: int) -> tuple[list[tuple[int, int]], int]:
    """Temporary military ``seat`` may still add: (tableau card, military) to discard, and how
    many hand cards it may discard for +1 each."""
    x = settle_stats(st, seat)
    s = st.seats[seat]
    temp = [(c, v) for c, v in x.temp if c in s.tableau]
    return temp, max(0, x.merc - s.merc_used)


# -- Consume -------------------------------------------------------------------------------
def eligible_goods(st: RftgState, seat: int, card: int, p, worlds: list[int] | None = None):
    """Worlds whose goods the consume power may take, or None when it cannot be used."""
    if worlds is None:
        worlds = goods(st, seat)
    if p.mode == "this_world":
        el = [w for w in worlds if w == card]
    elif p.goods == "any":
        el = worlds
    else:
        el = [w for w in worlds if DESIGN[w].good == p.goods]
    if p.mode == "two":
        return el if len(el) >= 2 else None
    if p.mode == "three_different":
        return el if len({DESIGN[w].good for w in el}) >= 3 else None
    return el if el else None


def consume_count(p, eligible: list[int]) -> int:
    """How many goods a consume power takes (it is used as fully as possible)."""
    if p.mode == "each":
        return min(p.times, len(eligible))
    if p.mode == "two":
        return 2
    if p.mode == "three_different":
        return 3
    if p.mode == "all":
        return len(eligible)
    return 1


def consume_powers(st: RftgState, seat: int) -> tuple[list, bool]:
    """Unused consume powers usable now as (card, index, power), and whether any of them is
    mandatory (a power that consumes goods)."""
    s = st.seats[seat]
    worlds = goods(st, seat)
    out = []
    mandatory = False
    used = s.used
    for c, k, p in powers(st, seat, "consume"):
        if (c, k) in used:
            continue
        code = p.code
        if code == "consume":
            if eligible_goods(st, seat, c, p, worlds) is None:
                continue
            mandatory = True
            out.append((c, k, p))
        elif code == "trade_action":
            if worlds:
                out.append((c, k, p))
        elif code == "discard_hand":
            if s.hand:
                out.append((c, k, p))
        elif code == "gamble":
            if has_pile(st, seat):
                out.append((c, k, p))
    return out, mandatory


def active_power(st: RftgState, seat: int, ref: PowerRef, phase: str):
    """The power ``ref`` if it is an unused active power of ``seat`` in ``phase``, else None."""
    c, k = ref
    s = st.seats[seat]
    if not 0 <= c < len(DESIGN) or st.placed_at[c] >= st.phase_no or c not in s.tableau:
        return None
    powers_ = DESIGN[c].powers
    if not 0 <= k < len(powers_) or powers_[k].phase != phase or ref in s.used:
        return None
    return powers_[k]


def consume_usable(st: RftgState, seat: int, ref: PowerRef) -> bool:
    """``ref`` is one of :func:`consume_powers` (tested alone)."""
    p = active_power(st, seat, ref, "consume")
    if p is None:
        return False
    code = p.code
    if code == "consume":
        return eligible_goods(st, seat, ref[0], p) is not None
    if code == "trade_action":
        return bool(goods(st, seat))
    if code == "discard_hand":
        return bool(st.seats[seat].hand)
    if code == "gamble":
        return has_pile(st, seat)
    return False


def consume_mandatory(st: RftgState, seat: int) -> bool:
    """A power that consumes goods can still be used (so the seat may not stop)."""
    worlds = goods(st, seat)
    used = st.seats[seat].used
    return any(p.code == "consume" and (c, k) not in used
               and eligible_goods(st, seat, c, p, worlds) is not None
               for c, k, p in powers(st, seat, "consume"))


# -- Produce -------------------------------------------------------------------------------
def _empty_windfall(st: RftgState, seat: int, w: int) -> bool:
    return (0 <= w < len(DESIGN) and DESIGN[w].windfall and st.good_on[w] < 0
            and w in st.seats[seat].tableau)


def produce_usable(st: RftgState, seat: int, kind: str, ref: PowerRef | None, w: int) -> bool:
    """A produce option (``kind`` "wf", "daf" or "draw") is one of :func:`produce_choices`."""
    s = st.seats[seat]
    if kind == "wf":
        if not _empty_windfall(st, seat, w):
            return False
        if ref is None:
            return s.bonus and not s.bonus_used
        p = active_power(st, seat, ref, "produce")
        return p is not None and p.code == "windfall" and (p.kind is None
                                                            or DESIGN[w].good == p.kind)
    p = active_power(st, seat, ref, "produce") if ref is not None else None
    if p is None:
        return False
    if kind == "daf":
        return p.code == "discard_to_produce" and st.good_on[ref[0]] < 0 and bool(s.hand)
    return p.code.startswith("draw") and p.code != "draw_if_most_produced"


def produce_windfall_left(st: RftgState, seat: int) -> bool:
    """A windfall choice is left (so the seat may not stop)."""
    return bool(produce_choices(st, seat)[0])


def produce_choices(st: RftgState, seat: int) -> tuple[list, list, list]:
    """(windfall options (power or None for the Produce bonus, world), discard-to-produce
    powers (power, world), unused draw powers (power, card, power data))."""
    s = st.seats[seat]
    empty_wf = [w for w in s.tableau if DESIGN[w].windfall and st.good_on[w] < 0]
    wf = []
    daf = []
    draws = []
    if s.bonus and not s.bonus_used:
        wf.extend((None, w) for w in empty_wf)
    used = s.used
    for c, k, p in powers(st, seat, "produce"):
        if (c, k) in used:
            continue
        code = p.code
        if code == "windfall":
            wf.extend(((c, k), w) for w in empty_wf if p.kind is None or DESIGN[w].good == p.kind)
        elif code == "discard_to_produce":
            if st.good_on[c] < 0 and s.hand:
                daf.append(((c, k), c))
        elif code.startswith("draw") and code != "draw_if_most_produced":
            draws.append(((c, k), c, p))
    return wf, daf, draws
