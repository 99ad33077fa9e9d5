from tests.games.rftg.steps.common import GAME, answer, cid, kind, settle_state


def test_temporary_military_counts_in_the_view_and_the_options():
    st, (w,) = settle_state(("old_earth", "new_military_tactics", "space_mercenaries"),
                            ("lost_alien_warship",), extra=3)  # defence 5; base military 1
    nmt = st.seats[0].tableau[1]
    answer(st, 0, f"{cid(w)}/war")
    answer(st, 1, "pass")
    assert kind(st, 0) == "rftg.temp_military" and GAME.entry(st, 0)["need"] == 5 - 1
    d = GAME.decision(st, 0)
    assert d.option(cid(nmt)).data == {"military": 3, "from": "tableau"}
    hand = [c for c in st.seats[0].hand if c != w]
    assert d.option(cid(hand[0])).data == {"military": 1, "from": "hand"}
    assert GAME.check(st, 0, [cid(nmt)]).rule.id == "rftg.settle.military"
    assert GAME.check(st, 0, [cid(c) for c in hand[:3]]).rule.id == "rftg.power.mercenaries"
    before = GAME.view(st, 0)["seats"][0]["military"]
    answer(st, 0, [cid(nmt), cid(hand[0])])
    assert w in st.seats[0].tableau


def test_view_military_includes_temporary_military():
    st, (w,) = settle_state(("old_earth", "new_military_tactics", "space_mercenaries"),
                            ("lost_alien_warship",), extra=3)
    nmt = st.seats[0].tableau[1]
    base = GAME.view(st, 1)["seats"][0]["military"]
    st.seats[0].temp_military = 3  # as after discarding New Military Tactics
    sv = GAME.view(st, 1)["seats"][0]
    assert sv["military"] == base + 3 and sv["temp_military"] == 3
    assert nmt in st.seats[0].tableau
