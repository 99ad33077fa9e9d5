"""What the computer players' heuristics know: RftG's action plan and TM:AE's reading of cards."""

from __future__ import annotations

import pytest

from desktop.engine import registry
from desktop.engine.ai.adapters import adapter_for
from desktop.engine.ai.rftg import _Plan
from desktop.engine.ai.tmae_cards import Card


@pytest.fixture(scope="module")
def rftg():
    return adapter_for(registry.get("rftg"))


def card_id(ad, design: str, copy: int = 0) -> str:
    """``card:<n>`` of the first (or a later) copy of a design in the public card order."""
    ids = [n for n, d in enumerate(ad.inst) if d.id == design]
    return f"card:{ids[copy]}"


def seat(ad, hand, tableau, goods=(), military=0):
    return {"hand": [card_id(ad, d) for d in hand],
            "tableau": [{"design": d, "good": ("g" if d in goods else None)} for d in tableau],
            "military": military}


def test_rftg_plan_values_what_the_hand_can_pay_for(rftg):
    # Investment Credits costs 1: with the Develop bonus it is free, so Develop is worth it
    me = seat(rftg, ["investment_credits", "new_vinland"], ["epsilon_eridani"])
    plan = _Plan(rftg, me)
    assert plan.value(("dev",)) > 0
    # a 6-cost development with a hand of 2 cannot be paid for: Develop gains nothing
    poor = _Plan(rftg, seat(rftg, ["trade_league", "new_vinland"], ["epsilon_eridani"]))
    assert poor.value(("dev",)) < 0
    # a military world within reach of the seat's military is placed for free
    mil = _Plan(rftg, seat(rftg, ["rebel_outpost"], ["new_sparta"], military=5))
    nomil = _Plan(rftg, seat(rftg, ["rebel_outpost"], ["new_sparta"], military=0))
    assert mil.value(("set",)) > 0 > nomil.value(("set",))


def test_rftg_plan_consume_needs_goods_and_powers(rftg):
    # Epsilon Eridani has a consume power; with a good on a world x2 pays, without it not
    tab = ["epsilon_eridani", "new_vinland"]
    with_good = _Plan(rftg, seat(rftg, [], tab, goods=("new_vinland",)))
    without = _Plan(rftg, seat(rftg, [], tab))
    assert with_good.value(("x2",)) > 0 > without.value(("x2",))
    # produce pays for an empty production world
    assert without.value(("prod",)) > 0
    # explore first lets a Settle pay: +1/+1 and settle beat settle alone with an empty hand
    hand1 = _Plan(rftg, seat(rftg, ["new_vinland"], ["epsilon_eridani"]))
    assert hand1.value(("e11", "set")) > hand1.value(("set",))


def test_rftg_advanced_pairs_never_take_a_second_card_alone(rftg):
    game = registry.get("rftg")
    st = game.new(game.options(seats=2, advanced=True), 3)
    while game.view(st, None)["step"] != "action":
        s = game.to_act(st)[0]
        game.apply(st, s, game.sample_answer(st, s, rftg_rng()))
    j = rftg.judge(game, st, 0, game.decision(st, 0), rftg_rng())
    assert j.mode == "answers" and j.answers
    for a in j.answers:
        assert not ("dev2" in a and "dev" not in a) and not ("set2" in a and "set" not in a)
        assert game.check(st, 0, a) is None


def rftg_rng():
    from desktop.engine.rng import Rng

    return Rng.from_seed(1)


def test_tmae_card_text_is_read_as_its_effects():
    cards = {c["name"]: c for c in registry.get("tmae").cards_json()}
    farming = Card(cards["Farming"])
    assert farming.prod["MC"] == 2 and farming.prod["plants"] == 2
    assert farming.gain["plants"] == 2 and farming.vp == 2
    nuclear = Card(cards["Nuclear Plants"])
    assert nuclear.prod["MC"] == 1 and nuclear.prod["heat"] == 3 and nuclear.vp == -1
    assert Card(cards["Ice Asteroid"]).steps == 2
    valley = Card(cards["Protected Valley"])
    assert valley.steps == 1 and valley.vp == 1  # a forest: its VP and its oxygen step
    # production is worth more with more Production phases to come; a step is worth at least 1
    assert farming.value(10) > farming.value(2)
    assert Card(cards["Ice Asteroid"]).value(1) >= 2


