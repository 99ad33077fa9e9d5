"""The headless commands (run in-process on the toy game)."""

from __future__ import annotations

import json

import pytest

from desktop import cli
from desktop.engine import registry, saves
from desktop.engine.protocol import Options
from desktop.engine.session import Player, Session
from tests.engine.toy import GAME, Toy


class Crashy(Toy):
    def apply(self, s, seat, answer):
        if sum(s.points) >= 1:
            raise RuntimeError("boom")
        return super().apply(s, seat, answer)


CRASHY = Crashy()


@pytest.fixture(autouse=True)
def games(monkeypatch, tmp_path):
    monkeypatch.setitem(registry.GAME_MODULES, "toy", "tests.engine.toy:GAME")
    monkeypatch.setitem(registry.GAME_MODULES, "crashy", "tests.engine.test_cli:CRASHY")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    registry.get.cache_clear()
    yield
    registry.get.cache_clear()


def test_simulate_json_last_line(capsys):
    rc = cli.main(["simulate", "toy", "--seats", "3", "--games", "20", "--seed", "4", "--json"])
    out = capsys.readouterr().out.strip().splitlines()[-1]
    data = json.loads(out)
    assert rc == 0
    assert data["game"] == "toy" and data["seats"] == 3 and data["games"] == 20
    assert data["errors"] == 0 and data["games_per_second"] > 0 and data["mean_decisions"] > 0
    assert {"seconds"} <= set(data)


def test_simulate_reports_failures_with_their_seed(capsys):
    rc = cli.main(["simulate", "crashy", "--seats", "2", "--games", "3", "--seed", "10", "--json"])
    captured = capsys.readouterr()
    data = json.loads(captured.out.strip().splitlines()[-1])
    assert rc == 1 and data["errors"] == 3 and data["failed_seeds"] == [10, 11, 12]
    assert "FAILED seed 10" in captured.err and "boom" in captured.err


def test_simulate_refuses_unknown_options():
    with pytest.raises(SystemExit) as e:
        cli.main(["simulate", "toy", "--seats", "2", "--turbo"])
    assert "no option --turbo" in str(e.value)


def test_replay_prints_outcome_and_refuses_broken_files(tmp_path, capsys):
    s = Session(GAME, Options(seats=2), 3, [Player("Ana"), Player("Bo")])
    while s.to_act():
        seat = s.to_act()[0]
        s.answer(seat, s.bot_answer(seat))
    path = saves.save_session(s)
    assert cli.main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "winner(s):" in out and "Ana" in out
    broken = tmp_path / "x.tabula.json"
    broken.write_text("{")
    assert cli.main(["replay", str(broken)]) == 2
    assert "truncated" in capsys.readouterr().err


def test_rules_check_engine_book(capsys):
    assert cli.main(["rules", "engine", "--check"]) == 0
    assert "0 problem(s)" in capsys.readouterr().out


def test_registry_cards_say_what_each_game_says_of_itself():
    registry.get.cache_clear()
    for gid in ("rftg", "tmae", "nucleum", "ti4"):
        info, game = registry.info(gid), registry.get(gid)
        assert (info.name.context, info.name.text) == (game.name.context, game.name.text)
        assert (info.description.context, info.description.text) == (
            game.description.context, game.description.text)
        assert (info.min_seats, info.max_seats) == (game.min_seats, game.max_seats)
