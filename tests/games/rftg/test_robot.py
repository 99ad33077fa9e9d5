"""The solitaire robot: every worked example of the seed's "JOGO SOLITÁRIO" with its numbers,
the start worlds' counters, the difficulty table, the end of the game and the tie-break."""

import pytest

from desktop.engine import rules
from desktop.engine.bots import RandomBot, play_random_game
from desktop.games.rftg import GAME
from desktop.games.rftg import robot
from desktop.games.rftg.rules import DESIGN
from tests.games.rftg.robot_helpers import (RobotTable, cards, first, instance, is_dev,
                                            is_mil_world, is_six, is_world, resolve, rig_dice)


# -- options ---------------------------------------------------------------------------------
def test_one_seat_needs_a_difficulty_and_plays_advanced_without_goals():
    with pytest.raises(ValueError):
        GAME.options(seats=1)
    with pytest.raises(ValueError):
        GAME.options(seats=2, difficulty="easy")
    with pytest.raises(ValueError):
        GAME.options(seats=1, difficulty="easy", goals=True)
    o = GAME.options(seats=1, difficulty="hard")
    assert o.advanced and not o.goals
    st = GAME.new(o, 3)
    assert st.goals == [] and st.advanced and st.pool == st.pool_start == 24
    assert GAME.options(**o.model_dump()) == o  # a save's options load back


def test_cli_maps_difficulty_and_draft():
    from desktop.cli import parse_game_options

    o = parse_game_options(GAME, 1, ["--difficulty", "hard"])
    assert o.seats == 1 and o.difficulty == "hard"
    assert parse_game_options(GAME, 3, ["--draft"]).draft


# -- setup -------------------------------------------------------------------------------------
EXPECTED_SETUP = {  # the seed's setup paragraph (rftg.robot.setup.mat)
    "old_earth": (1, 0, 4), "epsilon_eridani": (1, 1, 4), "alpha_centauri": (2, 0, 4),
    "new_sparta": (1, 0, 4), "earth_s_lost_colony": (1, 1, 4), "separatist_colony": (1, 0, 4),
    "ancient_race": (0, 0, 3), "damaged_alien_factory": (1, 0, 4), "doomed_world": (1, 0, 4),
}


def test_setup_of_every_robot_start_world():
    seen = {}
    for seed in range(400):
        st = GAME.new(GAME.options(seats=1, difficulty="easy"), seed)
        r = st.robot
        wid = DESIGN[r.start].id
        if wid in seen:
            continue
        seen[wid] = True
        credit, economy, pile = EXPECTED_SETUP[wid]
        assert (r.credit, r.economy, len(r.pile)) == (credit, economy, pile), wid
        assert r.tableau == [r.start] and r.start != st.seats[0].tableau[0]
        assert r.reads == robot.world(r.start).reads.value
        assert r.counters == list(robot.world(r.start).counters)
        assert len(st.seats[0].hand) == 6  # the player draws 6 and keeps 4
        assert GAME.decision(st, 0).min == 6 - DESIGN[st.seats[0].tableau[0]].start_keep
        # the other seven start worlds were shuffled into the deck (some may have been dealt)
        elsewhere = st.deck + r.pile + st.seats[0].hand
        assert sum(1 for c in elsewhere if DESIGN[c].start_number is not None) == 7
        assert not GAME.invariants(st)
    assert set(seen) == set(EXPECTED_SETUP)


def test_old_earth_keeps_the_x2_marker_aside_and_special_counters_sit_on_their_areas():
    w = robot.data().start_worlds
    assert w["old_earth"].counters == ("consume",) and "old_earth_swap" in w["old_earth"].special
    assert set(w["separatist_colony"].counters) == {"explore", "settle"}
    for wid in ("epsilon_eridani", "new_sparta", "alpha_centauri", "doomed_world"):
        assert w[wid].counters == ("settle",)


