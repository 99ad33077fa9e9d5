"""TableScene: zones laid out in card units, items keyed by the engine's object ids.

``apply(spec)`` diffs the new spec against the items on the table: an item whose id is
already there is updated in place and moved (animated), new ids get new items, ids that are
gone are removed.  ``fit(w, h)`` picks the card unit (pixels per card width) so the whole
table fits a viewport, and re-sizes every item: nothing is laid out in pixels.
"""

from __future__ import annotations

from PySide6.QtCore import (QEasingCurve, QParallelAnimationGroup, QPointF, QPropertyAnimation,
                            QRectF, Signal)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from desktop.ui.table.items import TableItem, make_item
from desktop.ui.table.spec import ItemSpec, LabelSpec, TableSpec, Zone

FELT = QColor("#1d4f33")
TITLE_H = 0.34
MIN_UNIT = 24.0


def layout_zone(zone: Zone) -> list[tuple[ItemSpec, float, float]]:
    """Positions (card units, top-left) of a zone's title and items."""
    out: list[tuple[ItemSpec, float, float]] = []
    x0, y0 = zone.x, zone.y
    if zone.title:
        out.append((LabelSpec(f"zone:{zone.id}", zone.title, width=max(1.5, zone.width or 3.0),
                              bold=True), x0, y0))
        y0 += TITLE_H
    items = zone.items
    if not items:
        return out
    if zone.kind == "row":
        x = x0
        for it in items:
            w, _h = it.size()
            out.append((it, x, y0))
            x += w + zone.gap
    elif zone.kind == "fan":
        widths = [it.size()[0] for it in items]
        natural = sum(widths) + zone.gap * (len(items) - 1)
        limit = zone.width if zone.width is not None else natural
        if natural <= limit or len(items) == 1:
            step = None
        else:
            step = max(0.12, (limit - widths[-1]) / (len(items) - 1))
        x = x0
        for it, w in zip(items, widths):
            out.append((it, x, y0))
            x += (w + zone.gap) if step is None else step
    elif zone.kind == "stack":
        for i, it in enumerate(items):
            out.append((it, x0 + i * 0.025, y0 + i * 0.025))
    elif zone.kind == "grid":
        cols = max(1, zone.columns)
        y = y0
        for r in range(0, len(items), cols):
            row = items[r:r + cols]
            x = x0
            for it in row:
                out.append((it, x, y))
                x += it.size()[0] + zone.gap
            y += max(it.size()[1] for it in row) + zone.gap
    else:  # pragma: no cover - spec typing forbids it
        raise ValueError(f"unknown zone kind {zone.kind!r}")
    return out


