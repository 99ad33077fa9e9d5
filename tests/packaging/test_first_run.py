"""Issue #13: a first run that explains itself, --help/--version, the Linux desktop entry."""

from __future__ import annotations

import os
import subprocess
import sys

from desktop import desktop_entry, display

from .conftest import SOURCE, clean_env


def run(args, env, cwd, timeout=60):
    return subprocess.run([sys.executable, "-m", "desktop", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)


def source_env(tmp_path) -> dict:
    env = clean_env(tmp_path)
    env["PYTHONPATH"] = str(SOURCE)
    return env


def test_no_display_prints_one_message_and_exits_nonzero(tmp_path):
    env = source_env(tmp_path)
    for var in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        env.pop(var, None)
    r = run([], env, tmp_path)
    assert r.returncode == display.EXIT_NO_DISPLAY, (r.returncode, r.stderr)
    assert r.stderr.count("Tabula cannot open its window") == 1
    assert "neither DISPLAY nor WAYLAND_DISPLAY" in r.stderr
    assert display.APT_LINE in r.stderr and "xvfb-run -a" in r.stderr
    assert "Qt" not in r.stdout


def test_the_probe_mode_still_runs_headless_without_a_display(tmp_path):
    env = source_env(tmp_path)
    for var in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        env.pop(var, None)
    r = run(["--quit-after-startup"], env, tmp_path)
    assert r.returncode == 0, r.stderr[-2000:]


def test_a_platform_plugin_that_cannot_load_is_not_an_abort(tmp_path):
    for platform in ("bogus", "xcb"):  # unknown; known but no X server (and maybe no libs)
        # a display number no xvfb-run -a picks (it counts down from :99); and should one be
        # there after all, --quit-after-startup leaves at the first paint instead of hanging
        env = dict(source_env(tmp_path), QT_QPA_PLATFORM=platform, DISPLAY=":4093")
        r = run(["--quit-after-startup"], env, tmp_path)
        assert r.returncode == display.EXIT_NO_DISPLAY, (platform, r.returncode, r.stderr)
        assert r.stderr.count("Tabula cannot open its window") == 1, r.stderr
        assert f"QT_QPA_PLATFORM={platform}" in r.stderr and "xvfb-run -a" in r.stderr


def test_autoplay_without_a_display_gets_the_same_message(tmp_path):
    env = dict(source_env(tmp_path), QT_QPA_PLATFORM="bogus")
    r = run(["autoplay", "nucleum"], env, tmp_path)
    assert r.returncode == display.EXIT_NO_DISPLAY and "xvfb-run -a" in r.stderr, r.stderr


def test_the_reason_is_judged_from_the_environment():
    assert display.missing_display_reason({}, "linux") is not None
    assert display.missing_display_reason({"DISPLAY": ":0"}, "linux") is None
    assert display.missing_display_reason({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert display.missing_display_reason({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert display.missing_display_reason({}, "darwin") is None
    assert display.missing_display_reason({}, "win32") is None


def test_help_and_version_open_no_window(tmp_path):
    env = source_env(tmp_path)
    env["QT_QPA_PLATFORM"] = "bogus"  # a window would fail loudly
    r = run(["--help"], env, tmp_path)
    assert r.returncode == 0, r.stderr
    for cmd in ("simulate", "cards", "replay", "rules", "startup", "autoplay"):
        assert f"  {cmd} " in r.stdout
    r = run(["-V"], env, tmp_path)
    assert r.returncode == 0 and r.stdout.startswith("tabula ")
    r = run(["nonsense"], env, tmp_path)
    assert r.returncode == 2 and "unknown command" in r.stderr


def test_desktop_entry_install_and_uninstall(tmp_path):
    env = source_env(tmp_path)
    data = tmp_path / "xdg_data_home"
    env["XDG_DATA_HOME"] = str(data)
    r = run(["--install-desktop-entry"], env, tmp_path)
    assert r.returncode == 0, r.stderr
    entry = data / "applications" / "tabula.desktop"
    icon = data / "icons" / "hicolor" / "scalable" / "apps" / "tabula.svg"
    png = data / "icons" / "hicolor" / "256x256" / "apps" / "tabula.png"
    assert entry.is_file() and icon.is_file() and png.is_file()
    text = entry.read_text(encoding="utf-8")
    assert text.startswith("[Desktop Entry]\n") and "\nType=Application\n" in text
    assert "\nIcon=tabula\n" in text and "\nName=Tabula\n" in text
    exec_line = next(line for line in text.splitlines() if line.startswith("Exec="))
    assert exec_line.endswith(" -m desktop") or exec_line.endswith("tabula"), exec_line
    assert icon.read_bytes().startswith(b"<svg")
    r = run(["--uninstall-desktop-entry"], env, tmp_path)
    assert r.returncode == 0 and not any(p.exists() for p in (entry, icon, png))
    assert "removed" in r.stdout
    r = run(["--uninstall-desktop-entry"], env, tmp_path)  # twice: nothing left, still fine
    assert r.returncode == 0
    assert not any(p.is_file() for p in data.rglob("*"))


def test_desktop_entry_paths_follow_xdg_data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert desktop_entry.entry_path() == tmp_path / "applications" / "tabula.desktop"
    assert desktop_entry.icon_path().parent == tmp_path / "icons" / "hicolor" / "scalable" / "apps"


def test_exec_line_quotes_paths_with_spaces():
    text = desktop_entry.entry_text(["/opt/my apps/tabula"])
    assert 'Exec="/opt/my apps/tabula"' in text
    assert "Exec=/usr/bin/tabula\n" in desktop_entry.entry_text(["/usr/bin/tabula"])
