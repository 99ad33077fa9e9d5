"""Seat controllers that are programs.

The rules' own automated opponents (the RftG robot, Baron von Automat, the TM:AE dummy hand)
are *not* here: they are rules and live in their game's package.  A bot here stands in for a
person at a seat.
"""

from __future__ import annotations

from desktop.engine.protocol import Answer, Game
from desktop.engine.rng import Rng


class RandomBot:
    """Answers with a uniformly sampled legal answer (the game's ``sample_answer``)."""

    def __init__(self, seed: int = 0):
        self.rng = Rng.from_seed(seed)

    def choose(self, game: Game, state, seat: int) -> Answer:
        return game.sample_answer(state, seat, self.rng)


def play_random_game(game: Game, options, seed: int, bot_seed: int | None = None,
                     check_invariants: bool = False, on_answer=None):
    """Play one game with random bots in every seat.  Returns ``(state, answers)``.

    Raises ``RuntimeError`` when the game exceeds ``game.max_answers`` or an invariant
    breaks (with ``check_invariants``)."""
    bot = RandomBot(seed if bot_seed is None else bot_seed)
    state = game.new(options, seed)
    answers: list[tuple[int, Answer]] = []
    while True:
        seats = game.to_act(state)
        if not seats:
            break
        if len(answers) >= game.max_answers:
            raise RuntimeError(f"{game.id}: no end after {len(answers)} answers (seed {seed})")
        seat = seats[0]
        answer = bot.choose(game, state, seat)
        game.apply(state, seat, answer)
        answers.append((seat, answer))
        if on_answer is not None:
            on_answer(state, seat, answer)
        if check_invariants:
            broken = game.invariants(state)
            if broken:
                raise RuntimeError(f"{game.id}: invariant broken after answer {len(answers)}"
                                   f" (seed {seed}): {broken}")
    return state, answers
