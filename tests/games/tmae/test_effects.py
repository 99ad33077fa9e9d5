"""Blue card ACTIONs (one test per card), EFFECT triggers, modifiers and corporations: one
scenario per effect kind, with the numbers printed on the cards."""

from __future__ import annotations

import pytest

from tests.games.tmae import helpers as R
from tests.games.tmae.helpers import act, enter, give, opts, put, table
from tests.games.tmae.test_cards import parse

# code: (answer, expected, setup); setup sets MC/heat/plants/resources before the phase
ACTIONS = {
    3: ("act:3:0", "D1", {}),
    4: ("act:4:0", "D2", {}),
    7: ("act:7:0", "M-10 W1", {}),
    9: ("act:9:0", "P-1 D1", {}),
    11: ("act:11:0", "R-1 D3", {}),
    12: ("act:12:0", "X1", {}),
    14: ("act:14:0", "H-8 R1", {}),
    15: ("act:15:0", "D1", {}),
    16: ("act:16:0", "M2", {}),
    20: ("act:20:0:20", "P3 X-1", {"res": 2}),
    21: ("act:21:0", "M-10 T1", {}),
    22: ("act:22:0", "H-2 D1", {}),
    27: ("act:27:0", "P1", {}),
    28: ("act:28:0", "M-1 P2", {}),
    29: ("act:29:0:HAND", "P3 D-1", {}),
    31: ("act:31:1", "T1 X-2", {"res": 2}),
    34: ("act:34:0", "M-1 H2", {}),
    38: ("act:38:0", "H-4 O1", {}),
    41: ("act:41:0", "M-1 D1", {}),
    43: ("act:43:1", "W1 X-3", {"res": 3}),
    50: ("act:50:1", "O1 X-2", {"res": 2}),
    54: ("act:54:0", "M-15 F1", {}),
    56: ("act:56:0", "H-6 M2 O1", {}),
    58: ("act:58:0", "X1", {}),
    59: ("act:59:0", "M-2 D1", {}),
    62: ("act:62:0", "M-12 W1", {}),
    63: ("act:63:0", "M-12 W1", {}),
    64: ("act:64:0", "P-4 T1", {}),
}


def _snap(s, p, code):
    return dict(mc=p.mc, heat=p.heat, plants=p.plants, hand=len(p.hand), tr=p.tr, temp=s.temp,
                oxygen=s.oxygen, flipped=len(s.flipped), forests=p.forests, res=p.res.get(code, 0))


@pytest.mark.parametrize("code", sorted(ACTIONS))
def test_blue_action(code):
    answer, spec, setup = ACTIONS[code]
    s = table(mc=100)
    p = s.players[0]
    p.heat = p.plants = 20
    put(s, 0, code)
    give(s, 0, s.deck[0])
    if "res" in setup:
        p.res[code] = setup["res"]
    answer = answer.replace("HAND", str(p.hand[0]))
    enter(s, 3, {0: 4, 1: 4})
    b = _snap(s, p, code)
    act(s, 0, answer)
    while R.waiting(s, 0):
        kind, ids, lo, hi = R.options(s, 0)
        act(s, 0, ids[:lo] if kind == "some" else ids[0])
    e = parse(spec)
    tiles = s.flipped[b["flipped"]:]
    raises = e.get("T", 0) + e.get("O", 0) + e.get("W", 0) + e.get("F", 0)
    assert p.mc - b["mc"] == e.get("M", 0) + sum(R.D.oceans[t].mc for t in tiles)
    assert p.heat - b["heat"] == e.get("H", 0)
    assert p.plants - b["plants"] == e.get("P", 0) + sum(R.D.oceans[t].plants for t in tiles)
    assert len(p.hand) - b["hand"] == e.get("D", 0) + sum(R.D.oceans[t].cards for t in tiles)
    assert p.tr - b["tr"] == e.get("R", 0) + raises
    assert (s.temp - b["temp"], s.oxygen - b["oxygen"] - e.get("F", 0), len(tiles)) == (
        e.get("T", 0), e.get("O", 0), e.get("W", 0))
    assert p.res.get(code, 0) - b["res"] == e.get("X", 0)
    assert code in p.used


