"""Issue #14: the reference cards (technologies E/F, turbine effects, Connector rules) lie on
the table readably: no card covers another, each shows its name, the whole card on hover,
all within the table's right column."""

from __future__ import annotations

from desktop.engine.protocol import Msg
from desktop.games.nucleum import GAME, NucleumOptions
from desktop.games.nucleum.cards import reference_cards
from desktop.ui.games import LayoutContext
from desktop.ui.games import nucleum as layout_module
from desktop.ui.table.scene import layout_zone


def tr(m):
    return m if isinstance(m, str) else (m.english() if isinstance(m, Msg) else m.text)


def placed(options):
    s = GAME.new(options, 3)
    names = [f"P{i}" for i in range(options.seats)]
    spec = layout_module.layout(GAME.view(s, None), None,
                                LayoutContext("nucleum", names, tr, set(), []))
    boxes = {}
    for z in spec.zones:
        for it, x, y in layout_zone(z):
            w, h = it.size()
            boxes[it.id] = (it, x, y, w, h)
    return spec, boxes


def test_no_reference_card_covers_another_and_each_is_named():
    for options in (NucleumOptions(seats=4), NucleumOptions(seats=1, baron=True)):
        spec, boxes = placed(options)
        cards = reference_cards()
        rects = [boxes[c["id"]] for c in cards]
        for i, (a, ax, ay, aw, ah) in enumerate(rects):
            assert ax + aw <= spec.width + 1e-9 and ay + ah <= spec.height + 1e-9, a.id
            for b, bx, by, bw, bh in rects[i + 1:]:
                overlap = min(ax + aw, bx + bw) - max(ax, bx), min(ay + ah, by + bh) - max(ay, by)
                assert overlap[0] <= 1e-9 or overlap[1] <= 1e-9, (a.id, b.id)
        for c, (it, *_rest) in zip(cards, rects):
            assert it.title == c["short"]                     # its name, readable on the chip
            assert tr(c["name"]) in it.tooltip and tr(c["text"]) in it.tooltip
