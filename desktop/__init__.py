"""Tabula: a desktop digital board for several board-game rule sets."""

__version__ = "0.1.0"
