"""What the TM:AE Steps share: the random bot's purposeful draw and small id helpers."""

from __future__ import annotations

from desktop.engine.flow import Step, Steps
from desktop.engine.protocol import Legal


STEPS = Steps("tmae")

_new = object.__new__
_L_FIELDS = ("shape", "ids", "lo", "hi")
_L_SHAPE, _L_IDS, _L_LO, _L_HI = (Legal.__dict__[f].__set__ for f in _L_FIELDS)


def lean(shape: str, ids: tuple[str, ...] = (), lo: int = 0, hi: int = 0) -> Legal:
    """``Legal(shape, ids, lo, hi)``, the same object, built slot by slot (the lean forms of the
    frequent questions are built twice an answer: for the draw and for the check)."""
    x = _new(Legal)
    _L_SHAPE(x, shape)
    _L_IDS(x, ids)
    _L_LO(x, lo)
    _L_HI(x, hi)
    return x


class TmaeStep(Step):
    """A TM:AE decision.  The random draw is the one the game always used: doing something is
    likelier than selling, and selling likelier than passing."""

    #: the ids never include ``sell:`` or ``pass`` (then the draw needs no sorting of them)
    plain: bool = True

    def accepts(self, game, state, entry, answer) -> bool:
        """True when ``answer`` fits the lean form and no refusal applies (the check of the
        usual case, without building a refusal); False sends it through the full check."""
        legal = self.legal(game, state, entry)
        shape = legal.shape
        if shape == "one":
            ok = type(answer) is str and answer in legal.ids
        elif shape == "number":
            ok = type(answer) is int and legal.lo <= answer <= legal.hi
        else:
            ok = (type(answer) is list and legal.lo <= len(answer) <= legal.hi
                  and len(set(answer)) == len(answer) and all(type(a) is str and a in legal.ids for a in answer))
        return ok and self.refuse(game, state, entry, answer) is None

    def sample(self, game, state, entry, legal: Legal, rng):
        ids = legal.ids
        if legal.shape == "number":
            return legal.lo + rng.randbelow(legal.hi - legal.lo + 1)
        if legal.shape == "some":
            k = legal.lo + rng.randbelow(legal.hi - legal.lo + 1)
            pool = list(ids)
            rng.shuffle(pool)
            return pool[:k]
        if len(ids) == 1:
            return ids[0]
        if self.plain:  # every id is "doing something": the same draws, without sorting
            rng.randbelow(100)
            return ids[rng.randbelow(len(ids))]
        doing = [i for i in ids if not i.startswith("sell:") and i != "pass"]
        r = rng.randbelow(100)
        if doing and r < 80:
            return doing[rng.randbelow(len(doing))]
        if r < 92 or "pass" not in ids:
            sells = [i for i in ids if i.startswith("sell:")]
            if sells:
                return sells[rng.randbelow(len(sells))]
        return "pass" if "pass" in ids else ids[rng.randbelow(len(ids))]


#: "play:<code>", "sell:<code>"... ids of every card, built once
SELL_IDS = {c: f"sell:{c}" for c in range(1, 221)}
PLAY_IDS = {c: f"play:{c}" for c in range(1, 221)}
CARD_IDS = {c: f"card:{c}" for c in range(1, 221)}
#: and back: the code of such an id
SELL_CODE = {v: k for k, v in SELL_IDS.items()}
PLAY_CODE = {v: k for k, v in PLAY_IDS.items()}


CARD_CODE = {v: k for k, v in CARD_IDS.items()}


def accepts_cards(answer, cards: list[int], lo: int, hi: int) -> bool:
    """``answer`` is a set of ``lo..hi`` distinct ``card:<code>`` ids of ``cards``."""
    if type(answer) is not list or not lo <= len(answer) <= hi or len(set(answer)) != len(answer):
        return False
    for a in answer:
        if CARD_CODE.get(a) not in cards:
            return False
    return True


def code_of(option_id: str) -> int:
    """The card code of ``<kind>:<code>``."""
    return int(option_id[option_id.index(":") + 1:])


def codes_of(answer: list[str]) -> list[int]:
    return [code_of(a) for a in answer]
