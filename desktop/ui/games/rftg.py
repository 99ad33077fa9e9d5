"""Race for the Galaxy: the table.

Top: the round, the VP pool and the piles; the phase strip (which phases run this round, who
chose each, the current one lit); the goals in play (who holds each and everyone's progress
toward the minimum).  Then the other seats, compact (their tableaux with goods, VP chips,
military, hand size).  Then the seat in view, large: its tableau with goods, its action cards
and its hand (only ever the seat in view's own hand: behind the hot-seat curtain the view has
no hand at all).  The solitaire game adds the robot's mat; the drafting variant the pack.

Cards are drawn by the app from the card data (``desktop.games.rftg.cards``): frame colour by
type and good kind (military worlds have a red border and their defence in a red disc), cost
or defence, printed VP ("?" for six-cost developments), keywords, and every power as a drawn
phase icon (I-V) with a short text generated from its data in the UI language.  Hovering a
card shows it large with the model's full power texts and the six-cost scoring; in learning
mode its tooltip adds the rule.

Object ids are the model's (``desktop/games/rftg/__init__.py``): ``card:<i>``, ``good:<i>``,
``seat:<n>``, ``goal:<id>``, ``action:<seat>:<action>``; decision options target them, so
they glow and can be clicked; the solitaire mat uses the model's ``robot*``, ``space:<i>``,
``die:<k>`` and ``counter:<area>`` ids.  Layout-only ids: ``phase:<phase>`` (the phase strip),
``info:*`` (round, pool, piles) and the zone titles ``zone:*``.

Speed: every item is drawn once per look into a pixmap shared through ``QPixmapCache`` (a card
face is the same for every copy and every seat), so a change of the seat in view is mostly
blits; card specs are memoised, so the scene's change check is an identity test.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen,
                           QPixmap, QPixmapCache, QPolygonF)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from desktop.engine.marks import M, P
from desktop.engine.protocol import Msg
from desktop.games.rftg import msgs as rg
from desktop.games.rftg.cards import deck as card_deck
from desktop.games.rftg.rules import DESIGN
from desktop.ui.table.items import TableItem, font, readable_on, register_item_type
from desktop.ui.table.spec import LabelSpec, TableSpec, Zone

# -- colours ---------------------------------------------------------------------------------
KIND_COLORS = {"novelty": "#7cc6ec", "rare": "#8b5a2b", "gene": "#3f9e4d", "alien": "#f0c419"}
DEV_COLOR = "#6a5f9e"
PLAIN_WORLD = "#8d969e"
MILITARY_RED = "#c0392b"
PAPER = "#f7f3e8"
PHASE_COLORS = {1: "#2f7fc1", 2: "#7d57b0", 3: "#2f8f5b", 4: "#c8901a", 5: "#c2562a"}
PHASE_NO = {"explore": 1, "develop": 2, "settle": 3, "consume": 4, "produce": 5}

# -- words of the layout ----------------------------------------------------------------------
KIND_SHORT = {"novelty": M("rftg.layout", "Novelty"), "rare": M("rftg.layout", "Rare"),
              "gene": M("rftg.layout", "Genes"), "alien": M("rftg.layout", "Alien")}
ANY_KIND = M("rftg.layout", "any")
POWER_WORD = {"explore": M("rftg.layout", "Explore"), "trade": M("rftg.layout", "Trade"),
              "consume": M("rftg.layout", "Consume")}
DEVELOPMENT = M("rftg.layout", "Development")
SIX_DEVELOPMENT = M("rftg.layout", "6-cost development")
WORLD = M("rftg.layout", "World")
KIND_WORLD = M("rftg.layout", "{kind} world")
WINDFALL = M("rftg.layout", "{kind} windfall")
MILITARY = M("rftg.layout", "Military")
MILITARY_KIND = M("rftg.layout", "Military · {kind}")
START_WORLD = M("rftg.layout", "Start world {number}")

# short power texts on the card face (the hover shows the model's full texts)
_SHORT = {
    ("explore", "draw"): M("rftg.layout", "Draw +{n}"),
    ("explore", "keep"): M("rftg.layout", "Keep +{n}"),
    ("develop", "reduce"): M("rftg.layout", "Cost −{n}"),
    ("develop", "draw"): M("rftg.layout", "Draw {n} first"),
    ("develop", "draw_after"): M("rftg.layout", "Draw {n} after"),
    ("settle", "military"): M("rftg.layout", "{sign}{n} ⚔"),
    ("settle", "reduce"): M("rftg.layout", "Cost −{n}"),
    ("settle", "discard_settle_free"): M("rftg.layout", "Discard: free world"),
    ("settle", "discard_military"): M("rftg.layout", "Discard: +{n} ⚔"),
    ("settle", "pay_military"): M("rftg.layout", "Pay for ⚔ world −{n}"),
    ("settle", "military_from_hand"): M("rftg.layout", "Hand → +1 ⚔ (×{n})"),
    ("settle", "place_second_world"): M("rftg.layout", "Second world"),
    ("settle", "draw_after"): M("rftg.layout", "Draw {n} after"),
    ("consume", "trade_bonus"): M("rftg.layout", "Trade +{n} {which}"),
    ("consume", "trade_action"): M("rftg.layout", "Sell a good"),
    ("consume", "discard_hand"): M("rftg.layout", "Hand → {vp} VP (×{n})"),
    ("consume", "draw"): M("rftg.layout", "Draw {n}"),
    ("consume", "gamble"): M("rftg.layout", "Gamble"),
    ("produce", "produce"): M("rftg.layout", "Produce"),
    ("produce", "discard_to_produce"): M("rftg.layout", "Discard: produce"),
    ("produce", "windfall"): M("rftg.layout", "Windfall {which}"),
    ("produce", "draw"): M("rftg.layout", "Draw {n}"),
    ("produce", "draw_if_produced"): M("rftg.layout", "Draw {n} if produced"),
    ("produce", "draw_per_good_produced"): M("rftg.layout", "Draw {n}/{which} made"),
    ("produce", "draw_per_kind_produced"): M("rftg.layout", "Draw {n}/kind made"),
    ("produce", "draw_if_most_produced"): M("rftg.layout", "Draw {n}: most {which}"),
    ("produce", "draw_per_world"): M("rftg.layout", "Draw {n}/{which} world"),
    ("produce", "draw_per_military_world"): M("rftg.layout", "Draw {n}/⚔ world"),
}
S_MIL_KIND = M("rftg.layout", "{sign}{n} ⚔ vs {which}")
S_MIL_REBEL = M("rftg.layout", "{sign}{n} ⚔ vs Rebel")
S_REDUCE_KIND = M("rftg.layout", "{which} cost −{n}")
S_TRADE_THIS = M("rftg.layout", "this good")
S_TRADE_CHROMO = M("rftg.layout", "Genes +1/chromosome")
S_SELL_BASE = M("rftg.layout", "Sell (base price)")
S_CONSUME = M("rftg.layout", "{goods} → {reward}")
S_GOODS_EACH = M("rftg.layout", "{which} ×{n}")
S_GOODS_TWO = M("rftg.layout", "2 {which}")
S_GOODS_THREE = M("rftg.layout", "3 kinds")
S_GOODS_ALL = M("rftg.layout", "all goods")
S_GOODS_THIS = M("rftg.layout", "this good")
S_VP = M("rftg.layout", "{n} VP")
S_CARDS = P("rftg.layout", "%n card(s)", "", 1)
S_BOTH = M("rftg.layout", "{vp} + {cards}")
S_EACH = M("rftg.layout", "{reward} each")
S_ALL = M("rftg.layout", "goods − 1 VP")

# six-cost scoring, for the enlarged card
SCORING_HEAD = M("rftg.layout", "Game end: each card counts once, for its first match:")
_SCORING = {
    "production_world": M("rftg.layout", "+{n} per {which} production world"),
    "windfall_world": M("rftg.layout", "+{n} per {which} windfall world"),
    "development_with_power": M("rftg.layout", "+{n} per development with a {power} power"),
    "world_with_power": M("rftg.layout", "+{n} per world with a {power} power"),
    "six_cost_development": M("rftg.layout", "+{n} per 6-cost development"),
    "development": M("rftg.layout", "+{n} per other development"),
    "world": M("rftg.layout", "+{n} per world"),
    "military_world": M("rftg.layout", "+{n} per military world"),
    "rebel_military_world": M("rftg.layout", "+{n} per Rebel military world"),
    "keyword": M("rftg.layout", "+{n} per {keyword} card"),
    "named_card": M("rftg.layout", "+{n} for {card}"),
    "vp_chips_per_three": M("rftg.layout", "+{n} per 3 VP chips"),
    "military_total": M("rftg.layout", "+{n} per point of military"),
}

# badges on the cards a decision targets
B_PAY = M("rftg.layout", "pay {n}")
B_FREE = M("rftg.layout", "free")
B_DISCARD = M("rftg.layout", "discard")
B_WAR = M("rftg.layout", "⚔ {have}/{defence}")
B_SELL = M("rftg.layout", "sell → {n}")
NOTE_NEW = M("rftg.layout", "new")
NOTE_PLACING = M("rftg.layout", "placing")

# headers and info
ROUND = M("rftg.layout", "Round {n}")
DRAFT_ROUND = M("rftg.layout", "Draft round {n}")
POOL = M("rftg.layout", "VP pool: {n}")
#: the pool ran out this round and chips keep being paid (from the box) until it ends
POOL_EXTRA = M("rftg.layout", "VP pool: 0 (+{n} extra)")
PILES = M("rftg.layout", "Deck {deck} · discard {discard}")
LAST_ROUND = M("rftg.layout", "Last round!")
YOU = M("rftg.layout", "{name} (you)")
HAND_TITLE = P("rftg.layout", "Hand: %n card(s)", "", 1)
EXPLORE_TITLE = P("rftg.layout", "Explored: %n card(s)", "", 1)
ACTIONS_TITLE = M("rftg.layout", "Actions")
TABLEAU_TIP = M("rftg.layout", "{name}: {chips} VP chips, military {military}, "
                                "{hand} cards in hand, "
                   "{tableau} cards in the tableau")
CHOOSING = M("rftg.layout", "choosing…")
SEAT_VP = M("rftg.layout", "{n} VP")
#: the pill that counts a seat's VP chips (a bare "⬢ 5" was misread as goods in play)
CHIP_PILL = M("rftg.layout", "⬢ {n} chips")
VP_TIP = M("rftg.layout", "Score now: {total} VP ({chips} chips, {cards} on cards, {six} from 6-cost "
                          "developments, {goals} from goals)")
WAITING = M("rftg.layout", "to answer")
CHOSE = M("rftg.layout", "chose {actions}")
GOOD_TIP = M("rftg.layout", "A {kind} good")
GOAL_FIRST = M("rftg.layout", "first: {n}")
GOAL_MOST = M("rftg.layout", "most, ≥{n}")
GOAL_TIP_FIRST = M("rftg.layout", "{name}: {vp} VP to the first to reach {n}. Progress: {progress}")
GOAL_TIP_MOST = M("rftg.layout", "{name}: {vp} VP to whoever has the most, at least {n}. Progress: "
                     "{progress}")
GOAL_HELD = M("rftg.layout", "held by {names}")
PHASE_TIP = M("rftg.layout", "{phase}: {who}")
PHASE_NOBODY = M("rftg.layout", "nobody chose it this round")
PROGRESS_ONE = M("rftg.layout", "{name} {n}")

OWN_PILES = M("rftg.layout", "deck {deck} · discard {discard}")
CHIP_FILL, CHIP_INK, MIL_FILL = "#e7c14f", "#2b1d00", "#b03a2e"
VP_FILL = "#1f6f8b"


def tr_vp(ctx, sv: dict) -> str:
    """A seat's live VP total (the view's ``vp``: chips, card VP, 6-cost bonuses, goals)."""
    return ctx.tr(SEAT_VP(n=sv.get("vp", 0)))

WIDTH = 13.6           # the widest table (five seats, twelve-card tableaux)
MIN_WIDTH = 11.8       # the top strip: info, five phase tiles (or seven narrow ones), goals
ROBOT_MIN_WIDTH = 13.0  # the robot's mat: nine spaces, robot=, two tracks
ASPECT = 1.78          # the table's share of a 1280x800 or 1920x1080 window
INFO_W = 1.5
TOP_H = 1.1
ROBOT_H = 2.35
#: the card unit (pixels per card width) of a 4-seat table in the default 1280x800 window; the
#: fit test holds every card face to it
STANDARD_UNIT = 72.0
CARD_H = 1.4
GOOD_W, GOOD_H = 0.46, 0.3
# the seat in view: header, tableau with goods, hand row (reserved behind the curtain too)
OWN_H = 0.52 + CARD_H + GOOD_H * 0.6 + 0.12 + 0.34 + CARD_H + 0.1

# -- card faces --------------------------------------------------------------------------------
DESIGNS = card_deck().designs
_BY_ID = {d.id: d for d in DESIGNS}


def _kind(k: str | None, tr) -> str:
    return tr(KIND_SHORT[k]()) if k else tr(ANY_KIND())


def short_power(p, tr) -> str:
    """The short text of a power on the card face."""
    key = (p.phase, p.code)
    n = abs(p.value) if p.value else p.value
    if key == ("settle", "military"):
        sign = "+" if p.value >= 0 else "−"
        if p.against_rebel:
            return tr(S_MIL_REBEL(sign=sign, n=n))
        if p.kind:
            return tr(S_MIL_KIND(sign=sign, n=n, which=_kind(p.kind, tr)))
        return tr(_SHORT[key](sign=sign, n=n))
    if key == ("settle", "reduce") and p.kind:
        return tr(S_REDUCE_KIND(which=_kind(p.kind, tr), n=n))
    if p.code == "trade_bonus":
        if p.per_chromosome and not p.value:
            return tr(S_TRADE_CHROMO())
        which = tr(S_TRADE_THIS()) if p.this_world else _kind(p.kind, tr)
        return tr(_SHORT[key](n=n, which=which))
    if p.code == "trade_action" and p.no_bonus:
        return tr(S_SELL_BASE())
    if p.code == "consume":
        which = _kind(None if p.goods == "any" else p.goods, tr)
        goods = {"each": lambda: (tr(S_GOODS_EACH(which=which, n=p.times)) if p.times > 1
                                  else which),
                 "two": lambda: tr(S_GOODS_TWO(which=which)),
                 "three_different": lambda: tr(S_GOODS_THREE()),
                 "all": lambda: tr(S_GOODS_ALL()),
                 "this_world": lambda: tr(S_GOODS_THIS())}[p.mode]()
        if p.mode == "all":
            return tr(S_CONSUME(goods=goods, reward=tr(S_ALL())))
        parts = []
        if p.vp:
            parts.append(tr(S_VP(n=p.vp)))
        if p.cards:
            parts.append(tr(S_CARDS(n=p.cards)))
        reward = parts[0] if len(parts) == 1 else tr(S_BOTH(vp=parts[0], cards=parts[1]))
        if p.mode == "each" and p.times > 1:
            reward = tr(S_EACH(reward=reward))
        return tr(S_CONSUME(goods=goods, reward=reward))
    if p.code == "discard_hand":
        return tr(_SHORT[key](vp=p.vp, n=p.times))
    t = _SHORT[key]
    return tr(t(n=n, which=_kind(p.kind, tr)))


def scoring_lines(d, tr) -> list[str]:
    out = []
    for r in d.scoring:
        t = _SCORING[r.match]
        args: dict[str, Any] = {"n": r.points}
        if r.kind:
            args["which"] = _kind(r.kind, tr)
        if r.power:
            args["power"] = tr(POWER_WORD[r.power]())
        if r.keyword:
            args["keyword"] = tr(Msg("rftg.cards", rg.KEYWORD_NAMES[r.keyword]))
        if r.card:
            args["card"] = tr(Msg("rftg.cards", _BY_ID[r.card].name))
        out.append(tr(t(**args)))
    return out


@dataclass(frozen=True, slots=True)
class Face:
    """Everything a card shows, for one design in one language."""

    title: str
    kind: str
    frame: str
    cost: str
    vp: str
    military: bool
    windfall: bool
    good: str | None
    # (phase number 1-5, short text) per power
    powers: tuple[tuple[int, str], ...]
    # (phase number or 0, full text) for the enlarged card
    full: tuple[tuple[int, str], ...]
    rule: str


_FACES: dict[tuple[int, int], Face] = {}


def _language_key(tr) -> int:
    # the translated name of one phase changes with the language: a cheap cache key
    return hash(tr(rg.PHASE_NAMES["explore"]()))


def face(design_index: int, tr, lang: int | None = None) -> Face:
    key = (design_index, _language_key(tr) if lang is None else lang)
    f = _FACES.get(key)
    if f is None:
        f = _FACES[key] = _make_face(DESIGNS[design_index], tr)
    return f


def _make_face(d, tr) -> Face:
    if d.is_world:
        frame = KIND_COLORS.get(d.good, PLAIN_WORLD) if d.good else PLAIN_WORLD
        kname = _kind(d.good, tr) if d.good else None
        if d.military:
            kind = tr(MILITARY_KIND(kind=kname)) if kname else tr(MILITARY())
        elif d.windfall and kname:
            kind = tr(WINDFALL(kind=kname))
        elif kname:
            kind = tr(KIND_WORLD(kind=kname))
        else:
            kind = tr(WORLD())
        if d.military and d.windfall and kname:
            kind = tr(MILITARY_KIND(kind=tr(WINDFALL(kind=kname))))
    else:
        frame = DEV_COLOR
        kind = tr(SIX_DEVELOPMENT() if d.six_dev else DEVELOPMENT())
    words = [tr(Msg("rftg.cards", rg.KEYWORD_NAMES[k])) for k in sorted(d.keywords)
             if not (k == "alien" and d.good == "alien" and d.is_world)]
    if words:
        kind = kind + " · " + ", ".join(words)
    if d.start_number is not None:
        kind = kind + " · " + tr(START_WORLD(number=d.start_number))
    powers = []
    full = []
    for p in d.powers:
        no = PHASE_NO[p.phase]
        powers.append((no, short_power(p, tr)))
        full.append((no, tr(rg.power_text(p))))
    if d.six_dev:
        full.append((0, tr(SCORING_HEAD())))
        full.extend((0, line) for line in scoring_lines(d, tr))
    rule = "rftg.develop.place" if d.is_dev else (
        "rftg.settle.military" if d.military else "rftg.settle.place")
    for p in d.powers:
        r = rg.POWER_RULES.get(p.code)
        if r is not None:
            rule = r.id
            break
    if d.six_dev:
        rule = "rftg.scoring.six_dev"
    return Face(tr(Msg("rftg.cards", d.name)), kind, frame, str(d.cost),
                "?" if d.six_dev else str(d.vp), d.military, d.windfall, d.good,
                tuple(powers), tuple(full), rule)


# -- specs -------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class RftgCardSpec:
    id: str
    design: int = -1
    title: str = ""
    kind: str = ""
    frame: str = PLAIN_WORLD
    cost: str = ""
    vp: str = ""
    military: bool = False
    windfall: bool = False
    powers: tuple[tuple[int, str], ...] = ()
    full: tuple[tuple[int, str], ...] = ()
    scale: float = 1.0
    face_up: bool = True
    # yellow pill, bottom right (what the pending option costs)
    badge: str = ""
    # blue pill, bottom left ("new", "placing")
    note: str = ""
    rule: str | None = None
    tooltip: str = ""

    @property
    def lines(self) -> tuple[str, ...]:
        return tuple(t for _n, t in self.powers)

    def size(self) -> tuple[float, float]:
        return self.scale, self.scale * CARD_H


@dataclass(frozen=True, slots=True)
class GoodSpec:
    id: str
    kind: str = "novelty"
    scale: float = 1.0
    title: str = ""
    tooltip: str = ""
    rule: str | None = "rftg.produce.produce"

    def size(self) -> tuple[float, float]:
        return GOOD_W * self.scale, GOOD_H * self.scale


@dataclass(frozen=True, slots=True)
class GoalSpec:
    id: str
    title: str = ""
    vp: int = 3
    most: bool = False
    text: str = ""
    # (colour, initial, amount, holds it) per seat
    progress: tuple[tuple[str, str, int, bool], ...] = ()
    minimum: int = 0
    tooltip: str = ""
    rule: str | None = None

    def size(self) -> tuple[float, float]:
        return 0.86, 0.9


@dataclass(frozen=True, slots=True)
class PhaseSpec:
    id: str
    number: int = 1
    title: str = ""
    # "off", "next", "current", "done"
    state: str = "off"
    # (colour, label) of the seats that chose it
    markers: tuple[tuple[str, str], ...] = ()
    mark: str = ""
    tooltip: str = ""
    rule: str | None = "rftg.round.phases"
    width: float = 0.8

    def size(self) -> tuple[float, float]:
        return self.width, 0.9


@dataclass(frozen=True, slots=True)
class ActionSpec:
    id: str
    number: int = 1
    title: str = ""
    chosen: bool = False
    scale: float = 1.0
    tooltip: str = ""
    rule: str | None = "rftg.round.select"

    def size(self) -> tuple[float, float]:
        return 0.62 * self.scale, 0.86 * self.scale


@dataclass(frozen=True, slots=True)
class SeatSpec:
    id: str
    title: str = ""
    color: str = "#888888"
    # (text, fill, ink) of each counter pill: VP chips, military, hand, tableau...
    pills: tuple[tuple[str, str, str], ...] = ()
    text: str = ""
    big: bool = False
    width: float = 6.0
    tooltip: str = ""
    rule: str | None = "rftg.end.score"
    # what ``text`` says in fewer words (the chosen actions without "chose"), shown when
    # ``text`` does not fit even in a smaller type
    short: str = ""

    def size(self) -> tuple[float, float]:
        return self.width, 0.44 if self.big else 0.32


# -- painting helpers --------------------------------------------------------------------------
_WRAP = int(Qt.TextFlag.TextWordWrap)
_FIT: dict[tuple, tuple[float, bool]] = {}
# shrink-until-it-fits is the table toolkit's (desktop/ui/table/fit.py)
from desktop.ui.table.fit import cfont, fit_px, metrics, shrink, text_size  # noqa: E402


def lines_height(lines, text_w: float, px: float, icon: float, gap: float) -> tuple[float, bool]:
    """Height of icon+text lines and whether every line fits its width."""
    total = 0.0
    ok = True
    for no, text in lines:
        w, h = text_size(text, text_w if no else text_w + icon, px)
        ok = ok and w <= (text_w if no else text_w + icon) + 0.5
        total += max(h, icon if no else 0.0) + gap
    return total, ok


def fit_lines(lines, text_w: float, height: float, px: float, min_px: float, icon: float,
              gap: float) -> tuple[float, bool]:
    key = ("lines", tuple(lines), round(text_w, 1), round(height, 1), round(px, 2),
           round(min_px, 2), round(icon, 2), round(gap, 2))
    hit = _FIT.get(key)
    if hit is None:
        def fits(size: float) -> bool:
            h, ok = lines_height(lines, text_w, size, icon * size / px, gap)
            return ok and h <= height + 0.5

        hit = _FIT[key] = shrink(fits, px, min_px)
    return hit


def draw_text(painter: QPainter, rect: QRectF, text: str, px: float, color,
              flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, bold=False,
              italic=False) -> None:
    painter.setFont(cfont(px, bold, italic))
    painter.setPen(QColor(color))
    painter.drawText(rect, int(flags) | _WRAP, text)


def draw_phase_icon(painter: QPainter, rect: QRectF, number: int, dim: bool = False) -> None:
    """The phase icon: a rounded tile in the phase's colour with its roman numeral."""
    c = QColor(PHASE_COLORS.get(number, "#777777"))
    if dim:
        c = QColor("#6b6b6b")
    painter.setPen(QPen(c.darker(150), max(0.6, rect.width() * 0.06)))
    painter.setBrush(c)
    r = rect.width() * 0.22
    painter.drawRoundedRect(rect, r, r)
    numeral = ("I", "II", "III", "IV", "V")[number - 1] if 1 <= number <= 5 else "?"
    px = rect.height() * (0.62 if len(numeral) < 3 else 0.5)
    painter.setFont(cfont(px, bold=True))
    painter.setPen(QColor("#ffffff"))
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), numeral)


