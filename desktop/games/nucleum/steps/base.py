"""The registry of Nucleum's Steps and the random bot's preferences they share."""

from __future__ import annotations

from desktop.engine.flow import Step, Steps
from desktop.engine.protocol import Legal

STEPS = Steps("nucleum")

#: how often the random bot picks an answer (relative weights; unlisted ids weigh 1, and an
#: end-game condition 0.3): playouts then look like real courts (many Court actions, a few
#: King's Days) and end
WEIGHTS = {"court": 6, "baron": 5, "next": 3, "kings_day": 1, "final": 4,
           "e7": 0.3, "e8": 0.3, "pass": 2, "bid": 1, "forgo": 0.2}
#: a figure asked for an agenda is drawn from its lowest value to 6 above it
NUMBER_SPREAD = 6


def weighted(ids: tuple[str, ...], rng) -> str:
    ws = [WEIGHTS.get(i, 0.3 if i.startswith("end:") else 1) for i in ids]
    tot = sum(ws)
    x = rng.randbelow(10_000) / 10_000 * tot
    for i, w in zip(ids, ws):
        x -= w
        if x < 0:
            return i
    return ids[-1]


class NucleumStep(Step):
    """A Step sampled by the weights above (numbers: ``lo`` to ``lo + 6``)."""

    def sample(self, game, state, entry, legal: Legal, rng):
        if legal.shape == "number":
            hi = min(legal.hi, legal.lo + NUMBER_SPREAD)
            return legal.lo + rng.randbelow(hi - legal.lo + 1)
        return weighted(legal.ids, rng)
