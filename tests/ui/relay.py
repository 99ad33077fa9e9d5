"""A hot-seat game without reveals, for undo across seats: each seat in turn secretly notes
"a" or "b" (only it sees its own notes); after ``rounds`` rounds the most "a"s win."""

from __future__ import annotations

from dataclasses import dataclass

from desktop.engine.marks import M
from desktop.engine.protocol import Event, Game, Option, Options, Outcome, PickOne, RuleRef

C = "uitoy"
R = RuleRef("engine.protocol")
_NOTE = M(C, "Play a card")
_A = M(C, "Play {card}")


@dataclass(slots=True)
class RelayState:
    seats: int
    notes: list[list[str]]
    turn: int = 0
    answers: int = 0


class Relay(Game[RelayState]):
    id = "relay"
    name = M(C, "Bidding toy")
    description = M(C, "A tiny game with secret hands, for testing the table.")
    min_seats, max_seats = 2, 4
    options_model = Options
    state_type = RelayState

    def new(self, options: Options, seed: int) -> RelayState:
        return RelayState(options.seats, [[] for _ in range(options.seats)])

    def to_act(self, s: RelayState) -> tuple[int, ...]:
        return () if s.answers >= 3 * s.seats else (s.turn,)

    def decision(self, s: RelayState, seat: int) -> PickOne:
        return PickOne(seat, _NOTE(), R, tuple(Option(x, _A(card=x), (f"note:{x}",))
                                               for x in ("a", "b")))

    def apply(self, s: RelayState, seat: int, answer) -> list[Event]:
        bad = self.check(s, seat, answer)
        if bad is not None:
            raise bad
        s.notes[seat].append(answer)
        s.turn = (s.turn + 1) % s.seats
        s.answers += 1
        return []

    def view(self, s: RelayState, seat: int | None) -> dict:
        return {"turn": s.turn, "mine": list(s.notes[seat]) if seat is not None else None}

    def outcome(self, s: RelayState) -> Outcome | None:
        if s.answers < 3 * s.seats:
            return None
        scores = tuple(n.count("a") for n in s.notes)
        return Outcome(scores, tuple(i for i, v in enumerate(scores) if v == max(scores)))


GAME = Relay()