def _pill(painter: QPainter, x: float, y: float, h: float, text: str, fill: str, ink: str,
          right: bool = False, max_w: float | None = None) -> QRectF:
    px = h * 0.68
    w = metrics(px, True).horizontalAdvance(text) + h * 0.6
    if max_w is not None and w > max_w:
        px *= max_w / w
        w = max_w
    rect = QRectF(x - w if right else x, y, w, h)
    painter.setPen(QPen(QColor(fill).darker(160), h * 0.08))
    painter.setBrush(QColor(fill))
    painter.drawRoundedRect(rect, h * 0.45, h * 0.45)
    painter.setFont(cfont(px, bold=True))
    painter.setPen(QColor(ink))
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)
    return rect


def _hexagon(rect: QRectF) -> QPolygonF:
    cx, cy = rect.center().x(), rect.center().y()
    rx, ry = rect.width() / 2, rect.height() / 2
    return QPolygonF([QPointF(cx - rx * 0.5, cy - ry), QPointF(cx + rx * 0.5, cy - ry),
                      QPointF(cx + rx, cy), QPointF(cx + rx * 0.5, cy + ry),
                      QPointF(cx - rx * 0.5, cy + ry), QPointF(cx - rx, cy)])


# one look, one pixmap: the table toolkit's card-face cache (desktop/ui/table/items.py)
from desktop.ui.table.items import CachedItem, PixmapLook, render_pixmap  # noqa: E402,F401


