"""Scenario tests for the round, the phases, the chooser bonuses and every power code."""

import pytest

from desktop.engine.protocol import Illegal
from desktop.games.rftg import GAME
from desktop.games.rftg.rules import DESIGN
from tests.games.rftg.helpers import Builder, act, answer, cid, option_ids


def two(tab0=(), tab1=(), hand0=0, hand1=0, good=(), advanced=False):
    b = Builder(2, advanced=advanced)
    b.tableau(0, *(tab0 or ("old_earth",)), good=good)
    b.tableau(1, *(tab1 or ("epsilon_eridani",)), good=good)
    b.fill_hand(0, hand0)
    b.fill_hand(1, hand1)
    return b


# -- setup ---------------------------------------------------------------------------------
def test_setup_deal_six_keep_four_and_vp_pool():
    st = GAME.new(GAME.options(seats=3), 5)
    assert st.pool == 36
    for i, s in enumerate(st.seats):
        assert len(s.tableau) == 1 and DESIGN[s.tableau[0]].start_number is not None
        assert len(s.hand) == 6
        assert GAME.decision(st, i).min == 6 - DESIGN[s.tableau[0]].start_keep
    starts_in_deck = [c for c in st.deck if DESIGN[c].start_number is not None]
    assert len(starts_in_deck) == 9 - 3
    assert not GAME.invariants(st)


def test_ancient_race_keeps_three_and_windfall_start_world_gets_a_good():
    for seed in range(200):
        st = GAME.new(GAME.options(seats=4), seed)
        ar = [i for i, s in enumerate(st.seats) if DESIGN[s.tableau[0]].id == "ancient_race"]
        if ar:
            s = st.seats[ar[0]]
            assert st.good_on[s.tableau[0]] >= 0
            d = GAME.decision(st, ar[0])
            assert d.min == d.max == 3
            GAME.apply(st, ar[0], [o.id for o in d.options[:3]])
            assert len(s.hand) == 3
            return
    pytest.fail("Ancient Race never dealt")


def test_goals_four_first_two_most():
    st = GAME.new(GAME.options(seats=2), 3)
    from desktop.games.rftg.rules import GOALS
    kinds = [GOALS[g][0] for g in st.goals]
    assert kinds.count("first") == 4 and kinds.count("most") == 2
    assert GAME.new(GAME.options(seats=2, goals=False), 3).goals == []


def test_two_seat_advanced_only():
    with pytest.raises(ValueError):
        GAME.new(GAME.options(seats=3, advanced=True), 1)


# -- round ---------------------------------------------------------------------------------
def test_actions_are_simultaneous_and_hidden_until_all_chose():
    st = two(hand0=3, hand1=3).state()
    assert GAME.to_act(st) == (0, 1)
    GAME.apply(st, 0, "prod")
    assert "action:0:prod" in GAME.secrets(st, 1)
    assert GAME.view(st, 1)["seats"][0]["actions"] == []
    assert GAME.view(st, 0)["seats"][0]["actions"] == ["action:0:prod"]


def test_only_chosen_phases_run_once_in_order():
    st = two(hand0=3, hand1=3).state()
    act(st, "set", "e5")
    assert st.phase == "explore"
    assert st.phases == ["settle"]
    st2 = two(hand0=3, hand1=3).state()
    act(st2, "trade", "x2")
    # one Consume phase for both (nobody has goods or powers that need an answer here)
    assert st2.round == 2 and st2.step == "action"


def test_advanced_game_two_develop_phases_and_second_card_needs_first():
    b = two(advanced=True)
    b.hand(0, "investment_credits", "export_duties")
    b.fill_hand(0, 3)
    b.fill_hand(1, 3)
    st = b.state()
    assert GAME.check(st, 0, ["dev2", "prod"]) is not None
    act(st, ["dev", "dev2"], ["e5", "e11"])
    assert st.phases == ["develop", "develop2"]  # explore runs first
    # seat 1 chose both explores: draws 2+5+1, keeps 2
    assert len(st.seats[1].explore) == 8 and GAME.entry(st, 1)["keep"] == 2


def test_hand_limit_ten_at_end_of_round():
    st = two(hand0=12, hand1=3).state()
    act(st, "prod", "prod")
    assert st.step == "discard" and GAME.to_act(st) == (0,)
    d = GAME.decision(st, 0)
    assert d.min == d.max == 2
    answer(st, 0, [o.id for o in d.options[:2]])
    assert len(st.seats[0].hand) == 10 and st.step == "action"


