"""Build Tabula as a one-folder desktop app with PyInstaller.

    pip install -e ".[bundle]"            # or: pip install pyinstaller==6.22.3
    python packaging/build_bundle.py      # -> packaging/dist/tabula/tabula
    python packaging/build_bundle.py --dist /tmp/out --work /tmp/work

Steps: compile the .ts catalogs to .qm (the bundle carries them compiled: it has no lrelease),
render the icon to PNG (for the platforms whose executables carry one), run PyInstaller with
``packaging/tabula.spec``, then smoke-test the result (``--version`` and ``cards rftg``).
Run it from the checkout: the spec takes resources/, seeds/ and i18n/ from the source tree.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SPEC = HERE / "tabula.spec"


def compile_catalogs(dest: Path) -> list[Path]:
    sys.path.insert(0, str(ROOT))
    from desktop.i18n_tools import compile_qm

    if dest.exists():
        shutil.rmtree(dest)
    return sorted(compile_qm(dest).values())


def render_icon(svg: Path, png: Path, size: int = 256) -> Path | None:
    """The SVG icon as a PNG, drawn by Qt offscreen; None if QtSvg is not there."""
    code = (
        "import sys\n"
        "from PySide6.QtGui import QGuiApplication, QImage, QPainter, Qt\n"
        "from PySide6.QtSvg import QSvgRenderer\n"
        "app = QGuiApplication([])\n"
        f"img = QImage({size}, {size}, QImage.Format.Format_ARGB32)\n"
        "img.fill(Qt.GlobalColor.transparent)\n"
        "p = QPainter(img)\n"
        "QSvgRenderer(sys.argv[1]).render(p)\n"
        "p.end()\n"
        "sys.exit(0 if img.save(sys.argv[2]) else 1)\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    r = subprocess.run([sys.executable, "-c", code, str(svg), str(png)], env=env,
                       capture_output=True, text=True)
    return png if r.returncode == 0 and png.is_file() else None


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build(dist: Path, work: Path, quiet: bool = False) -> Path:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit('PyInstaller is not installed: pip install -e ".[bundle]"') from None
    t0 = time.perf_counter()
    work.mkdir(parents=True, exist_ok=True)
    qms = compile_catalogs(work / "qm")
    print(f"compiled {len(qms)} catalogs: " + ", ".join(q.name for q in qms))
    env = dict(os.environ, TABULA_QM_DIR=str(work / "qm"), QT_QPA_PLATFORM="offscreen")
    png = render_icon(ROOT / "resources" / "icons" / "tabula.svg", work / "tabula.png") or (
        ROOT / "resources" / "icons" / "tabula-256.png")
    if png.is_file():
        env["TABULA_ICON"] = str(png)
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
           "--distpath", str(dist), "--workpath", str(work / "pyinstaller"),
           "--log-level", "WARN" if quiet else "INFO", str(SPEC)]
    subprocess.run(cmd, check=True, env=env, cwd=ROOT)
    app = dist / "tabula" / ("tabula.exe" if sys.platform == "win32" else "tabula")
    if not app.is_file():
        raise SystemExit(f"PyInstaller made no {app}")
    # smoke test: the bundle answers and finds its data
    smoke_env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    for args in (["--version"], ["cards", "rftg", "--json"]):
        r = subprocess.run([str(app), *args], capture_output=True, text=True, env=smoke_env,
                           cwd=dist, timeout=120)
        if r.returncode != 0:
            raise SystemExit(f"{app} {' '.join(args)} failed ({r.returncode}):\n{r.stderr}")
    size = folder_size(dist / "tabula")
    print(f"built {app} ({size / 2**20:.0f} MiB) in {time.perf_counter() - t0:.0f} s")
    return app


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--dist", type=Path, default=HERE / "dist", help="where the app folder goes")
    p.add_argument("--work", type=Path, default=HERE / "build", help="PyInstaller's work folder")
    p.add_argument("--quiet", action="store_true", help="PyInstaller logs warnings only")
    args = p.parse_args(argv)
    build(args.dist.resolve(), args.work.resolve(), args.quiet)
    return 0


if __name__ == "__main__":
    sys.exit(main())
