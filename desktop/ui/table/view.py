"""TableView: shows a TableScene, refits it on resize, Ctrl+wheel zooms, ``fit()`` resets."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QPainter
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QToolTip

from desktop.ui.table.scene import TableScene

ZOOM_STEP = 1.15
ZOOM_MIN, ZOOM_MAX = 0.4, 4.0


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent=None):
        super().__init__(parent)
        self._scene = scene  # the view does not own its scene: keep it alive
        self.setScene(scene)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setBackgroundBrush(scene.backgroundBrush())
        self.zoom = 1.0
        # resizes come in bursts; relayout once they settle (each relayout refills the caches)
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(40)
        self._refit.timeout.connect(self.refit)

    def table_scene(self) -> TableScene:
        return self._scene

    def refit(self) -> None:
        vp = self.viewport().size()
        self._scene.fit(vp.width() - 2, vp.height() - 2)

    def fit(self) -> None:
        """Reset the zoom and fit the whole table into the view."""
        self.resetTransform()
        self.zoom = 1.0
        self.refit()

    def set_zoom(self, zoom: float) -> None:
        zoom = max(ZOOM_MIN, min(ZOOM_MAX, zoom))
        self.resetTransform()
        self.scale(zoom, zoom)
        self.zoom = zoom

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        super().resizeEvent(event)
        self._refit.start()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.refit()

    def viewportEvent(self, event) -> bool:  # noqa: N802 - Qt virtual
        if event.type() == QEvent.Type.ToolTip and self._tooltip_beside(event):
            return True
        return super().viewportEvent(event)

    def _tooltip_beside(self, event) -> bool:
        """The tooltip (e.g. learning mode's rule) of a card enlarged on hover goes beside the
        enlargement, so neither hides the other.  False: let the scene show it as usual."""
        from desktop.ui.table.items import TableItem

        for it in self.items(event.pos()):
            if not isinstance(it, TableItem) or not it.toolTip():
                continue
            big = it.mapRectToScene(it.boundingRect())
            if it.scale() == 1.0 and big.width() <= it.size_px()[0] * 1.3:
                return False  # not enlarged: the usual place, at the cursor
            vp = self.viewport()
            r = self.mapFromScene(big).boundingRect()
            g = QRect(vp.mapToGlobal(r.topLeft()), r.size())
            foot = self.mapFromScene(it.mapRectToScene(it.shape().boundingRect())).boundingRect()
            QToolTip.showText(QPoint(g.right() + 8, g.top()), it.toolTip(), vp, foot)
            _place_beside(g)
            return True
        return False

    def wheelEvent(self, event) -> None:  # noqa: N802
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120.0
            if steps:
                self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
                self.set_zoom(self.zoom * (ZOOM_STEP ** steps))
                self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
            event.accept()
            return
        super().wheelEvent(event)


def tooltip_label():
    """Qt's tooltip window while it shows (None otherwise)."""
    for w in QApplication.topLevelWidgets():
        if w.inherits("QTipLabel") and w.isVisible():
            return w
    return None


def _place_beside(card: QRect) -> None:
    """Move the tooltip window right of ``card`` (global pixels), or left of it when the
    screen has no room on the right."""
    tip = tooltip_label()
    if tip is None:
        return
    screen = QGuiApplication.screenAt(card.center()) or QGuiApplication.primaryScreen()
    avail = screen.availableGeometry() if screen is not None else QRect()
    x = card.right() + 8
    left = card.left() - 8 - tip.width()
    if avail.isValid() and x + tip.width() > avail.right() and left >= avail.left():
        x = left
    y = card.top()
    if avail.isValid():
        y = max(avail.top(), min(y, avail.bottom() - tip.height()))
    tip.move(x, y)
