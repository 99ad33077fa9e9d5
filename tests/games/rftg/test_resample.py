"""RftG's resampling of what a seat cannot see depends only on the seat's view and the
sampling rng: two states that look alike to the seat resample alike (computer players search on
such samples, so the hidden order must not leak through them)."""

import pytest

from desktop.engine import registry
from desktop.engine.protocol import view_json
from desktop.engine.rng import Rng


@pytest.mark.parametrize("opts", [dict(seats=2), dict(seats=1, difficulty="easy")])
def test_two_states_with_the_same_view_resample_alike(opts):
    game = registry.get("rftg")
    s = game.new(game.options(**opts), 5)
    t = game.clone(s)
    t.deck.reverse()
    assert view_json(game.view(t, 0)) == view_json(game.view(s, 0))
    a = game.reshuffle_hidden(s, 0, Rng.from_seed(3))
    b = game.reshuffle_hidden(t, 0, Rng.from_seed(3))
    assert a.deck == b.deck
    assert [x.hand for x in a.seats] == [x.hand for x in b.seats]
