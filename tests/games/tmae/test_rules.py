"""Scenario tests, one per rule of the seed (and the rules it takes for granted)."""

from __future__ import annotations

from desktop.games.tmae import GAME
from tests.games.tmae import helpers as R
from tests.games.tmae.helpers import act, enter, give, opts, put, table


# -- setup ----------------------------------------------------------------------------------

def test_setup_globals_tr_and_hands():
    s = R.new_state(2, 7)
    assert R.temperature(s.temp) == -30 and s.oxygen == 0
    assert len(s.oceans) == 9 and not s.flipped
    for p in s.players:
        assert p.tr == 5 and len(p.hand) == 8 and len(p.corp_offer) == 2
        assert (p.prod_mc, p.prod_heat, p.prod_plant, p.prod_card, p.steel, p.titanium) == (0, 0, 0, 0, 0, 0)
    assert s.stage == "corp" and R.to_act(s) == (0, 1)


def test_first_game_deals_four_starred_greens_and_starred_corporations():
    s = R.new_state(2, 3, first_game=True)
    for p in s.players:
        starred = [c for c in p.hand if R.CARDS[c].beginner]
        assert len(starred) == 4 and len(p.hand) == 8
        assert all(R.CARDS[c].kind == "green" for c in starred)
        assert all(R.CARDS[c].beginner for c in p.corp_offer) and len(p.corp_offer) == 2
    # the 8 other starred cards are discarded, not in the deck
    assert not any(R.CARDS[c].beginner for c in s.deck)
    assert sum(1 for c in s.discard if R.CARDS[c].beginner) == 8


def test_first_game_with_four_seats_deals_one_starred_corporation_each():
    s = R.new_state(4, 3, first_game=True)
    corps = sorted(p.corp for p in s.players)
    assert corps == [210, 211, 212, 217]
    assert s.stage == "plan"


def test_corporation_choice_gives_start_mc_and_production_helion_ecoline():
    # the seed's example: Helion 3 heat production and 28 MC; Ecoline 1 plant production and 27 MC
    s = R.new_state(2, 5)
    s.players[0].corp_offer = [211, 209]
    s.players[1].corp_offer = [210, 212]
    act(s, 0, "corp:211")
    # the choice is secret until both chose (and so is Helion's heat paying as MC)
    assert GAME.view(s, 1)["players"][0]["corp"] is None and "corp:211" in GAME.secrets(s, 1)
    assert GAME.view(s, 1)["players"][0]["heat_pays"] is False
    assert GAME.view(s, 0)["players"][0]["heat_pays"] is True
    act(s, 1, "corp:210")
    assert GAME.view(s, 1)["players"][0]["corp"] == "corp:211"
    assert [p["heat_pays"] for p in GAME.view(s, 1)["players"]] == [True, False]
    h, e = s.players
    assert (h.mc, h.prod_heat) == (28, 3) and R.helion(h)
    assert (e.mc, e.prod_plant) == (27, 1) and R.forest_plants(e) == 7
    assert s.stage == "plan"


def test_inventrix_draws_three_at_start():
    s = R.new_state(2, 5)
    s.players[0].corp_offer = [213, 209]
    s.players[1].corp_offer = [210, 212]
    act(s, 0, "corp:213")
    act(s, 1, "corp:210")
    assert len(s.players[0].hand) == 11 and len(s.players[1].hand) == 8


# -- planning -------------------------------------------------------------------------------

def test_planning_is_simultaneous_and_forbids_last_phase():
    s = table()
    s.players[0].last_pick = 3
    assert R.to_act(s) == (0, 1)
    assert "phase:3" not in opts(s, 0) and len(opts(s, 0)) == 4
    assert len(opts(s, 1)) == 5
    err = GAME.check(s, 0, "phase:3")
    assert err is not None and err.rule.id == "tmae.planning.no_repeat"
    act(s, 0, "phase:1")
    assert R.to_act(s) == (1,)
    # the pick stays hidden from the other seat until all picked
    assert GAME.view(s, 1)["players"][0]["phase_card"] is None
    assert GAME.view(s, 0)["players"][0]["phase_card"] == "phase:0:1"