def test_difficulty_table():
    table = {"easy": (1, 6), "medium": (2, 6), "hard": (3, 9)}
    for diff, (markers, vp) in table.items():
        st = GAME.new(GAME.options(seats=1, difficulty=diff), 2)
        assert st.robot.markers_left == markers and st.robot.markers_placed == 0
        t = RobotTable("old_earth", difficulty=diff)
        r = t.st.robot
        six = first(is_six)
        r.tableau = [r.start, six]
        r.markers_left, r.markers_placed = markers - 1, 1
        r.chips = 4
        sc = robot.score(t.st)
        # chips + Old Earth's 2 VP + the 6-cost card and the marker at 6 or 9 each
        assert sc == {"chips": 4, "cards": 2, "six": 2 * vp, "total": 6 + 2 * vp,
                      "tiebreak": r.credit + r.economy}


# -- the dice ----------------------------------------------------------------------------------
def test_dice_example_consume_x2_and_produce():
    # Consume x2 (space 7) and Produce (8); the robot rolls Develop and a star
    assert robot.place_dice(["develop", "star"], "trade", [7, 8]) == [2, 8]
    t = RobotTable("old_earth")
    t.hand(*cards(is_world, 4))
    rig_dice(t.st, "star", "develop")
    GAME.apply(t.st, 0, ["x2", "prod"])
    assert t.st.robot.rolled == ["star", "develop"]
    assert t.st.robot.placed == [8, 2]
    mat = GAME.view(t.st, 0)["robot"]
    assert mat["spaces"][2]["dice"] == ["die:1"] and mat["spaces"][8]["dice"] == ["die:0"]
    assert mat["spaces"][7]["marker"] and mat["spaces"][8]["marker"]


def test_dice_example_both_explores():
    # both Explores (spaces 0 and 1); the robot rolls Produce and a star: the star goes under
    # the right-most marker, then left to the first Explore space
    assert robot.place_dice(["produce", "star"], "trade", [0, 1]) == [8, 0]
    t = RobotTable("old_earth")
    t.hand(*cards(is_world, 4))
    rig_dice(t.st, "produce", "star")
    GAME.apply(t.st, 0, ["e5", "e11"])
    assert t.st.robot.placed == [8, 0]


def test_star_goes_under_the_other_marker_when_its_space_has_a_die():
    assert robot.place_dice(["produce", "star"], "trade", [2, 8]) == [8, 2]
    # two stars: one under each marker; the right one stays when the left space has a die
    assert robot.place_dice(["star", "star"], "trade", [2, 3]) == [2, 3]
    # two dice on one pair: the second goes on its right space
    assert robot.place_dice(["settle", "settle"], "trade", [0, 8]) == [4, 5]


def test_robot_face_reads_through_robot_eq():
    assert robot.place_dice(["robot", "explore"], "settle", [6, 8]) == [4, 0]
    assert robot.place_dice(["robot", "settle"], "settle", [6, 8]) == [4, 5]
    assert robot.place_dice(["robot", "star"], "x2", [0, 7]) == [7, 0]


def test_die_data_meets_the_rules_constraints():
    a = robot.data().dice["robot_die"].value
    b = robot.data().dice["plain_die"].value
    assert a.count("robot") == 2 and "robot" not in b
    assert "star" in a and "star" in b
    assert {"explore", "develop", "settle", "trade", "produce"} <= set(a) | set(b)
    # no unpaired face on the plain die: two dice never share Trade, x2 or Produce
    assert set(b) <= {"explore", "develop", "settle", "star"}


# -- Explore -----------------------------------------------------------------------------------
def test_explore_rows():
    t = RobotTable("old_earth", credit=1)
    resolve(t.st, "explore", [0, 8], ["e5", "prod"])
    assert (len(t.st.robot.pile), t.st.robot.credit) == (1, 2)
    resolve(t.st, "explore", [0, 1], ["e5", "prod"])
    assert (len(t.st.robot.pile), t.st.robot.credit) == (4, 3)  # both Explores: 3, credit +1
    resolve(t.st, "explore", [2, 8], ["e5", "e11"])
    assert (len(t.st.robot.pile), t.st.robot.credit) == (5, 3)  # response: 1
    t.st.robot.credit = 4
    resolve(t.st, "explore", [0, 8], ["e5", "prod"])
    assert t.st.robot.credit == 4  # the credit track stops at 4


