"""TM:AE's resampling of what a seat cannot see (``views.reshuffle_hidden``): the computer
players search on such samples, so a sample must depend only on the seat's view and the
sampling rng, and must not keep the state's chance to come."""

from desktop.engine import registry
from desktop.engine.protocol import view_json
from desktop.engine.rng import Rng


def test_two_states_with_the_same_view_resample_alike_and_chance_is_reseeded():
    game = registry.get("tmae")
    s = game.new(game.options(seats=2), 5)
    seat = 0
    # the same table, but the hidden cards lie in another order (deck and the other hand)
    t = game.clone(s)
    t.deck.reverse()
    t.players[1].hand.reverse()
    assert view_json(game.view(t, seat)) == view_json(game.view(s, seat))
    a = game.reshuffle_hidden(s, seat, Rng.from_seed(11))
    b = game.reshuffle_hidden(t, seat, Rng.from_seed(11))
    assert a.deck == b.deck and a.players[1].hand == b.players[1].hand
    assert a.players[0].hand == s.players[0].hand  # what the seat holds stays
    assert a.rng.state != s.rng.state
    assert view_json(game.view(a, seat)) == view_json(game.view(s, seat))