def test_tmae_steps_past_a_maximum_raise_no_tr():
    """A card's (or a forest's) step on a global parameter already at its maximum is worth no
    TR: only what else it gives (the forest's VP) is left."""
    cards = {c["name"]: c for c in registry.get("tmae").cards_json()}
    ice = Card(cards["Ice Asteroid"])  # flips 2 ocean tiles
    assert ice.by["ocean"] == 2
    open_ = {"temp": 19, "oxygen": 14, "ocean": 9}
    one_left = {"temp": 19, "oxygen": 14, "ocean": 1}
    none_left = {"temp": 19, "oxygen": 14, "ocean": 0}
    assert ice.value(5, open_) > ice.value(5, one_left) > ice.value(5, none_left)
    valley = Card(cards["Protected Valley"])
    assert valley.value(5, {"temp": 19, "oxygen": 0, "ocean": 9}) >= valley.vp
    assert valley.value(5, {"temp": 19, "oxygen": 0, "ocean": 9}) < valley.value(5, open_)


def test_tmae_judges_a_forest_after_oxygen_is_maxed_as_its_vp_only():
    from desktop.engine.ai.adapters import adapter_for

    game = registry.get("tmae")
    tm = adapter_for(game)
    me = {"hand_costs": {}}
    v = {"standard_projects": {"forest_mc": {"price": 20}}}
    opened = tm.option_value("sp:forest_mc", 3.0, me, v, {"temp": 5, "oxygen": 2, "ocean": 1})
    maxed = tm.option_value("sp:forest_mc", 3.0, me, v, {"temp": 5, "oxygen": 0, "ocean": 1})
    assert maxed < opened
    assert maxed < 0  # 20 MC for 1 VP: worse than keeping them


def test_tmae_reads_every_sentence_and_resource_costs():
    cards = {c["name"]: c for c in registry.get("tmae").cards_json()}
    mixed = cards["Diversified Interests"]
    assert "Gain 3 plants. Gain 3 heat." in mixed["text"]  # two gains on one line
    card = Card(mixed)
    assert card.gain["plants"] == 3 and card.gain["heat"] == 3
    heat_cost = [c for c in cards.values() if any(line.startswith("Spend") and "heat to play" in line
                                                  for line in c["text"])]
    assert heat_cost and Card(heat_cost[0]).gain["heat"] < 0


def _tmae_solo_at(round_no: int, difficulty: str = "expert", seed: int = 2):
    """A solo TM:AE game played by the easy player up to the start of ``round_no``."""
    from desktop.engine.ai import make_player

    game = registry.get("tmae")
    st = game.new(game.options(seats=1, difficulty=difficulty), seed)
    p = make_player("easy", seed)
    while game.to_act(st) and game.view(st, None)["round"] < round_no:
        game.apply(st, 0, p.choose(game, game.clone(st), 0))
    return game, st


def test_tmae_solo_late_mc_buys_terraforming():
    """Solo, Mars terraformed in time is the win: late in the game a 14-MC temperature step
    is worth buying; with rivals the same step is worth less (no win hangs on it)."""
    from desktop.engine.ai.adapters import adapter_for
    from desktop.engine.ai.tmae import room_left

    game, st = _tmae_solo_at(24)
    tm = adapter_for(game)
    v = game.view(st, 0)
    room = room_left(v)
    room["push"] = tm.push(v)
    solo = tm.option_value("sp:temp_mc", tm.rounds_left(v), v["players"][0], v, room)
    assert solo > 0
    duo = dict(room, push=0.0)
    assert tm.option_value("sp:temp_mc", tm.rounds_left(v), v["players"][0], v, duo) < solo


