from tests.games.rftg.steps.common import GAME, answer, cid, kind, settle_state


def test_pay_discards_the_cost_after_every_seat_chose():
    st, (w,) = settle_state(("old_earth",), ("new_earth",), extra=5)  # cost 5
    answer(st, 0, cid(w))
    assert kind(st, 0) == "" and GAME.to_act(st) == (1,)  # paying waits for the others
    answer(st, 1, "pass")
    assert kind(st, 0) == "rftg.pay"
    legal = GAME.legal(st, 0)
    assert legal.lo == legal.hi == 5 and cid(w) not in legal.ids
    assert GAME.view(st, 1)["seats"][0]["selected"] == cid(w)  # revealed while paying
    answer(st, 0, list(legal.ids[:5]))
    assert w in st.seats[0].tableau and len(st.discard) == 5
