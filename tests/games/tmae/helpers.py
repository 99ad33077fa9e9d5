"""Helpers for TM:AE scenario tests: hand-built states in a chosen phase."""

from __future__ import annotations

from desktop.games.tmae import rules as R


def table(seats: int = 2, seed: int = 1, mc: int = 100, corps: tuple[int, ...] = ()) -> "R.TmaeState":
    """A state past setup: no corporation (unless given), empty hands, ``mc`` MC each."""
    s = R.new_state(seats, seed)
    for i, p in enumerate(s.players):
        s.deck += p.hand
        p.hand = []
        p.corp_offer = []
        p.corp = corps[i] if i < len(corps) else 0
        p.mc = mc
        if p.corp:
            R.take_corporation_board(p, R.CARDS[p.corp])
    s.stage = "plan"
    s.round = 1
    return s


def enter(s, phase: int, picks: dict[int, int] | None = None) -> list:
    """Start ``phase`` (and only it) with the given phase picks (seat -> phase; default: that phase)."""
    ev: list = []
    for i, p in enumerate(s.players):
        p.pick = (picks or {}).get(i, phase if i == 0 else (phase % 5) + 1)
    s.revealed = True
    s.stage = "phase"
    s.phases = [phase]
    R._start_phase(s, ev)
    R.advance(s, ev)
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
        d = R.CARDS[c]
        p.played.append(c)
        for t in d.tags:
            p.tags[t] = p.tags.get(t, 0) + 1
        if d.holds:
            p.res[c] = 0
        p.steel += d.steel
        p.titanium += d.titanium


def act(s, seat: int, answer) -> list:
    ev: list = []
    assert R.legal(s, seat, answer), (answer, R.options(s, seat))
    R.answer(s, seat, answer, ev)
    return ev


def opts(s, seat: int) -> list:
    return R.options(s, seat)[1]