def test_phases_resolve_in_order_once_each_and_skip_unpicked():
    s = table()
    give(s, 0, 155)  # Lichen
    act(s, 0, "phase:4")
    ev = []
    R.answer(s, 1, "phase:1", ev)
    assert s.phase == 1 and s.phases == [4]
    act(s, 0, "pass")  # seat 1 has no card: it is done without being asked
    # phase IV ran on its own (no decision), then the round ended and the next planning began
    assert s.stage == "plan" and s.round == 2
    assert s.players[0].mc == 100 + 5 + 4 and s.players[1].mc == 100 + 5
    assert s.players[0].last_pick == 4 and s.players[1].last_pick == 1


# -- development and construction ----------------------------------------------------------

def test_development_bonus_three_mc_off_green():
    s = table()
    give(s, 0, 130)  # Economic Growth, 10 MC
    give(s, 1, 190)  # Sponsors, 5 MC
    enter(s, 1, {0: 1, 1: 2})
    act(s, 0, "play:130")
    assert s.players[0].mc == 100 - 7 and s.players[0].prod_mc == 3
    act(s, 1, "play:190")
    assert s.players[1].mc == 95


def test_development_bonus_not_shown_on_blue_or_red_cards():
    # the bonus is a discount on the green card played in the phase: the hand's prices that
    # the chooser sees then take it off green cards only (a blue card is played at full price
    # in Construction, and the table must not promise 3 MC less)
    s = table()
    give(s, 0, 130, 12)  # Economic Growth (green, 10 MC), Birds (blue, 15 MC)
    give(s, 1, 155)
    enter(s, 1, {0: 1, 1: 2})
    costs = GAME.view(s, 0)["players"][0]["hand_costs"]
    assert costs["card:130"] == 10 - 3 and costs["card:12"] == 15
    # the other seat did not choose Development: no bonus on its green card either
    give(s, 1, 190)  # Sponsors, 5 MC
    assert GAME.view(s, 1)["players"][1]["hand_costs"]["card:190"] == 5


def test_development_plays_only_green_and_one_card():
    s = table()
    give(s, 0, 130, 190, 12)
    give(s, 1, 155)
    enter(s, 1)
    o = opts(s, 0)
    assert "play:130" in o and "play:190" in o and "play:12" not in o
    act(s, 0, "play:130")
    assert R.current(s) == 1  # one card, then the next seat


def test_construction_bonus_draw_or_second_card():
    s = table()
    give(s, 0, 95, 96)  # two red cards
    give(s, 1, 85)
    enter(s, 2, {0: 2, 1: 1})
    assert "draw" in opts(s, 0)
    act(s, 0, "play:95")
    assert "play:96" in opts(s, 0)  # the bonus play
    act(s, 0, "play:96")
    assert R.current(s) == 1


def test_construction_bonus_draw_uses_the_bonus():
    s = table()
    give(s, 0, 95, 96)
    give(s, 1, 85)
    enter(s, 2, {0: 2, 1: 1})
    ev = act(s, 0, "draw")
    assert len(s.players[0].hand) == 3 and "draw" not in opts(s, 0)
    # the rivals see that a card was drawn (how many is public), not which one
    drew = [e for e in ev if e.msg.text == R.DRAW.text]
    assert len(drew) == 1 and drew[0].private_to is None and drew[0].objects == ()
    act(s, 0, "play:95")
    assert R.current(s) == 1


def test_construction_without_bonus_plays_one():
    s = table()
    give(s, 1, 95, 96)
    enter(s, 2, {0: 2, 1: 1})
    act(s, 0, "pass")
    assert "draw" not in opts(s, 1)
    act(s, 1, "play:95")
    assert s.stage != "phase" or s.phase != 2


# -- payment --------------------------------------------------------------------------------

def test_steel_and_titanium_are_values_never_spent():
    s = table()
    p = s.players[0]
    p.steel, p.titanium = 2, 1
    give(s, 0, 153)  # Io Mining Industries 37, building + space
    enter(s, 1, {0: 2, 1: 3})
    act(s, 0, "play:153")
    assert p.mc == 100 - (37 - 4 - 3) and p.steel == 2 and p.titanium == 1 + 2


def test_discounts_stack_and_cost_never_below_zero():
    s = table()
    put(s, 0, 23, 51, 144)  # Earth Catapult -2, Research Outpost -1, Great Escarpment steel 1
    give(s, 0, 175)  # Power Plant 3, building
    enter(s, 1)
    assert R.card_cost(s, s.players[0], R.CARDS[175]) == 0
    act(s, 0, "play:175")
    assert s.players[0].mc == 100


