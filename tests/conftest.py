"""Every test runs headless and never touches the real user folders."""

from __future__ import annotations

import os
import tempfile

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.pop("QT_SCALE_FACTOR", None)
_SANDBOX = tempfile.mkdtemp(prefix="tabula-tests-")
for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
    os.environ[var] = os.path.join(_SANDBOX, var.lower())
