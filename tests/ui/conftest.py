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


def click_answer(page, answer) -> None:
    """Give ``answer`` through the decision bar as a person would: click the table object an
    option targets when only that option targets it (it must glow, and clicking it must
    select that option), else the option's button; a number goes in the spin box."""
    from desktop.engine.protocol import PickNumber, PickOne

    bar = page.bar
    d = bar.decision
    if isinstance(d, PickNumber):
        bar.number.setValue(answer)
    else:
        for oid in ([answer] if isinstance(d, PickOne) else answer):
            opt = d.option(oid)
            own = [t for t in opt.targets
                   if sum(t in o.targets for o in d.options) == 1
                   and page.scene.item(t) is not None]
            if own:
                assert page.scene.item(own[0]).target, f"{own[0]} does not glow"
                page.scene.item_clicked.emit(own[0])
                assert bar.buttons[oid].isChecked()
            else:
                bar.select(oid)
    assert bar.confirm.isEnabled(), bar.reason.text()
    bar.confirm.click()


def render_scene(scene):
    """The whole scene painted into an image (on black, so unpainted pixels show)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter

    r = scene.sceneRect()
    img = QImage(int(r.width()), int(r.height()), QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.black)
    p = QPainter(img)
    scene.render(p)
    p.end()
    return img
