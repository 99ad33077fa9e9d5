"""TI4's Steps, one decision kind a module; importing this package registers them all."""

from desktop.games.ti4.steps import (holder, imp_home, imp_mecatol, imp_public, keep,  # noqa: F401
                                     record, record_reason, record_vp, return_secret, reveal,
                                     secondary, secondary_turn, st_home, st_public, st_secret,
                                     tokens)
from desktop.games.ti4.steps.base import STEPS

__all__ = ["STEPS"]
