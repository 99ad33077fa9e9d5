"""rftg.develop: choose a development to place (paid after every seat has chosen), or pass."""

from __future__ import annotations

from desktop.engine.protocol import Illegal, Legal, Option, PickOne
from desktop.games.rftg.msgs import (CARD_IDS, O_PASS, O_PLACE_DEV, P_DEVELOP, R_DEVELOP,
                                     R_DEVELOP_BONUS, R_NO_DUP, R_PAY, X_AFFORD, X_DUP, card_name,
                                     cid)
from desktop.games.rftg.powers import can_develop, dev_cost, develop_choices, has_design
from desktop.games.rftg.rules import DESIGN
from desktop.games.rftg.steps.base import CARD_OF, STEPS, RftgStep, card_of


def _by_design(ids) -> dict[str, list[str]]:
    """The first id of each design among the offered cards -> the ids of its other copies."""
    first: dict[int, str] = {}
    out: dict[str, list[str]] = {}
    for oid in ids:
        if oid == "pass":
            continue
        d = DESIGN[card_of(oid)].index
        if d in first:
            out[first[d]].append(oid)
        else:
            first[d] = oid
            out[oid] = []
    return out


@STEPS.register
class Develop(RftgStep):
    kind = "rftg.develop"
    rule = R_DEVELOP

    def legal(self, game, st, e):
        return Legal("one", ("pass",) + tuple([cid(c) for c in develop_choices(st, e.seat)]))

    def accepts(self, game, st, e, answer):
        if answer == "pass":
            return True
        c = CARD_OF.get(answer) if type(answer) is str else None
        return c is not None and can_develop(st, e.seat, c)

    def prompt(self, game, st, e):
        return P_DEVELOP()

    def option(self, game, st, e, oid, copies=()):
        if oid == "pass":
            return Option(oid, O_PASS(), (), R_DEVELOP)
        c = card_of(oid)
        cost = dev_cost(st, e.seat, c)
        return Option(oid, O_PLACE_DEV(n=cost, card=card_name(c)), (oid, *copies),
                      R_DEVELOP_BONUS if st.seats[e.seat].bonus else R_DEVELOP,
                      data={"card": oid, "cost": cost})

    def decision(self, game, st, e):
        """Copies of one design in hand are one choice (placing either is the same): one
        button, every copy its target.  (The lean form still accepts every copy's id, which
        saved games may hold.)"""
        copies = _by_design(self.legal(game, st, e).ids)
        opts = [self.option(game, st, e, "pass")]
        opts += [self.option(game, st, e, oid, tuple(more)) for oid, more in copies.items()]
        return PickOne(e.seat, self.prompt(game, st, e), self.rule, tuple(opts))

    def sample(self, game, st, e, legal, rng):
        """A choice the decision offers (one per design)."""
        ids = ("pass",) + tuple(_by_design(legal.ids))
        return ids[rng.randbelow(len(ids))]

    def draw(self, game, st, e, rng):
        ids = ["pass"]
        seen = set()
        for c in develop_choices(st, e.seat):
            d = DESIGN[c].index
            if d not in seen:
                seen.add(d)
                ids.append(CARD_IDS[c])
        return ids[rng.randbelow(len(ids))]

    def why_not(self, game, st, e, answer):
        """The rule that refuses a development the seat holds but may not place now."""
        if not answer.startswith("card:") or not answer[5:].isdigit():
            return None
        c = int(answer[5:])
        s = st.seats[e.seat]
        if c not in s.hand or not DESIGN[c].is_dev:
            return None
        if has_design(s, c):
            return Illegal(X_DUP(), R_NO_DUP)
        return Illegal(X_AFFORD(), R_PAY)

    def resolve(self, game, st, e, answer, ev):
        if answer != "pass":
            st.seats[e.seat].selected = card_of(answer)