def test_reshuffle_when_deck_runs_out():
    b = two(hand0=3, hand1=3)
    st = b.state()
    st.discard, st.deck = st.deck[:-2], st.deck[-2:]
    act(st, "e5", "prod")
    assert len(st.seats[0].explore) == 7
    assert not GAME.invariants(st)


# -- explore -------------------------------------------------------------------------------
def test_explore_bonuses_and_powers():
    b = two(tab0=("old_earth", "expedition_force", "research_labs"), hand0=0)
    st = b.state()
    act(st, "e5", "e11")
    # seat 0: 2 + 5 + 1 (Expedition Force) drawn, keep 1 + 1 (Research Labs)
    assert len(st.seats[0].explore) == 8 and GAME.entry(st, 0)["keep"] == 2
    # seat 1: 2 + 1 drawn, keep 2
    assert len(st.seats[1].explore) == 3 and GAME.entry(st, 1)["keep"] == 2
    keep = st.seats[0].explore[:2]
    answer(st, 0, [cid(c) for c in keep])
    answer(st, 1, [cid(c) for c in st.seats[1].explore[:2]])
    assert st.seats[0].hand == keep and len(st.discard) == 6 + 1


# -- develop -------------------------------------------------------------------------------
def test_develop_bonus_reduce_draw_and_draw_after():
    b = two(tab0=("old_earth", "investment_credits", "interstellar_bank", "public_works"))
    dev = b.hand(0, "drop_ships")[0]  # cost 4
    b.fill_hand(0, 2)
    b.fill_hand(1, 2)
    st = b.state()
    act(st, "dev", "prod")
    # Interstellar Bank drew 1 at the start of the phase
    assert len(st.seats[0].hand) == 4
    d = GAME.decision(st, 0)
    assert cid(dev) in [o.id for o in d.options]
    answer(st, 0, cid(dev))
    answer(st, 1, "pass")
    # 4 - 1 (bonus) - 1 (Investment Credits) = 2
    assert GAME.decision(st, 0).min == 2
    answer(st, 0, [cid(c) for c in st.seats[0].hand if c != dev][:2])
    assert dev in st.seats[0].tableau
    # Public Works draws 1 after placing
    assert len(st.seats[0].hand) == 1 + 1


def test_no_duplicate_development():
    b = two(tab0=("old_earth", "space_marines"))
    h = b.hand(0, "space_marines")[0]
    b.fill_hand(0, 3)
    st = b.state()
    act(st, "dev", "dev")
    assert cid(h) not in option_ids(st, 0)
    with pytest.raises(Illegal):
        GAME.apply(st, 0, cid(h))


def test_powers_work_from_the_next_phase():
    # advanced game: Investment Credits placed in the first Develop phase does not reduce a
    # development placed in the same phase, but does in the second one
    b = two(advanced=True)
    ic = b.hand(0, "investment_credits")[0]
    sm = b.hand(0, "space_marines")[0]
    b.fill_hand(0, 6)
    b.fill_hand(1, 1)
    st = b.state()
    act(st, ["dev", "dev2"], ["prod", "x2"])
    answer(st, 0, cid(ic))
    answer(st, 1, "pass")
    assert ic in st.seats[0].tableau  # cost 1 - 1 (bonus) = 0: nothing to pay
    assert st.phase == "develop2"
    d = GAME.decision(st, 0)
    label = next(o.label for o in d.options if o.id == cid(sm))
    assert label.n == 2 - 1 - 1  # Space Marines: bonus and Investment Credits
    answer(st, 0, cid(sm))
    answer(st, 1, "pass")
    assert sm in st.seats[0].tableau


def test_world_placed_this_phase_does_not_help_in_the_same_phase():
    # Replicant Robots (develop) is placed in Develop, so it already works in Settle;
    # a world placed in Settle does not reduce a second world (Improved Logistics)
    st, (w1, w2) = settle_state(("old_earth", "improved_logistics"),
                                ("deserted_alien_world", "deserted_alien_outpost"), extra=6)
    answer(st, 0, cid(w1))  # Deserted Alien World: cost 1, Alien -2 settle for others
    answer(st, 1, "pass")
    answer(st, 0, [cid(c) for c in st.seats[0].hand if c not in (w1, w2)][:1])
    # Deserted Alien Outpost (Alien, cost 4) still costs 4: the first world's -2 does not help
    opt = next(o for o in GAME.decision(st, 0).options if o.id == cid(w2))
    assert opt.label.n == 4


