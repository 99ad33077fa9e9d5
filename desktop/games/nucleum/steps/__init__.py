"""Nucleum's Steps, one decision kind a module; importing this package registers them all."""

from desktop.games.nucleum.steps import (ask, auction, auction_bid, baron_reserve,  # noqa: F401
                                         baron_supply, baron_tie, court_e7, court_party,
                                         court_source, main, score)
from desktop.games.nucleum.steps.base import STEPS

__all__ = ["STEPS"]
