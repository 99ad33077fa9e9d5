"""Every player-facing English template of the Nucleum court (marked for lupdate), and the
helpers that name sides, Parties and neutrals in messages."""

from __future__ import annotations

from desktop.engine.marks import M, P
from desktop.engine.protocol import Msg, seat_name
from desktop.games.nucleum.cards import PARTY_NAMES
from desktop.games.nucleum.data import PARTIES

BARON = M("nucleum", "Baron von Automat")
NEUTRAL = M("nucleum", "neutral {token}")
WHAT_NEXT = M("nucleum", "{player}: what happens next?")
O_COURT = M("nucleum", "I take the Court action")
O_BARON = M("nucleum", "The Baron's turn reaches the Court action")
O_NEXT = M("nucleum", "My turn is over: next player")
O_KD = M("nucleum", "A Progress space emptied: King's Day")
O_END = M("nucleum", "End-game condition met: {condition}")
O_FINAL = M("nucleum", "The game ended: final scoring")
O_TECH = M("nucleum", "I unlocked technology {tech}")
SOURCE_Q = M("nucleum", "{player}: which worker goes to the Court?")
S_WORKER = M("nucleum", "One of my available workers")
S_URANIUM = M("nucleum", "I convert 1 uranium into a worker")
S_FORGO = M("nucleum", "I have neither: I forgo the action")
PARTY_Q = M("nucleum", "{player}: into which Party?")
BEN = {
    "cap": M("nucleum", "Capitalists: 2 thalers and 1 step of thaler income"),
    "ft": M("nucleum", "Free Thinkers: 1 Action tile from the market for free"),
    "com": M("nucleum", "Communists: 2 VP and 1 step of worker income"),
    "rea": M("nucleum", "Realists: 2 achievement tokens and 1 step of VP income"),
}
E7_Q = M("nucleum", "{player}: technology E7 — which extra?")
E7_WORKER = M("nucleum", "Gain 1 worker")
E7_AGAIN = M("nucleum", "The Party's benefit once more")
BSUP_Q = M("nucleum", "Is there a worker in the Baron's supply?")
YES_WORKER = M("nucleum", "Yes: he places one")
SUP_EMPTY = M("nucleum", "No: his supply is empty")
TIE_Q = M("nucleum", "Draw a Logic card: which of the tied Parties does it select?")
TIE_O = M("nucleum", "The {party}")
BRES_Q = M("nucleum", "Is there a worker in the Baron's reserve?")
RES_YES = M("nucleum", "Yes: he gains 1 worker")
RES_EMPTY = M("nucleum", "No: he gains 3 VP instead")
ASK = M("nucleum", "{player}, for the {party} agenda: {question}")
BID_Q = M("nucleum", "{player}: bid for the first choice of Experiment, or pass? (high bid: {high} VP)")
BID = M("nucleum", "Bid")
PASS = M("nucleum", "Pass")
BID_N = M("nucleum", "{player}: how many VP do you bid?")
VP = M("nucleum", "VP")

# events
EV_SETUP_CARD = M("nucleum", "Setup card {card} revealed.")
EV_SETUP_REDRAW = M("nucleum", "Setup card {card}: ignored, another one is revealed.")
EV_NEUTRALS = M("nucleum", "The arrow neutral, neutral 2 and the King go to the {party}.")
EV_NEUTRAL_N = M("nucleum", "Neutral {token} goes to the {party}.")


