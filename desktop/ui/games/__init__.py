"""Per-game table layouts: game id -> module, imported only when a table of that game opens.

A layout module provides ``layout(view, seat, ctx) -> TableSpec``: it turns the view the
engine gives ``seat`` (``None``: the public view, e.g. behind the hot-seat curtain) into zones
and items.  ``ctx`` is a :class:`LayoutContext`.  A registered game without a module yet gets
the generic layout (``generic.py``), which shows any view as labelled cards and counters.
"""

from __future__ import annotations

import importlib
import logging
from dataclasses import dataclass, field
from typing import Any, Callable

log = logging.getLogger(__name__)

# game id -> module providing ``layout``
LAYOUTS: dict[str, str] = {
    "ti4": "desktop.ui.games.ti4",
    "rftg": "desktop.ui.games.rftg",
    "nucleum": "desktop.ui.games.nucleum",
    "tmae": "desktop.ui.games.tmae",
    "bts": "desktop.ui.games.bts",
}

PLAYER_COLORS = ("#d64541", "#2e86de", "#f5c542", "#27ae60", "#8e44ad", "#e67e22", "#16a085",
                 "#7f8c8d")


@dataclass(slots=True)
class LayoutContext:
    game_id: str
    # player names by seat
    names: list[str]
    # translates a Msg (or passes a str through)
    tr: Callable[[Any], str]
    # the option ids' targets of the pending decision (layouts may use them, e.g. to show
    # a hidden pile's top when it is a target)
    targets: set[str] = field(default_factory=set)
    # the events the seat in view may see, oldest first (layouts may summarise recent ones,
    # e.g. a scoring breakdown or an automaton's last decision)
    events: list = field(default_factory=list)
    # the pending decision of the seat in view (None when there is none), so a layout can
    # show what an option costs next to the object it targets
    decision: Any = None

    def color(self, seat: int | None) -> str:
        if seat is None or seat < 0:
            return "#bdc3c7"
        return PLAYER_COLORS[seat % len(PLAYER_COLORS)]

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "?"
        return self.names[seat]


def layout_for(game_id: str) -> Callable:
    """The layout function of a game (generic when it has none, or it fails to import)."""
    module = LAYOUTS.get(game_id)
    if module is not None:
        try:
            return importlib.import_module(module).layout
        except ImportError:
            log.exception("layout module %s failed to import; using the generic layout", module)
    from desktop.ui.games.generic import layout

    return layout
