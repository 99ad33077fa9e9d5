"""Goals and the score: goal tiles claimed at the end of phases, the VP of every seat (live on
the table and at the end), the outcome and its tie-breaks."""

from __future__ import annotations

from desktop.engine.protocol import Event, Msg, Outcome, ScoreLine
from desktop.games.rftg import robot as robotics
from desktop.games.rftg.msgs import (CARDS_CONTEXT, E_GOAL, E_GOAL_BACK, E_GOAL_CHIP, E_SCORE, GOAL_NAMES,
                                     R_FIRST, R_MOST, R_MOST_END, R_MOST_TIE, R_SCORE, ROBOT_LOSES,
                                     ROBOT_SHARED, ROBOT_TIEBREAK, ROBOT_WINS, S_CARDS, S_CHIPS,
                                     S_GOALS, S_ROBOT_TIE, S_SIX, S_TIE, S_TOTAL, TIEBREAK, msg,
                                     player)
from desktop.games.rftg.piles import goods
from desktop.games.rftg.rules import DESIGN, GOALS, goal_amount, six_dev_bonus
from desktop.games.rftg.state import RftgState


def _goal_name(g: str) -> Msg:
    return Msg(CARDS_CONTEXT, GOAL_NAMES[g])


# -- goals ---------------------------------------------------------------------------------
def check_goals(st: RftgState, when: str, events: list[Event]) -> None:
    """Claim the goals checked at the end of ``when`` (a phase, or "round")."""
    for gi, g in enumerate(st.goals):
        kind, vp, minimum, phases = GOALS[g]
        if when not in phases:
            continue
        claims = st.claims[gi]
        if kind == "first" and claims:
            continue
        amounts = [goal_amount(g, s) for s in st.seats]
        if kind == "first":
            for i, a in enumerate(amounts):
                if a >= minimum:
                    claims.append(i)
                    events.append(Event(msg(E_GOAL, player=player(i), goal=_goal_name(g)),
                                        R_FIRST, seat=i, objects=(f"goal:{g}",)))
        else:
            _update_most(st, gi, amounts, events)


def _update_most(st: RftgState, gi: int, amounts: list[int], events: list[Event]) -> None:
    g = st.goals[gi]
    minimum = GOALS[g][2]
    claims = st.claims[gi]
    name = _goal_name(g)
    holder = claims[0] if claims else -1
    if holder >= 0 and amounts[holder] < minimum:
        claims.clear()
        events.append(Event(msg(E_GOAL_BACK, goal=name), R_MOST, objects=(f"goal:{g}",)))
        holder = -1
    bar = max(minimum - 1, amounts[holder] if holder >= 0 else -10**6)
    over = [i for i, a in enumerate(amounts) if a > bar and i != holder]
    if not over:
        return
    top = max(amounts[i] for i in over)
    tops = [i for i in over if amounts[i] == top]
    if len(tops) == 1:
        claims[:] = tops
        events.append(Event(msg(E_GOAL, player=player(tops[0]), goal=name), R_MOST,
                            seat=tops[0], objects=(f"goal:{g}",)))
    elif holder >= 0:
        claims.clear()
        events.append(Event(msg(E_GOAL_BACK, goal=name), R_MOST_TIE, objects=(f"goal:{g}",)))


def goal_vp(st: RftgState, amounts: dict[str, list[int]] | None = None) -> list[int]:
    """Goal VP per seat (tiles, 3-VP goal chips and the end-of-game ties).  ``amounts``: each
    goal's ``goal_amount`` per seat, when the caller has them."""
    vp = [0] * len(st.seats)
    for gi, g in enumerate(st.goals):
        kind, value, minimum, _ = GOALS[g]
        claims = st.claims[gi]
        if kind == "first":
            for i in claims:
                vp[i] += value
            continue
        holder = claims[0] if claims else -1
        if holder >= 0:
            vp[holder] += value
        got = amounts[g] if amounts is not None else [goal_amount(g, s) for s in st.seats]
        best = max(got)
        if best >= minimum:
            for i, a in enumerate(got):
                if a == best and i != holder:
                    vp[i] += 3
    return vp


