"""tmae.choice: a card effect with alternatives; only those the player can carry out."""

from desktop.games.tmae import GAME
from tests.games.tmae import helpers as R


def _decomposers(res):
    s = R.table()
    R.put(s, 0, 19)  # Decomposers: on a plant/animal/microbe tag, add a microbe here or remove one to draw
    s.players[0].res[19] = res
    R.give(s, 0, 155)  # Lichen: a plant tag
    R.enter(s, 1)
    R.act(s, 0, "play:155")
    return s


def test_choose_one_of_the_alternatives():
    s = _decomposers(1)
    assert GAME.entry(s, 0).kind == "tmae.choice"
    d = GAME.decision(s, 0)
    assert [o.id for o in d.options] == ["alt:0", "alt:1"] and d.options[1].data == {"alternative": 1}
    hand = len(s.players[0].hand)
    R.act(s, 0, "alt:1")
    assert s.players[0].res[19] == 0 and len(s.players[0].hand) == hand + 1


def test_a_single_possible_alternative_is_taken_without_asking():
    s = _decomposers(0)
    assert not R.waiting(s, 0) and s.players[0].res[19] == 1
