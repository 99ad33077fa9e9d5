"""Issue #14: the scoring panel's "If King's Day came now" shows every player's projection and
the Baron's, as the engine computed them (the layout reads ``view["projection"]``)."""

from __future__ import annotations

from desktop.engine.protocol import Msg
from desktop.games.nucleum import GAME
from desktop.ui.games import LayoutContext
from desktop.ui.games import nucleum as layout_module

from tests.games.nucleum.helpers import CAP, REA, blank, lead, put


def tr(m):
    return m if isinstance(m, str) else (m.english() if isinstance(m, Msg) else m.text)


def panel_lines(view, names, item_id):
    spec = layout_module.layout(view, None, LayoutContext("nucleum", names, tr, set(), []))
    for z in spec.zones:
        for it in z.items:
            if getattr(it, "id", None) == item_id:
                return list(it.lines)
    raise AssertionError(item_id)


def test_every_players_projection_is_in_the_preview():
    s = blank(3)
    put(s, CAP, 0, 2); lead(s, CAP, 0)
    put(s, CAP, 1)
    put(s, REA, 2); lead(s, REA, 2)            # the parties agenda: counted by the app
    view = GAME.view(s, None)
    lines = panel_lines(view, ["Ana", "Bo", "Cy"], "scoring")
    by = {p["seat"]: p for p in view["projection"]["players"]}
    assert any(ln.startswith("▸ Ana: 0 VP + ") and "contracts" in ln for ln in lines), lines
    assert any(ln.startswith("▸ Bo: 0 VP + ") for ln in lines), lines
    assert f"▸ Cy: {by[2]['vp']} VP" in lines and by[2]["vp"] > 0


def test_the_barons_projected_vp_comes_from_the_view():
    s = blank(1)
    view = GAME.view(s, None)
    view["projection"]["baron"] = {"led": 3, "dominant": True, "vp": 99}
    baron = panel_lines(view, ["Ana"], "baron")
    assert any("99 VP" in ln and "3 Party" in ln for ln in baron), baron
    assert "▸ Baron von Automat: 99 VP" in panel_lines(view, ["Ana"], "scoring")
