"""What each seat sees: the view the table is drawn from (with what the engine computed: live
VP, military with temporary military, the robot's mat, the draft), the secrets a view must not
show, and the resampling of hidden information."""

from __future__ import annotations

from desktop.engine.flow import heads
from desktop.engine.rng import Rng
from desktop.games.rftg import draft as drafting
from desktop.games.rftg import robot as robotics
from desktop.games.rftg.msgs import ACTIONS, BASIC_ACTIONS, cid, random_action_pair
from desktop.games.rftg.rules import DESIGN, GOALS, goal_amount, total_military
from desktop.games.rftg.scoring import scores
from desktop.games.rftg.state import RftgState


def view(state: RftgState, seat: int | None) -> dict:
    st = state
    all_chosen = st.step != "action"
    owing = {e.seat for e in heads(st.pending)}
    amounts = {g: [goal_amount(g, s) for s in st.seats] for g in st.goals}
    live = scores(st, amounts)
    seats = []
    for i, s in enumerate(st.seats):
        mine = seat == i
        sv = {
            "id": f"seat:{i}",
            "tableau": [{"id": cid(c), "design": DESIGN[c].id,
                         "good": (f"good:{c}" if st.good_on[c] >= 0 else None),
                         "new": st.placed_at[c] >= st.phase_no and st.phase != ""}
                        for c in s.tableau],
            "hand_size": len(s.hand),
            "explore_size": len(s.explore),
            "chips": s.chips,
            "owes": i in owing,
            "actions": ([f"action:{i}:{a}" for a in s.actions]
                        if (all_chosen or mine) else []),
            "chose": bool(s.actions),
            # rftg.settle.military: the unconditional military, temporary military included
            "military": total_military(s.tableau) + s.temp_military,
            "temp_military": s.temp_military,
            # rftg.end.score: the VP the seat would score now (chips, cards, 6-cost
            # developments, goals)
            "vp": live[i]["total"],
            "score": {k: live[i][k] for k in ("chips", "cards", "six", "goals")},
        }
        revealed = st.step in ("develop_pay", "settle_pay")
        if s.selected >= 0 and (mine or revealed):
            sv["selected"] = cid(s.selected)
        if mine:
            sv["hand"] = [cid(c) for c in s.hand]
            sv["explore"] = [cid(c) for c in s.explore]
        if st.private:
            sv["deck"] = len(s.deck)
            sv["discard"] = len(s.discard)
        seats.append(sv)
    goals = []
    for gi, g in enumerate(st.goals):
        kind, vp, minimum, when = GOALS[g]
        goals.append({"id": f"goal:{g}", "kind": kind, "vp": vp, "minimum": minimum,
                      "checked_at": list(when),
                      "progress": amounts[g],
                      "claimed_by": [f"seat:{i}" for i in st.claims[gi]]})
    out = {"round": st.round, "step": st.step, "phase": st.phase,
           "phases_left": list(st.phases), "deck": len(st.deck),
           "discard": len(st.discard), "pool": st.pool, "goals": goals, "seats": seats,
           "ending": st.ending, "advanced": st.advanced}
    if st.robot is not None:
        out["robot"] = _robot_view(st, seat, all_chosen)
    if st.draft is not None:
        out["draft"] = drafting.view(st, seat)
    return out


