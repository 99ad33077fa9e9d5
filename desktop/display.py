"""Can this process open a window?  And, when it cannot, one message that says why and what to do.

Qt ends a process that has no usable platform plugin with ``qFatal`` (a raw abort, exit 134,
a core file).  Two guards keep that from being the first thing a new user sees:

* ``precheck()`` (no Qt import): on Linux with neither ``DISPLAY`` nor ``WAYLAND_DISPLAY`` and
  no ``QT_QPA_PLATFORM`` override there is nothing to draw on; say so before loading Qt.
* ``desktop.ui.app.new_qapplication`` catches Qt's own fatal message while the QApplication is
  created (a bogus ``QT_QPA_PLATFORM``, a missing ``libxcb-cursor0``, a dead X server) and
  turns it into the same message and exit code.
"""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path

#: the exit code for "no display": distinct from argparse's 2 and Qt's abort (134)
EXIT_NO_DISPLAY = 3

APT_LINE = ("apt-get install -y xvfb libxcb-icccm4 libxcb-keysyms1 libxcb-cursor0 "
            "libxkbcommon-x11-0 fonts-dejavu-core")


def command_line() -> str:
    """How this process was started, to be repeated after ``xvfb-run -a``."""
    if getattr(sys, "frozen", False):
        prog = sys.executable
    else:
        arg0 = Path(sys.argv[0]) if sys.argv and sys.argv[0] else Path()
        if arg0.name in ("tabula", "tabula.exe"):
            prog = str(arg0)
        else:
            prog = f"{sys.executable} -m desktop"
    return " ".join([prog, *(shlex.quote(a) for a in sys.argv[1:])])


def missing_display_reason(env: dict[str, str] | None = None,
                           platform: str | None = None) -> str | None:
    """Why no window can open here, judged from the environment alone (None: try Qt)."""
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    if env.get("QT_QPA_PLATFORM"):
        return None  # an explicit choice: Qt itself says whether it works
    if not platform.startswith("linux"):
        return None  # macOS and Windows always have their own platform plugin
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return None
    return "no display: neither DISPLAY nor WAYLAND_DISPLAY is set, and QT_QPA_PLATFORM is not either"


def message(reason: str, qt_said: list[str] | None = None) -> str:
    lines = [f"Tabula cannot open its window: {reason}."]
    for said in qt_said or []:
        said = " ".join(said.split())
        if said:
            lines.append(f"  Qt: {said}")
    lines += [
        "On a machine without a desktop, install a virtual display and Qt's X11 libraries, then",
        "start Tabula inside it:",
        f"    {APT_LINE}",
        f"    xvfb-run -a {command_line()}",
        "QT_QPA_PLATFORM=offscreen runs the window unseen (tests, screenshots); the commands of",
        "`tabula --help` (simulate, cards, replay, rules) need no display at all.",
    ]
    return "\n".join(lines)


def fail(reason: str, qt_said: list[str] | None = None) -> int:
    """Print the one message to stderr; returns the exit code."""
    sys.stdout.flush()
    sys.stderr.write(message(reason, qt_said) + "\n")
    sys.stderr.flush()
    return EXIT_NO_DISPLAY


def precheck() -> int | None:
    """Before Qt loads: an exit code when there is plainly no display, else None."""
    reason = missing_display_reason()
    if reason is None:
        return None
    return fail(reason)
