"""Shared by the step tests: the head entry of a seat and scenario builders."""

from desktop.games.rftg import GAME
from tests.games.rftg.helpers import Builder, act, answer, cid, option_ids  # noqa: F401
from tests.games.rftg.test_phases import consume_state, settle_state, two  # noqa: F401


def kind(st, seat: int) -> str:
    e = GAME.entry(st, seat)
    return e.kind if e is not None else ""
