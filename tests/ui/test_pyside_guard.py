"""PySide6-Essentials 6.12.0 on CPython 3.11 lowers None's refcount on every void Qt call and
the process dies painting (DESIGN.md).  This keeps an upgrade from bringing it back silently."""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter, QPen


def test_void_qt_calls_keep_none_alive(qapp):
    img = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(img)
    pen = QPen(Qt.GlobalColor.black)
    painter.setPen(pen)
    before = sys.getrefcount(None)
    for _ in range(1000):
        painter.setPen(pen)
    after = sys.getrefcount(None)
    painter.end()
    # immortal None (3.12+) reports a huge constant; on 3.11 a bad build loses 1000
    assert after >= before - 10, f"None lost {before - after} references in 1000 setPen calls"