# -- the card ----------------------------------------------------------------------------------
HOVER_WIDTH = 2.5   # an enlarged card is this many card units wide
COMPACT_BELOW = 0.8  # cards drawn smaller than this show title and icons only

# the face's boxes, in fractions of the card width (the fit test uses them too)
PAD = 0.045
BAND_H = 0.3
TITLE_H = 0.25
KIND_H = 0.12
ICON = 0.15
LINE_GAP = 0.025
TEXT_PX = 0.088
TEXT_MIN_PX = 0.058
TITLE_PX = 0.095
TITLE_MIN_PX = 0.05  # Russian titles run long (e.g. a 19-letter first word)
KIND_PX = 0.062
KIND_MIN_PX = 0.046
FULL_PX = 0.07
FULL_MIN_PX = 0.034


def face_boxes(w: float) -> dict[str, QRectF]:
    """The boxes of a standard card face ``w`` pixels wide."""
    h = w * CARD_H
    pad = w * PAD
    band = QRectF(pad, pad, w - 2 * pad, w * BAND_H)
    title = QRectF(pad * 1.5, band.bottom() + w * 0.015, w - 3 * pad, w * TITLE_H)
    kind = QRectF(pad * 1.5, title.bottom(), w - 3 * pad, w * KIND_H)
    body = QRectF(pad * 1.5, kind.bottom() + w * 0.02, w - 3 * pad,
                  h - kind.bottom() - w * 0.02 - pad * 1.2)
    return {"band": band, "title": title, "kind": kind, "body": body}


def card_fits(spec: RftgCardSpec, w: float) -> dict[str, bool]:
    """Whether each text of a standard face fits its box at ``w`` pixels wide (tests)."""
    b = face_boxes(w)
    out = {}
    out["title"] = fit_px(spec.title, b["title"].width(), b["title"].height(), w * TITLE_PX,
                          w * TITLE_MIN_PX, bold=True)[1]
    out["kind"] = fit_px(spec.kind, b["kind"].width(), b["kind"].height(), w * KIND_PX,
                         w * KIND_MIN_PX, italic=True)[1]
    body = b["body"]
    icon = w * ICON
    out["powers"] = fit_lines(spec.powers, body.width() - icon - w * 0.03, body.height(),
                              w * TEXT_PX, w * TEXT_MIN_PX, icon, w * LINE_GAP)[1]
    return out


def full_fits(spec: RftgCardSpec, w: float) -> bool:
    """Whether the enlarged card's full text fits (in the card's own coordinates)."""
    b = face_boxes(w)
    body = QRectF(b["kind"].left(), b["kind"].top(), b["kind"].width(),
                  w * CARD_H - b["kind"].top() - w * PAD)
    icon = w * ICON * 0.8
    return fit_lines(spec.full, body.width() - icon - w * 0.03, body.height(), w * FULL_PX,
                     w * FULL_MIN_PX, icon, w * LINE_GAP * 0.6)[1]