# -- the score -----------------------------------------------------------------------------
def scores(st: RftgState, amounts: dict[str, list[int]] | None = None) -> list[dict]:
    """Per seat: chips, card VP, 6-cost development bonuses, goal VP, the total and the
    tie-break (hand + goods).  Live during the game (the table shows it), final at the end.
    ``amounts``: each goal's ``goal_amount`` per seat, when the caller has them."""
    gvp = goal_vp(st, amounts)
    out = []
    for i, s in enumerate(st.seats):
        cards = sum(DESIGN[c].vp for c in s.tableau)
        six = sum(six_dev_bonus(DESIGN[c], s.tableau, s.chips) for c in s.tableau
                  if DESIGN[c].six_dev)
        out.append({"chips": s.chips, "cards": cards, "six": six, "goals": gvp[i],
                    "total": s.chips + cards + six + gvp[i],
                    "tiebreak": len(s.hand) + len(goods(st, i))})
    return out


def final_events(st: RftgState, events: list[Event]) -> None:
    for gi, g in enumerate(st.goals):
        kind, value, minimum, _ = GOALS[g]
        if kind != "most":
            continue
        amounts = [goal_amount(g, s) for s in st.seats]
        best = max(amounts)
        holder = st.claims[gi][0] if st.claims[gi] else -1
        for i, a in enumerate(amounts):
            if best >= minimum and a == best and i != holder:
                events.append(Event(msg(E_GOAL_CHIP, player=player(i), goal=_goal_name(g)),
                                    R_MOST_END, seat=i))
    for i, x in enumerate(scores(st)):
        events.append(Event(msg(E_SCORE, player=player(i), total=x["total"],
                                chips=x["chips"], cards=x["cards"], six=x["six"],
                                goals=x["goals"]), R_SCORE, seat=i))
    if st.robot is not None:
        robotics.score_event(st, events)


def outcome(st: RftgState) -> Outcome:
    if st.robot is not None:
        return _robot_outcome(st)
    sc = scores(st)
    totals = tuple(x["total"] for x in sc)
    best = max(totals)
    top = [i for i, t in enumerate(totals) if t == best]
    tiebreak = None
    if len(top) > 1:
        tb = max(sc[i]["tiebreak"] for i in top)
        top = [i for i in top if sc[i]["tiebreak"] == tb]
        tiebreak = TIEBREAK()  # rftg.end.tiebreak
    sheet = (ScoreLine(S_CHIPS(), tuple(x["chips"] for x in sc)),
             ScoreLine(S_CARDS(), tuple(x["cards"] for x in sc)),
             ScoreLine(S_SIX(), tuple(x["six"] for x in sc)),
             ScoreLine(S_GOALS(), tuple(x["goals"] for x in sc)),
             ScoreLine(S_TOTAL(), totals),
             ScoreLine(S_TIE(), tuple(x["tiebreak"] for x in sc)))
    return Outcome(totals, tuple(top), sheet, tiebreak)


def _robot_outcome(st: RftgState) -> Outcome:
    """Solitaire: ``scores`` are (player, robot); winner 1 is the robot (a rule, not a seat).
    A tie goes to the higher of the robot's credit + economy and the player's hand + goods
    (rftg.robot.tiebreak); a further tie is shared (robot.yaml facts.second_tie)."""
    me = scores(st)[0]
    rb = robotics.score(st)
    totals = (me["total"], rb["total"])
    tiebreak = None
    if totals[0] != totals[1]:
        winners = (0,) if totals[0] > totals[1] else (1,)
    else:
        tiebreak = ROBOT_TIEBREAK()  # rftg.robot.tiebreak
        if me["tiebreak"] != rb["tiebreak"]:
            winners = (0,) if me["tiebreak"] > rb["tiebreak"] else (1,)
        else:
            winners = (0, 1)  # rftg.robot.unconfirmed.tie
            tiebreak = ROBOT_SHARED()
    sheet = (ScoreLine(S_CHIPS(), (me["chips"], rb["chips"])),
             ScoreLine(S_CARDS(), (me["cards"], rb["cards"])),
             ScoreLine(S_SIX(), (me["six"], rb["six"])),
             ScoreLine(S_TOTAL(), totals),
             ScoreLine(S_ROBOT_TIE(), (me["tiebreak"], rb["tiebreak"])))
    note = (ROBOT_WINS if winners == (1,) else ROBOT_LOSES)(vp=rb["total"])
    return Outcome(totals, winners, sheet, tiebreak, note)
