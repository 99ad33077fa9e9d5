"""Twilight Imperium 4: the Imperial strategy card (see ``game.py`` for the table object ids)."""

from desktop.games.ti4.game import Ti4Imperial

GAME = Ti4Imperial()

__all__ = ["GAME", "Ti4Imperial"]