# -- Develop -----------------------------------------------------------------------------------
def test_develop_example_credit_1_pile_2():
    t = RobotTable("old_earth", credit=1)
    a, b = first(is_world), first(is_dev)
    c = first(is_world, exclude=(a,))
    t.set_pile([a, b])
    t.top(c)
    resolve(t.st, "develop", [2, 8], ["dev", "prod"])
    r = t.st.robot
    assert r.tableau[-1] == b  # found on the second flip
    assert r.credit == 1 and len(r.pile) == 1
    assert c in t.st.discard


def test_develop_example_credit_4_pile_5_two_markers_through_the_flow():
    t = RobotTable("old_earth", credit=4)
    r = t.st.robot
    assert r.markers_left == 2
    two = first(lambda d: d.is_dev and d.cost == 2)
    w1, w2, a, b = cards(is_world, 4)
    t.set_pile([a, b, two, w1, w2])
    t.hand(*cards(is_world, 3, exclude=(w1, w2, a, b)))
    rig_dice(t.st, "produce", "develop")
    GAME.apply(t.st, 0, ["dev", "dev2"])
    assert r.placed == [8, 2]
    GAME.apply(t.st, 0, "pass")  # the player's first Develop; then the robot's action
    assert (r.markers_placed, r.credit, len(r.pile)) == (1, 2, 5)  # no draw, no flip
    GAME.apply(t.st, 0, "pass")  # the second Develop; then the robot's response
    assert r.tableau[-1] == two  # the third flip
    assert (r.credit, len(r.pile), r.markers_left) == (1, 2, 1)


def test_develop_action_skips_a_six_cost_development_at_credit_0():
    t = RobotTable("old_earth", credit=0)
    six, dev = first(is_six), first(is_dev)
    t.set_pile([dev, six])
    t.top(first(is_world))
    resolve(t.st, "develop", [2, 8], ["dev", "prod"])
    assert t.st.robot.tableau[-1] == dev and six in t.st.discard and t.st.robot.credit == 0


def test_develop_action_places_a_six_cost_development_for_one_credit():
    t = RobotTable("old_earth", credit=1, difficulty="easy")
    t.st.robot.markers_left = 0
    six = first(is_six)
    t.set_pile([six])
    t.top(first(is_world))
    resolve(t.st, "develop", [2, 8], ["dev", "prod"])
    assert t.st.robot.tableau[-1] == six and t.st.robot.credit == 0


def test_develop_response_at_credit_0_does_nothing():
    t = RobotTable("old_earth", credit=0, pile=[first(is_dev)])
    resolve(t.st, "develop", [6, 8], ["dev", "prod"])
    assert len(t.st.robot.pile) == 1 and t.st.robot.tableau == [t.st.robot.start]


# -- Settle ------------------------------------------------------------------------------------
def test_settle_example_credit_0_does_nothing():
    t = RobotTable("old_earth", credit=0, pile=[first(is_world)])
    resolve(t.st, "settle", [6, 8], ["set", "prod"])
    assert len(t.st.robot.pile) == 1 and t.st.robot.tableau == [t.st.robot.start]
    assert t.st.robot.credit == 0


@pytest.mark.parametrize("found", [False, True])
def test_settle_example_both_settles_credit_2_pile_2(found):
    t = RobotTable("old_earth", credit=2)
    p1, p2 = cards(is_dev, 1) + cards(is_world, 1)
    d1, d2, d3, d4 = cards(is_dev, 4, exclude=(p1,))
    w = first(is_world, exclude=(p2,))
    t.set_pile([p1, p2])
    t.top(d1, d2, d3)
    resolve(t.st, "settle", [4, 8], ["set", "set2"])
    r = t.st.robot
    assert r.tableau[-1] == p2  # the fourth flip
    assert r.pile == [p1] and r.credit == 2
    t.top(w if found else d4, first(is_mil_world))
    resolve(t.st, "settle2", [4, 8], ["set", "set2"])
    if found:
        assert r.tableau[-1] == w and r.credit == 1
    else:
        assert r.tableau[-1] == p2 and r.pile == [] and r.credit == 2


def test_settle_action_skips_military_worlds():
    t = RobotTable("old_earth", credit=1)
    m = first(is_mil_world)
    t.top(m, first(is_dev), first(is_dev, exclude=(first(is_dev),)))
    resolve(t.st, "settle", [4, 8], ["set", "prod"])
    assert m in t.st.discard and t.st.robot.tableau == [t.st.robot.start]


