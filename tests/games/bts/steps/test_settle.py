"""bts.settle: ships of at least the system's strength are set aside (PickSome, refused when
too weak, sampled legally)."""

from desktop.engine.rng import Rng
from desktop.games.bts import GAME
from desktop.games.bts import effects as X
from tests.games.bts.helpers import ask, fresh, new_ship


def test_bts_settle_refuses_too_little_strength():
    s = fresh(4, 3)
    need = X.cat(s).systems[s.systems["A1"]].strength
    for _ in range(need):
        new_ship(s, 0, "A1", 1)
    new_ship(s, 0, "A1", 2)
    X.update_control(s, [])
    ask(s, "bts.settle", 0, area="A1")
    bad = GAME.check(s, 0, ["s0"])
    assert bad is not None and bad.rule.id == "bts.colonise.settle"
    rng = Rng.from_seed(3)
    for _ in range(20):
        assert GAME.check(s, 0, GAME.sample_answer(s, 0, rng)) is None
