"""Goals (the seed's worked examples with Alan, Betty and Carol), 6-cost development scoring,
game end and tie-break."""

from desktop.games.rftg import GAME, scoring
from desktop.games.rftg.cards import deck
from desktop.games.rftg.rules import DESIGN, goal_amount, six_dev_bonus
from tests.games.rftg.helpers import Builder, act

ALAN, BETTY, CAROL = 0, 1, 2


def with_goals(b, *goals):
    st = b.state()
    st.goals = list(goals)
    st.claims = [[] for _ in goals]
    return st


def military(b, seat, amount):
    """Give ``seat`` 6 unconditional military (tableau powers: 3 + 2 + 1)."""
    assert amount == 6
    return b.tableau(seat, "drop_ships", "space_marines", "expedition_force")


def carol_seven(b):
    b.tableau(CAROL, "lost_alien_battle_fleet", "new_sparta", "imperium_armaments_world",
              "blaster_gem_mines")


def check(st, when):
    events = []
    scoring.check_goals(st, when, events)
    return events


def three():
    b = Builder(3)
    for s, w in ((ALAN, "old_earth"), (BETTY, "alpha_centauri"), (CAROL, "earth_s_lost_colony")):
        b.tableau(s, w)
    return b


def test_seed_example_alan_claims_betty_ties_carol_takes_it():
    b = three()
    military(b, ALAN, 6)
    st = with_goals(b, "greatest_military")
    check(st, "settle")
    assert st.claims[0] == [ALAN]
    # "Se Alan mais tarde colocar uma carta Militar -1 ... ele teria que devolver a ficha"
    cs = b.take("contact_specialist")
    st.seats[ALAN].tableau.append(cs)
    assert goal_amount("greatest_military", st.seats[ALAN]) == 5
    check(st, "develop")
    assert st.claims[0] == []
    st.seats[ALAN].tableau.remove(cs)
    check(st, "settle")
    assert st.claims[0] == [ALAN]
    # Betty reaches 6: she does not exceed Alan's 6, Alan keeps it
    military(b, BETTY, 6)
    check(st, "settle")
    assert st.claims[0] == [ALAN]
    # Carol reaches 7 and takes it from Alan
    carol_seven(b)
    assert goal_amount("greatest_military", st.seats[CAROL]) == 7
    check(st, "develop")
    assert st.claims[0] == [CAROL]
    assert GAME.goal_vp(st) == [0, 0, 5]  # at the end Alan and Betty (6) are not tied for most


def test_seed_example_tie_claims_nothing_then_returns_to_centre_and_end_game_chips():
    b = three()
    military(b, ALAN, 6)
    military(b, BETTY, 6)
    st = with_goals(b, "greatest_military")
    check(st, "settle")
    assert st.claims[0] == []  # Alan and Betty reach 6 in the same phase: nobody claims it
    carol_seven(b)
    check(st, "settle")
    assert st.claims[0] == [CAROL]
    # Alan and Betty reach 8 in the same phase: Carol returns the tile to the centre
    b.tableau(ALAN, "lost_alien_warship")
    b.tableau(BETTY, "rebel_outpost", "rebel_warrior_race")
    assert goal_amount("greatest_military", st.seats[ALAN]) == 8
    assert goal_amount("greatest_military", st.seats[BETTY]) == 8
    events = check(st, "settle")
    assert st.claims[0] == []
    assert any(e.rule.id == "rftg.goals.most_tie" for e in events)
    # end of game: Alan and Betty, tied for the most without the tile, get 3 VP each
    assert GAME.goal_vp(st) == [3, 3, 0]


def test_most_goal_only_checked_at_its_phases():
    b = three()
    military(b, ALAN, 6)
    st = with_goals(b, "greatest_military", "greatest_infrastructure")
    check(st, "produce")
    assert st.claims == [[], []]
    check(st, "develop")
    assert st.claims[0] == [ALAN] and st.claims[1] == []  # 3 developments < 4


