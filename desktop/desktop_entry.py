"""``tabula --install-desktop-entry`` / ``--uninstall-desktop-entry``: the Linux app menu.

Writes ``applications/tabula.desktop``, ``icons/hicolor/scalable/apps/tabula.svg`` and
``icons/hicolor/256x256/apps/tabula.png`` (for desktops that draw no SVG) under the user's data folder (``$XDG_DATA_HOME``, else ``~/.local/share``: platformdirs'
``user_data_path()``), with an ``Exec`` line that starts this very installation: the bundle's
executable, the ``tabula`` script beside this interpreter, or ``python -m desktop``.
Qt-free, and nothing outside those three files is touched.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

APP_ID = "tabula"


def data_home() -> Path:
    import platformdirs

    return platformdirs.user_data_path()


def entry_path(base: Path | None = None) -> Path:
    return (base or data_home()) / "applications" / f"{APP_ID}.desktop"


def icon_path(base: Path | None = None) -> Path:
    return (base or data_home()) / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"


def png_icon_path(base: Path | None = None) -> Path:
    return (base or data_home()) / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png"


def launch_command() -> list[str]:
    """The command that starts this installation of Tabula."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).resolve())]
    exe = Path(sys.executable)
    for script in (exe.parent / "tabula", exe.parent / "tabula.exe"):
        if script.is_file():
            return [str(script)]
    return [str(exe), "-m", "desktop"]


def _quote(arg: str) -> str:
    """An Exec argument as the Desktop Entry spec wants it."""
    if arg and not any(c in arg for c in ' \t\n"\'\\><~|&;$*?#()`%'):
        return arg
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in arg)
    return '"' + escaped.replace("%", "%%") + '"'


def entry_text(command: list[str] | None = None) -> str:
    from desktop import __version__

    exec_line = " ".join(_quote(a) for a in (command or launch_command()))
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.5",
        "Name=Tabula",
        "GenericName=Digital board games",
        "Comment=Hot-seat, solo and learning modes for several board-game rule sets",
        f"Exec={exec_line}",
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        "Keywords=board;game;cards;hot-seat;solo;",
        "StartupWMClass=Tabula",
        f"X-Tabula-Version={__version__}",
        "",
    ])


def install(base: Path | None = None) -> list[Path]:
    from desktop.paths import RESOURCES

    entry, icon, png = entry_path(base), icon_path(base), png_icon_path(base)
    written = [entry, icon]
    entry.parent.mkdir(parents=True, exist_ok=True)
    icon.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(RESOURCES / "icons" / "tabula.svg", icon)
    if (RESOURCES / "icons" / "tabula-256.png").is_file():
        png.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(RESOURCES / "icons" / "tabula-256.png", png)
        written.append(png)
    tmp = entry.with_suffix(".desktop.tmp")
    tmp.write_text(entry_text(), encoding="utf-8")
    tmp.chmod(0o755)  # some desktops only trust executable entries
    tmp.replace(entry)
    return written


def uninstall(base: Path | None = None) -> list[Path]:
    removed = []
    for path in (entry_path(base), icon_path(base), png_icon_path(base)):
        if path.exists():
            path.unlink()
            removed.append(path)
    return removed


def install_main() -> int:
    if not sys.platform.startswith("linux"):
        print("tabula: desktop entries are a Linux (freedesktop.org) thing; nothing to do here",
              file=sys.stderr)
        return 1
    for path in install():
        print(f"wrote {path}")
    return 0


def uninstall_main() -> int:
    removed = uninstall()
    for path in removed:
        print(f"removed {path}")
    if not removed:
        print("no Tabula desktop entry to remove")
    return 0