def test_action_cost_reductions():
    s = table()
    p = s.players[0]
    put(s, 0, 7, 54, 62, 21)
    p.steel, p.titanium = 2, 3
    p.tags["power"] = 4
    v = lambda c: R.action_cost(p, c, R.CARDS[c].action[0])  # noqa: E731
    assert (v(7), v(54), v(62)) == (10 - 4, 15 - 6, 12 - 4)
    assert v(21) == 10  # 4 blue cards in play
    put(s, 0, 63)
    assert v(63) == 12 - 3 and v(21) == 10 - 5


def test_action_phase_choice_bonuses():
    # Community Gardens, Hydro-Electric Energy, Wood Burning Stoves: better if you picked Action
    s = table()
    p = s.players[0]
    p.plants = 3
    put(s, 0, 16, 34, 64)
    enter(s, 3, {0: 3, 1: 1})
    act(s, 0, "act:16:0")
    assert (p.mc, p.plants) == (102, 4)
    act(s, 1, "pass")
    act(s, 0, "act:34:0")
    assert (p.mc, p.heat) == (101, 3)
    act(s, 0, "act:64:0")  # 3 plants only
    assert p.plants == 1 and s.temp == 1


def test_convert_heat_actions():
    s = table()
    p = s.players[0]
    p.heat = 7
    put(s, 0, 32, 47)
    enter(s, 3, {0: 4, 1: 4})
    act(s, 0, "act:32:0")
    kind, _, lo, hi = R.options(s, 0)
    assert kind == "number" and (lo, hi) == (0, 4)
    act(s, 0, 4)
    assert (p.heat, p.plants) == (3, 4)
    act(s, 1, "pass")
    act(s, 0, "act:47:0")
    assert R.options(s, 0)[3] == 3
    act(s, 0, 3)
    assert (p.heat, p.mc) == (0, 103)


def test_redrafted_contracts():
    s = table()
    p = s.players[0]
    put(s, 0, 49)
    give(s, 0, *s.deck[:4])
    enter(s, 3, {0: 4, 1: 4})
    act(s, 0, "act:49:0")
    kind, ids, lo, hi = R.options(s, 0)
    assert kind == "some" and (lo, hi) == (0, 3)
    old = list(p.hand)
    act(s, 0, ids[:3])
    assert len(p.hand) == 4 and len(set(p.hand) & set(old)) == 1


def test_brainstorming_session():
    s = table()
    p = s.players[0]
    put(s, 0, 13)
    green = next(c for c in s.deck if R.CARDS[c].kind == "green")
    s.deck.remove(green)
    s.deck.append(green)
    enter(s, 3, {0: 4, 1: 4})
    act(s, 0, "act:13:0")
    assert p.mc == 101 and green in s.discard and not p.hand
    s2 = table()
    put(s2, 0, 13)
    blue = next(c for c in s2.deck if R.CARDS[c].kind == "blue")
    s2.deck.remove(blue)
    s2.deck.append(blue)
    enter(s2, 3, {0: 4, 1: 4})
    act(s2, 0, "act:13:0")
    assert s2.players[0].hand == [blue] and s2.players[0].mc == 100


def test_add_to_another_card_actions():
    s = table()
    p = s.players[0]
    put(s, 0, 57, 18, 27, 58, 12)  # Symbiotic Fungus, Conserved Biome, Extreme-Cold Fungus; Tardigrades, Birds
    enter(s, 3, {0: 3, 1: 4})
    act(s, 0, "act:57:0")
    assert p.res[58] == 1  # the only other microbe card: no question
    act(s, 1, "pass")
    act(s, 0, "act:18:0")
    assert opts(s, 0) == ["alt:0", "alt:1"]
    act(s, 0, "alt:1")
    assert p.res[12] == 1
    act(s, 0, "act:27:0")
    act(s, 0, "alt:1")
    assert p.res[58] == 2


