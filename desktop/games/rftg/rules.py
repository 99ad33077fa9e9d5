"""Pure rule helpers shared by the game flow, the scoring and the goals (no state changes)."""

from __future__ import annotations

from desktop.engine.protocol import RuleRef
from desktop.games.rftg.cards import KINDS, TRADE_PRICE, Design, Power, deck

DECK = deck()
#: design of each card instance
DESIGN: tuple[Design, ...] = tuple(DECK.designs[i] for i in DECK.instance_design)
N_CARDS = len(DESIGN)
#: per instance, per phase: ((power index, power), ...)
_PHASES = ("explore", "develop", "settle", "consume", "produce")
POWERS: tuple[dict[str, tuple[tuple[int, Power], ...]], ...] = tuple(
    {ph: tuple((i, p) for i, p in enumerate(d.powers) if p.phase == ph) for ph in _PHASES}
    for d in DESIGN)


def R(rule: str) -> RuleRef:
    return RuleRef("rftg." + rule)


# -- goals ---------------------------------------------------------------------------------
#: goal id -> (kind, VP, minimum, phases at whose end it is checked)
GOALS: dict[str, tuple[str, int, int, tuple[str, ...]]] = {
    "standard_of_living": ("first", 3, 5, ("consume",)),
    "system_diversity": ("first", 3, 4, ("settle",)),
    "overlord_discoveries": ("first", 3, 3, ("develop", "settle")),
    "budget_surplus": ("first", 3, 1, ("round",)),
    "innovation_leader": ("first", 3, 6, ("develop", "settle")),
    "galactic_status": ("first", 3, 1, ("develop",)),
    "greatest_military": ("most", 5, 6, ("develop", "settle")),
    "largest_industry": ("most", 5, 3, ("settle",)),
    "greatest_infrastructure": ("most", 5, 4, ("develop",)),
    "production_leader": ("most", 5, 4, ("settle",)),
}
FIRST_GOALS = tuple(g for g, v in GOALS.items() if v[0] == "first")
MOST_GOALS = tuple(g for g, v in GOALS.items() if v[0] == "most")


def _military_of(c: int) -> int:
    return sum(p.value for _, p in POWERS[c]["settle"]
               if p.code == "military" and p.kind is None and not p.against_rebel)


def _slots_of(c: int) -> frozenset[str]:
    return frozenset(("trade" if p.is_trade else "consume") if p.phase == "consume" else p.phase
                     for p in DESIGN[c].powers)


#: per card instance: its unconditional Settle military, and the phases its powers are in
#: (read once: a playout of the computer players asks for them hundreds of thousands of times)
MILITARY: tuple[int, ...] = tuple(_military_of(c) for c in range(N_CARDS))
SLOTS: tuple[frozenset[str], ...] = tuple(_slots_of(c) for c in range(N_CARDS))


def total_military(tableau: list[int]) -> int:
    """Unconditional Settle-phase military of a tableau (negatives count; specialised and
    temporary military do not)."""
    m = MILITARY
    return sum(m[c] for c in tableau)


def phase_slots(tableau: list[int]) -> int:
    """Innovation Leader: phases with a power among Explore, Develop, Settle, Trade, Consume,
    Produce."""
    if not tableau:
        return 0
    return len(frozenset().union(*(SLOTS[c] for c in tableau)))


#: per goal that counts cards, per card instance: what the card adds to it
_COUNTS: dict[str, tuple[int, ...]] = {
    "overlord_discoveries": tuple(int("alien" in d.keywords) for d in DESIGN),
    "galactic_status": tuple(int(d.six_dev) for d in DESIGN),
    "greatest_military": MILITARY,
    "largest_industry": tuple(int(d.is_world and d.good in ("novelty", "rare")) for d in DESIGN),
    "greatest_infrastructure": tuple(int(d.is_dev) for d in DESIGN),
    "production_leader": tuple(int(d.production) for d in DESIGN),
}


def goal_amount(goal: str, seat, end_discards: int = 0) -> int:
    """The quantity a goal measures for a seat (``seat`` is a SeatState)."""
    t = seat.tableau
    counts = _COUNTS.get(goal)
    if counts is not None:
        return sum(counts[c] for c in t)
    if goal == "standard_of_living":
        return seat.chips
    if goal == "system_diversity":
        return len({DESIGN[c].good for c in t if DESIGN[c].is_world and DESIGN[c].good})
    if goal == "budget_surplus":
        return seat.end_discards
    if goal == "innovation_leader":
        return phase_slots(t)
    raise KeyError(goal)


# -- scoring -------------------------------------------------------------------------------
def scoring_match(rule, d: Design) -> bool:
    m = rule.match
    if m == "production_world":
        return d.production and d.good == rule.kind
    if m == "windfall_world":
        return d.is_world and d.windfall and d.good == rule.kind
    if m == "development_with_power":
        return d.is_dev and d.has_power(rule.power)
    if m == "world_with_power":
        return d.is_world and d.has_power(rule.power)
    if m == "six_cost_development":
        return d.six_dev
    if m == "development":
        return d.is_dev
    if m == "world":
        return d.is_world
    if m == "military_world":
        return d.is_world and d.military
    if m == "rebel_military_world":
        return d.is_world and d.military and "rebel" in d.keywords
    if m == "keyword":
        return rule.keyword in d.keywords
    if m == "named_card":
        return d.id == rule.card
    return False


#: per 6-cost development's design index, per card instance: the VP the card scores for it
_SIX_POINTS: dict[int, tuple[int, ...]] = {}


def _six_points(dev: Design) -> tuple[int, ...]:
    """Each card counts once, for the first of the development's rules it matches."""
    got = _SIX_POINTS.get(dev.index)
    if got is None:
        rules = [r for r in dev.scoring if r.match not in ("vp_chips_per_three", "military_total")]
        got = _SIX_POINTS[dev.index] = tuple(
            next((r.points for r in rules if scoring_match(r, d)), 0) for d in DESIGN)
    return got


def six_dev_bonus(dev: Design, tableau: list[int], chips: int) -> int:
    """End-of-game VP of one 6-cost development: each tableau card counts once, for the first
    rule it matches; plus the totals (VP chips / 3, military)."""
    total = 0
    for rule in dev.scoring:
        if rule.match == "vp_chips_per_three":
            total += rule.points * (chips // 3)
        elif rule.match == "military_total":
            total += rule.points * total_military(tableau)
    points = _six_points(dev)
    return total + sum(points[c] for c in tableau)


def trade_price(good_world: int, active: list[int], no_bonus: bool = False) -> int:
    """Cards received for selling the good on ``good_world``: 2/3/4/5 by kind plus the trade
    bonuses of the active tableau."""
    kind = DESIGN[good_world].good
    price = TRADE_PRICE[kind]
    if no_bonus:
        return price
    chromo = None
    for c in active:
        for _, p in POWERS[c]["consume"]:
            if p.code != "trade_bonus":
                continue
            if p.this_world:
                if c == good_world:
                    price += p.value
            elif p.kind is None or p.kind == kind:
                price += p.value
                if p.per_chromosome:
                    if chromo is None:
                        chromo = sum(1 for x in active if "chromosome" in DESIGN[x].keywords)
                    price += chromo
    return price


KIND_ORDER = {k: i for i, k in enumerate(KINDS)}
