"""What every RftG step shares: the registry, the random draw of the old engine (so that seeded
random games are the games they were), and small parsers of option ids (each id is parsed once,
where the answer is resolved)."""

from __future__ import annotations

from desktop.engine.flow import Pending, Step, Steps, push
from desktop.engine.protocol import Legal, Option, check_legal
from desktop.games.rftg.msgs import CARD_IDS, O_CARD, card_name
from desktop.games.rftg.piles import discard_cards

STEPS = Steps("rftg")
#: ``card:<i>`` -> i, for the canonical ids only
CARD_OF = {oid: i for i, oid in enumerate(CARD_IDS)}


def card_in(answer, pool) -> bool:
    """``answer`` is one ``card:<i>`` id of a card in ``pool``."""
    c = CARD_OF.get(answer) if type(answer) is str else None
    return c is not None and c in pool


def cards_in(answer, pool, lo: int, hi: int) -> bool:
    """``answer`` is a list of ``lo..hi`` distinct ``card:<i>`` ids of cards in ``pool``."""
    if type(answer) is not list and type(answer) is not tuple:
        return False
    if not lo <= len(answer) <= hi:
        return False
    get = CARD_OF.get
    seen = set()
    for a in answer:
        c = get(a) if type(a) is str else None
        if c is None or c in seen or c not in pool:
            return False
        seen.add(c)
    return True


def card_of(oid: str) -> int:
    """The instance of a ``card:<i>`` id."""
    return int(oid[5:])


def cards_of(answer: list[str]) -> list[int]:
    return [int(a[5:]) for a in answer]


def card_ids(cards) -> tuple[str, ...]:
    ids = CARD_IDS
    return tuple([ids[c] for c in cards])


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
    uniform count of ids by a partial shuffle, or a number.

    ``accepts`` is the lean test of an answer against the lean form (shape, ids, bounds) that
    ``check`` runs on every answer: steps whose lean form takes work to build test the answer
    directly; whenever it says no, ``check`` falls back to the lean form for the reason, so a
    step may only err towards no (tests/games/rftg/test_steps_guard.py holds it to
    ``legal``)."""

    def accepts(self, game, state, entry, answer) -> bool:
        return check_legal(self.legal(game, state, entry), answer, self.rule) is None

    def draw(self, game, state, entry, rng):
        """``sample`` over the lean form (steps whose ids are a list of cards draw from it
        directly, the same draws)."""
        return self.sample(game, state, entry, self.legal(game, state, entry), rng)

    def sample(self, game, state, entry, legal: Legal, rng):
        if legal.shape == "some":
            return draw_some(legal.ids, legal.lo, legal.hi, rng)
        ids = legal.ids
        if legal.shape == "one":
            return ids[rng.randbelow(len(ids))]
        return legal.lo + rng.randbelow(legal.hi - legal.lo + 1)


class OneStep(RftgStep):
    """A step answered by one id of ``ids`` (its lean form); the random answer is drawn from
    ``ids`` directly."""

    def ids(self, game, state, entry) -> tuple[str, ...]:
        raise NotImplementedError(self.kind)

    def legal(self, game, state, entry):
        return Legal("one", self.ids(game, state, entry))

    def draw(self, game, state, entry, rng):
        ids = self.ids(game, state, entry)
        return ids[rng.randbelow(len(ids))]


def draw_some(ids, lo: int, hi: int, rng) -> list[str]:
    """A uniform count from ``lo`` to ``hi`` of ``ids``, by a partial shuffle (only the picks
    are drawn)."""
    k = lo + rng.randbelow(hi - lo + 1)
    pool = list(ids)
    n = len(pool)
    for j in range(k):
        r = j + rng.randbelow(n - j)
        pool[j], pool[r] = pool[r], pool[j]
    return pool[:k]


def draw_cards(cards, lo: int, hi: int, rng) -> list[str]:
    """``draw_some`` over the ids of ``cards``."""
    ids = CARD_IDS
    return draw_some([ids[c] for c in cards], lo, hi, rng)


def draw_card(cards, rng) -> str:
    """One of ``cards`` uniformly, as its id."""
    return CARD_IDS[cards[rng.randbelow(len(cards))]]



class DiscardN(RftgStep):
    """Discard exactly ``args["n"]`` cards from hand (the opening hand, the hand limit):
    subclasses give the prompt and what follows the discard (``after``)."""

    def legal(self, game, st, e):
        n = e.args["n"]
        return Legal("some", card_ids(st.seats[e.seat].hand), n, n)

    def accepts(self, game, st, e, answer):
        n = e.args["n"]
        return cards_in(answer, st.seats[e.seat].hand, n, n)

    def draw(self, game, st, e, rng):
        return draw_cards(st.seats[e.seat].hand, e.args["n"], e.args["n"], rng)

    def option(self, game, st, e, oid):
        return card_option(oid)

    def resolve(self, game, st, e, answer, ev):
        discard_cards(st, e.seat, cards_of(answer))
        self.after(game, st, e, answer, ev)

    def after(self, game, st, e, answer, ev) -> None:
        pass
