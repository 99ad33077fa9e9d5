"""Translations: the .ts files are fresh, complete, compile, load and translate."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

from desktop import i18n_tools
from desktop.paths import I18N, ROOT


def test_data_strings_are_fresh():
    expected = i18n_tools.render_data_strings(i18n_tools.collect_data_strings())
    assert i18n_tools.DATA_STRINGS.read_text(encoding="utf-8") == expected, \
        "run: python -m desktop.i18n_tools update"


def test_ts_files_are_fresh(tmp_path):
    committed = i18n_tools.ts_files()
    assert all(p.exists() for p in committed)
    copies = [tmp_path / p.name for p in committed]
    for src, dst in zip(committed, copies):
        shutil.copy(src, dst)
    subprocess.run([str(i18n_tools.qt_tool("lupdate")), *i18n_tools.LUPDATE_ARGS, "-ts",
                    *map(str, copies)], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    stale = [p.name for p, c in zip(committed, copies) if p.read_bytes() != c.read_bytes()]
    assert not stale, f"stale {stale}: run python -m desktop.i18n_tools update"


@pytest.mark.parametrize("lang", i18n_tools.LANGUAGES)
def test_every_message_is_translated(lang):
    tree = ET.parse(I18N / f"desktop_{lang}.ts")
    unfinished = []
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name")
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            forms = [f.text for f in tr.findall("numerusform")] if msg.get("numerus") == "yes" else [tr.text]
            if tr.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms):
                unfinished.append(f"{name}: {msg.findtext('source')[:50]}")
    assert unfinished == [], f"{len(unfinished)} untranslated in {lang}, e.g. {unfinished[:5]}"


@pytest.mark.parametrize("lang,forms", [("pl", 3), ("ru", 3), ("pt_BR", 2)])
def test_plural_messages_have_the_language_forms(lang, forms):
    tree = ET.parse(I18N / f"desktop_{lang}.ts")
    plural = [m for m in tree.getroot().iter("message") if m.get("numerus") == "yes"]
    assert plural, "no plural message at all"
    for m in plural:
        assert len(m.find("translation").findall("numerusform")) == forms


def test_each_locale_compiles_loads_and_translates(tmp_path, qapp):
    from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

    from desktop.engine.marks import M

    qms = i18n_tools.compile_qm(tmp_path)
    assert set(qms) == set(i18n_tools.LANGUAGES)
    probe = M("saves", "The file is empty.")
    for lang, qm in qms.items():
        t = QTranslator()
        assert t.load(str(qm)), qm
        QCoreApplication.installTranslator(t)
        try:
            text = QCoreApplication.translate(probe.context, probe.text)
            assert text and text != probe.text, f"{lang}: not translated"
        finally:
            QCoreApplication.removeTranslator(t)


def test_each_language_resolves_to_a_locale():
    from PySide6.QtCore import QLocale

    for lang, expected in (("pt_BR", QLocale.Language.Portuguese), ("pl", QLocale.Language.Polish),
                           ("ru", QLocale.Language.Russian)):
        assert QLocale(lang).language() == expected


def _literal_values(annotation) -> list:
    import typing

    out = []
    if typing.get_origin(annotation) is typing.Literal:
        out += list(typing.get_args(annotation))
    for arg in typing.get_args(annotation):
        if typing.get_origin(arg) is not None:
            out += _literal_values(arg)
    return out


def test_every_option_title_and_value_reaches_the_translators():
    """The New game dialog translates option titles and choice values in context "options"."""
    from desktop.engine import registry

    tree = ET.parse(I18N / "desktop_pl.ts")
    sources = {m.findtext("source") for c in tree.getroot().iter("context")
               if c.findtext("name") == "options" for m in c.iter("message")}
    missing = []
    for gid in registry.ids():
        for name, field in registry.get(gid).options_model.model_fields.items():
            extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
            labels = extra.get("labels") or {}  # shown instead of the value (new_game.py)
            for text in [field.title] + [labels.get(v, str(v))
                                         for v in _literal_values(field.annotation)]:
                if text and text not in sources:
                    missing.append(f"{gid}.{name}: {text!r}")
    assert missing == []
