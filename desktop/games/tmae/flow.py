"""The course of a game, as the rulebook tells it: setup, then rounds of planning (every seat
picks a phase card at once), the picked phases in order (I Development, II Construction,
III Action, IV Production, V Research), the hand limit, and the end when Mars is terraformed
at the end of a phase (solo: 25 rounds).

:func:`advance` is the phase machine: it runs when nothing is pending, and moves the game on
until somebody owes an answer (a :class:`Pending` entry) or the game is over."""

from __future__ import annotations

from desktop.engine.flow import Pending, push, push_block
from desktop.engine.rng import Rng
from desktop.games.tmae import solo
from desktop.games.tmae.actions import action_options
from desktop.games.tmae.data import data
from desktop.games.tmae.msgs import (CORP, DEALT, DRAW, FEW_CORPS, OVER, PHASE_EVENTS, PICKED_EVENTS,
                                     PRODUCTION, RULE_END, RULE_RESEARCH, R, card_name, event, msg,
                                     player_name)
from desktop.games.tmae.parameters import OXY_MAX, TEMP_MAX, terraformed
from desktop.games.tmae.piles import HAND_LIMIT, draw, draw_to_hand, mod_sum
from desktop.games.tmae.projects import forced_conversion, sp_options
from desktop.games.tmae.state import PlayerState, TmaeState
from desktop.games.tmae.work import as_block, push_steps

D = data()
CARDS = D.all
#: the decision of the seat whose turn it is, per phase
MAIN_KIND = {1: "tmae.development", 2: "tmae.construction", 3: "tmae.action"}


# -- setup ----------------------------------------------------------------------------------------

def setup(seats: int, seed: int, first_game: bool = False, difficulty: str = "advanced",
          ev: list | None = None) -> TmaeState:
    """Deal the hands and the corporations and shuffle the oceans (nothing asked yet)."""
    rng = Rng.from_seed(seed)
    s = TmaeState(rng=rng, seats=seats, first_game=first_game, difficulty=difficulty)
    s.players = [PlayerState() for _ in range(seats)]
    ev = ev if ev is not None else []
    deck = [c for c, d in D.cards.items() if d.implemented]
    corps = sorted(D.corps)
    if first_game:
        stars = [c for c in deck if D.cards[c].beginner]
        rest = [c for c in deck if not D.cards[c].beginner]
        rng.shuffle(stars)
        rng.shuffle(rest)
        for p in s.players:
            p.hand = [stars.pop() for _ in range(4)] + [rest.pop() for _ in range(4)]
        s.discard = stars
        deck = rest
        corps = [c for c in corps if D.corps[c].beginner]
    else:
        rng.shuffle(deck)
        for p in s.players:
            p.hand = [deck.pop() for _ in range(8)]
    s.deck = deck
    rng.shuffle(corps)
    per = 2 if len(corps) >= 2 * seats else 1
    for p in s.players:
        p.corp_offer = [corps.pop() for _ in range(per)]
        if per == 1:
            ev.append(event(msg(FEW_CORPS), R("setup.first_game_few_corps"), unconfirmed=True))
            p.corp = p.corp_offer.pop()
    s.oceans = sorted(D.oceans)
    rng.shuffle(s.oceans)
    if seats == 1:
        s.dummy = [1, 2, 3, 4, 5]
        rng.shuffle(s.dummy)
    ev.append(event(msg(DEALT), R("setup.projects"), reveals=True))
    return s


def take_corporation_board(p: PlayerState, c) -> None:
    """A corporation's starting production, steel/titanium values and tags on ``p``'s board."""
    p.prod_mc += c.prod.get("mc", 0)
    p.prod_heat += c.prod.get("heat", 0)
    p.prod_plant += c.prod.get("plant", 0)
    p.steel += c.steel
    p.titanium += c.titanium
    for t in c.tags:
        p.tags[t] = p.tags.get(t, 0) + 1


def _setup_corp(s: TmaeState, seat: int, ev: list) -> None:
    p = s.players[seat]
    c = CARDS[p.corp]
    ev.append(event(msg(CORP, player=player_name(seat), corp=card_name(p.corp)), R("setup.corporation_start"), seat,
                    reveals=True, objects=(f"corp:{p.corp}",)))
    p.mc = c.mc
    take_corporation_board(p, c)


# -- the phase machine ----------------------------------------------------------------------------

def advance(s: TmaeState, ev: list) -> None:
    """Move the game on until something is pending or the game is over."""
    while not s.pending and s.stage != "over":
        _STAGES[s.stage](s, ev)


def _corp(s: TmaeState, ev: list) -> None:
    choosing = [Pending("tmae.corporation", i) for i, p in enumerate(s.players) if not p.corp]
    if choosing:
        push_block(s, choosing)
        return
    start = len(s.pending)
    for seat in range(s.seats):
        _setup_corp(s, seat, ev)
    for seat, p in enumerate(s.players):
        push_steps(s, seat, p.corp, CARDS[p.corp].play)
    as_block(s, start)
    start_round(s, ev)


def _plan(s: TmaeState, ev: list) -> None:
    if s.seats == 1:
        entries = solo.planning_entries(s)
    else:
        entries = [Pending("tmae.phase_card", i) for i, p in enumerate(s.players) if not p.pick]
    if entries:
        push_block(s, entries)
        return
    _reveal(s, ev)


