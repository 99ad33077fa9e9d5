"""Card effects as pending work: one :class:`Pending` per step term of the card data.

A term that needs an answer becomes the entry of its decision Step (``TERM_KIND``); the others
become ``tmae.effect`` entries, resolved without a question when they reach the top.  Entries
are pushed so that the first step of a card is handled first, before whatever was waiting.
"""

from __future__ import annotations

from desktop.engine.flow import Pending, push
from desktop.games.tmae.msgs import CARD_IDS

EFFECT = "tmae.effect"

#: step terms that ask a question -> the kind of their Step
TERM_KIND = {
    "choice": "tmae.choice",
    "add": "tmae.resource_target",
    "add_held": "tmae.resource_target",
    "discard": "tmae.discard",
    "free_green": "tmae.free_green",
    "university": "tmae.discard_to_draw",
    "redraft": "tmae.redraft",
    "convert": "tmae.heat_convert",
}


def work(seat: int, src: int, st: dict) -> Pending:
    """The entry of one step term ``st`` of card ``src`` for ``seat``."""
    return Pending(TERM_KIND.get(next(iter(st)), EFFECT), seat, {"src": src, "st": st}, CARD_IDS.get(src))


def push_work(s, entries: list[Pending]) -> None:
    """Put ``entries`` on top of the stack, the first one next.  Work pushed while a
    simultaneous block is on top joins that block (the seat goes on answering its follow-ups
    while the others still think); in TM:AE an open block is always the top of the stack."""
    if entries:
        stack = s.pending
        push(s, *entries, block=stack[-1].block if stack else 0)


def push_steps(s, seat: int, src: int, steps) -> None:
    """Put the steps of card ``src`` on top of the stack, the first one next."""
    if steps:
        push_work(s, [work(seat, src, st) for st in steps])


def as_block(s, start: int) -> None:
    """Make the entries pushed since ``len(s.pending) == start`` one simultaneous block: each
    seat works through its own entries, in its own order, as if each had a queue."""
    new = s.pending[start:]
    if new:
        b = 1 + max((p.block for p in s.pending), default=0)
        for e in new:
            e.block = b
