"""Card texts fit their boxes in every language, not only in English: card names, keywords
and generated power texts are translated, and Polish and Russian words run long."""

from __future__ import annotations

import pytest

from desktop import i18n_tools
from desktop.engine.protocol import Msg


@pytest.fixture(params=i18n_tools.LANGUAGES)
def language(request, tmp_path_factory, qapp):
    from desktop.ui import i18n

    folder = tmp_path_factory.mktemp("qm")
    i18n_tools.compile_qm(folder)
    assert i18n.install_translators(request.param, folder)  # as the Settings dialog does
    yield request.param
    i18n.install_translators("", folder)


def test_every_race_card_fits_in_the_language(language):
    from desktop.games.rftg.rules import DESIGN
    from desktop.ui.games import LayoutContext
    from desktop.ui.games import rftg as layout
    from desktop.ui.i18n import tr_msg

    ctx = LayoutContext("rftg", ["Ana", "Bo"], tr_msg)
    first = {}
    for i, d in enumerate(DESIGN):
        first.setdefault(d.index, i)
    bad, translated = [], 0
    for _design, i in first.items():
        spec = layout.card_spec(f"card:{i}", ctx)
        translated += spec.title != DESIGN[i].name
        fits = layout.card_fits(spec, layout.STANDARD_UNIT)
        if not all(fits.values()) or not layout.full_fits(spec, layout.STANDARD_UNIT):
            bad.append((spec.title, {k: v for k, v in fits.items() if not v}))
    assert bad == []
    assert translated > len(first) // 2, "card names are not translated"


def test_every_ares_card_fits_in_the_language(language):
    from tests.ui.test_tmae_table import check_every_card_design_fits

    # longer words: the body may shrink further than English's 9 px (7 px on the wordiest
    # Russian card, Herbivores, at the 220 px hover size)
    smallest = check_every_card_design_fits(min_body=7.0, min_title=12.0)
    assert smallest["body"] < 99


def test_every_beyond_the_sun_card_fits_in_the_language(language):
    from desktop.games.bts.cards import base
    from desktop.ui.games import bts as layout
    from desktop.ui.i18n import tr_msg

    assert layout.cards_that_do_not_fit(tr_msg) == []
    c = base()
    names = [t.name for t in c.techs.values()]
    translated = sum(tr_msg(Msg("bts.cards", n)) != n for n in names)
    assert translated > len(names) // 2, "card names are not translated"
