"""Languages, translators and the translation of engine messages.

English is the source language.  The app's catalogs (``desktop_<lang>.qm``) are compiled from
``i18n/*.ts`` at start-up into the user cache when missing or stale
(``desktop.i18n_tools.compile_qm``, with PySide6's lrelease; from a source tree, an editable
install or a wheel alike, since ``desktop.paths.I18N`` finds the .ts files).  A frozen bundle
carries them compiled beside its .ts files (``packaging/build_bundle.py``) and uses those.  And Qt's own ``qtbase_<lang>.qm`` comes from Qt's
translations folder.  Translators are installed before any widget is built, kept referenced
(a collected ``QTranslator`` silently stops translating) and swapped at run time: Qt then sends
every widget a ``LanguageChange`` event and each re-sets its texts in ``retranslate()``.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from desktop.engine.protocol import Msg, render

log = logging.getLogger(__name__)

# language code -> its own name (shown as is, never translated)
LANGUAGES: dict[str, str] = {
    "en": "English",
    "pt_BR": "Português (Brasil)",
    "pl": "Polski",
    "ru": "Русский",
}
SOURCE = "en"

_installed: list[QTranslator] = []
_current = SOURCE


def cache_dir() -> Path:
    import platformdirs

    return platformdirs.user_cache_path("Tabula", appauthor=False) / "i18n"


def prebuilt_qm() -> Path | None:
    """The compiled catalogs a frozen bundle ships (it has no lrelease), else None."""
    import sys

    if not getattr(sys, "frozen", False):
        return None
    from desktop.paths import I18N

    ts = sorted(I18N.glob("desktop_*.ts"))
    if ts and all((I18N / (t.stem + ".qm")).is_file() for t in ts):
        return I18N
    return None


def ensure_qm(dest: Path | None = None) -> Path:
    """Compile missing or stale .qm files into ``dest`` (the user cache); returns ``dest``.

    Never raises: without catalogs the app runs in English."""
    if dest is None:
        shipped = prebuilt_qm()
        if shipped is not None:
            return shipped
    dest = dest or cache_dir()
    try:
        from desktop.i18n_tools import compile_qm
    except ImportError:  # the tooling is not there yet: English only
        return dest
    try:
        compile_qm(dest)
    except Exception:  # noqa: BLE001 - a missing lrelease must not stop the app
        log.exception("compiling translations into %s failed", dest)
    return dest


def locale_for(lang: str) -> QLocale:
    return QLocale(lang if lang != SOURCE else "en_US")


def current_language() -> str:
    return _current


def install_translators(lang: str, qm_dir: Path) -> bool:
    """Replace the installed translators by those of ``lang``.  Returns False when the app's
    own catalog for ``lang`` could not be loaded (the source text shows then)."""
    global _current
    app = QCoreApplication.instance()
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    _current = lang if lang in LANGUAGES else SOURCE
    locale = locale_for(_current)
    QLocale.setDefault(locale)
    if _current == SOURCE:
        return True
    ok = True
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for base, folder in (("qtbase", qt_dir), ("desktop", str(qm_dir))):
        t = QTranslator(app)  # parent = app, and referenced in _installed
        if t.load(locale, base, "_", folder):
            app.installTranslator(t)
            _installed.append(t)
        elif base == "desktop":
            ok = False
            log.info("no catalog for %s in %s", _current, folder)
    return ok


def translate(context: str, text: str, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, None, n)


#: players' names of the game on the table, so that SeatRef arguments read as names
_seat_names: list[str] | None = None


def set_seat_names(names: list[str] | None) -> None:
    global _seat_names
    _seat_names = list(names) if names is not None else None


def tr_msg(msg: Msg | str | None) -> str:
    """An engine message in the UI language (plain strings pass through); seats by name."""
    if msg is None:
        return ""
    if isinstance(msg, str):
        return msg
    try:
        return render(msg, lambda m: QCoreApplication.translate(
            m.context, m.text, None, m.n if m.n is not None else -1), _seat_names)
    except Exception:  # noqa: BLE001 - a malformed message must never take the table down
        log.exception("cannot render message %r", msg)
        return msg.text
