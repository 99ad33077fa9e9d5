"""One module per TM:AE decision kind; importing this package registers them all in ``STEPS``."""

from desktop.games.tmae.steps.base import STEPS
from desktop.games.tmae.steps import (  # noqa: F401  (registration)
    choice, corporation, discard, discard_to_draw, dummy_phase, effect, free_green, hand_limit,
    heat_convert, keep, main, mars_advance, payment, phase_card, redraft, resource_target, unmi,
)

__all__ = ["STEPS"]