class RftgCardItem(PixmapLook, TableItem):
    """A Race card: standard face, compact face (small cards), or enlarged with full text.
    Faces are shared pixmaps (``cached_paint``); only the enlarged card uses Qt's item cache."""

    def __init__(self, spec: RftgCardSpec, unit: float):
        super().__init__(spec, unit)
        self._base_z = 0.0
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def setZValue(self, z: float) -> None:  # noqa: N802 - keep the base z for hover
        self._base_z = z
        if self.scale() == 1.0:
            super().setZValue(z)

    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        s: RftgCardSpec = self.spec
        if s.face_up and s.design >= 0:
            k = max(1.6, HOVER_WIDTH / max(0.2, s.scale))
            self._grow(k)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self.setScale(1.0)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        QGraphicsObject.setZValue(self, self._base_z)
        super().hoverLeaveEvent(event)

    def _grow(self, k: float) -> None:
        """Scale by ``k`` about a point that keeps the enlarged card on the table."""
        w, h = self.size_px()
        scene = self.scene()
        pos = self.pos()
        ox, oy = w / 2, h / 2
        if scene is not None:
            r = scene.sceneRect()
            lo_x = (pos.x() + k * w - r.right()) / (k - 1)
            hi_x = (pos.x() - r.left()) / (k - 1)
            lo_y = (pos.y() + k * h - r.bottom()) / (k - 1)
            hi_y = (pos.y() - r.top()) / (k - 1)
            ox = min(max(ox, lo_x), hi_x) if lo_x <= hi_x else ox
            oy = min(max(oy, lo_y), hi_y) if lo_y <= hi_y else oy
        self.setTransformOriginPoint(QPointF(ox, oy))
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        QGraphicsObject.setZValue(self, 10_000)
        self.setScale(k)

    def paint_item(self, painter: QPainter, w: float, h: float) -> None:
        if self.scale() != 1.0:  # enlarged: drawn in full, rarely, never cached
            self._paint_face(painter, w, h)
            return
        # Faces are cached across items: when the seat in view changes, the same cards come
        # back at the same sizes (big for the seat in view, compact for the others), and a
        # cached face is drawn ~10x faster than painting it again.
        self.blit(painter, w, h, self._paint_face)

    def look_key(self) -> str:
        s: RftgCardSpec = self.spec  # the face, whatever the copy: instances share it
        return f"rftg:card:{s.design}:{s.scale}:{int(s.face_up)}:{s.badge}:{s.note}:{s.title}"

    def _paint_face(self, painter: QPainter, w: float, h: float) -> None:
        s: RftgCardSpec = self.spec
        if not s.face_up:
            self._paint_back(painter, w, h)
            if s.badge:
                ph = w * 0.26
                _pill(painter, w / 2 + ph, h - ph - w * 0.08, ph, s.badge, "#ffd54a", "#222222",
                      right=True, max_w=w * 0.9)
            return
        frame = QColor(s.frame)
        r = w * 0.07
        border = QColor(MILITARY_RED) if s.military else frame.darker(150)
        painter.setPen(QPen(border, w * (0.05 if s.military else 0.022)))
        painter.setBrush(QColor(PAPER))
        painter.drawRoundedRect(QRectF(0, 0, w, h), r, r)
        if self.scale() > 1.0:
            self._paint_full(painter, w, h)
        elif s.scale < COMPACT_BELOW:
            self._paint_compact(painter, w, h)
        else:
            self._paint_standard(painter, w, h)
        pill_h = w * (0.15 if s.scale >= COMPACT_BELOW else 0.22)
        if s.note:
            _pill(painter, w * 0.04, h - pill_h - w * 0.04, pill_h, s.note, "#2e86de", "#ffffff",
                  max_w=w * 0.5)
        if s.badge:
            _pill(painter, w * 0.96, h - pill_h - w * 0.04, pill_h, s.badge, "#ffd54a",
                  "#222222", right=True, max_w=w * 0.9)

    def _paint_back(self, painter: QPainter, w: float, h: float) -> None:
        r = w * 0.07
        painter.setPen(QPen(QColor("#0d1b2a"), w * 0.03))
        painter.setBrush(QColor("#22345a"))
        painter.drawRoundedRect(QRectF(0, 0, w, h), r, r)
        painter.setPen(QPen(QColor("#d9a441"), w * 0.02))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QRectF(w * 0.2, h * 0.5 - w * 0.3, w * 0.6, w * 0.6))
        painter.drawEllipse(QRectF(w * 0.38, h * 0.5 - w * 0.12, w * 0.24, w * 0.24))

    def _band(self, painter: QPainter, w: float, band: QRectF, disc: float) -> None:
        s: RftgCardSpec = self.spec
        frame = QColor(s.frame)
        path = QPainterPath()
        path.addRoundedRect(band, w * 0.05, w * 0.05)
        painter.fillPath(path, frame)
        if s.windfall:  # windfall worlds: a hatched band
            painter.fillPath(path, QBrush(frame.lighter(140), Qt.BrushStyle.BDiagPattern))
        # cost (or defence, in red) on the left, VP hexagon on the right
        c = QRectF(band.left() + w * 0.02, band.center().y() - disc / 2, disc, disc)
        if s.military:
            painter.setPen(QPen(QColor("#ffffff"), w * 0.015))
            painter.setBrush(QColor(MILITARY_RED))
            ink = "#ffffff"
        else:
            painter.setPen(QPen(QColor("#333333"), w * 0.012))
            painter.setBrush(QColor("#f4f4f4"))
            ink = "#1a1a1a"
        painter.drawEllipse(c)
        draw_text(painter, c, s.cost, disc * 0.62, ink, Qt.AlignmentFlag.AlignCenter, bold=True)
        v = QRectF(band.right() - w * 0.02 - disc * 1.1, band.center().y() - disc / 2,
                   disc * 1.1, disc)
        painter.setPen(QPen(QColor("#5d4300"), w * 0.012))
        painter.setBrush(QColor("#e7c14f"))
        painter.drawPolygon(_hexagon(v))
        draw_text(painter, v, s.vp, disc * 0.58, "#2b1d00", Qt.AlignmentFlag.AlignCenter,
                  bold=True)
        if s.military:  # a sword between cost and VP
            sw = QRectF(c.right(), band.top(), v.left() - c.right(), band.height())
            draw_text(painter, sw, "⚔", band.height() * 0.62, readable_on(frame),
                      Qt.AlignmentFlag.AlignCenter, bold=True)

    def _paint_standard(self, painter: QPainter, w: float, h: float) -> None:
        s: RftgCardSpec = self.spec
        b = face_boxes(w)
        self._band(painter, w, b["band"], w * 0.24)
        t = b["title"]
        px, _ok = fit_px(s.title, t.width(), t.height(), w * TITLE_PX, w * TITLE_MIN_PX, bold=True)
        draw_text(painter, t, s.title, px, "#1b1b1b",
                  Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, bold=True)
        k = b["kind"]
        px, _ok = fit_px(s.kind, k.width(), k.height(), w * KIND_PX, w * KIND_MIN_PX, italic=True)
        draw_text(painter, k, s.kind, px, "#555555", Qt.AlignmentFlag.AlignHCenter, italic=True)
        body = b["body"]
        icon = w * ICON
        self._lines(painter, body, s.powers, w * TEXT_PX, w * TEXT_MIN_PX, icon, w * LINE_GAP, w)

    def _lines(self, painter, body: QRectF, lines, px, min_px, icon, gap, w) -> None:
        text_w = body.width() - icon - w * 0.03
        size, _ok = fit_lines(lines, text_w, body.height(), px, min_px, icon, gap)
        icon = icon * size / px
        y = body.top()
        painter.save()
        painter.setClipRect(body.adjusted(-1, -1, 1, 1))
        for no, text in lines:
            if no:
                draw_phase_icon(painter, QRectF(body.left(), y, icon, icon), no)
                tw = text_w
                x = body.left() + icon + w * 0.03
            else:
                tw = text_w + icon + w * 0.03
                x = body.left()
            _tw, th = text_size(text, tw, size)
            lh = max(th, icon if no else 0.0)
            draw_text(painter, QRectF(x, y + (lh - th) / 2, tw, th + 1), text, size, "#1b1b1b")
            y += lh + gap
        painter.restore()

    def _paint_compact(self, painter: QPainter, w: float, h: float) -> None:
        s: RftgCardSpec = self.spec
        pad = w * 0.05
        band = QRectF(pad, pad, w - 2 * pad, w * 0.36)
        self._band(painter, w, band, w * 0.3)
        t = QRectF(pad, band.bottom() + w * 0.02, w - 2 * pad, h - band.bottom() - w * 0.3)
        px, _ok = fit_px(s.title, t.width(), t.height(), w * 0.15, w * 0.09, bold=True)
        draw_text(painter, t, s.title, px, "#1b1b1b",
                  Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, bold=True)
        icon = w * 0.22
        x = pad
        for no, _text in s.powers:
            draw_phase_icon(painter, QRectF(x, h - icon - pad, icon, icon), no)
            x += icon + w * 0.04

    def _paint_full(self, painter: QPainter, w: float, h: float) -> None:
        s: RftgCardSpec = self.spec
        b = face_boxes(w)
        self._band(painter, w, b["band"], w * 0.24)
        t = b["title"]
        px, _ok = fit_px(s.title, t.width(), t.height(), w * TITLE_PX, w * TITLE_MIN_PX * 0.8,
                         bold=True)
        draw_text(painter, t, s.title, px, "#1b1b1b",
                  Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, bold=True)
        k = b["kind"]
        px, _ok = fit_px(s.kind, k.width(), k.height(), w * KIND_PX, w * 0.035, italic=True)
        draw_text(painter, k, s.kind, px, "#555555", Qt.AlignmentFlag.AlignHCenter, italic=True)
        body = QRectF(k.left(), k.bottom() + w * 0.015, k.width(), h - k.bottom() - w * PAD)
        self._lines(painter, body, s.full, w * FULL_PX, w * FULL_MIN_PX, w * ICON * 0.8,
                    w * LINE_GAP * 0.6, w)


class GoodItem(CachedItem):
    def draw(self, painter: QPainter, w: float, h: float) -> None:
        s: GoodSpec = self.spec
        c = QColor(KIND_COLORS.get(s.kind, "#999999"))
        painter.setPen(QPen(c.darker(190), h * 0.08))
        painter.setBrush(c)
        painter.drawRoundedRect(QRectF(0, 0, w, h), h * 0.2, h * 0.2)
        painter.setPen(QPen(c.lighter(150), h * 0.06))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QRectF(w / 2 - h * 0.28, h * 0.22, h * 0.56, h * 0.56))


class GoalItem(CachedItem):
    def draw(self, painter: QPainter, w: float, h: float) -> None:
        s: GoalSpec = self.spec
        base = QColor("#5b2c6f" if s.most else "#1f4e79")
        painter.setPen(QPen(base.lighter(170), w * 0.025))
        painter.setBrush(base)
        painter.drawRoundedRect(QRectF(0, 0, w, h), w * 0.08, w * 0.08)
        pad = w * 0.05
        v = QRectF(w - pad - w * 0.26, pad, w * 0.26, w * 0.22)
        painter.setPen(QPen(QColor("#5d4300"), w * 0.012))
        painter.setBrush(QColor("#e7c14f"))
        painter.drawPolygon(_hexagon(v))
        draw_text(painter, v, str(s.vp), v.height() * 0.7, "#2b1d00",
                  Qt.AlignmentFlag.AlignCenter, bold=True)
        t = QRectF(pad, pad * 0.6, w - 2 * pad - v.width(), h * 0.42)
        px, _ok = fit_px(s.title, t.width(), t.height(), w * 0.105, w * 0.07, bold=True)
        draw_text(painter, t, s.title, px, "#ffffff", Qt.AlignmentFlag.AlignLeft |
                  Qt.AlignmentFlag.AlignVCenter, bold=True)
        r = QRectF(pad, t.bottom(), w - 2 * pad, h * 0.16)
        px, _ok = fit_px(s.text, r.width(), r.height(), w * 0.085, w * 0.06)
        draw_text(painter, r, s.text, px, "#e6e6e6", Qt.AlignmentFlag.AlignLeft |
                  Qt.AlignmentFlag.AlignVCenter)
        # progress: one disc per seat with its amount; the holder's disc has a gold ring
        n = max(1, len(s.progress))
        d = min(w * 0.2, (w - 2 * pad) / n - w * 0.02)
        y = h - d - pad * 0.8
        x = pad
        for color, _initial, amount, holds in s.progress:
            c = QColor(color)
            reached = s.minimum > 0 and amount >= s.minimum
            painter.setPen(QPen(QColor("#ffd54a") if holds else c.darker(170),
                                d * (0.18 if holds else 0.06)))
            painter.setBrush(c if reached or holds else c.darker(200))
            painter.drawEllipse(QRectF(x, y, d, d))
            draw_text(painter, QRectF(x, y, d, d), str(amount), d * 0.58,
                      readable_on(c if reached or holds else c.darker(200)),
                      Qt.AlignmentFlag.AlignCenter, bold=True)
            x += d + w * 0.02


class PhaseItem(CachedItem):
    def draw(self, painter: QPainter, w: float, h: float) -> None:
        s: PhaseSpec = self.spec
        c = QColor(PHASE_COLORS.get(s.number, "#777777"))
        fills = {"off": QColor(30, 40, 45, 150), "done": QColor(70, 70, 70, 200),
                 "next": c.darker(130), "current": c}
        painter.setPen(QPen(QColor("#ffd54a") if s.state == "current" else QColor("#5a6a70"),
                            w * (0.06 if s.state == "current" else 0.02)))
        painter.setBrush(fills.get(s.state, fills["off"]))
        painter.drawRoundedRect(QRectF(0, 0, w, h), w * 0.1, w * 0.1)
        icon = w * 0.36
        draw_phase_icon(painter, QRectF(w * 0.06, w * 0.06, icon, icon), s.number,
                        dim=s.state in ("off", "done"))
        if s.mark:
            draw_text(painter, QRectF(w * 0.46, w * 0.06, w * 0.5, icon), s.mark, icon * 0.5,
                      "#ffffff", Qt.AlignmentFlag.AlignCenter, bold=True)
        t = QRectF(w * 0.04, w * 0.06 + icon, w * 0.92, h * 0.3)
        px, _ok = fit_px(s.title, t.width(), t.height(), w * 0.15, w * 0.09, bold=True)
        ink = "#ffffff" if s.state in ("next", "current") else "#b8c2c6"
        draw_text(painter, t, s.title, px, ink, Qt.AlignmentFlag.AlignCenter, bold=True)
        d = w * 0.22
        x = w * 0.05
        y = h - d - w * 0.05
        for color, label in s.markers[:4]:
            cc = QColor(color)
            painter.setPen(QPen(cc.darker(170), d * 0.08))
            painter.setBrush(cc)
            painter.drawEllipse(QRectF(x, y, d, d))
            draw_text(painter, QRectF(x, y, d, d), label[:1], d * 0.6, readable_on(cc),
                      Qt.AlignmentFlag.AlignCenter, bold=True)
            x += d + w * 0.02


