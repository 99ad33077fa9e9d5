"""Issue #14: the enlarged hover card must not take the clicks meant for the card beside it
(paying with two neighbouring hand cards, the second click deselected the first)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from desktop.engine.marks import M
from desktop.engine.protocol import Option, PickSome, RuleRef
from desktop.ui.decision_bar import DecisionBar
from desktop.ui.table import CardSpec, TableScene, TableSpec, TableView, Zone


def _generic(oid):
    return CardSpec(oid, oid.upper(), frame="#8e44ad", cost="2", lines=("Gain 1 thing.",))


def _rftg(oid):
    from desktop.ui.games.rftg import RftgCardSpec

    return RftgCardSpec(oid, design=3, title=oid.upper(), powers=((1, "Draw 1"),),
                        full=((1, "Draw 1 card."),))


def _tmae(oid):
    from desktop.ui.games.tmae import TmCardSpec

    return TmCardSpec(oid, oid.upper(), frame="#27ae60", cost="3", scale=0.6)


@pytest.mark.parametrize("make", [_generic, _rftg, _tmae], ids=["generic", "rftg", "tmae"])
def test_hover_one_card_click_its_neighbour_both_selected(qtbot, make):
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(900, 500)
    scene.apply(TableSpec([Zone("hand", "row", 0.3, 1.5, [make("card:a"), make("card:b")],
                                gap=0.05)], width=6, height=4))
    bar = DecisionBar()
    qtbot.addWidget(bar)
    r = RuleRef("engine.protocol")
    bar.set_decision(PickSome(0, M("uitoy", "Play one or two cards")(), r, tuple(
        Option(f"o{x}", M("uitoy", "Play {card}")(card=x), (f"card:{x}",)) for x in "ab"),
        min=2, max=2), lambda a: None, False)
    scene.item_clicked.connect(bar.toggle_target)
    bar.marks_changed.connect(scene.set_marks)
    view.show()
    qtbot.waitExposed(view)
    view.refit()
    a, b = scene.item("card:a"), scene.item("card:b")
    ra, rb = a.sceneBoundingRect(), b.sceneBoundingRect()
    qtbot.mouseMove(view.viewport(), view.mapFromScene(ra.center()))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(ra.center()))
    assert bar.chosen() == ["oa"]
    # the first card is enlarged now and reaches over its neighbour
    grown = a.sceneBoundingRect() if a.scale() != 1.0 else a.mapRectToScene(a.boundingRect())
    on_b = QPointF(rb.left() + rb.width() * 0.2, rb.center().y())
    assert grown.contains(on_b) or not ra.intersects(rb)
    qtbot.mouseMove(view.viewport(), view.mapFromScene(on_b))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(on_b))
    assert bar.chosen() == ["oa", "ob"]
    assert scene.item("card:a").chosen and scene.item("card:b").chosen


@pytest.mark.parametrize("make", [_generic, _rftg, _tmae], ids=["generic", "rftg", "tmae"])
def test_the_tooltip_of_an_enlarged_card_is_beside_it(qtbot, make):
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication

    from desktop.ui.table.view import tooltip_label

    scene = TableScene()
    scene.tooltip_provider = lambda spec: "<p>The rule of this card, at some length.</p>"
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(900, 500)
    scene.apply(TableSpec([Zone("hand", "row", 2.0, 1.5, [make("card:a"), make("card:b")],
                                gap=0.05)], width=6, height=4))
    view.show()
    qtbot.waitExposed(view)
    view.refit()
    a = scene.item("card:a")
    pos = view.mapFromScene(a.sceneBoundingRect().center())
    qtbot.mouseMove(view.viewport(), view.mapFromScene(QPointF(2, 2)))
    qtbot.mouseMove(view.viewport(), pos)
    qtbot.waitUntil(lambda: a.scale() != 1.0 or a.boundingRect().width() > a.size_px()[0] * 1.3)
    big = view.mapFromScene(a.mapRectToScene(a.boundingRect())).boundingRect()
    card = QRect(view.viewport().mapToGlobal(big.topLeft()), big.size())
    QApplication.sendEvent(view.viewport(), QHelpEvent(QHelpEvent.Type.ToolTip, pos,
                                                       view.viewport().mapToGlobal(pos)))
    qtbot.waitUntil(lambda: tooltip_label() is not None)
    tip = tooltip_label()
    assert "rule of this card" in tip.text()
    assert not tip.geometry().intersects(card), (tip.geometry(), card)
