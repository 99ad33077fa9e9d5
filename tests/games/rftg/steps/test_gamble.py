from desktop.games.rftg.rules import DESIGN
from tests.games.rftg.steps.common import GAME, act, answer, kind, two


def test_gamble_names_a_cost_and_keeps_a_match():
    b = two(tab0=("gambling_world",))
    top = b.on_top("comet_zone")[0]  # cost 2
    st = b.state()
    act(st, "x2", "prod")
    gw = st.seats[0].tableau[0]
    answer(st, 0, f"power:{gw}:1")
    assert kind(st, 0) == "rftg.gamble"
    legal = GAME.legal(st, 0)
    assert (legal.shape, legal.lo, legal.hi) == ("number", 1, 7)
    events = answer(st, 0, DESIGN[top].cost)
    assert any(e.rule.id == "rftg.power.gamble" and "a match" in e.msg.english() for e in events)