# -- EFFECT triggers ------------------------------------------------------------------------

def _play(s, code, seat=0):
    act(s, seat, f"play:{code}")


def test_trigger_on_tag_olympus_conference_and_research():
    s = table()
    p = s.players[0]
    put(s, 0, 44)  # Olympus Conference: draw per science tag
    give(s, 0, 96)
    enter(s, 2, {0: 2, 1: 1})
    _play(s, 96)   # Research: 2 science tags, draws 2 itself
    assert len(p.hand) == 2 + 2


def test_trigger_on_any_card_anti_gravity():
    s = table()
    p = s.players[0]
    put(s, 0, 6)
    give(s, 0, 155)
    enter(s, 1, {0: 3, 1: 3})
    _play(s, 155)
    assert (p.heat, p.plants) == (2, 2)


def test_trigger_on_event_optimal_aerobraking_recycled_detritus_media_group():
    s = table()
    p = s.players[0]
    put(s, 0, 45, 48, 42)
    give(s, 0, 95)
    enter(s, 2, {0: 2, 1: 1})
    _play(s, 95)  # 16 MC - 5
    assert p.mc == 100 - 11 and (p.heat, p.plants) == (2, 2) and len(p.hand) == 2


def test_trigger_ocean_arctic_algae_and_fish():
    s = table()
    p = s.players[0]
    put(s, 0, 8, 30)
    enter(s, 3, {0: 4, 1: 4})
    plants = p.plants
    act(s, 0, "sp:ocean")
    tile = R.D.oceans[s.flipped[-1]]
    assert p.plants == plants + 4 + tile.plants and p.res[30] == 1


def test_trigger_temperature_livestock_physics_complex_and_herbivores():
    s = table()
    p = s.players[0]
    put(s, 0, 39, 46, 33)
    enter(s, 3, {0: 4, 1: 4})
    act(s, 0, "sp:temp_mc")
    act(s, 1, "pass")
    act(s, 0, "sp:forest_mc")
    assert (p.res[39], p.res[46], p.res[33]) == (1, 1, 2)


def test_trigger_forest_small_animals():
    s = table()
    p = s.players[0]
    p.plants = 8
    put(s, 0, 53)
    enter(s, 3, {0: 4, 1: 4})
    act(s, 0, "sp:forest_plants")
    assert p.res[53] == 1


def test_trigger_action_assembly_lines():
    s = table()
    p = s.players[0]
    put(s, 0, 10, 15)
    enter(s, 3, {0: 4, 1: 4})
    act(s, 0, "act:15:0")
    assert p.mc == 101


def test_trigger_with_choice_decomposers():
    s = table()
    p = s.players[0]
    put(s, 0, 19)
    p.res[19] = 1
    give(s, 0, 155)
    enter(s, 1, {0: 3, 1: 3})
    _play(s, 155)  # Lichen: plant tag
    assert opts(s, 0) == ["alt:0", "alt:1"]
    act(s, 0, "alt:1")  # remove a microbe to draw
    assert p.res[19] == 0 and len(p.hand) == 1


def test_mars_university_discard_plant_card_draws_two():
    s = table()
    p = s.players[0]
    put(s, 0, 40)
    give(s, 0, 155)
    give(s, 0, 85)
    enter(s, 2, {0: 2, 1: 1})
    _play(s, 85)  # Lagrange Observatory: science, draws 1
    act(s, 0, "uni:155")
    assert 155 in s.discard and len(p.hand) == 1 + 2


def test_discount_and_draw_energy_subsidies_interplanetary_conference():
    s = table()
    p = s.players[0]
    put(s, 0, 25, 37)
    give(s, 0, 175)
    enter(s, 1, {0: 3, 1: 3})
    _play(s, 175)  # Power Plant 3 - 4
    assert p.mc == 100 and len(p.hand) == 1
    p.hand.clear()
    give(s, 0, 190)
    enter(s, 1, {0: 3, 1: 3})
    _play(s, 190)  # Sponsors 5 - 3, earth
    assert p.mc == 98 and len(p.hand) == 1