class ActionItem(CachedItem):
    def draw(self, painter: QPainter, w: float, h: float) -> None:
        s: ActionSpec = self.spec
        c = QColor(PHASE_COLORS.get(s.number, "#777777"))
        painter.setPen(QPen(c.darker(160), w * 0.04))
        painter.setBrush(c.lighter(115) if s.chosen else c.darker(115))
        painter.drawRoundedRect(QRectF(0, 0, w, h), w * 0.1, w * 0.1)
        icon = w * 0.5
        draw_phase_icon(painter, QRectF((w - icon) / 2, w * 0.08, icon, icon), s.number)
        t = QRectF(w * 0.05, w * 0.1 + icon, w * 0.9, h - icon - w * 0.15)
        px, _ok = fit_px(s.title, t.width(), t.height(), w * 0.17, w * 0.1, bold=True)
        draw_text(painter, t, s.title, px, "#ffffff", Qt.AlignmentFlag.AlignCenter, bold=True)
        if s.chosen:
            d = w * 0.3
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#4cd964"))
            painter.drawEllipse(QRectF(w - d * 0.9, -d * 0.1, d, d))
            draw_text(painter, QRectF(w - d * 0.9, -d * 0.1, d, d), "✓", d * 0.7, "#ffffff",
                      Qt.AlignmentFlag.AlignCenter, bold=True)


def seat_line(text: str, short: str, room: float, h: float) -> tuple[str, float]:
    """The line a seat header shows in ``room`` pixels (header ``h`` pixels high), and its
    type size: ``text`` in a smaller type if need be, else ``short`` (the same in fewer
    words), else either on two lines in a smaller type still, else whichever was tried last,
    cut with an ellipsis, or nothing where no letter fits (the tooltip has it whole)."""
    def width(t: str, size: float) -> float:
        return max(metrics(size, False, True).horizontalAdvance(x) for x in t.split("\n"))

    forms = (text, short) if short else (text,)
    for line in forms:
        px, fits = shrink(lambda size, t=line: width(t, size) <= room, h * 0.42, h * 0.32)
        if fits:
            return line, px
    for line in forms:
        two = _two_lines(line, lambda t: width(t, h * 0.3))
        if two:
            px, fits = shrink(lambda size, t=two: width(t, size) <= room, h * 0.34, h * 0.26)
            if fits:
                return two, px
    px = h * 0.32
    cut = metrics(px, False, True).elidedText(forms[-1], Qt.TextElideMode.ElideRight, room)
    return ("" if cut == "…" else cut), px  # a lone ellipsis says nothing


def _two_lines(text: str, width) -> str:
    """``text`` broken at the space that makes its longer line shortest ("" for one word)."""
    words = text.split(" ")
    if len(words) < 2:
        return ""
    cuts = [" ".join(words[:i]) + "\n" + " ".join(words[i:]) for i in range(1, len(words))]
    return min(cuts, key=width)


def _pill_w(text: str, ph: float) -> float:
    return metrics(ph * 0.68, True).horizontalAdvance(text) + ph * 0.6


def seat_content_width(spec: SeatSpec) -> float:
    """The width in card units a seat header needs for its name, pills and text."""
    ref = 100.0
    h = spec.size()[1] * ref
    w = h * 1.05 + metrics(h * 0.5, True).horizontalAdvance(spec.title) + h * 0.3
    ph = h * 0.72
    w += sum(_pill_w(t, ph) + h * 0.15 for t, _f, _i in spec.pills)
    if spec.text:
        w += h * 0.1 + metrics(h * 0.42, False, True).horizontalAdvance(spec.text) + h * 0.4
    return w / ref + 0.05


class SeatItem(CachedItem):
    """A seat's header: colour disc, name, counter pills, what the seat is doing (one line)."""

    def draw(self, painter: QPainter, w: float, h: float) -> None:
        s: SeatSpec = self.spec
        c = QColor(s.color)
        painter.setPen(QPen(c, h * 0.06))
        painter.setBrush(QColor(15, 35, 25, 170))
        painter.drawRoundedRect(QRectF(h * 0.03, h * 0.03, w - h * 0.06, h - h * 0.06),
                                h * 0.25, h * 0.25)
        d = h * 0.7
        painter.setPen(QPen(c.darker(170), h * 0.05))
        painter.setBrush(c)
        painter.drawEllipse(QRectF(h * 0.15, (h - d) / 2, d, d))
        x = h * 0.15 + d + h * 0.2
        px = h * 0.5
        fm = metrics(px, True)
        name = fm.elidedText(s.title, Qt.TextElideMode.ElideRight, w * 0.45)
        name_w = fm.horizontalAdvance(name) + h * 0.1
        draw_text(painter, QRectF(x, 0, name_w + h * 0.2, h), name, px, "#ffffff",
                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, bold=True)
        x += name_w + h * 0.2
        ph = h * 0.72
        y = (h - ph) / 2
        for text, fill, ink in s.pills:
            if x + _pill_w(text, ph) > w:
                break
            r = _pill(painter, x, y, ph, text, fill, ink)
            x = r.right() + h * 0.15
        if s.text and x + h * 0.5 < w:
            # a long line ("chose Explore +5, Consume x2" in Russian beside wide pills) gets
            # a smaller type before it is cut; cut, the seat's tooltip still says it whole
            text, tpx = seat_line(s.text, s.short, w - x - h * 0.3, h)
            draw_text(painter, QRectF(x + h * 0.1, 0, w - x - h * 0.2, h), text, tpx, "#dfe6e9",
                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, italic=True)


@dataclass(frozen=True, slots=True)
class SpaceSpec:
    """One of the robot mat's nine action spaces."""

    id: str
    number: int = 1
    title: str = ""
    # the player's action marker lies here (its colour), "" when not
    marker: str = ""
    tooltip: str = ""
    rule: str | None = "rftg.robot.rows"

    def size(self) -> tuple[float, float]:
        return 0.8, 1.0


@dataclass(frozen=True, slots=True)
class RobotDieSpec:
    id: str
    rolled: str = "star"
    # the action the die counts as once placed (the space's), "" before
    reads: str = ""
    robot_die: bool = True
    title: str = ""
    tooltip: str = ""
    rule: str | None = "rftg.robot.dice.place"

    def size(self) -> tuple[float, float]:
        return 0.42, 0.42


@dataclass(frozen=True, slots=True)
class MarkersSpec:
    """The robot's 6-cost development markers: unplaced and placed, VP each."""

    id: str
    left: int = 0
    placed: int = 0
    vp: int = 6
    title: str = ""
    tooltip: str = ""
    rule: str | None = "rftg.robot.develop.marker"

    def size(self) -> tuple[float, float]:
        return 1.5, 0.72


FACE_NUMBER = {"explore": 1, "develop": 2, "settle": 3, "trade": 4, "x2": 4, "produce": 5}
FACE_MARK = {"trade": "$", "x2": "×2"}


def space_title_rect(w: float, h: float) -> QRectF:
    """Where a mat space's title goes: across the tile, under the icon and above the dice
    (long Portuguese and Russian words need the whole width)."""
    return QRectF(w * 0.04, w * 0.42, w * 0.92, w * 0.23)


def space_fits(title: str, unit: float) -> bool:
    """A mat space's title fits its tile at ``unit`` pixels per card width."""
    w, h = (x * unit for x in SpaceSpec("space").size())
    t = space_title_rect(w, h)
    return fit_px(title, t.width(), t.height(), w * 0.16, w * 0.1, bold=True)[1]


class SpaceItem(CachedItem):
    def draw(self, painter: QPainter, w: float, h: float) -> None:
        s: SpaceSpec = self.spec
        c = QColor(PHASE_COLORS.get(s.number, "#777777"))
        painter.setPen(QPen(c.lighter(130), w * 0.03))
        painter.setBrush(c.darker(175))
        painter.drawRoundedRect(QRectF(0, 0, w, h), w * 0.1, w * 0.1)
        icon = w * 0.34
        draw_phase_icon(painter, QRectF(w * 0.06, w * 0.06, icon, icon), s.number)
        t = space_title_rect(w, h)
        px, _ok = fit_px(s.title, t.width(), t.height(), w * 0.16, w * 0.1, bold=True)
        draw_text(painter, t, s.title, px, "#ffffff", Qt.AlignmentFlag.AlignCenter, bold=True)
        if s.marker:  # the player's action marker
            m = QColor(s.marker)
            d = w * 0.3
            r = QRectF(w - d - w * 0.06, h - d - w * 0.06, d, d)
            painter.setPen(QPen(m.darker(170), d * 0.1))
            painter.setBrush(m)
            painter.drawRoundedRect(r, d * 0.2, d * 0.2)


class RobotDieItem(CachedItem):
    def draw(self, painter: QPainter, w: float, h: float) -> None:
        s: RobotDieSpec = self.spec
        c = QColor("#d5dde0" if s.robot_die else "#fbfbfb")
        painter.setPen(QPen(c.darker(220), w * 0.05))
        painter.setBrush(c)
        painter.drawRoundedRect(QRectF(0, 0, w, h), w * 0.2, w * 0.2)
        f = s.rolled
        inner = QRectF(w * 0.14, h * 0.14, w * 0.72, h * 0.72)
        if f in FACE_NUMBER:
            draw_phase_icon(painter, inner, FACE_NUMBER[f])
            if f in FACE_MARK:
                draw_text(painter, QRectF(w * 0.45, h * 0.55, w * 0.55, h * 0.45), FACE_MARK[f],
                          h * 0.3, "#111111", Qt.AlignmentFlag.AlignCenter, bold=True)
        else:
            glyph = "★" if f == "star" else "⚙"
            draw_text(painter, QRectF(0, 0, w, h), glyph, h * 0.7,
                      "#c99a06" if f == "star" else "#34495e", Qt.AlignmentFlag.AlignCenter)
            if s.reads in FACE_NUMBER:
                draw_phase_icon(painter, QRectF(w * 0.55, h * 0.55, w * 0.42, h * 0.42),
                                FACE_NUMBER[s.reads])


