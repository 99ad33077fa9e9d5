"""Beyond the Sun (2–4 players): the engine (registered in desktop/engine/registry.py; its table is desktop/ui/games/bts.py)."""

from desktop.games.bts.flow import BeyondTheSun, BtsOptions

GAME = BeyondTheSun()

__all__ = ["GAME", "BeyondTheSun", "BtsOptions"]
