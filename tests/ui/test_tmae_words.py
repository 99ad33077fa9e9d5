"""TM:AE words on the table in every language: no English "MC" left on a Russian table."""

from __future__ import annotations

import re

import pytest

from desktop import i18n_tools


@pytest.fixture
def russian(tmp_path, qapp):
    from desktop.ui import i18n

    i18n_tools.compile_qm(tmp_path)
    assert i18n.install_translators("ru", tmp_path)
    yield
    i18n.install_translators("", tmp_path)


def test_the_mc_symbol_is_translated_on_the_table(russian):
    from desktop.engine.bots import RandomBot
    from desktop.games.tmae import GAME
    from desktop.ui.games import LayoutContext
    from desktop.ui.games import tmae as layout
    from desktop.ui.i18n import tr_msg

    s = GAME.new(GAME.options(seats=2), 4)
    bot = RandomBot(1)
    for _ in range(120):
        seat = GAME.to_act(s)[0]
        GAME.apply(s, seat, bot.choose(GAME, s, seat))
    assert s.flipped  # ocean rewards are on the board
    spec = layout.layout(GAME.view(s, 0), 0, LayoutContext("tmae", ["Ана", "Боб"], tr_msg))
    text = repr(spec)
    assert re.findall(r".{20}\bMC.{10}", text) == []
    assert "МК" in text
