from desktop.games.rftg import GAME
from tests.games.rftg.steps.common import kind


def test_draft_pick_is_a_block_of_every_seat():
    st = GAME.new(GAME.options(seats=3, draft=True), 4)
    assert [kind(st, i) for i in range(3)] == ["rftg.draft_pick"] * 3
    assert GAME.to_act(st) == (0, 1, 2)
    pack = list(GAME.legal(st, 1).ids)
    assert len(pack) == 5
    GAME.apply(st, 1, pack[0])
    assert GAME.to_act(st) == (0, 2)
    assert int(pack[0][5:]) in st.draft.picks[1]
    assert GAME.decision(st, 0).rule.id == "rftg.draft.pick"
