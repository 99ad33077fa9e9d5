"""The fallback layout: any view as rows of cards and counters.

Used for a registered game that has no layout module yet.  It walks the view: lists of
objects become rows of cards (an object's ``id`` keys its item, so decision targets glow and
can be clicked), lists of strings become cards named by those ids, numbers become counters,
and nested dicts become sections.  Crude, but every game is playable from the first day.
"""

from __future__ import annotations

from typing import Any

from desktop.engine.protocol import Msg
from desktop.ui.table.spec import CardSpec, LabelSpec, TableSpec, TokenSpec, Zone

MAX_WIDTH = 12.0
ROW_H = 1.4 + 0.34 + 0.25


def _text(v: Any, tr) -> str:
    if isinstance(v, Msg):
        return tr(v)
    if isinstance(v, (list, tuple)):
        return ", ".join(_text(x, tr) for x in v)
    if isinstance(v, dict):
        if "text" in v and "context" in v:
            return tr(Msg.from_json(v))
        return "; ".join(f"{k}: {_text(x, tr)}" for k, x in v.items())
    return str(v)


def _title(object_id: str) -> str:
    """A readable title from an object id: ``goal:budget_surplus`` -> ``budget surplus``."""
    return object_id.rsplit(":", 1)[-1].replace("_", " ") or object_id


def _card(obj: dict, oid: str, tr) -> CardSpec:
    title = next((obj[k] for k in ("name", "title", "label") if k in obj), None)
    if title is None:
        title = _title(str(obj.get("id", oid)))
    lines = tuple(f"{k}: {_text(v, tr)}" for k, v in obj.items()
                  if k not in ("id", "name", "title", "label") and not isinstance(v, (list, dict)))
    return CardSpec(oid, _text(title, tr), lines=lines[:6],
                    vp=str(obj["vp"]) if isinstance(obj.get("vp"), int) else None,
                    cost=str(obj["cost"]) if isinstance(obj.get("cost"), int) else None)


def layout(view: dict, seat: int | None, ctx) -> TableSpec:
    zones: list[Zone] = []
    y = 0.0
    counters: list[TokenSpec] = []
    used: set[str] = set()

    def uniq(oid: str) -> str:
        base, i = oid, 2
        while oid in used:
            oid, i = f"{base}#{i}", i + 1
        used.add(oid)
        return oid

    def walk(prefix: str, data: dict, title: str) -> None:
        nonlocal y
        for key, value in data.items():
            path = f"{prefix}{key}"
            label = f"{title}{key}"
            if isinstance(value, (int, float)):  # bool included
                counters.append(TokenSpec(uniq(f"v:{path}"), label=str(value)[:4],
                                          tooltip=label, color="#c9a227"))
            elif isinstance(value, (str, Msg)):
                zones.append(Zone(uniq(f"z:{path}"), "row", 0.0, y,
                                  [LabelSpec(uniq(f"t:{path}"), f"{label}: {_text(value, ctx.tr)}",
                                             width=MAX_WIDTH)]))
                y += 0.4
            elif isinstance(value, dict):
                walk(path + ".", value, label + " › ")
            elif isinstance(value, (list, tuple)):
                cards = []
                for i, v in enumerate(value):
                    if isinstance(v, dict):
                        oid = str(v.get("id", f"{path}[{i}]"))
                        cards.append(_card(v, uniq(oid), ctx.tr))
                    elif isinstance(v, str):
                        cards.append(CardSpec(uniq(v), _title(v)))
                    else:
                        cards.append(CardSpec(uniq(f"{path}[{i}]"), _text(v, ctx.tr)))
                zones.append(Zone(uniq(f"z:{path}"), "fan", 0.0, y, cards,
                                  title=f"{label} ({len(value)})", width=MAX_WIDTH))
                y += ROW_H if cards else 0.5

    walk("", view, "")
    if counters:
        zones.append(Zone("z:counters", "grid", 0.0, y, counters, columns=20))
        y += 0.6 * (1 + len(counters) // 20)
    return TableSpec(zones, width=MAX_WIDTH, height=max(4.0, y + 0.2))