class MarkersItem(CachedItem):
    def draw(self, painter: QPainter, w: float, h: float) -> None:
        s: MarkersSpec = self.spec
        painter.setPen(QPen(QColor("#7f8c8d"), h * 0.03))
        painter.setBrush(QColor(20, 30, 35, 190))
        painter.drawRoundedRect(QRectF(0, 0, w, h), h * 0.12, h * 0.12)
        t = QRectF(h * 0.1, 0, w - h * 0.2, h * 0.34)
        px, _ok = fit_px(s.title, t.width(), t.height(), h * 0.2, h * 0.12, bold=True)
        draw_text(painter, t, s.title, px, "#ecf0f1", Qt.AlignmentFlag.AlignLeft |
                  Qt.AlignmentFlag.AlignVCenter, bold=True)
        d = min(h * 0.5, (w - h * 0.2) / max(1, s.left + s.placed) - h * 0.04)
        x = h * 0.1
        for k in range(s.left + s.placed):
            r = QRectF(x, h * 0.38, d * 1.1, d)
            placed = k >= s.left
            painter.setPen(QPen(QColor("#5d4300"), d * 0.06))
            painter.setBrush(QColor("#7f8c8d") if placed else QColor("#e7c14f"))
            painter.drawPolygon(_hexagon(r))
            draw_text(painter, r, str(s.vp), d * 0.5, "#2b1d00", Qt.AlignmentFlag.AlignCenter,
                      bold=True)
            x += d * 1.1 + h * 0.04


for _spec, _item in ((RftgCardSpec, RftgCardItem), (GoodSpec, GoodItem), (GoalSpec, GoalItem),
                     (PhaseSpec, PhaseItem), (ActionSpec, ActionItem), (SeatSpec, SeatItem),
                     (SpaceSpec, SpaceItem), (RobotDieSpec, RobotDieItem),
                     (MarkersSpec, MarkersItem)):
    register_item_type(_spec, _item)


# -- building specs ----------------------------------------------------------------------------
_SPECS: dict[tuple, RftgCardSpec] = {}


def card_spec(oid: str, ctx, scale: float = 1.0, badge: str = "", note: str = "",
              face_up: bool = True, lang: int | None = None) -> RftgCardSpec:
    """The spec of card ``oid`` (memoised: the same card looks the same every time, and an
    identical spec makes the scene's change check instant)."""
    if lang is None:
        lang = _language_key(ctx.tr)
    key = (oid, scale, badge, note, face_up, lang)
    spec = _SPECS.get(key)
    if spec is not None:
        return spec
    if len(_SPECS) > 20_000:
        _SPECS.clear()
    iid = int(oid.split(":", 1)[1])
    d = DESIGN[iid]
    if not face_up:
        spec = RftgCardSpec(oid, scale=scale, face_up=False)
    else:
        f = face(d.index, ctx.tr, lang)
        spec = RftgCardSpec(oid, d.index, f.title, f.kind, f.frame, f.cost, f.vp, f.military,
                            f.windfall, f.powers, f.full, scale, True, badge, note, f.rule)
    _SPECS[key] = spec
    return spec


def _action_phase(a: str) -> str:
    return {"e5": "explore", "e11": "explore", "dev": "develop", "dev2": "develop2",
            "set": "settle", "set2": "settle2", "trade": "consume", "x2": "consume",
            "prod": "produce"}[a]


ACTION_SHORT = {"e5": M("rftg.layout", "+5"), "e11": M("rftg.layout", "+1/+1"),
                "dev": M("rftg.layout", "Develop"), "dev2": M("rftg.layout", "Develop"),
                "set": M("rftg.layout", "Settle"), "set2": M("rftg.layout", "Settle"),
                "trade": M("rftg.layout", "Trade"), "x2": M("rftg.layout", "2× VP"),
                "prod": M("rftg.layout", "Produce")}
ACTION_NUMBER = {"e5": 1, "e11": 1, "dev": 2, "dev2": 2, "set": 3, "set2": 3, "trade": 4,
                 "x2": 4, "prod": 5}


def badges(decision, sv: dict | None, ctx) -> dict[str, str]:
    """Short texts for the cards the pending decision's options target: the cost after
    discounts, military (temporary military included) against defence, the price of a good.
    The numbers are the options' ``data``, as the engine computed them."""
    out: dict[str, list[str]] = {}
    if decision is None or not getattr(decision, "options", None):
        return {}
    tr = ctx.tr

    def add(oid: str, text: str) -> None:
        lst = out.setdefault(oid, [])
        if text not in lst:
            lst.append(text)

    for o in decision.options:
        d = o.data or {}
        mode = d.get("mode")
        if "price" in d:
            add(d["world"], tr(B_SELL(n=d["price"])))
        elif mode == "free":
            add(d["world"], tr(B_FREE()))
            add(d["via"], tr(B_DISCARD()))
        elif mode == "war":
            add(d["world"], tr(B_WAR(have=d["military"], defence=d["defence"])))
        elif "cost" in d and (mode in ("pay", "paymil") or "card" in d):
            n = d["cost"]
            for t in o.targets:
                add(t, tr(B_PAY(n=n)) if n else tr(B_FREE()))
    return {k: " · ".join(v) for k, v in out.items()}


def _goods_zone(zid: str, card_id: str, good: str | None, x: float, y: float, scale: float,
                ctx) -> Zone | None:
    if not good:
        return None
    d = DESIGN[int(card_id.split(":")[1])]
    kind = d.good or "novelty"
    tip = ctx.tr(GOOD_TIP(kind=_kind(kind, ctx.tr)))
    spec = GoodSpec(good, kind, scale, _kind(kind, ctx.tr), tip)
    return Zone(zid, "row", x + 0.07 * scale, y + CARD_H * scale - GOOD_H * scale * 0.45,
                [spec])


def _row_positions(n: int, x: float, width: float, card_w: float, gap: float) -> list[float]:
    if n == 0:
        return []
    step = card_w + gap
    if n > 1 and (n - 1) * step + card_w > width:
        step = (width - card_w) / (n - 1)
    return [x + i * step for i in range(n)]


def _tableau_zones(zones: list[Zone], prefix: str, tableau: list[dict], x: float, y: float,
                   width: float, scale: float, ctx, marks: dict[str, str],
                   note_for=None) -> None:
    xs = _row_positions(len(tableau), x, width, scale, 0.06 * scale)
    goods = []
    cards = []
    lang = _language_key(ctx.tr)
    for c, cx in zip(tableau, xs):
        note = note_for(c) if note_for else ""
        cards.append((cx, card_spec(c["id"], ctx, scale, marks.get(c["id"], ""), note,
                                    lang=lang)))
        g = _goods_zone(f"{prefix}:good:{c['id']}", c["id"], c.get("good"), cx, y, scale, ctx)
        if g is not None:
            goods.append(g)
    for cx, spec in cards:
        zones.append(Zone(f"{prefix}:{spec.id}", "row", cx, y, [spec]))
    zones.extend(goods)


def _seat_text(sv: dict, ctx, step: str, draft: dict | None = None,
               i: int = 0) -> tuple[str, str]:
    """What the seat is doing, and the same in fewer words ("" when there are none)."""
    if draft and step == "draft":
        sizes, picks = draft.get("pack_sizes", []), draft.get("pick_counts", [])
        if i < len(sizes) and i < len(picks):
            return ctx.tr(DRAFT_OTHER(pack=sizes[i], picks=picks[i])), ""
    if sv.get("actions") and step != "action":
        names = ", ".join(ctx.tr(rg.ACTION_NAMES[a.rsplit(":", 1)[1]]()) for a in sv["actions"])
        return ctx.tr(CHOSE(actions=names)), names
    if sv.get("owes"):
        return ctx.tr(CHOOSING() if step == "action" else WAITING()), ""
    return "", ""


def seat_spec(sv: dict, i: int, ctx, big: bool, width: float, you: bool, step: str,
              draft: dict | None = None) -> SeatSpec:
    name = ctx.name(i)
    title = ctx.tr(YOU(name=name)) if you else name
    tip = ctx.tr(TABLEAU_TIP(name=name, chips=sv.get("chips", 0),
                             military=sv.get("military", 0), hand=sv.get("hand_size", 0),
                             tableau=len(sv.get("tableau", []))))
    score = sv.get("score")
    if score is not None:
        tip += "\n" + ctx.tr(VP_TIP(total=sv.get("vp", 0), **score))
    pills = [(tr_vp(ctx, sv), VP_FILL, "#ffffff"),
             (ctx.tr(CHIP_PILL(n=sv.get("chips", 0))), CHIP_FILL, CHIP_INK),
             (f"⚔ {sv.get('military', 0)}", MIL_FILL, "#ffffff"),
             (f"▯ {sv.get('hand_size', 0)}", "#ecf0f1", "#1a1a1a"),
             (f"▦ {len(sv.get('tableau', []))}", "#7f8c8d", "#ffffff")]
    if "deck" in sv and step != "draft":  # drafting variant: the seat's own piles
        pills.append((ctx.tr(OWN_PILES(deck=sv["deck"], discard=sv.get("discard", 0))),
                      "#34495e", "#ffffff"))
    text, short = _seat_text(sv, ctx, step, draft, i)
    if text:
        tip += "\n" + text
    spec = SeatSpec(sv.get("id", f"seat:{i}"), title, ctx.color(i), tuple(pills), text, big,
                    width, tip, short=short)
    return replace(spec, width=min(width, seat_content_width(spec)))


PHASE_ORDER = ("explore", "develop", "develop2", "settle", "settle2", "consume", "produce")
# the rule each phase tile explains, and each action card's bonus
PHASE_RULES = {"explore": "rftg.explore.draw", "develop": "rftg.develop.place",
               "settle": "rftg.settle.place", "consume": "rftg.consume.powers",
               "produce": "rftg.produce.produce"}
ACTION_RULES = {"e5": "rftg.explore.bonus", "e11": "rftg.explore.bonus",
                "dev": "rftg.develop.bonus", "dev2": "rftg.develop.bonus",
                "set": "rftg.settle.bonus", "set2": "rftg.settle.bonus",
                "trade": "rftg.consume.trade", "x2": "rftg.consume.x2",
                "prod": "rftg.produce.bonus"}


def _summary(rule_id: str) -> str:
    """A rule's summary in the table's language (rules.yaml, translated)."""
    from desktop.ui.learning import rule_summary

    found = rule_summary(rule_id)
    return found[0] if found else ""


def action_tip(a: str, ctx) -> str:
    """An action card's tooltip: its name, its bonus and what its phase does."""
    parts = [ctx.tr(rg.ACTION_NAMES[a]()), _summary(ACTION_RULES[a]),
             _summary(PHASE_RULES[_action_phase(a).rstrip("2")])]
    return "\n".join(p for p in parts if p)


