"""Build solitaire (robot) states by hand for scenario tests."""

from __future__ import annotations

from desktop.engine.rng import Rng
from desktop.engine.flow import Pending, push_block
from desktop.games.rftg import GAME
from desktop.games.rftg import robot
from desktop.games.rftg.rules import DESIGN, N_CARDS

ROBOT_FACES = robot.data().dice["robot_die"].value
PLAIN_FACES = robot.data().dice["plain_die"].value


def first(pred, exclude=()) -> int:
    for i in range(N_CARDS):
        if i not in exclude and pred(DESIGN[i]):
            return i
    raise LookupError


def cards(pred, n: int, exclude=()) -> list[int]:
    out = []
    for i in range(N_CARDS):
        if len(out) == n:
            break
        if i not in exclude and i not in out and pred(DESIGN[i]):
            out.append(i)
    assert len(out) == n
    return out


def is_world(d):
    return d.is_world and d.start_number is None and not d.military


def is_mil_world(d):
    return d.is_world and d.start_number is None and d.military


def is_dev(d):
    return d.is_dev and not d.six_dev


def is_six(d):
    return d.six_dev


def instance(design_id: str) -> int:
    return first(lambda d: d.id == design_id)


class RobotTable:
    """A solitaire game whose robot and piles the test sets by hand.

    ``t = RobotTable("new_sparta")``: robot start world; the player's start world is Old Earth
    (or Epsilon Eridani when the robot has Old Earth); the deck holds every other card, so
    ``t.top(...)`` puts chosen cards on top of it."""

    def __init__(self, start: str = "old_earth", difficulty: str = "medium", credit=None,
                 economy=None, pile=None, seed: int = 1):
        st = GAME.new(GAME.options(seats=1, difficulty=difficulty), seed)
        self.st = st
        me = "epsilon_eridani" if start == "old_earth" else "old_earth"
        rstart = instance(start)
        pstart = instance(me)
        st.seats[0].tableau = [pstart]
        st.seats[0].hand = []
        st.seats[0].explore = []
        st.good_on = [-1] * N_CARDS
        st.discard = []
        w = robot.world(rstart)
        r = st.robot
        r.start = rstart
        r.tableau = [rstart]
        r.pile = []
        r.credit = w.credit if credit is None else credit
        r.economy = w.economy if economy is None else economy
        r.reads = w.reads.value
        r.counters = list(w.counters)
        st.deck = [i for i in range(N_CARDS) if i not in (rstart, pstart)]
        if pile is not None:
            self.set_pile(pile)
        st.step = "action"
        st.round = 1
        st.phase_no = 1
        st.seats[0].actions = []
        st.pending = []
        push_block(st, [Pending("rftg.action", 0)])

    def take(self, cards_: list[int]) -> list[int]:
        for c in cards_:
            self.st.deck.remove(c)
        return cards_

    def set_pile(self, cards_: list[int]) -> None:
        """The robot's pile, bottom first (the last card is flipped first)."""
        self.st.robot.pile = self.take(list(cards_))

    def top(self, *cards_: int) -> None:
        """These cards are drawn next, in this order."""
        self.take(list(cards_))
        self.st.deck.extend(reversed(cards_))

    def free(self, pred, n: int) -> list[int]:
        """``n`` cards of the draw pile that ``pred`` accepts (taken out of it)."""
        out = [c for c in self.st.deck if pred(DESIGN[c])][:n]
        assert len(out) == n
        return self.take(out)

    def hand(self, *cards_: int) -> None:
        self.st.seats[0].hand.extend(self.take(list(cards_)))


def rig_dice(st, robot_face: str, plain_face: str) -> None:
    """Set the state's generator so that the next roll shows these faces."""
    for k in range(100_000):
        rng = Rng.from_seed(k)
        probe = rng.clone()
        if (ROBOT_FACES[probe.randbelow(6)] == robot_face
                and PLAIN_FACES[probe.randbelow(6)] == plain_face):
            st.rng = rng
            return
    raise LookupError((robot_face, plain_face))


SPACE_FACE = ("explore", "explore", "develop", "develop", "settle", "settle", "trade", "x2",
              "produce")


def resolve(st, phase: str, placed: list[int], actions: list[str], rolled=None):
    """The robot's turn in ``phase`` with dice on ``placed`` (rolled as those faces unless
    ``rolled`` says otherwise) and the player's ``actions``."""
    st.seats[0].actions = actions
    st.robot.placed = placed
    st.robot.rolled = list(rolled) if rolled else [SPACE_FACE[p] for p in placed]
    events = []
    robot.resolve(st, phase, events)
    return events