# -- settle --------------------------------------------------------------------------------
def settle_state(tab0, hand_ids, extra=3, tab1=()):
    b = two(tab0=tab0, tab1=tab1)
    cards = b.hand(0, *hand_ids)
    b.fill_hand(0, extra)
    b.fill_hand(1, 2)
    st = b.state()
    act(st, "set", "x2")
    return st, cards


def test_settle_pay_with_reductions_bonus_draw_and_windfall_good():
    st, (w,) = settle_state(("alpha_centauri", "replicant_robots", "mining_robots"),
                            ("blaster_gem_mines",))  # rare windfall, cost 3
    o = f"card:{w}"
    assert o in option_ids(st, 0)
    answer(st, 0, o)
    answer(st, 1, "pass")
    # 3 - 2 (Replicant) - 1 (Mining Robots, rare) - 1 (Alpha Centauri, rare) = 0
    assert w in st.seats[0].tableau
    assert st.good_on[w] >= 0
    assert len(st.seats[0].hand) == 3 + 1  # Settle bonus: draw 1 after placing


def test_military_world_needs_military_including_kind_and_rebel_bonuses():
    st, (w,) = settle_state(("new_sparta",), ("rebel_warrior_race",))  # defence 3
    assert f"card:{w}/war" not in option_ids(st, 0)
    st, (w,) = settle_state(("new_sparta", "galactic_imperium"), ("rebel_warrior_race",))
    assert f"card:{w}/war" in option_ids(st, 0)
    st, (w,) = settle_state(("alpha_centauri", "space_marines"), ("rebel_miners",))  # rare, 2
    answer(st, 0, f"card:{w}/war")
    answer(st, 1, "pass")
    assert w in st.seats[0].tableau and len(st.seats[0].hand) == 3 + 1


def test_colony_ship_free_settle_not_alien():
    st, (w, a) = settle_state(("old_earth", "colony_ship"), ("new_earth", "deserted_alien_outpost"))
    ship = st.seats[0].tableau[1]
    ids = option_ids(st, 0)
    assert f"card:{w}/free:{ship}" in ids
    assert f"card:{a}/free:{ship}" not in ids
    answer(st, 0, f"card:{w}/free:{ship}")
    answer(st, 1, "pass")
    assert w in st.seats[0].tableau and ship in st.discard


def test_new_military_tactics_and_space_mercenaries_temporary_military():
    st, (w,) = settle_state(("old_earth", "new_military_tactics", "space_mercenaries"),
                            ("lost_alien_warship",), extra=3)  # defence 5; base military 1
    nmt = st.seats[0].tableau[1]
    answer(st, 0, f"card:{w}/war")
    answer(st, 1, "pass")
    d = GAME.decision(st, 0)
    assert d.rule.id == "rftg.settle.military"
    # +3 (tactics) alone is not enough: 1 + 3 < 5
    assert GAME.check(st, 0, [cid(nmt)]) is not None
    hand = [c for c in st.seats[0].hand if c != w]
    assert GAME.check(st, 0, [cid(nmt)] + [cid(c) for c in hand[:3]]) is not None  # max 2 cards
    answer(st, 0, [cid(nmt), cid(hand[0])])
    assert w in st.seats[0].tableau and nmt not in st.seats[0].tableau
    assert nmt in st.discard and hand[0] in st.discard


def test_contact_specialist_pays_for_military_but_not_alien():
    st, (w, a) = settle_state(("old_earth", "contact_specialist"),
                              ("rebel_outpost", "alien_robot_scout_ship"), extra=5)
    ids = option_ids(st, 0)
    assert f"card:{w}/pay" in ids and f"card:{a}/pay" not in ids
    answer(st, 0, f"card:{w}/pay")
    answer(st, 1, "pass")
    assert GAME.decision(st, 0).min == 5 - 1


