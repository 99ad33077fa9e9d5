"""Beyond the Sun: the technology board, the exploration map and the faction mats.

Left: the technology board as a tree, level IIII at the top down to level I, each slot with its
card (or the face-down event that waits there, or nothing yet), its researchers' markers and
its action spaces; under it the Basic Spacefaring rows with their spaces, right of it the four
guild tiles (locked until a level-1 / level-2 lock is removed).  A pawn on a space greys it.

Middle: the exploration map (its areas and hyperspace routes come from the view: ``areas[a]
.adjacent``), each area with its base disc, its system card (name, strength, VP), the ships of
each faction as cube faces showing their levels, and the strengths.  Under it the
achievements with their discs, the end trigger and the decks.

Right: one mat per faction: ore, population, VP now, the supply columns A–E, the population
growth, ore production and automation tracks with their discs, and the faction's private
technologies (with their action spaces), colonies, events and achievements.

Every card is drawn by the app from the view's generated faces (``cards``); a stand-in card
(``standin``) carries a STAND-IN badge.

Object ids are the engine's (``desktop/games/bts/board.py``): ``slot:<S>``, ``area:<A>``,
``space:<id>``, ``guild:<id>``, ``mat:<seat>``, ``track:<seat>:food|ore|automation``, card ids
(achievements, colonies, events, private technologies, the cards drawn for a new slot).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from html import escape

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from desktop.engine.marks import M, P
from desktop.ui.games import LayoutContext
from desktop.ui.table.fit import draw_fitted
from desktop.ui.table.items import CardItem, TableItem, readable_on, register_item_type
from desktop.ui.table.spec import CardSpec, LabelSpec, PanelSpec, TableSpec, Zone

# -- words of the table ------------------------------------------------------------------------
STANDIN = M("bts.layout", "STAND-IN")
STANDIN_TIP = M("bts.layout", "Stand-in card: the app's own design until a card pack replaces it.")
TECH_BOARD = M("bts.layout", "Technology board")
BASIC = M("bts.layout", "Basic Spacefaring")
MAP = M("bts.layout", "Exploration board")
ACHIEVEMENTS = M("bts.layout", "Achievements")
LEVEL = {1: M("bts.layout", "Level I"), 2: M("bts.layout", "Level II"),
         3: M("bts.layout", "Level III"), 4: M("bts.layout", "Level IIII")}
KIND_LINE = M("bts.layout", "{level} · {types}")
EVENT_DOWN = M("bts.layout", "Event (face down)")
EVENT_DOWN_LINE = M("bts.layout", "Revealed and resolved when this space is first researched.")
EMPTY_SLOT = M("bts.layout", "Empty space")
EMPTY_LINE = M("bts.layout", "The first faction to research here draws its technology.")
NEEDS = M("bts.layout", "Needs: {slots}")
RESEARCHED_BY = M("bts.layout", "Researched by: {names}")
NOBODY = M("bts.layout", "nobody")
NOBODY_ACH = M("bts.layout", "none yet")
SPACE_FREE = M("bts.layout", "{action} — free")
SPACE_TAKEN = M("bts.layout", "{action} — {name}'s pawn is here")
SPACE_BONUS = M("bts.layout", "+1 ore on this space")
GUILD_LOCKED = M("bts.layout", "Locked (level-{level} guild)")
GUILD_OPEN = M("bts.layout", "Unlocked")
ROUND = M("bts.layout", "Round {round}")
TURN = M("bts.layout", "Turn: {name}")
FINAL_ROUND = M("bts.layout", "Final round: {round}")
END_COUNT = M("bts.layout", "Achievements claimed: {n} of {max} (the end trigger)")
DECKS = M("bts.layout", "Decks: II {d2} · III {d3} · IIII {d4} · systems A {a} · B {b}")
PACK_IN_USE = M("bts.layout", "A card pack replaces stand-ins")
STANDINS_IN_PLAY = P("bts.layout", "%n stand-in card(s) on the table", "", 1)
CLAIMS = M("bts.layout", "Claimed by: {names}")
NEXT_VP = M("bts.layout", "Next claim: {vp} VP")
ALL_TAKEN = M("bts.layout", "Every space is taken")
CONTROLLED_BY = M("bts.layout", "Controlled by {name}")
UNCONTROLLED = M("bts.layout", "Not controlled")
UNCONTROLLABLE = M("bts.layout", "Cannot be controlled")
STRENGTH_OF = M("bts.layout", "{name}: strength {n}, ships {levels}")
BASE_KIND = {"food": M("bts.layout", "population"), "ore": M("bts.layout", "ore")}
AREA_KIND = M("bts.layout", "Specialisation: {kind}")
SYSTEM_LINE = M("bts.layout", "⚔{strength} · {vp} VP")
NO_SYSTEM = M("bts.layout", "No system card")
MAT_TITLE = M("bts.layout", "{name} — {faction}")
MAT_STATS = M("bts.layout", "Ore {ore} · Population {pop} · VP now {vp}")
MAT_ACHIEVEMENTS = M("bts.layout", "Achievements: {names}")
SUPPLY = M("bts.layout", "Supply")
SUPPLY_TIP = M("bts.layout", "Supply columns A–E: {columns}")
TRACK_FOOD = M("bts.layout", "Population growth: +{n}")
TRACK_ORE = M("bts.layout", "Ore production: +{n}")
TRACK_AUTO = M("bts.layout", "Automation: level {n}")
TRACK_TIP = P("bts.layout", "%n disc(s) on this track", "", 1)
PRIVATE = M("bts.layout", "Private technology")
COLONY = M("bts.layout", "Colony")
EVENT = M("bts.layout", "Event")
ACHIEVEMENT = M("bts.layout", "Achievement")
SYSTEM = M("bts.layout", "System {deck}")
DRAWN = M("bts.layout", "Drawn: choose one")
REVEALED = M("bts.layout", "Events resolved")
YOU = M("bts.layout", "you")

TYPE_COLORS = {"scientific": "#2e86de", "economic": "#27ae60", "military": "#c0392b",
               "commercial": "#d4a017"}
EVENT_COLOR = "#6c3483"
SYSTEM_COLOR = "#1f618d"
ACH_COLOR = "#b9770e"
FREE_SPACE = "#dfe6e9"
TAKEN_SPACE = "#7f8c8d"
BADGE_COLOR = "#c0392b"

# -- geometry (card units) ---------------------------------------------------------------------
COL = 1.18            # tech column pitch
ROW = 1.86            # tech row pitch
SPACE = 0.3           # an action space
TREE_X, TREE_Y = 0.2, 0.45
GUILD_X = TREE_X + 6 * COL + 0.15
GUILD_W = 1.95
MAP_X, MAP_Y = GUILD_X + GUILD_W + 0.3, 0.45
AREA_W, AREA_H = 1.5, 1.18
MAP_W = 6.6
MAT_X = MAP_X + MAP_W + 0.3
MAT_W = 5.1
MAT_H = 3.1
WIDTH = MAT_X + MAT_W + 0.2
#: where each area sits on the map (its top-left corner, relative to the map)
AREA_POS = {
    "deep": (2.55, 0.35), "B1": (0.25, 1.75), "B2": (4.85, 1.75),
    "Y3": (0.0, 3.2), "A1": (1.65, 3.2), "A2": (3.45, 3.2), "Y4": (5.1, 3.2),
    "Y1": (0.85, 4.65), "Y2": (4.25, 4.65), "sol": (2.55, 6.05),
}
MAP_H = 7.45


def _fit_text(painter, rect, text, px, min_px, color, flags=Qt.AlignmentFlag.AlignCenter,
              bold=False, italic=False) -> None:
    draw_fitted(painter, rect, text, px, min_px, color, int(flags), bold, italic)


# -- the app's own item kinds ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class BtsCardSpec(CardSpec):
    """A card with a STAND-IN badge (``badge``: the translated word, "" for none)."""

    badge: str = ""


class BtsCardItem(CardItem):
    def paint_face(self, painter: QPainter, w: float, h: float) -> None:
        s: BtsCardSpec = self.spec
        if not (s.badge and s.face_up):
            CardItem.paint_face(self, painter, w, h)
            return
        self.spec = replace(s, kind=" ")
        try:
            CardItem.paint_face(self, painter, w, h)
        finally:
            self.spec = s
        u = self._unit
        y = u * 0.40
        pill = QRectF(u * 0.05, y + u * 0.02, u * 0.4, u * 0.16)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(BADGE_COLOR))
        painter.drawRoundedRect(pill, u * 0.04, u * 0.04)
        _fit_text(painter, pill.adjusted(u * 0.01, 0, -u * 0.01, 0), s.badge, u * 0.07,
                  u * 0.035, QColor("#ffffff"), bold=True)
        if s.kind:
            _fit_text(painter, QRectF(u * 0.48, y, w - u * 0.52, u * 0.2), s.kind, u * 0.065,
                      u * 0.04, QColor("#555555"), italic=True)


@dataclass(frozen=True, slots=True)
class SpaceSpec:
    """An action space: free (light, ``label`` on it) or taken (grey, the pawn on it)."""

    id: str
    label: str = ""
    pawn: str | None = None
    rule: str | None = None
    tooltip: str = ""

    def size(self) -> tuple[float, float]:
        return SPACE, SPACE


class SpaceItem(TableItem):
    def paint_item(self, painter: QPainter, w: float, h: float) -> None:
        s: SpaceSpec = self.spec
        u = self._unit
        ground = QColor(TAKEN_SPACE if s.pawn else FREE_SPACE)
        painter.setPen(QPen(ground.darker(170), u * 0.015))
        painter.setBrush(ground)
        painter.drawRoundedRect(QRectF(0, 0, w, h), u * 0.05, u * 0.05)
        if s.pawn:
            c = QColor(s.pawn)
            painter.setPen(QPen(c.darker(180), u * 0.015))
            painter.setBrush(c)
            painter.drawEllipse(QRectF(w * 0.18, h * 0.18, w * 0.64, h * 0.64))
        elif s.label:
            _fit_text(painter, QRectF(0, 0, w, h), s.label, u * 0.1, u * 0.05,
                      QColor("#222222"), bold=True)


@dataclass(frozen=True, slots=True)
class AreaSpec:
    """An area of the exploration map."""

    id: str
    title: str = ""
    # second line: the system's name (or the area's specialisation)
    subtitle: str = ""
    # third line: strength and VP of its system
    detail: str = ""
    # the base disc: (colour, letter) or None
    base: tuple[str, str] | None = None
    # the ships: (colour, levels) per faction
    ships: tuple[tuple[str, tuple[int, ...]], ...] = ()
    color: str = "#17202a"
    badge: str = ""
    rule: str | None = None
    tooltip: str = ""

    def size(self) -> tuple[float, float]:
        return AREA_W, AREA_H


class AreaItem(TableItem):
    def paint_item(self, painter: QPainter, w: float, h: float) -> None:
        s: AreaSpec = self.spec
        u = self._unit
        ground = QColor(s.color)
        painter.setPen(QPen(ground.lighter(190), u * 0.02))
        painter.setBrush(ground)
        painter.drawRoundedRect(QRectF(0, 0, w, h), u * 0.1, u * 0.1)
        ink = readable_on(ground)
        pad = u * 0.06
        _fit_text(painter, QRectF(pad, pad * 0.5, w - 2 * pad - u * 0.28, u * 0.2), s.title,
                  u * 0.1, u * 0.055, ink, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                  bold=True)
        y = u * 0.22
        if s.subtitle:
            _fit_text(painter, QRectF(pad, y, w - 2 * pad, u * 0.17), s.subtitle, u * 0.085,
                      u * 0.05, QColor("#f7dc6f"),
                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, bold=True)
        y += u * 0.17
        if s.detail:
            _fit_text(painter, QRectF(pad, y, w - 2 * pad, u * 0.15), s.detail, u * 0.08,
                      u * 0.05, ink, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if s.badge:
            pill = QRectF(w - u * 0.5, y + u * 0.01, u * 0.44, u * 0.14)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(BADGE_COLOR))
            painter.drawRoundedRect(pill, u * 0.03, u * 0.03)
            _fit_text(painter, pill, s.badge, u * 0.065, u * 0.03, QColor("#ffffff"), bold=True)
        if s.base is not None:
            color, letter = s.base
            d = QRectF(w - u * 0.27, u * 0.03, u * 0.22, u * 0.22)
            c = QColor(color)
            painter.setPen(QPen(c.darker(170), u * 0.015))
            painter.setBrush(c)
            painter.drawEllipse(d)
            _fit_text(painter, d, letter, u * 0.09, u * 0.05, readable_on(c), bold=True)
        # ships: one row per faction, a cube per ship showing its level
        cube = u * 0.17
        y = u * 0.58
        for color, levels in s.ships:
            x = pad
            c = QColor(color)
            for lv in levels:
                if x + cube > w - pad:
                    break
                painter.setPen(QPen(c.darker(180), u * 0.012))
                painter.setBrush(c)
                painter.drawRect(QRectF(x, y, cube, cube))
                _fit_text(painter, QRectF(x, y, cube, cube), str(lv), u * 0.1, u * 0.05,
                          readable_on(c), bold=True)
                x += cube + u * 0.03
            y += cube + u * 0.03
            if y + cube > h:
                break


@dataclass(frozen=True, slots=True)
class LinksSpec:
    """A board's ground with lines between points (routes of the map, the tree's
    prerequisites), in card units relative to the board."""

    id: str
    title: str = ""
    width: float = 4.0
    height: float = 4.0
    links: tuple[tuple[float, float, float, float], ...] = ()
    color: str = "#0b1526"
    line: str = "#5d6d7e"
    rule: str | None = None
    tooltip: str = ""

    def size(self) -> tuple[float, float]:
        return self.width, self.height


class LinksItem(TableItem):
    def __init__(self, spec, unit):
        super().__init__(spec, unit)
        self.setAcceptHoverEvents(bool(spec.rule or spec.tooltip))

    def paint_item(self, painter: QPainter, w: float, h: float) -> None:
        s: LinksSpec = self.spec
        u = self._unit
        c = QColor(s.color)
        painter.setPen(QPen(c.lighter(200), u * 0.02))
        painter.setBrush(c)
        painter.drawRoundedRect(QRectF(0, 0, w, h), u * 0.1, u * 0.1)
        _fit_text(painter, QRectF(u * 0.1, u * 0.02, w - u * 0.2, u * 0.28), s.title, u * 0.12,
                  u * 0.07, QColor("#d6eaf8"),
                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, bold=True)
        painter.setPen(QPen(QColor(s.line), u * 0.03, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap))
        for x1, y1, x2, y2 in s.links:
            painter.drawLine(QPointF(x1 * u, y1 * u), QPointF(x2 * u, y2 * u))


@dataclass(frozen=True, slots=True)
class MatSpec:
    """The head of a faction mat: name and faction, ore, population, VP now, supply A–E."""

    id: str
    title: str = ""
    stats: str = ""
    supply: tuple[int, ...] = ()
    supply_title: str = ""
    color: str = "#888888"
    you: bool = False
    rule: str | None = None
    tooltip: str = ""

    def size(self) -> tuple[float, float]:
        return 2.45, MAT_H - 0.45


class MatItem(TableItem):
    def paint_item(self, painter: QPainter, w: float, h: float) -> None:
        s: MatSpec = self.spec
        u = self._unit
        c = QColor(s.color)
        ground = QColor("#1c2833")
        painter.setPen(QPen(c, u * (0.05 if s.you else 0.03)))
        painter.setBrush(ground)
        painter.drawRoundedRect(QRectF(0, 0, w, h), u * 0.08, u * 0.08)
        pad = u * 0.08
        _fit_text(painter, QRectF(pad, pad * 0.5, w - 2 * pad, u * 0.42), s.title, u * 0.13,
                  u * 0.07, c.lighter(130), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                  bold=True)
        _fit_text(painter, QRectF(pad, u * 0.46, w - 2 * pad, u * 0.4), s.stats, u * 0.11,
                  u * 0.06, QColor("#f0f0f0"),
                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        _fit_text(painter, QRectF(pad, u * 0.88, w - 2 * pad, u * 0.18), s.supply_title,
                  u * 0.09, u * 0.05, QColor("#bdc3c7"),
                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        cols = max(1, len(s.supply))
        cw = (w - 2 * pad) / cols
        top = u * 1.08
        cube = min(cw * 0.6, u * 0.2)
        for k, n in enumerate(s.supply):
            x = pad + k * cw
            box = QRectF(x + u * 0.02, top, cw - u * 0.04, h - top - pad)
            painter.setPen(QPen(QColor("#566573"), u * 0.012))
            painter.setBrush(QColor("#273746"))
            painter.drawRoundedRect(box, u * 0.04, u * 0.04)
            _fit_text(painter, QRectF(box.left(), box.bottom() - u * 0.2, box.width(), u * 0.2),
                      f"{'ABCDE'[k] if k < 5 else k} {n}", u * 0.08, u * 0.05,
                      QColor("#f0f0f0"), bold=True)
            painter.setPen(QPen(c.darker(170), u * 0.01))
            painter.setBrush(c)
            for j in range(n):
                cy = box.bottom() - u * 0.24 - (j + 1) * (cube * 0.75)
                if cy < box.top():
                    break
                painter.drawRect(QRectF(box.center().x() - cube / 2, cy, cube, cube * 0.7))


@dataclass(frozen=True, slots=True)
class DiscTrackSpec:
    """A track of ``spaces`` with ``discs`` on it (from the right: a production track whose
    uncovered spaces produce; from the left: the automation track)."""

    id: str
    title: str = ""
    spaces: int = 8
    discs: int = 0
    from_left: bool = False
    color: str = "#888888"
    ground: str = "#2b2b36"
    rule: str | None = None
    tooltip: str = ""

    def size(self) -> tuple[float, float]:
        return 2.55, 0.5


class DiscTrackItem(TableItem):
    def paint_item(self, painter: QPainter, w: float, h: float) -> None:
        s: DiscTrackSpec = self.spec
        u = self._unit
        painter.setPen(QPen(QColor("#1a1a1a"), u * 0.012))
        painter.setBrush(QColor(s.ground))
        painter.drawRoundedRect(QRectF(0, 0, w, h), u * 0.05, u * 0.05)
        _fit_text(painter, QRectF(u * 0.05, 0, w - u * 0.1, u * 0.2), s.title, u * 0.085,
                  u * 0.05, readable_on(QColor(s.ground)),
                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, bold=True)
        n = max(1, s.spaces)
        step = (w - u * 0.1) / n
        d = min(step * 0.8, u * 0.24)
        c = QColor(s.color)
        for k in range(n):
            r = QRectF(u * 0.05 + k * step + (step - d) / 2, u * 0.22, d, d)
            covered = k < s.discs if s.from_left else k >= n - s.discs
            painter.setPen(QPen(QColor("#555555"), u * 0.01))
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawEllipse(r)
            if covered:
                painter.setPen(QPen(c.darker(170), u * 0.012))
                painter.setBrush(c)
                painter.drawEllipse(r.adjusted(u * 0.01, u * 0.01, -u * 0.01, -u * 0.01))


register_item_type(BtsCardSpec, BtsCardItem)
register_item_type(SpaceSpec, SpaceItem)
register_item_type(AreaSpec, AreaItem)
register_item_type(LinksSpec, LinksItem)
register_item_type(MatSpec, MatItem)
register_item_type(DiscTrackSpec, DiscTrackItem)


# -- helpers -----------------------------------------------------------------------------------
def _names(ctx, seats) -> str:
    return ", ".join(ctx.name(i) for i in seats) or ctx.tr(NOBODY())


def _card(ctx, cid: str, face: dict, oid: str | None = None, kind: str = "",
          markers=(), tip: str = "", rule: str | None = None) -> BtsCardSpec:
    tr = ctx.tr
    k = face.get("kind")
    if k == "tech":
        types = face.get("types") or []
        frame = TYPE_COLORS.get(types[0], "#6b7b8c") if types else "#6b7b8c"
        kind = kind or tr(KIND_LINE(level=tr(LEVEL[face["level"]]()),
                                   types=tr(face.get("types_text", ""))))
        rule = rule or "bts.tech.actions"
    elif k == "event":
        frame, kind = EVENT_COLOR, kind or tr(EVENT())
        rule = rule or "bts.event.reveal"
    elif k == "system":
        frame = SYSTEM_COLOR
        kind = kind or tr(SYSTEM(deck=face.get("deck", "")))
        rule = rule or "bts.colonise.strength"
    else:
        frame, kind = ACH_COLOR, kind or tr(ACHIEVEMENT())
        rule = rule or "bts.achievement.vp"
    vp = face.get("vp")
    vp_text = "/".join(str(v) for v in vp) if isinstance(vp, list) else (str(vp) if vp else None)
    lines = tuple(tr(x) for x in face.get("lines", ()))
    badge = tr(STANDIN()) if face.get("standin") else ""
    tips = [tr(face["name"])] + list(lines)
    if tip:
        tips.append(tip)
    if badge:
        tips.append(tr(STANDIN_TIP()))
    spec = BtsCardSpec(oid or cid, tr(face["name"]), frame=frame, vp=vp_text, lines=lines,
                       kind=kind, rule=rule, markers=tuple(markers), tooltip="\n".join(tips),
                       badge=badge)
    if not badge and lines and not card_fits(spec)["lines"]:
        # a long text (Russian, Polish) takes the kind line's room; the tooltip keeps it
        spec = replace(spec, kind="")
    return spec


def _spaces(ctx, view, ids, label_of=None, action: str = "", rule: str | None = None,
            bonus=()) -> list[SpaceSpec]:
    tr = ctx.tr
    occupied = view.get("occupied", {})
    out = []
    for sid in ids:
        who = occupied.get(sid)
        tip = (tr(SPACE_TAKEN(action=action, name=ctx.name(who))) if who is not None
               else tr(SPACE_FREE(action=action)))
        label = "+1" if sid in bonus else ""
        if sid in bonus:
            tip += "\n" + tr(SPACE_BONUS())
        out.append(SpaceSpec(f"space:{sid}", label, ctx.color(who) if who is not None else None,
                             rule=rule, tooltip=tip))
    return out


def _slot_x(slot: str, level: int) -> float:
    k = int(slot.lstrip("IV"))
    if level == 1:
        return TREE_X + (6 * COL - 4 * COL) / 2 + k * COL
    if level == 4:
        return TREE_X + (2 * k + 0.5) * COL
    return TREE_X + k * COL


def _slot_y(level: int) -> float:
    return TREE_Y + (4 - level) * ROW


# -- the layout --------------------------------------------------------------------------------
def layout(view: dict, seat: int | None, ctx) -> TableSpec:
    tr = ctx.tr
    players = view.get("players", [])
    cards = view.get("cards", {})
    zones: list[Zone] = []

    # -- the technology board ------------------------------------------------------------------
    tech = view.get("tech", {})
    centres = {}
    for sl, t in tech.items():
        lv = t["level"]
        centres[sl] = (_slot_x(sl, lv) + 0.5, _slot_y(lv) + 0.7)
    links = []
    for sl, t in tech.items():
        for pre in t.get("prerequisites", ()):
            if pre in centres:
                (x1, y1), (x2, y2) = centres[sl], centres[pre]
                links.append((x1 - TREE_X + 0.1, y1 - TREE_Y + 0.3, x2 - TREE_X + 0.1,
                              y2 - TREE_Y + 0.3))
    bs_y = _slot_y(1) + ROW
    tree_h = bs_y + 1.45 - TREE_Y + 0.3
    zones.append(Zone("tree-ground", "row", TREE_X - 0.1, TREE_Y - 0.3, [LinksSpec(
        "techboard", tr(TECH_BOARD()), GUILD_X + GUILD_W - TREE_X + 0.2, tree_h,
        tuple(links), color="#14202e", line="#34495e", rule="bts.board.tree")]))
    for sl, t in tech.items():
        lv = t["level"]
        x, y = _slot_x(sl, lv), _slot_y(lv)
        res = t.get("researchers", [])
        marks = [(ctx.color(i), ctx.name(i)[:1]) for i in res]
        needs = [p for p in t.get("prerequisites", ())]
        tip = tr(RESEARCHED_BY(names=_names(ctx, res)))
        if needs:
            tip += "\n" + tr(NEEDS(slots=", ".join(needs)))
        card = t.get("card")
        if card and card in cards:
            spec = _card(ctx, card, cards[card], f"slot:{sl}", markers=marks, tip=tip)
        elif t.get("event_face_down"):
            spec = BtsCardSpec(f"slot:{sl}", tr(EVENT_DOWN()), frame="#4a235a",
                               kind=tr(LEVEL[lv]()), lines=(tr(EVENT_DOWN_LINE()),),
                               rule="bts.event.reveal", markers=tuple(marks),
                               tooltip=tr(EVENT_DOWN()) + "\n" + tip)
        else:
            spec = BtsCardSpec(f"slot:{sl}", tr(EMPTY_SLOT()), frame="#5d6d7e",
                               kind=tr(LEVEL[lv]()), lines=(tr(EMPTY_LINE()),),
                               rule="bts.tech.first_chooses", markers=tuple(marks),
                               tooltip=tr(EMPTY_SLOT()) + "\n" + tip)
        zones.append(Zone(f"slot-{sl}", "row", x, y, [spec]))
        sp = t.get("spaces", [])
        if sp:
            name = tr(cards[card]["name"]) if card in cards else ""
            zones.append(Zone(f"slot-spaces-{sl}", "row", x, y + 1.43,
                              _spaces(ctx, view, [s for s, _a in sp], action=name,
                                      rule="bts.tech.actions"), gap=0.04))
    # Basic Spacefaring, under level I
    zones.append(Zone("basic-title", "row", TREE_X, bs_y - 0.2,
                      [LabelSpec("basic", tr(BASIC()), width=3.0, bold=True,
                                 rule="bts.basic.research")]))
    bw = (6 * COL + GUILD_W + 0.15 - 0.1 * 3) / 4
    rules = {"bs.research1": "bts.basic.research", "bs.research2": "bts.basic.research",
             "bs.build_jump": "bts.basic.build_jump", "bs.grow": "bts.basic.grow"}
    for k, row in enumerate(view.get("basic", [])):
        x = TREE_X + k * (bw + 0.1)
        rule = rules.get(row["id"], "bts.basic.research")
        zones.append(Zone(f"basic-{row['id']}", "row", x, bs_y + 0.1, [PanelSpec(
            f"row:{row['id']}", tr(row["name"]), (tr(row["text"]),), width=bw, height=0.82,
            color="#1b4f72", rule=rule, font_size=0.085,
            tooltip=tr(row["name"]) + "\n" + tr(row["text"]))]))
        zones.append(Zone(f"basic-spaces-{row['id']}", "row", x + 0.05, bs_y + 0.97,
                          _spaces(ctx, view, row["spaces"], action=tr(row["name"]), rule=rule,
                                  bonus=set(row.get("bonus_spaces", ()))), gap=0.04))
    # the guild tiles: level 2 above level 1
    gy = TREE_Y
    for g in sorted(view.get("guilds", []), key=lambda g: -g["level"]):
        lock = tr(GUILD_OPEN()) if g["unlocked"] else tr(GUILD_LOCKED(level=g["level"]))
        zones.append(Zone(f"guild-{g['id']}", "row", GUILD_X, gy, [PanelSpec(
            f"guild:{g['id']}", tr(g["name"]), (lock, tr(g.get("text", ""))), width=GUILD_W,
            height=1.3, color="#4d5656" if not g["unlocked"] else "#145a32",
            accent="#e74c3c" if not g["unlocked"] else "#82e0aa", font_size=0.085,
            rule=f"bts.guild.{g['id'].split('.', 1)[-1]}",
            tooltip=tr(g["name"]) + "\n" + lock + "\n" + tr(g.get("text", "")))]))
        if g["unlocked"]:
            zones.append(Zone(f"guild-spaces-{g['id']}", "row", GUILD_X + 0.05, gy + 1.34,
                              _spaces(ctx, view, g.get("spaces", []), action=tr(g["name"]),
                                      rule=f"bts.guild.{g['id'].split('.', 1)[-1]}"), gap=0.04))
        gy += 1.75

    # -- the exploration map ---------------------------------------------------------------------
    areas = view.get("areas", {})
    routes = set()
    for a, info in areas.items():
        for b in info.get("adjacent", ()):
            if a in AREA_POS and b in AREA_POS:
                routes.add(tuple(sorted((a, b))))
    links = []
    for a, b in sorted(routes):
        (xa, ya), (xb, yb) = AREA_POS[a], AREA_POS[b]
        links.append((xa + AREA_W / 2, ya + AREA_H / 2, xb + AREA_W / 2, yb + AREA_H / 2))
    zones.append(Zone("map-ground", "row", MAP_X, MAP_Y - 0.3, [LinksSpec(
        "map", tr(MAP()), MAP_W, MAP_H, tuple(links), rule="bts.map.graph")]))
    for a, info in areas.items():
        if a not in AREA_POS:
            continue
        x, y = AREA_POS[a]
        zones.append(Zone(f"area-{a}", "row", MAP_X + x, MAP_Y - 0.3 + y,
                          [_area(ctx, a, info, players, cards)]))

    # -- achievements, the end trigger, decks -----------------------------------------------------
    ay = MAP_Y - 0.3 + MAP_H + 0.15
    achs = []
    for a in view.get("achievements", []):
        face = cards.get(a["id"], {"kind": "achievement", "name": a["name"], "vp": a["vp"],
                                   "standin": a.get("standin"), "lines": ()})
        claims = a.get("claims", [])
        marks = [(ctx.color(i), ctx.name(i)[:1]) for i in claims]
        nxt = (tr(NEXT_VP(vp=a["vp"][len(claims)])) if len(claims) < len(a["vp"])
               else tr(ALL_TAKEN()))
        tip = tr(CLAIMS(names=_names(ctx, claims))) + "\n" + nxt
        spec = _card(ctx, a["id"], face, markers=marks, tip=tip, rule="bts.achievement.vp")
        achs.append(replace(spec, vp=str(a["vp"][len(claims)]) if len(claims) < len(a["vp"])
                            else "–"))
    zones.append(Zone("achievements", "row", MAP_X, ay + 0.25, achs, gap=0.1))
    zones.append(Zone("achievements-title", "row", MAP_X, ay,
                      [LabelSpec("achievements-label", tr(ACHIEVEMENTS()), width=2.5, bold=True,
                                 rule="bts.achievement.limited")]))
    info_lines = []
    turn = view.get("turn")
    info_lines.append(tr(TURN(name=ctx.name(turn))) if turn is not None else "")
    if view.get("final_round"):
        info_lines.append(tr(FINAL_ROUND(round=view["final_round"])))
    info_lines.append(tr(END_COUNT(n=view.get("achievements_claimed", 0),
                                   max=view.get("end_after", 0))))
    d, sd = view.get("decks", {}), view.get("system_decks", {})
    info_lines.append(tr(DECKS(d2=d.get("2", 0), d3=d.get("3", 0), d4=d.get("4", 0),
                               a=sd.get("A", 0), b=sd.get("B", 0))))
    used = view.get("standins_used", [])
    if view.get("pack"):
        info_lines.append(tr(PACK_IN_USE()))
    if used:
        info_lines.append(tr(STANDINS_IN_PLAY(n=len(used))))
    ax = MAP_X + len(achs) * 1.1 + 0.05
    zones.append(Zone("info", "row", ax, ay + 0.25, [PanelSpec(
        "info", tr(ROUND(round=view.get("round", 1))), tuple(x for x in info_lines if x),
        width=max(1.2, MAP_X + MAP_W - ax), height=1.4, color="#212f3d", font_size=0.085,
        rule="bts.end.trigger")]))

    # drawn technologies (a new slot's choice) or the events resolved, under the tree
    drawn = _drawn_cards(ctx)
    dy = bs_y + 1.4
    if drawn:
        zones.append(Zone("drawn-title", "row", TREE_X, dy, [LabelSpec(
            "drawn-label", tr(DRAWN()), width=3.0, bold=True, color="#f7dc6f",
            rule="bts.tech.draw")]))
        zones.append(Zone("drawn", "row", TREE_X, dy + 0.3, drawn, gap=0.1))
    else:
        done = [_card(ctx, e, cards[e]) for e in view.get("events_revealed", []) if e in cards]
        if done:
            zones.append(Zone("revealed-title", "row", TREE_X, dy, [LabelSpec(
                "revealed-label", tr(REVEALED()), width=3.0, bold=True,
                rule="bts.event.reveal")]))
            zones.append(Zone("revealed", "fan", TREE_X, dy + 0.3, done, width=6 * COL + 1.5))

    # -- the faction mats ---------------------------------------------------------------------------
    for p in players:
        zones.extend(_mat(ctx, view, p, seat, cards))
    bottom_tree = dy + (1.75 if (drawn or view.get("events_revealed")) else 0.1)
    height = max(bottom_tree, ay + 1.75, MAT_Y + len(players) * MAT_H + 0.1, TREE_Y + tree_h)
    for z in zones:  # a tooltip of several lines as rich text (learning mode appends a rule)
        z.items = [replace(it, tooltip=_html(it.tooltip)) if "\n" in it.tooltip else it
                   for it in z.items]
    return TableSpec(zones, width=WIDTH, height=height)


def _html(text: str) -> str:
    return "<br>".join(escape(line, quote=False) for line in text.split("\n"))


MAT_Y = 0.15


def _area(ctx, a: str, info: dict, players, cards) -> AreaSpec:
    tr = ctx.tr
    title = tr(info.get("name", a))
    who = info.get("controller", -1)
    base = None
    kind = info.get("kind")
    if info.get("base"):
        letter = tr(BASE_KIND.get(info["base"], BASE_KIND["ore"])())[:1].upper()
        base = (ctx.color(who) if who is not None and who >= 0 else "#95a5a6", letter)
    ships = []
    tips = [title]
    for p in players:
        lv = p.get("ships", {}).get(a)
        if lv:
            ships.append((ctx.color(p["seat"]), tuple(sorted(lv, reverse=True))))
            tips.append(tr(STRENGTH_OF(name=ctx.name(p["seat"]), n=p.get("strength", {}).get(a, 0),
                                       levels=", ".join(str(x) for x in sorted(lv)))))
    if a in ("sol", "deep"):
        tips.insert(1, tr(UNCONTROLLABLE()))
    elif who is not None and who >= 0:
        tips.insert(1, tr(CONTROLLED_BY(name=ctx.name(who))))
    else:
        tips.insert(1, tr(UNCONTROLLED()))
    subtitle = detail = ""
    badge = ""
    rule = "bts.map.control" if a not in ("sol", "deep") else "bts.map.uncontrollable"
    sys_id = info.get("system")
    if sys_id and sys_id in cards:
        face = cards[sys_id]
        subtitle = tr(face["name"])
        vp = "≤7" if face.get("vp_formula") else face.get("vp", 0)
        detail = tr(SYSTEM_LINE(strength=face.get("strength", 0), vp=vp))
        tips += [subtitle] + [tr(x) for x in face.get("lines", ())]
        if face.get("standin"):
            badge = tr(STANDIN())
            tips.append(tr(STANDIN_TIP()))
        rule = "bts.colonise.strength"
    elif a in ("A1", "A2", "B1", "B2"):
        subtitle = tr(NO_SYSTEM())
    elif kind:
        subtitle = tr(AREA_KIND(kind=tr(BASE_KIND[kind]())))
    if kind and sys_id:
        tips.append(tr(AREA_KIND(kind=tr(BASE_KIND[kind]()))))
    color = {"sol": "#7e5109", "deep": "#1b2631"}.get(a, "#154360" if a.startswith("Y")
                                                      else "#4a235a")
    return AreaSpec(f"area:{a}", title, subtitle, detail, base, tuple(ships), color=color,
                    badge=badge, rule=rule, tooltip="\n".join(tips))


def _drawn_cards(ctx) -> list[BtsCardSpec]:
    """The technologies drawn for a new slot, while their owner chooses one (the options'
    own targets: card ids that are not on the table)."""
    d = ctx.decision
    if d is None:
        return []
    out = []
    for o in getattr(d, "options", ()):
        own = [t for t in o.targets if not t.startswith(("slot:", "space:", "area:", "mat:",
                                                          "track:", "guild:"))]
        if not own or not own[0].startswith("t"):
            continue
        data = o.data or {}
        if o.targets[-1].startswith("slot:") and len(o.targets) == 2 and o.targets[0] == own[0]:
            types = data.get("types", [])
            frame = TYPE_COLORS.get(types[0], "#6b7b8c") if types else "#6b7b8c"
            badge = ctx.tr(STANDIN()) if data.get("standin") else ""
            out.append(BtsCardSpec(own[0], ctx.tr(o.label), frame=frame, badge=badge,
                                   rule="bts.tech.draw", tooltip=ctx.tr(o.label)))
    return out


def _mat(ctx, view, p: dict, seat, cards) -> list[Zone]:
    tr = ctx.tr
    i = p["seat"]
    x, y = MAT_X, MAT_Y + i * MAT_H
    name = ctx.name(i)
    title = tr(MAT_TITLE(name=name, faction=tr(p.get("faction_name", ""))))
    if seat == i:
        title += " · " + tr(YOU())
    supply = tuple(p.get("supply", ()))
    names = [tr(cards[a]["name"]) for a in p.get("achievements", []) if a in cards]
    achieved = tr(MAT_ACHIEVEMENTS(names=", ".join(names) or tr(NOBODY_ACH())))
    stats = tr(MAT_STATS(ore=p.get("ore", 0), pop=p.get("population", 0),
                         vp=p.get("vp_projection", 0)))
    if names:
        stats += " · " + "★" * len(names)
    zones = [Zone(f"mat-{i}", "row", x, y, [MatSpec(
        f"mat:{i}", title, stats,
        supply, tr(SUPPLY()), ctx.color(i), seat == i, rule="bts.supply.columns",
        tooltip="\n".join((title, tr(SUPPLY_TIP(columns=" · ".join(
            f"{'ABCDE'[k]} {n}" for k, n in enumerate(supply)))), achieved)))])]
    tracks = [
        DiscTrackSpec(f"track:{i}:food", tr(TRACK_FOOD(n=p.get("growth", 0))), 8,
                      p.get("food_track", 0), False, ctx.color(i), "#1e4d2b",
                      rule="bts.production.growth",
                      tooltip=tr(TRACK_TIP(n=p.get("food_track", 0)))),
        DiscTrackSpec(f"track:{i}:ore", tr(TRACK_ORE(n=p.get("ore_output", 0))), 8,
                      p.get("ore_track", 0), False, ctx.color(i), "#4d4d4d",
                      rule="bts.production.ore",
                      tooltip=tr(TRACK_TIP(n=p.get("ore_track", 0)))),
        DiscTrackSpec(f"track:{i}:automation", tr(TRACK_AUTO(n=p.get("automation", 0))), 8,
                      p.get("automation", 0), True, ctx.color(i), "#4a235a",
                      rule="bts.automation.track",
                      tooltip=tr(TRACK_TIP(n=p.get("automation", 0)))),
    ]
    for k, t in enumerate(tracks):
        zones.append(Zone(f"track-{i}-{k}", "row", x + 2.5, y + k * 0.53, [t]))
    # the faction's cards: private technologies (with spaces), colonies, events, achievements
    own = []
    for c in p.get("private", []):
        if c in cards:
            own.append(_card(ctx, c, cards[c], kind=tr(PRIVATE()), rule="bts.tech.private"))
    for c in p.get("colonies", []):
        if c in cards:
            own.append(_card(ctx, c, cards[c], kind=tr(COLONY()), rule="bts.score.colonies"))
    for c in p.get("events", []):
        if c in cards:
            own.append(_card(ctx, c, cards[c], rule="bts.score.events"))
    zones.append(Zone(f"cards-{i}", "fan", x + 2.5, y + 1.62, own, width=MAT_W - 2.5,
                      gap=0.06))
    spaces = []
    for c, sp in p.get("private_spaces", {}).items():
        name = tr(cards[c]["name"]) if c in cards else c
        spaces += _spaces(ctx, view, [s for s, _a in sp], action=name, rule="bts.tech.private")
    if spaces:
        zones.append(Zone(f"private-spaces-{i}", "row", x + 0.05, y + MAT_H - 0.41, spaces,
                          gap=0.04))
    return zones


# -- do the faces fit (tests, every language) ----------------------------------------------------
FIT_UNIT = 72.0
#: the smallest text sizes a face may shrink to, in card units (hover enlarges 1.7x)
TITLE_MIN, BODY_MIN = 0.06, 0.045


def card_fits(spec: CardSpec, u: float = FIT_UNIT) -> dict[str, bool]:
    """Whether the title and the lines of a card face fit their boxes (CardItem's geometry)."""
    from desktop.ui.table.fit import fit_px

    w, h = u, u * 1.4
    title_w = w - u * 0.14 - (u * 0.29 if spec.cost else 0)
    out = {"title": fit_px(spec.title, title_w, u * 0.34, u * 0.095, u * TITLE_MIN,
                           bold=True)[1]}
    y = u * 0.40 + (u * 0.2 if spec.kind else 0)
    out["lines"] = fit_px("\n".join(spec.lines), w - u * 0.14, h - y - u * 0.38, u * 0.078,
                          u * BODY_MIN)[1]
    return out


def cards_that_do_not_fit(tr) -> list[tuple[str, dict]]:
    """Every card of the box whose face does not fit, with ``tr`` translating (tests)."""
    from desktop.games.bts.cards import base
    from desktop.games.bts.texts import card_face

    ctx = LayoutContext("bts", ["Ana", "Bo", "Cy", "Di"], tr)
    c = base()
    bad = []
    for table in (c.techs, c.events, c.systems, c.achievements):
        for cid, card in table.items():
            spec = _card(ctx, cid, card_face(card))
            fits = card_fits(spec)
            if not all(fits.values()):
                bad.append((spec.title, {k: v for k, v in fits.items() if not v}))
    return bad
