"""engine and games are Qt-free: they import no PySide6, no shiboken6 and no desktop.ui."""

import ast
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parents[2] / "desktop"
FORBIDDEN = ("PySide6", "shiboken6", "desktop.ui")
FILES = [p for d in ("engine", "games") for p in sorted((PKG / d).rglob("*.py"))]


def imported_modules(path: Path):
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "import_module":
            for arg in node.args:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    yield arg.value


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(PKG)))
def test_qt_free_layer(path):
    bad = [m for m in imported_modules(path) if m.startswith(FORBIDDEN)]
    assert not bad, f"{path} imports {bad}"


def test_the_check_catches_a_qt_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("from PySide6.QtCore import QObject\nimport desktop.ui.app\n")
    assert [m for m in imported_modules(bad) if m.startswith(FORBIDDEN)] == [
        "PySide6.QtCore", "desktop.ui.app"]


def test_no_chance_outside_the_rng():
    """Games draw chance only from state.rng: no `random` module, no clock."""
    offenders = []
    for path in FILES:
        mods = set(imported_modules(path))
        if mods & {"random", "time", "datetime", "secrets"} and path.name not in ("saves.py",):
            offenders.append((str(path.relative_to(PKG)), sorted(mods & {"random", "time", "datetime", "secrets"})))
    assert offenders == []