def _phase(s: TmaeState, ev: list) -> None:
    if s.closing:
        end_phase(s, ev)
        return
    if s.phase in (1, 2, 3):
        order = s.order  # ``current``: a phase I-III that is not closing
        c = order[s.turn] if s.turn < len(order) else None
        while c is not None and _auto_done(s, c):
            s.players[c].done = True
            if s.phase == 3:
                next_turn(s)
            else:
                s.turn += 1
            c = order[s.turn] if s.turn < len(order) else None
        if c is not None:
            if not s.players[c].done:
                s.pending.append(Pending(MAIN_KIND[s.phase], c))  # (``push``, one entry, no block)
            else:
                s.turn += 1
            return
    s.closing = True
    if s.phase == 3:
        start = len(s.pending)
        for seat in rotation(s):
            forced_conversion(s, seat, ev)
        as_block(s, start)


def _hand_limit(s: TmaeState, ev: list) -> None:
    if s.seats == 1:
        what = solo.end_of_round(s, ev)
        if what == "over":
            game_over(s, ev)
            return
        if what == "advance":
            s.stage = "solo_advance"
            return
    start_round(s, ev)


def _solo_advance(s: TmaeState, ev: list) -> None:
    if s.solo_steps <= 0 or (s.temp >= TEMP_MAX and s.oxygen >= OXY_MAX):
        s.solo_steps = 0
        if terraformed(s):
            game_over(s, ev)
            return
        start_round(s, ev)
        return
    push(s, Pending("tmae.mars_advance", 0))


_STAGES = {"corp": _corp, "plan": _plan, "phase": _phase, "hand_limit": _hand_limit,
           "solo_advance": _solo_advance}


# -- rounds and phases ---------------------------------------------------------------------------

def current(s: TmaeState) -> int | None:
    """The seat whose turn it is in phases I-III."""
    if s.stage == "phase" and s.phase in (1, 2, 3) and not s.closing and s.turn < len(s.order):
        return s.order[s.turn]
    return None


def next_turn(s: TmaeState) -> None:
    """Action phase: the next seat that has not passed."""
    n = len(s.order)
    for k in range(1, n + 1):
        t = (s.turn + k) % n
        if not s.players[s.order[t]].done:
            s.turn = t
            return
    s.turn = n


def _auto_done(s: TmaeState, seat: int) -> bool:
    """A seat with nothing left to do in phases I-III is done without asking."""
    p = s.players[seat]
    if p.done:
        return False
    if s.phase == 1:
        return not p.hand or not p.plays_left
    if s.phase == 2:
        return not p.bonus_left and (not p.hand or not p.plays_left)
    if p.hand:
        return False
    return not action_options(s, p) and not sp_options(s, p)


def rotation(s: TmaeState) -> list[int]:
    n = s.seats
    first = (s.round - 1) % n
    return [(first + i) % n for i in range(n)]


def start_round(s: TmaeState, ev: list) -> None:
    s.round += 1
    s.stage = "plan"
    s.revealed = False
    s.dummy_pick = 0
    for p in s.players:
        p.last_pick = p.pick
        p.pick = 0


def _reveal(s: TmaeState, ev: list) -> None:
    s.revealed = True
    picks = set()
    for seat, p in enumerate(s.players):
        picks.add(p.pick)
        ev.append(PICKED_EVENTS[seat, p.pick])
    if s.seats == 1:
        picks.add(solo.reveal_dummy(s, ev))
    s.phases = sorted(picks)
    s.stage = "phase"
    start_phase(s, ev)


def start_phase(s: TmaeState, ev: list) -> None:
    s.phase = s.phases.pop(0)
    s.start_temp = s.temp
    s.start_oxygen = s.oxygen
    s.start_oceans = len(s.flipped)
    s.maxed = []
    s.closing = False
    s.order = rotation(s)
    s.turn = 0
    ph = s.phase
    ev.append(PHASE_EVENTS[ph])
    for seat in s.order:
        p = s.players[seat]
        p.done = False
        p.tr_raised = False
        p.next_discount = 0
        p.next_flex = False
        chose = p.pick == ph
        p.plays_left = 1 if ph in (1, 2) else 0
        p.bonus_left = chose and ph == 2
        p.used = []
        p.reuse = chose and ph == 3
    if ph == 4:
        for seat in s.order:
            p = s.players[seat]
            mc = p.prod_mc + p.tr + (4 if p.pick == 4 else 0)
            p.mc += mc
            p.heat += p.prod_heat
            p.plants += p.prod_plant
            ev.append(event(msg(PRODUCTION, player=player_name(seat), mc=mc, heat=p.prod_heat, plants=p.prod_plant,
                                cards=p.prod_card), R("production.collect"), seat))
            if p.prod_card:
                draw_to_hand(s, seat, p.prod_card, ev)
    elif ph == 5:
        entries = []
        for seat in s.order:
            p = s.players[seat]
            chose = p.pick == 5
            n = 2 + (3 if chose else 0) + mod_sum(p, "research_draw")
            k = 1 + (1 if chose else 0) + mod_sum(p, "research_keep")
            p.drawn.extend(draw(s, n, ev))
            ev.append(event(msg(DRAW, player=player_name(seat), num=n), RULE_RESEARCH, seat, reveals=True))
            entries.append(Pending("tmae.keep", seat, {"src": 0, "k": k, "research": True}))
        push_block(s, entries)


def end_phase(s: TmaeState, ev: list) -> None:
    s.closing = False
    s.maxed = []
    if terraformed(s):
        ev.append(event(msg(OVER), RULE_END))
        game_over(s, ev)
        return
    if s.phases:
        start_phase(s, ev)
        return
    s.phase = 0
    s.stage = "hand_limit"
    over = [Pending("tmae.hand_limit", i, {"k": len(p.hand) - HAND_LIMIT})
            for i, p in enumerate(s.players) if len(p.hand) > HAND_LIMIT]
    if over:
        push_block(s, over)


def game_over(s: TmaeState, ev: list) -> None:
    s.stage = "over"
    s.terraformed = terraformed(s)
    s.phases = []
    s.phase = 0