class TableScene(QGraphicsScene):
    """The table: one per table page; the view keeps a reference (Qt does not own it)."""

    item_clicked = Signal(str)
    item_hovered = Signal(str)
    animations_done = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setBackgroundBrush(FELT)
        self.unit = 100.0
        self.spec = TableSpec()
        self._items: dict[str, TableItem] = {}
        self._pos: dict[str, tuple[float, float, float]] = {}
        self._anims: QParallelAnimationGroup | None = None
        # ``spec -> tooltip text``; the table page sets it (learning mode)
        self.tooltip_provider = None
        self._targets: set[str] = set()
        self._chosen: set[str] = set()
        self._viewport = (1000.0, 700.0)
        self.rebuilds = 0  # items created, for tests of the diff update

    # -- queries ----------------------------------------------------------------------------
    def item(self, object_id: str) -> TableItem | None:
        return self._items.get(object_id)

    def object_ids(self) -> list[str]:
        return list(self._items)

    def texts(self) -> list[str]:
        """Every string any item on the table draws or shows."""
        out: list[str] = []
        for it in self.items():
            if isinstance(it, TableItem):
                out.extend(it.texts())
            elif hasattr(it, "text"):
                out.append(it.text())
        return out

    def is_animating(self) -> bool:
        return self._anims is not None

    # -- layout ------------------------------------------------------------------------------
    def fit(self, width_px: float, height_px: float) -> None:
        """Choose the card unit so the table fills ``width_px x height_px``; relayout."""
        self._viewport = (max(1.0, width_px), max(1.0, height_px))
        unit = max(MIN_UNIT, min(self._viewport[0] / self.spec.width,
                                 self._viewport[1] / self.spec.height))
        unit = float(int(unit))
        if unit != self.unit:
            self.unit = unit
            self._stop_animations()
            for oid, it in self._items.items():
                it.set_unit(unit)
                x, y, _z = self._pos[oid]
                it.setPos(x * unit, y * unit)
        self.setSceneRect(QRectF(0, 0, self.spec.width * unit, self.spec.height * unit))

    def apply(self, spec: TableSpec, duration_ms: int = 0) -> None:
        """Make the table show ``spec``, moving items that exist already."""
        resized = (spec.width, spec.height) != (self.spec.width, self.spec.height)
        self.spec = spec
        if resized:
            self.fit(*self._viewport)
        self._stop_animations()
        placed: dict[str, tuple[ItemSpec, float, float, float]] = {}
        z = 0.0
        for zone in spec.zones:
            for it, x, y in layout_zone(zone):
                if it.id in placed:
                    raise ValueError(f"object id {it.id!r} appears twice on the table")
                z += 1.0
                placed[it.id] = (it, x, y, z)
        for oid in [o for o in self._items if o not in placed]:
            self.removeItem(self._items.pop(oid))
            self._pos.pop(oid, None)
        group = QParallelAnimationGroup(self) if duration_ms > 0 else None
        u = self.unit
        for oid, (it, x, y, zz) in placed.items():
            item = self._items.get(oid)
            target = QPointF(x * u, y * u)
            if item is not None and type(item.spec) is not type(it):
                self.removeItem(item)
                del self._items[oid]
                item = None
            if item is None:
                item = make_item(it, u)
                self.rebuilds += 1
                self._items[oid] = item
                self.addItem(item)
                item.setPos(target)
            else:
                item.set_spec(it)
                if item.pos() != target:
                    if group is not None:
                        anim = QPropertyAnimation(item, b"pos", group)
                        anim.setDuration(duration_ms)
                        anim.setStartValue(item.pos())
                        anim.setEndValue(target)
                        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
                        group.addAnimation(anim)
                    else:
                        item.setPos(target)
            item.setZValue(zz)
            self._pos[oid] = (x, y, zz)
            item.setToolTip(self.tooltip_provider(it) if self.tooltip_provider else
                            getattr(it, "tooltip", ""))
            item.set_marks(oid in self._targets, oid in self._chosen)
            item.set_focus(oid in spec.focus)
        if group is not None and group.animationCount():
            self._anims = group
            group.finished.connect(self._animations_finished)
            group.start()
        elif group is not None:
            group.deleteLater()
        self.setSceneRect(QRectF(0, 0, spec.width * u, spec.height * u))

    def refresh_tooltips(self) -> None:
        for it in self._items.values():
            it.setToolTip(self.tooltip_provider(it.spec) if self.tooltip_provider else
                          getattr(it.spec, "tooltip", ""))

    def set_marks(self, targets: set[str], chosen: set[str]) -> None:
        """Glow the objects a decision can pick (``targets``) and mark the chosen ones."""
        self._targets, self._chosen = set(targets), set(chosen)
        for oid, it in self._items.items():
            it.set_marks(oid in self._targets, oid in self._chosen)

    def _stop_animations(self) -> None:
        if self._anims is not None:
            group, self._anims = self._anims, None
            group.finished.disconnect(self._animations_finished)
            group.stop()
            # jump to the end: an interrupted move must not leave an item half-way
            for i in range(group.animationCount()):
                a = group.animationAt(i)
                a.targetObject().setProperty("pos", a.endValue())
            group.deleteLater()

    def _animations_finished(self) -> None:
        group, self._anims = self._anims, None
        if group is not None:
            group.deleteLater()
        self.animations_done.emit()
