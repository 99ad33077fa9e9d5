from desktop.games.ti4 import GAME

from .helpers import at, ids


def test_secondary_draw_spends_a_token():
    s = at("ti4.secondary", 1)
    assert ids(s, 1) == ["draw", "pass", "record"]
    assert GAME.decision(s, 1).options[0].data == {"cost": 1}
    top = s.secret_deck[0]
    GAME.apply(s, 1, "draw")
    assert s.players[1].strategy == 1 and s.players[1].secrets[-1] == top


def test_secondary_pass_costs_nothing():
    s = at("ti4.secondary", 1)
    GAME.apply(s, 1, "pass")
    assert s.players[1].strategy == 2 and len(s.players[1].secrets) == 1


def test_secondary_draw_over_the_limit_asks_for_a_return():
    s = at("ti4.secondary", 1)
    p = s.players[1]
    p.secrets += [s.secret_deck.pop(), s.secret_deck.pop()]
    GAME.apply(s, 1, "draw")
    assert GAME.pending_kinds(s) == ["ti4.return"] and GAME.to_act(s) == (1,)
