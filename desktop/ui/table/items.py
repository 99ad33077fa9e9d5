"""Graphics items of the table, drawn by the app (no publisher art).

Every item is a ``QGraphicsObject`` (so its ``pos`` can be animated) holding its spec and the
current card unit in pixels; ``set_unit`` re-sizes it when the scene relays out, ``set_spec``
redraws it when its content changes.  Painting is cached per item
(``DeviceCoordinateCache``; the app raises the ``QPixmapCache`` limit at start-up).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPixmapCache
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from desktop.ui.table.spec import (BoardSpec, CardSpec, DieSpec, ItemSpec, LabelSpec, Marker,
                                   PanelSpec, TokenSpec, TrackSpec, item_texts)

FONT_FAMILY = "DejaVu Sans"
GLOW = QColor("#ffd54a")
SELECTED = QColor("#4cd964")
FOCUS = QColor("#00e5ff")
HOVER_SCALE = 1.7


def font(px: float, bold: bool = False, italic: bool = False) -> QFont:
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(1, int(round(px))))
    f.setBold(bold)
    f.setItalic(italic)
    return f


def readable_on(color: QColor) -> QColor:
    """Black or white, whichever reads better on ``color``."""
    return QColor("#111111") if color.lightnessF() > 0.6 else QColor("#ffffff")


class TableItem(QGraphicsObject):
    """Base of every table item: spec, unit, target/selected marks, click -> scene signal."""

    def __init__(self, spec: ItemSpec, unit: float):
        super().__init__()
        self.spec = spec
        self._unit = unit
        self.target = False
        self.chosen = False
        self.focus = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)
        self._update_origin()

    # -- geometry ---------------------------------------------------------------------------
    @property
    def object_id(self) -> str:
        return self.spec.id

    def size_px(self) -> tuple[float, float]:
        w, h = self.spec.size()
        return w * self._unit, h * self._unit

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt virtual
        w, h = self.size_px()
        m = self._unit * 0.06
        return QRectF(-m, -m, w + 2 * m, h + 2 * m)

    def shape(self) -> QPainterPath:  # noqa: N802 - Qt virtual: what takes hover and clicks
        """Hit area.  An item enlarged on hover (``setScale``) keeps its footprint on the
        table: the enlargement is transparent for the mouse, so a click on the card beside
        it reaches that card, and moving onto it hovers it."""
        k = self.scale()
        if k == 1.0 or k <= 0:
            return super().shape()
        o = self.transformOriginPoint()
        w, h = self.size_px()
        path = QPainterPath()
        path.addRect(QRectF(o.x() - o.x() / k, o.y() - o.y() / k, w / k, h / k))
        return path

    def _update_origin(self) -> None:
        w, h = self.size_px()
        self.setTransformOriginPoint(QPointF(w / 2, h / 2))

    def set_unit(self, unit: float) -> None:
        if unit == self._unit:
            return
        self.prepareGeometryChange()
        self._unit = unit
        self._update_origin()
        self.update()

    def set_spec(self, spec: ItemSpec) -> bool:
        """Take a new spec; returns True when the item had to be redrawn."""
        if spec == self.spec:
            return False
        if spec.size() != self.spec.size():
            self.prepareGeometryChange()
        self.spec = spec
        self._update_origin()
        self.update()
        return True

    def set_marks(self, target: bool, chosen: bool) -> None:
        if (target, chosen) != (self.target, self.chosen):
            self.target, self.chosen = target, chosen
            self.setCursor(Qt.CursorShape.PointingHandCursor if target
                           else Qt.CursorShape.ArrowCursor)
            self.update()

    def set_focus(self, focus: bool) -> None:
        """The pending question is about this object (``TableSpec.focus``)."""
        if focus != self.focus:
            self.focus = focus
            self.update()

    def texts(self) -> list[str]:
        out = item_texts(self.spec)
        if self.toolTip():
            out.append(self.toolTip())
        return out

    # -- events -----------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        if event.button() == Qt.MouseButton.LeftButton:
            scene = self.scene()
            if scene is not None and hasattr(scene, "item_clicked"):
                scene.item_clicked.emit(self.spec.id)
            event.accept()
        else:
            super().mousePressEvent(event)

    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        scene = self.scene()
        if scene is not None and hasattr(scene, "item_hovered"):
            scene.item_hovered.emit(self.spec.id)
        super().hoverEnterEvent(event)

    # -- painting ---------------------------------------------------------------------------
    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: N802
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        w, h = self.size_px()
        self.paint_item(painter, w, h)
        if self.focus:
            u = self._unit
            painter.setPen(QPen(FOCUS, u * 0.05, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-u * 0.035, -u * 0.035, w + u * 0.07, h + u * 0.07),
                                    u * 0.09, u * 0.09)
        if self.target or self.chosen:
            u = self._unit
            pen = QPen(SELECTED if self.chosen else GLOW, u * (0.06 if self.chosen else 0.045))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-u * 0.02, -u * 0.02, w + u * 0.04, h + u * 0.04),
                                    u * 0.08, u * 0.08)

    def paint_item(self, painter: QPainter, w: float, h: float) -> None:
        raise NotImplementedError


def _draw_text(painter: QPainter, rect: QRectF, text: str, f: QFont, color: QColor,
               flags=Qt.AlignmentFlag.AlignCenter) -> None:
    painter.setFont(f)
    painter.setPen(color)
    painter.drawText(rect, int(flags) | int(Qt.TextFlag.TextWordWrap), text)


def _fit_text(painter: QPainter, rect: QRectF, text: str, px: float, min_px: float,
              color: QColor, flags=Qt.AlignmentFlag.AlignCenter, bold: bool = False,
              italic: bool = False) -> None:
    """Draw ``text`` wrapped in ``rect``, shrinking the font (down to ``min_px``) to fit."""
    from desktop.ui.table.fit import draw_fitted

    draw_fitted(painter, rect, text, px, min_px, color, int(flags), bold, italic)


# -- the card-face cache -------------------------------------------------------------------------
def render_pixmap(key: str, w: float, h: float, dpr: float, draw) -> QPixmap:
    """The pixmap of one look, from ``QPixmapCache`` (shared by every item) or drawn now."""
    pm = QPixmapCache.find(key)
    if pm is None or pm.isNull():
        pm = QPixmap(max(1, int(w * dpr + 0.999)), max(1, int(h * dpr + 0.999)))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        draw(p, w, h)
        p.end()
        QPixmapCache.insert(key, pm)
    return pm


_ORIGIN = QPointF(0, 0)
_UNSEEN = {"id", "tooltip", "rule"}


def face_of(spec) -> tuple:
    """What of a spec shows on the table (every field but id, tooltip and rule)."""
    fields = getattr(spec, "__dataclass_fields__", None)
    if fields is None:
        return (spec,)
    return (type(spec).__name__,) + tuple(getattr(spec, f) for f in fields if f not in _UNSEEN)


class PixmapLook:
    """Mixin of the items drawn through a shared pixmap per look: ``look_key()`` names the
    look (it depends only on the spec), ``draw(painter, w, h)`` draws it.  The item keeps its
    current pixmap, so an unchanged item's paint is one blit; Qt's own item cache (a second
    copy refilled on every change) is off.  When the seat in view changes, the same cards
    come back at the same sizes, and a cached face is drawn ~10x faster than painting it."""

    _pm: QPixmap | None = None
    _pm_key: tuple | None = None

    def look_key(self) -> str:
        """The look: the spec without what does not show (its id, tooltip and rule), so
        two copies of a card share one pixmap."""
        return f"{type(self).__module__}.{type(self).__name__}:{hash(face_of(self.spec))}"

    def blit(self, painter: QPainter, w: float, h: float, draw) -> None:
        dev = painter.device()
        # device pixels per item unit: the screen's ratio times the view's zoom, so a zoomed
        # table stays sharp
        zoom = abs(painter.worldTransform().m11()) or 1.0
        dpr = round((dev.devicePixelRatioF() if dev is not None else 1.0) * zoom, 2)
        full = (self.spec, w, h, dpr)
        if self._pm_key != full:
            self._pm = render_pixmap(f"{self.look_key()}:{w:.1f}:{h:.1f}:{dpr}", w, h, dpr,
                                     draw)
            self._pm_key = full
        painter.drawPixmap(_ORIGIN, self._pm)


class CachedItem(PixmapLook, TableItem):
    """An item whose look depends only on its spec and size: painted once per look."""

    def __init__(self, spec, unit: float):
        super().__init__(spec, unit)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def paint_item(self, painter: QPainter, w: float, h: float) -> None:
        self.blit(painter, w, h, self.draw)

    def draw(self, painter: QPainter, w: float, h: float) -> None:
        raise NotImplementedError


class CardItem(PixmapLook, TableItem):
    """A card drawn from its spec: frame colour, title, cost, VP, generated lines.  Its face
    goes through the card-face cache (one pixmap per look, shared by every item);
    subclasses that paint themselves (``paint_item``) keep Qt's item cache."""

    def __init__(self, spec: CardSpec, unit: float):
        super().__init__(spec, unit)
        self._base_z = 0.0
        self.hover_enlarge = True
        if type(self).paint_item is CardItem.paint_item:
            self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def setZValue(self, z: float) -> None:  # noqa: N802 - keep the base z for hover
        self._base_z = z
        if self.scale() == 1.0:
            super().setZValue(z)

    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        if self.hover_enlarge and self.spec.face_up:
            QGraphicsObject.setZValue(self, 10_000)
            self.setScale(HOVER_SCALE)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self.setScale(1.0)
        QGraphicsObject.setZValue(self, self._base_z)
        super().hoverLeaveEvent(event)

    def paint_item(self, painter: QPainter, w: float, h: float) -> None:
        self.blit(painter, w, h, self.paint_face)

    def paint_face(self, painter: QPainter, w: float, h: float) -> None:
        s: CardSpec = self.spec
        u = w / s.size()[0] if s.size()[0] else self._unit
        r = u * 0.07
        frame = QColor(s.frame)
        if not s.face_up:
            painter.setPen(QPen(QColor("#0d1b2a"), u * 0.03))
            painter.setBrush(QColor("#1f3a5f"))
            painter.drawRoundedRect(QRectF(0, 0, w, h), r, r)
            painter.setPen(QPen(QColor("#c9a227"), u * 0.02))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(u * 0.1, u * 0.1, w - u * 0.2, h - u * 0.2), r, r)
            _draw_text(painter, QRectF(0, 0, w, h), "T", font(u * 0.4, bold=True),
                       QColor("#c9a227"))
            return
        painter.setPen(QPen(frame.darker(140), u * 0.025))
        painter.setBrush(QColor("#f7f3e8"))
        painter.drawRoundedRect(QRectF(0, 0, w, h), r, r)
        # title band
        band = QRectF(u * 0.04, u * 0.04, w - u * 0.08, u * 0.34)
        path = QPainterPath()
        path.addRoundedRect(band, r * 0.8, r * 0.8)
        painter.fillPath(path, frame)
        x0 = band.left() + u * 0.04
        if s.cost:
            c = QRectF(band.left() + u * 0.03, band.top() + u * 0.04, u * 0.26, u * 0.26)
            painter.setPen(QPen(QColor("#222222"), u * 0.015))
            painter.setBrush(QColor("#ffe082"))
            painter.drawEllipse(c)
            _draw_text(painter, c, s.cost, font(u * 0.13, bold=True), QColor("#222222"))
            x0 = c.right() + u * 0.03
        _fit_text(painter, QRectF(x0, band.top(), band.right() - x0 - u * 0.02, band.height()),
                  s.title, u * 0.095, u * 0.06, readable_on(frame), bold=True)
        y = band.bottom() + u * 0.02
        if s.kind:
            _fit_text(painter, QRectF(u * 0.06, y, w - u * 0.12, u * 0.2), s.kind, u * 0.07,
                      u * 0.045, QColor("#555555"), italic=True)
            y += u * 0.2
        if s.lines:
            body = QRectF(u * 0.07, y + u * 0.02, w - u * 0.14, h - y - u * 0.36)
            _fit_text(painter, body, "\n".join(s.lines), u * 0.078, u * 0.045, QColor("#1b1b1b"),
                      Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        if s.vp:
            b = QRectF(w - u * 0.34, h - u * 0.34, u * 0.28, u * 0.28)
            painter.setPen(QPen(QColor("#5d4300"), u * 0.015))
            painter.setBrush(QColor("#e0b84a"))
            painter.drawRoundedRect(b, u * 0.05, u * 0.05)
            _draw_text(painter, b, s.vp, font(u * 0.13, bold=True), QColor("#2b1d00"))
        mx = u * 0.07
        for color, label in s.markers:
            d = QRectF(mx, h - u * 0.27, u * 0.2, u * 0.2)
            c = QColor(color)
            painter.setPen(QPen(c.darker(170), u * 0.012))
            painter.setBrush(c)
            painter.drawEllipse(d)
            if label:
                _draw_text(painter, d, label[:2], font(u * 0.085, bold=True), readable_on(c))
            mx += u * 0.17


class TokenItem(TableItem):
    def paint_item(self, painter: QPainter, w: float, h: float) -> None:
        s: TokenSpec = self.spec
        u = self._unit
        c = QColor(s.color)
        painter.setPen(QPen(c.darker(160), u * 0.02))
        painter.setBrush(c)
        painter.drawEllipse(QRectF(0, 0, w, h))
        if s.label:
            _draw_text(painter, QRectF(0, 0, w, h), s.label, font(min(w, h) * 0.3, bold=True),
                       readable_on(c))
        if s.count is not None:
            b = QRectF(w * 0.6, h * 0.6, w * 0.5, h * 0.45)
            painter.setPen(QPen(QColor("#222222"), u * 0.01))
            painter.setBrush(QColor("#fafafa"))
            painter.drawRoundedRect(b, u * 0.05, u * 0.05)
            _draw_text(painter, b, str(s.count), font(b.height() * 0.7, bold=True),
                       QColor("#111111"))

    def boundingRect(self) -> QRectF:  # noqa: N802 - room for the count badge
        r = super().boundingRect()
        return r.adjusted(0, 0, r.width() * 0.2, r.height() * 0.2)


_PIPS = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
         4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
         6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}


