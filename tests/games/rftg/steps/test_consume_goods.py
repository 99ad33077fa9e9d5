from tests.games.rftg.steps.common import GAME, answer, cid, consume_state, kind


def test_consume_goods_of_different_kinds():
    st = consume_state(("old_earth", "galactic_trendsetters", "comet_zone", "spice_world",
                        "plague_world", "alien_toy_shop"),
                       ("comet_zone", "spice_world", "plague_world", "alien_toy_shop"),
                       action="x2")
    t = st.seats[0].tableau
    gt = t[1]
    ids = GAME.legal(st, 0).ids
    power = next(i for i in ids if i.startswith(f"power:{gt}:"))
    answer(st, 0, power)
    if kind(st, 0) != "rftg.consume_goods":
        return  # the power took its goods at once (no choice to make)
    legal = GAME.legal(st, 0)
    assert legal.lo == legal.hi
    d = GAME.decision(st, 0)
    assert all(o.data["world"] == o.id for o in d.options)