def test_helion_pays_with_heat():
    s = table(corps=(211,))
    p = s.players[0]
    p.mc, p.heat = 2, 10
    give(s, 0, 130)  # 10 MC
    enter(s, 1, {0: 2, 1: 3})
    act(s, 0, "play:130")
    o = opts(s, 0)
    assert "pay:0:0:8" in o and "pay:0:0:10" in o and "pay:0:0:7" not in o
    act(s, 0, "pay:0:0:9")
    assert (p.mc, p.heat) == (1, 1)


def test_sell_a_card_any_time_for_three_mc():
    s = table(mc=0)
    give(s, 0, 130, 95)
    enter(s, 1)
    assert "play:130" not in opts(s, 0)
    act(s, 0, "sell:95")
    assert s.players[0].mc == 3 and 95 in s.discard


def test_sell_to_pay():
    s = table(mc=4)
    give(s, 0, 130, 95)
    enter(s, 1)  # bonus -3: Economic Growth costs 7
    act(s, 0, "sell:95")
    act(s, 0, "play:130")
    assert s.players[0].mc == 0


def test_sell_while_paying():
    s = table(mc=2)
    give(s, 0, 130, 95, 96)
    enter(s, 1)  # Economic Growth costs 7: 2 MC + two cards sold
    assert "play:130" in opts(s, 0)
    act(s, 0, "play:130")
    assert opts(s, 0) == ["sell:95", "sell:96"]
    act(s, 0, "sell:96")
    assert R.waiting(s, 0)  # 5 MC: still short
    act(s, 0, "sell:95")
    p = s.players[0]
    assert 130 in p.played and p.mc == 8 - 7 and not p.hand


def test_cannot_play_what_even_selling_cannot_pay():
    s = table(mc=0)
    give(s, 0, 130, 95)
    enter(s, 1)
    assert "play:130" not in opts(s, 0)  # 3 MC from selling the other card < 7


# -- requirements ----------------------------------------------------------------------------

def test_parameter_requirement_uses_phase_start_snapshot():
    s = table()
    give(s, 0, 197)   # Trapped Heat needs temperature red or warmer (step 6)
    s.temp = 5
    enter(s, 1)
    s.temp = 6  # raised during the phase: the card still sees the start value
    assert "play:197" not in opts(s, 0)
    s2 = table()
    give(s2, 0, 197)
    s2.temp = 6
    enter(s2, 1)
    assert "play:197" in opts(s2, 0)


def test_tag_requirement_uses_current_state():
    s = table()
    give(s, 0, 96, 67)  # Research (2 science), Atmosphere Filtering (requires 2 science)
    enter(s, 2, {0: 2, 1: 1})
    assert "play:67" not in opts(s, 0)
    act(s, 0, "play:96")
    assert "play:67" in opts(s, 0)


def test_max_requirement_and_flex():
    s = table()
    give(s, 0, 108)   # Archaebacteria: temperature purple
    s.temp = 6        # red
    enter(s, 1)
    assert "play:108" not in opts(s, 0)
    put(s, 0, 1)      # Adaptation Technology: one colour either way
    assert "play:108" in opts(s, 0)


def test_spend_requirement_is_paid():
    s = table()
    p = s.players[0]
    p.heat = 5
    give(s, 0, 199)   # Tropical Resort: spend 5 heat
    enter(s, 1, {0: 2, 1: 3})
    act(s, 0, "play:199")
    assert p.heat == 0 and p.mc == 81 and p.prod_mc == 4


def test_ocean_requirement_uses_phase_start_snapshot():
    # like temperature and oxygen: the oceans flipped at the start of the phase count
    s = table()
    give(s, 0, 107)   # Algae: 5 oceans
    s.flipped, s.oceans = s.oceans[:5], s.oceans[5:]
    enter(s, 1)
    assert "play:107" in opts(s, 0)
    s2 = table()
    give(s2, 0, 107)
    s2.flipped, s2.oceans = s2.oceans[:4], s2.oceans[4:]
    enter(s2, 1)
    s2.flipped.append(s2.oceans.pop())  # the 5th ocean is flipped during the phase
    assert "play:107" not in opts(s2, 0)


# -- action phase and standard projects ------------------------------------------------------