def test_improved_logistics_second_world_no_bonus_first_world_powers_do_not_help():
    st, (w1, w2) = settle_state(("old_earth", "improved_logistics"),
                                ("asteroid_belt", "mining_world"), extra=4)
    answer(st, 0, cid(w1))  # Asteroid Belt: cost 2
    answer(st, 1, "pass")
    answer(st, 0, [cid(c) for c in st.seats[0].hand if c not in (w1, w2)][:2])
    assert w1 in st.seats[0].tableau
    hand_after_first = len(st.seats[0].hand)
    assert GAME.to_act(st) == (0,)
    assert GAME.decision(st, 0).prompt.text.startswith("Settle: choose a second")
    answer(st, 0, cid(w2))  # Mining World: cost 3
    assert GAME.decision(st, 0).min == 3
    answer(st, 0, [cid(c) for c in st.seats[0].hand if c != w2][:3])
    assert w2 in st.seats[0].tableau
    assert len(st.seats[0].hand) == hand_after_first - 1 - 3  # no second bonus draw


def test_terraforming_robots_draw_after_placing_a_world():
    st, (w,) = settle_state(("old_earth", "terraforming_robots"), ("destroyed_world",), extra=2)
    answer(st, 0, cid(w))
    answer(st, 1, "pass")
    answer(st, 0, [cid(c) for c in st.seats[0].hand if c != w][:1])
    assert len(st.seats[0].hand) == 2 - 1 + 1 + 1  # bonus + Terraforming Robots


# -- consume -------------------------------------------------------------------------------
def consume_state(tab0, good, action="trade", extra=0, tab1=()):
    b = two(tab0=tab0, tab1=tab1, good=good)
    b.fill_hand(0, extra)
    b.fill_hand(1, 1)
    st = b.state()
    act(st, action, "prod")
    return st


def test_trade_prices_and_bonuses():
    st = consume_state(("old_earth", "spice_world", "pirate_world", "genetics_lab",
                        "plague_world", "alien_toy_shop", "asteroid_belt"),
                       ("spice_world", "pirate_world", "plague_world", "alien_toy_shop",
                        "asteroid_belt"))
    t = st.seats[0].tableau
    labels = {o.id: o.label for o in GAME.decision(st, 0).options}
    # Old Earth +1 on everything
    assert labels[cid(t[1])].n == 2 + 1 + 2        # Spice World: novelty, +2 novelty
    assert labels[cid(t[2])].n == 2 + 1 + 2 + 3    # Pirate World: +3 this world, +2 Spice
    assert labels[cid(t[4])].n == 4 + 1 + 1        # Plague World: genes, +1 Genetics Lab
    assert labels[cid(t[5])].n == 5 + 1            # Alien
    assert labels[cid(t[6])].n == 3 + 1            # Rare
    answer(st, 0, cid(t[5]))
    assert len(st.seats[0].hand) == 6


def test_trade_bonus_per_chromosome_card():
    st = consume_state(("old_earth", "clandestine_uplift_lab", "avian_uplift_race",
                        "reptilian_uplift_race"), ("avian_uplift_race",))
    w = st.seats[0].tableau[2]
    o = next(o for o in GAME.decision(st, 0).options if o.id == cid(w))
    assert o.label.n == 4 + 1 + 3  # Genes 4, Old Earth +1, 3 chromosome cards


def test_consume_powers_mandatory_each_and_x2():
    st = consume_state(("old_earth", "spice_world", "artist_colony"),
                       ("spice_world", "artist_colony"), action="x2")
    # Old Earth: consume up to 2 goods for 1 VP each; the only goods: forced, x2 doubles
    d = GAME.decision(st, 0)
    assert "done" not in [o.id for o in d.options]
    answer(st, 0, d.options[0].id)
    assert st.seats[0].chips == 4 and st.pool == 24 - 4


