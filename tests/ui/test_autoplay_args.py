"""Issue #14: ``autoplay`` takes the game's options as ``simulate`` does."""

from __future__ import annotations

import pytest

from desktop.ui.autoplay import parse


def test_autoplay_takes_the_games_options():
    args, game, o = parse(["rftg", "--seats", "1", "--difficulty", "hard", "--max", "3"])
    assert (game.id, o.seats, o.difficulty, o.goals, args.max) == ("rftg", 1, "hard", False, 3)
    _a, _g, o = parse(["rftg", "--seats", "2", "--draft", "--no-goals"])
    assert o.draft and not o.goals
    _a, _g, o = parse(["nucleum", "--seats", "1", "--baron", "--map", "australia"])
    assert o.baron and o.map == "australia"
    _a, _g, o = parse(["tmae", "--seats", "1", "--difficulty=expert", "--first-game"])
    assert (o.difficulty, o.first_game) == ("expert", True)


def test_autoplay_refuses_options_the_game_does_not_have(capsys):
    with pytest.raises(SystemExit) as e:
        parse(["rftg", "--baron"])
    assert "--difficulty" in str(e.value)  # the game's own options are listed
    with pytest.raises(SystemExit) as e:
        parse(["rftg", "--seats", "1"])  # the solitaire robot needs a difficulty
    assert "difficulty" in str(e.value)
    with pytest.raises(SystemExit):
        parse(["nope"])


def test_autoplay_seats_computer_players_by_level(capsys):
    args, _g, _o = parse(["tmae", "--seats", "3", "--computer", "1=hard,2=medium"])
    assert args.computer == {1: "hard", 2: "medium"}
    assert parse(["tmae", "--seats", "2"])[0].computer == {}
    for wrong in ("1=expert", "one=hard", "1", "3=hard"):
        with pytest.raises(SystemExit):
            parse(["tmae", "--seats", "3", "--computer", wrong])
        assert "seat=level" in capsys.readouterr().err
