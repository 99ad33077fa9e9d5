from tests.games.rftg.steps.common import GAME, act, answer, cid, kind, two


def test_damaged_alien_factory_discards_a_card_to_produce():
    b = two(tab0=("damaged_alien_factory",), hand0=2)
    st = b.state()
    act(st, "prod", "x2")
    daf = st.seats[0].tableau[0]
    assert f"daf:{daf * 8 + 1}" in GAME.legal(st, 0).ids or any(
        i.startswith("daf:") for i in GAME.legal(st, 0).ids)
    oid = next(i for i in GAME.legal(st, 0).ids if i.startswith("daf:"))
    answer(st, 0, oid)
    assert kind(st, 0) == "rftg.produce_discard"
    card = st.seats[0].hand[0]
    answer(st, 0, cid(card))
    assert st.good_on[daf] >= 0 and card not in st.seats[0].hand
