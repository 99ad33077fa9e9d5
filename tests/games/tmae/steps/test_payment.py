"""tmae.payment: asked only when there are several ways to pay, or cards must be sold first."""

from desktop.games.tmae import GAME
from tests.games.tmae import helpers as R


def test_one_way_to_pay_is_taken_without_asking():
    s = R.table()
    R.give(s, 0, 130)
    R.enter(s, 1)
    R.act(s, 0, "play:130")
    assert 130 in s.players[0].played and not R.waiting(s, 0)


def test_helion_chooses_how_much_heat():
    s = R.table(corps=(211,))
    p = s.players[0]
    p.mc, p.heat = 2, 10
    R.give(s, 0, 130)
    R.enter(s, 1, {0: 2, 1: 3})
    R.act(s, 0, "play:130")
    e = GAME.entry(s, 0)
    assert e.kind == "tmae.payment" and e["src"] == 130
    d = GAME.decision(s, 0)
    assert d.option("pay:0:0:9").data == {"mc": 1, "heat": 9, "microbes": 0, "plants": 0}
    assert GAME.view(s, 0)["players"][0]["playing"] == ["card:130"]
    R.act(s, 0, "pay:0:0:9")
    assert (p.mc, p.heat) == (1, 1)


def test_selling_while_short_keeps_the_payment_pending():
    s = R.table(mc=2)
    R.give(s, 0, 130, 95, 96)
    R.enter(s, 1)
    R.act(s, 0, "play:130")
    assert GAME.entry(s, 0).kind == "tmae.payment" and R.opts(s, 0) == ["sell:95", "sell:96"]
    R.act(s, 0, "sell:96")
    assert GAME.entry(s, 0).kind == "tmae.payment"
    R.act(s, 0, "sell:95")
    assert 130 in s.players[0].played


def test_sales_to_pay_fold_like_the_others():
    s = R.table(mc=2)
    R.give(s, 0, 130, 95, 96)
    R.enter(s, 1)
    R.act(s, 0, "play:130")
    d = GAME.decision(s, 0)
    assert {o.data["group"].english() for o in d.options} == {"Sell cards"}
