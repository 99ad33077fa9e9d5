from tests.games.rftg.steps.common import GAME, answer, consume_state, kind, option_ids


def test_consume_offers_powers_and_done_only_when_none_is_mandatory():
    st = consume_state(("new_vinland", "new_economy", "deficit_spending"), ("new_vinland",),
                       action="x2", extra=3)
    assert kind(st, 0) == "rftg.consume"
    nv, ne, ds = st.seats[0].tableau
    ids = option_ids(st, 0)
    assert "done" not in ids  # New Vinland's consume power must be used
    o = GAME.decision(st, 0).option(f"power:{nv}:0")
    assert o.data["code"] == "consume"
    answer(st, 0, f"power:{nv}:0")
    assert "done" in option_ids(st, 0)
    answer(st, 0, "done")
    assert kind(st, 0) != "rftg.consume"
