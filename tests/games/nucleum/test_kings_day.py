"""King's Day: agenda scoring, removals, neutrals, re-seating, the King; and the seed's example."""

from __future__ import annotations

from desktop.engine.protocol import PickNumber
from desktop.games.nucleum import GAME
from desktop.games.nucleum.state import NEUTRAL

from tests.games.nucleum.helpers import CAP, COM, FT, REA, play, blank, lead, put, rules, texts

RED, YELLOW, BLUE, TEAL = range(4)


def example_state():
    """The court of the rulebook's example (its figure is not in the text: these counts give
    every number the text states)."""
    s = blank(4)
    s.neutrals = {"arrow": CAP, "2": CAP, "3": FT, "4": COM}
    put(s, CAP, RED, 4); put(s, CAP, BLUE, 1); put(s, CAP, YELLOW, 2); put(s, CAP, TEAL, 2)
    put(s, FT, YELLOW, 4); put(s, FT, BLUE, 1)
    put(s, COM, BLUE, 2); put(s, COM, RED, 2)
    put(s, REA, BLUE, 2); put(s, REA, TEAL, 1)
    lead(s, CAP, RED); lead(s, FT, YELLOW); lead(s, COM, BLUE); lead(s, REA, BLUE)
    s.king = CAP
    # Free Thinkers: the example's "2 VP per Residence" (nucleum.agenda.residences)
    s.agendas = ["contracts", "residences", "network", "parties"]
    return s


def test_worked_example_of_the_rulebook():
    s = example_state()
    ev = play(s, "kings_day")
    asked = []
    while GAME.step_name(s) == "ask":
        p = GAME.entry(s, GAME.to_act(s)[0])
        asked.append((p.seat, p["agenda"]))
        d = GAME.decision(s, p.seat)
        assert isinstance(d, PickNumber)
        figure = {(RED, "contracts"): 3, (YELLOW, "residences"): 2, (BLUE, "network"): 2,
                  (YELLOW, "contracts"): 2, (BLUE, "contracts"): 1, (TEAL, "contracts"): 0}[(p.seat, p["agenda"])]
        ev += play(s, figure)
    # only Leaders and Dominant-Party members are asked, each figure once; parties is computed
    assert asked == [(RED, "contracts"), (YELLOW, "residences"), (BLUE, "network"),
                     (YELLOW, "contracts"), (BLUE, "contracts"), (TEAL, "contracts")]
    # Leaders: Red 3, Yellow 4, Blue 2 + 8; Dominant (Capitalists): Red 3, Blue 1, Yellow 2, Teal 0
    assert s.vp["kings_day"] == [3 + 3, 4 + 2, 2 + 8 + 1, 0]
    # removals: 1 red (CAP), 1 yellow (FT), 1 blue (COM), 1 blue (REA), then 1 of each in CAP
    assert s.pols[CAP] == [2, 1, 0, 1]
    assert s.pols[FT] == [0, 3, 1, 0]
    assert s.pols[COM] == [2, 0, 1, 0]
    assert s.pols[REA] == [0, 0, 1, 1]
    # neutral 4 leaves, the arrow goes from the Capitalists to the Free Thinkers
    assert s.neutrals == {"arrow": FT, "2": CAP, "3": FT, "4": -1}
    # Red keeps CAP, Yellow keeps FT, Red takes COM, Blue keeps REA on a tie
    assert s.leader == [RED, YELLOW, RED, BLUE]
    # the King goes to the Free Thinkers: 6 Politicians against the Capitalists' 5
    assert (s.king, GAME.view(s, None)["parties"][FT]["total"], GAME.view(s, None)["parties"][CAP]["total"]) == (FT, 6, 5)
    assert s.kings_days == 1 and GAME.step_name(s) == "main"
    order = rules(ev)
    assert order.index("nucleum.kingsday.leaders") < order.index("nucleum.kingsday.dominant") \
        < order.index("nucleum.kingsday.remove_leaders") < order.index("nucleum.kingsday.remove_dominant") \
        < order.index("nucleum.kingsday.neutrals") < order.index("nucleum.kingsday.king")
    assert "Player 3 scores 8 VP: Realists agenda (2 VP per Party where you are Member or Leader)." in texts(ev)