def lean_view(state: RftgState, seat: int | None) -> dict:
    """The part of ``view`` the computer players' heuristics read in their playouts (each
    tableau's designs and goods, hands, chips, military, the goals' claims, the VP pool, the
    robot's difficulty, tableau size, credit, economy, markers left and VP), built without the
    live scores, the goals' progress and the rest of the robot's mat; every value is the one
    ``view`` gives (checked by the conformance suite)."""
    st = state
    seats = []
    for i, s in enumerate(st.seats):
        sv = {
            "tableau": [{"design": DESIGN[c].id,
                         "good": (f"good:{c}" if st.good_on[c] >= 0 else None)}
                        for c in s.tableau],
            "hand_size": len(s.hand),
            "chips": s.chips,
            "military": total_military(s.tableau) + s.temp_military,
        }
        if seat == i:
            sv["hand"] = [cid(c) for c in s.hand]
        seats.append(sv)
    out = {"round": st.round, "pool": st.pool, "seats": seats,
           "goals": [{"vp": GOALS[g][1], "claimed_by": [f"seat:{i}" for i in st.claims[gi]]}
                     for gi, g in enumerate(st.goals)]}
    if st.robot is not None:
        r = st.robot
        out["robot"] = {"difficulty": r.difficulty, "tableau_size": robotics.tableau_size(st),
                        "credit": {"value": r.credit}, "economy": {"value": r.economy},
                        "markers": {"left": r.markers_left},
                        "vp": {"value": robotics.score(st)["total"]}}
    return out


def _robot_view(st: RftgState, seat: int | None, all_chosen: bool) -> dict:
    """The robot's mat (ids in the package docstring)."""
    r = st.robot
    acts = st.seats[0].actions if (all_chosen or seat == 0) else []
    markers = {ACTIONS.index(a) for a in acts}
    spaces = [{"id": f"space:{i}", "action": a, "marker": i in markers,
               "dice": [f"die:{k}" for k, sp in enumerate(r.placed) if sp == i]}
              for i, a in enumerate(ACTIONS)]
    dice = [{"id": f"die:{k}", "die": ("robot_die", "plain_die")[k], "rolled": face,
             "reads": r.reads if face == "robot" else face,
             "space": f"space:{r.placed[k]}" if k < len(r.placed) else None}
            for k, face in enumerate(r.rolled)]
    data = robotics.data()
    sc = robotics.score(st)
    return {"id": "robot", "difficulty": r.difficulty, "start_world": cid(r.start),
            "spaces": spaces, "dice": dice,
            "eq": {"id": "robot:eq", "reads": r.reads},
            "credit": {"id": "robot:credit", "value": r.credit, "max": data.caps["credit"]},
            "economy": {"id": "robot:economy", "value": r.economy,
                        "max": data.caps["economy"]},
            "markers": {"id": "robot:markers", "left": r.markers_left,
                        "placed": r.markers_placed,
                        "vp": data.difficulty[r.difficulty].marker_vp},
            "pile": {"id": "robot:pile", "count": len(r.pile)},
            "tableau": [cid(c) for c in r.tableau],
            "tableau_size": robotics.tableau_size(st),
            "counters": [f"counter:{a}" for a in r.counters],
            "chips": r.chips, "vp": {"id": "robot:vp", "value": sc["total"]}}

def secrets(state: RftgState, seat: int | None) -> set[str]:
    out = {cid(c) for c in state.deck}
    if state.robot is not None:
        out |= {cid(c) for c in state.robot.pile}
    if state.draft is not None:
        out |= drafting.secrets(state, seat)
    for s in state.seats:
        out |= {cid(c) for c in s.deck}
    out |= {cid(g) for g in state.good_on if g >= 0}
    for i, s in enumerate(state.seats):
        if i != seat:
            out |= {cid(c) for c in s.hand if c != s.selected or state.step not in (
                "develop_pay", "settle_pay")}
            out |= {cid(c) for c in s.explore}
            if state.step == "action":
                out |= {f"action:{i}:{a}" for a in s.actions}
    return out

