from tests.games.rftg.steps.common import GAME, answer, consume_state, kind


def test_deficit_spending_is_not_doubled_by_consume_x2():
    """issue 14: Keldon's engine (consume_hand_chosen()) applies no multiplier;
    rftg.consume.x2_discard."""
    st = consume_state(("old_earth", "deficit_spending"), (), action="x2", extra=3)
    ds = st.seats[0].tableau[1]
    answer(st, 0, f"power:{ds}:0")
    assert kind(st, 0) == "rftg.discard_hand"
    d = GAME.decision(st, 0)
    assert d.min == 0 and d.max == 2 and d.prompt.n == 2
    events = answer(st, 0, [o.id for o in d.options[:2]])
    assert st.seats[0].chips == 2
    assert any(e.unconfirmed and e.rule.id == "rftg.consume.x2_discard" for e in events)


def test_deficit_spending_without_x2():
    st = consume_state(("old_earth", "deficit_spending"), (), action="trade", extra=3)
    ds = st.seats[0].tableau[1]
    answer(st, 0, f"power:{ds}:0")
    answer(st, 0, list(GAME.legal(st, 0).ids[:1]))
    assert st.seats[0].chips == 1