def test_neutral_leaders_score_nothing_and_nobody_is_asked():
    s = blank(2)
    s.neutrals = {"arrow": CAP, "2": CAP, "3": FT, "4": COM}
    lead(s, CAP, NEUTRAL, "2"); lead(s, FT, NEUTRAL, "3"); lead(s, COM, NEUTRAL, "4")
    play(s, "kings_day")
    assert GAME.step_name(s) == "main" and s.vp["kings_day"] == [0, 0]
    # neutral 4 leaves (its Leader space empties), the arrow moves down to FT
    assert s.neutrals == {"arrow": FT, "2": CAP, "3": FT, "4": -1}
    # FT: 2 neutrals, the lowest-numbered one keeps the space; CAP: neutral 2 alone keeps it
    assert s.leader == [NEUTRAL, NEUTRAL, None, None]
    assert s.leader_neutral[:2] == ["2", "3"]
    # King: FT has 2 vs CAP 1 -> FT
    assert s.king == FT


def test_arrow_moves_from_realists_to_capitalists():
    s = blank(2)
    s.neutrals = {"arrow": REA, "2": -1, "3": -1, "4": -1}
    lead(s, REA, NEUTRAL, "arrow")
    s.king = REA
    ev = play(s, "kings_day")
    assert s.neutrals["arrow"] == CAP
    assert s.leader[CAP] == NEUTRAL and s.leader_neutral[CAP] == "arrow" and s.leader[REA] is None
    assert s.king == CAP
    assert "The arrow neutral moves from the Realists to the Capitalists." in texts(ev)


def test_highest_numbered_neutral_leaves_first():
    s = blank(2)
    s.neutrals = {"arrow": CAP, "2": CAP, "3": FT, "4": -1}
    play(s, "kings_day")
    assert s.neutrals["3"] == -1 and s.neutrals["2"] == CAP


def test_leader_with_one_politician_empties_the_space_and_no_new_leader_in_step_3():
    s = blank(2)
    s.agendas = ["contracts", "techs", "network", "cities"]
    put(s, FT, 0, 1); put(s, FT, 1, 1)
    lead(s, FT, 0)
    s.king = CAP
    play(s, "kings_day", 0)  # player 1's techs
    # player 1 (seat 0) returned the Leader-space figure; the seat-1 figure remains; at step 4
    # seat 1 has a strict majority and takes the space
    assert s.pols[FT] == [0, 1]
    assert s.leader[FT] == 1


def test_dominant_party_removes_exactly_one_per_player_and_the_leader_twice():
    s = blank(2)
    s.agendas = ["techs", "progress", "network", "cities"]
    put(s, CAP, 0, 3); put(s, CAP, 1, 2)
    lead(s, CAP, 0)
    ev = play(s, "kings_day", 5, 4)  # seat 0 techs 5 (asked once), seat 1 techs 4
    assert s.vp["kings_day"] == [10, 4]      # the Dominant Leader scores twice
    assert s.pols[CAP] == [1, 1]             # leader -1, then one each
    assert s.leader[CAP] == 0                # a tie: the occupant stays
    assert rules(ev).count("nucleum.kingsday.remove_dominant") == 2


def test_tie_at_reseat_names_nobody_and_a_majority_takes_an_empty_space():
    s = blank(2)
    s.agendas = ["techs", "progress", "network", "cities"]
    put(s, COM, 0, 2); put(s, COM, 1, 2)
    put(s, REA, 0, 2)
    s.king = FT   # an empty Dominant Party
    play(s, "kings_day")
    assert s.leader[COM] is None            # tie: no Leader named
    assert s.leader[REA] == 0               # strict majority takes the empty space
    assert s.king == COM                    # COM 4 is strictly the most


def test_king_moves_only_on_a_strict_maximum():
    s = blank(2)
    put(s, COM, 0, 3); put(s, REA, 1, 3)
    s.king = CAP
    play(s, "kings_day")
    assert s.king == CAP                     # COM 3 = REA 3 > CAP 0: the tie leaves the King
    s2 = blank(2)
    put(s2, COM, 0, 3); put(s2, REA, 1, 2)
    play(s2, "kings_day")
    assert s2.king == COM


def test_at_most_three_kings_days():
    s = blank(2)
    s.kings_days = 3
    assert "kings_day" not in [o.id for o in GAME.decision(s, 0).options]


def test_final_scoring_scores_again_without_removals():
    s = example_state()
    play(s, "end:action_stacks", "end:contract_stacks", "end:recharges")
    play(s, "final", 3, 2, 2, 2, 1, 0)
    assert s.vp["final"] == [6, 6, 11, 0]
    assert s.pols[CAP] == [4, 2, 1, 2] and s.neutrals["4"] == COM and s.king == CAP
    out = GAME.outcome(s)
    # court VP only: the winner is decided on the main board
    assert out is not None and out.scores == (6, 6, 11, 0) and out.winners == () and out.partial