def test_standard_projects_and_tr():
    s = table()
    p = s.players[0]
    p.plants, p.heat = 8, 8
    enter(s, 3)
    o = opts(s, 0)
    for sp in ("sp:forest_plants", "sp:forest_mc", "sp:heat", "sp:temp_mc", "sp:ocean"):
        assert sp in o
    act(s, 0, "sp:forest_plants")
    assert (p.plants, p.forests, s.oxygen, p.tr) == (0, 1, 1, 6)
    act(s, 1, "pass")
    act(s, 0, "sp:heat")
    assert (p.heat, s.temp, p.tr) == (0, 1, 7)
    act(s, 0, "sp:forest_mc")
    assert (p.mc, p.forests, s.oxygen, p.tr) == (80, 2, 2, 8)
    act(s, 0, "sp:temp_mc")
    assert (p.mc, s.temp, p.tr) == (66, 2, 9)
    act(s, 0, "sp:ocean")
    assert p.mc >= 51 and len(s.flipped) == 1 and p.tr == 10


def test_ocean_tile_reward():
    s = table()
    p = s.players[0]
    s.oceans = [1, 2, 3, 5, 6, 7, 8, 9, 4]  # the next flipped is tile 4: 1 card + 1 MC
    enter(s, 3)
    act(s, 0, "sp:ocean")
    assert p.mc == 100 - 15 + 1 and len(p.hand) == 1 and s.flipped == [4]


def test_action_used_once_and_bonus_reuse():
    s = table()
    put(s, 0, 15)  # Circuit Board Factory: draw a card
    put(s, 1, 41)  # Matter Manufacturing
    enter(s, 3, {0: 3, 1: 1})
    act(s, 0, "act:15:0")
    act(s, 1, "pass")
    assert "act:15:0" in opts(s, 0)  # the Action bonus: once more
    act(s, 0, "act:15:0")
    assert "act:15:0" not in opts(s, 0)
    assert len(s.players[0].hand) == 2


def test_action_without_bonus_once():
    s = table()
    put(s, 0, 15)
    enter(s, 3, {0: 4, 1: 3})
    act(s, 0, "act:15:0")
    act(s, 1, "pass")
    assert "act:15:0" not in opts(s, 0)


def test_forced_conversion_at_end_of_action_phase():
    s = table()
    p = s.players[0]
    p.plants, p.heat = 17, 17
    enter(s, 3)
    act(s, 0, "pass")
    act(s, 1, "pass")
    assert (p.plants, p.heat, p.forests, s.oxygen, s.temp) == (1, 1, 2, 2, 2)


def test_forced_conversion_skips_maxed_parameter():
    s = table()
    p = s.players[0]
    p.plants, p.heat = 9, 9
    s.temp = R.TEMP_MAX
    s.oxygen = R.OXY_MAX
    enter(s, 3)
    act(s, 0, "pass")
    act(s, 1, "pass")
    assert (p.plants, p.heat) == (9, 9)


def test_maxed_parameter_phase_still_gives_tr_then_not():
    s = table()
    s.temp = R.TEMP_MAX - 1
    enter(s, 3)
    p0, p1 = s.players
    act(s, 0, "sp:temp_mc")          # reaches +8 °C
    assert R.temperature(s.temp) == 8 and p0.tr == 6
    act(s, 1, "sp:temp_mc")          # same phase: TR still
    assert p1.tr == 6 and s.temp == R.TEMP_MAX
    act(s, 0, "pass")
    act(s, 1, "pass")
    # a later phase: no more raises
    enter(s, 3)
    assert "sp:temp_mc" not in opts(s, R.to_act(s)[0])
    ev = []
    R.raise_temp(s, 0, 1, ev)
    assert p0.tr == 6


def test_last_ocean_in_phase_then_more_flips_give_tr():
    s = table()
    s.flipped, s.oceans = s.oceans[:8], s.oceans[8:]
    enter(s, 3)
    act(s, 0, "sp:ocean")
    assert not s.oceans and s.players[0].tr == 6
    act(s, 1, "sp:ocean")
    assert s.players[1].tr == 6


# -- production and research -----------------------------------------------------------------

def test_production_phase():
    s = table(mc=0)
    p = s.players[0]
    p.prod_mc, p.prod_heat, p.prod_plant, p.prod_card = 2, 3, 4, 1
    p.tr = 7
    enter(s, 4, {0: 4, 1: 1})
    assert (p.mc, p.heat, p.plants, len(p.hand)) == (2 + 7 + 4, 3, 4, 1)
    assert s.players[1].mc == 5