# -- modifiers ---------------------------------------------------------------------------------

def test_anaerobic_microorganisms_pay_with_microbes():
    s = table()
    p = s.players[0]
    put(s, 0, 5)
    p.res[5] = 2
    give(s, 0, 125)  # 25 MC
    enter(s, 1, {0: 3, 1: 3})
    act(s, 0, "play:125")
    assert opts(s, 0) == ["pay:0:0:0", "pay:1:0:0"]
    act(s, 0, "pay:1:0:0")
    assert p.mc == 85 and p.res[5] == 0


def test_restructured_resources_pay_with_a_plant():
    s = table()
    p = s.players[0]
    p.plants = 1
    put(s, 0, 52)
    give(s, 0, 130)
    enter(s, 1, {0: 3, 1: 3})
    act(s, 0, "play:130")
    act(s, 0, "pay:0:1:0")
    assert p.mc == 95 and p.plants == 0


def test_advanced_alloys_and_phobolog_raise_metal_values():
    s = table(corps=(215,))
    p = s.players[0]
    p.steel = 1
    put(s, 0, 2)
    enter(s, 1, {0: 3, 1: 3})
    assert R.card_cost(s, p, R.CARDS[187]) == 30 - 5   # titanium 1 worth 3 + 1 + 1
    assert R.card_cost(s, p, R.CARDS[125]) == 25 - 3   # steel 1 worth 2 + 1


def test_standard_technology_and_composting_and_research_modifiers():
    s = table()
    p = s.players[0]
    put(s, 0, 55, 17, 36, 26)  # -4 on standard projects, sell +1, research draw +2, keep +1
    assert R.sell_value(p) == 4
    enter(s, 3, {0: 4, 1: 4})
    act(s, 0, "sp:temp_mc")
    assert p.mc == 90
    s2 = table()
    put(s2, 0, 36, 26, 60)
    enter(s2, 5, {0: 4, 1: 4})
    assert len(s2.players[0].drawn) == 2 + 2 + 1
    assert R.options(s2, 0)[2] == 1 + 1 + 1


def test_work_crews_extra_card_and_discount():
    s = table()
    p = s.players[0]
    give(s, 0, 102, 95)
    give(s, 1, 85)
    enter(s, 2, {0: 4, 1: 4})
    _play(s, 102)
    assert R.current(s) == 0 and p.plays_left == 1  # the extra blue or red card
    assert R.card_cost(s, p, R.CARDS[95]) == 16 - 11
    act(s, 0, "play:95")
    assert p.mc == 100 - 5 - 5
    assert R.current(s) == 1  # no more plays


def test_special_design_next_card_flex_and_asset_liquidation_extra_play():
    s = table()
    p = s.players[0]
    s.temp = 9  # red: Artificial Lake needs yellow
    give(s, 0, 97)
    enter(s, 2, {0: 4, 1: 4})
    give(s, 1, 85)
    give(s, 0, 66)
    assert "play:66" not in opts(s, 0)
    _play(s, 97)
    assert "play:66" in opts(s, 0)
    act(s, 0, "play:66")
    s2 = table()
    give(s2, 0, 11)
    enter(s2, 2, {0: 4, 1: 4})
    give(s2, 1, 85)
    give(s2, 0, 95)  # (before: a seat with an empty hand is done)
    _play(s2, 11)
    assert "play:95" in opts(s2, 0)


def test_automated_factories_free_green():
    s = table()
    p = s.players[0]
    give(s, 0, 130, 155, 114)  # Economic Growth (10 MC) is too dear; Lichen (5 MC) is not
    enter(s, 1, {0: 3, 1: 3})
    act(s, 0, "play:114")
    assert opts(s, 0) == ["free:155", "skip"]
    act(s, 0, "free:155")
    assert p.mc == 100 - 18 and p.prod_plant == 1


def test_ceos_favorite_project_adds_to_a_card_with_resources():
    s = table()
    p = s.players[0]
    put(s, 0, 12, 58)
    p.res[12] = 1
    give(s, 0, 71)
    enter(s, 2, {0: 4, 1: 4})
    _play(s, 71)
    assert p.res[12] == 3 and p.res[58] == 0


