"""Every game id -> its Game.  A new game joins the app, the CLI and the conformance suite by
adding its line to ``GAME_MODULES`` (and its card to ``GAME_INFO`` for the home page).

Games are imported only when used: the home page reads ``GAME_INFO`` (name, description,
seats) so that start-up does not load every game's card data.  A test holds ``GAME_INFO``
equal to what each game says of itself.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from desktop.engine.marks import M
from desktop.engine.protocol import Game

#: game id -> "module:attribute" of its Game instance, in the order the home page lists them
GAME_MODULES: dict[str, str] = {
    "rftg": "desktop.games.rftg:GAME",
    "tmae": "desktop.games.tmae:GAME",
    "nucleum": "desktop.games.nucleum:GAME",
    "ti4": "desktop.games.ti4:GAME",
    "bts": "desktop.games.bts:GAME",
}


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What the home page shows of a game without importing it (same marks as the game's)."""

    name: Any
    description: Any
    min_seats: int
    max_seats: int


GAME_INFO: dict[str, GameInfo] = {
    "rftg": GameInfo(
        M("rftg", "Race for the Galaxy"),
        M("rftg", "Race for the Galaxy with The Gathering Storm: 1-5 players (solitaire against the robot)."),
        1, 5),
    "tmae": GameInfo(
        M("tmae", "Terraforming Mars: Ares Expedition"),
        M("tmae", "Terraform Mars with phase cards, projects and standard projects; 1–4 players with solo mode."),
        1, 4),
    "nucleum": GameInfo(
        M("nucleum", "Nucleum: Court of Progress"),
        M("nucleum", "The Court side board for a Nucleum game on the table: Court actions, King's Day and final agenda scoring, Baron von Automat at court."),
        1, 4),
    "ti4": GameInfo(
        M("ti4", "Twilight Imperium 4: Imperial"),
        M("ti4", "A scoring-table companion for a real game of Twilight Imperium 4 (3–6 players): objectives, secret objectives, victory points and the Imperial strategy card."),
        3, 6),
    "bts": GameInfo(
        M("bts", "Beyond the Sun"),
        M("bts", "Beyond the Sun: research the technology tree, build ships, control and colonise systems; 2–4 players."),
        2, 4),
}


@lru_cache(maxsize=None)
def get(game_id: str) -> Game:
    try:
        target = GAME_MODULES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(GAME_MODULES)}") from None
    module, attr = target.split(":")
    return getattr(importlib.import_module(module), attr)


def info(game_id: str) -> GameInfo:
    """Name, description and seats of a game, importing it only when it has no card here."""
    found = GAME_INFO.get(game_id)
    if found is not None:
        return found
    g = get(game_id)
    return GameInfo(g.name, g.description, g.min_seats, g.max_seats)


def ids() -> list[str]:
    return list(GAME_MODULES)


def all_games() -> list[Game]:
    return [get(g) for g in GAME_MODULES]
