from desktop.games.rftg.rules import DESIGN
from tests.games.rftg.steps.common import GAME, act, answer, cid, kind, option_ids, two


def test_develop_options_carry_the_cost():
    b = two(tab0=("old_earth", "investment_credits"))
    dev = b.hand(0, "drop_ships")[0]  # cost 4
    b.fill_hand(0, 3)
    b.fill_hand(1, 1)
    st = b.state()
    act(st, "dev", "prod")
    assert kind(st, 0) == "rftg.develop"
    o = GAME.decision(st, 0).option(cid(dev))
    assert o.data == {"card": cid(dev), "cost": 4 - 1 - 1}
    answer(st, 0, cid(dev))
    answer(st, 1, "pass")
    assert kind(st, 0) == "rftg.pay"


def test_two_copies_of_a_development_are_one_choice():
    """issue 14: two identical "Contact Specialist (pay 0)" buttons."""
    b = two()
    a, c = b.hand(0, "contact_specialist", "contact_specialist")
    b.fill_hand(0, 1)
    st = b.state()
    act(st, "dev", "prod")
    legal = GAME.legal(st, 0).ids
    assert cid(a) in legal and cid(c) in legal  # saved games may answer either copy
    opts = [o for o in GAME.decision(st, 0).options if o.id != "pass"]
    names = [DESIGN[int(o.id[5:])].id for o in opts]
    assert names.count("contact_specialist") == 1
    cs = next(o for o in opts if DESIGN[int(o.id[5:])].id == "contact_specialist")
    assert set(cs.targets) == {cid(a), cid(c)}
    assert GAME.check(st, 0, cid(c)) is None
    labels = [o.label for o in GAME.decision(st, 0).options]
    assert len(labels) == len(set((m.text, str(dict(m.args)), m.n) for m in labels))


def test_refusal_names_the_duplicate_rule():
    b = two(tab0=("old_earth", "space_marines"))
    h = b.hand(0, "space_marines")[0]
    b.fill_hand(0, 3)
    st = b.state()
    act(st, "dev", "dev")
    assert cid(h) not in option_ids(st, 0)
    assert GAME.check(st, 0, cid(h)).rule.id == "rftg.develop.no_duplicate"


def _texts(events) -> list[str]:
    return [e.msg.text for e in events]


def test_a_seat_that_places_no_development_says_so_when_the_choices_are_revealed():
    """Hand-played (stop 31): a Develop chosen with no development in hand went by without a
    word in the log.  The pass is told to everyone, but only at the reveal: the choices are
    secret until every seat has made one (rftg.develop.place)."""
    b = two()
    dev = b.hand(1, "drop_ships")[0]
    b.fill_hand(1, 3)
    b.fill_hand(0, 2)  # plain worlds: nothing seat 0 could develop
    st = b.state()
    assert not any(DESIGN[c].is_dev for c in st.seats[0].hand)
    act(st, "dev", "dev")
    assert kind(st, 0) == "rftg.develop"
    first = answer(st, 0, "pass")
    assert "{player} places no development." not in _texts(first)  # seat 1 has not chosen
    ev = answer(st, 1, cid(dev))
    passes = [e for e in ev if e.msg.text == "{player} places no development."]
    assert [e.seat for e in passes] == [0]
    assert passes[0].rule.id == "rftg.develop.place"
