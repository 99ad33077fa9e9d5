from desktop.games.ti4 import GAME

from .helpers import at


def test_secondary_turn_asks_a_seat_with_a_token_and_skips_one_without():
    s = at("ti4.secondary_turn", 1)
    GAME.settle(s, [])
    assert GAME.pending_kinds(s) == ["ti4.secondary"] and GAME.to_act(s) == (1,)
    s = at("ti4.secondary_turn", 1)
    s.players[1].strategy = 0
    GAME.settle(s, [])
    assert s.phase == "status"       # nothing else was pending: the status phase began


def test_secondary_turn_skips_when_the_deck_is_empty():
    s = at("ti4.secondary_turn", 2)
    s.players[3].secrets += s.secret_deck
    s.secret_deck = []
    GAME.settle(s, [])
    assert "ti4.secondary" not in GAME.pending_kinds(s)