def test_imported_hydrogen_choice_of_animals():
    s = table()
    p = s.players[0]
    put(s, 0, 12)
    give(s, 0, 80)
    enter(s, 2, {0: 4, 1: 4})
    _play(s, 80)
    act(s, 0, "alt:2")
    assert p.res[12] == 2


def test_nitrogen_rich_asteroid_with_three_plant_tags():
    s = table()
    p = s.players[0]
    p.tags["plant"] = 3
    give(s, 0, 91)
    enter(s, 2, {0: 4, 1: 4})
    _play(s, 91)
    assert p.plants == 2 + 4


def test_terraforming_ganymede_counts_jovian_tags_including_itself():
    s = table()
    p = s.players[0]
    p.tags["jovian"] = 2
    give(s, 0, 100)
    enter(s, 2, {0: 4, 1: 4})
    _play(s, 100)
    assert p.tr == 5 + 3


def test_production_per_tag_counts_now_and_grows_with_later_tags():
    s = table()
    p = s.players[0]
    put(s, 0, 190, 119)  # two earth tags
    give(s, 0, 123, 103)
    enter(s, 1, {0: 3, 1: 3})
    _play(s, 123)  # Cartel: 1 MC per earth tag, itself included
    assert p.prod_mc == 3
    enter(s, 1, {0: 3, 1: 3})
    _play(s, 103)  # Acquired Company: one more earth tag
    assert p.prod_mc == 4 and p.prod_card == 1


def test_zeppelins_grow_with_forests():
    s = table()
    p = s.players[0]
    p.forests = 2
    s.oxygen = 3
    give(s, 0, 208)
    enter(s, 1, {0: 3, 1: 3})
    _play(s, 208)
    assert p.prod_mc == 2
    R.gain_forest(s, 0, 1, [])
    assert p.prod_mc == 3


# -- corporations -------------------------------------------------------------------------------

@pytest.mark.parametrize("corp,card,cost", [
    (209, 125, 25 - 4),   # CrediCor: printed 20 or more
    (209, 130, 10),
    (212, 95, 16 - 2),    # Interplanetary Cinematics: events -2
    (212, 130, 10 - 2),   # and steel 1 on building
    (214, 130, 10 - 2),   # Mining Guild steel 1
    (215, 187, 30 - 4),   # PhoboLog titanium 1 worth 4
    (216, 187, 30 - 3),   # Saturn Systems titanium 1
    (217, 190, 5 - 3),    # Teractor earth -3
    (219, 175, 0),        # Thorgate power -3
])
def test_corporation_discounts(corp, card, cost):
    s = table(corps=(corp,))
    enter(s, 2, {0: 4, 1: 4})
    assert R.card_cost(s, s.players[0], R.CARDS[card]) == cost


def test_mining_guild_and_saturn_systems_gain_tr():
    s = table(corps=(214, 216))
    give(s, 0, 144)
    enter(s, 1, {0: 3, 1: 3})
    give(s, 1, 110)  # Asteroid Mining: space, jovian
    _play(s, 144)    # steel production
    act(s, 1, "play:110")
    assert s.players[0].tr == 6 and s.players[1].tr == 6


def test_tharsis_republic_research():
    s = table(corps=(218,))
    enter(s, 5, {0: 4, 1: 4})
    assert len(s.players[0].drawn) == 3 and R.options(s, 0)[2] == 2


def test_thorgate_heat_production():
    s = R.new_state(2, 5)
    s.players[0].corp_offer = [219, 209]
    s.players[1].corp_offer = [210, 212]
    act(s, 0, "corp:219")
    act(s, 1, "corp:212")
    assert s.players[0].prod_heat == 1 and s.players[0].mc == 45
    assert s.players[1].steel == 1 and s.players[1].mc == 46


# -- variable VP ---------------------------------------------------------------------------------

