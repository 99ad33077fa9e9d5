"""Cards and chips moving: the draw pile, the discard pile, goods and VP chips, as functions of
the state.  The phases, the steps, the robot and the draft all move cards through here.

Every draw and discard names the seat it is for, so the private piles of the drafting variant
(rftg.draft.private) replace the shared ``deck``/``discard`` here without touching the phases;
seat ``-1`` is the robot, which always uses the shared piles.
"""

from __future__ import annotations

from desktop.engine.protocol import Event, RuleRef
from desktop.games.rftg.msgs import (E_DRAW, E_GOOD, E_RESHUFFLE, E_RESHUFFLE_OWN, E_VP, R_DRAFT_PRIVATE,
                                     R_PHASES, R_PRODUCE, R_RESHUFFLE, card_name, msg, player)
from desktop.games.rftg.state import RftgState


def pop(st: RftgState, seat: int, events: list[Event]) -> int:
    """The top card of the draw pile ``seat`` draws from, reshuffling the discard pile when it
    is empty (-1: none left anywhere)."""
    if st.private and seat >= 0:
        s = st.seats[seat]
        if not s.deck:
            if not s.discard:
                return -1
            s.deck = s.discard
            s.discard = []
            st.rng.shuffle(s.deck)
            events.append(Event(msg(E_RESHUFFLE_OWN, player=player(seat)), R_DRAFT_PRIVATE,
                                seat=seat, reveals=True))
        return s.deck.pop()
    if not st.deck:
        if not st.discard:
            return -1
        st.deck = st.discard
        st.discard = []
        st.rng.shuffle(st.deck)
        events.append(Event(msg(E_RESHUFFLE), R_RESHUFFLE, reveals=True))
    return st.deck.pop()


def draw(st: RftgState, seat: int, n: int, events: list[Event], rule: RuleRef | None = None) -> None:
    """``seat`` draws ``n`` cards into its hand (fewer when every pile is empty)."""
    if n <= 0:
        return
    hand = st.seats[seat].hand
    got = 0
    for _ in range(n):
        c = pop(st, seat, events)
        if c < 0:
            break
        hand.append(c)
        got += 1
    events.append(Event(msg(E_DRAW, n=got, player=player(seat)), rule or R_PHASES, seat=seat,
                        reveals=True))


def to_discard(st: RftgState, seat: int, card: int) -> None:
    if st.private and seat >= 0:
        st.seats[seat].discard.append(card)  # rftg.draft.private
    else:
        st.discard.append(card)


def discard_cards(st: RftgState, seat: int, cards: list[int]) -> None:
    """``seat`` discards these cards from its hand."""
    hand = st.seats[seat].hand
    for c in cards:
        hand.remove(c)
        to_discard(st, seat, c)


def has_pile(st: RftgState, seat: int) -> bool:
    """``seat`` has a card to draw (its own piles in the drafting variant)."""
    if st.private:
        s = st.seats[seat]
        return bool(s.deck or s.discard)
    return bool(st.deck or st.discard)


def add_good(st: RftgState, seat: int, world: int, events: list[Event],
             rule: RuleRef = R_PRODUCE) -> bool:
    """Put a good (the top card, face down) on an empty world; False if it holds one or no
    card is left."""
    if st.good_on[world] >= 0:
        return False
    c = pop(st, seat, events)
    if c < 0:
        return False
    st.good_on[world] = c
    events.append(Event(msg(E_GOOD, card=card_name(world)), rule, reveals=True,
                        objects=(f"good:{world}",)))
    return True


def remove_good(st: RftgState, seat: int, world: int) -> None:
    """The good on ``world`` goes to the discard pile (consumed or sold)."""
    to_discard(st, seat, st.good_on[world])
    st.good_on[world] = -1


def goods(st: RftgState, seat: int) -> list[int]:
    """Worlds of ``seat`` holding a good."""
    g = st.good_on
    return [w for w in st.seats[seat].tableau if g[w] >= 0]


def gain_vp(st: RftgState, seat: int, n: int, events: list[Event], rule: RuleRef,
            unconfirmed: bool = False) -> None:
    """``seat`` takes ``n`` VP chips from the pool (which may go below 0 in the last round)."""
    if n <= 0:
        return
    st.seats[seat].chips += n
    st.pool -= n
    events.append(Event(msg(E_VP, n=n, player=player(seat)), rule, seat=seat,
                        unconfirmed=unconfirmed))