def test_consume_two_three_different_all_this_world():
    st = consume_state(("old_earth", "tourist_world", "spice_world", "artist_colony",
                        "comet_zone"), ("spice_world", "artist_colony", "comet_zone"),
                       action="x2")
    tw = st.seats[0].tableau[1]
    answer(st, 0, f"power:{tw}:0")
    d = GAME.decision(st, 0)
    assert d.min == d.max == 2
    answer(st, 0, [o.id for o in d.options[:2]])
    assert st.seats[0].chips == 3 * 2
    # diversified economy: three kinds
    st = consume_state(("old_earth", "diversified_economy", "spice_world", "comet_zone",
                        "plague_world", "artist_colony"),
                       ("spice_world", "comet_zone", "plague_world", "artist_colony"),
                       action="x2")
    de = st.seats[0].tableau[1]
    answer(st, 0, f"power:{de}:0")
    spice, comet, plague, artist = st.seats[0].tableau[2:]
    assert GAME.check(st, 0, [cid(spice), cid(artist), cid(plague)]) is not None
    answer(st, 0, [cid(spice), cid(comet), cid(plague)])
    assert st.seats[0].chips == 3 * 2
    # Pilgrimage World: all goods, VP = goods - 1
    st = consume_state(("pilgrimage_world", "spice_world", "comet_zone", "artist_colony"),
                       ("spice_world", "comet_zone", "artist_colony"), action="x2")
    pw = st.seats[0].tableau[0]
    answer(st, 0, f"power:{pw}:0")
    assert st.seats[0].chips == 2 * 2
    # Alien Toy Shop: this world's Alien good for 2 VP
    st = consume_state(("alien_toy_shop", "deserted_alien_outpost"),
                       ("alien_toy_shop", "deserted_alien_outpost"), action="x2")
    ts = st.seats[0].tableau[0]
    answer(st, 0, f"power:{ts}:0")
    assert st.seats[0].chips == 4 and st.good_on[st.seats[0].tableau[1]] >= 0


def test_consume_card_rewards_discard_hand_and_draw():
    st = consume_state(("new_vinland", "new_economy", "deficit_spending"), ("new_vinland",),
                       action="x2", extra=3)
    # New Economy drew 1 at the start
    assert len(st.seats[0].hand) == 4
    nv, ne, ds = st.seats[0].tableau
    answer(st, 0, f"power:{nv}:0")
    assert len(st.seats[0].hand) == 6  # 2 cards for one good
    ids = option_ids(st, 0)
    assert "done" in ids  # Deficit Spending is optional
    answer(st, 0, f"power:{ds}:0")
    d = GAME.decision(st, 0)
    assert d.min == 0 and d.max == 2
    events = answer(st, 0, [o.id for o in d.options[:2]])
    # rftg.consume.x2_discard: Consume 2x VP does not double the VP of discarded cards
    assert st.seats[0].chips == 2
    assert any(e.unconfirmed and e.rule.id == "rftg.consume.x2_discard" for e in events)


def test_trade_league_and_black_market_extra_sale():
    st = consume_state(("old_earth", "black_market_trading_world", "comet_zone"),
                       ("comet_zone",), action="x2")
    bm = st.seats[0].tableau[1]
    answer(st, 0, f"power:{bm}:0")
    o = GAME.decision(st, 0).options[0]
    assert o.label.n == 3  # no trade bonus (Old Earth's +1 ignored)
    st = consume_state(("old_earth", "trade_league", "comet_zone"), ("comet_zone",), action="x2")
    tl = st.seats[0].tableau[1]
    answer(st, 0, f"power:{tl}:1")
    o = GAME.decision(st, 0).options[0]
    assert o.label.n == 3 + 1 + 1


def test_gambling_world():
    b = two(tab0=("gambling_world",))
    b.fill_hand(1, 1)
    top = b.on_top("comet_zone")[0]  # cost 3
    st = b.state()
    act(st, "x2", "prod")
    gw = st.seats[0].tableau[0]
    answer(st, 0, f"power:{gw}:1")
    assert GAME.decision(st, 0).lo == 1
    answer(st, 0, 3)
    assert top in st.seats[0].hand


# -- produce -------------------------------------------------------------------------------
def test_produce_goods_bonus_windfall_and_draws():
    b = two(tab0=("earth_s_lost_colony", "gem_world", "mining_robots", "asteroid_belt",
                  "radioactive_world", "consumer_markets", "diversified_economy",
                  "merchant_guild"))
    b.fill_hand(1, 1)
    st = b.state()
    act(st, "prod", "e5")
    answer(st, 1, [cid(st.seats[1].explore[0])])
    answer(st, 0, [cid(st.seats[0].explore[0])])
    s = st.seats[0]
    elc, gem, mr, ab, rw = s.tableau[:5]
    assert st.good_on[elc] >= 0 and st.good_on[gem] >= 0  # production worlds
    ids = option_ids(st, 0)
    assert f"wf:-1:{ab}" in ids and f"wf:{mr * 8 + 1}:{rw}" in ids
    assert "done" not in ids  # windfall production is used while it can be
    answer(st, 0, f"wf:-1:{ab}")
    answer(st, 0, f"wf:{mr * 8 + 1}:{rw}")
    # the rest are draws, resolved automatically: Gem World 1 (produced), Consumer Markets 1 per
    # novelty (2), Diversified Economy 1 per kind (2), Merchant Guild 2
    assert len(s.hand) == 1 + 1 + 2 + 2 + 2  # kept explore card + draws
    assert st.step == "action"


