"""A small game for the shell's tests, independent of any real rule set.

Each seat holds a secret hand of named cards.  On its turn a seat plays cards (PickOne in
odd rounds, PickSome of 1–2 in even rounds; playing reveals them), then bids 0–3
(PickNumber; repeating the previous bid is refused, so Confirm has a reason to be disabled).
After ``rounds`` rounds the highest total of bids plus cards played wins.  Setup deals with a
private log entry per seat ("You hold ...").
"""

from __future__ import annotations

import copy
import hashlib
import json
from dataclasses import dataclass, field
from typing import Literal

from pydantic import Field

from desktop.engine.marks import QT_TRANSLATE_NOOP, M
from desktop.engine.protocol import (Event, Game, Illegal, Option, Options, Outcome, PickNumber,
                                     PickOne, PickSome, RuleRef, ScoreLine)
from desktop.engine.rng import Rng

C = "uitoy"
NAMES = ["Aurora", "Basilisk", "Cobalt", "Dervish", "Ember", "Fjord", "Gryphon", "Halcyon",
         "Ibex", "Juniper", "Kestrel", "Lagoon", "Mistral", "Nebula", "Obsidian", "Pylon"]
R_PLAY = RuleRef("uitoy.play")
R_BID = RuleRef("uitoy.bid")
_PLAY = M(C, "Play a card")
_PLAY_SOME = M(C, "Play one or two cards")
_CARD = M(C, "Play {card}")
_BID = M(C, "Bid")
_NO_REPEAT = M(C, "You may not repeat the last bid ({bid}).")
_PLAYED = M(C, "{player} plays {cards}.")
_BIDS = M(C, "{player} bids {amount}.")
_YOU_HOLD = M(C, "You hold {cards}.")
_DEALT = M(C, "Three cards are dealt to each seat.")


class UiToyOptions(Options):
    seats: int = Field(2, ge=2, le=4, title=QT_TRANSLATE_NOOP("options", "Seats"))
    rounds: int = Field(2, ge=1, le=5, title=QT_TRANSLATE_NOOP("options", "Rounds"))
    fast_bids: bool = Field(False, title=QT_TRANSLATE_NOOP("options", "Fast bids"))
    deck: Literal["short", "long"] = Field("long", title=QT_TRANSLATE_NOOP("options", "Deck"))


@dataclass(slots=True)
class UiToyState:
    rng: Rng
    seats: int
    rounds: int
    deck: list[str]
    hands: list[list[str]]
    played: list[list[str]]
    bids: list[int]
    turn: int = 0
    round: int = 1
    step: str = "play"
    last_bid: int | None = None
    over: bool = False
    setup_events: list = field(default_factory=list)


class UiToy(Game[UiToyState]):
    id = "uitoy"
    name = M(C, "Bidding toy")
    description = M(C, "A tiny game with secret hands, for testing the table.")
    min_seats, max_seats = 2, 4
    options_model = UiToyOptions
    state_type = UiToyState

    def new(self, options: UiToyOptions, seed: int) -> UiToyState:
        rng = Rng.from_seed(seed)
        deck = list(NAMES if options.deck == "long" else NAMES[:12])
        rng.shuffle(deck)
        hands = [[deck.pop() for _ in range(3)] for _ in range(options.seats)]
        s = UiToyState(rng, options.seats, options.rounds, deck, hands,
                       [[] for _ in range(options.seats)], [0] * options.seats)
        s.setup_events = [Event(_DEALT(), R_PLAY, reveals=True)] + [
            Event(_YOU_HOLD(cards=", ".join(h)), R_PLAY, private_to=i) for i, h in enumerate(hands)]
        return s

    def clone(self, s: UiToyState) -> UiToyState:
        return copy.deepcopy(s)

    def dump(self, s: UiToyState) -> dict:
        return {"rng": repr(s.rng),
                **{k: getattr(s, k) for k in ("seats", "rounds", "deck", "hands", "played", "bids",
                                              "turn", "round", "step", "last_bid", "over")}}

    def state_hash(self, s: UiToyState) -> str:
        blob = json.dumps(self.dump(s), sort_keys=True, default=str)
        return hashlib.sha256(blob.encode()).hexdigest()

    def to_act(self, s: UiToyState) -> tuple[int, ...]:
        return () if s.over else (s.turn,)

    def decision(self, s: UiToyState, seat: int):
        if s.step == "play":
            opts = tuple(Option(f"card:{c}", _CARD(card=c), (f"card:{c}",), R_PLAY)
                         for c in s.hands[seat])
            if s.round % 2 == 0 and len(opts) >= 2:
                return PickSome(seat, _PLAY_SOME(), R_PLAY, opts, min=1, max=2)
            return PickOne(seat, _PLAY(), R_PLAY, opts)
        return PickNumber(seat, _BID(), R_BID, lo=0, hi=3)

    def check(self, s: UiToyState, seat: int, answer) -> Illegal | None:
        bad = super().check(s, seat, answer)
        if bad is not None:
            return bad
        if s.step == "bid" and answer == s.last_bid:
            return Illegal(_NO_REPEAT(bid=answer), R_BID)
        return None

    def apply(self, s: UiToyState, seat: int, answer) -> list[Event]:
        bad = self.check(s, seat, answer)
        if bad is not None:
            raise bad
        if s.step == "play":
            cards = [answer] if isinstance(answer, str) else list(answer)
            names = [c.split(":", 1)[1] for c in cards]
            for n in names:
                s.hands[seat].remove(n)
                s.played[seat].append(n)
            s.step = "bid"
            return [Event(_PLAYED(player=f"Seat {seat + 1}", cards=", ".join(names)), R_PLAY,
                          seat=seat, reveals=True, objects=tuple(cards))]
        s.bids[seat] += answer
        s.last_bid = answer
        s.step = "play"
        s.turn = (s.turn + 1) % s.seats
        if s.turn == 0:
            s.round += 1
            if s.round > s.rounds or not all(s.hands):
                s.over = True
        return [Event(_BIDS(player=f"Seat {seat + 1}", amount=answer), R_BID, seat=seat)]

    def view(self, s: UiToyState, seat: int | None) -> dict:
        v = {"round": s.round, "turn": s.turn,
             "table": [f"card:{c}" for p in s.played for c in p],
             "bids": list(s.bids), "hand_sizes": [len(h) for h in s.hands]}
        if seat is not None:
            v["hand"] = [f"card:{c}" for c in s.hands[seat]]
        return v

    def outcome(self, s: UiToyState) -> Outcome | None:
        if not s.over:
            return None
        scores = tuple(b + len(p) for b, p in zip(s.bids, s.played))
        top = max(scores)
        return Outcome(scores, tuple(i for i, v in enumerate(scores) if v == top),
                       (ScoreLine(M(C, "Bids")(), tuple(s.bids)),
                        ScoreLine(M(C, "Cards played")(), tuple(len(p) for p in s.played))))

    def secrets(self, s: UiToyState, seat: int | None) -> set[str]:
        return {c for i, h in enumerate(s.hands) if i != seat for c in h}


GAME = UiToy()
