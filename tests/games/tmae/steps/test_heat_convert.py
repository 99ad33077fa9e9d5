"""tmae.heat_convert: spend heat for plants or MC (a number)."""

from desktop.engine.protocol import PickNumber
from desktop.games.tmae import GAME
from tests.games.tmae import helpers as R


def test_greenhouses_convert_up_to_four():
    s = R.table()
    s.players[0].heat = 7
    R.put(s, 0, 32)
    R.enter(s, 3, {0: 4, 1: 4})
    R.act(s, 0, "act:32:0")
    assert GAME.entry(s, 0).kind == "tmae.heat_convert"
    d = GAME.decision(s, 0)
    assert isinstance(d, PickNumber) and (d.lo, d.hi) == (0, 4) and d.unit.text == "heat"
    R.act(s, 0, 3)
    assert (s.players[0].heat, s.players[0].plants) == (4, 3)


def test_no_heat_no_question():
    s = R.table()
    R.put(s, 0, 47)
    R.enter(s, 3, {0: 4, 1: 4})
    R.act(s, 0, "act:47:0")
    assert not R.waiting(s, 0)
