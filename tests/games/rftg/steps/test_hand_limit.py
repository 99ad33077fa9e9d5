from tests.games.rftg.steps.common import GAME, act, answer, kind, two


def test_hand_limit_discards_down_to_ten_for_budget_surplus():
    st = two(hand0=12, hand1=3).state()
    act(st, "prod", "prod")
    assert kind(st, 0) == "rftg.hand_limit" and GAME.to_act(st) == (0,)
    d = GAME.decision(st, 0)
    assert d.min == d.max == 2 and d.prompt.n == 2
    events = answer(st, 0, [o.id for o in d.options[:2]])
    assert len(st.seats[0].hand) == 10
    assert any(e.rule.id == "rftg.round.hand_limit" and e.msg.n == 2 for e in events)
    assert kind(st, 0) == "rftg.action"
