"""Rounds and phases: the phase machine (``RftgGame.advance``), as the rulebook runs a round.

A round: every seat chooses its action(s) at once (one ``rftg.action`` block), the actions are
revealed, and the phases chosen by anybody run in order: Explore, Develop, Settle, Consume,
Produce (a second Develop or Settle in the two-player advanced game); at the end of the round
seats discard down to ten cards.  In every phase all seats act at once: each phase pushes one
block of entries, one per seat that has a choice, and a seat's follow-ups (pay for the card it
chose, the goods a power consumes...) join the block.  What happens once every seat is done
(the reveal of the developments chosen, paying, placing) is the next ``step`` of the machine.

``st.step`` is where the machine stands; :func:`advance` runs it while nothing is pending.
"""

from __future__ import annotations

from desktop.engine.flow import Pending, push_block
from desktop.engine.protocol import Event
from desktop.games.rftg import draft as drafting
from desktop.games.rftg import robot as robotics
from desktop.games.rftg.msgs import (ACTION_NAMES, ACTIONS, E_ACTIONS, E_CONSUME, E_DRAW, E_END,
                                     E_NO_DEV, E_NO_WORLD, E_PHASE, E_PLACE, E_SELL, E_TEMP,
                                     PHASE_NAMES, POWER_RULES, R_CONSUME, R_DEVELOP, R_END,
                                     R_EXPLORE, R_PHASES, R_PRODUCE, R_SELECT, R_SETTLE,
                                     R_SETTLE_BONUS, R_WINDFALL, R_X2, card_name, cid, msg, player)
from desktop.games.rftg.piles import (add_good, draw, gain_vp, goods, pop, remove_good,
                                      to_discard)
from desktop.games.rftg.powers import (active, consume_powers, dev_cost, powers, produce_choices,
                                       strength)
from desktop.games.rftg.rules import DESIGN, trade_price
from desktop.games.rftg.scoring import check_goals, final_events
from desktop.games.rftg.state import RftgState, SeatState
from desktop.games.rftg.cards import KINDS

# -- the decision kinds (one Step each, in steps/) ------------------------------------------
K_SETUP = "rftg.setup_discard"
K_ACTION = "rftg.action"
K_EXPLORE = "rftg.explore"
K_DEVELOP = "rftg.develop"
K_SETTLE = "rftg.settle"
K_PAY = "rftg.pay"
K_TEMP_MILITARY = "rftg.temp_military"
K_TRADE = "rftg.trade"
K_SELL = "rftg.sell"
K_CONSUME = "rftg.consume"
K_GOODS = "rftg.consume_goods"
K_DISCARD_HAND = "rftg.discard_hand"
K_GAMBLE = "rftg.gamble"
K_PRODUCE = "rftg.produce"
K_PRODUCE_DISCARD = "rftg.produce_discard"
K_LIMIT = "rftg.hand_limit"
K_DRAFT_PICK = drafting.K_PICK
K_DRAFT_START = drafting.K_START


# the names as messages, built once (they are immutable)
_ACTION_MSG = {a: m() for a, m in ACTION_NAMES.items()}
_PHASE_MSG = {p: m() for p, m in PHASE_NAMES.items()}


def advance(st: RftgState, events: list[Event]) -> None:
    """Move on while nothing is pending: the machine's next step."""
    while not st.pending:
        step = st.step
        if step == "over":
            return
        if step == "setup":
            if st.draft is not None and any(st.draft.starts):
                drafting.reveal(st, events)
            begin_round(st, events)
        elif step == "draft":
            drafting.advance(st, events)
        elif step == "action":
            _reveal_actions(st, events)
            _next_phase(st, events)
        elif step == "explore" or step == "consume":
            _end_phase(st, events)
        elif step == "develop":
            _develop_pay(st, events)
        elif step == "develop_pay":
            _develop_place(st, events)
            _end_phase(st, events)
        elif step == "settle":
            _settle_pay(st, events)
        elif step == "settle_pay":
            _settle_place(st, events)
        elif step == "produce":
            _produce_end(st, events)
            _end_phase(st, events)
        elif step == "discard":
            _end_round(st, events)
        else:  # pragma: no cover - a bug
            raise RuntimeError(f"unknown step {step}")


def _block(st: RftgState, entries: list[Pending | None]) -> None:
    """The seats that have a choice answer at once (``push_block``; the machine runs with
    nothing pending, so the block is the stack's first)."""
    entries = [e for e in entries if e is not None]
    stack = st.pending
    if stack:
        push_block(st, entries)
        return
    for e in reversed(entries):
        e.block = 1
        stack.append(e)


