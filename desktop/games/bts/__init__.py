"""Beyond the Sun (2–4 players): the engine.  Not registered yet (the table comes later)."""

from desktop.games.bts.flow import BeyondTheSun, BtsOptions

GAME = BeyondTheSun()

__all__ = ["GAME", "BeyondTheSun", "BtsOptions"]