def test_first_goal_every_qualifier_in_the_same_phase_scores_never_lost():
    b = three()
    b.tableau(ALAN, "alien_tech_institute", "deserted_alien_outpost", "alien_rosetta_stone_world")
    b.tableau(BETTY, "deserted_alien_colony", "deserted_alien_library", "alien_toy_shop")
    b.tableau(CAROL, "alien_robot_sentry", "lost_alien_warship")
    st = with_goals(b, "overlord_discoveries", "galactic_status")
    events = check(st, "settle")
    assert st.claims[0] == [ALAN, BETTY]
    assert sum(1 for e in events if e.rule.id == "rftg.goals.first") == 2
    st.seats[CAROL].tableau.append(b.take("alien_robot_scout_ship"))
    check(st, "develop")
    assert st.claims[0] == [ALAN, BETTY]  # already claimed: Carol is too late
    check(st, "develop")
    assert st.claims[1] == [ALAN]  # Galactic Status: a 6-cost development
    assert GAME.goal_vp(st) == [6, 3, 0]


def test_each_goal_measures_its_quantity():
    b = Builder(2)
    b.tableau(0, "old_earth", "expedition_force", "investment_credits", "space_marines",
              "spice_world", "comet_zone", "plague_world", "deserted_alien_outpost",
              "mining_conglomerate")
    st = b.state()
    s = st.seats[0]
    s.chips = 5
    s.end_discards = 2
    assert goal_amount("standard_of_living", s) == 5
    assert goal_amount("system_diversity", s) == 4
    assert goal_amount("overlord_discoveries", s) == 1
    assert goal_amount("budget_surplus", s) == 2
    assert goal_amount("innovation_leader", s) == 6
    assert goal_amount("galactic_status", s) == 0
    assert goal_amount("greatest_military", s) == 1 + 2
    assert goal_amount("largest_industry", s) == 2
    assert goal_amount("greatest_infrastructure", s) == 4
    assert goal_amount("production_leader", s) == 3


def test_budget_surplus_at_end_of_round_and_goal_vp_are_not_chips():
    b = Builder(2)
    b.tableau(0, "old_earth")
    b.tableau(1, "epsilon_eridani")
    b.fill_hand(0, 11)
    b.fill_hand(1, 2)
    st = with_goals(b, "budget_surplus", "standard_of_living")
    pool = st.pool
    act(st, "prod", "prod")
    GAME.apply(st, 0, [o.id for o in GAME.decision(st, 0).options[:1]])
    assert st.claims[0] == [0]
    assert st.pool == pool and st.seats[0].chips == 0
    st.seats[1].chips = 6
    # Galactic Renaissance: 1 VP per 3 chips only (goal VP excluded)
    gr = deck().by_id["galactic_renaissance"]
    assert six_dev_bonus(gr, [], 6) == 2


# -- 6-cost developments -------------------------------------------------------------------
def bonus(dev, *cards, chips=0):
    b = Builder(2)
    t = b.tableau(0, dev, *cards)
    return six_dev_bonus(DESIGN[t[0]], t, chips)


