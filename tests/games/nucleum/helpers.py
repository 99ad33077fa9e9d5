"""Hand-built court states for the scenario tests."""

from __future__ import annotations

from desktop.games.nucleum import GAME, NucleumOptions
from desktop.games.nucleum.data import PARTIES
from desktop.games.nucleum.state import NEUTRAL

CAP, FT, COM, REA = range(4)


def blank(seats: int = 2, **opts):
    """A new game whose court is emptied: no neutrals, no Leaders, King on the Capitalists,
    the first face of each agenda tile."""
    if seats == 1:
        opts.setdefault("baron", True)
    s = GAME.new(NucleumOptions(seats=seats, **opts), 1)
    s.pols = [[0] * s.sides for _ in range(4)]
    s.neutrals = {"arrow": -1, "2": -1, "3": -1, "4": -1}
    s.leader = [None] * 4
    s.leader_neutral = [None] * 4
    s.king = CAP
    s.agendas = ["contracts", "progress", "network", "parties"]
    s.phase, s.pending = "main", []
    s.contracts_met = [[] for _ in range(s.seats)]
    for k in s.vp:
        s.vp[k] = [0] * s.sides
    GAME.settle(s, [])          # the turn's "what happens next?"
    return s


def put(s, party: int, side: int, n: int = 1):
    s.pols[party][side] += n


def lead(s, party: int, side: int, token: str | None = None):
    s.leader[party] = side
    s.leader_neutral[party] = token if side == NEUTRAL else None


def play(s, *answers):
    """Each answer given by the seat that owes it."""
    events = []
    for a in answers:
        seat = GAME.to_act(s)[0]
        bad = GAME.check(s, seat, a)
        assert bad is None, bad
        events += GAME.apply(s, seat, a)
    return events


def texts(events) -> list[str]:
    return [e.msg.english() for e in events]


def rules(events) -> list[str]:
    return [e.rule.id for e in events if e.rule is not None]


def option_ids(s, seat):
    return [o.id for o in GAME.decision(s, seat).options]


def party(p: int) -> str:
    return PARTIES[p]
