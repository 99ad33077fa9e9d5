"""A tiny game with hidden hands, a deck, simultaneous picks and an end, used to test the
kernel (session, undo, saves, conformance helpers) apart from any real rule set.

Each round every seat secretly picks a card from its hand (simultaneous); the highest card
scores a point; then everyone draws one (a reveal).  The game ends when the deck is empty or
someone reaches 3 points.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop.engine.marks import M
from desktop.engine.protocol import (Event, Game, Illegal, Option, Options, Outcome, PickOne,
                                     RuleRef)
from desktop.engine.rng import Rng

R = RuleRef("engine.protocol")
_PICK = M("toy", "Pick a card")
_CARD = M("toy", "Card {n}")
_DREW = M("toy", "Everyone draws a card.")


@dataclass(slots=True)
class ToyState:
    rng: Rng
    deck: list[int]
    hands: list[list[int]]
    picks: list[int | None]
    points: list[int]
    over: bool = False


class Toy(Game[ToyState]):
    id = "toy"
    name = M("toy", "Toy")
    description = M("toy", "A toy game")
    min_seats, max_seats = 2, 4
    state_type = ToyState
    options_model = Options

    def new(self, options: Options, seed: int) -> ToyState:
        rng = Rng.from_seed(seed)
        deck = list(range(1, 21))
        rng.shuffle(deck)
        hands = [[deck.pop() for _ in range(3)] for _ in range(options.seats)]
        return ToyState(rng, deck, hands, [None] * options.seats, [0] * options.seats)

    def to_act(self, s: ToyState) -> tuple[int, ...]:
        if s.over:
            return ()
        return tuple(i for i, p in enumerate(s.picks) if p is None)

    def decision(self, s: ToyState, seat: int) -> PickOne:
        return PickOne(seat, _PICK(), R, tuple(
            Option(f"c{c}", _CARD(n=c), (f"card:{c}",)) for c in s.hands[seat]))

    def apply(self, s: ToyState, seat: int, answer) -> list[Event]:
        illegal = self.check(s, seat, answer)
        if illegal:
            raise illegal
        c = int(answer[1:])
        s.hands[seat].remove(c)
        s.picks[seat] = c
        if any(p is None for p in s.picks):
            return []
        best = max(range(len(s.picks)), key=lambda i: s.picks[i])
        s.points[best] += 1
        s.picks = [None] * len(s.picks)
        if max(s.points) >= 3 or len(s.deck) < len(s.hands):
            s.over = True
            return [Event(M("toy", "The game ends.")())]
        for h in s.hands:
            h.append(s.deck.pop())
        return [Event(_DREW(), R, reveals=True)]

    def view(self, s: ToyState, seat: int | None) -> dict:
        return {"points": list(s.points), "deck": len(s.deck),
                "hand": [f"card:{c}" for c in s.hands[seat]] if seat is not None else None,
                "hand_sizes": [len(h) for h in s.hands],
                "picked": [p is not None for p in s.picks]}

    def outcome(self, s: ToyState) -> Outcome | None:
        if not s.over:
            return None
        top = max(s.points)
        return Outcome(tuple(s.points), tuple(i for i, p in enumerate(s.points) if p == top))

    def secrets(self, s: ToyState, seat: int | None) -> set[str]:
        return {f"card:{c}" for i, h in enumerate(s.hands) if i != seat for c in h}

    def reshuffle_hidden(self, s: ToyState, seat, rng) -> ToyState:
        t = self.clone(s)
        pool = t.deck + [c for i, h in enumerate(t.hands) if i != seat for c in h]
        rng.shuffle(pool)
        for i, h in enumerate(t.hands):
            if i != seat:
                n = len(h)
                t.hands[i] = [pool.pop() for _ in range(n)]
        t.deck = pool
        return t


GAME = Toy()
