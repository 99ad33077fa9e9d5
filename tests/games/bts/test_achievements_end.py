"""Achievement conditions, claiming at most one per turn, and the end of the game."""

from __future__ import annotations

from desktop.engine.flow import Pending
from desktop.games.bts import GAME
from desktop.games.bts import effects as X
from desktop.games.bts import scoring
from tests.games.bts.helpers import fresh, head, ids, new_ship, play, research_marks


def _meets(s, seat, ach):
    return scoring.meets(s, seat, X.cat(s).achievements[ach])


def test_transcendence_first_level_four_technology():
    s = fresh(4, 2)
    assert not _meets(s, 0, "a.transcendence")
    research_marks(s, 0, "I0", "I1", "I2", "II0", "II1", "II2", "III0", "III1", "IV0")
    assert _meets(s, 0, "a.transcendence")


def test_empire_four_colonies():
    s = fresh(4, 2)
    s.players[0].colonies = ["x"] * 3
    assert not _meets(s, 0, "a.empire")
    s.players[0].colonies.append("y")
    assert _meets(s, 0, "a.empire")


def test_warlord_four_strength_in_three_areas_at_the_end_of_the_turn():
    s = fresh(4, 2)
    for area in ("deep", "Y1"):
        new_ship(s, 0, area, 4)
    new_ship(s, 0, "Y2", 3)
    assert not _meets(s, 0, "aa.warlord")
    new_ship(s, 0, "Y2", 1)
    assert _meets(s, 0, "aa.warlord")


def test_technologist_all_six_level_two_private_ones_excluded():
    s = fresh(4, 2)
    research_marks(s, 0, "I0", "I1", "I2", "I3", "II0", "II1", "II2", "II3", "II4")
    s.players[0].private.append(s.decks["2"].pop(0))
    assert not _meets(s, 0, "ab.technologist")
    research_marks(s, 0, "II5")
    assert _meets(s, 0, "ab.technologist")


def test_claim_at_most_one_and_spaces_run_out():
    s = fresh(2, 2, achievements="first_game")
    s.players[0].colonies = ["x"] * 4
    research_marks(s, 0, "I0", "I1", "I2", "II0", "II1", "II2", "III0", "III1", "IV0")
    s.pending = [Pending("bts.achievement", 0, {}, "test")]
    s.phase = "end_check"
    assert ids(s) == ["a.transcendence", "a.empire", "none"]
    play(s, 0, "a.empire")
    assert s.claims["a.empire"] == [0] and head(s).kind == "bts.action"
    assert scoring.claimable(s, 0) == ["a.transcendence"]  # the same one never twice
    tech = X.cat(s).achievements["ab.technologist"]
    s.claims["ab.technologist"] = [1, 0][: len(tech.vp)]
    research_marks(s, 1, "I3", "II3", "II4", "II5")
    assert "ab.technologist" not in scoring.claimable(s, 1)


def test_end_check_then_one_last_round():
    s = fresh(3, 2)
    s.claims["a.empire"] = [0, 1]
    s.claims["a.transcendence"] = [2]
    s.pending.clear()
    s.turn, s.round, s.phase = 1, 5, "end_check"
    ev = []
    GAME.settle(s, ev)
    assert s.final_round == 6 and any(e.rule.id == "bts.end.trigger" for e in ev)
    assert head(s).seat == 2 and s.round == 5  # the round is finished
    # round 6 is played by everybody, then the game ends
    for _ in range(2000):
        if s.over:
            break
        e = head(s)
        play(s, e.seat, GAME.sample_answer(s, e.seat, s.rng))
        assert s.round <= 7
    assert s.over and s.round == 7 and GAME.outcome(s) is not None


def test_four_players_need_four_achievements():
    s = fresh(4, 2)
    s.claims["a.empire"] = [0, 1, 2]
    s.pending.clear()
    s.phase = "end_check"
    GAME.settle(s, [])
    assert s.final_round == 0
    assert scoring.end_threshold(fresh(2, 1)) == 3 and scoring.end_threshold(s) == 4


def test_a_game_that_cannot_end_stops_after_the_round_limit():
    from desktop.games.bts.flow import ROUND_LIMIT

    s = fresh(2, 2)
    s.pending.clear()
    s.turn, s.round, s.phase = 1, ROUND_LIMIT, "end_check"
    ev = []
    GAME.settle(s, ev)
    assert s.over and ev[-1].rule.id == "bts.end.round_limit" and ev[-1].unconfirmed
    assert GAME.outcome(s) is not None


def test_stand_in_conditions():
    s = fresh(4, 2)
    p = s.players[0]
    for _ in range(5):
        X.automate(p, "ore")
    assert _meets(s, 0, "aa.s01")  # automation level 5
    for area in ("Y1", "Y2", "Y3"):
        new_ship(s, 0, area, 1)
    X.update_control(s, [])
    assert _meets(s, 0, "aa.s02")  # 3 controlled areas
    assert not _meets(s, 0, "aa.s03")
    new_ship(s, 0, "deep", 4)
    assert _meets(s, 0, "aa.s03")  # a level-4 ship
    research_marks(s, 1, "I0", "I1", "I2", "I3")
    assert not _meets(s, 1, "ab.s02")
    research_marks(s, 1, "II0", "II1", "II2", "II3")
    assert _meets(s, 1, "ab.s02")  # 8 technologies
    techs = X.cat(s).techs
    kinds = [t for sl in s.players[1].researched for t in techs[s.slots[sl]].types]
    assert _meets(s, 1, "ab.s01") == any(kinds.count(k) >= 4 for k in set(kinds))
    s.players[1].colonies = ["x", "y"]
    assert _meets(s, 1, "ab.s03")  # 2 colonies
