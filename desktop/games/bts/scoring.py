"""Achievement conditions and end-game scoring (the seed's table and tie-breaks)."""

from __future__ import annotations

from desktop.engine.protocol import Msg, Outcome, RuleRef, ScoreLine
from desktop.games.bts import board as B
from desktop.games.bts import effects as X
from desktop.games.bts import msgs as T
from desktop.games.bts import refs as R
from desktop.games.bts.cards import Achievement
from desktop.games.bts.state import State

_ACH_RULE = {"a.transcendence": R.ACHIEVEMENT_TRANSCENDENCE, "a.empire": R.ACHIEVEMENT_EMPIRE,
             "aa.warlord": R.ACHIEVEMENT_WARLORD, "ab.technologist": R.ACHIEVEMENT_TECHNOLOGIST}


def rule_of(a: Achievement) -> RuleRef:
    return _ACH_RULE.get(a.id, R.ACHIEVEMENT_STANDIN) if not a.standin else R.ACHIEVEMENT_STANDIN


def meets(s: State, seat: int, a: Achievement) -> bool:
    c = a.condition
    p = s.players[seat]
    k = c.kind
    if k == "research_level":
        return sum(1 for sl in p.researched if B.SLOT_LEVEL[sl] == c.level) >= c.n
    if k == "research_all_level":
        return sum(1 for sl in p.researched if B.SLOT_LEVEL[sl] == c.level) >= c.n
    if k == "colonised":
        return len(p.colonies) >= c.n
    if k == "strength_areas":
        return sum(1 for area in B.AREAS if p.strength(area) >= (c.min or 1)) >= c.n
    if k == "automation":
        return p.automation >= c.n
    if k == "controlled":
        return sum(1 for v in s.control.values() if v == seat) >= c.n
    if k == "ships_level":
        return sum(1 for lv in (x for v in p.ships.values() for x in v) if lv >= (c.level or 1)) >= c.n
    techs = X.cat(s).techs
    cards = [techs[s.slots[sl]] for sl in p.researched if s.slots[sl] is not None]
    if k == "techs":
        return len(cards) >= c.n
    if k == "techs_of_type":
        return any(sum(1 for t in cards if ty in t.types) >= c.n
                   for ty in ("scientific", "economic", "military", "commercial"))
    raise ValueError(k)


def next_vp(s: State, ach: str) -> int:
    a = X.cat(s).achievements[ach]
    taken = len(s.claims[ach])
    return a.vp[taken] if taken < len(a.vp) else 0


def claimable(s: State, seat: int) -> list[str]:
    c = X.cat(s)
    out = []
    for ach in s.achievements:
        a = c.achievements[ach]
        if seat in s.claims[ach] or len(s.claims[ach]) >= len(a.vp):
            continue
        if meets(s, seat, a):
            out.append(ach)
    return out


def claimed_total(s: State) -> int:
    return sum(len(v) for v in s.claims.values())


def end_threshold(s: State) -> int:
    return B.END_ACHIEVEMENTS[len(s.players)]


def system_vp(s: State, seat: int, card_id: str) -> int:
    card = X.cat(s).systems[card_id]
    if card.vp_formula == "colonies_plus_3_max_7":
        return min(7, len(s.players[seat].colonies) + 3)
    return card.vp


