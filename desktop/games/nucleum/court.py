"""The Court side board run by the rules: placing, leadership, dominance, King's Day steps,
agenda values and the Baron's placement steps.  Pure functions over ``NucleumState``; the
flow (who is asked what) lives in ``game.py``.
"""

from __future__ import annotations

from desktop.engine.protocol import RuleRef

from desktop.games.nucleum.data import COURT, PARTIES
from desktop.games.nucleum.state import NEUTRAL, NUMBERED, NucleumState

R = RuleRef


def neutral_count(s: NucleumState, p: int) -> int:
    return sum(1 for q in s.neutrals.values() if q == p)


def side_count(s: NucleumState, p: int, side: int) -> int:
    """Politicians of ``side`` in Party ``p``; the neutrals of a Party count as one side
    (nucleum.court.neutral_side, unconfirmed)."""
    return neutral_count(s, p) if side == NEUTRAL else s.pols[p][side]


def total(s: NucleumState, p: int) -> int:
    return neutral_count(s, p) + sum(s.pols[p])


def on_court(s: NucleumState, side: int) -> int:
    return sum(s.pols[p][side] for p in range(4))


def is_member(s: NucleumState, p: int, side: int) -> bool:
    return s.pols[p][side] > 0


def check_leadership(s: NucleumState, p: int, side: int) -> bool:
    """After ``side`` added a Politician to ``p`` (nucleum.court.leadership).  True when the
    Leader changed."""
    cur = s.leader[p]
    if cur is None:
        s.leader[p] = side
        s.leader_neutral[p] = None
        return True
    if cur != side and s.pols[p][side] > side_count(s, p, cur):
        s.leader[p] = side
        s.leader_neutral[p] = None
        return True
    return False


def check_dominance(s: NucleumState, p: int) -> bool:
    """Strictly more Politicians than the Dominant Party moves the King (nucleum.court.dominance)."""
    if p != s.king and total(s, p) > total(s, s.king):
        s.king = p
        return True
    return False


def place(s: NucleumState, p: int, side: int) -> tuple[bool, bool]:
    """A Politician of ``side`` enters Party ``p`` (the Court action); returns
    (leader changed, King moved)."""
    s.pols[p][side] += 1
    return check_leadership(s, p, side), check_dominance(s, p)


def pick_neutral_for_leader(s: NucleumState, p: int) -> str | None:
    """Which neutral sits on a Leader space: numbered first, lowest number first
    (nucleum.kingsday.neutral_figure, unconfirmed)."""
    here = [t for t, q in s.neutrals.items() if q == p]
    numbered = sorted((t for t in here if t in NUMBERED), key=int)
    if numbered:
        return numbered[0]
    return here[0] if here else None


# -- agendas -------------------------------------------------------------------------------

def agenda_vp(agenda: str, figure: int) -> int:
    return COURT.agendas[agenda].vp_per * figure


def memberships(s: NucleumState, side: int) -> int:
    """Parties where ``side`` is Member or Leader (the snapshot of nucleum.agenda.parties)."""
    return sum(1 for p in range(4) if s.pols[p][side] > 0 or s.leader[p] == side)


def needed_figures(s: NucleumState) -> list[tuple[int, str]]:
    """(seat, agenda) figures the humans must give for steps 1 and 2, in scoring order, each
    once; computed agendas are not asked."""
    out: list[tuple[int, str]] = []
    for seat, agenda in scorers(s):
        if seat >= s.seats or COURT.agendas[agenda].computed:
            continue
        if (seat, agenda) not in out:
            out.append((seat, agenda))
    return out


def scorers(s: NucleumState) -> list[tuple[int, str]]:
    """Who scores which agenda: step 1 Leaders top to bottom, then step 2 the Dominant
    Party's Members (nucleum.kingsday.leaders, nucleum.kingsday.dominant).  Humans only."""
    out = []
    for p in range(4):
        ld = s.leader[p]
        if ld is not None and ld != NEUTRAL and ld < s.seats:
            out.append((ld, s.agendas[p]))
    for seat in range(s.seats):
        if s.pols[s.king][seat] > 0:
            out.append((seat, s.agendas[s.king]))
    return out


def baron_court_vp(s: NucleumState, occasion: int) -> tuple[int, int, int]:
    """The Baron's Party scoring: (led Parties, in the Dominant Party?, VP).  ``occasion`` is
    1, 2, 3 for King's Days and 4 for final scoring (nucleum.baron.scoring,
    nucleum.baron.harder_scoring)."""
    b = s.baron_side
    assert b is not None
    led = sum(1 for p in range(4) if s.leader[p] == b)
    dom = 1 if s.pols[s.king][b] > 0 else 0
    per = COURT.baron.leader_vp
    dper = COURT.baron.dominant_vp
    if s.harder_scoring and occasion >= COURT.baron.harder_from_kings_day:
        per = dper = COURT.baron.harder_vp
    return led, dom, led * per + dom * dper


# -- King's Day removals and re-seating ----------------------------------------------------

