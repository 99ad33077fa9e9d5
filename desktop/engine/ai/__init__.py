"""Computer players: seats played by a program at three levels (easy, medium, hard).

They play **fair**: an answer is a function of the seat's own view and decision, and of
determinisations drawn with the game's ``reshuffle_hidden(state, seat, rng)`` (what the seat
cannot see -- other hands, deck order, face-down cards, the state's future chance -- resampled).
They never read the state itself.  See :mod:`desktop.engine.ai.search` for the method.

Only the Game protocol is used (``to_act``, ``decision``, ``check``, ``apply``, ``view``,
``outcome``, ``clone``, ``reshuffle_hidden``, ``sample_answer``), plus the option ids (stable:
they are saved in answer logs), rule ids, and the game's public ``cards_json()`` card data.

No clock here (desktop/engine reads no clock): budgets are counted in rollouts; a caller may
pass ``clock`` (e.g. ``time.perf_counter``) to add a ceiling in seconds.
"""

from __future__ import annotations

from desktop.engine.ai.search import LEVELS, ComputerPlayer, Level

#: seat kinds a person can choose in the New game dialog (``"bot"`` is the random bot of old
#: saves, the tests and the simulator)
COMPUTER_KINDS = ("easy", "medium", "hard")
#: players the arena knows: the levels, the heuristic policy alone (``heuristic``: benchmarks
#: only) and the random bot
PLAYER_NAMES = COMPUTER_KINDS + ("heuristic", "random")


def is_computer(kind: str) -> bool:
    """True for a seat a program plays (the random bot ``"bot"`` included)."""
    return kind in COMPUTER_KINDS or kind in ("bot", "random")


#: the levels that take a helper process when one is offered (a second core for their search;
#: medium keeps its measured strength, one core)
HELPED = ("hard",)


def make_player(kind: str, seed: int = 0, clock=None, helper=None):
    """A player for a seat kind: ``easy``/``medium``/``hard``, or ``random``/``bot``.
    ``helper`` (:class:`desktop.engine.ai.helper.Helper`) is given to the levels of ``HELPED``."""
    if kind in ("random", "bot"):
        from desktop.engine.bots import RandomBot

        return RandomBot(seed)
    return ComputerPlayer(kind, seed, clock=clock, helper=helper if kind in HELPED else None)


__all__ = ["COMPUTER_KINDS", "HELPED", "LEVELS", "ComputerPlayer", "Level", "PLAYER_NAMES",
           "is_computer", "make_player"]
