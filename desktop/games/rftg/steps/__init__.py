"""One module per decision kind; importing this package registers them all in ``STEPS``."""

from desktop.games.rftg.steps import (action, consume, consume_goods, develop, discard_hand,  # noqa: F401
                                      draft_pick, draft_start, explore, gamble, hand_limit, pay,
                                      produce, produce_discard, sell, settle, setup_discard,
                                      temp_military, trade)
from desktop.games.rftg.steps.base import STEPS

__all__ = ["STEPS"]
