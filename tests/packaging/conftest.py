"""Build the wheel (and the sdist) once, install the wheel into a fresh venv, run it from there.

The venv gets the wheel alone (``pip install --no-deps``); its dependencies (PySide6 & co.) come
from the interpreter running the tests through a ``.pth`` file, so nothing is downloaded.  That
interpreter may hold an editable install of this very checkout (CI's ``pip install -e``): the
.pth names plain folders, whose own .pth files (the editable finder) are never run, and the
venv's own site-packages comes first on sys.path anyway; ``test_imports_come_from_the_wheel``
holds that, with the source tree put on the path on purpose.
"""

from __future__ import annotations

import importlib.metadata
import os
import subprocess
import sys
import sysconfig
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

SOURCE = Path(__file__).resolve().parents[2]


@dataclass
class Built:
    wheel: Path
    sdist: Path | None


@dataclass
class WheelVenv:
    root: Path
    python: Path
    tabula: Path
    site: Path
    cwd: Path
    env: dict

    def run(self, *args: str, timeout: float = 120, env: dict | None = None,
            exe: Path | None = None) -> subprocess.CompletedProcess:
        return subprocess.run([str(exe or self.tabula), *args], cwd=self.cwd,
                              env=env or self.env, capture_output=True, text=True,
                              timeout=timeout, stdin=subprocess.DEVNULL)

    def py(self, code: str, timeout: float = 120) -> subprocess.CompletedProcess:
        return subprocess.run([str(self.python), "-c", code], cwd=self.cwd, env=self.env,
                              capture_output=True, text=True, timeout=timeout,
                              stdin=subprocess.DEVNULL)


def clean_env(base: Path) -> dict:
    """No PYTHONPATH (the test runner's may name the checkout), private user folders."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP", "VIRTUAL_ENV")}
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[var] = str(base / var.lower())
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def _installed(dist: str) -> bool:
    """Installed, not merely importable (a checkout's build/ folder imports as ``build``)."""
    try:
        importlib.metadata.distribution(dist)
    except importlib.metadata.PackageNotFoundError:
        return False
    return True


@pytest.fixture(scope="session")
def built(tmp_path_factory) -> Built:
    out = tmp_path_factory.mktemp("dist")
    if _installed("build"):
        # sdist first, then the wheel built from the sdist: both must carry the data
        cmd = [sys.executable, "-m", "build", "--outdir", str(out), str(SOURCE)]
    else:
        cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out),
               str(SOURCE)]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=600,
                       stdin=subprocess.DEVNULL, env=clean_env(out))
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    wheels = sorted(out.glob("tabula-*.whl"))
    assert len(wheels) == 1, list(out.iterdir())
    sdists = sorted(out.glob("tabula-*.tar.gz"))
    return Built(wheels[0], sdists[0] if sdists else None)


@pytest.fixture(scope="session")
def wheel_venv(built, tmp_path_factory) -> WheelVenv:
    base = tmp_path_factory.mktemp("wheelvenv")
    env = clean_env(base)
    root = base / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(root)], check=True,
                   timeout=120, env=env)
    python = root / "bin" / "python"
    # this interpreter's pip installs into the venv (which has none of its own)
    r = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q",
                        "--no-deps", "--no-index", str(built.wheel)], env=env,
                       capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    assert (root / "bin" / "tabula").is_file(), r.stdout[-3000:] + r.stderr[-3000:]
    site = Path(subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True, text=True, check=True, env=env).stdout.strip())
    deps = []
    for key in ("purelib", "platlib"):
        p = sysconfig.get_paths()[key]
        if p not in deps:
            deps.append(p)
    # the source tree last, as a stale editable install would leave it: the wheel must win
    (site / "zz_tabula_test_deps.pth").write_text("\n".join([*deps, str(SOURCE)]) + "\n")
    cwd = base / "elsewhere"
    cwd.mkdir()
    return WheelVenv(root, python, root / "bin" / "tabula", site, cwd, env)


def wheel_names(wheel: Path) -> list[str]:
    with zipfile.ZipFile(wheel) as z:
        return z.namelist()