# -- the round -----------------------------------------------------------------------------
def begin_round(st: RftgState, events: list[Event]) -> None:
    st.round += 1
    st.step = "action"
    st.phase = ""
    if st.robot is not None:
        st.robot.rolled = []
        st.robot.placed = []
    for s in st.seats:
        s.actions = []
        s.end_discards = 0
    _block(st, [Pending(K_ACTION, i, source="round") for i in range(len(st.seats))])


def _reveal_actions(st: RftgState, events: list[Event]) -> None:
    chosen = set()
    for i, s in enumerate(st.seats):
        chosen.update(s.actions)
        for a in s.actions:
            events.append(Event(msg(E_ACTIONS, player=player(i), action=_ACTION_MSG[a]),
                                R_SELECT, seat=i, objects=(f"action:{i}:{a}",)))
    if st.robot is not None:
        # rftg.robot.round: the robot's dice are rolled and placed after the player chose;
        # a phase happens when the player chose it or a die lies on its space
        robotics.roll(st, events)
        chosen.update(ACTIONS[sp] for sp in st.robot.placed)
    phases = []
    if "e5" in chosen or "e11" in chosen:
        phases.append("explore")
    if "dev" in chosen:
        phases.append("develop")
    if "dev2" in chosen:
        phases.append("develop2")
    if "set" in chosen:
        phases.append("settle")
    if "set2" in chosen:
        phases.append("settle2")
    if "trade" in chosen or "x2" in chosen:
        phases.append("consume")
    if "prod" in chosen:
        phases.append("produce")
    st.phases = phases


def chose(s: SeatState, phase: str) -> bool:
    """``s`` chose the action of ``phase`` (it gets the phase's bonus)."""
    a = s.actions
    if phase == "explore":
        return "e5" in a or "e11" in a
    if phase == "develop":
        return "dev" in a
    if phase == "develop2":
        return "dev2" in a
    if phase == "settle":
        return "set" in a
    if phase == "settle2":
        return "set2" in a
    if phase == "consume":
        return "trade" in a or "x2" in a
    return "prod" in a


_STARTS = {}


def _next_phase(st: RftgState, events: list[Event]) -> None:
    if not st.phases:
        _round_discard(st, events)
        return
    phase = st.phases.pop(0)
    st.phase = phase
    st.phase_no += 1
    st.second_world = False
    events.append(Event(msg(E_PHASE, phase=_PHASE_MSG[phase]), R_PHASES))
    for s in st.seats:
        s.bonus = chose(s, phase)
        s.used = []
        s.bonus_used = False
        s.produced = []
        s.temp_military = 0
        s.merc_used = 0
        s.worlds_placed = 0
        s.selected = -1
        s.via = -1
        s.mode = ""
        s.cost = 0
    _STARTS[phase.rstrip("2")](st, events)


def _end_phase(st: RftgState, events: list[Event]) -> None:
    if st.robot is not None:
        robotics.resolve(st, st.phase, events)  # rftg.robot.round: the player first
    check_goals(st, st.phase.rstrip("2"), events)
    _check_end(st, events)
    st.phase = ""
    _next_phase(st, events)


def _check_end(st: RftgState, events: list[Event]) -> None:
    if st.ending:
        return
    if st.robot is not None:
        if (st.pool <= 0 or len(st.seats[0].tableau) >= 12
                or robotics.tableau_size(st) >= 12):
            st.ending = True
            events.append(Event(msg(E_END), robotics.R_END))
        return
    if st.pool <= 0 or any(len(s.tableau) >= 12 for s in st.seats):
        st.ending = True
        events.append(Event(msg(E_END), R_END))


def _round_discard(st: RftgState, events: list[Event]) -> None:
    st.step = "discard"
    st.phase = ""
    _block(st, [Pending(K_LIMIT, i, {"n": len(s.hand) - 10}, "round")
                for i, s in enumerate(st.seats) if len(s.hand) > 10])


def _end_round(st: RftgState, events: list[Event]) -> None:
    check_goals(st, "round", events)
    _check_end(st, events)
    if st.ending:
        st.step = "over"
        final_events(st, events)
        return
    begin_round(st, events)


# -- Explore -------------------------------------------------------------------------------
def _start_explore(st: RftgState, events: list[Event]) -> None:
    st.step = "explore"
    _block(st, [_explore_seat(st, i, events) for i in range(len(st.seats))])


def _explore_seat(st: RftgState, i: int, events: list[Event]) -> Pending | None:
    """One seat's Explore: draw, then keep (a question unless every card is kept)."""
    s = st.seats[i]
    n_draw, keep = 2, 1
    if "e5" in s.actions:
        n_draw += 5
    if "e11" in s.actions:
        n_draw += 1
        keep += 1
    for _, _, p in powers(st, i, "explore"):
        if p.code == "draw":
            n_draw += p.value
        else:
            keep += p.value
    for _ in range(n_draw):
        c = pop(st, i, events)
        if c < 0:
            break
        s.explore.append(c)
    events.append(Event(msg(E_DRAW, n=len(s.explore), player=player(i)), R_EXPLORE,
                        seat=i, reveals=True))
    if len(s.explore) <= keep:
        s.hand.extend(s.explore)
        s.explore = []
        return None
    return Pending(K_EXPLORE, i, {"keep": keep}, "phase:explore")


