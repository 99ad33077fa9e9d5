"""Every game id -> its Game.  A new game joins the app, the CLI and the conformance suite by
adding one line here."""

from __future__ import annotations

import importlib
from functools import lru_cache

from desktop.engine.protocol import Game

#: game id -> "module:attribute" of its Game instance, in the order the home page lists them
GAME_MODULES: dict[str, str] = {
    "rftg": "desktop.games.rftg:GAME",
    "ti4": "desktop.games.ti4:GAME",
    "nucleum": "desktop.games.nucleum:GAME",
    "tmae": "desktop.games.tmae:GAME",
}


@lru_cache(maxsize=None)
def get(game_id: str) -> Game:
    try:
        target = GAME_MODULES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(GAME_MODULES)}") from None
    module, attr = target.split(":")
    return getattr(importlib.import_module(module), attr)


def ids() -> list[str]:
    return list(GAME_MODULES)


def all_games() -> list[Game]:
    return [get(g) for g in GAME_MODULES]
