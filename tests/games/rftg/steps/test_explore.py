from tests.games.rftg.steps.common import GAME, act, answer, cid, kind, two


def test_explore_keep_and_discard():
    st = two(hand0=1, hand1=1).state()
    act(st, "e5", "e11")
    assert kind(st, 0) == kind(st, 1) == "rftg.explore"
    assert GAME.entry(st, 0)["keep"] == 1 and GAME.entry(st, 1)["keep"] == 2
    assert GAME.decision(st, 0).prompt.n == 1
    kept = st.seats[0].explore[0]
    answer(st, 0, [cid(kept)])
    assert kept in st.seats[0].hand and not st.seats[0].explore
