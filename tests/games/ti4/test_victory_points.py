"""Issue #14: the 14-point game (the other side of the track), and the end at once when a
player reaches the target, whatever brought the points."""

from __future__ import annotations

from desktop.engine.bots import play_random_game
from desktop.games.ti4 import GAME

from .helpers import play


def _fresh(vp, seats=4, seed=7):
    s = GAME.new(GAME.options(seats=seats, victory_points=vp), seed)
    for seat in range(seats):
        play(s, seat, GAME.decision(s, seat).options[0].id)
    return s


def test_ten_is_the_default_and_fourteen_an_option():
    assert GAME.options(seats=3).victory_points == 10
    assert GAME.new(GAME.options(seats=3), 1).target == 10
    assert GAME.new(GAME.options(seats=3, victory_points=14), 1).target == 14
    assert GAME.view(GAME.new(GAME.options(seats=3, victory_points=14), 1), 0)["win_vp"] == 14


def test_the_fourteen_point_game_goes_on_at_ten_and_ends_at_fourteen():
    s = _fresh(14)
    p = s.players[0]
    p.vp = p.vp_public = 9
    play(s, 0, "seat:0")
    play(s, 0, "no")
    play(s, 0, "seat:0")                 # Mecatol Rex: 10 VP, the game goes on
    assert p.vp == 10 and s.phase != "over"
    play(s, GAME.to_act(s)[0], "record")
    play(s, GAME.to_act(s)[0], "seat:0")
    play(s, 0, "agenda")
    ev = play(s, 0, 2)
    assert p.vp == 12 and s.phase != "over"
    play(s, GAME.to_act(s)[0], "record")
    play(s, GAME.to_act(s)[0], "seat:0")
    play(s, 0, "relic")
    ev = play(s, 0, 2)
    assert p.vp == 14 and s.phase == "over" and GAME.to_act(s) == ()
    assert "14 victory points" in ev[-1].msg.english()
    assert GAME.outcome(s).winners == (0,)


def test_random_fourteen_point_games_end_with_sound_invariants():
    for seed in range(5):
        s, _ = play_random_game(GAME, GAME.options(seats=5, victory_points=14), seed,
                                check_invariants=True)
        assert GAME.outcome(s) is not None and max(p.vp for p in s.players) <= 14