def test_six_cost_development_scoring():
    assert bonus("pan_galactic_league", "plague_world", "pre_sentient_race", "new_sparta",
                 "contact_specialist") == 2 + 2 + 1 + 3
    assert bonus("mining_league", "comet_zone", "asteroid_belt", "mining_robots",
                 "mining_conglomerate") == 2 + 1 + 2 + 2
    assert bonus("free_trade_association", "spice_world", "refugee_world", "consumer_markets",
                 "expanding_colony") == 2 + 1 + 2 + 2
    # Alien Tech Institute counts itself (Alien keyword); an Alien production world scores 3
    assert bonus("alien_tech_institute", "alien_robotic_factory", "deserted_alien_outpost",
                 "alien_rosetta_stone_world") == 2 + 3 + 2 + 2
    assert bonus("galactic_survey_seti", "expedition_force", "malevolent_lifeforms",
                 "spice_world") == 1 + 1 + 2 + 1  # SETI itself has an Explore power
    assert bonus("galactic_federation", "trade_league", "space_marines") == 2 + 2 + 1
    assert bonus("new_galactic_order", "space_marines", "new_sparta") == 2 + 2 + 2
    assert bonus("merchant_guild", "spice_world", "comet_zone", "plague_world",
                 "alien_robotic_factory", "refugee_world") == 8
    # New Economy itself has a consume power; Spice World only a trade power
    assert bonus("new_economy", "diversified_economy", "old_earth", "spice_world") == 2 + 2 + 1
    assert bonus("galactic_renaissance", "research_labs", "galactic_trendsetters",
                 "artist_colony", chips=7) == 2 + 3 + 3 + 3
    assert bonus("galactic_imperium", "rebel_outpost", "new_sparta", "old_earth") == 2 + 1
    assert bonus("trade_league", "export_duties", "spice_world", "artist_colony") == 2 + 2 + 1
    assert bonus("terraforming_guild", "terraforming_robots", "asteroid_belt", "refugee_world",
                 "pre_sentient_race", "alien_toy_shop") == 2 + 2 + 2 + 2 + 2 + 2
    assert bonus("galactic_genome_project", "plague_world", "empath_world",
                 "genetics_lab") == 2 + 2 + 3
    assert bonus("imperium_lords", "imperium_armaments_world", "new_sparta",
                 "rebel_outpost") == 2 + 2 + 1 + 1


# -- game end ------------------------------------------------------------------------------
def test_game_ends_after_the_round_a_tableau_reaches_twelve():
    b = Builder(2)
    b.tableau(0, "old_earth", "spice_world", "comet_zone", "plague_world", "artist_colony",
              "gem_world", "mining_world", "volcanic_world", "space_marines", "drop_ships",
              "export_duties")
    b.tableau(1, "epsilon_eridani")
    asteroid = b.hand(0, "asteroid_belt")[0]
    b.fill_hand(0, 3)
    st = b.state()
    act(st, "set", "prod")
    GAME.apply(st, 0, f"card:{asteroid}")
    GAME.apply(st, 1, "pass")
    GAME.apply(st, 0, [o.id for o in GAME.decision(st, 0).options[:2]])
    assert st.ending and len(st.seats[0].tableau) == 12
    # the round goes on: the Produce phase still runs
    while GAME.to_act(st):
        s = GAME.to_act(st)[0]
        GAME.apply(st, s, GAME.sample_answer(st, s, st.rng.clone()))
    assert st.step == "over"
    out = GAME.outcome(st)
    assert out.scores[0] == sum(DESIGN[c].vp for c in st.seats[0].tableau) + st.seats[0].chips


def test_pool_running_out_ends_the_game_and_chips_keep_being_paid():
    b = Builder(2)
    b.tableau(0, "old_earth", "spice_world", "artist_colony", good=("spice_world", "artist_colony"))
    b.tableau(1, "epsilon_eridani")
    st = b.state()
    st.pool = 1
    st.seats[1].chips = st.pool_start - 1
    act(st, "x2", "prod")
    GAME.apply(st, 0, GAME.decision(st, 0).options[0].id)
    assert st.pool == 1 - 4 and st.seats[0].chips == 4
    assert st.step == "over"
    assert not GAME.invariants(st)


def test_tiebreak_cards_in_hand_plus_goods_then_shared():
    b = Builder(2)
    b.tableau(0, "old_earth")      # 2 VP
    b.tableau(1, "alpha_centauri", "gem_world", good=("gem_world",))  # 0 + 1 VP, 1 good
    b.fill_hand(0, 2)
    b.fill_hand(1, 1)
    st = b.state()
    st.seats[1].chips = 1
    st.step = "over"
    st.pending = []
    out = GAME.outcome(st)
    assert out.scores == (2, 2)
    # seat 1: Alpha Centauri has no good here; 1 card + 1 good = 2 = seat 0's 2 cards
    assert out.winners == (0, 1) and out.tiebreak is not None
    st.discard.append(st.seats[0].hand.pop())
    out = GAME.outcome(st)
    assert out.winners == (1,)
