"""Shrink until it fits: the one text-fitting helper of the table (issue #10).

Every text on a drawn card or board has a box and a preferred pixel size; ``fit_px`` tries the
preferred size, then smaller ones (``STEP`` each time) down to a floor, and says the largest
that fits and whether anything did.  Measurements and results are memoised: the same card
faces are drawn again and again.  ``shrink`` is the loop alone, for texts measured another way
(e.g. lines of icons and text), and ``draw_fitted`` draws a text at its fitting size, clipped
to its box.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter

# each try is this much smaller than the one before
STEP = 0.92
WRAP = int(Qt.TextFlag.TextWordWrap)
LEFT_TOP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
CENTER = int(Qt.AlignmentFlag.AlignCenter)
LEFT_MID = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
_LIMIT = 50_000

_FONTS: dict[tuple, QFont] = {}
_METRICS: dict[tuple, QFontMetricsF] = {}
_SIZES: dict[tuple, tuple[float, float]] = {}
_FIT: dict[tuple, tuple[float, bool]] = {}


def cfont(px: float, bold: bool = False, italic: bool = False) -> QFont:
    """The table's font at ``px`` pixels, memoised (a QFont is not free to build)."""
    key = (round(px, 2), bold, italic)
    f = _FONTS.get(key)
    if f is None:
        from desktop.ui.table.items import font

        f = _FONTS[key] = font(px, bold, italic)
    return f


def metrics(px: float, bold: bool = False, italic: bool = False) -> QFontMetricsF:
    key = (round(px, 2), bold, italic)
    m = _METRICS.get(key)
    if m is None:
        m = _METRICS[key] = QFontMetricsF(cfont(px, bold, italic))
    return m


def text_size(text: str, width: float, px: float, bold: bool = False, italic: bool = False,
              wrap: bool = True) -> tuple[float, float]:
    """(width, height) of ``text`` at ``px``, wrapped at ``width`` pixels (memoised)."""
    key = (text, round(width, 1), round(px, 2), bold, italic, wrap)
    hit = _SIZES.get(key)
    if hit is None:
        if len(_SIZES) > _LIMIT:
            _SIZES.clear()
        flags = int(Qt.AlignmentFlag.AlignLeft) | (WRAP if wrap else 0)
        r = metrics(px, bold, italic).boundingRect(QRectF(0, 0, width, 1e6), flags, text)
        hit = _SIZES[key] = (r.width(), r.height())
    return hit


def shrink(fits: Callable[[float], bool], px: float, min_px: float,
           step: float = STEP) -> tuple[float, bool]:
    """The largest size of ``px, px*step, ...`` down to ``min_px`` (tried last) for which
    ``fits(size)`` holds, and whether one did (else ``min_px, False``)."""
    size = px
    while True:
        if fits(size):
            return size, True
        if size <= min_px:
            return size, False
        size = max(min_px, size * step)


def fit_px(text: str, width: float, height: float, px: float, min_px: float,
           bold: bool = False, italic: bool = False, wrap: bool = True) -> tuple[float, bool]:
    """The largest pixel size from ``px`` down to ``min_px`` at which ``text`` fits a
    ``width x height`` box (wrapped at word boundaries unless ``wrap`` is off; a word longer
    than the line must fit too), and whether it fits at that size."""
    key = (text, round(width, 1), round(height, 1), round(px, 2), round(min_px, 2), bold,
           italic, wrap)
    hit = _FIT.get(key)
    if hit is None:
        if len(_FIT) > _LIMIT:
            _FIT.clear()

        def fits(size: float) -> bool:
            w, h = text_size(text, width, size, bold, italic, wrap)
            return w <= width + 0.5 and h <= height + 0.5

        hit = _FIT[key] = shrink(fits, px, min_px)
    return hit


def draw_fitted(painter: QPainter, rect: QRectF, text: str, px: float, min_px: float, color,
                flags: int = CENTER, bold: bool = False, italic: bool = False,
                wrap: bool = True) -> float:
    """Draw ``text`` in ``rect`` at the size ``fit_px`` finds, clipped to ``rect``; returns
    the size used."""
    size, _ok = fit_px(text, rect.width(), rect.height(), px, min_px, bold, italic, wrap)
    painter.setFont(cfont(size, bold, italic))
    painter.setPen(color)
    painter.save()
    painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    painter.drawText(rect, int(flags) | (WRAP if wrap else 0), text)
    painter.restore()
    return size


__all__ = ["STEP", "WRAP", "LEFT_TOP", "CENTER", "LEFT_MID", "cfont", "metrics", "text_size",
           "shrink", "fit_px", "draw_fitted"]