# -- Develop -------------------------------------------------------------------------------
def _start_develop(st: RftgState, events: list[Event]) -> None:
    st.step = "develop"
    entries = []
    for i in range(len(st.seats)):
        n = sum(p.value for _, _, p in powers(st, i, "develop") if p.code == "draw")
        draw(st, i, n, events, R_DEVELOP)
        entries.append(Pending(K_DEVELOP, i, {}, "phase:develop"))
    _block(st, entries)


def _develop_pay(st: RftgState, events: list[Event]) -> None:
    """Every seat has chosen: the developments are revealed and paid for (a seat that passed
    says so, whether it had a development to place or not)."""
    st.step = "develop_pay"
    entries = []
    for i, s in enumerate(st.seats):
        if s.selected < 0:
            events.append(Event(msg(E_NO_DEV, player=player(i)), R_DEVELOP, seat=i))
        else:
            s.cost = dev_cost(st, i, s.selected)
            if s.cost > 0:
                entries.append(Pending(K_PAY, i, {"n": s.cost}, cid(s.selected)))
    _block(st, entries)


def _develop_place(st: RftgState, events: list[Event]) -> None:
    for i, s in enumerate(st.seats):
        if s.selected < 0:
            continue
        place(st, i, s.selected, events, R_DEVELOP)
        n = sum(p.value for _, _, p in powers(st, i, "develop") if p.code == "draw_after")
        draw(st, i, n, events, R_DEVELOP)
        s.selected = -1


def place(st: RftgState, seat: int, card: int, events: list[Event], rule) -> None:
    s = st.seats[seat]
    s.hand.remove(card)
    s.tableau.append(card)
    st.placed_at[card] = st.phase_no
    events.append(Event(msg(E_PLACE, player=player(seat), card=card_name(card)), rule,
                        seat=seat, objects=(cid(card),)))


# -- Settle --------------------------------------------------------------------------------
def _start_settle(st: RftgState, events: list[Event]) -> None:
    st.step = "settle"
    _block(st, [Pending(K_SETTLE, i, {}, "phase:settle") for i in range(len(st.seats))])


def _settle_pay(st: RftgState, events: list[Event]) -> None:
    """Every seat has chosen: conquer (with temporary military if needed) or pay (a seat that
    passed says so; not again for a second world, which only some seats are asked for)."""
    st.step = "settle_pay"
    entries = []
    for i, s in enumerate(st.seats):
        if s.selected < 0:
            if not st.second_world:
                events.append(Event(msg(E_NO_WORLD, player=player(i)), R_SETTLE, seat=i))
            continue
        if s.mode == "war":
            need = DESIGN[s.selected].cost - strength(st, i, s.selected)
            if need > 0:
                entries.append(Pending(K_TEMP_MILITARY, i, {"need": need}, cid(s.selected)))
                continue
        if s.cost > 0:
            entries.append(Pending(K_PAY, i, {"n": s.cost}, cid(s.selected)))
    _block(st, entries)


def _settle_place(st: RftgState, events: list[Event]) -> None:
    again = []
    for i, s in enumerate(st.seats):
        if s.selected < 0:
            continue
        w = s.selected
        if s.via >= 0:
            s.tableau.remove(s.via)
            to_discard(st, i, s.via)
            events.append(Event(msg(E_TEMP, player=player(i), card=card_name(s.via)),
                                POWER_RULES["discard_settle_free"], seat=i))
        place(st, i, w, events, R_SETTLE)
        if DESIGN[w].windfall:
            add_good(st, i, w, events, R_WINDFALL)
        if s.bonus and s.worlds_placed == 0:
            draw(st, i, 1, events, R_SETTLE_BONUS)
        n = sum(p.value for _, _, p in powers(st, i, "settle") if p.code == "draw_after")
        draw(st, i, n, events, R_SETTLE)
        s.worlds_placed += 1
        s.selected = -1
        s.via = -1
        s.mode = ""
        s.cost = 0
        if (not st.second_world and any(p.code == "place_second_world"
                                        for _, _, p in powers(st, i, "settle"))):
            again.append(Pending(K_SETTLE, i, {}, "phase:settle"))
    if again and not st.second_world:
        st.second_world = True  # rftg.power.improved_logistics
        st.step = "settle"
        _block(st, again)
        return
    _end_phase(st, events)