def reshuffle_hidden(state: RftgState, seat: int | None, rng) -> RftgState:
    st = state.clone()
    _forget_secret_choices(st, seat, rng)
    if st.robot is not None or st.draft is not None:
        return _reshuffle_more(st, seat, rng)
    pool = list(st.deck)
    slots: list[tuple[str, int, int]] = []
    for w, g in enumerate(st.good_on):
        if g >= 0:
            pool.append(g)
            slots.append(("good", w, 0))
    for i, s in enumerate(st.seats):
        if i == seat:
            continue
        keep = s.selected if s.selected >= 0 else -1
        for j, c in enumerate(s.hand):
            if c != keep:
                pool.append(c)
                slots.append(("hand", i, j))
        for j, c in enumerate(s.explore):
            pool.append(c)
            slots.append(("explore", i, j))
    pool.sort()  # so that the sample depends only on the view and rng, not the hidden order
    rng.shuffle(pool)
    k = 0
    for kind, a, b in slots:
        if kind == "good":
            st.good_on[a] = pool[k]
        elif kind == "hand":
            st.seats[a].hand[b] = pool[k]
        else:
            st.seats[a].explore[b] = pool[k]
        k += 1
    st.deck = pool[k:]
    st.rng = Rng.from_seed(rng.next_u32() << 32 | rng.next_u32())
    return st

def _reshuffle_more(st: RftgState, seat: int | None, rng) -> RftgState:
    """reshuffle_hidden with the robot's pile, private decks and the draft: every hidden
    list keeps its length; start worlds dealt face down stay start worlds."""
    lists: list[list[int]] = [st.deck]
    shown: list[int] = []  # seats whose revealed selection is set aside meanwhile
    if st.robot is not None:
        lists.append(st.robot.pile)
    for i, s in enumerate(st.seats):
        lists.append(s.deck)
        if i != seat:
            lists.append(s.explore)
            if st.step in ("develop_pay", "settle_pay") and s.selected in s.hand:
                s.hand.remove(s.selected)
                shown.append(i)
            lists.append(s.hand)
    d = st.draft
    start_lists: list[list[int]] = []
    if d is not None:
        lists.append(d.removed)
        for i in range(len(st.seats)):
            if i != seat:
                lists += [d.packs[i], d.picks[i]]
                start_lists.append(d.starts[i])
    goods = [w for w, g in enumerate(st.good_on) if g >= 0]
    pool = [c for lst in lists for c in lst] + [st.good_on[w] for w in goods]
    starts = [c for lst in start_lists for c in lst]
    pool += starts
    pool.sort()  # so that the sample depends only on the view and rng, not the hidden order
    rng.shuffle(pool)
    start_pool = [c for c in pool if DESIGN[c].start_number is not None]
    for lst in start_lists:
        for j in range(len(lst)):
            lst[j] = start_pool.pop()
    taken = {c for lst in start_lists for c in lst}
    rest = [c for c in pool if c not in taken]
    k = 0
    for lst in lists:
        for j in range(len(lst)):
            lst[j] = rest[k]
            k += 1
    for w in goods:
        st.good_on[w] = rest[k]
        k += 1
    for i in shown:
        st.seats[i].hand.append(st.seats[i].selected)
    st.rng = Rng.from_seed(rng.next_u32() << 32 | rng.next_u32())
    return st


def _forget_secret_choices(st: RftgState, seat: int | None, rng) -> None:
    """What other seats chose in secret and the seat has not seen is not kept: the actions
    chosen (step ``action``: a random legal choice instead, "chose" stays true) and the card
    selected to place (steps ``develop`` and ``settle``: that seat passes instead, its card
    goes back into the hidden pool with the rest of its hand)."""
    if st.step == "action":
        for i, s in enumerate(st.seats):
            if i != seat and s.actions:
                s.actions = _any_actions(st.advanced, rng)
    elif st.step in ("develop", "settle"):
        for i, s in enumerate(st.seats):
            if i != seat and s.selected >= 0:
                s.selected, s.mode, s.via, s.cost = -1, "", -1, 0


def _any_actions(advanced: bool, rng) -> list[str]:
    if not advanced:
        return [BASIC_ACTIONS[rng.randbelow(len(BASIC_ACTIONS))]]
    return sorted(random_action_pair(rng), key=ACTIONS.index)
