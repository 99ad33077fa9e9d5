"""Where the project's own files are (resources/, seeds/, i18n/): the one resolver.

The repository keeps them at its top level, beside ``desktop/``.  A wheel (and the sdist's
wheel) carries them inside the package as ``desktop/_data/{resources,seeds,i18n}`` (setup.py
maps them there), and so does the PyInstaller bundle (``packaging/tabula.spec``).  The order:

1. the source tree, when this package sits in one (a checkout, ``pip install -e .``): the
   top-level folders, so that an edit shows at once;
2. a frozen bundle: ``sys._MEIPASS/desktop/_data``;
3. an installed package: ``desktop/_data`` found through ``importlib.resources``.

``ROOT`` is the folder that holds the three (the repository root in a source tree);
``SOURCE_TREE`` is the repository root, or None when running from a wheel or a bundle (the
developer tools in ``desktop.i18n_tools`` that rewrite sources need it).
"""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
DATA_DIRS = ("resources", "seeds", "i18n")
DATA_PACKAGE_DIR = "_data"  # desktop/_data in a wheel or a bundle


def _source_tree(package: Path = PACKAGE) -> Path | None:
    """The repository root if ``package`` is the ``desktop/`` folder of a checkout."""
    root = package.parent
    if (root / "pyproject.toml").is_file() and all((root / d).is_dir() for d in DATA_DIRS):
        return root
    return None


def _installed_root() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and frozen:
        candidate = Path(frozen) / "desktop" / DATA_PACKAGE_DIR
        if candidate.is_dir():
            return candidate
    try:
        from importlib.resources import files

        found = files("desktop") / DATA_PACKAGE_DIR
        # a plain directory install yields a real path; anything else falls back below
        path = Path(str(found))
        if path.is_dir():
            return path
    except (ImportError, TypeError, ValueError, OSError):  # pragma: no cover - odd loaders
        pass
    return PACKAGE / DATA_PACKAGE_DIR


def data_root() -> Path:
    """The folder that holds resources/, seeds/ and i18n/ for this run."""
    return _source_tree() or _installed_root()


SOURCE_TREE = _source_tree()
ROOT = data_root()
RESOURCES = ROOT / "resources"
SEEDS = ROOT / "seeds"
I18N = ROOT / "i18n"
