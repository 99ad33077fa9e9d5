"""TableView: shows a TableScene, refits it on resize, Ctrl+wheel zooms, ``fit()`` resets."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

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