def test_variable_vp():
    s = table()
    p = s.players[0]
    put(s, 0, 18, 35, 59, 63, 24)
    p.forests = 5
    p.res[24] = 5
    vp = {c: R.card_vp(p, c) for c in (18, 35, 59, 63, 24)}
    # Conserved Biome 1/2 forests; IPR 1/4 played (5); Think Tank 1/3 blue (5); WIfE 1/jovian (2); EZ 1/2 animals
    assert vp == {18: 2, 35: 1, 59: 1, 63: 2, 24: 2}


@pytest.mark.parametrize("code,drawn,keep", [(35, 3, 2), (36, 4, 1), (26, 2, 2), (60, 3, 2)])
def test_research_modifier_cards(code, drawn, keep):
    s = table()
    put(s, 0, code)
    enter(s, 5, {0: 4, 1: 4})
    p = s.players[0]
    assert len(p.drawn) + len(p.hand) == drawn
    if R.waiting(s, 0):
        assert R.options(s, 0)[2] == keep
    else:  # as many to keep as drawn: all kept without asking
        assert len(p.hand) == keep == drawn
    assert len(s.players[1].drawn) == 2


# -- four cards checked against the public card lists (issue #14) ---------------------------------

def test_medical_lab_one_mc_production_per_two_building_tags():
    s = table()
    p = s.players[0]
    two = [c for c in sorted(R.CARDS) if R.CARDS[c].tags == ("building",) and R.CARDS[c].kind == "blue"][:2]
    put(s, 0, *two)  # two building tags already
    give(s, 0, 160)  # Medical Lab (building)
    give(s, 1, 155)
    enter(s, 1, {0: 2, 1: 3})
    act(s, 0, "play:160")
    assert p.prod_mc == 1  # 3 building tags, this one included: 1 per 2
    assert R.CARDS[175].kind == "green" and "building" in R.CARDS[175].tagset
    give(s, 0, 175)  # a 4th building tag: 2 per 2
    enter(s, 1, {0: 2, 1: 3})
    act(s, 0, "play:175")
    assert p.tags["building"] == 4 and p.prod_mc == 2 + R.CARDS[175].prod.get("mc", 0)


def test_undersea_vents_also_draws_a_card_in_each_production_phase():
    s = table(mc=0)
    p = s.players[0]
    put(s, 0, 202)
    p.prod_heat, p.prod_card = 4, 1  # what playing it gives (test_cards checks the play)
    enter(s, 4, {0: 1, 1: 1})
    assert len(p.hand) == 1 and p.heat == 4
    assert R.CARDS[202].prod == {"heat": 4, "card": 1}


def test_advanced_screening_technology_keeps_a_science_or_plant_card():
    s = table()
    p = s.players[0]
    put(s, 0, 3)
    science = next(c for c in s.deck if "science" in R.CARDS[c].tagset and "plant" not in R.CARDS[c].tagset)
    plant = next(c for c in s.deck if "plant" in R.CARDS[c].tagset and "science" not in R.CARDS[c].tagset)
    others = [c for c in s.deck if not R.CARDS[c].tagset & {"science", "plant"}][:3]
    for c in (science, plant, others[0]):
        s.deck.remove(c)
    s.deck += [others[0], plant, science]  # the top three
    enter(s, 3, {0: 4, 1: 4})
    act(s, 0, "act:3:0")
    assert sorted(R.opts(s, 0)) == sorted([f"card:{science}", f"card:{plant}"])
    act(s, 0, [f"card:{plant}"])
    assert p.hand == [plant] and {science, others[0]} <= set(s.discard)
    # nothing with those tags: all three are discarded, nothing asked
    s2 = table()
    put(s2, 0, 3)
    for c in others:
        s2.deck.remove(c)
    s2.deck += others
    enter(s2, 3, {0: 4, 1: 4})
    act(s2, 0, "act:3:0")
    assert not R.waiting(s2, 0) and not s2.players[0].hand and set(others) <= set(s2.discard)


def test_trading_post_gives_three_plants():
    assert R.CARDS[196].play == ({"gain": {"plant": 3}},)
