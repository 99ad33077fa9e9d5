"""A table label (RftG's "Deck 110 · discard 10", a heading) a little too long for its box gets
a smaller type on one line instead of a second line that spills out of the box (Russian RftG
table, issue 12's hand-played game: "Колода 110 · сброс" / "10")."""

from __future__ import annotations

from desktop.ui.table.fit import metrics
from desktop.ui.table.items import LABEL_MIN_PX, LABEL_PX, label_px

UNIT = 100.0
H = 0.3 * UNIT
TEXT = "Колода 110 · сброс 10"


def _w(px: float) -> float:
    return metrics(px, False).horizontalAdvance(TEXT)


def test_a_label_that_fits_keeps_its_type(qapp):
    assert label_px(TEXT, _w(UNIT * LABEL_PX) + 4, H, UNIT, False) == (UNIT * LABEL_PX, True)


def test_a_label_a_little_too_long_shrinks_on_one_line(qapp):
    room = _w(UNIT * 0.115) + 2
    assert room < _w(UNIT * LABEL_PX)
    px, one_line = label_px(TEXT, room, H, UNIT, False)
    assert one_line and UNIT * LABEL_MIN_PX <= px < UNIT * LABEL_PX and _w(px) <= room + 0.5


def test_a_label_far_too_long_wraps_at_its_usual_type(qapp):
    assert label_px(TEXT, _w(UNIT * LABEL_PX) * 0.5, H, UNIT, False) == (UNIT * LABEL_PX, False)
