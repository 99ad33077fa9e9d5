"""Where the project's own files are (resources/, seeds/, i18n/), found from the package."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
SEEDS = ROOT / "seeds"
I18N = ROOT / "i18n"
