"""The application: start-up probe, shortcuts, the crash guard."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

ROOT = Path(__file__).resolve().parents[2]


def test_quit_after_startup_paints_and_exits_zero(tmp_path):
    env = dict(os.environ)
    env.update({k: str(tmp_path / k.lower()) for k in
                ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")})
    env["QT_QPA_PLATFORM"] = "offscreen"
    r = subprocess.run([sys.executable, "-m", "desktop", "--quit-after-startup"], cwd=ROOT,
                       env=env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    # start-up stays lean: per-game UI is not imported until a table opens
    code = ("import sys; from desktop.ui.app import main; rc = main(['--quit-after-startup']); "
            "print(rc, 'desktop.ui.table_page' in sys.modules, "
            "any(m.startswith('desktop.ui.games.') for m in sys.modules))")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                       text=True, timeout=60)
    assert r.stdout.split() == ["0", "False", "False"], r.stderr


def test_shortcuts(window):
    assert window.new_action.shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    assert window.open_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Open)
    assert window.undo_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    assert window.rule_action.shortcut() == QKeySequence(Qt.Key.Key_F1)
    assert window.new_action.shortcut().toString() == "Ctrl+N"
    assert window.open_action.shortcut().toString() == "Ctrl+O"
    assert window.undo_action.shortcut().toString() == "Ctrl+Z"


def test_ctrl_o_goes_to_the_continue_list(window, uitoy, qtbot):
    from desktop.engine.session import Player, Session

    s = Session(uitoy, uitoy.options(seats=2), 1, [Player("A"), Player("B", "bot")])
    window.start_session(s)
    assert window.pages.currentWidget() is window.table
    window.open_action.trigger()
    assert window.pages.currentWidget() is window.home
    qtbot.waitUntil(lambda: window.home.saves_loaded, timeout=5000)  # read off the UI thread
    item = window.home.saves.currentItem()
    assert item is not None and "Bidding toy" in item.text()


def test_uncaught_exception_is_logged_not_fatal(caplog):
    from desktop.ui.app import excepthook

    try:
        raise RuntimeError("boom in a slot")
    except RuntimeError:
        with caplog.at_level(logging.ERROR, logger="desktop"):
            excepthook(*sys.exc_info())
    assert "boom in a slot" in caplog.text