def test_tmae_solo_capacity_counts_production_rounds_and_mars():
    import copy

    from desktop.engine.ai.tmae import solo_capacity

    game, st = _tmae_solo_at(6, "advanced")
    v = game.view(st, 0)
    base = solo_capacity(v)
    more_heat = copy.deepcopy(v)
    more_heat["players"][0]["production"]["heat"] += 8
    assert solo_capacity(more_heat) > base
    later = copy.deepcopy(v)
    later["round"] = v["solo"]["rounds"]  # no round left: the stock only, no advance
    assert solo_capacity(later) < base
    expert = copy.deepcopy(v)
    expert["solo"]["advance"] = 0  # Mars does not help on expert
    left = v["solo"]["rounds"] - v["round"]
    assert v["solo"]["advance"] == 1 and left // 5 >= 3
    assert solo_capacity(expert) == pytest.approx(base - left // 5)


def test_tmae_judges_the_dummys_phase_card_by_what_the_seat_gets():
    from desktop.engine.ai.adapters import adapter_for
    from desktop.engine.rng import Rng

    game, st = _tmae_solo_at(21)
    d = game.decision(st, 0)
    ids = [o.id for o in d.options]
    assert ids and all(i.startswith("dummy:") for i in ids)
    tm = adapter_for(game)
    j = tm.judge(game, st, 0, d, Rng.from_seed(1))
    assert j.mode == "one" and set(j.scores) == set(ids)
    assert len(set(j.scores.values())) > 1  # an opinion, not a tie


def test_tmae_values_an_action_by_its_effect_less_its_cost():
    """Aquifer Pumping (spend 10 MC: flip an ocean tile) is worth its step while oceans are
    left, and costs its MC for nothing once all nine are flipped."""
    game = registry.get("tmae")
    tm = adapter_for(game)
    code = next(c["code"] for c in game.cards_json() if c["name"] == "Aquifer Pumping")
    cost, effect = tm.c[code].actions[0]
    assert cost == (10, "MC") and effect.by["ocean"] == 1
    from desktop.engine.ai.tmae import PUSH

    open_ = {"temp": 10, "oxygen": 10, "ocean": 3}  # with rivals: a step is worth PUSH more
    full = dict(open_, ocean=0)
    assert tm.action_value(f"act:{code}:0", 4.0, open_, PUSH) > 0
    assert tm.action_value(f"act:{code}:0", 4.0, full, PUSH) < 0
    solo = dict(open_, slope=0.0)  # solo: the flat MC rate, and no push needed
    assert tm.action_value(f"act:{code}:0", 4.0, solo, 0.0) > 0


def test_tmae_prices_the_heat_and_plants_an_action_spends_as_its_stock_is_valued():
    """An ACTION paid in heat or plants costs what that stock is worth kept (``rates``): heat
    costs nothing once the temperature is at its maximum, and a plant costs more with rivals
    (``PLANT_RIVALS``) than solo (``PLANT``)."""
    from desktop.engine.ai import tmae_cards

    game = registry.get("tmae")
    tm = adapter_for(game)
    by_text = {line: c["code"] for c in game.cards_json() for line in c["text"]}
    heat = by_text["ACTION: Spend 2 heat: Draw 1 card(s)."]
    plant = by_text["ACTION: Spend 1 plants: Draw 1 card(s)."]
    open_ = {"temp": 10, "oxygen": 10, "ocean": 3}
    warm = dict(open_, temp=0)
    gap = tm.action_value(f"act:{heat}:0", 4.0, warm, 0.0) - tm.action_value(
        f"act:{heat}:0", 4.0, open_, 0.0)
    assert gap == pytest.approx(2 * tmae_cards.HEAT)
    solo = dict(open_, slope=0.0)
    gap = tm.action_value(f"act:{plant}:0", 4.0, solo, 0.0) - tm.action_value(
        f"act:{plant}:0", 4.0, open_, 0.0)
    # the drawn card is worth the same either way (CARD); only the plant's price differs
    assert gap == pytest.approx(tmae_cards.PLANT_RIVALS - tmae_cards.PLANT)


def test_tmae_playouts_with_rivals_mix_the_phase_cards():
    """In a playout with rivals a phase card is one of the seat's three best at random (they
    are chosen in secret by all at once), never a worse one."""
    from desktop.engine.rng import Rng

    game = registry.get("tmae")
    tm = adapter_for(game)
    st = game.new(game.options(seats=2), 4)
    while not game.decision(st, game.to_act(st)[0]).options[0].id.startswith("phase:"):
        seat = game.to_act(st)[0]
        game.apply(st, seat, game.sample_answer(st, seat, Rng.from_seed(3)))
    seat = game.to_act(st)[0]
    ids = [o.id for o in game.decision(st, seat).options]
    scores = tm.phase_values(game, st, seat, ids).scores
    top3 = set(sorted(scores, key=lambda i: -scores[i])[:3])
    seen = {tm.rollout_answer(game, st, seat, Rng.from_seed(k)) for k in range(40)}
    assert seen <= top3 and len(seen) >= 2


def test_tmae_playouts_read_the_lean_question_as_the_full_one():
    """A playout answers from ``game.legal`` (no labels built); over random 2-seat games it
    answers every question exactly as the policy on the full decision would, and tells a set
    of drawn cards to keep from a set of the hand to let go as the prompts do."""
    from desktop.engine.ai.adapters import Adapter
    from desktop.engine.protocol import PickSome, legal_of
    from desktop.engine.rng import Rng

    game = registry.get("tmae")
    tm = adapter_for(game)
    kinds = set()
    for seed in range(3):
        st = game.new(game.options(seats=2), seed)
        walk = Rng.from_seed(seed)
        while game.to_act(st):
            seat = game.to_act(st)[0]
            d = game.decision(st, seat)
            assert game.legal(st, seat) == legal_of(d)
            if isinstance(d, PickSome):
                mode = tm.judge(game, st, seat, d, Rng.from_seed(1)).mode
                assert mode == ("keep" if d.prompt.text.startswith("Keep") else "discard")
                kinds.add(mode)
            if not d.options or not d.options[0].id.startswith("phase:"):
                lean = tm.rollout_answer(game, st, seat, Rng.from_seed(7))
                full = Adapter.rollout_answer(tm, game, st, seat, Rng.from_seed(7))
                assert lean == full, d.prompt.text
            game.apply(st, seat, game.sample_answer(st, seat, walk))
    assert kinds == {"keep", "discard"}


def test_tmae_reads_per_tag_production_as_its_own_resource():
    """"1 heat per space you have" is heat production, "1 MC per earth" MC production."""
    cards = {c["name"]: c for c in registry.get("tmae").cards_json()}
    farms = Card(cards["Satellite Farms"])
    assert farms.prod["heat"] > 0 and farms.prod["MC"] == 0
    insects = Card(cards["Insects"])
    assert insects.prod["plants"] > 0 and insects.prod["MC"] == 0
    cartel = Card(cards["Cartel"])
    assert cartel.prod["MC"] > 0 and cartel.prod["heat"] == 0


def test_tmae_heat_buys_nothing_once_the_temperature_is_maxed():
    cards = {c["name"]: c for c in registry.get("tmae").cards_json()}
    read = [Card(c) for c in cards.values() if c["kind"] != "corporation"]
    heat_card = next(c for c in read if c.prod["heat"] > 0
                     and not any(c.prod[k] for k in ("MC", "plants", "card(s)")))
    open_ = {"temp": 5, "oxygen": 5, "ocean": 5}
    hot = {"temp": 0, "oxygen": 5, "ocean": 5}
    assert heat_card.value(5, hot) < heat_card.value(5, open_)
    # four more Production phases pay its heat production while the temperature is open only
    from desktop.engine.ai.tmae_cards import HEAT

    gained_open = heat_card.value(5, open_) - heat_card.value(1, open_)
    gained_hot = heat_card.value(5, hot) - heat_card.value(1, hot)
    assert gained_open - gained_hot == pytest.approx(4 * HEAT * heat_card.prod["heat"])


def _tmae_me(names: list[str], mc: int) -> dict:
    codes = {c["name"]: c["code"] for c in registry.get("tmae").cards_json()}
    return {"mc": mc, "sell_value": 3, "hand": ["card:%d" % codes[n] for n in names]}


def test_tmae_research_is_the_order_statistics_of_the_deck():
    """Research keeps the best of the cards drawn: the worth of "keep 1 of 2" is the mean, over
    every pair of project cards, of the better one kept (counted here pair by pair)."""
    import itertools
    import statistics

    tm = adapter_for(registry.get("tmae"))
    r = 6
    vals = [tm.hold_value("card:%d" % code, r, None, 0.0)
            for code, c in tm.cards.items() if c["kind"] != "corporation"]
    pairs = statistics.fmean(max(a, b) for a, b in itertools.combinations(vals, 2))
    assert tm.research_value(r, 1, 2) == pytest.approx(pairs)
    assert tm.research_value(r, 1, 1) == pytest.approx(statistics.fmean(vals))
    # the picker's 2 of 5 are worth more than 1 of 2, and cards are worth more early
    assert tm.research_value(r, 2, 5) > 2 * tm.research_value(r, 1, 2) > 0
    assert tm.research_value(10, 1, 2) > tm.research_value(2, 1, 2)


def test_tmae_a_card_paid_by_selling_others_costs_what_they_were_worth_kept():
    game = registry.get("tmae")
    tm = adapter_for(game)
    room = {"temp": 19, "oxygen": 14, "ocean": 9}
    me = _tmae_me(["Farming", "Kelp Farming", "Nuclear Plants", "Blueprints"], mc=20)
    farming = me["hand"][0]
    assert tm.sales_needed(farming, 20, me, 8.0, room, 1.5) == 0.0  # the MC are there
    # 6 MC short: two cards sold, the two worth least kept, each at what it is worth over its
    # 3 MC (MC valued as with 8 Production phases to come)
    from desktop.engine.ai.tmae import mc

    kept = sorted(tm.hold_value(h, 8.0, room, 1.5) for h in me["hand"][1:])
    short = tm.sales_needed(farming, 26, me, 8.0, room, 1.5)
    assert short == pytest.approx(kept[0] + kept[1] - 2 * 3 * mc(8.0)) and short > 0
    # and the play option says so: the same card is worth less when paid by selling
    v = {"standard_projects": {}}
    rich = tm.option_value("play:%s" % farming.split(":")[1], 8.0,
                           dict(me, hand_costs={farming: 20}), v, room)
    poor = tm.option_value("play:%s" % farming.split(":")[1], 8.0,
                           dict(me, mc=14, hand_costs={farming: 20}), v, room)
    assert poor == pytest.approx(rich - tm.sales_needed(farming, 20, dict(me, mc=14), 8.0,
                                                        room, 1.5)) and poor < rich


def test_tmae_sells_a_dead_card_before_a_good_one():
    game = registry.get("tmae")
    tm = adapter_for(game)
    room = {"temp": 19, "oxygen": 14, "ocean": 9}
    me = _tmae_me(["Kelp Farming", "Fuel Factory"], mc=0)
    v = {"standard_projects": {}}
    good, dead = (tm.option_value("sell:%s" % h.split(":")[1], 8.0, me, v, room)
                  for h in me["hand"])
    assert dead > good
    assert -0.1 < dead < 0.0  # a card worth no more than its sale: a little below passing


def test_tmae_a_finished_solo_game_is_scored_on_the_evaluations_scale():
    """A playout that ends a solo game must compare fairly with one that stops short of the
    end: the finished game's utility is its VP less what Mars lacks (plus the win), the
    scale of the evaluation, not the generic 10-for-a-win and a fifth of the VP (on which an
    ended game scored 20 to 30 below an unfinished one, so the search shunned ending it)."""
    from desktop.engine.ai import make_player
    from desktop.engine.ai.adapters import Adapter
    from desktop.engine.ai.tmae import SHORT, SOLO_LEFT, SOLO_WIN, terraforming_left
    from desktop.engine.protocol import Outcome

    game = registry.get("tmae")
    tm = adapter_for(game)
    st = game.new(game.options(seats=1, difficulty="expert"), 3)
    p = make_player("easy", 3)
    while game.to_act(st):
        game.apply(st, 0, p.choose(game, game.clone(st), 0))
    out = game.outcome(st)
    left = terraforming_left(game.view(st, None))
    assert not out.winners and left > 0  # easy misses Mars on expert
    u = tm.utility(game, st, 0)
    assert u == pytest.approx(out.scores[0] - (SOLO_LEFT + SHORT) * left)
    # the evaluation of the same position (it still counts the stock as steps to come, which
    # the ended game cannot spend) is nearer to it than to the generic scale
    (estimate,) = tm.estimates(game, st)
    generic = Adapter.utility(tm, game, st, 0)
    assert abs(u - estimate) < abs(generic - estimate)

    class _Won:
        id = "tmae"

        def outcome(self, s):
            return Outcome((60,), (0,))

        def view(self, s, seat):
            return {"temperature": 8, "temperature_max": 8, "oxygen": 14, "oxygen_max": 14,
                    "oceans_left": 0}

    assert tm.utility(_Won(), None, 0) == 60 + SOLO_WIN
    # a win is worth more than a near miss with more VP
    assert tm.utility(_Won(), None, 0) > 66 - (SOLO_LEFT + SHORT) * 1


def test_tmae_an_mc_is_worth_more_early_so_income_beats_a_bought_step_until_late():
    """An MC spent early pays again at every Production phase after it (``mc``): with many
    phases to come, 3 MC of production for 10 MC (Economic Growth) is worth more than a
    temperature step bought for 14 MC; in the last round the step is."""
    from desktop.engine.ai.tmae_cards import MC, mc

    assert mc(1) == pytest.approx(MC) and mc(10) > mc(5) > mc(1)
    tm = adapter_for(registry.get("tmae"))
    code = next(c for c, d in tm.cards.items() if d.get("name") == "Economic Growth")
    room = {"temp": 19, "oxygen": 14, "ocean": 9, "push": 1.5}
    v = {"standard_projects": {"temp_mc": {"price": 14}}}
    me = {"mc": 30, "hand": [f"card:{code}"], "hand_costs": {f"card:{code}": 10},
          "sell_value": 3}

    def both(r):
        return (tm.option_value(f"play:{code}", r, me, v, room),
                tm.option_value("sp:temp_mc", r, me, v, room))

    for r in (6, 10):
        card, step = both(r)
        assert card > step, r
    card, step = both(1)
    assert step > card
    # solo the rate is flat (``slope_of``): there an MC is what it buys towards Mars by round
    # 25, and with 6 phases to come the step is worth more than the income (the same push as
    # above, so that only the rate differs; solo's own push favours the step further)
    solo = dict(room, slope=0.0)
    assert (tm.option_value("sp:temp_mc", 6, me, v, solo)
            > tm.option_value(f"play:{code}", 6, me, v, solo))


def test_tmae_the_mc_rate_is_flat_solo_and_grows_with_rivals():
    from desktop.engine.ai.tmae import room_left
    from desktop.engine.ai.tmae_cards import MC, MC_SLOPE, mc, slope_of

    game = registry.get("tmae")
    solo = game.view(game.new(game.options_model.model_validate({"seats": 1}), 1), 0)
    duo = game.view(game.new(game.options_model.model_validate({"seats": 2}), 1), 0)
    assert slope_of(room_left(solo)) == 0.0 and mc(10, slope_of(room_left(solo))) == MC
    assert slope_of(room_left(duo)) == MC_SLOPE > 0 and mc(10, slope_of(room_left(duo))) > MC


def test_tmae_a_lasting_discount_is_worth_what_it_saves_on_the_cards_to_come():
    """Steel and titanium take MC off every building or space card played after them, and
    "Cards cost you 2 MC less" off every card: such a card is worth what it saves at each round
    to come on the share of the deck it applies to, not nothing (Great Escarpment Consortium,
    "Steel 1", was read as worth 0 VP).  The evaluation counts a seat's steel and titanium the
    same way, so a search sees what playing such a card bought."""
    from desktop.engine.ai.tmae_cards import CARDS_PER_ROUND, income_worth

    tm = adapter_for(registry.get("tmae"))

    def card(name):
        return next(tm.c[c] for c, d in tm.cards.items() if d.get("name") == name)

    steel = card("Great Escarpment Consortium")  # Steel 1: building cards 2 MC less a point
    assert steel.off == [(2, ("building",))]
    building = tm.share["building"]
    assert 0.2 < building < 0.5
    assert steel.discount == pytest.approx(2 * building)
    assert steel.value(10) == pytest.approx(2 * building * CARDS_PER_ROUND * income_worth(10))
    assert steel.value(10) > steel.value(2) > 0
    assert card("Earth Catapult").discount == pytest.approx(2.0)  # every card, 2 MC less
    both = card("Interplanetary Conference")  # earth or jovian cards 3 MC less
    assert both.discount == pytest.approx(3 * (tm.share["earth"] + tm.share["jovian"]))
    # the evaluation: one more steel point is worth what the card's reading says it is
    game = registry.get("tmae")
    st = game.new(game.options_model.model_validate({"seats": 2}), 4)
    before = tm.estimates(game, st)
    st.players[0].steel += 1
    after = tm.estimates(game, st)
    v = game.view(st, None)
    r = tm.rounds_left(v)
    assert after[1] == before[1]
    assert after[0] - before[0] == pytest.approx(steel.value(r), rel=1e-9)


def test_tmae_a_parameter_maxed_this_phase_still_gives_tr_until_the_phase_ends():
    """In the phase a global parameter reaches its maximum every raise of it still gives TR
    (RuleRef tmae.end.maxed_phase): the computer players count such a step as a TR, not as
    nothing, until the phase ends; solo, it terraforms no more (``solo_capacity``)."""
    from desktop.engine.ai.tmae import room_left, solo_capacity
    from desktop.games.tmae.parameters import raise_temp

    game = registry.get("tmae")
    st = game.new(game.options_model.model_validate({"seats": 2}), 3)
    while "temp" not in st.maxed:
        raise_temp(st, 0, 1, [])
    v = game.view(st, 0)
    assert v["temperature"] == v["temperature_max"] and "temp" in v["maxed_this_phase"]
    room = room_left(v)
    assert room["temp"] > 0
    assert room_left(v, this_phase=False)["temp"] == 0
    cards = {c["name"]: c for c in game.cards_json()}
    deimos = Card(cards["Deimos Down"])  # 3 temperature steps, 7 MC
    closed = dict(room, temp=0)
    assert deimos.value(5, room) > deimos.value(5, closed) + 3
    # ... but no step on Mars: it neither brings the end nearer nor takes one from a rival, so
    # the push of a step is not added (it is while the parameter is open)
    assert deimos.value(5, room, push=1.5) == pytest.approx(deimos.value(5, room, push=0.0))
    st_open = game.new(game.options_model.model_validate({"seats": 2}), 3)
    opened = room_left(game.view(st_open, 0))
    assert deimos.value(5, opened, push=1.5) == pytest.approx(
        deimos.value(5, opened, push=0.0) + 3 * 1.5)
    # the standard project too: a TR, no push
    tm = adapter_for(game)
    me = {"mc": 30, "hand": [], "sell_value": 3}
    sps = {"standard_projects": {"temp_mc": {"price": 14}}}
    worth = {name: tm.option_value("sp:temp_mc", 5, me, sps, dict(rm, push=1.5))
             for name, rm in (("open", opened), ("maxed", room))}
    assert worth["open"] - worth["maxed"] == pytest.approx(1.5)
    # the phase ends: the parameter is closed for good
    st.maxed = []
    assert room_left(game.view(st, 0))["temp"] == 0
    # solo: a step past the maximum terraforms nothing, whatever the phase, so heat adds no
    # capacity once the temperature is at its maximum (and does while it is open)
    solo = game.new(game.options_model.model_validate({"seats": 1}), 3)

    def heat_adds(state):
        before = solo_capacity(game.view(state, 0))
        state.players[0].heat += 80
        after = solo_capacity(game.view(state, 0))
        state.players[0].heat -= 80
        return after - before

    assert heat_adds(solo) > 0
    while "temp" not in solo.maxed:
        raise_temp(solo, 0, 1, [])
    assert "temp" in game.view(solo, 0)["maxed_this_phase"]
    assert heat_adds(solo) == 0