def lines(s: State) -> list[tuple[Msg, RuleRef, list[int]]]:
    """Every line of the score sheet, per seat (the seed's table, in its order)."""
    c = X.cat(s)
    n = len(s.players)
    rows: list[tuple[Msg, RuleRef, list[int]]] = []

    def per(fn):
        return [fn(i, s.players[i]) for i in range(n)]

    def level_count(p, lv):
        return sum(1 for sl in p.researched if B.SLOT_LEVEL[sl] == lv)

    rows.append((T.LINE_T1(), R.SCORE_TECHS, per(lambda i, p: 1 * level_count(p, 1))))
    rows.append((T.LINE_T2(), R.SCORE_TECHS, per(lambda i, p: 2 * level_count(p, 2))))
    rows.append((T.LINE_T3(), R.SCORE_TECHS, per(lambda i, p: 3 * level_count(p, 3))))
    rows.append((T.LINE_T4(), R.SCORE_IIII, per(lambda i, p: sum(
        c.techs[s.slots[sl]].vp for sl in p.researched
        if B.SLOT_LEVEL[sl] == 4 and s.slots[sl] is not None))))
    rows.append((T.LINE_PRIVATE(), R.SCORE_PRIVATE, per(lambda i, p: sum(
        2 if c.techs[t].level == 2 else 3 if c.techs[t].level == 3 else 0 for t in p.private))))
    rows.append((T.LINE_AUTOMATION(), R.SCORE_AUTOMATION,
                 per(lambda i, p: B.automation_vp(p.automation))))
    rows.append((T.LINE_COLONIES(), R.SCORE_COLONIES,
                 per(lambda i, p: sum(system_vp(s, i, k) for k in p.colonies))))
    rows.append((T.LINE_AREAS(), R.SCORE_AREAS,
                 per(lambda i, p: sum(1 for v in s.control.values() if v == i))))
    for area, label in ((B.SOL, T.LINE_SOL()), (B.DEEP, T.LINE_DEEP())):
        st = [p.strength(area) for p in s.players]
        best = max(st)
        rows.append((label, R.SCORE_STRENGTH, [1 if best > 0 and x == best else 0 for x in st]))
    rows.append((T.LINE_EVENTS(), R.SCORE_EVENTS,
                 per(lambda i, p: sum(c.events[e].vp for e in p.events))))
    rows.append((T.LINE_ACHIEVEMENTS(), R.SCORE_ACHIEVEMENTS, per(lambda i, p: _ach_vp(s, i))))
    rows.append((T.LINE_OTHER(), R.SCORE_EVENTS, per(lambda i, p: p.vp_bonus)))
    return rows


def _ach_vp(s: State, seat: int) -> int:
    c = X.cat(s)
    total = 0
    for ach, who in s.claims.items():
        a = c.achievements[ach]
        for k, w in enumerate(who):
            if w == seat and k < len(a.vp):
                total += a.vp[k]
    return total


def totals(s: State) -> list[int]:
    rows = lines(s)
    return [sum(r[2][i] for r in rows) for i in range(len(s.players))]


def discs_left(p) -> int:
    return p.food_track + p.ore_track


def standins_in_play(s: State) -> list[str]:
    """The stand-in cards face up at the end (board, map, achievements, the factions' cards)."""
    c = X.cat(s)
    ids = [x for x in s.slots.values() if x] + [x for x in s.systems.values() if x]
    ids += list(s.achievements) + list(s.events_done)
    for p in s.players:
        ids += [*p.private, *p.colonies, *p.events]
    out = []
    for x in ids:
        card = c.any_card(x)
        if card is not None and card.standin and x not in out:
            out.append(x)
    return out


def outcome(s: State) -> Outcome:
    rows = lines(s)
    tot = [sum(r[2][i] for r in rows) for i in range(len(s.players))]
    sheet = tuple(ScoreLine(label, tuple(vals)) for label, _rule, vals in rows)
    sheet += (ScoreLine(T.LINE_TOTAL(), tuple(tot)),)
    best = max(tot)
    tied = [i for i, v in enumerate(tot) if v == best]
    tiebreak = None
    keys = ((lambda i: -discs_left(s.players[i]), T.TIE_DISCS),
            (lambda i: s.players[i].pop, T.TIE_POP),
            (lambda i: s.players[i].ore, T.TIE_ORE))
    for key, msg in keys:
        if len(tied) < 2:
            break
        top = max(key(i) for i in tied)
        narrowed = [i for i in tied if key(i) == top]
        if len(narrowed) < len(tied):
            tiebreak = msg()
        tied = narrowed
    if len(tied) > 1:
        tiebreak = T.TIE_SHARED()
    used = standins_in_play(s)
    note = T.STANDINS_NOTE(n=len(used)) if used else None
    return Outcome(tuple(tot), tuple(tied), sheet, tiebreak, note)
