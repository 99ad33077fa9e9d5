"""Guards of the one way to write a rule (CONTRIBUTING.md, "A decision"): every game runs on the
Steps mechanism, every pending kind a random game reaches has a Step, every Step has a test of its
own, and no UI module reaches into a game's private names."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from desktop.engine import registry
from desktop.engine.bots import RandomBot
from desktop.engine.flow import FlowGame

ROOT = Path(__file__).resolve().parents[2]
GAMES = registry.ids()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_runs_on_the_steps_mechanism(game_id):
    assert isinstance(registry.get(game_id), FlowGame)


def _reached_kinds(game, seeds=(0, 1)) -> set[str]:
    kinds: set[str] = set()
    for options in game.conformance_options():
        for seed in seeds:
            bot = RandomBot(seed)
            state = game.new(options, seed)
            for _ in range(game.max_answers):
                seats = game.to_act(state)
                if not seats:
                    break
                kinds.update(game.pending_kinds(state))
                game.apply(state, seats[0], bot.choose(game, state, seats[0]))
    return kinds


@pytest.mark.parametrize("game_id", GAMES)
def test_every_pending_kind_reached_in_random_games_has_a_step(game_id):
    game = registry.get(game_id)
    reached = _reached_kinds(game)
    assert reached, "random games reached no pending work at all"
    missing = sorted(k for k in reached if k not in game.steps)
    assert missing == []


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_has_a_test_of_its_own(game_id):
    game = registry.get(game_id)
    texts = "\n".join(p.read_text(encoding="utf-8")
                      for p in sorted((ROOT / "tests" / "games" / game_id).rglob("test_*.py"))
                      if p.name != "test_steps_guard.py")  # a list of kinds is not a test
    untested = [k for k in game.steps.kinds() if f'"{k}"' not in texts and f"'{k}'" not in texts]
    assert untested == [], f"no test under tests/games/{game_id}/ names these step kinds"


def private_game_names(path: Path) -> list[str]:
    """``from desktop.games... import _x`` and ``alias._x`` on a desktop.games module alias."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    bad: list[str] = []
    aliases: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("desktop.games"):
            for a in node.names:
                if a.name.startswith("_"):
                    bad.append(f"{node.module}.{a.name}")
                elif not a.name[:1].isupper():  # a module imported from a package
                    aliases.add(a.asname or a.name)
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.startswith("desktop.games"):
                    if any(part.startswith("_") for part in a.name.split(".")):
                        bad.append(a.name)
                    aliases.add(a.asname or a.name.split(".")[0])
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and node.attr.startswith("_")
                and not node.attr.startswith("__") and isinstance(node.value, ast.Name)
                and node.value.id in aliases):
            bad.append(f"{node.value.id}.{node.attr}")
    return bad


UI_FILES = sorted((ROOT / "desktop" / "ui").rglob("*.py"))


@pytest.mark.parametrize("path", UI_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_ui_module_imports_a_private_name_from_the_games(path):
    assert private_game_names(path) == []


def test_the_private_name_check_catches_both_forms(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("from desktop.games.rftg.game import _O_PLACE_DEV\n"
                   "from desktop.games.rftg import game as rg\n"
                   "x = rg._O_PLACE_DEV.text\n")
    assert private_game_names(bad) == ["desktop.games.rftg.game._O_PLACE_DEV", "rg._O_PLACE_DEV"]
