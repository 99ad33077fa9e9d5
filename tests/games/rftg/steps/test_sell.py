from tests.games.rftg.steps.common import GAME, answer, cid, consume_state, kind


def test_black_market_sells_without_trade_bonuses():
    st = consume_state(("old_earth", "black_market_trading_world", "comet_zone"),
                       ("comet_zone",), action="x2")
    bm, cz = st.seats[0].tableau[1:]
    answer(st, 0, f"power:{bm}:0")
    assert kind(st, 0) == "rftg.sell"
    assert GAME.entry(st, 0).args == {"card": bm, "power": 0}
    o = GAME.decision(st, 0).option(cid(cz))
    assert o.data["price"] == 3 and o.rule.id == "rftg.power.trade_action"
    events = answer(st, 0, cid(cz))
    assert any(e.rule.id == "rftg.power.trade_action" and e.msg.n == 3 for e in events)