def remove_leaders(s: NucleumState) -> list[tuple[int, int]]:
    """Step 3, first part: each non-neutral Leader returns 1 Politician of that Party; the
    Leader space empties when it was their last one.  Returns (party, side) removed."""
    out = []
    for p in range(4):
        ld = s.leader[p]
        if ld is None or ld == NEUTRAL:
            continue
        s.pols[p][ld] -= 1
        out.append((p, ld))
        if s.pols[p][ld] == 0:
            s.leader[p] = None
    return out


def remove_dominant(s: NucleumState) -> list[int]:
    """Step 3, second part: exactly one Politician of each side in the Dominant Party."""
    k = s.king
    out = []
    for side in range(s.sides):
        if s.pols[k][side] > 0:
            s.pols[k][side] -= 1
            out.append(side)
            if s.pols[k][side] == 0 and s.leader[k] == side:
                s.leader[k] = None
    return out


def remove_highest_neutral(s: NucleumState) -> str | None:
    for t in reversed(NUMBERED):
        q = s.neutrals.get(t, -1)
        if q >= 0:
            s.neutrals[t] = -1
            if s.leader[q] == NEUTRAL and s.leader_neutral[q] == t:
                s.leader[q] = None
                s.leader_neutral[q] = None
            return t
    return None


def move_arrow(s: NucleumState) -> tuple[int, int]:
    src = s.neutrals["arrow"]
    dst = (src + 1) % 4
    s.neutrals["arrow"] = dst
    if s.leader[src] == NEUTRAL and s.leader_neutral[src] == "arrow":
        s.leader[src] = None
        s.leader_neutral[src] = None
        # another neutral still in the Party keeps the neutral side's claim to nothing:
        # the space is re-filled by the re-seating step that follows.
    return src, dst


def reseat_leaders(s: NucleumState) -> list[tuple[int, int | None]]:
    """Step 4, Leaders: a strict majority side takes the space; on a tie nobody is named and
    the occupant stays (nucleum.kingsday.reseat, nucleum.kingsday.tie_keeps)."""
    changes = []
    for p in range(4):
        counts = {side: s.pols[p][side] for side in range(s.sides)}
        counts[NEUTRAL] = neutral_count(s, p)
        m = max(counts.values())
        top = [side for side, c in counts.items() if c == m]
        if m == 0 or len(top) != 1:
            continue
        w = top[0]
        if s.leader[p] == w:
            continue
        s.leader[p] = w
        s.leader_neutral[p] = pick_neutral_for_leader(s, p) if w == NEUTRAL else None
        changes.append((p, w))
    return changes


def replace_king(s: NucleumState) -> bool:
    """Step 4, the King: strictly the most Politicians; a tie leaves it (nucleum.kingsday.king)."""
    totals = [total(s, p) for p in range(4)]
    m = max(totals)
    top = [p for p in range(4) if totals[p] == m]
    if len(top) == 1 and top[0] != s.king:
        s.king = top[0]
        return True
    return False


# -- contracts and E8 ----------------------------------------------------------------------

def contracts_met(s: NucleumState, seat: int) -> list[str]:
    n = on_court(s, seat)
    out = []
    for cid, c in COURT.contracts.items():
        if c.leader_of_dominant and s.leader[s.king] != seat:
            continue
        if c.politicians and n < c.politicians:
            continue
        out.append(cid)
    return out


def e8_vp(politicians: int) -> int:
    best = 0
    for need, vp in COURT.e8.thresholds:
        if politicians >= need:
            best = vp
    return best


# -- the Baron's placement -----------------------------------------------------------------

def baron_eligible(s: NucleumState) -> list[int]:
    """Step 1: Parties with no Leader, or where his count equals the Leader's; a Party he
    already leads is not eligible (nucleum.baron.led_not_eligible, unconfirmed)."""
    b = s.baron_side
    out = []
    for p in range(4):
        ld = s.leader[p]
        if ld is None:
            out.append(p)
        elif ld != b and s.pols[p][b] == side_count(s, p, ld):
            out.append(p)
    return out


def baron_choice(s: NucleumState) -> tuple[list[int], str]:
    """The Parties left after steps 1-3 and the step that decided: one Party, or several
    tied ones for the Logic card (step 4)."""
    b = s.baron_side
    eligible = baron_eligible(s)
    if len(eligible) == 1:
        return eligible, "step1"
    if s.pols[s.king][b] == 0:
        return [s.king], "step2"
    pool = eligible or list(range(4))   # nucleum.baron.none_eligible (unconfirmed)
    fewest = min(s.pols[p][b] for p in pool)
    tied = [p for p in pool if s.pols[p][b] == fewest]
    return tied, ("step3" if len(tied) == 1 else "step4")


def logic_party(card: int) -> int | None:
    """A Setup-card number read as a Party (the digital house rule); None for the redraw."""
    for i, pid in enumerate(PARTIES):
        lo, hi = COURT.setup_cards.ranges[pid]
        if lo <= card <= hi:
            return i
    return None


def walk_to_tied(start: int, tied: list[int]) -> int:
    p = start
    for _ in range(4):
        if p in tied:
            return p
        p = (p + 1) % 4
    raise ValueError("no tied Party")
