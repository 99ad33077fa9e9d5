"""At 1920×1080 the hand reads without hovering (the hand takes the room the boards leave), in
English and in Russian, and played cards show their text under the name while there is room."""

from __future__ import annotations

import os

import pytest

from desktop import i18n_tools
from tests.ui.test_tmae_table import L, late_page


@pytest.fixture(params=["", "ru"])
def language(request, tmp_path_factory, qapp):
    from desktop.ui import i18n

    folder = tmp_path_factory.mktemp("qm")
    i18n_tools.compile_qm(folder)
    assert i18n.install_translators(request.param, folder)
    yield request.param or "en"
    i18n.install_translators("", folder)


@pytest.mark.parametrize("seats", [2, 4])
def test_hand_cards_read_without_hovering_at_1920x1080(window, language, seats, tmp_path):
    from PySide6.QtWidgets import QApplication

    from desktop.engine import registry

    lay = L()
    page = late_page(window, registry.get("tmae"), seats=seats)
    window.resize(1920, 1080)
    page.view.refit()
    QApplication.processEvents()
    img = page.view.grab().toImage()
    out = os.environ.get("TMAE_SHOTS") or str(tmp_path)
    assert img.save(os.path.join(out, f"tmae-{seats}-{language}.png"))
    s = page.session
    seat = page.seat_in_view
    view = s.game.view(s.state, seat)
    hand = [page.scene.item(o) for o in view["players"][seat]["hand"]]
    assert hand
    for it in hand:
        w = it.size_px()[0]
        # about the standard card size (220 px, the hover size), never the old 95 px
        assert w >= 0.75 * lay.STD_CARD_PX, (w, it.object_id)
        for name, rect, text, px, min_px, bold, flags in lay.card_boxes(it.spec, w):
            size, ok = lay.fit_px(text, rect.width(), rect.height(), px, min_px, bold, flags)
            assert ok, (language, it.spec.title, name)
            if name == "body":
                assert size >= 9.0, (language, it.spec.title, size)
    # played cards: a text line under the name (tall chips) while the columns have room
    chips = [page.scene.item(o) for p in view["players"] for o in p["played"]]
    if lay.chip_step(view["players"], 7.45 if seats == 2 else 4.95) == lay.TALL_CHIP_STEP:
        assert chips and all(c.spec.h == lay.TALL_CHIP_H for c in chips)
        assert all(c.spec.lines for c in chips if c.spec.title)
