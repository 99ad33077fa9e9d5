"""Build RftG states by hand for scenario tests."""

from __future__ import annotations

from desktop.engine.flow import Pending, push_block
from desktop.games.rftg import GAME
from desktop.games.rftg.rules import DESIGN, N_CARDS


def instances(design_id: str) -> list[int]:
    return [i for i in range(N_CARDS) if DESIGN[i].id == design_id]


class Builder:
    """``b = Builder(2)``; ``b.tableau(0, "old_earth")``; ``st = b.state()``."""

    def __init__(self, seats: int = 2, advanced: bool = False):
        self.st = GAME.new(GAME.options(seats=seats, advanced=advanced, goals=False), 1)
        st = self.st
        self.free = list(range(N_CARDS))
        for s in st.seats:
            s.hand, s.tableau, s.explore = [], [], []
        st.pending = []
        st.good_on = [-1] * N_CARDS
        st.deck, st.discard = [], []
        self.top: list[int] = []
        self._goods: set[int] = set()

    def take(self, design_id: str) -> int:
        for i in self.free:
            if DESIGN[i].id == design_id:
                self.free.remove(i)
                if i in self.st.deck:
                    self.st.deck.remove(i)
                return i
        raise KeyError(design_id)

    def filler(self) -> int:
        """A card no test names (picked when the state is built), for goods and hands."""
        return -1

    def tableau(self, seat: int, *ids: str, good: tuple[str, ...] = ()) -> list[int]:
        out = []
        for d in ids:
            c = self.take(d)
            self.st.seats[seat].tableau.append(c)
            if d in good:
                self._goods.add(c)
            out.append(c)
        return out

    def hand(self, seat: int, *ids: str) -> list[int]:
        out = [self.take(d) for d in ids]
        self.st.seats[seat].hand.extend(out)
        return out

    def fill_hand(self, seat: int, n: int) -> None:
        self.st.seats[seat].hand.extend([-1] * n)

    def on_top(self, *ids: str) -> list[int]:
        """Cards drawn first, in this order."""
        out = [self.take(d) for d in ids]
        self.top.extend(out)
        return out

    def state(self):
        st = self.st
        plain = [i for i in self.free if DESIGN[i].is_world and not DESIGN[i].powers]
        plain += [i for i in self.free if i not in plain]

        def fill() -> int:
            c = plain.pop(0)
            self.free.remove(c)
            return c

        for w, g in enumerate(st.good_on):
            if g == -1 and w in self._goods:
                st.good_on[w] = fill()
        for s in st.seats:
            s.hand = [c if c >= 0 else fill() for c in s.hand]
        rest = list(self.free)
        st.deck = rest + list(reversed(self.top))
        st.step = "action"
        st.round = 1
        st.phase_no = 1
        for s in st.seats:
            s.actions = []
        st.pending = []
        push_block(st, [Pending("rftg.action", i) for i in range(len(st.seats))])
        return st


def act(st, *actions):
    """Every seat chooses its action (a str, or a list in the advanced game)."""
    events = []
    for seat, a in enumerate(actions):
        events += GAME.apply(st, seat, a)
    return events


def answer(st, seat, a):
    return GAME.apply(st, seat, a)


def cid(i: int) -> str:
    return f"card:{i}"


def option_ids(st, seat) -> list[str]:
    return [o.id for o in GAME.decision(st, seat).options]
