"""TM:AE computer players sell a card only where the MC can buy something: in Development and
Construction a card played is paid by selling others at its payment, and a card sells for the
same MC later (or at the hand limit), so no sale is judged there; in the Action phase one sale
is judged, the card worth least kept, not one per card (issue 12, hand-played: a hard seat sold
5 cards in a Construction phase and passed; another sold 3 to pay 1 MC while holding 50 MC)."""

from __future__ import annotations

import pytest

from desktop.engine import registry
from desktop.engine.ai.adapters import adapter_for
from desktop.engine.protocol import legal_of
from desktop.engine.rng import Rng


def _walk_to(phase: int, seed: int, sells: int):
    """A 2-seat game played at random until a seat's main question of ``phase`` offers at
    least ``sells`` sales."""
    game = registry.get("tmae")
    st = game.new(game.options(seats=2), seed)
    rng = Rng.from_seed(seed)
    for _ in range(5000):
        seats = game.to_act(st)
        if not seats:
            break
        seat = seats[0]
        v = game.view(st, seat)
        ids = game.legal(st, seat).ids
        if (v["stage"] == "phase" and v["phase"] == phase
                and sum(i.startswith("sell:") for i in ids) >= sells):
            return game, st, seat
        game.apply(st, seat, game.sample_answer(st, seat, rng))
    pytest.skip("no such question on this seed")


@pytest.mark.parametrize("phase", [1, 2])
@pytest.mark.parametrize("seed", [3, 8])
def test_no_sale_is_judged_in_development_or_construction(phase, seed):
    game, st, seat = _walk_to(phase, seed, 2)
    tm = adapter_for(game)
    j = tm.judge(game, st, seat, game.decision(st, seat), Rng(1))
    assert j.scores and not any(i.startswith("sell:") for i in j.scores)
    assert "pass" in j.scores


@pytest.mark.parametrize("seed", [3, 8, 11])
def test_in_the_action_phase_one_sale_is_judged_the_card_worth_least_kept(seed):
    game, st, seat = _walk_to(3, seed, 2)
    tm = adapter_for(game)
    j = tm.judge(game, st, seat, game.decision(st, seat), Rng(1))
    sells = [i for i in j.scores if i.startswith("sell:")]
    assert len(sells) == 1
    v = game.view(st, seat)
    me = v["players"][seat]
    from desktop.engine.ai.tmae import room_left
    r = tm.rounds_left(v)
    room = room_left(v)
    worths = tm.hand_worths(me, r, room, tm.push(v))
    offered = [i for i in legal_of(game.decision(st, seat)).ids if i.startswith("sell:")]
    least = min(offered, key=lambda i: worths["card:" + i.split(":")[1]])
    assert worths["card:" + sells[0].split(":")[1]] == worths["card:" + least.split(":")[1]]
