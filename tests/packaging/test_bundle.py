"""Issue #13: the PyInstaller one-folder app builds, starts offscreen, plays a game, quits 0.

Marked ``bundle``: not in the default run (minutes, and PyInstaller is not a test dependency);
.ci/run installs PyInstaller and runs ``python -m pytest -m bundle`` as its second step.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import subprocess
import sys

import pytest

from .conftest import SOURCE, clean_env

pytestmark = pytest.mark.bundle


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    try:
        importlib.metadata.distribution("pyinstaller")
    except importlib.metadata.PackageNotFoundError:
        if os.environ.get("CI"):
            pytest.fail("CI runs the bundle test: PyInstaller must be installed (.ci/run)")
        pytest.skip('PyInstaller is not installed (pip install -e ".[bundle]")')
    base = tmp_path_factory.mktemp("bundle")
    env = clean_env(base)
    r = subprocess.run([sys.executable, str(SOURCE / "packaging" / "build_bundle.py"),
                        "--dist", str(base / "dist"), "--work", str(base / "work"), "--quiet"],
                       cwd=SOURCE, env=env, capture_output=True, text=True, timeout=1200,
                       stdin=subprocess.DEVNULL)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    app = base / "dist" / "tabula" / "tabula"
    assert app.is_file()
    elsewhere = base / "elsewhere"
    elsewhere.mkdir()
    return app, elsewhere, env


def run(bundle, *args, timeout=180, **extra_env):
    app, cwd, env = bundle
    return subprocess.run([str(app), *args], cwd=cwd, env=dict(env, **extra_env),
                          capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)


def test_the_bundle_answers_without_a_window(bundle):
    r = run(bundle, "--version")
    assert r.returncode == 0 and r.stdout.startswith("tabula "), r.stderr
    r = run(bundle, "--help")
    assert r.returncode == 0 and "autoplay" in r.stdout, r.stderr
    r = run(bundle, "cards", "rftg", "--json")
    assert r.returncode == 0, r.stderr
    assert len(json.loads(r.stdout)) > 100


def test_the_bundle_finds_its_data_inside_itself(bundle):
    app = bundle[0]
    internal = app.parent / "_internal" / "desktop" / "_data"
    for rel in ("resources/rftg/cards.yaml", "seeds", "i18n/desktop_pl.qm", "i18n/desktop_ru.qm",
                "i18n/desktop_pt_BR.qm", "resources/icons/tabula.svg"):
        assert (internal / rel).exists(), rel
    r = run(bundle, "rules", "rftg", "--check")
    assert r.returncode == 0, r.stderr[-2000:]


def test_the_bundle_starts_offscreen(bundle):
    r = run(bundle, "--quit-after-startup", QT_QPA_PLATFORM="offscreen")
    assert r.returncode == 0, r.stderr[-2000:]


@pytest.mark.parametrize("game,seats,lang", [("ti4", "3", "pl"), ("nucleum", "2", "ru")])
def test_the_bundle_plays_a_game_to_the_end(bundle, game, seats, lang):
    r = run(bundle, "autoplay", game, "--seats", seats, "--lang", lang,
            QT_QPA_PLATFORM="offscreen")
    assert r.returncode == 0, r.stderr[-3000:]
    report = json.loads(r.stdout.strip().splitlines()[-1])
    assert report["game"] == game and report["answers"] > 0 and "scores" in report
    # its catalogs come compiled inside the bundle: translated, and no lrelease run
    assert report["catalog"] is True and "New game" not in report["new_game_text"]
    assert not os.path.isdir(os.path.join(bundle[2]["XDG_CACHE_HOME"], "Tabula", "i18n"))


def test_the_bundle_starts_the_hard_seats_helper_as_itself(bundle):
    """A hard seat's search takes a helper process: in the frozen app that is the bundle's
    executable started by multiprocessing (freeze_support in the entry script), which must play
    the rounds it is sent and not open a second app."""
    r = run(bundle, "autoplay", "rftg", "--seats", "2", "--computer", "1=hard", "--max", "12",
            QT_QPA_PLATFORM="offscreen")
    assert r.returncode == 2, r.stderr[-3000:]  # 2: stopped at --max, as asked
    report = json.loads(r.stdout.strip().splitlines()[-1])
    assert "error" not in report and report["answers"] == 12
    assert report["helper_rounds"] > 0


def test_the_bundle_explains_a_missing_display(bundle):
    r = run(bundle, QT_QPA_PLATFORM="bogus", timeout=60)
    assert r.returncode == 3, (r.returncode, r.stderr)
    assert r.stderr.count("Tabula cannot open its window") == 1 and "xvfb-run -a" in r.stderr
