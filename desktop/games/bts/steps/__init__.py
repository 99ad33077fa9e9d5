"""One Step per decision kind of Beyond the Sun (desktop/engine/flow.py), one module each."""

from __future__ import annotations

from desktop.engine.flow import Steps

STEPS = Steps("bts")

from desktop.games.bts.steps import (  # noqa: E402,F401  (each module registers its Step)
    achievement, action, automate, choice, choose_card, colonise, move, pick_ship, place_ship,
    production, research, run_effects, settle, trade, unlock,
)
