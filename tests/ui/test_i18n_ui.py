"""Switching the language while running: translators are swapped and visible texts follow."""

from __future__ import annotations

from xml.sax.saxutils import escape

from PySide6.QtCore import QCoreApplication, QLocale

from desktop.engine.marks import M
from desktop.ui import i18n

PL = {
    "HomePage": {"Games": "Gry", "Continue": "Kontynuuj"},
    "TablePage": {"Fit": "Dopasuj"},
    "ti4.layout": {"Imperial": "Imperium"},
    "uitoy": {"Bid": "Licytuj"},
}


def write_ts(path, lang: str, contexts: dict) -> None:
    parts = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
             f'<TS version="2.1" language="{lang}">']
    for ctx, msgs in contexts.items():
        parts.append(f"<context><name>{escape(ctx)}</name>")
        for src, tr in msgs.items():
            parts.append(f"<message><source>{escape(src)}</source>"
                         f"<translation>{escape(tr)}</translation></message>")
        parts.append("</context>")
    parts.append("</TS>")
    path.write_text("\n".join(parts), encoding="utf-8")


def compiled(tmp_path):
    from desktop.i18n_tools import compile_qm

    ts = tmp_path / "desktop_pl.ts"
    write_ts(ts, "pl", PL)
    out = compile_qm(tmp_path / "qm", sources=[ts])
    assert out["pl"].exists()
    return tmp_path / "qm"


def test_language_switch_changes_visible_strings(window, tmp_path, qtbot):
    window.qm_dir = compiled(tmp_path)
    home = window.home
    assert home.games_title.text() == "Games"
    try:
        assert window.set_language("pl")  # the catalog loaded
        assert i18n.current_language() == "pl"
        qtbot.waitUntil(lambda: home.games_title.text() == "Gry", timeout=2000)
        assert home.continue_title.text() == "Kontynuuj"
        assert window.settings.language == "pl"
        window.set_language("en")
        qtbot.waitUntil(lambda: home.games_title.text() == "Games", timeout=2000)
    finally:
        i18n.install_translators("en", window.qm_dir)


def test_switch_reaches_the_table_and_engine_messages(window, uitoy, tmp_path, qtbot):
    from desktop.engine.session import Player, Session
    from desktop.ui.i18n import tr_msg

    window.qm_dir = compiled(tmp_path)
    s = Session(uitoy, uitoy.options(seats=2), 1, [Player("A"), Player("B", "bot")])
    window.start_session(s)
    page = window.table
    page.answer(page.bar.decision.options[0].id)
    assert page.bar.prompt.text() == "Bid"
    try:
        window.set_language("pl")
        qtbot.waitUntil(lambda: page.fit_button.text() == "Dopasuj", timeout=2000)
        assert page.bar.prompt.text() == "Licytuj"  # an engine Msg, translated live
        assert tr_msg(M("uitoy", "Bid")()) == "Licytuj"
    finally:
        window.set_language("en")
    qtbot.waitUntil(lambda: page.bar.prompt.text() == "Bid", timeout=2000)


def test_qtbase_catalog_loads_for_each_language(tmp_path):
    try:
        for lang in ("pt_BR", "pl", "ru"):
            i18n.install_translators(lang, tmp_path)  # no app catalog: Qt's own still loads
            assert QCoreApplication.translate("QPlatformTheme", "Cancel") != "Cancel", lang
    finally:
        i18n.install_translators("en", tmp_path)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_every_offered_language_is_a_real_locale():
    assert list(i18n.LANGUAGES) == ["en", "pt_BR", "pl", "ru"]
    for lang in i18n.LANGUAGES:
        loc = i18n.locale_for(lang)
        assert loc.language() != QLocale.Language.C
    assert i18n.locale_for("pt_BR").territory() == QLocale.Country.Brazil


def test_qm_is_compiled_into_the_user_cache(tmp_path, monkeypatch):
    dest = i18n.ensure_qm()
    assert dest == i18n.cache_dir()
    assert str(dest).startswith(str(tmp_path))  # XDG_CACHE_HOME of this test


def test_default_player_names_follow_the_language_and_typed_names_stay(window, tmp_path, qtbot):
    """Issue #14: "Player 1" stayed English in the New game dialog after a language switch."""
    from desktop.ui.new_game import NewGameDialog

    PL["NewGameDialog"] = {"Player {n}": "Gracz {n}"}
    try:
        window.qm_dir = compiled(tmp_path)
    finally:
        del PL["NewGameDialog"]
    dialog = NewGameDialog(parent=window)
    qtbot.addWidget(dialog)
    assert dialog.rows[0].name.text() == "Player 1"
    dialog.rows[1].name.clear()
    qtbot.keyClicks(dialog.rows[1].name, "Ana")
    try:
        assert window.set_language("pl")
        qtbot.waitUntil(lambda: dialog.rows[0].name.text() == "Gracz 1", timeout=2000)
        assert dialog.rows[1].name.text() == "Ana"
    finally:
        window.set_language("en")
        i18n.install_translators("en", window.qm_dir)