def test_damaged_alien_factory_discard_to_produce():
    b = two(tab0=("damaged_alien_factory",))
    b.fill_hand(0, 2)
    b.fill_hand(1, 1)
    st = b.state()
    act(st, "prod", "prod")
    daf = st.seats[0].tableau[0]
    ids = option_ids(st, 0)
    assert f"daf:{daf * 8}" in ids and "done" in ids
    answer(st, 0, f"daf:{daf * 8}")
    answer(st, 0, cid(st.seats[0].hand[0]))
    assert st.good_on[daf] >= 0 and len(st.seats[0].hand) == 1


def test_draw_if_most_rare_per_world_and_per_military_world():
    b = two(tab0=("mining_conglomerate", "comet_zone", "mining_world", "pan_galactic_league",
                  "plague_world", "imperium_lords", "rebel_outpost", "new_sparta"),
            tab1=("volcanic_world",))
    st = b.state()
    act(st, "prod", "prod")
    # seat 0: rare 2 > 1: +2; Comet Zone/Mining World draw_if 1+1; Pan-Galactic 1 gene world;
    # Imperium Lords: 2 military worlds
    assert len(st.seats[0].hand) == 2 + 2 + 1 + 2
    assert len(st.seats[1].hand) == 0  # Volcanic World produced one Rare: not the most



def test_doomed_world_discards_itself_to_settle_for_free():
    st, (w,) = settle_state(("doomed_world",), ("new_earth",), extra=1)
    dw = st.seats[0].tableau[0]
    answer(st, 0, f"card:{w}/free:{dw}")
    answer(st, 1, "pass")
    assert st.seats[0].tableau == [w] and dw in st.discard


def test_bonus_only_for_the_chooser_settle_x2_trade():
    # both settle; only the chooser draws the bonus card
    b = two()
    w0 = b.hand(0, "asteroid_belt")[0]
    w1 = b.hand(1, "radioactive_world")[0]
    b.fill_hand(0, 2)
    b.fill_hand(1, 2)
    st = b.state()
    act(st, "set", "x2")
    answer(st, 0, cid(w0))
    answer(st, 1, cid(w1))
    answer(st, 0, [cid(c) for c in st.seats[0].hand if c != w0][:2])
    answer(st, 1, [cid(c) for c in st.seats[1].hand if c != w1][:2])
    assert len(st.seats[0].hand) == 1 and len(st.seats[1].hand) == 0
    # Consume: seat 1 chose x2, seat 0 consumes without doubling and does not sell
    b = Builder(2)
    b.tableau(0, "old_earth", "spice_world", good=("spice_world",))
    b.tableau(1, "epsilon_eridani", "comet_zone", good=("comet_zone",))
    st = b.state()
    act(st, "prod", "x2")
    assert GAME.entry(st, 0).kind == "rftg.consume"
    answer(st, 0, GAME.decision(st, 0).options[0].id)
    answer(st, 1, GAME.decision(st, 1).options[0].id)
    assert st.seats[0].chips == 1           # Old Earth: 1 VP, no doubling
    # Epsilon Eridani: 1 VP x2 + 1 card; then Comet Zone produces and draws 1 in Produce
    assert st.seats[1].chips == 2 and len(st.seats[1].hand) == 1 + 1


def test_windfall_power_kind_draw_if_produced_and_per_alien():
    b = two(tab0=("old_earth", "mining_robots", "runaway_robots", "refugee_world",
                  "research_labs", "alien_robotic_factory"))
    st = b.state()
    act(st, "x2", "prod")  # seat 0 does not choose Produce: no bonus
    s = st.seats[0]
    mr, rr, rw, rl, arf = s.tableau[1:]
    ids = option_ids(st, 0)
    # Mining Robots: Rare windfall only (Runaway Robots), not Refugee World (Novelty)
    assert f"wf:{mr * 8 + 1}:{rr}" in ids and f"wf:{mr * 8 + 1}:{rw}" not in ids
    assert not any(i.startswith("wf:-1") for i in ids)
    answer(st, 0, f"wf:{mr * 8 + 1}:{rr}")
    # Runaway Robots produced: draw 1; Research Labs: 1 per Alien good produced (ARF)
    assert len(s.hand) == 1 + 1
    assert st.good_on[rw] < 0


