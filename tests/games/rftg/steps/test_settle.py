from tests.games.rftg.steps.common import GAME, answer, cid, kind, option_ids, settle_state


def test_settle_options_carry_mode_cost_and_military():
    st, (w, m) = settle_state(("new_sparta", "space_marines"), ("new_earth", "rebel_miners"),
                              extra=5)
    assert kind(st, 0) == "rftg.settle"
    d = GAME.decision(st, 0)
    pay = d.option(cid(w))
    assert pay.data["mode"] == "pay" and pay.data["cost"] == 5
    war = d.option(f"{cid(m)}/war")
    assert war.data["mode"] == "war" and war.data["defence"] == 2 and war.data["military"] >= 2
    answer(st, 0, f"{cid(m)}/war")
    answer(st, 1, "pass")
    assert m in st.seats[0].tableau


def test_colony_ship_places_a_military_world_paid_with_contact_specialist_for_free():
    """issue 14: Keldon's engine (settle_needed()) and the base rulebook's Contact Specialist
    text (placed as a non-military world) let Colony Ship pay for it: rftg.power.colony_ship_contact."""
    st, (w, a) = settle_state(("old_earth", "contact_specialist", "colony_ship"),
                              ("rebel_outpost", "alien_robot_scout_ship"), extra=1)
    ship = st.seats[0].tableau[2]
    ids = option_ids(st, 0)
    assert f"{cid(w)}/free:{ship}" in ids  # defence 5 - 1: four cards, but free with the ship
    assert f"{cid(a)}/free:{ship}" not in ids  # not an Alien world
    o = GAME.decision(st, 0).option(f"{cid(w)}/free:{ship}")
    assert o.rule.id == "rftg.power.colony_ship_contact" and o.data["via"] == cid(ship)
    answer(st, 0, f"{cid(w)}/free:{ship}")
    answer(st, 1, "pass")
    assert w in st.seats[0].tableau and ship in st.discard
    assert len(st.seats[0].hand) == 1 + 1 + 1  # nothing paid; the Settle bonus draws one


def test_a_seat_that_settles_no_world_says_so_when_the_choices_are_revealed():
    """Like a Develop passed: told to everyone at the reveal, not before (rftg.settle.place)."""
    st, (w, m) = settle_state(("new_sparta", "space_marines"), ("new_earth", "rebel_miners"),
                              extra=5)
    first = answer(st, 0, "pass")
    assert "{player} settles no world." not in [e.msg.text for e in first]
    ev = answer(st, 1, "pass")
    passes = [e for e in ev if e.msg.text == "{player} settles no world."]
    assert sorted(e.seat for e in passes) == [0, 1]
    assert all(e.rule.id == "rftg.settle.place" for e in passes)