# -- Consume and Produce -----------------------------------------------------------------------
def test_consume_example_x2_robot_trades():
    t = RobotTable("ancient_race", credit=3, economy=1)
    resolve(t.st, "consume", [6, 2], ["x2", "prod"])
    assert t.st.robot.credit == 4 and t.st.robot.chips == 1 and t.st.pool == 23


def test_consume_example_both_consumes_response_once():
    t = RobotTable("ancient_race", economy=3)
    credit = t.st.robot.credit
    resolve(t.st, "consume", [2, 4], ["trade", "x2"])
    assert t.st.robot.chips == 3 and t.st.robot.credit == credit and t.st.robot.economy == 3


def test_consume_x2_and_both_rows():
    t = RobotTable("ancient_race", credit=0, economy=2)
    resolve(t.st, "consume", [7, 2], ["dev", "prod"])
    assert (t.st.robot.chips, t.st.robot.economy, t.st.robot.credit) == (4, 3, 0)
    resolve(t.st, "consume", [6, 7], ["dev", "prod"])
    assert (t.st.robot.chips, t.st.robot.economy, t.st.robot.credit) == (10, 4, 2)
    t.st.robot.economy = 5
    resolve(t.st, "consume", [7, 2], ["dev", "prod"])
    assert t.st.robot.economy == 5  # the economy track stops at 5


def test_produce_examples():
    t = RobotTable("ancient_race", economy=0)
    resolve(t.st, "produce", [8, 2], ["dev", "set"])
    assert t.st.robot.economy == 1
    resolve(t.st, "produce", [2, 4], ["prod", "dev"])
    assert t.st.robot.economy == 1  # the response does nothing
    t.st.robot.economy = 2
    resolve(t.st, "produce", [8, 2], ["prod", "dev"])
    assert t.st.robot.economy == 3


# -- start-world counters ----------------------------------------------------------------------
def test_separatist_colony_explores_more():
    t = RobotTable("separatist_colony", credit=1)
    ev = resolve(t.st, "explore", [0, 8], ["e5", "prod"])
    assert len(t.st.robot.pile) == 3 and t.st.robot.credit == 2
    assert any(e.unconfirmed and e.rule.id == "rftg.robot.unconfirmed.extra_draws" for e in ev)
    resolve(t.st, "explore", [0, 1], ["e5", "prod"])
    assert len(t.st.robot.pile) == 3 + 5
    resolve(t.st, "explore", [4, 8], ["e11", "x2"])
    assert len(t.st.robot.pile) == 8 + 3


@pytest.mark.parametrize("start,action_draw", [("epsilon_eridani", 3), ("new_sparta", 4),
                                               ("separatist_colony", 3)])
def test_military_settlers(start, action_draw):
    t = RobotTable(start, credit=0)
    m1, m2 = cards(is_mil_world, 2)
    w = first(is_world)
    fillers = cards(is_dev, action_draw - 2)
    t.top(m1, *fillers, w)
    ev = resolve(t.st, "settle", [4, 8], ["set", "prod"])
    r = t.st.robot
    assert r.tableau[-1] == m1 and w in t.st.discard
    assert any(e.rule.id == "rftg.robot.settle.military" for e in ev)
    if action_draw != 3:
        assert any(e.unconfirmed for e in ev)
    # the response needs no credit, and spends none
    t.top(m2, first(is_dev, exclude=fillers))
    ev = resolve(t.st, "settle2", [2, 8], ["set", "set2"])
    assert r.tableau[-1] == m2 and r.credit == 0
    assert any(e.unconfirmed and e.rule.id == "rftg.robot.unconfirmed.response_pays" for e in ev)


def test_alpha_centauri_draws_more_and_settles_in_response_without_credit():
    t = RobotTable("alpha_centauri", credit=0)
    w1, w2 = cards(is_world, 2)
    t.top(*cards(is_dev, 3), w1)
    resolve(t.st, "settle", [4, 8], ["set", "prod"])
    r = t.st.robot
    assert r.tableau[-1] == w1 and len(r.pile) == 3  # drew 4, the first flipped matched
    r.pile = []
    t.top(w2, first(is_mil_world))
    resolve(t.st, "settle", [2, 8], ["set", "prod"])
    assert r.tableau[-1] == w2 and r.credit == 0


