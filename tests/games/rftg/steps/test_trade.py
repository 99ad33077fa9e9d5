from tests.games.rftg.steps.common import GAME, answer, cid, consume_state, kind


def test_trade_sells_one_good_with_its_price_in_the_data():
    st = consume_state(("old_earth", "alien_toy_shop"), ("alien_toy_shop",))
    assert kind(st, 0) == "rftg.trade"
    shop = st.seats[0].tableau[1]
    o = GAME.decision(st, 0).option(cid(shop))
    assert o.data == {"world": cid(shop), "price": 5 + 1} and o.label.n == 6
    answer(st, 0, cid(shop))
    assert st.good_on[shop] < 0 and len(st.seats[0].hand) == 6
