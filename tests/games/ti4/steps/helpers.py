"""One Step at a time: a state just past setup with a chosen entry on top of the stack."""

from __future__ import annotations

from desktop.engine.flow import Pending
from desktop.games.ti4 import GAME

from ..helpers import fresh, play  # noqa: F401


def at(kind: str, seat: int = 0, seats: int = 4, seed: int = 7, phase: str = "action",
       holder: int | None = 0, **args):
    """A fresh game whose only pending work is ``kind`` for ``seat``."""
    s = fresh(seats, seed)
    s.phase, s.holder = phase, holder
    s.pending = [Pending(kind, seat, dict(args))]
    assert GAME.entry(s, seat).kind == kind
    return s


def ids(s, seat):
    return [o.id for o in GAME.decision(s, seat).options]