def test_doomed_world_first_settle_action():
    t = RobotTable("doomed_world", credit=1, economy=0)
    r = t.st.robot
    small = first(lambda d: is_world(d) and d.vp < 3)
    big, big2 = cards(lambda d: is_world(d) and d.vp >= 3, 2)
    m = first(lambda d: is_mil_world(d) and d.vp >= 3)
    dev = first(is_dev)
    t.set_pile([big2])
    t.top(dev, m, small, big)
    ev = resolve(t.st, "settle", [4, 8], ["set", "prod"])
    assert r.tableau == [big]  # Doomed World leaves the tableau
    assert r.pile == [big2]  # the draw pile was searched, not the robot's pile
    assert (r.credit, r.economy, r.counters) == (3, 1, [])
    assert {dev, m, small, instance("doomed_world")} <= set(t.st.discard)
    assert any(e.rule.id == "rftg.robot.settle.doomed" for e in ev)
    # later Settle actions are the standard row: draw 3 and flip the robot's pile
    d1, d2, d3 = cards(is_dev, 3, exclude=(dev,))
    t.top(d1, d2, d3)
    resolve(t.st, "settle", [4, 8], ["set", "prod"])
    assert r.tableau == [big, big2] and r.pile == [] and r.credit == 3


def test_doomed_world_response_before_its_first_action_is_the_standard_row():
    t = RobotTable("doomed_world", credit=1)
    w = first(is_world)
    t.top(w, first(is_dev))
    resolve(t.st, "settle", [2, 8], ["set", "prod"])
    r = t.st.robot
    assert r.tableau[-1] == w and r.credit == 0 and r.counters == ["settle"]


def test_old_earth_swaps_robot_eq_after_its_first_trade():
    t = RobotTable("old_earth", economy=1)
    r = t.st.robot
    assert r.reads == "trade" and r.counters == ["consume"]
    resolve(t.st, "consume", [7, 2], ["dev", "prod"])  # x2 is no Trade
    assert r.reads == "trade"
    ev = resolve(t.st, "consume", [6, 2], ["dev", "prod"])
    assert r.reads == "x2" and r.counters == []
    assert any(e.rule.id == "rftg.robot.old_earth" and not e.unconfirmed for e in ev)
    assert robot.place_dice(["robot", "develop"], r.reads, [2, 8]) == [7, 2]
    resolve(t.st, "consume", [6, 2], ["dev", "prod"])
    assert r.reads == "x2"


def test_old_earth_swap_from_a_copied_trade_is_flagged_unconfirmed():
    t = RobotTable("old_earth")
    ev = resolve(t.st, "consume", [6, 2], ["trade", "dev"], rolled=["star", "develop"])
    assert t.st.robot.reads == "x2"
    assert any(e.unconfirmed and e.rule.id == "rftg.robot.unconfirmed.star_trade" for e in ev)


def test_damaged_alien_factory_flips_after_trade_and_produce():
    t = RobotTable("damaged_alien_factory")
    r = t.st.robot
    assert r.reads == "trade"
    resolve(t.st, "consume", [6, 2], ["dev", "prod"])
    assert r.reads == "produce"
    resolve(t.st, "consume", [6, 2], ["dev", "prod"])
    assert r.reads == "produce"
    resolve(t.st, "produce", [8, 2], ["dev", "set"])
    assert r.reads == "trade"
    resolve(t.st, "produce", [8, 2], ["dev", "set"])
    assert r.reads == "trade"


def test_ancient_race_and_earths_lost_colony_have_no_counter():
    for wid in ("ancient_race", "earth_s_lost_colony"):
        w = robot.data().start_worlds[wid]
        assert w.counters == () and w.special == ()


# -- the end -----------------------------------------------------------------------------------
def _quiet_round(t):
    """A round in which the robot places no card: the player takes x2 and Produce, the robot
    rolls Trade and a star (which copies Produce)."""
    t.st.seats[0].hand += t.free(is_world, 2)
    rig_dice(t.st, "trade", "star")
    size = robot.tableau_size(t.st)
    ev = GAME.apply(t.st, 0, ["x2", "prod"])
    spaces = {o for e in ev for o in e.objects if o.startswith("space:")}
    assert spaces == {"space:6", "space:8"}
    assert robot.tableau_size(t.st) == size
    assert not GAME.to_act(t.st) or t.st.step == "action"


