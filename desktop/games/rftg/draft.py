"""The drafting variant for 2-3 players ("VARIANTE DRAFTING"), model layer.

After the goals are chosen (``RftgGame.new``), every seat is dealt one odd and one even start
world face down and the unused start worlds are shuffled into the deck (rftg.draft.setup).
Draft rounds follow: each seat draws five cards, keeps one and passes the rest, until the packs
are empty; the first round passes left (to the next seat number), then the direction alternates
while every seat can draw five (rftg.draft.pick, rftg.draft.alternate); what is left is
removed.  Every pick is a simultaneous block of ``rftg.draft_pick`` entries; the last card of
a pack is taken without a question.  Each seat then shuffles its picks into its own deck
(``SeatState.deck``, with its own ``discard``), draws six, keeps one start world
(``rftg.draft_start``), discards two cards (Ancient Race: three) and the start worlds are
revealed together (rftg.draft.start).  From then on every draw and discard uses the seat's own piles
(``RftgState.private``, rftg.draft.private).
"""

from __future__ import annotations

from desktop.engine.flow import Pending, push_block
from desktop.engine.marks import M, P
from desktop.engine.protocol import Event, Msg
from desktop.games.rftg.msgs import player
from desktop.games.rftg.piles import add_good, draw, to_discard
from desktop.games.rftg.rules import DESIGN, N_CARDS, R
from desktop.games.rftg.state import DraftState

K_PICK = "rftg.draft_pick"
K_START = "rftg.draft_start"

C = "rftg"
PACK = 5
R_SETUP = R("draft.setup")
R_PICK = R("draft.pick")
R_ALTERNATE = R("draft.alternate")
R_START = R("draft.start")
R_LEFT = R("draft.left")
R_WINDFALL_START = R("setup.windfall_start")

_E_STARTS = M("rftg", "{player} is dealt two start worlds face down.")
_E_ROUND = M("rftg", "Draft round {round}: every player draws five cards; packs pass {direction}.")
_E_PICK = M("rftg", "{player} keeps {card}.")
_E_LAST = M("rftg", "{player} takes the last card of the pack, {card}.")
_E_REMOVED = P("rftg", "%n card(s) left over are removed from the game.", "", 1)
_E_SHUFFLE = P("rftg", "{player} shuffles their %n picks into their own deck.", "", 1)
_E_KEEP_START = M("rftg", "{player} keeps {card} as their start world.")
_E_REVEAL = M("rftg", "{player} reveals the start world {card}.")
LEFT = M("rftg", "left")
RIGHT = M("rftg", "right")


def _card(iid: int) -> Msg:
    return Msg("rftg.cards", DESIGN[iid].name)


def direction_name(direction: int) -> Msg:
    return (LEFT if direction > 0 else RIGHT)()


def setup(st, events: list[Event]) -> None:
    """Deal the start worlds and open the first draft round (after the goals)."""
    rng = st.rng
    n = len(st.seats)
    odd = [i for i in range(N_CARDS) if DESIGN[i].start_parity == "odd"]
    even = [i for i in range(N_CARDS) if DESIGN[i].start_parity == "even"]
    rng.shuffle(odd)
    rng.shuffle(even)
    st.private = True
    st.draft = DraftState(packs=[[] for _ in range(n)], picks=[[] for _ in range(n)],
                          starts=[[odd[i], even[i]] for i in range(n)])
    st.deck = [i for i in range(N_CARDS) if DESIGN[i].start_number is None] + odd[n:] + even[n:]
    rng.shuffle(st.deck)
    for i in range(n):
        events.append(Event(_E_STARTS(player=player(i)), R_SETUP, seat=i, reveals=True))
    _deal_round(st, events)


def _deal_round(st, events: list[Event]) -> None:
    d = st.draft
    n = len(st.seats)
    d.round += 1
    d.direction = 1 if d.round % 2 == 1 else -1
    for i in range(n):
        d.packs[i] = [st.deck.pop() for _ in range(PACK)]
    events.append(Event(_E_ROUND(round=d.round, direction=direction_name(d.direction)),
                        R_PICK if d.round == 1 else R_ALTERNATE, reveals=True))
    _ask(st)