def test_gambling_world_miss_discards_the_card():
    b = two(tab0=("gambling_world",))
    top = b.on_top("comet_zone")[0]
    st = b.state()
    act(st, "x2", "prod")
    gw = st.seats[0].tableau[0]
    answer(st, 0, f"power:{gw}:1")
    answer(st, 0, 5)
    assert top in st.discard and top not in st.seats[0].hand


def test_view_hides_hands_deck_goods_and_explore():
    st = GAME.new(GAME.options(seats=3), 11)
    secrets = GAME.secrets(st, 0)
    other_hand = {f"card:{c}" for c in st.seats[1].hand}
    assert other_hand <= secrets
    assert not ({f"card:{c}" for c in st.seats[0].hand} & secrets)
    v = GAME.view(st, 0)
    assert "hand" in v["seats"][0] and "hand" not in v["seats"][1]
    assert v["seats"][1]["hand_size"] == 6


def test_invariants_detect_a_lost_card_and_pool_error():
    st = GAME.new(GAME.options(seats=2), 2)
    assert GAME.invariants(st) == []
    st.deck.pop()
    st.pool -= 1
    broken = GAME.invariants(st)
    assert any("0 places" in b for b in broken) and any("VP pool" in b for b in broken)


def test_damaged_alien_factory_may_discard_a_card_drawn_by_diversified_economy():
    # seed: the card from Diversified Economy may be discarded to produce on Damaged Alien
    # Factory, but that power gives no card for the Alien good (it was already resolved)
    b = two(tab0=("damaged_alien_factory", "diversified_economy", "spice_world"))
    st = b.state()
    act(st, "x2", "prod")
    s = st.seats[0]
    daf = s.tableau[0]
    assert len(s.hand) == 1  # Diversified Economy: one kind (Novelty) produced
    assert option_ids(st, 0) == [f"daf:{daf * 8}", "done"]
    answer(st, 0, f"daf:{daf * 8}")
    answer(st, 0, cid(s.hand[0]))
    assert st.good_on[daf] >= 0 and s.hand == []


def test_windfall_any_power():
    b = two(tab0=("galactic_engineers", "alien_toy_shop", "refugee_world"))
    st = b.state()
    act(st, "x2", "prod")
    ge, ts, rw = st.seats[0].tableau
    assert set(option_ids(st, 0)) == {f"wf:{ge * 8 + 1}:{ts}", f"wf:{ge * 8 + 1}:{rw}"}


def test_refusals_name_their_rule():
    b = two(tab0=("old_earth", "space_marines"))
    dup = b.hand(0, "space_marines")[0]
    big = b.hand(0, "galactic_federation")[0]
    b.fill_hand(0, 1)
    st = b.state()
    act(st, "dev", "prod")
    assert GAME.check(st, 0, cid(dup)).rule.id == "rftg.develop.no_duplicate"
    assert GAME.check(st, 0, cid(big)).rule.id == "rftg.pay.cards"
    st2, (w,) = settle_state(("old_earth",), ("rebel_base",))
    assert GAME.check(st2, 0, f"card:{w}/war").rule.id == "rftg.settle.military"


def test_advanced_trade_and_x2_by_one_seat_sell_first_then_double():
    b = two(tab0=("old_earth", "spice_world", "artist_colony"), advanced=True,
            good=("spice_world", "artist_colony"))
    st = b.state()
    act(st, ["trade", "x2"], ["e5", "prod"])
    answer(st, 1, [cid(st.seats[1].explore[0])])
    answer(st, 0, [cid(st.seats[0].explore[0])])
    spice, artist = st.seats[0].tableau[1:]
    assert GAME.entry(st, 0).kind == "rftg.trade"
    answer(st, 0, cid(spice))  # sells first: 2 + 1 (Old Earth) + 2 (Spice World) cards
    assert len(st.seats[0].hand) == 1 + 5
    answer(st, 0, GAME.decision(st, 0).options[0].id)  # Old Earth on the last good, x2
    assert st.seats[0].chips == 2


def test_five_seats_use_the_fifth_players_cards():
    st = GAME.new(GAME.options(seats=5), 4)
    assert len(st.seats) == 5 and st.pool == 60
    assert GAME.max_seats == 5
