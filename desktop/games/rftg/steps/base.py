"""What every RftG step shares: the registry, the random draw of the old engine (so that seeded
random games are the games they were), and small parsers of option ids (each id is parsed once,
where the answer is resolved)."""

from __future__ import annotations

from desktop.engine.flow import Pending, Step, Steps, push
from desktop.engine.protocol import Legal, Option
from desktop.games.rftg.msgs import O_CARD, card_name

STEPS = Steps("rftg")


def card_of(oid: str) -> int:
    """The instance of a ``card:<i>`` id."""
    return int(oid[5:])


def cards_of(answer: list[str]) -> list[int]:
    return [int(a[5:]) for a in answer]


def card_ids(cards) -> tuple[str, ...]:
    return tuple([f"card:{c}" for c in cards])


def card_option(oid: str, rule=None) -> Option:
    """A card offered by itself (its name; the card is the target)."""
    return Option(oid, O_CARD(card=card_name(card_of(oid))), (oid,), rule)


def follow(st, entry: Pending, nxt: Pending | None) -> None:
    """Push the seat's next question of this phase, in the entry's block (the other seats may
    still be answering theirs)."""
    if nxt is not None:
        push(st, nxt, block=entry.block)


class RftgStep(Step):
    """A step of the game.  ``sample`` draws as the engine always has: one id uniformly, or a
    uniform count of ids by a partial shuffle, or a number."""

    def sample(self, game, state, entry, legal: Legal, rng):
        ids = legal.ids
        if legal.shape == "one":
            return ids[rng.randbelow(len(ids))]
        lo, hi = legal.lo, legal.hi
        if legal.shape == "number":
            return lo + rng.randbelow(hi - lo + 1)
        k = lo + rng.randbelow(hi - lo + 1)
        pool = list(ids)
        n = len(pool)
        for j in range(k):  # partial Fisher-Yates: only the k picks are drawn
            r = j + rng.randbelow(n - j)
            pool[j], pool[r] = pool[r], pool[j]
        return pool[:k]