def phase_strip(view: dict, ctx, extra_choosers: dict[str, list[tuple[str, str, str]]]
                ) -> list[PhaseSpec]:
    """One tile per phase: lit when it runs this round, with the seats that chose it."""
    step = view.get("step", "")
    current = view.get("phase", "")
    left = set(view.get("phases_left", []))
    choosers: dict[str, list[tuple[str, str, str]]] = {p: [] for p in PHASE_ORDER}
    for i, sv in enumerate(view.get("seats", [])):
        for a in sv.get("actions", []):
            act = a.rsplit(":", 1)[1]
            choosers[_action_phase(act)].append(
                (ctx.color(i), ctx.name(i)[:1],
                 ctx.tr(rg.ACTION_NAMES[act]()) + " — " + ctx.name(i)))
    for p, lst in extra_choosers.items():
        choosers[p].extend(lst)
    running = {p for p, c in choosers.items() if c} if step != "action" else set()
    out = []
    shown = [p for p in PHASE_ORDER if p not in ("develop2", "settle2") or choosers[p]]
    tile_w = 0.8 if len(shown) <= 5 else 0.6
    for p in shown:
        if step in ("action", "setup", "draft", ""):
            state = "off"
        elif p == current:
            state = "current"
        elif p in left:
            state = "next"
        elif p in running:
            state = "done"
        else:
            state = "off"
        number = PHASE_NO[p.rstrip("2")]
        who = ", ".join(c[2] for c in choosers[p]) or ctx.tr(PHASE_NOBODY())
        title = ctx.tr(rg.PHASE_NAMES[p]())
        tip = ctx.tr(PHASE_TIP(phase=title, who=who))
        summary = _summary(PHASE_RULES[p.rstrip("2")])
        out.append(PhaseSpec(f"phase:{p}", number, title, state,
                             tuple((c[0], c[1]) for c in choosers[p]),
                             "2" if p.endswith("2") else "",
                             f"{tip}\n{summary}" if summary else tip, rule=None,
                             width=tile_w))
    return out


def goal_specs(view: dict, ctx) -> list[GoalSpec]:
    out = []
    seats = view.get("seats", [])
    for g in view.get("goals", []):
        gid = g["id"].split(":", 1)[1]
        name = ctx.tr(Msg("rftg.cards", rg.GOAL_NAMES[gid]))
        most = g.get("kind") == "most"
        minimum = int(g.get("minimum", 0))
        holders = {int(s.split(":")[1]) for s in g.get("claimed_by", [])}
        progress = tuple((ctx.color(i), ctx.name(i)[:1], int(a), i in holders)
                         for i, a in enumerate(g.get("progress", [])) if i < len(seats))
        text = ctx.tr((GOAL_MOST if most else GOAL_FIRST)(n=minimum))
        prog = ", ".join(ctx.tr(PROGRESS_ONE(name=ctx.name(i), n=a))
                         for i, a in enumerate(g.get("progress", [])))
        tip = ctx.tr((GOAL_TIP_MOST if most else GOAL_TIP_FIRST)(
            name=name, vp=g.get("vp", 0), n=minimum, progress=prog))
        if holders:
            held = ", ".join(ctx.name(i) for i in sorted(holders))
            tip += " — " + ctx.tr(GOAL_HELD(names=held))
        out.append(GoalSpec(g["id"], name, int(g.get("vp", 0)), most, text, progress, minimum,
                            tip, rg.GOAL_RULES[gid].id))
    return out


def _action_options(decision, seat: int | None) -> list[str]:
    """The action ids a pending action decision offers (empty when it is another kind)."""
    if decision is None or seat is None:
        return []
    out = []
    for o in getattr(decision, "options", ()):
        if o.id in rg.ACTION_NAMES and o.targets == (f"action:{seat}:{o.id}",):
            out.append(o.id)
    return out


# -- the solitaire robot's mat ---------------------------------------------------------------
ROBOT_TITLE = M("rftg.layout", "Robot ({level})")
LEVELS = {"easy": M("rftg.layout", "easy"), "medium": M("rftg.layout", "medium"),
          "hard": M("rftg.layout", "hard")}
CREDIT = M("rftg.layout", "Credit")
ECONOMY = M("rftg.layout", "Economy")
ROBOT_EQ = M("rftg.layout", "robot = {action}")
MARKERS_TITLE = M("rftg.layout", "6-cost markers")
MARKERS_TIP = M("rftg.layout", "{left} unplaced, {placed} placed, {vp} VP each")
PILE_TIP = P("rftg.layout", "The robot's face-down pile: %n card(s)", "", 1)
ROBOT_VP = M("rftg.layout", "VP {n}")
ROBOT_VP_TIP = M("rftg.layout", "The robot's score now: {n} VP")
ROBOT_PILE = M("rftg.layout", "pile {n}")
ROBOT_TABLEAU = M("rftg.layout", "tableau {n}/12")
DIE_TIP = M("rftg.layout", "Rolled: {face}")
DIE_ON = M("rftg.layout", "{die} — on {space}")
SPACE_MARKER = M("rftg.layout", "{space}: your action marker")
COUNTER_TIP = M("rftg.layout", "A start-world counter on the {area} area")
AREA_SPACE = {"explore": 0, "develop": 2, "settle": 4, "consume": 6, "produce": 8}
SPACE_W = 0.8
SPACE_GAP = 0.05


def robot_choosers(view: dict, ctx) -> dict[str, list[tuple[str, str, str]]]:
    """The phases the robot's dice select this round, for the phase strip."""
    robot = view.get("robot")
    out: dict[str, list[tuple[str, str, str]]] = {}
    if not robot:
        return out
    name = ctx.tr(ROBOT_TITLE(level=ctx.tr(LEVELS.get(robot.get("difficulty"),
                                                        LEVELS["easy"])())))
    for sp in robot.get("spaces", []):
        if sp.get("dice"):
            act = sp["action"]
            out.setdefault(_action_phase(act), []).append(
                ("#95a5a6", "R", ctx.tr(rg.ACTION_NAMES[act]()) + " — " + name))
    return out


def robot_zones(robot: dict, ctx, y: float, width: float = 13.6) -> tuple[list[Zone], float]:
    """The robot's mat: header, the nine spaces with markers and dice, the credit and economy
    tracks, robot=, the 6-cost markers, its pile and its tableau."""
    from desktop.games.rftg import robot as robotics
    from desktop.ui.table.spec import Marker, TokenSpec, TrackSpec

    tr = ctx.tr
    zones: list[Zone] = []
    level = tr(LEVELS.get(robot.get("difficulty"), LEVELS["easy"])())
    name = tr(ROBOT_TITLE(level=level))
    vp = int(robot.get("vp", {}).get("value", 0))
    pile = int(robot.get("pile", {}).get("count", 0))
    pills = ((tr(CHIP_PILL(n=robot.get("chips", 0))), CHIP_FILL, CHIP_INK),
             (tr(ROBOT_TABLEAU(n=robot.get("tableau_size", 0))), "#7f8c8d", "#ffffff"),
             (tr(ROBOT_PILE(n=pile)), "#22345a", "#ffffff"))
    head = SeatSpec(robot.get("id", "robot"), name, "#95a5a6", pills, "", False, 11.0,
                    tr(ROBOT_VP_TIP(n=vp)), "rftg.robot.score")
    head = replace(head, width=min(11.0, seat_content_width(head)))
    vp_token = TokenSpec(robot.get("vp", {}).get("id", "robot:vp"), tr(ROBOT_VP(n=vp)),
                         CHIP_FILL, rule="rftg.robot.score", tooltip=tr(ROBOT_VP_TIP(n=vp)),
                         scale=1.3)
    zones.append(Zone("robot:head", "row", 0.1, y, [head]))
    zones.append(Zone("robot:score", "row", 0.25 + head.width, y - 0.1, [vp_token]))
    my = y + 0.42
    xs = {}
    spaces = []
    for i, sp in enumerate(robot.get("spaces", [])):
        act = sp["action"]
        x = 0.1 + i * (SPACE_W + SPACE_GAP)
        xs[sp["id"]] = x
        sname = tr(robotics.SPACE_NAMES[act]())
        marker = ctx.color(0) if sp.get("marker") else ""
        spaces.append(SpaceSpec(sp["id"], ACTION_NUMBER[act], tr(ACTION_SHORT[act]()), marker,
                                tr(SPACE_MARKER(space=sname)) if marker else sname))
    zones.append(Zone("robot:spaces", "row", 0.1, my, spaces, gap=SPACE_GAP))
    # dice: on their space once placed (two on one space side by side)
    on_space: dict[str, int] = {}
    tray_x = 0.1 + 9 * (SPACE_W + SPACE_GAP)
    for k, d in enumerate(robot.get("dice", [])):
        face_name = tr(robotics.FACE_NAMES.get(d.get("rolled"), robotics.FACE_NAMES["star"])())
        tip = tr(DIE_TIP(face=face_name))
        space = d.get("space")
        reads = ""
        if space is not None and space in xs:
            act = next(sp["action"] for sp in robot["spaces"] if sp["id"] == space)
            reads = {"e5": "explore", "e11": "explore", "dev": "develop", "dev2": "develop",
                     "set": "settle", "set2": "settle", "trade": "trade", "x2": "x2",
                     "prod": "produce"}[act]
            tip = tr(DIE_ON(die=tip, space=tr(robotics.SPACE_NAMES[act]())))
            n_before = on_space.get(space, 0)
            on_space[space] = n_before + 1
            dx, dy = xs[space] + 0.03 + n_before * 0.34, my + 0.53
        else:
            dx, dy = tray_x + k * 0.46, my + 0.53
        rule = "rftg.robot.dice.star" if d.get("rolled") == "star" else (
            "rftg.robot.dice.robot_face" if d.get("rolled") == "robot" else "rftg.robot.dice.place")
        spec = RobotDieSpec(d["id"], d.get("rolled", "star"), reads, d.get("die") == "robot_die",
                            face_name, tip, rule)
        zones.append(Zone(f"robot:{d['id']}", "row", dx, dy, [spec]))
    for c in robot.get("counters", []):
        area = c.split(":", 1)[1]
        sx = 0.1 + AREA_SPACE.get(area, 0) * (SPACE_W + SPACE_GAP)
        zones.append(Zone(f"robot:{c}", "row", sx + 0.05, my + 0.64,
                          [TokenSpec(c, "◆", "#bdc3c7", rule="rftg.robot.setup.mat",
                                     tooltip=tr(COUNTER_TIP(area=tr(rg.PHASE_NAMES.get(
                                         area, rg.PHASE_NAMES["explore"])()))), scale=0.6)]))
    # robot=, credit and economy
    eq = robot.get("eq", {})
    reads = eq.get("reads", "trade")
    eq_spec = PhaseSpec(eq.get("id", "robot:eq"), FACE_NUMBER.get(reads, 4),
                        tr(ROBOT_EQ(action=tr(robotics.FACE_NAMES[reads]()))), "current", (),
                        FACE_MARK.get(reads, ""), tr(ROBOT_EQ(action=tr(
                            robotics.FACE_NAMES[reads]()))), "rftg.robot.dice.robot_face")
    zones.append(Zone("robot:eq", "row", tray_x + 0.05, my, [eq_spec]))
    tx = tray_x + 0.95
    cr = robot.get("credit", {})
    ec = robot.get("economy", {})
    zones.append(Zone("robot:tracks", "row", tx, my, [
        TrackSpec(cr.get("id", "robot:credit"), tr(CREDIT()), 0, int(cr.get("max", 4)),
                  (Marker("robot:credit:m", int(cr.get("value", 0)), "#1a1a1a"),),
                  rule="rftg.robot.setup", step=0.36),
        TrackSpec(ec.get("id", "robot:economy"), tr(ECONOMY()), 0, int(ec.get("max", 5)),
                  (Marker("robot:economy:m", int(ec.get("value", 0)), "#ecf0f1"),),
                  rule="rftg.robot.setup", step=0.36)], gap=0.08))
    mk = robot.get("markers", {})
    zones.append(Zone("robot:markers", "row", tx, my + 0.82, [MarkersSpec(
        mk.get("id", "robot:markers"), int(mk.get("left", 0)), int(mk.get("placed", 0)),
        int(mk.get("vp", 0)), tr(MARKERS_TITLE()),
        tr(MARKERS_TIP(left=mk.get("left", 0), placed=mk.get("placed", 0), vp=mk.get("vp", 0))))]))
    # the robot's pile (face down, a count) and its tableau
    ty = my + 1.1
    scale = 0.5
    pile_spec = RftgCardSpec(robot.get("pile", {}).get("id", "robot:pile"), scale=scale,
                             face_up=False, badge=str(pile), rule="rftg.robot.draw",
                             tooltip=tr(PILE_TIP(n=pile)))
    zones.append(Zone("robot:pile", "row", tx + 1.6, my + 0.82, [pile_spec]))
    cards = [{"id": c, "design": DESIGN[int(c.split(":")[1])].id} for c in robot.get("tableau", [])]
    _tableau_zones(zones, "robot", cards, 0.1, ty, tx - 0.3, scale, ctx, {})
    return zones, (ty + CARD_H * scale + 0.12) - y


