"""Computer players: their answers are always legal over whole games; the arena command."""

from __future__ import annotations

import json

import pytest

from desktop import cli
from desktop.engine import registry
from desktop.engine.ai import (COMPUTER_KINDS, PLAYER_NAMES, ComputerPlayer, is_computer,
                               make_player)
from desktop.engine.ai.arena import mean_ci, seat_kinds, wilson
from desktop.engine.ai.search import Level
from desktop.engine.bots import RandomBot

TINY = Level("tiny", rollouts=4, depth=6, width=3, noise=0.0, max_seconds=60.0)


def play(game, options, seed, players):
    state = game.new(options, seed)
    n = 0
    while game.to_act(state):
        seat = game.to_act(state)[0]
        answer = players[seat].choose(game, game.clone(state), seat)
        assert game.check(state, seat, answer) is None, (seat, answer)
        game.apply(state, seat, answer)
        n += 1
        assert n < game.max_answers
    return game.outcome(state)


@pytest.mark.parametrize("game_id,opts", [
    ("rftg", dict(seats=2)), ("rftg", dict(seats=4)), ("rftg", dict(seats=5, goals=False)),
    ("rftg", dict(seats=2, advanced=True)), ("rftg", dict(seats=3, draft=True)),
    ("rftg", dict(seats=1, difficulty="medium")),
    ("tmae", dict(seats=2)), ("tmae", dict(seats=3)), ("tmae", dict(seats=1, difficulty="novice")),
    ("bts", dict(seats=2)), ("bts", dict(seats=4)),
])
def test_easy_answers_are_legal_over_whole_games(game_id, opts):
    game = registry.get(game_id)
    options = game.options(**opts)
    players = [ComputerPlayer("easy", seed=i) for i in range(options.seats)]
    assert play(game, options, 3, players) is not None


@pytest.mark.parametrize("game_id,opts", [("rftg", dict(seats=2)), ("rftg", dict(seats=1, difficulty="hard")),
                                          ("tmae", dict(seats=2)), ("bts", dict(seats=3))])
def test_searching_answers_are_legal_over_a_whole_game(game_id, opts):
    game = registry.get(game_id)
    options = game.options(**opts)
    players = [ComputerPlayer(TINY, seed=1)] + [RandomBot(2 + i) for i in range(options.seats - 1)]
    assert play(game, options, 4, players) is not None


def test_beyond_the_sun_easy_plays_with_sense():
    """The look-ahead on the VP projection beats random answers (it used to lose every game
    when it judged an action before its follow-ups: research never looked worth it)."""
    game = registry.get("bts")
    options = game.options(seats=2)
    wins = 0
    for seed in range(4):
        out = play(game, options, seed, [ComputerPlayer("easy", seed=seed), RandomBot(seed)])
        wins += out.winners == (0,) or list(out.winners) == [0]
    assert wins >= 3


def test_kinds():
    assert [is_computer(k) for k in ("human", "bot", "easy", "medium", "hard")] == [
        False, True, True, True, True]
    assert isinstance(make_player("bot"), RandomBot)
    assert make_player("hard").level.name == "hard"
    assert seat_kinds(["a", "b", "c"], 3, 1) == ["c", "a", "b"]
    lo, hi = wilson(50, 100)
    assert lo < 0.5 < hi


def test_mean_ci_is_the_mean_plus_or_minus_1_96_standard_errors():
    # mean 15, sample s.d. 2 over 3 values: half-width 1.96 * 2 / sqrt(3) = 2.263
    assert mean_ci([13, 15, 17]) == [12.74, 17.26]
    assert mean_ci([15]) is None


def test_arena_json_at_a_tiny_size(capsys):
    rc = cli.main(["arena", "rftg", "--players", "easy,random", "--games", "2", "--seed", "3",
                   "--json"])
    data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert rc == 0
    assert data["game"] == "rftg" and data["seats"] == 2 and data["games"] == 2
    assert data["errors"] == 0
    for key in ("win_rates", "ci95", "mean_scores", "think_ms_median", "think_ms_p95"):
        assert len(data[key]) == 2
    assert data["mean_rounds"] > 0
    lo, hi = data["rounds_ci95"]
    assert lo <= data["mean_rounds"] <= hi
    assert data["median_rounds"] > 0
    assert sum(data["rounds_hist"].values()) == 2
    assert sum(data["win_rates"]) == pytest.approx(1.0)


def test_arena_counts_the_games_that_ended_in_each_round():
    from desktop.engine import registry
    from desktop.engine.ai.arena import summarise
    g = registry.get("tmae")
    opts = g.options_model.model_validate({"seats": 2})
    games = [{"seed": 10 + i, "scores": [30, 20], "winners": [0], "rounds": r,
              "think": [[], []]} for i, r in enumerate([13, 15, 13, 14])]
    games.append({"seed": 14, "error": "boom"})
    data = summarise(g, opts, ["hard", "hard"], games)
    assert data["rounds_hist"] == {"13": 2, "14": 1, "15": 1}
    assert data["mean_rounds"] == 13.75 and data["median_rounds"] == 13.5


def test_arena_solo_against_the_robot(capsys):
    rc = cli.main(["arena", "rftg", "--seats", "1", "--players", "easy", "--difficulty", "easy",
                   "--games", "1", "--json"])
    data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert rc == 0 and data["games"] == 1 and "mean_automaton_score" in data


def test_heuristic_player_is_for_benchmarks_only(capsys):
    # the searching levels' policy without search or noise: not a seat a person can choose
    assert "heuristic" not in COMPUTER_KINDS and "heuristic" in PLAYER_NAMES
    lv = make_player("heuristic").level
    assert (lv.rollouts, lv.noise) == (0, 0.0)
    rc = cli.main(["arena", "tmae", "--players", "heuristic,heuristic", "--games", "2",
                   "--seed", "5", "--json"])
    data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert rc == 0 and data["errors"] == 0 and data["mean_rounds"] > 0


def test_arena_refuses_unknown_players():
    with pytest.raises(SystemExit):
        cli.main(["arena", "rftg", "--players", "easy,grandmaster", "--games", "1"])


def test_arena_help_opens_no_window():
    import subprocess
    import sys

    r = subprocess.run([sys.executable, "-m", "desktop", "arena", "--help"], capture_output=True,
                       text=True, env={"PYTHONPATH": ".", "QT_QPA_PLATFORM": "xcb", "DISPLAY": ""},
                       timeout=60)
    assert r.returncode == 0 and "--players" in r.stdout