@pytest.mark.parametrize("markers,over", [(0, False), (1, True)])
def test_end_when_the_robot_tableau_reaches_12_counting_markers(markers, over):
    t = RobotTable("ancient_race", difficulty="medium")
    r = t.st.robot
    r.tableau += t.free(is_world, 10)
    r.markers_left, r.markers_placed = 2 - markers, markers
    assert robot.tableau_size(t.st) == 11 + markers
    _quiet_round(t)
    assert (t.st.step == "over") is over
    assert (GAME.outcome(t.st) is not None) is over


def test_end_when_the_chips_run_out_with_extra_chips_for_the_round():
    t = RobotTable("ancient_race", economy=3)
    t.st.pool = 1
    t.st.robot.chips = 23
    _quiet_round(t)
    assert t.st.step == "over"
    assert t.st.robot.chips == 26 and t.st.pool == -2  # extra chips finish the round
    assert not GAME.invariants(t.st)


def _tied(hand: int, credit: int, economy: int):
    t = RobotTable("ancient_race", credit=credit, economy=economy)
    st = t.st
    t.hand(*cards(is_world, hand))
    st.step = "over"
    st.pending = []
    me = GAME.scores(st)[0]["total"]
    st.robot.chips = me - robot.score(st)["total"]
    return GAME.outcome(st)


def test_tiebreak_robot_credit_plus_economy_against_hand_plus_goods():
    out = _tied(hand=2, credit=2, economy=1)
    assert out.scores[0] == out.scores[1] and out.winners == (1,) and out.tiebreak is not None
    assert _tied(hand=4, credit=2, economy=1).winners == (0,)
    shared = _tied(hand=3, credit=2, economy=1)
    assert shared.winners == (0, 1)
    assert rules.lookup("rftg.robot.unconfirmed.tie").unconfirmed


def test_outcome_lists_the_robot_after_the_player():
    st, _ = play_random_game(GAME, GAME.options(seats=1, difficulty="hard"), 11)
    out = GAME.outcome(st)
    assert len(out.scores) == 2 and out.scores[1] == robot.score(st)["total"]
    assert all(len(line.values) == 2 for line in out.sheet)


# -- hidden information and learning mode ------------------------------------------------------
def test_robot_pile_is_hidden_and_its_draws_are_reveals():
    t = RobotTable("old_earth", pile=cards(is_world, 3))
    st = t.st
    for c in st.robot.pile:
        assert f"card:{c}" in GAME.secrets(st, 0) and f"card:{c}" in GAME.secrets(st, None)
    mat = GAME.view(st, 0)["robot"]
    assert mat["pile"]["count"] == 3 and "card:" not in str(mat["pile"])
    ev = resolve(st, "explore", [0, 8], ["e5", "prod"])
    assert any(e.reveals for e in ev)


def test_player_markers_hidden_from_a_spectator_until_chosen():
    t = RobotTable("old_earth")
    assert not any(s["marker"] for s in GAME.view(t.st, None)["robot"]["spaces"])


def test_every_unconfirmed_fact_is_data_with_a_default_and_an_unconfirmed_rule():
    facts = robot.all_facts()
    assert sum(1 for _, f in facts if not f.confirmed) >= 10
    for path, f in facts:
        entry = rules.lookup(f.rule)
        assert entry.unconfirmed == (not f.confirmed), path
        if not f.confirmed:
            assert entry.note and len(f.why) > 40, path


def test_random_robot_games_flag_unconfirmed_steps_with_unconfirmed_rules():
    flagged = set()
    for seed in range(6):
        st = GAME.new(GAME.options(seats=1, difficulty="medium"), seed)
        bot = RandomBot(seed)
        while GAME.to_act(st):
            for e in GAME.apply(st, 0, bot.choose(GAME, st, 0)):
                if e.unconfirmed:
                    assert rules.lookup(e.rule).unconfirmed, e.rule
                    flagged.add(e.rule.id)
                elif e.rule is not None and e.rule.id.startswith("rftg.robot."):
                    assert not rules.lookup(e.rule).unconfirmed, e.rule
    assert "rftg.robot.unconfirmed.dice" in flagged