# -- the drafting variant ----------------------------------------------------------------------
PACK_TITLE = P("rftg.layout", "Pack: %n card(s), then passed to {name}", "", 1)
STARTS_TITLE = M("rftg.layout", "Your start worlds")
PICKS_TITLE = P("rftg.layout", "Picks so far: %n card(s)", "", 1)
DRAFT_OTHER = M("rftg.layout", "pack {pack} · picks {picks}")


def fan_share(n_extra: int, n_hand: int, avail: float) -> float:
    """The width of the explored cards (or the draft pack) beside the hand fan: what they
    need when both rows fit side by side, else a share by the cards each holds (never less
    than half the row for the cards to choose from)."""
    need = n_extra * 1.06 - 0.06
    if not n_hand:
        return min(avail, need)
    room = avail - 0.25
    hand_need = n_hand * 1.06 - 0.06
    if need + hand_need <= room:
        return need
    share = room * need / (need + hand_need)
    return min(need, max(share, room * 0.5))


def _draft_row(zones: list[Zone], draft: dict, y: float, ctx, marks: dict[str, str],
               width: float) -> None:
    """During the draft the tableau row holds the seat's two start worlds and its picks."""
    tr = ctx.tr
    starts = draft.get("starts", [])
    picks = draft.get("picks", [])
    y0 = y - 0.06
    sw = len(starts) * 1.06 - 0.06 if starts else 0.0
    if starts:
        zones.append(Zone("starts", "row", 0.1, y0, [card_spec(c, ctx, 1.0, marks.get(c, ""))
                                                      for c in starts],
                          gap=0.06, title=tr(STARTS_TITLE()), width=max(sw, 2.0)))
    px = 0.1 + (sw + 0.35 if starts else 0.0)
    if picks:
        zones.append(Zone("picks", "fan", px, y0, [card_spec(c, ctx, 1.0) for c in picks],
                          gap=0.06, width=width - 0.1 - px, title=tr(PICKS_TITLE(n=len(picks)))))


# -- the layout --------------------------------------------------------------------------------
def layout(view: dict, seat: int | None, ctx) -> TableSpec:
    tr = ctx.tr
    seats = view.get("seats", [])
    n = len(seats)
    step = view.get("step", "")
    decision = getattr(ctx, "decision", None)
    big = seat if seat is not None and 0 <= seat < n else 0
    zones: list[Zone] = []
    others = [i for i in range(n) if i != big]
    cols = 1 if len(others) <= 1 else 2
    scale = 0.62 if len(others) <= 1 else 0.5
    block_h = 0.36 + CARD_H * scale + GOOD_H * scale * 0.6 + 0.1
    rows = (len(others) + cols - 1) // cols
    # the table's width follows its height, so it fills a window of the usual shape; the
    # structure (not the seat in view) decides it: the curtain does not rescale the table
    height = (TOP_H + (rows * block_h + 0.05 if others else 0.0)
              + (ROBOT_H + 0.05 if view.get("robot") else 0.0) + OWN_H)
    W = max(ROBOT_MIN_WIDTH if view.get("robot") else MIN_WIDTH,
            min(WIDTH, ASPECT * height))

    # -- top strip: info, phases, goals ----------------------------------------------------
    draft_round = (view.get("draft") or {}).get("round") if step == "draft" else None
    round_text = (tr(DRAFT_ROUND(n=draft_round)) if draft_round is not None
                  else tr(ROUND(n=view.get("round", 0))))
    info = [LabelSpec("info:round", round_text, width=INFO_W, bold=True),
            LabelSpec("info:pool", tr(POOL(n=view.get("pool", 0)) if view.get("pool", 0) >= 0
                                     else POOL_EXTRA(n=-view["pool"])), width=INFO_W,
                      rule="rftg.setup.vp_pool"),
            LabelSpec("info:piles", tr(PILES(deck=view.get("deck", 0),
                                              discard=view.get("discard", 0))), width=INFO_W)]
    if view.get("ending"):
        info.append(LabelSpec("info:ending", tr(LAST_ROUND()), width=INFO_W, bold=True,
                              color="#ffd54a", rule="rftg.end.trigger"))
    zones.append(Zone("info", "grid", 0.1, 0.08, info, columns=1, gap=-0.06))
    strip = phase_strip(view, ctx, robot_choosers(view, ctx))
    zones.append(Zone("phases", "row", INFO_W + 0.15, 0.08, strip, gap=0.06))
    goals = goal_specs(view, ctx)
    gx = W - 0.1 - len(goals) * 0.92 + 0.06
    zones.append(Zone("goals", "row", gx, 0.08, goals, gap=0.06))
    y = TOP_H

    # -- the other seats, compact ----------------------------------------------------------
    col_w = (W - 0.2 - (cols - 1) * 0.2) / cols
    for k, i in enumerate(others):
        sv = seats[i]
        x = 0.1 + (k % cols) * (col_w + 0.2)
        by = y + (k // cols) * block_h
        zones.append(Zone(f"head:{i}", "row", x, by,
                          [seat_spec(sv, i, ctx, False, col_w, False, step,
                                     view.get("draft"))]))
        _tableau_zones(zones, f"t{i}", sv.get("tableau", []), x, by + 0.36, col_w, scale, ctx, {})
    if others:
        y += rows * block_h + 0.05
    if view.get("robot"):
        rz, _rh = robot_zones(view["robot"], ctx, y, W)
        zones.extend(rz)
        y += ROBOT_H + 0.05

    # -- the seat in view, large -------------------------------------------------------------
    sv = seats[big] if seats else {}
    marks = badges(decision, sv if seat == big else None, ctx)
    zones.append(Zone("head:big", "row", 0.1, y,
                      [seat_spec(sv, big, ctx, True, W - 0.2, seat == big, step,
                                 view.get("draft"))]))
    y += 0.52
    selected = sv.get("selected")
    new_note = tr(NOTE_NEW())

    def tableau_note(c: dict) -> str:
        return new_note if c.get("new") else ""

    draft = view.get("draft") or {}
    if draft and not sv.get("tableau") and seat == big:
        _draft_row(zones, draft, y, ctx, marks, W)
    else:
        _tableau_zones(zones, "big", sv.get("tableau", []), 0.1, y, W - 0.2, 1.0, ctx, marks,
                       tableau_note)
    y += CARD_H + GOOD_H * 0.6 + 0.12

    # hand row: [hand fan][explored cards or the draft pack][action cards]
    if seat == big and seat is not None:
        acts = _action_options(decision, seat)
        mine = [a.rsplit(":", 1)[1] for a in sv.get("actions", [])]
        action_ids = acts or mine
        act_specs = []
        for a in action_ids:
            act_specs.append(ActionSpec(f"action:{seat}:{a}", ACTION_NUMBER[a],
                                        tr(ACTION_SHORT[a]()), a in mine and not acts,
                                        1.0, action_tip(a, ctx), rule=None))
        aw = len(act_specs) * 0.66 - 0.04 if act_specs else 0.0
        if act_specs:
            zones.append(Zone("actions", "row", W - 0.1 - aw, y, act_specs, gap=0.04,
                              title=tr(ACTIONS_TITLE()), width=aw))
        explore = sv.get("explore", [])
        pack = draft.get("pack", []) if view.get("step") == "draft" else []
        extra_ids = explore or pack
        avail = W - 0.2 - (aw + 0.25 if act_specs else 0.0)
        ew = 0.0
        if extra_ids:
            ew = fan_share(len(extra_ids), len(sv.get("hand", [])), avail)
            ex_specs = [card_spec(c, ctx, 1.0, marks.get(c, "")) for c in extra_ids]
            if explore:
                title = tr(EXPLORE_TITLE(n=len(extra_ids)))
            else:
                nxt = (seat + (1 if draft.get("direction") == "left" else -1)) % n
                title = tr(PACK_TITLE(n=len(extra_ids), name=ctx.name(nxt)))
            ex = (W - 0.1 - (aw + 0.25 if act_specs else 0) - ew) if sv.get("hand") else 0.1
            zones.append(Zone("explore", "fan", ex, y, ex_specs, gap=0.06, width=ew,
                              title=title))
        hand = sv.get("hand", [])
        hw = avail - (ew + 0.25 if extra_ids else 0.0)
        hand_specs = []
        placing = tr(NOTE_PLACING())
        for c in hand:
            hand_specs.append(card_spec(c, ctx, 1.0, marks.get(c, ""),
                                        placing if c == selected else ""))
        if hand_specs or not extra_ids:
            zones.append(Zone("hand", "fan", 0.1, y, hand_specs, gap=0.06, width=hw,
                              title=tr(HAND_TITLE(n=len(hand)))))
    return TableSpec(zones, width=W, height=height)


def extra_names(view: dict, tr) -> list[str]:
    """The score sheet's extra column: the solitaire robot (its outcome scores it second)."""
    robot = view.get("robot")
    if not robot:
        return []
    return [tr(ROBOT_TITLE(level=tr(LEVELS.get(robot.get("difficulty"), LEVELS["easy"])())))]


layout.extra_names = extra_names