EV_NEXT_PARTY = M("nucleum", "The {party} already hold neutrals: the next Party down is taken.")
EV_SETUP_LEADER = M("nucleum", "Neutral {token} takes the {party}' Leader space.")
EV_AGENDA = M("nucleum", "The {party} agenda tile shows: {agenda}.")
EV_WORKERS = M("nucleum", "Each player has {total} workers, {available} of them available.")
EV_FLAG = M("nucleum", "The VP flag goes under space {flag}.")
EV_MOD = M("nucleum", "{side} puts a worker in the {party} and leads it.")
EV_MOD_JOIN = M("nucleum", "{side} puts a worker in the {party}.")
EV_PLACED = M("nucleum", "{side} places a Politician in the {party}.")
EV_URANIUM = M("nucleum", "{side} converts 1 uranium into a worker.")
EV_FORGO = M("nucleum", "{side} has no worker and no uranium: the Court action is forgone.")
EV_BENEFIT = M("nucleum", "{side} gains the {party}' benefit: {benefit}.")
EV_LEADER = M("nucleum", "{side} becomes Leader of the {party}.")
EV_KING = M("nucleum", "The King moves to the {party}: they are the Dominant Party.")
EV_E7_WORKER = M("nucleum", "{side} gains 1 worker (E7).")
EV_TECH = M("nucleum", "{side} has unlocked technology {tech}.")
EV_NEXT = M("nucleum", "{side}'s turn.")
EV_END = M("nucleum", "End-game condition met: {condition} ({met} of {needed}).")
EV_END_TRIGGERED = M("nucleum", "The game end is triggered: finish the round, then everyone plays one more turn.")
EV_BARON_STEP = {
    "step1": M("nucleum", "Baron, step 1: placing in the {party} makes him their Leader."),
    "step2": M("nucleum", "Baron, step 2: he has no Politician in the Dominant Party, the {party}."),
    "step3": M("nucleum", "Baron, step 3: of the eligible Parties he has fewest Politicians in the {party}."),
    "step4": M("nucleum", "Baron, step 4: the Logic card selects the {party}."),
}
EV_LOGIC = M("nucleum", "Logic draw (house rule): {card}.")
EV_LOGIC_REDRAW = M("nucleum", "Logic draw (house rule): {card}, drawn again.")
EV_BARON_UNAVAILABLE = M("nucleum", "The Baron's supply is empty: the Court action is unavailable to him; he takes his next action by priority.")
EV_BARON_BONUS = {
    "cap": M("nucleum", "The Baron gains 1 thaler."),
    "ft": M("nucleum", "Remove the rightmost Action tile of the market to the box."),
    "com_worker": M("nucleum", "The Baron gains 1 worker."),
    "com_vp": M("nucleum", "The Baron's reserve is empty: he gains 3 VP."),
    "rea": M("nucleum", "The Baron gains 2 VP."),
}
EV_KD = M("nucleum", "King's Day {number}: score the base King's Day on the table, then the Party agendas.")
EV_FINAL = M("nucleum", "Final scoring: the base final scoring on the table, then the Party agendas (no removals).")
EV_SCORE = M("nucleum", "{side} scores {vp} VP: {party} agenda ({agenda}).")
EV_SCORE_DOM = M("nucleum", "{side} scores {vp} VP as Member of the Dominant Party ({party}).")
EV_BARON_SCORE = P("nucleum", "The Baron leads %n Party(s): {vp} VP.", "", 1)
EV_BARON_SCORE_DOM = P("nucleum", "The Baron leads %n Party(s) and sits in the Dominant Party: {vp} VP.", "", 1)
EV_REMOVE_LEADER = M("nucleum", "{side}, Leader of the {party}, returns 1 Politician to the reserve.")
EV_REMOVE_DOM = M("nucleum", "{side} returns 1 Politician from the Dominant Party ({party}).")
EV_REMOVE_NEUTRAL = M("nucleum", "Neutral {token} leaves the game.")
EV_ARROW = M("nucleum", "The arrow neutral moves from the {src} to the {dst}.")
EV_RESEAT = M("nucleum", "{side} takes the Leader space of the {party}.")
EV_RESEAT_NEUTRAL = M("nucleum", "Neutral {token} takes the Leader space of the {party}.")
EV_E8 = M("nucleum", "{side}: technology E8, {count} Politicians on the Court: {vp} VP.")
EV_AUCTION_BID = M("nucleum", "{side} bids {bid} VP.")
EV_AUCTION_PASS = M("nucleum", "{side} passes and will choose an Experiment in place {place}.")
EV_AUCTION_END = M("nucleum", "Experiment choice order: {order}.")
EV_AUCTION_COST = M("nucleum", "{side} will lose {vp} VP at the end of the game (last bid).")
EV_AUCTION_LOST = M("nucleum", "{side} loses {vp} VP bid in the auction.")
EV_CONTRACT = M("nucleum", "{side} now meets the requirement of contract {contract}.")
EV_CONTRACT_LOST = M("nucleum", "{side} no longer meets the requirement of contract {contract}.")
EV_OVER = M("nucleum", "The court is scored. Add the court's VP to the VP track; the table decides the winner.")
NOTE_BARON = M("nucleum", "Baron von Automat: {vp} VP from the court. Court VP only: add them to each score on the main board, where the winner is decided.")
NOTE = M("nucleum", "Court VP only: add them to each score on the main board, where the winner is decided.")
SHEET = {
    "benefit": M("nucleum", "Party benefits"), "kings_day": M("nucleum", "King's Day agendas"),
    "final": M("nucleum", "Final agendas"), "e8": M("nucleum", "Technology E8"),
    "baron_bonus": M("nucleum", "Baron's bonuses"), "auction": M("nucleum", "Auction bids lost"),
}


def tok(token: str) -> str:
    """A neutral politician as printed on it: its number, or the arrow (as on the board)."""
    return "↗" if token == "arrow" else token


def side_name(s, side: int) -> Msg:
    if s.baron and side == s.seats:
        return BARON()
    return seat_name(side)


def party_name(p: int) -> Msg:
    return PARTY_NAMES[PARTIES[p]]()


def party_id(p: int) -> str:
    return f"party.{PARTIES[p]}"
