"""The Court action (nucleum.court.*): placing a Politician, the Party's benefit, leadership
and dominance, and the court contracts C64-C67 checked after every change."""

from __future__ import annotations

from desktop.engine.protocol import Event, RuleRef as R
from desktop.games.nucleum import court as K
from desktop.games.nucleum import msgs as T
from desktop.games.nucleum.data import COURT, PARTIES
from desktop.games.nucleum.msgs import party_id, party_name, side_name
from desktop.games.nucleum.state import NucleumState


def place_checks(s: NucleumState, side: int, p: int) -> list[Event]:
    leader, king = K.place(s, p, side)
    ev = []
    if leader:
        ev.append(Event(T.EV_LEADER(side=side_name(s, side), party=party_name(p)),
                        R("nucleum.court.leadership"), objects=(f"leader.{PARTIES[p]}",)))
    if king:
        ev.append(Event(T.EV_KING(party=party_name(p)), R("nucleum.court.dominance"),
                        objects=("king", party_id(p))))
    return ev


def benefit(s: NucleumState, seat: int, p: int) -> list[Event]:
    pid = PARTIES[p]
    b = COURT.benefits[pid]
    s.vp["benefit"][seat] += b.vp
    if b.income:
        s.income[seat][b.income] += 1
    return [Event(T.EV_BENEFIT(side=side_name(s, seat), party=party_name(p), benefit=T.BEN[pid]()),
                  R("nucleum.court.benefit"), seat,
                  unconfirmed=(pid == "ft"))]  # market slide/refill: nucleum.court.free_thinkers_market


def court_action(s: NucleumState, seat: int, p: int) -> list[Event]:
    """A player's Politician enters Party ``p``: its benefit, then leadership and dominance."""
    ev = [Event(T.EV_PLACED(side=side_name(s, seat), party=party_name(p)), R("nucleum.court.action"),
                seat, objects=(party_id(p),))]
    ev += benefit(s, seat, p)
    ev += place_checks(s, seat, p)
    return ev


def update_contracts(s: NucleumState) -> list[Event]:
    ev = []
    for seat in range(s.seats):
        now = K.contracts_met(s, seat)
        before = s.contracts_met[seat]
        for cid in now:
            if cid not in before:
                ev.append(Event(T.EV_CONTRACT(side=side_name(s, seat), contract=cid.upper()),
                                R(COURT.contracts[cid].rule), seat))
        for cid in before:
            if cid not in now:
                ev.append(Event(T.EV_CONTRACT_LOST(side=side_name(s, seat), contract=cid.upper()),
                                R(COURT.contracts[cid].rule), seat))
        s.contracts_met[seat] = now
    return ev
