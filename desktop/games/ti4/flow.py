"""A round of the TI4 scoring table, as the phase machine (``advance``) over pending work.

setup     every seat keeps 1 of its 2 dealt secret objectives at once (``ti4.keep`` block); then
          the returned ones are shuffled into the deck.
strategy  the table says who took Imperial (``ti4.holder``).
action    the holder's primary ability (``ti4.imp_home``, ``ti4.imp_public``,
          ``ti4.imp_mecatol``), then each other seat clockwise from the holder's left
          (``ti4.secondary_turn`` -> ``ti4.secondary``); a seat over the limit returns one
          (``ti4.return``).
status    in status order each seat scores (``ti4.st_home``, ``ti4.st_public``,
          ``ti4.st_secret``), the next objective is revealed
          (``ti4.reveal``) and every seat places its 2 command tokens at once (``ti4.tokens``).
"""

from __future__ import annotations

from desktop.engine.flow import Pending, push, push_block
from desktop.engine.protocol import Event
from desktop.games.ti4.piles import eligible_public, shuffle_secrets, status_secrets
from desktop.games.ti4.refs import R_SETUP_SECRET
from desktop.games.ti4.state import State


def status_order(s: State) -> list[int]:
    """Clockwise from the Imperial holder's left, the holder last (ti4.app.initiative_order)."""
    start = 0 if s.holder is None else s.holder + 1
    return [(start + i) % s.seats for i in range(s.seats)]


def start_setup(s: State) -> None:
    s.phase = "setup"
    push_block(s, [Pending("ti4.keep", i, {}, "setup") for i in range(s.seats)])


def start_secondary(s: State, *first: Pending) -> None:
    """After the primary ability: ``first`` (a return owed), then the others in turn (100.3)."""
    h = s.holder
    turns = [Pending("ti4.secondary_turn", (h + i) % s.seats, source="imperial")
             for i in range(1, s.seats)]
    push(s, *first, *turns)


def first_status_step(s: State, seat: int) -> str:
    """Status phase, step 1: public objectives first (home system asked), then a status-phase
    secret one; "" when the seat has nothing it could score."""
    if eligible_public(s, seat):
        return "ti4.st_home"
    if status_secrets(s, seat):
        return "ti4.st_secret"
    return ""


def advance(s: State, ev: list[Event]) -> None:
    if s.phase == "setup":
        s.secret_deck.extend(s.set_aside)
        s.set_aside = []
        shuffle_secrets(s, ev, R_SETUP_SECRET)
        s.phase = "strategy"
        push(s, Pending("ti4.holder", 0, {}, "phase:strategy"))
    elif s.phase == "action":
        s.phase = "status"
        s.order = status_order(s)
        # each seat's first scoring question, in status order: what one seat may score does not
        # change while the others score, so it is known now (a seat with nothing is not asked)
        first = [Pending(kind, seat, {}, "phase:status") for seat in s.order
                 if (kind := first_status_step(s, seat))]
        push(s, *first, Pending("ti4.reveal", 0, {}, "phase:status"))
    elif s.phase == "status":
        s.round += 1
        s.holder = None
        s.phase = "strategy"
        push(s, Pending("ti4.holder", 0, {}, "phase:strategy"))
    else:
        raise RuntimeError(f"ti4: nothing to do in phase {s.phase!r}")
