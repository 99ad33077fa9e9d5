"""Helpers for TM:AE scenario tests: hand-built states in a chosen phase, and the rules'
names the tests use (``from tests.games.tmae import helpers as R``)."""

from __future__ import annotations

from desktop.games.tmae import GAME, flow
from desktop.games.tmae.actions import action_options  # noqa: F401
from desktop.games.tmae.costs import action_cost, card_cost  # noqa: F401
from desktop.games.tmae.data import data
from desktop.games.tmae.effects import AUTO_STEPS  # noqa: F401
from desktop.games.tmae.flow import MAIN_KIND, current, take_corporation_board  # noqa: F401
from desktop.games.tmae.msgs import DRAW, PHASE_NAMES  # noqa: F401
from desktop.games.tmae.parameters import (OXY_BANDS, OXY_MAX, TEMP_BANDS, TEMP_MAX, gain_forest,  # noqa: F401
                                           raise_temp, temperature)
from desktop.games.tmae.piles import draw_to_hand, forest_plants, helion, sell_value  # noqa: F401
from desktop.games.tmae.scoring import card_vp, score  # noqa: F401
from desktop.games.tmae.solo import SOLO_ROUNDS  # noqa: F401
from desktop.games.tmae.state import TmaeState  # noqa: F401
from desktop.games.tmae.work import TERM_KIND  # noqa: F401

D = data()
CARDS = D.all
#: the questions of the round itself (everything else comes from a card, research or the hand limit)
_TURNS = frozenset(MAIN_KIND.values()) | {"tmae.corporation", "tmae.phase_card", "tmae.dummy_phase",
                                          "tmae.mars_advance"}


def new_state(seats: int, seed: int, first_game: bool = False, difficulty: str = "advanced") -> TmaeState:
    return GAME.new(GAME.options(seats=seats, first_game=first_game, difficulty=difficulty), seed)


def to_act(s) -> tuple[int, ...]:
    return GAME.to_act(s)


def options(s, seat: int):
    """(shape, ids, lo, hi) of what ``seat`` may answer now."""
    lg = GAME.legal(s, seat)
    return lg.shape, list(lg.ids), lg.lo, lg.hi


def legal(s, seat: int, answer) -> bool:
    return GAME.check(s, seat, answer) is None


def answer(s, seat: int, a, ev: list) -> None:
    ev.extend(GAME.apply(s, seat, a))


def advance(s, ev: list) -> None:
    """Run the game on from a hand-set state (the phase machine and automatic work)."""
    GAME.settle(s, ev)


def waiting(s, seat: int) -> bool:
    """``seat`` owes an answer to something other than its turn in phases I-III (a payment,
    a card effect, research, the hand limit)."""
    e = GAME.entry(s, seat)
    return e is not None and e.kind not in _TURNS


def table(seats: int = 2, seed: int = 1, mc: int = 100, corps: tuple[int, ...] = ()) -> TmaeState:
    """A state past setup: no corporation (unless given), empty hands, ``mc`` MC each."""
    s = new_state(seats, seed)
    s.pending.clear()
    for i, p in enumerate(s.players):
        s.deck += p.hand
        p.hand = []
        p.corp_offer = []
        p.corp = corps[i] if i < len(corps) else 0
        p.mc = mc
        if p.corp:
            take_corporation_board(p, CARDS[p.corp])
    s.stage = "plan"
    s.round = 1
    GAME.settle(s, [])
    return s


def enter(s, phase: int, picks: dict[int, int] | None = None) -> list:
    """Start ``phase`` (and only it) with the given phase picks (seat -> phase; default: that phase)."""
    ev: list = []
    s.pending.clear()
    for i, p in enumerate(s.players):
        p.pick = (picks or {}).get(i, phase if i == 0 else (phase % 5) + 1)
    s.revealed = True
    s.stage = "phase"
    s.phases = [phase]
    flow.start_phase(s, ev)
    GAME.settle(s, ev)
    return ev


def give(s, seat: int, *codes: int) -> None:
    """Move cards from wherever they are into a seat's hand."""
    for c in codes:
        for where in [s.deck, s.discard] + [p.hand for p in s.players]:
            if c in where:
                where.remove(c)
        s.players[seat].hand.append(c)


def put(s, seat: int, *codes: int) -> None:
    """Put cards in play for a seat directly (tags, steel/titanium, production, holders)."""
    p = s.players[seat]
    for c in codes:
        for where in [s.deck, s.discard] + [q.hand for q in s.players]:
            if c in where:
                where.remove(c)
        d = CARDS[c]
        p.played.append(c)
        for t in d.tags:
            p.tags[t] = p.tags.get(t, 0) + 1
        if d.holds:
            p.res[c] = 0
        p.steel += d.steel
        p.titanium += d.titanium


def act(s, seat: int, answer) -> list:
    assert legal(s, seat, answer), (answer, options(s, seat))
    return GAME.apply(s, seat, answer)


def opts(s, seat: int) -> list:
    return options(s, seat)[1]
