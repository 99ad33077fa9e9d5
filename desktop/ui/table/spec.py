"""What a per-game layout hands to the table: zones of items, in card units.

A layout (``desktop/ui/games/<id>.py``) turns a view into a :class:`TableSpec`; the
:class:`~desktop.ui.table.scene.TableScene` turns the spec into graphics items, keyed by the
engine's stable object ids, and moves existing items when the spec changes.

Sizes and positions are in *card units*: one unit is the width of a card.  A card is
``1 x CARD_RATIO`` units.  Nothing here is in pixels.

All strings in a spec are already translated (layouts render ``Msg`` with ``tr_msg``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Union

CARD_RATIO = 1.4


@dataclass(frozen=True, slots=True)
class CardSpec:
    id: str
    title: str = ""
    # frame colour (any QColor name), by card type
    frame: str = "#6b7b8c"
    cost: str | None = None
    vp: str | None = None
    # generated text lines (effects, conditions)
    lines: tuple[str, ...] = ()
    # small line under the title (type, stage)
    kind: str = ""
    face_up: bool = True
    # rule id for learning mode
    rule: str | None = None
    # small coloured discs on the card (e.g. players who scored it): (colour, label)
    markers: tuple[tuple[str, str], ...] = ()
    tooltip: str = ""

    def size(self) -> tuple[float, float]:
        return 1.0, CARD_RATIO


@dataclass(frozen=True, slots=True)
class TokenSpec:
    id: str
    label: str = ""
    color: str = "#c9a227"
    count: int | None = None
    rule: str | None = None
    tooltip: str = ""
    scale: float = 1.0

    def size(self) -> tuple[float, float]:
        return 0.45 * self.scale, 0.45 * self.scale


@dataclass(frozen=True, slots=True)
class DieSpec:
    id: str
    value: int = 1
    color: str = "#f2f2f2"
    rule: str | None = None
    tooltip: str = ""

    def size(self) -> tuple[float, float]:
        return 0.45, 0.45


@dataclass(frozen=True, slots=True)
class Marker:
    id: str
    value: int
    color: str
    label: str = ""


@dataclass(frozen=True, slots=True)
class TrackSpec:
    """A numbered track ``lo..hi`` with markers on it (VP, TR, temperature...)."""

    id: str
    title: str = ""
    lo: int = 0
    hi: int = 10
    markers: tuple[Marker, ...] = ()
    rule: str | None = None
    tooltip: str = ""
    # width of one space, in card units
    step: float = 0.42
    # spaces whose number is highlighted (e.g. the winning total)
    goal: int | None = None

    def size(self) -> tuple[float, float]:
        return (self.hi - self.lo + 1) * self.step, 0.75


@dataclass(frozen=True, slots=True)
class BoardSpec:
    """A board with labelled spaces laid out in a grid (fixed action spaces, pools)."""

    id: str
    title: str = ""
    spaces: tuple[tuple[str, str], ...] = ()
    columns: int = 4
    color: str = "#3b4a5a"
    rule: str | None = None
    tooltip: str = ""
    width: float = 4.0

    def size(self) -> tuple[float, float]:
        rows = max(1, -(-len(self.spaces) // max(1, self.columns)))
        return self.width, 0.35 + rows * 0.45


@dataclass(frozen=True, slots=True)
class LabelSpec:
    """Plain text on the felt (a player's name, a heading)."""

    id: str
    text: str = ""
    width: float = 3.0
    bold: bool = False
    color: str = "#f0f0f0"
    rule: str | None = None
    tooltip: str = ""

    def size(self) -> tuple[float, float]:
        return self.width, 0.3


@dataclass(frozen=True, slots=True)
class PanelSpec:
    """A fixed-size panel of text on the felt: a side panel, a tile, the background of a board
    row.  ``lines`` are drawn wrapped under the title, shrunk to fit."""

    id: str
    title: str = ""
    lines: tuple[str, ...] = ()
    width: float = 3.0
    height: float = 1.0
    color: str = "#2c3e50"
    # border and title colour (None: a lighter shade of ``color``)
    accent: str | None = None
    # text size in card units
    font_size: float = 0.11
    rule: str | None = None
    tooltip: str = ""

    def size(self) -> tuple[float, float]:
        return self.width, self.height


ItemSpec = Union[CardSpec, TokenSpec, DieSpec, TrackSpec, BoardSpec, LabelSpec, PanelSpec]
ZoneKind = Literal["row", "fan", "stack", "grid"]


@dataclass(slots=True)
class Zone:
    """A group of items placed together.

    ``row``: side by side with ``gap``; ``fan``: overlapping so that at most ``width`` units
    are used; ``stack``: on top of each other with a small offset; ``grid``: ``columns`` per
    row.  ``x``/``y`` are the zone's top-left corner in card units.
    """

    id: str
    kind: ZoneKind = "row"
    x: float = 0.0
    y: float = 0.0
    items: list[ItemSpec] = field(default_factory=list)
    title: str = ""
    gap: float = 0.12
    width: float | None = None
    columns: int = 4


@dataclass(slots=True)
class TableSpec:
    zones: list[Zone] = field(default_factory=list)
    # extent of the table in card units (the scene fits this into the view)
    width: float = 10.0
    height: float = 7.0
    # ids of the objects the pending question is about, drawn with a context glow (a
    # PickNumber has no options whose targets could glow; the layout names them here)
    focus: set[str] = field(default_factory=set)

    def item_ids(self) -> list[str]:
        return [i.id for z in self.zones for i in z.items]


def item_texts(spec: ItemSpec) -> list[str]:
    """Every string an item of this spec draws or shows (for the secret-search tests)."""
    out: list[str] = []
    for name in ("title", "label", "text", "kind", "tooltip", "cost", "vp"):
        v = getattr(spec, name, None)
        if isinstance(v, str) and v:
            out.append(v)
    out.extend(getattr(spec, "lines", ()))
    for m in getattr(spec, "markers", ()):
        out.append(m.label if isinstance(m, Marker) else m[1])
    for _sid, label in getattr(spec, "spaces", ()):
        out.append(label)
    return out
