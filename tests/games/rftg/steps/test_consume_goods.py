from desktop.games.rftg.rules import DESIGN
from tests.games.rftg.steps.common import GAME, answer, consume_state, kind


def test_consume_goods_chooses_which_goods_a_power_takes():
    # Public Works: one good of any kind for 1 VP; two goods on the table: a choice
    st = consume_state(("old_earth", "public_works", "comet_zone", "spice_world"),
                       ("comet_zone", "spice_world"), action="x2")
    pw, cz, sw = st.seats[0].tableau[1:]
    answer(st, 0, f"power:{pw}:1")
    assert kind(st, 0) == "rftg.consume_goods"
    assert GAME.entry(st, 0).args == {"card": pw, "power": 1}
    legal = GAME.legal(st, 0)
    assert legal.lo == legal.hi == 1 and set(legal.ids) == {f"card:{cz}", f"card:{sw}"}
    d = GAME.decision(st, 0)
    assert all(o.data == {"world": o.id, "good": DESIGN[int(o.id[5:])].good} for o in d.options)
    answer(st, 0, [f"card:{sw}"])
    assert st.good_on[sw] < 0 and st.good_on[cz] >= 0
    assert st.seats[0].chips == 2  # 1 VP, doubled by Consume: 2x VP


def test_three_goods_of_different_kinds_are_refused_otherwise():
    st = consume_state(("old_earth", "diversified_economy", "spice_world", "new_vinland",
                        "comet_zone", "plague_world"),
                       ("spice_world", "new_vinland", "comet_zone", "plague_world"),
                       action="x2")
    de, sw, nv, cz, pl = st.seats[0].tableau[1:]
    answer(st, 0, f"power:{de}:0")
    assert kind(st, 0) == "rftg.consume_goods"
    bad = GAME.check(st, 0, [f"card:{sw}", f"card:{nv}", f"card:{cz}"])  # two Novelty goods
    assert bad is not None and bad.rule.id == "rftg.consume.powers"
    assert GAME.check(st, 0, [f"card:{sw}", f"card:{cz}", f"card:{pl}"]) is None
