from desktop.games.rftg import GAME
from desktop.games.rftg.rules import DESIGN
from tests.games.rftg.steps.common import kind


def test_setup_discard_keeps_four_of_six_at_once():
    st = GAME.new(GAME.options(seats=2), 5)
    assert [kind(st, i) for i in (0, 1)] == ["rftg.setup_discard"] * 2
    assert GAME.to_act(st) == (0, 1)  # one block: both seats at once
    for seat in (0, 1):
        n = 6 - DESIGN[st.seats[seat].tableau[0]].start_keep
        legal = GAME.legal(st, seat)
        assert legal.shape == "some" and legal.lo == legal.hi == n
        d = GAME.decision(st, seat)
        assert d.prompt.n == n and [o.id for o in d.options] == list(legal.ids)
    drop = list(GAME.legal(st, 0).ids[:GAME.legal(st, 0).lo])
    GAME.apply(st, 0, drop)
    assert GAME.to_act(st) == (1,)
    assert all(f"card:{c}" not in drop for c in st.seats[0].hand)
