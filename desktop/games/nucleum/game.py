"""The court module as a ``Game``: the flow is driven by what the players declare at the table.

The decision at the top ("What happens next?") goes to the player whose turn it is: their Court
action, the end of their turn, a Progress space emptied (King's Day), an end-game condition met,
final scoring once the end is triggered, and in solo the Baron's turn reaching the Court.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from desktop.engine.marks import M, P, QT_TRANSLATE_NOOP
from desktop.engine.protocol import (
    Answer, Event, Game, Illegal, Msg, Option, Options, Outcome, PickNumber, PickOne, RuleRef,
    ScoreLine, seat_name)
from desktop.engine.rng import Rng

from desktop.games.nucleum import court as K
from desktop.games.nucleum.cards import (
    reference_cards, AGENDA_NAMES, AGENDA_QUESTIONS, AGENDA_UNITS, CONDITIONS, PARTY_NAMES,
)
from desktop.games.nucleum.data import COURT, PARTIES
from desktop.games.nucleum.state import NEUTRAL, NucleumState, Pending

C = "nucleum"
R = RuleRef
VP_CATEGORIES = ("benefit", "kings_day", "final", "e8", "baron_bonus", "auction")


#: option values as the New game dialog shows them (translated in the "options" context)
OPTION_VALUES = (QT_TRANSLATE_NOOP("options", "standard"), QT_TRANSLATE_NOOP("options", "australia"),
                 QT_TRANSLATE_NOOP("options", "tapped"), QT_TRANSLATE_NOOP("options", "digital"))


class NucleumOptions(Options):
    seats: int = Field(2, ge=1, le=4, title=QT_TRANSLATE_NOOP("options", "Seats"))
    baron: bool = Field(False, title=QT_TRANSLATE_NOOP("options", "Solo against Baron von Automat"))
    baron_empty_party: bool = Field(
        False, title=QT_TRANSLATE_NOOP("options", "Harder: the Baron leads the empty Party"))
    baron_neutral_parties: bool = Field(
        False, title=QT_TRANSLATE_NOOP("options", "Harder: a Baron worker in each Party a neutral leads"))
    baron_harder_scoring: bool = Field(
        False, title=QT_TRANSLATE_NOOP("options", "Harder: the Baron scores 6 VP from the 2nd King's Day"))
    baron_easier: bool = Field(
        False, title=QT_TRANSLATE_NOOP("options", "Easier: your worker leads the empty Party"))
    auction: bool = Field(False, title=QT_TRANSLATE_NOOP("options", "Expert variant: auction for experiments"))
    map: Literal["standard", "australia"] = Field(
        "standard", title=QT_TRANSLATE_NOOP("options", "Map"))
    logic: Literal["tapped", "digital"] = Field(
        "tapped", title=QT_TRANSLATE_NOOP("options", "Baron's Logic cards"))

    @model_validator(mode="after")
    def _coherent(self) -> "NucleumOptions":
        if self.baron and self.seats != 1:
            raise ValueError("Baron von Automat plays against exactly 1 seat (seats must be 1)")
        if self.seats == 1 and not self.baron:
            raise ValueError("a solo game is played against Baron von Automat: set baron")
        if not self.baron and (self.baron_empty_party or self.baron_neutral_parties
                               or self.baron_harder_scoring or self.baron_easier):
            raise ValueError("the Baron's difficulty modifiers need baron")
        if self.baron_empty_party and self.baron_easier:
            raise ValueError("the empty Party takes either the Baron's worker (harder) or yours (easier)")
        if self.auction and (self.baron or self.seats < 2):
            raise ValueError("the expert auction is for 2-4 players and never with the Baron")
        return self


# -- messages ------------------------------------------------------------------------------
_BARON = M("nucleum", "Baron von Automat")
_NEUTRAL = M("nucleum", "neutral {token}")
_WHAT_NEXT = M("nucleum", "{player}: what happens next?")
_O_COURT = M("nucleum", "I take the Court action")
_O_BARON = M("nucleum", "The Baron's turn reaches the Court action")
_O_NEXT = M("nucleum", "My turn is over: next player")
_O_KD = M("nucleum", "A Progress space emptied: King's Day")
_O_END = M("nucleum", "End-game condition met: {condition}")
_O_FINAL = M("nucleum", "The game ended: final scoring")
_O_TECH = M("nucleum", "I unlocked technology {tech}")
_SOURCE_Q = M("nucleum", "{player}: which worker goes to the Court?")
_S_WORKER = M("nucleum", "One of my available workers")
_S_URANIUM = M("nucleum", "I convert 1 uranium into a worker")
_S_FORGO = M("nucleum", "I have neither: I forgo the action")
_PARTY_Q = M("nucleum", "{player}: into which Party?")
_BEN = {
    "cap": M("nucleum", "Capitalists: 2 thalers and 1 step of thaler income"),
    "ft": M("nucleum", "Free Thinkers: 1 Action tile from the market for free"),
    "com": M("nucleum", "Communists: 2 VP and 1 step of worker income"),
    "rea": M("nucleum", "Realists: 2 achievement tokens and 1 step of VP income"),
}
_E7_Q = M("nucleum", "{player}: technology E7 — which extra?")
_E7_WORKER = M("nucleum", "Gain 1 worker")
_E7_AGAIN = M("nucleum", "The Party's benefit once more")
_BSUP_Q = M("nucleum", "Is there a worker in the Baron's supply?")
_YES_WORKER = M("nucleum", "Yes: he places one")
_SUP_EMPTY = M("nucleum", "No: his supply is empty")
_TIE_Q = M("nucleum", "Draw a Logic card: which of the tied Parties does it select?")
_TIE_O = M("nucleum", "The {party}")
_BRES_Q = M("nucleum", "Is there a worker in the Baron's reserve?")
_RES_YES = M("nucleum", "Yes: he gains 1 worker")
_RES_EMPTY = M("nucleum", "No: he gains 3 VP instead")
_ASK = M("nucleum", "{player}, for the {party} agenda: {question}")
_BID_Q = M("nucleum", "{player}: bid for the first choice of Experiment, or pass? (high bid: {high} VP)")
_BID = M("nucleum", "Bid")
_PASS = M("nucleum", "Pass")
_BID_N = M("nucleum", "{player}: how many VP do you bid?")
_VP = M("nucleum", "VP")

# events
_EV_SETUP_CARD = M("nucleum", "Setup card {card} revealed.")
_EV_SETUP_REDRAW = M("nucleum", "Setup card {card}: ignored, another one is revealed.")
_EV_NEUTRALS = M("nucleum", "The arrow neutral, neutral 2 and the King go to the {party}.")
_EV_NEUTRAL_N = M("nucleum", "Neutral {token} goes to the {party}.")


def _tok(token: str) -> str:
    """A neutral politician as printed on it: its number, or the arrow (as on the board)."""
    return "↗" if token == "arrow" else token

_EV_NEXT_PARTY = M("nucleum", "The {party} already hold neutrals: the next Party down is taken.")
_EV_SETUP_LEADER = M("nucleum", "Neutral {token} takes the {party}' Leader space.")
_EV_AGENDA = M("nucleum", "The {party} agenda tile shows: {agenda}.")
_EV_WORKERS = M("nucleum", "Each player has {total} workers, {available} of them available.")
_EV_FLAG = M("nucleum", "The VP flag goes under space {flag}.")
_EV_MOD = M("nucleum", "{side} puts a worker in the {party} and leads it.")
_EV_MOD_JOIN = M("nucleum", "{side} puts a worker in the {party}.")
_EV_PLACED = M("nucleum", "{side} places a Politician in the {party}.")
_EV_URANIUM = M("nucleum", "{side} converts 1 uranium into a worker.")
_EV_FORGO = M("nucleum", "{side} has no worker and no uranium: the Court action is forgone.")
_EV_BENEFIT = M("nucleum", "{side} gains the {party}' benefit: {benefit}.")
_EV_LEADER = M("nucleum", "{side} becomes Leader of the {party}.")
_EV_KING = M("nucleum", "The King moves to the {party}: they are the Dominant Party.")
_EV_E7_WORKER = M("nucleum", "{side} gains 1 worker (E7).")
_EV_TECH = M("nucleum", "{side} has unlocked technology {tech}.")
_EV_NEXT = M("nucleum", "{side}'s turn.")
_EV_END = M("nucleum", "End-game condition met: {condition} ({met} of {needed}).")
_EV_END_TRIGGERED = M("nucleum", "The game end is triggered: finish the round, then everyone plays one more turn.")
_EV_BARON_STEP = {
    "step1": M("nucleum", "Baron, step 1: placing in the {party} makes him their Leader."),
    "step2": M("nucleum", "Baron, step 2: he has no Politician in the Dominant Party, the {party}."),
    "step3": M("nucleum", "Baron, step 3: of the eligible Parties he has fewest Politicians in the {party}."),
    "step4": M("nucleum", "Baron, step 4: the Logic card selects the {party}."),
}
_EV_LOGIC = M("nucleum", "Logic draw (house rule): {card}.")
_EV_LOGIC_REDRAW = M("nucleum", "Logic draw (house rule): {card}, drawn again.")
_EV_BARON_UNAVAILABLE = M("nucleum", "The Baron's supply is empty: the Court action is unavailable to him; he takes his next action by priority.")
_EV_BARON_BONUS = {
    "cap": M("nucleum", "The Baron gains 1 thaler."),
    "ft": M("nucleum", "Remove the rightmost Action tile of the market to the box."),
    "com_worker": M("nucleum", "The Baron gains 1 worker."),
    "com_vp": M("nucleum", "The Baron's reserve is empty: he gains 3 VP."),
    "rea": M("nucleum", "The Baron gains 2 VP."),
}
_EV_KD = M("nucleum", "King's Day {number}: score the base King's Day on the table, then the Party agendas.")
_EV_FINAL = M("nucleum", "Final scoring: the base final scoring on the table, then the Party agendas (no removals).")
_EV_SCORE = M("nucleum", "{side} scores {vp} VP: {party} agenda ({agenda}).")
_EV_SCORE_DOM = M("nucleum", "{side} scores {vp} VP as Member of the Dominant Party ({party}).")
_EV_BARON_SCORE = P("nucleum", "The Baron leads %n Party(s): {vp} VP.", "", 1)
_EV_BARON_SCORE_DOM = P("nucleum", "The Baron leads %n Party(s) and sits in the Dominant Party: {vp} VP.", "", 1)
_EV_REMOVE_LEADER = M("nucleum", "{side}, Leader of the {party}, returns 1 Politician to the reserve.")
_EV_REMOVE_DOM = M("nucleum", "{side} returns 1 Politician from the Dominant Party ({party}).")
_EV_REMOVE_NEUTRAL = M("nucleum", "Neutral {token} leaves the game.")
_EV_ARROW = M("nucleum", "The arrow neutral moves from the {src} to the {dst}.")
_EV_RESEAT = M("nucleum", "{side} takes the Leader space of the {party}.")
_EV_RESEAT_NEUTRAL = M("nucleum", "Neutral {token} takes the Leader space of the {party}.")
_EV_E8 = M("nucleum", "{side}: technology E8, {count} Politicians on the Court: {vp} VP.")
_EV_AUCTION_BID = M("nucleum", "{side} bids {bid} VP.")
_EV_AUCTION_PASS = M("nucleum", "{side} passes and will choose an Experiment in place {place}.")
_EV_AUCTION_END = M("nucleum", "Experiment choice order: {order}.")
_EV_AUCTION_COST = M("nucleum", "{side} will lose {vp} VP at the end of the game (last bid).")
_EV_AUCTION_LOST = M("nucleum", "{side} loses {vp} VP bid in the auction.")
_EV_CONTRACT = M("nucleum", "{side} now meets the requirement of contract {contract}.")
_EV_CONTRACT_LOST = M("nucleum", "{side} no longer meets the requirement of contract {contract}.")
_EV_OVER = M("nucleum", "The court is scored. Add the court's VP to the VP track; the table decides the winner.")
_NOTE_BARON = M("nucleum", "Baron von Automat: {vp} VP from the court. Court VP only: add them to each score on the main board, where the winner is decided.")
_NOTE = M("nucleum", "Court VP only: add them to each score on the main board, where the winner is decided.")
_SHEET = {
    "benefit": M("nucleum", "Party benefits"), "kings_day": M("nucleum", "King's Day agendas"),
    "final": M("nucleum", "Final agendas"), "e8": M("nucleum", "Technology E8"),
    "baron_bonus": M("nucleum", "Baron's bonuses"), "auction": M("nucleum", "Auction bids lost"),
}


def side_name(s: NucleumState, side: int) -> Msg:
    if s.baron and side == s.seats:
        return _BARON()
    return seat_name(side)


def party_name(p: int) -> Msg:
    return PARTY_NAMES[PARTIES[p]]()


def party_id(p: int) -> str:
    return f"party.{PARTIES[p]}"


class Nucleum(Game[NucleumState]):
    id = "nucleum"
    name = M("nucleum", "Nucleum: Court of Progress")
    description = M("nucleum", "The Court side board for a Nucleum game on the table: Court actions, "
                       "King's Day and final agenda scoring, Baron von Automat at court.")
    min_seats = 1
    max_seats = 4
    options_model = NucleumOptions
    state_type = NucleumState
    seed_file = "nucleum-court-of-progress.pt-BR.txt"
    max_answers = 2000

    # -- setup -------------------------------------------------------------------------
    def new(self, options: Options, seed: int) -> NucleumState:
        o = options if isinstance(options, NucleumOptions) else NucleumOptions(**options.model_dump())
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
        ev.append(Event(_EV_FLAG(flag=COURT.vp_flag[o.map]), R("nucleum.setup.vp_flag")))
        # agendas: a random side of each tile (tile bound to its Party: unconfirmed pairs)
        for p, pid in enumerate(PARTIES):
            face = COURT.agenda_tiles.tiles[pid][s.rng.randbelow(2)]
            s.agendas.append(face)
            ev.append(Event(_EV_AGENDA(party=party_name(p), agenda=AGENDA_NAMES[face]()),
                            R("nucleum.setup.agendas"), reveals=True, objects=(f"agenda.{pid}",),
                            unconfirmed=COURT.agenda_tiles.unconfirmed))
        # setup cards: the arrow, neutral 2 and the King; then neutrals 3 and 4
        deck = list(range(1, COURT.setup_cards.count + 1))
        s.rng.shuffle(deck)
        s.setup_deck = deck
        ev += self.setup_neutrals(s)
        ev.append(Event(_EV_WORKERS(total=COURT.workers.total, available=COURT.workers.available),
                        R("nucleum.setup.workers"), unconfirmed=True))
        # difficulty modifiers (solo)
        empty = next(p for p in range(4) if K.neutral_count(s, p) == 0)
        b = s.baron_side
        if o.baron_empty_party:
            s.pols[empty][b] += 1
            s.leader[empty] = b
            ev.append(Event(_EV_MOD(side=_BARON(), party=party_name(empty)), R("nucleum.baron.harder_empty")))
        if o.baron_neutral_parties:
            for p in range(4):
                if s.leader[p] == NEUTRAL:
                    s.pols[p][b] += 1
                    ev.append(Event(_EV_MOD_JOIN(side=_BARON(), party=party_name(p)),
                                    R("nucleum.baron.harder_neutral")))
        if o.baron_easier:
            s.pols[empty][0] += 1
            s.leader[empty] = 0
            ev.append(Event(_EV_MOD(side=seat_name(0), party=party_name(empty)), R("nucleum.baron.easier")))
        if o.auction:
            s.stage = "auction"
            s.auction_in = list(range(s.seats))
            s.auction_turn = 0
        ev += self._update_contracts(s)
        s.setup_events = ev
        return s

    def setup_neutrals(self, s: NucleumState) -> list[Event]:
        """Setup steps 7-9 from ``s.setup_deck`` (drawn from its end): the arrow, neutral 2 and
        the King, then neutrals 3 and 4, then numbered neutrals to the Leader spaces."""
        ev: list[Event] = []
        s.neutrals = {"arrow": -1, "2": -1, "3": -1, "4": -1}
        p = self._draw_party(s, ev, "nucleum.setup.first_card")
        s.neutrals["arrow"] = p
        s.neutrals["2"] = p
        s.king = p
        ev.append(Event(_EV_NEUTRALS(party=party_name(p)), R("nucleum.setup.first_card"),
                        objects=("neutral.arrow", "neutral.2", "king", party_id(p))))
        for token in ("3", "4"):
            p = self._draw_party(s, ev, "nucleum.setup.more_cards")
            while K.neutral_count(s, p) > 0:
                ev.append(Event(_EV_NEXT_PARTY(party=party_name(p)), R("nucleum.setup.more_cards")))
                p = (p + 1) % 4
            s.neutrals[token] = p
            ev.append(Event(_EV_NEUTRAL_N(token=_tok(token), party=party_name(p)),
                            R("nucleum.setup.more_cards"), objects=(f"neutral.{token}", party_id(p))))
        for p in range(4):
            tok = K.pick_neutral_for_leader(s, p)
            if tok is not None:
                s.leader[p] = NEUTRAL
                s.leader_neutral[p] = tok
                ev.append(Event(_EV_SETUP_LEADER(token=_tok(tok), party=party_name(p)),
                                R("nucleum.setup.leaders"), objects=(f"neutral.{tok}", f"leader.{PARTIES[p]}")))
        return ev

    def _draw_party(self, s: NucleumState, ev: list[Event], rule: str) -> int:
        while True:
            card = s.setup_deck.pop()
            p = K.logic_party(card)
            if p is None:
                ev.append(Event(_EV_SETUP_REDRAW(card=card), R(rule), reveals=True))
                continue
            ev.append(Event(_EV_SETUP_CARD(card=card), R(rule), reveals=True,
                            unconfirmed=True))  # the deck of unused cards: nucleum.setup.deck
            return p

    def dump(self, state: NucleumState):
        keep = state.setup_events
        state.setup_events = []
        try:
            return super().dump(state)
        finally:
            state.setup_events = keep

    def clone(self, state: NucleumState) -> NucleumState:
        return state.clone()

    # -- who is asked ----------------------------------------------------------------------
    def to_act(self, s: NucleumState) -> tuple[int, ...]:
        st = s.stage
        if st == "over":
            return ()
        if st == "main":
            return (s.turn,)
        if st in ("court_source", "court_party", "court_e7"):
            return (s.court_seat,)
        if st in ("baron_supply", "baron_tie", "baron_reserve"):
            return (0,)
        if st == "ask":
            return (s.pending[0].seat,)
        if st in ("auction", "auction_bid"):
            return (s.auction_in[s.auction_turn],)
        raise AssertionError(st)

    def end_needed(self, s: NucleumState) -> int:
        return COURT.end.needed[s.seats]

    def end_triggered(self, s: NucleumState) -> bool:
        return (len(s.end_met) >= self.end_needed(s)
                or any(c in COURT.end.alone for c in s.end_met))

    def conditions(self, s: NucleumState) -> list[str]:
        return list(COURT.end.solo_conditions if s.baron else COURT.end.conditions)

    def condition_label(self, s: NucleumState, cond: str) -> Msg:
        if cond == "vp_flag":
            return CONDITIONS[cond](flag=COURT.vp_flag[s.map])
        return CONDITIONS[cond]()

    def decision(self, s: NucleumState, seat: int):
        st = s.stage
        if st == "main":
            return self._main_decision(s)
        if st == "court_source":
            return PickOne(seat, _SOURCE_Q(player=side_name(s, seat)), R("nucleum.court.action"), (
                Option("worker", _S_WORKER(), (), R("nucleum.court.action")),
                Option("uranium", _S_URANIUM(), (), R("nucleum.court.action")),
                Option("forgo", _S_FORGO(), (), R("nucleum.court.action"))))
        if st == "court_party":
            return PickOne(seat, _PARTY_Q(player=side_name(s, seat)), R("nucleum.court.benefit"), tuple(
                Option(pid, _BEN[pid](), (party_id(p), f"leader.{pid}"), R("nucleum.court.benefit"))
                for p, pid in enumerate(PARTIES)))
        if st == "court_e7":
            return PickOne(seat, _E7_Q(player=side_name(s, seat)), R("nucleum.tech.e7"), (
                Option("worker", _E7_WORKER(), (), R("nucleum.tech.e7")),
                Option("again", _E7_AGAIN(), (party_id(s.court_party),), R("nucleum.tech.e7"))))
        if st == "baron_supply":
            opts = []
            if K.on_court(s, s.baron_side) < COURT.workers.total:
                opts.append(Option("yes", _YES_WORKER(), (), R("nucleum.baron.place")))
            opts.append(Option("empty", _SUP_EMPTY(), (), R("nucleum.baron.unavailable")))
            return PickOne(seat, _BSUP_Q(), R("nucleum.baron.worker_pool"), tuple(opts))
        if st == "baron_tie":
            return PickOne(seat, _TIE_Q(), R("nucleum.baron.step4"), tuple(
                Option(PARTIES[p], _TIE_O(party=party_name(p)), (party_id(p),), R("nucleum.baron.logic_tapped"))
                for p in s.baron_ties))
        if st == "baron_reserve":
            return PickOne(seat, _BRES_Q(), R("nucleum.baron.bonus"), (
                Option("worker", _RES_YES(), (), R("nucleum.baron.bonus")),
                Option("empty", _RES_EMPTY(), (), R("nucleum.baron.bonus"))))
        if st == "ask":
            pend = s.pending[0]
            ag = COURT.agendas[pend.agenda]
            p = s.agendas.index(pend.agenda)
            return PickNumber(seat, _ASK(player=side_name(s, seat), party=party_name(p),
                                         question=AGENDA_QUESTIONS[pend.agenda]()),
                              R(ag.rule), lo=0, hi=ag.max, unit=AGENDA_UNITS[pend.agenda]())
        if st == "auction":
            opts = [Option("pass", _PASS(), (), R("nucleum.auction.order"))]
            if s.auction_high < COURT.auction.cap:
                opts.insert(0, Option("bid", _BID(), (), R("nucleum.auction.open")))
            return PickOne(seat, _BID_Q(player=side_name(s, seat), high=s.auction_high),
                           R("nucleum.auction.open"), tuple(opts))
        if st == "auction_bid":
            lo = max(COURT.auction.min_bid, s.auction_high + 1)
            return PickNumber(seat, _BID_N(player=side_name(s, seat)), R("nucleum.auction.open"),
                              lo=lo, hi=COURT.auction.cap, unit=_VP())
        raise AssertionError(st)

    def _main_decision(self, s: NucleumState) -> PickOne:
        seat = s.turn
        opts: list[Option] = []
        if K.on_court(s, seat) < COURT.workers.total:
            opts.append(Option("court", _O_COURT(), ("court",), R("nucleum.court.action")))
        if s.baron:
            opts.append(Option("baron", _O_BARON(), ("baron",), R("nucleum.baron.priority")))
        if s.seats > 1:
            opts.append(Option("next", _O_NEXT(), (), R("nucleum.flow.turn")))
        if s.kings_days < COURT.kings_days.max:
            opts.append(Option("kings_day", _O_KD(), ("king",), R("nucleum.kingsday.trigger")))
        if self.end_triggered(s):
            opts.append(Option("final", _O_FINAL(), (), R("nucleum.final.agendas")))
        else:
            for cond in self.conditions(s):
                if cond not in s.end_met:
                    rule = "nucleum.final.solo_trigger" if cond in COURT.end.alone else "nucleum.final.conditions"
                    opts.append(Option(f"end:{cond}", _O_END(condition=self.condition_label(s, cond)), (), R(rule)))
        if not s.e7[seat]:
            opts.append(Option("e7", _O_TECH(tech="E7"), (), R("nucleum.tech.e7")))
        if not s.e8[seat]:
            opts.append(Option("e8", _O_TECH(tech="E8"), (), R("nucleum.tech.e8")))
        return PickOne(seat, _WHAT_NEXT(player=side_name(s, seat)), R("nucleum.flow.declare"), tuple(opts))

    # -- answers ---------------------------------------------------------------------------
    def apply(self, s: NucleumState, seat: int, answer: Answer) -> list[Event]:
        ill = self.check(s, seat, answer)
        if ill is not None:
            raise ill
        st = s.stage
        if st == "main":
            ev = self._apply_main(s, seat, answer)
        elif st == "court_source":
            ev = []
            if answer == "forgo":
                ev.append(Event(_EV_FORGO(side=side_name(s, seat)), R("nucleum.court.action"), seat))
                s.stage = "main"
            else:
                if answer == "uranium":
                    ev.append(Event(_EV_URANIUM(side=side_name(s, seat)), R("nucleum.court.action"), seat))
                s.stage = "court_party"
        elif st == "court_party":
            ev = self._court_action(s, seat, PARTIES.index(answer))
        elif st == "court_e7":
            ev = []
            if answer == "worker":
                ev.append(Event(_EV_E7_WORKER(side=side_name(s, seat)), R("nucleum.tech.e7"), seat))
            else:
                ev += self._benefit(s, seat, s.court_party)
            s.stage = "main"
            ev += self._update_contracts(s)
        elif st == "baron_supply":
            if answer == "empty":
                ev = [Event(_EV_BARON_UNAVAILABLE(), R("nucleum.baron.unavailable"))]
                s.stage = "main"
            else:
                ev = self._baron_turn(s)
        elif st == "baron_tie":
            p = PARTIES.index(answer)
            ev = [Event(_EV_BARON_STEP["step4"](party=party_name(p)), R("nucleum.baron.step4"),
                        objects=(party_id(p),))]
            ev += self._baron_place(s, p)
        elif st == "baron_reserve":
            b = s.baron_side
            if answer == "worker":
                ev = [Event(_EV_BARON_BONUS["com_worker"](), R("nucleum.baron.bonus"))]
            else:
                s.vp["baron_bonus"][b] += COURT.baron.bonus["com"].vp_if_reserve_empty
                ev = [Event(_EV_BARON_BONUS["com_vp"](), R("nucleum.baron.bonus"))]
            s.stage = "main"
        elif st == "ask":
            pend = s.pending.pop(0)
            s.figures[f"{pend.seat}:{pend.agenda}"] = int(answer)
            ev = [] if s.pending else self._resolve_scoring(s)
        elif st == "auction":
            ev = self._auction(s, seat, answer)
        elif st == "auction_bid":
            s.auction_high = int(answer)
            s.auction_last[seat] = int(answer)
            ev = [Event(_EV_AUCTION_BID(side=side_name(s, seat), bid=int(answer)), R("nucleum.auction.open"), seat)]
            s.auction_turn = (s.auction_turn + 1) % len(s.auction_in)
            s.stage = "auction"
        else:  # pragma: no cover
            raise AssertionError(st)
        return ev

    def _apply_main(self, s: NucleumState, seat: int, answer: str) -> list[Event]:
        if answer == "court":
            s.court_seat = seat
            s.stage = "court_source"
            return []
        if answer == "baron":
            s.stage = "baron_supply"
            return []
        if answer == "next":
            s.turn = (s.turn + 1) % s.seats
            return [Event(_EV_NEXT(side=side_name(s, s.turn)), R("nucleum.flow.turn"), s.turn)]
        if answer == "kings_day":
            return self._start_scoring(s, "kings_day")
        if answer == "final":
            return self._start_scoring(s, "final")
        if answer in ("e7", "e8"):
            getattr(s, answer)[seat] = True
            return [Event(_EV_TECH(side=side_name(s, seat), tech=answer.upper()),
                          R(f"nucleum.tech.{answer}"), seat)]
        cond = answer.split(":", 1)[1]
        s.end_met.append(cond)
        rule = R("nucleum.final.solo_trigger" if cond in COURT.end.alone else "nucleum.final.conditions")
        ev = [Event(_EV_END(condition=self.condition_label(s, cond), met=len(s.end_met),
                            needed=self.end_needed(s)), rule, seat,
                    unconfirmed=cond in COURT.end.alone or cond == "vp_flag")]
        if self.end_triggered(s):
            ev.append(Event(_EV_END_TRIGGERED(), rule))
        return ev

    # -- the Court action --------------------------------------------------------------------
    def _court_action(self, s: NucleumState, seat: int, p: int) -> list[Event]:
        ev = [Event(_EV_PLACED(side=side_name(s, seat), party=party_name(p)), R("nucleum.court.action"),
                    seat, objects=(party_id(p),))]
        ev += self._benefit(s, seat, p)
        ev += self._place_checks(s, seat, p)
        s.court_party = p
        if s.e7[seat]:
            s.stage = "court_e7"
        else:
            s.stage = "main"
            ev += self._update_contracts(s)
        return ev

    def _place_checks(self, s: NucleumState, side: int, p: int) -> list[Event]:
        leader, king = K.place(s, p, side)
        ev = []
        if leader:
            ev.append(Event(_EV_LEADER(side=side_name(s, side), party=party_name(p)),
                            R("nucleum.court.leadership"), objects=(f"leader.{PARTIES[p]}",)))
        if king:
            ev.append(Event(_EV_KING(party=party_name(p)), R("nucleum.court.dominance"),
                            objects=("king", party_id(p))))
        return ev

    def _benefit(self, s: NucleumState, seat: int, p: int) -> list[Event]:
        pid = PARTIES[p]
        b = COURT.benefits[pid]
        s.vp["benefit"][seat] += b.vp
        if b.income:
            s.income[seat][b.income] += 1
        return [Event(_EV_BENEFIT(side=side_name(s, seat), party=party_name(p), benefit=_BEN[pid]()),
                      R("nucleum.court.benefit"), seat,
                      unconfirmed=(pid == "ft"))]  # market slide/refill: nucleum.court.free_thinkers_market

    # -- the Baron -------------------------------------------------------------------------
    def _baron_turn(self, s: NucleumState) -> list[Event]:
        parties, step = K.baron_choice(s)
        ev: list[Event] = []
        if step != "step4":
            p = parties[0]
            ev.append(Event(_EV_BARON_STEP[step](party=party_name(p)), R(f"nucleum.baron.{step}"),
                            objects=(party_id(p),),
                            unconfirmed=(step == "step3" and not K.baron_eligible(s))))
            return ev + self._baron_place(s, p)
        if s.logic == "tapped":
            s.baron_ties = parties
            s.stage = "baron_tie"
            return ev
        # the digital house rule: a number 1-13 read as a Setup card, walk to a tied Party
        while True:
            card = 1 + s.rng.randbelow(COURT.setup_cards.count)
            start = K.logic_party(card)
            if start is None:
                ev.append(Event(_EV_LOGIC_REDRAW(card=card), R("nucleum.baron.logic_digital"),
                                reveals=True, unconfirmed=True))
                continue
            ev.append(Event(_EV_LOGIC(card=card), R("nucleum.baron.logic_digital"), reveals=True,
                            unconfirmed=True))
            break
        p = K.walk_to_tied(start, parties)
        ev.append(Event(_EV_BARON_STEP["step4"](party=party_name(p)), R("nucleum.baron.step4"),
                        objects=(party_id(p),), unconfirmed=True))
        return ev + self._baron_place(s, p)

    def _baron_place(self, s: NucleumState, p: int) -> list[Event]:
        b = s.baron_side
        ev = [Event(_EV_PLACED(side=_BARON(), party=party_name(p)), R("nucleum.baron.place"),
                    objects=(party_id(p),))]
        ev += self._place_checks(s, b, p)
        pid = PARTIES[p]
        s.stage = "main"
        if pid == "com":
            s.stage = "baron_reserve"
        elif pid == "rea":
            s.vp["baron_bonus"][b] += COURT.baron.bonus["rea"].vp
            ev.append(Event(_EV_BARON_BONUS["rea"](), R("nucleum.baron.bonus")))
        else:
            ev.append(Event(_EV_BARON_BONUS[pid](), R("nucleum.baron.bonus"),
                            unconfirmed=(pid == "ft")))
        ev += self._update_contracts(s)
        return ev

    # -- scoring -----------------------------------------------------------------------------
    def _start_scoring(self, s: NucleumState, kind: str) -> list[Event]:
        s.scoring = kind
        s.figures = {}
        s.pending = [Pending(seat, ag) for seat, ag in K.needed_figures(s)]
        if kind == "kings_day":
            ev = [Event(_EV_KD(number=s.kings_days + 1), R("nucleum.kingsday.trigger"))]
        else:
            ev = [Event(_EV_FINAL(), R("nucleum.final.agendas"))]
        if s.pending:
            s.stage = "ask"
            return ev
        return ev + self._resolve_scoring(s)

    def _figure(self, s: NucleumState, seat: int, agenda: str) -> int:
        if agenda == "parties":
            return K.memberships(s, seat)
        return s.figures[f"{seat}:{agenda}"]

    def _resolve_scoring(self, s: NucleumState) -> list[Event]:
        kind = s.scoring
        cat = "kings_day" if kind == "kings_day" else "final"
        ev: list[Event] = []
        # steps 1 and 2 (everything is read before any removal: the snapshot)
        for p in range(4):
            ld = s.leader[p]
            if ld is None or ld == NEUTRAL or ld >= s.seats:
                continue
            ag = s.agendas[p]
            vp = K.agenda_vp(ag, self._figure(s, ld, ag))
            s.vp[cat][ld] += vp
            ev.append(Event(_EV_SCORE(side=side_name(s, ld), vp=vp, party=party_name(p),
                                      agenda=AGENDA_NAMES[ag]()), R("nucleum.kingsday.leaders"), ld,
                            objects=(f"agenda.{PARTIES[p]}",),
                            unconfirmed=COURT.agendas[ag].unconfirmed))
        k = s.king
        ag = s.agendas[k]
        for seat in range(s.seats):
            if s.pols[k][seat] > 0:
                vp = K.agenda_vp(ag, self._figure(s, seat, ag))
                s.vp[cat][seat] += vp
                ev.append(Event(_EV_SCORE_DOM(side=side_name(s, seat), vp=vp, party=party_name(k)),
                                R("nucleum.kingsday.dominant"), seat, objects=(f"agenda.{PARTIES[k]}",)))
        if s.baron:
            occasion = s.kings_days + 1 if kind == "kings_day" else 4
            led, dom, vp = K.baron_court_vp(s, occasion)
            s.vp[cat][s.baron_side] += vp
            rule = "nucleum.baron.harder_scoring" if (s.harder_scoring and occasion >= COURT.baron.harder_from_kings_day) else "nucleum.baron.scoring"
            tpl = _EV_BARON_SCORE_DOM if dom else _EV_BARON_SCORE
            ev.append(Event(tpl(n=led, vp=vp), R(rule)))
        if kind == "kings_day":
            ev += self._removals(s)
            s.kings_days += 1
            s.stage = "main"
        else:
            for seat in range(s.seats):
                if s.e8[seat]:
                    n = K.on_court(s, seat)
                    vp = K.e8_vp(n)
                    s.vp["e8"][seat] += vp
                    ev.append(Event(_EV_E8(side=side_name(s, seat), count=n, vp=vp), R("nucleum.tech.e8"), seat,
                                    unconfirmed=True))
            if s.choice_order:
                for seat in range(s.seats):
                    vp = self._auction_loss(s, seat)
                    if vp:
                        s.vp["auction"][seat] -= vp
                        ev.append(Event(_EV_AUCTION_LOST(side=side_name(s, seat), vp=vp),
                                        R("nucleum.auction.cost"), seat))
            s.stage = "over"
            ev.append(Event(_EV_OVER(), R("nucleum.flow.tracked")))
        s.scoring = None
        s.figures = {}
        return ev + self._update_contracts(s)

    def _removals(self, s: NucleumState) -> list[Event]:
        ev = []
        for p, side in K.remove_leaders(s):
            ev.append(Event(_EV_REMOVE_LEADER(side=side_name(s, side), party=party_name(p)),
                            R("nucleum.kingsday.remove_leaders"), objects=(party_id(p),)))
        k = s.king
        for side in K.remove_dominant(s):
            ev.append(Event(_EV_REMOVE_DOM(side=side_name(s, side), party=party_name(k)),
                            R("nucleum.kingsday.remove_dominant"), objects=(party_id(k),)))
        tok = K.remove_highest_neutral(s)
        if tok is not None:
            ev.append(Event(_EV_REMOVE_NEUTRAL(token=_tok(tok)), R("nucleum.kingsday.neutrals"),
                            objects=(f"neutral.{tok}",)))
        src, dst = K.move_arrow(s)
        ev.append(Event(_EV_ARROW(src=party_name(src), dst=party_name(dst)), R("nucleum.kingsday.neutrals"),
                        objects=("neutral.arrow", party_id(dst))))
        for p, side in K.reseat_leaders(s):
            msg = (_EV_RESEAT_NEUTRAL(token=_tok(s.leader_neutral[p]), party=party_name(p)) if side == NEUTRAL
                   else _EV_RESEAT(side=side_name(s, side), party=party_name(p)))
            ev.append(Event(msg,
                            R("nucleum.kingsday.reseat"), objects=(f"leader.{PARTIES[p]}",),
                            unconfirmed=(side == NEUTRAL)))
        if K.replace_king(s):
            ev.append(Event(_EV_KING(party=party_name(s.king)), R("nucleum.kingsday.king"),
                            objects=("king", party_id(s.king))))
        return ev

    def _update_contracts(self, s: NucleumState) -> list[Event]:
        ev = []
        for seat in range(s.seats):
            now = K.contracts_met(s, seat)
            before = s.contracts_met[seat]
            for cid in now:
                if cid not in before:
                    ev.append(Event(_EV_CONTRACT(side=side_name(s, seat), contract=cid.upper()),
                                    R(COURT.contracts[cid].rule), seat))
            for cid in before:
                if cid not in now:
                    ev.append(Event(_EV_CONTRACT_LOST(side=side_name(s, seat), contract=cid.upper()),
                                    R(COURT.contracts[cid].rule), seat))
            s.contracts_met[seat] = now
        return ev

    # -- the expert auction ----------------------------------------------------------------
    def _auction(self, s: NucleumState, seat: int, answer: str) -> list[Event]:
        if answer == "bid":
            s.stage = "auction_bid"
            return []
        place = len(s.auction_in)   # passing now: choose in this place
        s.auction_passed.append(seat)
        i = s.auction_turn
        s.auction_in.pop(i)
        ev = [Event(_EV_AUCTION_PASS(side=side_name(s, seat), place=place), R("nucleum.auction.order"), seat)]
        if len(s.auction_in) == 1:
            winner = s.auction_in[0]
            s.choice_order = [winner] + list(reversed(s.auction_passed))
            order = ", ".join(str(x + 1) for x in s.choice_order)
            ev.append(Event(_EV_AUCTION_END(order=order), R("nucleum.auction.order")))
            for x in s.choice_order:
                loss = self._auction_loss(s, x)
                if loss:
                    ev.append(Event(_EV_AUCTION_COST(side=side_name(s, x), vp=loss), R("nucleum.auction.cost"), x))
            s.auction_in = []
            s.stage = "main"
            return ev
        s.auction_turn = i % len(s.auction_in)
        return ev

    def _auction_loss(self, s: NucleumState, seat: int) -> int:
        """Everyone but the first to pass loses their last bid (nucleum.auction.order)."""
        if not s.choice_order or (s.auction_passed and s.auction_passed[0] == seat):
            return 0
        return s.auction_last[seat]

    # -- views and the end -------------------------------------------------------------------
    def total_vp(self, s: NucleumState, side: int) -> int:
        return sum(s.vp[k][side] for k in VP_CATEGORIES)

    def outcome(self, s: NucleumState) -> Outcome | None:
        if s.stage != "over":
            return None
        # The app keeps only the court's VP (the Baron's as a last column in solo); the rest
        # of the score is on the main board, so the winner is decided at the table.
        sides = range(s.sides)
        scores = tuple(self.total_vp(s, i) for i in sides)
        sheet = tuple(ScoreLine(_SHEET[k](), tuple(s.vp[k][i] for i in sides))
                      for k in VP_CATEGORIES
                      if k != "baron_bonus" or s.baron)
        note = _NOTE_BARON(vp=self.total_vp(s, s.baron_side)) if s.baron else _NOTE()
        return Outcome(scores, (), sheet, None, note, partial=True)

    def view(self, s: NucleumState, seat: int | None) -> dict:
        from desktop.games.nucleum.views import court_view
        return court_view(self, s, seat)

    def invariants(self, s: NucleumState) -> list[str]:
        out = []
        for p in range(4):
            for side in range(s.sides):
                if s.pols[p][side] < 0:
                    out.append(f"negative politicians in {PARTIES[p]} for side {side}")
            ld = s.leader[p]
            if ld is not None and ld != NEUTRAL and s.pols[p][ld] <= 0:
                out.append(f"leader of {PARTIES[p]} has no politician there")
            if ld == NEUTRAL and s.neutrals.get(s.leader_neutral[p] or "", -1) != p:
                out.append(f"neutral leader of {PARTIES[p]} is not in that party")
        for side in range(s.sides):
            if K.on_court(s, side) > COURT.workers.total:
                out.append(f"side {side} has more than {COURT.workers.total} figures on the court")
        if s.neutrals.get("arrow", -1) < 0:
            out.append("the arrow neutral left the board")
        if not 0 <= s.king < 4:
            out.append("no Dominant Party")
        return out

    def sample_answer(self, s: NucleumState, seat: int, rng):
        d = self.decision(s, seat)
        if isinstance(d, PickNumber):
            hi = min(d.hi, d.lo + 6)
            return d.lo + rng.randbelow(hi - d.lo + 1)
        weights = {"court": 6, "baron": 5, "next": 3, "kings_day": 1, "final": 4,
                   "e7": 0.3, "e8": 0.3, "pass": 2, "bid": 1, "forgo": 0.2}
        ws = [weights.get(o.id, 0.3 if o.id.startswith("end:") else 1) for o in d.options]
        tot = sum(ws)
        x = rng.randbelow(10_000) / 10_000 * tot
        for o, w in zip(d.options, ws):
            x -= w
            if x < 0:
                return o.id
        return d.options[-1].id

    def reference_cards(self) -> list[dict]:
        """Learning-mode reference cards (technologies E/F, turbine effects, Connectors)."""
        return reference_cards()

    def cards_json(self) -> list[dict]:
        """For ``python -m desktop cards nucleum --json``: the reference cards in English."""
        out = []
        for c in reference_cards():
            d = {k: (v.english() if isinstance(v, Msg) else v) for k, v in c.items()}
            d.setdefault("name", d["id"])
            out.append(d)
        return out

    def conformance_options(self) -> list[Options]:
        O = NucleumOptions
        return [O(seats=1, baron=True), O(seats=1, baron=True, logic="digital"),
                O(seats=1, baron=True, baron_neutral_parties=True, baron_empty_party=True,
                  baron_harder_scoring=True, logic="digital"),
                O(seats=1, baron=True, baron_easier=True, map="australia"),
                O(seats=2), O(seats=2, auction=True), O(seats=3), O(seats=3, auction=True),
                O(seats=4), O(seats=4, auction=True)]


GAME = Nucleum()