class DieItem(TableItem):
    def paint_item(self, painter: QPainter, w: float, h: float) -> None:
        s: DieSpec = self.spec
        u = self._unit
        c = QColor(s.color)
        painter.setPen(QPen(c.darker(180), u * 0.02))
        painter.setBrush(c)
        painter.drawRoundedRect(QRectF(0, 0, w, h), w * 0.18, w * 0.18)
        ink = readable_on(c)
        pips = _PIPS.get(s.value)
        if pips is None:
            _draw_text(painter, QRectF(0, 0, w, h), str(s.value), font(h * 0.5, bold=True), ink)
            return
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        d = w * 0.16
        for px, py in pips:
            cx = w * (0.25 + 0.25 * px)
            cy = h * (0.25 + 0.25 * py)
            painter.drawEllipse(QRectF(cx - d / 2, cy - d / 2, d, d))


class TrackItem(TableItem):
    """A numbered track with markers on its spaces."""

    def space_rect(self, value: int) -> QRectF:
        s: TrackSpec = self.spec
        u = self._unit
        step = s.step * u
        return QRectF((value - s.lo) * step + step * 0.06, u * 0.22, step * 0.88, u * 0.48)

    def paint_item(self, painter: QPainter, w: float, h: float) -> None:
        s: TrackSpec = self.spec
        u = self._unit
        painter.setPen(QPen(QColor("#1a1a1a"), u * 0.015))
        painter.setBrush(QColor(40, 40, 48, 200))
        painter.drawRoundedRect(QRectF(0, 0, w, h), u * 0.06, u * 0.06)
        _draw_text(painter, QRectF(u * 0.06, 0, w - u * 0.12, u * 0.2), s.title,
                   font(u * 0.1, bold=True), QColor("#f0f0f0"),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        for v in range(s.lo, s.hi + 1):
            r = self.space_rect(v)
            goal = s.goal is not None and v == s.goal
            painter.setPen(QPen(QColor("#e0b84a") if goal else QColor("#8a8a99"), u * 0.012))
            painter.setBrush(QColor("#5a4a1a") if goal else QColor("#2b2b36"))
            painter.drawRoundedRect(r, u * 0.03, u * 0.03)
            _draw_text(painter, QRectF(r.left(), r.top(), r.width(), r.height() * 0.4), str(v),
                       font(u * 0.085), QColor("#d8d8e0"))
        by_value: dict[int, list[Marker]] = {}
        for m in s.markers:
            by_value.setdefault(max(s.lo, min(s.hi, m.value)), []).append(m)
        for v, ms in by_value.items():
            r = self.space_rect(v)
            d = min(r.width() * 0.55, u * 0.16)
            for i, m in enumerate(ms):
                col, row = i % 2, i // 2
                cx = r.left() + r.width() * (0.5 if len(ms) == 1 else 0.3 + 0.4 * col)
                cy = r.top() + r.height() * 0.55 + row * d * 0.55
                c = QColor(m.color)
                painter.setPen(QPen(c.darker(180), u * 0.012))
                painter.setBrush(c)
                painter.drawEllipse(QRectF(cx - d / 2, cy - d / 2, d, d))


class BoardItem(TableItem):
    def paint_item(self, painter: QPainter, w: float, h: float) -> None:
        s: BoardSpec = self.spec
        u = self._unit
        c = QColor(s.color)
        painter.setPen(QPen(c.darker(160), u * 0.02))
        painter.setBrush(c)
        painter.drawRoundedRect(QRectF(0, 0, w, h), u * 0.08, u * 0.08)
        _draw_text(painter, QRectF(u * 0.08, 0, w - u * 0.16, u * 0.32), s.title,
                   font(u * 0.12, bold=True), readable_on(c),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        cols = max(1, s.columns)
        cw = (w - u * 0.1) / cols
        for i, (_sid, label) in enumerate(s.spaces):
            r = QRectF(u * 0.05 + (i % cols) * cw, u * 0.35 + (i // cols) * u * 0.45,
                       cw - u * 0.05, u * 0.4)
            painter.setPen(QPen(c.lighter(150), u * 0.012))
            painter.setBrush(c.darker(130))
            painter.drawRoundedRect(r, u * 0.04, u * 0.04)
            _draw_text(painter, r, label, font(u * 0.085), readable_on(c.darker(130)))


class LabelItem(TableItem):
    def __init__(self, spec: LabelSpec, unit: float):
        super().__init__(spec, unit)
        self.setAcceptHoverEvents(bool(spec.rule or spec.tooltip))

    def paint_item(self, painter: QPainter, w: float, h: float) -> None:
        s: LabelSpec = self.spec
        px, one_line = label_px(s.text, w, h, self._unit, s.bold)
        painter.setFont(font(px, bold=s.bold))
        painter.setPen(QColor(s.color))
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if not one_line:
            flags |= int(Qt.TextFlag.TextWordWrap)
        painter.drawText(QRectF(0, 0, w, h), flags, s.text)


#: a label's type, in card units, and the smallest it shrinks to before it wraps
LABEL_PX = 0.13
LABEL_MIN_PX = 0.105


def label_px(text: str, w: float, h: float, unit: float, bold: bool) -> tuple[float, bool]:
    """A label's type size in pixels and whether the text fits on one line at it: a line a
    little too long for the label gets a smaller type rather than a second line ("Колода 110 ·
    сброс 10" wrapped its last word); one far too long wraps at the usual size."""
    from desktop.ui.table.fit import fit_px

    px, ok = fit_px(text, w, h, unit * LABEL_PX, unit * LABEL_MIN_PX, bold=bold, wrap=False)
    return (px, True) if ok else (unit * LABEL_PX, False)


class PanelItem(TableItem):
    """A fixed-size panel: title and wrapped lines on a coloured ground."""

    def __init__(self, spec: PanelSpec, unit: float):
        super().__init__(spec, unit)
        self.setAcceptHoverEvents(bool(spec.rule or spec.tooltip))

    def paint_item(self, painter: QPainter, w: float, h: float) -> None:
        s: PanelSpec = self.spec
        u = self._unit
        c = QColor(s.color)
        accent = QColor(s.accent) if s.accent else c.lighter(160)
        painter.setPen(QPen(accent, u * 0.025))
        painter.setBrush(c)
        painter.drawRoundedRect(QRectF(0, 0, w, h), u * 0.07, u * 0.07)
        pad = u * 0.07
        y = pad * 0.6
        fs = u * s.font_size
        if s.title:
            th = fs * 1.6
            _fit_text(painter, QRectF(pad, y, w - 2 * pad, th), s.title, fs * 1.1, fs * 0.7,
                      accent if s.accent else readable_on(c),
                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, bold=True)
            y += th
        if s.lines:
            _fit_text(painter, QRectF(pad, y, w - 2 * pad, h - y - pad * 0.6),
                      "\n".join(s.lines), fs, fs * 0.6, readable_on(c),
                      Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)


ITEM_TYPES: dict[type, type[TableItem]] = {
    CardSpec: CardItem, TokenSpec: TokenItem, DieSpec: DieItem, TrackSpec: TrackItem,
    BoardSpec: BoardItem, LabelSpec: LabelItem, PanelSpec: PanelItem,
}


def make_item(spec: ItemSpec, unit: float) -> TableItem:
    return ITEM_TYPES[type(spec)](spec, unit)


def register_item_type(spec_type: type, item_type: type[TableItem]) -> None:
    """Let a game's layout add an item kind of its own: a frozen spec dataclass (with ``id``
    and ``size()``) and the ``TableItem`` subclass that draws it."""
    ITEM_TYPES[spec_type] = item_type


__all__ = ["TableItem", "PixmapLook", "CachedItem", "render_pixmap", "CardItem", "TokenItem", "DieItem", "TrackItem", "BoardItem",
           "LabelItem", "PanelItem", "make_item", "font"]
