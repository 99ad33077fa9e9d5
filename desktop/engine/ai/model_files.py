"""The computer players' shipped model files: write one, read one, or go on without it.

A missing or unreadable file must not stop a game: the player then plays without that model,
and says so once with a warning."""

from __future__ import annotations

import json
import warnings
from pathlib import Path
from typing import Callable, TypeVar

T = TypeVar("T")


def load(path: Path, make: Callable[[dict], T], without: str) -> T | None:
    """``make`` of the JSON in ``path``, or None with a RuntimeWarning naming the file, what
    went wrong and ``without`` (what the player does instead)."""
    try:
        return make(json.loads(Path(path).read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as e:
        warnings.warn(f"{path}: {e}; the computer player {without}", RuntimeWarning,
                      stacklevel=3)
        return None


def write(out: Path, data: dict) -> None:
    """A model file's contents written as the loaders read them (indented JSON, UTF-8)."""
    Path(out).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