def _ask(st) -> None:
    st.step = "draft"
    push_block(st, [Pending(K_PICK, i) for i in range(len(st.seats))])


def pick(st, seat: int, card: int, events: list[Event]) -> None:
    """``seat`` keeps ``card`` from the pack in front of it (simultaneous)."""
    d = st.draft
    d.packs[seat].remove(card)
    d.picks[seat].append(card)
    events.append(Event(_E_PICK(player=player(seat), card=_card(card)), R_PICK, seat=seat,
                        private_to=seat, objects=(f"card:{card}",)))


def advance(st, events: list[Event]) -> None:
    """Every seat has picked: pass the packs, deal the next round, or end the draft."""
    d = st.draft
    n = len(st.seats)
    if d.packs[0]:
        # seat i passes to seat i + direction (left: the next seat number)
        d.packs = [d.packs[(i - d.direction) % n] for i in range(n)]
        if len(d.packs[0]) > 1:
            _ask(st)
            return
        for i in range(n):
            c = d.packs[i].pop()
            d.picks[i].append(c)
            events.append(Event(_E_LAST(player=player(i), card=_card(c)), R_PICK, seat=i,
                                private_to=i, objects=(f"card:{c}",)))
    if len(st.deck) >= PACK * n:
        _deal_round(st, events)
        return
    _finish(st, events)


def _finish(st, events: list[Event]) -> None:
    d = st.draft
    d.removed = st.deck
    st.deck = []
    events.append(Event(_E_REMOVED(n=len(d.removed)), R_ALTERNATE))
    for i, s in enumerate(st.seats):
        s.deck = d.picks[i]
        d.picks[i] = []
        st.rng.shuffle(s.deck)
        events.append(Event(_E_SHUFFLE(n=len(s.deck), player=player(i)), R_START, seat=i,
                            reveals=True))
        draw(st, i, 6, events, R_START)
    st.step = "setup"
    push_block(st, [Pending(K_START, i) for i in range(len(st.seats))])


def choose_start(st, seat: int, card: int, events: list[Event]) -> int:
    """Keep one of the two start worlds; the other goes to the seat's discard pile.  Returns
    how many of its six cards the seat then discards."""
    d = st.draft
    other = [c for c in d.starts[seat] if c != card]
    d.starts[seat] = [card]
    for c in other:
        to_discard(st, seat, c)
    events.append(Event(_E_KEEP_START(player=player(seat), card=_card(card)), R_START,
                        seat=seat, private_to=seat, objects=(f"card:{card}",)))
    return 6 - DESIGN[card].start_keep


def reveal(st, events: list[Event]) -> None:
    """Every seat has kept a start world and discarded: reveal them together."""
    d = st.draft
    for i, s in enumerate(st.seats):
        w = d.starts[i].pop()
        s.tableau.append(w)
        st.start_worlds.append(w)
        events.append(Event(_E_REVEAL(player=player(i), card=_card(w)), R_START, seat=i,
                            reveals=True, objects=(f"card:{w}",)))
        if DESIGN[w].windfall:
            add_good(st, i, w, events, R_WINDFALL_START)


def view(st, seat: int | None) -> dict:
    """What ``seat`` sees of the draft: its pack, picks and start worlds, the direction; of
    the others only counts."""
    d = st.draft
    out = {"round": d.round, "direction": "left" if d.direction > 0 else "right",
           "pack_sizes": [len(p) for p in d.packs], "pick_counts": [len(p) for p in d.picks],
           "removed": len(d.removed)}
    if seat is not None:
        out["pack"] = [f"card:{c}" for c in d.packs[seat]]
        out["picks"] = [f"card:{c}" for c in d.picks[seat]]
        out["starts"] = [f"card:{c}" for c in d.starts[seat]]
    return out


def secrets(st, seat: int | None) -> set[str]:
    d = st.draft
    out = {f"card:{c}" for c in d.removed}
    for i in range(len(st.seats)):
        if i != seat:
            for pile in (d.packs[i], d.picks[i], d.starts[i]):
                out |= {f"card:{c}" for c in pile}
    return out
