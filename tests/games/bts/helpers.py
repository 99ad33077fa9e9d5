"""Hand-built states for Beyond the Sun scenario tests."""

from __future__ import annotations

from desktop.engine.flow import Pending, heads
from desktop.games.bts import GAME, BtsOptions
from desktop.games.bts import board as B
from desktop.games.bts import effects as X


def fresh(seats: int = 4, seed: int = 1, **kw):
    return GAME.new(BtsOptions(seats=seats, **kw), seed)


def play(s, seat, answer):
    """Apply one answer after checking it is legal (as the Session does)."""
    bad = GAME.check(s, seat, answer)
    assert bad is None, bad
    return GAME.apply(s, seat, answer)


def head(s):
    hs = heads(s.pending)
    return hs[0] if hs else None


def ids(s, seat=None):
    e = head(s)
    return list(GAME.legal(s, e.seat if seat is None else seat).ids)


def turn_of(s, seat: int):
    """The state at ``seat``'s action (its turn starts now)."""
    s.pending.clear()
    s.turn = seat
    s.phase = "production"
    s.pending.append(Pending("bts.action", seat, {}, "phase:action"))
    return s


def ask(s, kind: str, seat: int, **args):
    """Put one decision on top (the phase machine resumes at the end check afterwards)."""
    s.pending.clear()
    s.turn = seat
    s.phase = "end_check"
    s.pending.append(Pending(kind, seat, args, "test"))
    return s


def run_fx(s, seat: int, fx: list[dict], source: str = "test", phase: str = "end_check"):
    """Run effects for ``seat`` as a card would (``phase``: where the turn resumes after,
    "production" for an action's effects); returns the events."""
    s.pending.clear()
    s.turn = seat
    s.phase = phase
    s.pending.append(Pending("bts.effects", seat, {"fx": fx, "rule": "bts.app.standin"}, source))
    ev = []
    GAME.settle(s, ev)
    return ev


def give(s, seat: int, ore: int | None = None, pop: int | None = None):
    """Set a player's ore and population (population cubes come from / go to supply)."""
    p = s.players[seat]
    if ore is not None:
        p.ore = ore
    if pop is not None:
        while p.pop < pop:
            assert X.take_supply(p)
            p.pop += 1
        while p.pop > pop:
            p.pop -= 1
            X.return_supply(p)
    return p


def move_ship(s, seat: int, src: str, dst: str, level: int | None = None):
    p = s.players[seat]
    lv = level if level is not None else p.ships[src][0]
    X.remove_ship(p, src, lv)
    X.add_ship(p, dst, lv)


def new_ship(s, seat: int, area: str, level: int):
    """A ship built from a supply cube (keeps the 20 cubes)."""
    p = s.players[seat]
    assert X.take_supply(p)
    X.add_ship(p, area, level)


def research_marks(s, seat: int, *slots: str):
    """Mark techs as researched by ``seat`` (a population cube each), discovering empty slots
    with the first card of their deck."""
    p = s.players[seat]
    for sl in slots:
        if s.slots[sl] is None:
            s.slots[sl] = s.decks[str(B.SLOT_LEVEL[sl])].pop(0)
        assert X.take_supply(p)
        p.researched.append(sl)


def by_faction(s, faction: str) -> int:
    return next(i for i, p in enumerate(s.players) if p.faction == faction)
