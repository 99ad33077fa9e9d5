"""UI tests: offscreen Qt, private XDG folders per test, the bundled font, a test game."""

from __future__ import annotations

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.pop("QT_SCALE_FACTOR", None)

import pytest  # noqa: E402

from desktop.engine import registry  # noqa: E402


@pytest.fixture(autouse=True)
def _private_dirs(tmp_path, monkeypatch):
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        d = tmp_path / var.lower()
        d.mkdir()
        monkeypatch.setenv(var, str(d))
    yield


@pytest.fixture(scope="session", autouse=True)
def _app_setup(qapp):
    from PySide6.QtGui import QPixmapCache

    from desktop.ui.app import PIXMAP_CACHE_KB, load_fonts

    QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)
    assert load_fonts() == "DejaVu Sans"
    yield qapp


@pytest.fixture
def uitoy(monkeypatch):
    """Register the test game next to the real ones."""
    monkeypatch.setitem(registry.GAME_MODULES, "uitoy", "tests.ui.uitoy:GAME")
    registry.get.cache_clear()
    from tests.ui.uitoy import GAME

    yield GAME
    registry.get.cache_clear()


@pytest.fixture
def settings(tmp_path):
    from desktop.ui.settings import Settings

    s = Settings(tmp_path / "settings.ini")
    s.animation_speed = 0  # no animation, no bot delay: tests run at full speed
    return s


@pytest.fixture
def window(qtbot, settings, tmp_path):
    from desktop.ui.main_window import MainWindow

    w = MainWindow(settings, tmp_path / "qm")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def scene_texts(scene) -> str:
    return "\n".join(scene.texts())