def test_research_draw_two_keep_one_and_bonus_five_keep_two():
    s = table()
    enter(s, 5, {0: 5, 1: 1})
    p0, p1 = s.players
    assert len(p0.drawn) == 5 and len(p1.drawn) == 2
    assert set(R.to_act(s)) == {0, 1}
    kind, ids, lo, hi = R.options(s, 0)
    assert kind == "some" and lo == hi == 2
    act(s, 0, ids[:2])
    kind, ids, lo, hi = R.options(s, 1)
    assert lo == hi == 1
    act(s, 1, ids[:1])
    assert len(p0.hand) == 2 and len(p1.hand) == 1 and len(s.discard) == 4


def test_deck_reshuffles_discards_when_empty():
    s = table()
    s.discard = s.deck[2:]
    s.deck = s.deck[:2]
    ev = []
    R.draw_to_hand(s, 0, 5, ev)
    assert len(s.players[0].hand) == 5
    assert any(e.rule and e.rule.id == "tmae.deck.reshuffle" for e in ev)


def test_hand_limit_end_of_round():
    s = table(mc=0)
    give(s, 0, *s.deck[:13])
    enter(s, 4, {0: 4, 1: 1})
    assert s.stage == "hand_limit" and R.to_act(s) == (0,)
    kind, ids, lo, hi = R.options(s, 0)
    assert lo == hi == 3
    act(s, 0, ids[:3])
    p = s.players[0]
    assert len(p.hand) == 10 and p.mc == 5 + 4 + 9 and s.stage == "plan"


# -- end and scoring ------------------------------------------------------------------------------

def _nearly_done(s):
    s.temp = R.TEMP_MAX
    s.oxygen = R.OXY_MAX
    s.flipped, s.oceans = s.oceans[:8], s.oceans[8:]


def test_game_ends_at_end_of_phase_and_later_phases_are_skipped():
    # the seed's example: Mars terraformed in Construction -> Action and Production are not played
    s = table(seats=3)
    _nearly_done(s)
    give(s, 0, 98)  # Subterranean Reservoir: flip an ocean
    act(s, 0, "phase:2")
    act(s, 1, "phase:3")
    act(s, 2, "phase:4")
    assert s.phase == 2 and s.phases == [3, 4]
    mcs = [p.mc for p in s.players]
    act(s, 0, "play:98")
    assert s.stage == "phase" and not s.oceans  # terraformed, but the phase goes on
    act(s, 0, "pass")  # (the others have no card and are done)
    assert s.stage == "over" and GAME.outcome(s) is not None
    assert [p.mc for p in s.players][1:] == mcs[1:]  # no production
    assert s.players[0].mc == mcs[0] - 10 + R.D.oceans[s.flipped[-1]].mc


def test_score_tr_forests_and_card_vp():
    s = table()
    p = s.players[0]
    p.tr, p.forests = 20, 3
    put(s, 0, 125, 12, 146)  # Commercial District 2 VP; Birds (1/animal); Immigration Shuttles 1 per 2 earth
    p.res[12] = 3
    assert R.score(p) == (20, 3, 2 + 3 + 0)
    put(s, 0, 190)  # Sponsors: a second earth tag
    assert R.score(p) == (20, 3, 2 + 3 + 1)


def test_tiebreak_mc_heat_plants_left_with_the_hand_sold_first():
    # the seed: a tie goes to the most M$ + heat + plants left, and a card sells for 3 M$ at
    # any moment, so the hand is sold before the count (the published rules say so outright)
    s = table()
    p0, p1 = s.players
    p0.mc, p0.heat, p0.plants = 10, 1, 1
    p1.mc, p1.heat, p1.plants = 5, 3, 2
    p0.hand, p1.hand = [], []
    s.stage = "over"
    o = GAME.outcome(s)
    assert o.scores[0] == o.scores[1] and o.winners == (0,) and o.tiebreak is not None
    assert "hand" in o.tiebreak.english()
    give(s, 1, *s.deck[:1])  # 10 + 3 = 13 > 12
    assert GAME.outcome(s).winners == (1,)
    p0.mc = 11  # 13 each: still tied, both win
    assert GAME.outcome(s).winners == (0, 1)


# -- solo ---------------------------------------------------------------------------------------

