from tests.games.rftg.steps.common import GAME, act, answer, kind, option_ids, two


def test_produce_windfall_choice_and_bonus():
    b = two(tab0=("old_earth", "mining_robots", "runaway_robots", "refugee_world"))
    st = b.state()
    act(st, "prod", "x2")
    assert kind(st, 0) == "rftg.produce"
    mr, rr, rw = st.seats[0].tableau[1:]
    ids = option_ids(st, 0)
    assert f"wf:-1:{rw}" in ids and f"wf:{mr * 8 + 1}:{rr}" in ids and "done" not in ids
    o = GAME.decision(st, 0).option(f"wf:-1:{rw}")
    assert o.rule.id == "rftg.produce.bonus" and o.data == {"world": f"card:{rw}"}
    answer(st, 0, f"wf:-1:{rw}")
    assert st.good_on[rw] >= 0
    assert not any(i.startswith("wf:-1") for i in option_ids(st, 0))
