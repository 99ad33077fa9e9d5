"""tmae.development, tmae.construction, tmae.action: the turn of a seat in phases I-III."""

import pytest

from desktop.games.tmae import GAME
from tests.games.tmae import helpers as R


def test_development_offers_green_cards_with_their_cost_sells_and_pass():
    s = R.table()
    R.give(s, 0, 130, 95)  # Economic Growth (green, 10), a red card
    R.give(s, 1, 155)
    R.enter(s, 1)
    assert GAME.entry(s, 0).kind == "tmae.development"
    d = GAME.decision(s, 0)
    by = {o.id: o for o in d.options}
    assert list(by) == ["play:130", "sell:130", "sell:95", "pass"]
    assert by["play:130"].data == {"card": 130, "cost": 7}  # the Development bonus: 3 off
    assert by["sell:95"].data["mc"] == 3 and by["sell:95"].data["card"] == 95
    R.act(s, 0, "play:130")
    assert 130 in s.players[0].played


def test_construction_bonus_draw():
    s = R.table()
    R.give(s, 0, 95, 96)
    R.give(s, 1, 85)
    R.enter(s, 2, {0: 2, 1: 1})
    assert GAME.entry(s, 0).kind == "tmae.construction"
    assert "draw" in R.opts(s, 0)
    R.act(s, 0, "draw")
    assert len(s.players[0].hand) == 3 and "draw" not in R.opts(s, 0)


def test_action_offers_actions_and_priced_standard_projects():
    s = R.table(corps=(211,))  # Helion: heat pays as MC
    R.put(s, 0, 15)
    R.enter(s, 3, {0: 4, 1: 4})
    assert GAME.entry(s, 0).kind == "tmae.action"
    d = GAME.decision(s, 0)
    by = {o.id: o for o in d.options}
    assert by["act:15:0"].data == {"card": 15, "variant": 0, "cost": 0}
    assert by["sp:ocean"].data == {"price": 15, "paid_with": "mc"}
    assert by["sp:forest_mc"].data["price"] == 20
    R.act(s, 0, "sp:ocean")
    assert R.to_act(s) == (1,)  # the turn goes round


@pytest.mark.parametrize("answer", ["play:130", "sell:1", "sp:heat", "act:15:0", "draw", "pass:x", 3, ["pass"]])
def test_what_is_not_offered_is_refused_with_a_reason(answer):
    s = R.table()
    R.give(s, 0, 95)
    R.give(s, 1, 155)
    R.enter(s, 1)
    bad = GAME.check(s, 0, answer)
    assert bad is not None and bad.reason.english()


def test_sell_options_fold_under_one_group_with_their_value():
    # the decision bar folds options with the same data["group"] under one button, so that
    # Pass stays in sight below a long hand
    s = R.table()
    R.give(s, 0, 95, 96, 12, 130)
    R.enter(s, 3, {0: 4, 1: 4})
    d = GAME.decision(s, 0)
    sells = [o for o in d.options if o.id.startswith("sell:")]
    assert len(sells) == 4
    groups = {o.data["group"] for o in sells}
    assert len(groups) == 1 and next(iter(groups)).english() == "Sell cards"
    assert all(o.data["mc"] == 3 for o in sells)
    assert all("group" not in (o.data or {}) for o in d.options if not o.id.startswith("sell:"))


def test_the_log_says_which_standard_project_and_its_price():
    s = R.table()
    p = s.players[0]
    p.plants = 8
    R.enter(s, 3, {0: 4, 1: 4})
    ev = R.act(s, 0, "sp:temp_mc")
    assert "buys a temperature step for 14 MC" in ev[0].msg.english()
    R.act(s, 1, "pass")
    ev = R.act(s, 0, "sp:ocean")
    assert "ocean tile for 15 MC" in ev[0].msg.english()
    p.heat = 9
    ev = R.act(s, 0, "pass")  # the end of the Action phase forces plants and heat
    lines = [e.msg.english() for e in ev]
    assert any("must turn 8 plants into a forest" in x for x in lines)
    assert any("must spend 8 heat to raise the temperature" in x for x in lines)


def test_the_short_check_accepts_exactly_what_is_offered():
    # Step.accepts (the check without listing every option) agrees with the lean form
    from desktop.engine.rng import Rng
    from desktop.games.tmae.projects import SP_NAMES

    for seats, seed in ((2, 1), (3, 2), (1, 3), (4, 4)):
        s = GAME.new(GAME.options(seats=seats), seed)
        rng = Rng.from_seed(seed)
        while GAME.to_act(s):
            seat = GAME.to_act(s)[0]
            e = GAME.entry(s, seat)
            step = GAME.steps[e.kind]
            legal = set(GAME.legal(s, seat).ids)
            if e.kind.startswith(("tmae.development", "tmae.construction", "tmae.action")):
                p = s.players[seat]
                candidates = ({f"play:{c}" for c in p.hand} | {f"sell:{c}" for c in p.hand}
                              | {f"sp:{n}" for n in SP_NAMES} | {"pass", "draw", "play:1x", "sell:"} | legal)
                for a in candidates:
                    assert step.accepts(GAME, s, e, a) == (a in legal), (e.kind, a)
            GAME.apply(s, seat, GAME.sample_answer(s, seat, rng))