# -- Consume -------------------------------------------------------------------------------
def _start_consume(st: RftgState, events: list[Event]) -> None:
    st.step = "consume"
    entries = []
    for i in range(len(st.seats)):
        s = st.seats[i]
        for c, k, p in powers(st, i, "consume"):
            if p.code == "draw":
                draw(st, i, p.value, events, R_CONSUME)
                s.used.append((c, k))
        if "trade" in s.actions and goods(st, i):
            entries.append(Pending(K_TRADE, i, {}, "phase:consume"))
        else:
            entries.append(consume_next(st, i))
    _block(st, entries)


def consume_next(st: RftgState, seat: int) -> Pending | None:
    """The seat's next consume power to choose, if it has one left."""
    if not consume_powers(st, seat)[0]:
        return None
    return Pending(K_CONSUME, seat, {}, "phase:consume")


def use_consume(st: RftgState, seat: int, card: int, p, worlds: list[int],
                events: list[Event]) -> None:
    """A consume power takes the goods on ``worlds``: its VP (doubled by Consume: 2x VP) and
    cards."""
    s = st.seats[seat]
    for w in worlds:
        remove_good(st, seat, w)
    n = len(worlds)
    uses = n if p.mode == "each" else 1
    vp = p.vp * uses
    if p.mode == "all":
        vp = p.vp * max(0, n - 1)
    if "x2" in s.actions:
        vp *= 2
    events.append(Event(msg(E_CONSUME, player=player(seat), card=card_name(card)), R_CONSUME,
                        seat=seat))
    gain_vp(st, seat, vp, events, R_X2 if "x2" in s.actions else R_CONSUME)
    draw(st, seat, p.cards * uses, events, R_CONSUME)


def sell(st: RftgState, seat: int, world: int, no_bonus: bool, events: list[Event], rule) -> None:
    """Sell the good on ``world`` for cards (Trade)."""
    price = trade_price(world, active(st, seat), no_bonus)
    remove_good(st, seat, world)
    events.append(Event(msg(E_SELL, n=price, player=player(seat), card=card_name(world)), rule,
                        seat=seat, objects=(f"good:{world}",)))
    draw(st, seat, price, events, rule)


# -- Produce -------------------------------------------------------------------------------
def _start_produce(st: RftgState, events: list[Event]) -> None:
    st.step = "produce"
    entries = []
    for i in range(len(st.seats)):
        s = st.seats[i]
        for c, k, p in powers(st, i, "produce"):
            if p.code == "produce":
                if add_good(st, i, c, events):
                    s.produced.append(c)
        entries.append(produce_next(st, i, events))
    _block(st, entries)


def produce_next(st: RftgState, seat: int, events: list[Event]) -> Pending | None:
    """The seat's next produce choice; draw powers resolve by themselves when nothing else is
    left to choose (a card they bring may still be discarded for Damaged Alien Factory, which
    then gives no draw for its good)."""
    s = st.seats[seat]
    wf, daf, draws = produce_choices(st, seat)
    if not wf and not daf:
        for ref, c, p in draws:
            s.used.append(ref)
            produce_draw(st, seat, c, p, events)
        if not draws or not produce_choices(st, seat)[1]:
            return None
    return Pending(K_PRODUCE, seat, {}, "phase:produce")


def produce_draw(st: RftgState, seat: int, card: int, p, events: list[Event]) -> None:
    s = st.seats[seat]
    code = p.code
    n = 0
    if code == "draw":
        n = p.value
    elif code == "draw_if_produced":
        n = p.value if card in s.produced else 0
    elif code == "draw_per_good_produced":
        n = p.value * sum(1 for w in s.produced if DESIGN[w].good == p.kind)
    elif code == "draw_per_kind_produced":
        n = p.value * len({DESIGN[w].good for w in s.produced})
    elif code == "draw_per_world":
        n = p.value * sum(1 for w in s.tableau if DESIGN[w].is_world and DESIGN[w].good == p.kind)
    elif code == "draw_per_military_world":
        n = p.value * sum(1 for w in s.tableau if DESIGN[w].is_world and DESIGN[w].military)
    draw(st, seat, n, events, R_PRODUCE)


def _produce_end(st: RftgState, events: list[Event]) -> None:
    counts = [{k: sum(1 for w in s.produced if DESIGN[w].good == k) for k in KINDS}
              for s in st.seats]
    for i, s in enumerate(st.seats):
        for c, k, p in powers(st, i, "produce"):
            if p.code != "draw_if_most_produced":
                continue
            mine = counts[i][p.kind]
            # strictly the most: more than every other seat, and (solitaire) more than none
            if mine > 0 and all(mine > counts[j][p.kind] for j in range(len(st.seats)) if j != i):
                draw(st, i, p.value, events, R_PRODUCE)


_STARTS.update(explore=_start_explore, develop=_start_develop, settle=_start_settle,
               consume=_start_consume, produce=_start_produce)
