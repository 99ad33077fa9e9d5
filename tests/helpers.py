"""Test helpers shared by every game: play answers, build options, read what is pending.

Per-game helpers (tests/games/<id>/helpers.py) build that game's situations and delegate the
generic parts here, so "answer as the Session would" is written once.
"""

from __future__ import annotations

from typing import Any

from desktop.engine.protocol import Answer, Event, Game


def options(game: Game, **values: Any):
    """The game's options model with these values (validated as the New game dialog does)."""
    return game.options(**values)


def play(game: Game, state, *answers: Answer | tuple[int, Answer]) -> list[Event]:
    """Apply answers as the Session does (checked once, by ``apply``).

    An answer is ``(seat, answer)``, or a bare answer given by the first seat that owes one.
    Fails the test with the refusal's reason when an answer is refused."""
    events: list[Event] = []
    for a in answers:
        if isinstance(a, tuple) and len(a) == 2 and type(a[0]) is int:
            seat, answer = a
        else:
            seats = game.to_act(state)
            assert seats, f"nobody owes an answer (giving {a!r})"
            seat, answer = seats[0], a
        bad = game.check(state, seat, answer)
        assert bad is None, f"seat {seat} answer {answer!r} refused: {bad!r}"
        events += game.apply(state, seat, answer)
    return events


def pending(game: Game, state) -> list[str]:
    """Kinds of the pending entries that owe an answer now (FlowGame), in seat order."""
    return list(game.pending_kinds(state))


def option_ids(game: Game, state, seat: int) -> list[str]:
    return [o.id for o in getattr(game.decision(state, seat), "options", ())]


def texts(events: list[Event]) -> list[str]:
    return [e.msg.english() for e in events]


def rule_ids(events: list[Event]) -> list[str]:
    return [e.rule.id for e in events if e.rule is not None]
