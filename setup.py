"""setuptools hook: the wheel carries the top-level data folders as ``desktop/_data``.

The repository keeps ``resources/``, ``seeds/`` and ``i18n/`` beside ``desktop/`` (the layout the
rules checker, the translators and the docs all point at).  A wheel has no place for top-level
folders, so ``build_py`` copies them into the package at ``desktop/_data/<name>``, where
``desktop.paths`` looks for them when it is not running from a source tree.  The sdist carries
them at the top level (MANIFEST.in), so a wheel built from the sdist gets them the same way.
An editable install needs none of this: ``desktop.paths`` finds the source tree first.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
DATA_DIRS = ("resources", "seeds", "i18n")  # desktop.paths.DATA_DIRS
SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", "*.qm", ".*")


class build_py_with_data(build_py):  # noqa: N801 - setuptools command naming
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "desktop" / "_data"
        for name in DATA_DIRS:
            src = HERE / name
            if not src.is_dir():
                raise SystemExit(f"setup.py: {src} is missing; the wheel would run without it")
            dest = target / name
            if dest.exists():
                shutil.rmtree(dest)
            shutil.copytree(src, dest, ignore=SKIP)


setup(cmdclass={"build_py": build_py_with_data})
