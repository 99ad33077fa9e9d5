"""Answers and seats of the wrong type are refused with ``Illegal`` in every game (issue #15):
tuples and lists alike, a seat that is not an ``int`` refused, never a crash later."""

from __future__ import annotations

import pytest

from desktop.engine import registry
from desktop.engine.protocol import Illegal
from desktop.engine.rng import Rng


def _first_decision(game_id: str, **opts):
    game = registry.get(game_id)
    state = game.new(game.options(**opts), 3)
    return game, state, game.to_act(state)[0]


def test_rftg_advanced_refuses_a_tuple_as_it_refuses_the_list():
    game, s, seat = _first_decision("rftg", seats=2, advanced=True)
    # reach the action choice (after the setup discards)
    rng = Rng.from_seed(1)
    while game.pending_kinds(s)[0] != "rftg.action":
        seat = game.to_act(s)[0]
        game.apply(s, seat, game.sample_answer(s, seat, rng))
    seat = game.to_act(s)[0]
    as_list = game.check(s, seat, ["dev2", "set"])
    as_tuple = game.check(s, seat, ("dev2", "set"))
    assert isinstance(as_list, Illegal) and isinstance(as_tuple, Illegal)
    assert as_tuple.reason == as_list.reason and as_tuple.rule == as_list.rule
    good = game.sample_answer(s, seat, rng)
    assert game.check(s, seat, tuple(good)) is None


@pytest.mark.parametrize("game_id", registry.ids())
@pytest.mark.parametrize("wrong", [0.0, "0", None, True, [0]])
def test_a_seat_that_is_not_a_seat_number_is_refused(game_id, wrong):
    game = registry.get(game_id)
    game, s, seat = _first_decision(game_id, seats=max(2, game.min_seats))
    answer = game.sample_answer(s, seat, Rng.from_seed(2))
    bad = game.check(s, wrong, answer)
    assert isinstance(bad, Illegal)
    with pytest.raises(Illegal):
        game.apply(game.clone(s), wrong, answer)
