"""The table toolkit: layout in card units, diff updates, glow and clicks, PNG rendering."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QWheelEvent
from PySide6.QtWidgets import QGraphicsSceneHoverEvent

from desktop.ui.table import (BoardSpec, CardSpec, DieSpec, Marker, TableScene, TableSpec,
                              TableView, TokenSpec, TrackSpec, Zone, layout_zone)
from desktop.ui.table.items import CardItem, TrackItem


def spec(order=("a", "b", "c"), vp_marker=3) -> TableSpec:
    cards = [CardSpec(f"card:{n}", f"Card {n.upper()}", frame="#8e44ad", cost="2", vp="1",
                      lines=("Gain 1 thing.",)) for n in order]
    return TableSpec([
        Zone("hand", "row", 0.5, 0.5, cards, title="Hand"),
        Zone("track", "row", 0.5, 2.6, [TrackSpec("vp", "VP", 0, 10,
                                                  (Marker("m0", vp_marker, "#d64541"),))]),
        Zone("bits", "row", 5.5, 2.6, [TokenSpec("tok", "T", count=4), DieSpec("die", 5)]),
        Zone("board", "row", 5.0, 0.5,
             [BoardSpec("court", "Court", (("s1", "Hall"), ("s2", "Gate")), columns=2, width=2.5)]),
    ], width=10, height=4)


def test_zone_kinds_lay_out_in_card_units():
    cards = [CardSpec(f"c{i}") for i in range(5)]
    row = layout_zone(Zone("z", "row", 1, 2, cards, gap=0.1))
    assert [(x, y) for _s, x, y in row] == [(1 + i * 1.1, 2) for i in range(5)]
    fan = layout_zone(Zone("z", "fan", 0, 0, cards, width=3.0))
    xs = [x for _s, x, _y in fan]
    assert xs[0] == 0 and abs(xs[-1] + 1.0 - 3.0) < 1e-9  # the fan fits its width
    grid = layout_zone(Zone("z", "grid", 0, 0, cards, columns=2, gap=0.1))
    assert [(round(x, 2), round(y, 2)) for _s, x, y in grid][:3] == [(0, 0), (1.1, 0), (0, 1.5)]
    stack = layout_zone(Zone("z", "stack", 0, 0, cards[:2]))
    assert stack[1][1] > stack[0][1]
    titled = layout_zone(Zone("z", "row", 0, 0, cards[:1], title="T"))
    assert titled[0][0].id == "zone:z" and titled[1][2] > 0


def test_update_moves_existing_items_instead_of_rebuilding(qtbot):
    scene = TableScene()
    scene.fit(1000, 400)
    scene.apply(spec())
    first = {oid: scene.item(oid) for oid in scene.object_ids()}
    assert scene.rebuilds == len(first)
    a_x = scene.item("card:a").pos().x()
    scene.apply(spec(order=("c", "a", "b"), vp_marker=7))
    assert scene.rebuilds == len(first)  # nothing new was built
    assert all(scene.item(oid) is it for oid, it in first.items())
    assert scene.item("card:a").pos().x() > a_x  # a moved one place right
    assert scene.item("vp").spec.markers[0].value == 7
    scene.apply(TableSpec([Zone("hand", "row", 0.5, 0.5, [CardSpec("card:b", "B")])], 10, 4))
    assert scene.object_ids() == ["card:b"]


def test_moves_are_animated_and_end_in_place(qtbot):
    scene = TableScene()
    scene.fit(1000, 400)
    scene.apply(spec())
    target_before = scene.item("card:c").pos()
    scene.apply(spec(order=("c", "a", "b")), duration_ms=60)
    assert scene.is_animating()
    with qtbot.waitSignal(scene.animations_done, timeout=2000):
        pass
    assert scene.item("card:c").pos().x() == 0.5 * scene.unit
    assert scene.item("card:c").pos() != target_before


def test_relayout_on_resize_keeps_card_units(qtbot):
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    scene.apply(spec())
    view.resize(600, 300)
    view.show()
    qtbot.waitExposed(view)
    view.refit()
    small = scene.unit
    w_small = scene.item("card:a").boundingRect().width()
    view.resize(1200, 600)
    qtbot.waitUntil(lambda: scene.unit > small * 1.5, timeout=2000)
    # the same card, re-sized with the unit; positions stay in card units
    assert scene.item("card:a").boundingRect().width() > w_small * 1.5
    assert scene.item("card:b").pos().x() / scene.unit == 0.5 + 1.12


def test_targets_glow_and_clicks_reach_the_scene(qtbot):
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1000, 420)
    scene.apply(spec())
    view.show()
    qtbot.waitExposed(view)
    view.refit()
    scene.set_marks({"card:b"}, set())
    assert scene.item("card:b").target and not scene.item("card:a").target
    pos = view.mapFromScene(scene.item("card:b").sceneBoundingRect().center())
    with qtbot.waitSignal(scene.item_clicked, timeout=1000) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert blocker.args == ["card:b"]


def test_hover_enlarges_a_card(qtbot):
    scene = TableScene()
    scene.fit(1000, 400)
    scene.apply(spec())
    card = scene.item("card:a")
    assert isinstance(card, CardItem)
    card.hoverEnterEvent(QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverEnter))
    assert card.scale() > 1.2 and card.zValue() > 1000
    card.hoverLeaveEvent(QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverLeave))
    assert card.scale() == 1.0 and card.zValue() < 1000


def test_ctrl_wheel_zooms_and_fit_resets(qtbot):
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    scene.apply(spec())
    view.resize(800, 400)
    view.show()
    qtbot.waitExposed(view)
    ev = QWheelEvent(QPointF(100, 100), QPointF(100, 100), QPoint(0, 0), QPoint(0, 240),
                     Qt.MouseButton.NoButton, Qt.KeyboardModifier.ControlModifier,
                     Qt.ScrollPhase.NoScrollPhase, False)
    view.wheelEvent(ev)
    assert abs(view.zoom - 1.15 ** 2) < 1e-6
    assert abs(view.transform().m11() - view.zoom) < 1e-6
    view.fit()
    assert view.zoom == 1.0 and view.transform().isIdentity()


def render(scene: TableScene) -> QImage:
    r = scene.sceneRect()
    img = QImage(int(r.width()), int(r.height()), QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    scene.render(p)
    p.end()
    return img


def test_scene_renders_to_png_with_cards_and_track(qtbot, tmp_path):
    scene = TableScene()
    scene.fit(1000, 400)
    scene.apply(spec())
    img = render(scene)
    path = tmp_path / "table.png"
    assert img.save(str(path)) and path.stat().st_size > 1000
    u = scene.unit
    assert img.pixelColor(3, 3) == QColor("#1d4f33")  # felt
    card = scene.item("card:a")
    # card body (cream) below the title band, and the frame colour in the band
    body = card.pos() + QPointF(0.5 * u, 1.2 * u)
    assert img.pixelColor(body.toPoint()) == QColor("#f7f3e8")
    band = card.pos() + QPointF(0.9 * u, 0.2 * u)
    assert img.pixelColor(band.toPoint()) == QColor("#8e44ad")
    # the VP marker sits in space 3 of the track
    track = scene.item("vp")
    assert isinstance(track, TrackItem)
    centre = track.pos() + track.space_rect(3).center() + QPointF(0, 0.05 * u)
    assert img.pixelColor(centre.toPoint()).red() > 150
    empty = track.pos() + track.space_rect(8).center() + QPointF(0, 0.05 * u)
    assert img.pixelColor(empty.toPoint()).red() < 100
    # the board's first space (dark) and the die's white face
    board = scene.item("court")
    space = board.pos() + QPointF(0.3 * u, 0.55 * u)
    assert img.pixelColor(space.toPoint()).name() == QColor("#3b4a5a").darker(130).name()
    die = scene.item("die").pos() + QPointF(0.05 * u, 0.22 * u)
    assert img.pixelColor(die.toPoint()) == QColor("#f2f2f2")
    assert {"Court", "Hall", "Gate", "Card A", "VP"} <= set(scene.texts())
    # geometry: cards are 1 x 1.4 units, the table is 10 x 4 units
    assert abs(card.size_px()[1] / card.size_px()[0] - 1.4) < 1e-9
    assert (img.width(), img.height()) == (int(10 * u), int(4 * u))
