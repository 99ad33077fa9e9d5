"""Issue #10: the table toolkit owns the generic parts of drawing: one text-fitting helper
("shrink until it fits") and one cached card look, which the per-game layouts call."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QRectF

from desktop.ui.table import CardSpec, TableScene, TableSpec, Zone
from desktop.ui.table import fit
from desktop.ui.table import items as table_items
from tests.ui.conftest import render_scene

GAMES = Path(__file__).parents[2] / "desktop" / "ui" / "games"


def test_fit_px_shrinks_until_it_fits():
    size, ok = fit.fit_px("Short", 200, 40, 20, 8)
    assert (size, ok) == (20, True)
    long = "A rather long card text that must wrap over several lines to fit its box " * 2
    size, ok = fit.fit_px(long, 120, 60, 20, 4)
    assert ok and 4 <= size < 20
    w, h = fit.text_size(long, 120, size)
    assert w <= 120.5 and h <= 60.5
    size, ok = fit.fit_px(long * 10, 30, 10, 20, 6)
    assert (size, ok) == (6, False)  # the floor is tried last, and said not to fit
    tried = []
    assert fit.shrink(lambda s: tried.append(s) or False, 10, 5) == (5, False)
    assert tried[0] == 10 and tried[-1] == 5 and all(a > b for a, b in zip(tried, tried[1:]))


def test_the_games_call_the_toolkit_and_loop_no_more_of_their_own():
    from desktop.ui.games import rftg, tmae

    assert rftg.fit_px is fit.fit_px and rftg.text_size is fit.text_size
    assert rftg.PixmapLook is table_items.PixmapLook and rftg.CachedItem is table_items.CachedItem
    assert tmae.fit_px("Short", 200, 40, 20, 8) == fit.fit_px("Short", 200, 40, 20, 8)
    for path in sorted(GAMES.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"(size|px)\s*\*=?\s*0\.9\d*", text), f"{path.name}: a font loop"
        assert "QPixmapCache.insert" not in text, f"{path.name}: a card-face cache of its own"


def test_generic_cards_share_one_cached_face(qtbot):
    from PySide6.QtGui import QPixmapCache

    scene = TableScene()
    scene.fit(800, 400)
    face = dict(title="Same", frame="#2e86de", cost="1", lines=("Gain 1.",))
    scene.apply(TableSpec([Zone("z", "row", 0.2, 0.2, [CardSpec("c:1", **face),
                                                        CardSpec("c:2", **face)])], 4, 2))
    a, b = scene.item("c:1"), scene.item("c:2")
    assert isinstance(a, table_items.PixmapLook)
    render_scene(scene)
    assert a._pm is not None and a._pm.cacheKey() == b._pm.cacheKey()  # one pixmap, shared
    key = f"{a.look_key()}:{a.size_px()[0]:.1f}:{a.size_px()[1]:.1f}:1.0"
    assert not QPixmapCache.find(key).isNull()
    assert a.look_key() == b.look_key()


def test_draw_fitted_keeps_the_text_in_its_box(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter

    img = QImage(200, 100, QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.white)
    p = QPainter(img)
    size = fit.draw_fitted(p, QRectF(10, 10, 80, 30), "Wrapped words in a small box", 30, 5,
                           Qt.GlobalColor.black)
    p.end()
    assert 5 <= size < 30
    outside = [img.pixelColor(x, y).lightness() for x in range(100, 200) for y in range(100)]
    assert min(outside) == 255  # nothing drawn outside the box
