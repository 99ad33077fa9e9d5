"""The pending stack and the Step base game (desktop/engine/flow.py), on a small game.

Each round every seat secretly bids a card from its hand (a simultaneous block); a seat that
bids its highest card must then say how many points to stake (a follow-up in the block, while
the others may still be bidding).  When every bid is in, an effect (work that asks nothing)
scores the round and the phase machine deals the next.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import pytest

from desktop.engine.flow import (FlowGame, Pending, Step, Steps, copy_pending, heads, push,
                                 push_block)
from desktop.engine.marks import M
from desktop.engine.protocol import (Illegal, Legal, Option, Options, Outcome, PickNumber,
                                     PickOne, PickSome, RuleRef)
from desktop.engine.rng import Rng
from desktop.engine.session import Player, Session

R = RuleRef("engine.protocol")
STEPS = Steps("flowtoy")


@dataclass(slots=True)
class FState:
    rng: Rng
    hands: list[list[int]]
    points: list[int]
    bids: list[int | None]
    stakes: list[int]
    round: int = 0
    over: bool = False
    pending: list[Pending] = field(default_factory=list)
    players: list[int] = field(default_factory=list)


@STEPS.register
class Bid(Step):
    kind = "flowtoy.bid"
    rule = R

    def legal(self, g, s, e):
        return Legal("one", tuple(f"c{c}" for c in s.hands[e.seat]))

    def prompt(self, g, s, e):
        return M("flowtoy", "Bid a card")()

    def option(self, g, s, e, i):
        return Option(i, M("flowtoy", "Card {n}")(n=int(i[1:])), (f"card:{i[1:]}",), R,
                      data={"value": int(i[1:])})

    def refuse(self, g, s, e, answer):
        if s.round == 2 and answer == f"c{min(s.hands[e.seat])}" and len(s.hands[e.seat]) > 1:
            return Illegal(M("flowtoy", "Not your lowest card in round 2.")(), R)
        return None

    def resolve(self, g, s, e, answer, ev):
        c = int(answer[1:])
        s.bids[e.seat] = c
        if c == max(s.hands[e.seat]):
            push(s, Pending("flowtoy.stake", e.seat, {"most": 3}), block=e.block)
        s.hands[e.seat].remove(c)


@STEPS.register
class Stake(Step):
    kind = "flowtoy.stake"
    rule = R

    def legal(self, g, s, e):
        return Legal("number", (), 0, e["most"])

    def prompt(self, g, s, e):
        return M("flowtoy", "Stake points")()

    def resolve(self, g, s, e, answer, ev):
        s.stakes[e.seat] = answer


@STEPS.register
class Discard(Step):
    kind = "flowtoy.discard"
    rule = R

    def legal(self, g, s, e):
        return Legal("some", tuple(f"c{c}" for c in s.hands[e.seat]), 1, 2)

    def prompt(self, g, s, e):
        return M("flowtoy", "Discard one or two")()

    def option(self, g, s, e, i):
        return Option(i, M("flowtoy", "Card {n}")(n=int(i[1:])))

    def forced(self, g, s, e):
        return None if len(s.hands[e.seat]) > 1 else [f"c{s.hands[e.seat][0]}"]

    def resolve(self, g, s, e, answer, ev):
        for a in answer:
            s.hands[e.seat].remove(int(a[1:]))


@STEPS.register
class Score(Step):
    kind = "flowtoy.score"
    rule = R
    asks = False

    def resolve(self, g, s, e, answer, ev):
        best = max(range(len(s.bids)), key=lambda i: (s.bids[i], -i))
        s.points[best] += 1 + s.stakes[best]
        s.bids = [None] * len(s.bids)
        s.stakes = [0] * len(s.stakes)


class FlowToy(FlowGame[FState]):
    id = "flowtoy"
    name = M("flowtoy", "Flow toy")()
    description = M("flowtoy", "A toy")()
    min_seats, max_seats = 2, 3
    state_type = FState
    options_model = Options
    steps = STEPS

    def new(self, options, seed):
        rng = Rng.from_seed(seed)
        deck = list(range(1, 31))
        rng.shuffle(deck)
        n = options.seats
        s = FState(rng, [[deck.pop() for _ in range(5)] for _ in range(n)], [0] * n, [None] * n,
                   [0] * n, players=list(range(n)))
        self.settle(s, [])
        return s

    def advance(self, s, ev):
        if s.round == 3:
            push(s, Pending("flowtoy.discard", 0))
            s.round += 1
            return
        if s.round > 3 or not all(s.hands):
            s.over = True
            return
        s.round += 1
        push(s, Pending("flowtoy.score", 0, source="round"))
        push_block(s, [Pending("flowtoy.bid", i) for i in range(len(s.hands))])

    def view(self, s, seat):
        return {"points": list(s.points)}

    def outcome(self, s):
        if not s.over:
            return None
        best = max(s.points)
        return Outcome(tuple(s.points), tuple(i for i, p in enumerate(s.points) if p == best))


GAME = FlowToy()


def test_a_block_asks_every_seat_at_once_and_follow_ups_stay_in_it():
    s = GAME.new(Options(seats=3), 7)
    assert GAME.to_act(s) == (0, 1, 2)
    top = max(s.hands[1])
    GAME.apply(s, 1, f"c{top}")
    # seat 1 now owes its stake, seats 0 and 2 still owe their bids: all at once
    assert GAME.to_act(s) == (0, 1, 2)
    assert isinstance(GAME.decision(s, 1), PickNumber)
    assert isinstance(GAME.decision(s, 0), PickOne)
    GAME.apply(s, 1, 2)
    assert GAME.to_act(s) == (0, 2)
    low0, low2 = min(s.hands[0]), min(s.hands[2])
    GAME.apply(s, 0, f"c{low0}")
    GAME.apply(s, 2, f"c{low2}")
    # the score effect ran by itself and the next round's block is up
    assert s.points[1] == 3 and s.round == 2
    assert GAME.to_act(s) == (0, 1, 2)


def test_options_carry_typed_data_and_the_decision_matches_the_lean_form():
    s = GAME.new(Options(seats=2), 3)
    d = GAME.decision(s, 0)
    assert [o.id for o in d.options] == list(GAME.legal(s, 0).ids)
    assert all(o.data["value"] == int(o.id[1:]) for o in d.options)


def test_refusals_name_their_reason_and_rule_and_change_nothing():
    s = GAME.new(Options(seats=2), 3)
    before = json.dumps(GAME.dump(s), sort_keys=True)
    for seat, answer in [(0, "c999"), (0, ["c1"]), (0, 3), (0.0, "c1"), (True, "c1"), (5, "c1"),
                         ("0", "c1")]:
        bad = GAME.check(s, seat, answer)
        assert isinstance(bad, Illegal) and bad.rule == R, (seat, answer)
        with pytest.raises(Illegal):
            GAME.apply(s, seat, answer)
    assert json.dumps(GAME.dump(s), sort_keys=True) == before


def test_a_step_refusal_beyond_the_shape():
    s = GAME.new(Options(seats=2), 11)
    for seat in (0, 1):
        GAME.apply(s, seat, f"c{min(s.hands[seat])}")
    assert s.round == 2
    low = min(s.hands[0])
    bad = GAME.check(s, 0, f"c{low}")
    assert bad is not None and "lowest" in bad.reason.english()


def test_tuples_are_sets_of_choices_like_lists_and_are_logged_as_lists():
    s = GAME.new(Options(seats=2), 5)
    sess = Session(GAME, Options(seats=2), 5, [Player("A"), Player("B")])
    while GAME.to_act(sess.state) and sess.state.round < 4:
        seat = GAME.to_act(sess.state)[0]
        sess.answer(seat, GAME.sample_answer(sess.state, seat, Rng.from_seed(1)))
    e = GAME.entry(sess.state, 0)
    assert e is not None and e.kind == "flowtoy.discard"
    ids = GAME.legal(sess.state, 0).ids
    assert GAME.check(sess.state, 0, (ids[0], ids[0])) is not None
    sess.answer(0, (ids[0],))
    assert sess.log[-1].answer == [ids[0]]
    assert s is not None


def test_state_with_pending_work_saves_clones_and_replays():
    sess = Session(GAME, Options(seats=3), 9, [Player("A"), Player("B"), Player("C")])
    rng = Rng.from_seed(2)
    sess.answer(0, GAME.sample_answer(sess.state, 0, rng))
    data = json.loads(json.dumps(GAME.dump(sess.state)))
    back = GAME.load(data)
    assert GAME.state_hash(back) == sess.state_hash()
    assert heads(back.pending)[0].kind == heads(sess.state.pending)[0].kind
    assert copy_pending(sess.state.pending) == sess.state.pending
    again = Session.replay(GAME, Options(seats=3), 9, [Player("A"), Player("B"), Player("C")],
                           sess.answers())
    assert again.state_hash() == sess.state_hash()


def test_random_games_end_through_the_base_class():
    for seed in range(30):
        s = GAME.new(Options(seats=2), seed)
        rng = Rng.from_seed(seed)
        for _ in range(100):
            seats = GAME.to_act(s)
            if not seats:
                break
            GAME.apply(s, seats[-1], GAME.sample_answer(s, seats[-1], rng))
        assert GAME.outcome(s) is not None


def test_a_kind_without_a_step_is_named():
    with pytest.raises(KeyError, match="flowtoy.nothing"):
        STEPS["flowtoy.nothing"]
    assert STEPS.kinds() == ["flowtoy.bid", "flowtoy.discard", "flowtoy.score", "flowtoy.stake"]
    assert isinstance(PickSome, type)
