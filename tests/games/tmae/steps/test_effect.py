"""tmae.effect: card steps that ask nothing, resolved in the card's order when they reach the top."""

from desktop.engine.flow import Pending
from desktop.games.tmae import GAME
from tests.games.tmae import helpers as R


def test_effects_resolve_in_order_before_what_waited():
    s = R.table()
    R.enter(s, 3, {0: 4, 1: 4})
    p = s.players[0]
    hand, mc = len(p.hand), p.mc
    top = GAME.entry(s, 0)
    s.pending.append(Pending("tmae.effect", 0, {"src": 15, "st": {"gain": {"mc": 2}}}, "card:15"))
    s.pending.append(Pending("tmae.effect", 0, {"src": 15, "st": {"draw": 1}}, "card:15"))
    GAME.settle(s, [])
    assert len(p.hand) == hand + 1 and p.mc == mc + 2
    assert GAME.entry(s, 0) is top  # the turn that waited below them
    assert not GAME.steps["tmae.effect"].asks
