"""Setup of the court (nucleum.setup.*): the VP flag, the agenda tiles, the neutrals and the
King from the Setup cards, the workers, and the solo difficulty modifiers."""

from __future__ import annotations

from desktop.engine.protocol import Event, RuleRef as R, seat_name
from desktop.engine.rng import Rng
from desktop.games.nucleum import court as K
from desktop.games.nucleum import msgs as T
from desktop.games.nucleum.actions import update_contracts
from desktop.games.nucleum.cards import AGENDA_NAMES
from desktop.games.nucleum.data import COURT, PARTIES
from desktop.games.nucleum.msgs import party_id, party_name, tok
from desktop.games.nucleum.options import NucleumOptions
from desktop.games.nucleum.scoring import VP_CATEGORIES
from desktop.games.nucleum.state import NEUTRAL, NucleumState


def new_state(o: NucleumOptions, seed: int) -> NucleumState:
    s = NucleumState(rng=Rng.from_seed(seed), seats=o.seats, baron=o.baron, map=o.map,
                     logic=o.logic, harder_scoring=o.baron_harder_scoring)
    sides = s.sides
    s.pols = [[0] * sides for _ in range(4)]
    s.vp = {k: [0] * sides for k in VP_CATEGORIES}
    s.income = [{"thaler": 0, "worker": 0, "vp": 0} for _ in range(s.seats)]
    s.e7 = [False] * s.seats
    s.e8 = [False] * s.seats
    s.contracts_met = [[] for _ in range(s.seats)]
    s.auction_last = [0] * s.seats
    ev: list[Event] = []
    ev.append(Event(T.EV_FLAG(flag=COURT.vp_flag[o.map]), R("nucleum.setup.vp_flag")))
    # agendas: a random side of each tile (tile bound to its Party: unconfirmed pairs)
    for p, pid in enumerate(PARTIES):
        face = COURT.agenda_tiles.tiles[pid][s.rng.randbelow(2)]
        s.agendas.append(face)
        ev.append(Event(T.EV_AGENDA(party=party_name(p), agenda=AGENDA_NAMES[face]()),
                        R("nucleum.setup.agendas"), reveals=True, objects=(f"agenda.{pid}",),
                        unconfirmed=COURT.agenda_tiles.unconfirmed))
    # setup cards: the arrow, neutral 2 and the King; then neutrals 3 and 4
    deck = list(range(1, COURT.setup_cards.count + 1))
    s.rng.shuffle(deck)
    s.setup_deck = deck
    ev += setup_neutrals(s)
    ev.append(Event(T.EV_WORKERS(total=COURT.workers.total, available=COURT.workers.available),
                    R("nucleum.setup.workers"), unconfirmed=True))
    # difficulty modifiers (solo)
    empty = next(p for p in range(4) if K.neutral_count(s, p) == 0)
    b = s.baron_side
    if o.baron_empty_party:
        s.pols[empty][b] += 1
        s.leader[empty] = b
        ev.append(Event(T.EV_MOD(side=T.BARON(), party=party_name(empty)),
                        R("nucleum.baron.harder_empty")))
    if o.baron_neutral_parties:
        for p in range(4):
            if s.leader[p] == NEUTRAL:
                s.pols[p][b] += 1
                ev.append(Event(T.EV_MOD_JOIN(side=T.BARON(), party=party_name(p)),
                                R("nucleum.baron.harder_neutral")))
    if o.baron_easier:
        s.pols[empty][0] += 1
        s.leader[empty] = 0
        ev.append(Event(T.EV_MOD(side=seat_name(0), party=party_name(empty)),
                        R("nucleum.baron.easier")))
    if o.auction:
        s.phase = "auction"
        s.auction_in = list(range(s.seats))
        s.auction_turn = 0
    ev += update_contracts(s)
    s.setup_events = ev
    return s


def setup_neutrals(s: NucleumState) -> list[Event]:
    """Setup steps 7-9 from ``s.setup_deck`` (drawn from its end): the arrow, neutral 2 and
    the King, then neutrals 3 and 4, then numbered neutrals to the Leader spaces."""
    ev: list[Event] = []
    s.neutrals = {"arrow": -1, "2": -1, "3": -1, "4": -1}
    p = draw_party(s, ev, "nucleum.setup.first_card")
    s.neutrals["arrow"] = p
    s.neutrals["2"] = p
    s.king = p
    ev.append(Event(T.EV_NEUTRALS(party=party_name(p)), R("nucleum.setup.first_card"),
                    objects=("neutral.arrow", "neutral.2", "king", party_id(p))))
    for token in ("3", "4"):
        p = draw_party(s, ev, "nucleum.setup.more_cards")
        while K.neutral_count(s, p) > 0:
            ev.append(Event(T.EV_NEXT_PARTY(party=party_name(p)), R("nucleum.setup.more_cards")))
            p = (p + 1) % 4
        s.neutrals[token] = p
        ev.append(Event(T.EV_NEUTRAL_N(token=tok(token), party=party_name(p)),
                        R("nucleum.setup.more_cards"), objects=(f"neutral.{token}", party_id(p))))
    for p in range(4):
        t = K.pick_neutral_for_leader(s, p)
        if t is not None:
            s.leader[p] = NEUTRAL
            s.leader_neutral[p] = t
            ev.append(Event(T.EV_SETUP_LEADER(token=tok(t), party=party_name(p)),
                            R("nucleum.setup.leaders"),
                            objects=(f"neutral.{t}", f"leader.{PARTIES[p]}")))
    return ev


def draw_party(s: NucleumState, ev: list[Event], rule: str) -> int:
    while True:
        card = s.setup_deck.pop()
        p = K.logic_party(card)
        if p is None:
            ev.append(Event(T.EV_SETUP_REDRAW(card=card), R(rule), reveals=True))
            continue
        ev.append(Event(T.EV_SETUP_CARD(card=card), R(rule), reveals=True,
                        unconfirmed=True))  # the deck of unused cards: nucleum.setup.deck
        return p