def test_solo_dummy_phase_played_without_bonus():
    s = R.new_state(1, 11)
    act(s, 0, opts(s, 0)[0])
    s.dummy = [1, 2, 3, 5, 4]  # the dummy's next card: Production
    p = s.players[0]
    p.hand = []  # nothing to do in Development
    mc = p.mc
    ev = act(s, 0, "phase:1")
    # phase I (ours), then IV (the dummy's: no +4 bonus), then the next planning
    assert s.stage == "plan" and s.round == 2
    assert p.mc == mc + p.tr + p.prod_mc
    assert any(e.objects == ("dummy:4",) and e.rule.id == "tmae.solo.dummy" for e in ev)


def test_solo_schedule_reshuffle_advance_and_25_rounds():
    s = R.new_state(1, 12, difficulty="novice")
    rounds_seen = set()
    from desktop.engine.rng import Rng
    rng = Rng.from_seed(3)
    advances = 0
    while s.stage != "over":
        rounds_seen.add(s.round)
        if s.stage == "solo_advance":
            advances += 1
            assert s.round % 5 == 0
        a = GAME.sample_answer(s, 0, rng)
        GAME.apply(s, 0, a)
    assert max(rounds_seen) <= 25
    if not s.terraformed:
        assert s.round == 25
        assert GAME.outcome(s).winners == ()


def test_solo_difficulty_steps_without_tr():
    for diff, steps in (("novice", 2), ("advanced", 1), ("expert", 0)):
        s = R.new_state(1, 12, difficulty=diff)
        act(s, 0, opts(s, 0)[0])
        s.round = 5
        s.stage = "hand_limit"
        s.pending.clear()  # (the planning of round 1 was waiting)
        ev = []
        R.advance(s, ev)
        tr = s.players[0].tr
        n = 0
        while s.stage == "solo_advance":
            act(s, 0, "adv:oxygen")
            n += 1
        assert n == steps and s.oxygen == steps and s.players[0].tr == tr
        assert sorted(s.dummy) == [1, 2, 3, 4, 5] and s.round == 6


def test_solo_last_five_rounds_player_orders_dummy():
    s = R.new_state(1, 13)
    act(s, 0, opts(s, 0)[0])
    s.round = 21
    s.dummy = [1, 2, 3, 4, 5]
    s.pending.clear()  # plan round 21 instead of round 1
    R.advance(s, [])
    assert opts(s, 0) == ["dummy:1", "dummy:2", "dummy:3", "dummy:4", "dummy:5"]
    act(s, 0, "dummy:4")
    assert s.dummy == [1, 2, 3, 5] and opts(s, 0)[0].startswith("phase:")


def test_solo_win_by_terraforming():
    s = R.new_state(1, 14)
    act(s, 0, opts(s, 0)[0])
    _nearly_done(s)
    give(s, 0, 98)
    s.dummy = [2, 2, 2, 2, 2]
    act(s, 0, "phase:2")
    act(s, 0, "play:98")
    act(s, 0, "pass")
    assert s.stage == "over" and GAME.outcome(s).winners == (0,)


def test_unmi_pays_six_for_one_more_tr():
    s = table(corps=(220,))
    enter(s, 3)
    p = s.players[0]
    act(s, 0, "sp:temp_mc")
    assert R.options(s, 0)[1] == ["unmi:yes", "unmi:no"]
    act(s, 0, "unmi:yes")
    assert p.tr == 7 and p.mc == 100 - 14 - 6
    act(s, 1, "pass")
    act(s, 0, "sp:temp_mc")  # second raise in the phase: no offer
    assert not R.waiting(s, 0) and p.tr == 8


def test_helion_pays_standard_projects_mc_first_then_heat():
    s = table(mc=10, corps=(211,))
    p = s.players[0]
    p.heat = 10
    enter(s, 3, {0: 4, 1: 4})
    assert "sp:temp_mc" in opts(s, 0)
    act(s, 0, "sp:temp_mc")
    assert (p.mc, p.heat, s.temp) == (0, 6, 1)


def test_ecoline_forest_for_seven_plants_and_forced_conversion():
    s = table(corps=(210,))
    p = s.players[0]
    p.plants = 14
    enter(s, 3, {0: 4, 1: 4})
    act(s, 0, "sp:forest_plants")
    assert p.plants == 7
    act(s, 1, "pass")
    act(s, 0, "pass")
    assert p.plants == 0 and p.forests == 2
