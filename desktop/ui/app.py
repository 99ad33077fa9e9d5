"""``python -m desktop``: the application.

Order matters: the QApplication, then the translators (before any widget is built), the
bundled font, then the main window.  ``--quit-after-startup`` shows the main window, waits for
its first paint and exits 0 (the start-up benchmark probe).  An exception that reaches the
event loop is logged and shown in a dialog; the app keeps running.
"""

from __future__ import annotations

import logging
import os
import sys
import traceback

log = logging.getLogger("desktop")

# pixmap cache for item painting, in KB (Qt's 10 MB default holds ~120 cards; past that the
# item cache thrashes and is slower than none)
PIXMAP_CACHE_KB = 256 * 1024


def log_path():
    import platformdirs

    return platformdirs.user_log_path("Tabula", appauthor=False) / "tabula.log"


def setup_logging() -> None:
    try:
        path = log_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        logging.basicConfig(filename=str(path), level=logging.INFO,
                            format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    except OSError:
        logging.basicConfig(level=logging.INFO)


_in_hook = False


def excepthook(etype, value, tb) -> None:
    """Log an uncaught exception and show it; never let it take the app down."""
    global _in_hook
    text = "".join(traceback.format_exception(etype, value, tb))
    log.error("uncaught exception:\n%s", text)
    sys.__stderr__.write(text)
    if _in_hook:
        return
    _in_hook = True
    try:
        from PySide6.QtWidgets import QApplication, QMessageBox

        if QApplication.instance() is not None and os.environ.get("QT_QPA_PLATFORM") != "offscreen":
            box = QMessageBox(QMessageBox.Icon.Critical,
                              QApplication.translate("app", "Something went wrong"),
                              QApplication.translate(
                                  "app", "Tabula hit an error and carried on. The game is saved "
                                  "after every answer. Details were written to the log."))
            box.setDetailedText(text)
            box.exec()
    except Exception:  # noqa: BLE001 - the hook itself must never raise
        pass
    finally:
        _in_hook = False


def load_fonts() -> str | None:
    """Register the bundled fonts; returns the family name."""
    from PySide6.QtGui import QFontDatabase

    from desktop.paths import RESOURCES

    family = None
    for path in sorted((RESOURCES / "fonts").glob("*.ttf")):
        fid = QFontDatabase.addApplicationFont(str(path))
        if fid >= 0 and family is None:
            fams = QFontDatabase.applicationFontFamilies(fid)
            family = fams[0] if fams else None
    return family


def new_qapplication(argv: list[str]):
    """The QApplication, or SystemExit with one clear message when no window can open.

    Qt reports an unusable platform plugin (a bogus QT_QPA_PLATFORM, a missing system library,
    no X server) by ``qFatal``, which aborts the process.  While the QApplication is built a
    message handler collects what Qt says and, on the fatal one, prints
    ``desktop.display.message`` and leaves with ``EXIT_NO_DISPLAY`` instead of the abort."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from desktop import display

    code = display.precheck()
    if code is not None:
        raise SystemExit(code)
    said: list[tuple] = []  # held back until the QApplication stands: one message on failure

    def on_message(mode, context, text):
        if mode == QtMsgType.QtFatalMsg:
            lines = [t for _, _, t in said] + [text]
            lines = [t.split("\n", 1)[0] for t in lines
                     if t.strip() and not t.startswith("This application failed to start")]
            platform = os.environ.get("QT_QPA_PLATFORM")
            reason = "Qt's platform plugin could not start"
            if platform:
                reason += f" (QT_QPA_PLATFORM={platform})"
            display.fail(reason, lines[-3:])
            os._exit(display.EXIT_NO_DISPLAY)  # returning would let Qt abort
        said.append((mode, context, text))

    previous = qInstallMessageHandler(on_message)
    try:
        app = QApplication([sys.argv[0] if sys.argv else "tabula", *argv])
    finally:
        qInstallMessageHandler(previous)
    for mode, context, text in said:  # what Qt said on the way, as it would have
        if previous is not None:
            previous(mode, context, text)
        else:
            sys.stderr.write(text + "\n")
    return app


def create_app(argv: list[str]):
    from PySide6.QtGui import QFont, QIcon, QPixmapCache
    from PySide6.QtWidgets import QApplication

    from desktop.paths import RESOURCES

    app = QApplication.instance() or new_qapplication(argv)
    app.setApplicationName("Tabula")
    app.setOrganizationName("Tabula")
    QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)
    family = load_fonts()
    if family:
        f = QFont(family)
        f.setPointSizeF(max(9.0, app.font().pointSizeF()))
        app.setFont(f)
    icon = RESOURCES / "icons" / "tabula.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    quit_after = "--quit-after-startup" in argv
    argv = [a for a in argv if a != "--quit-after-startup"]
    if quit_after and not os.environ.get("QT_QPA_PLATFORM") and not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # the probe runs headless too
    from desktop import display

    code = display.precheck()  # before Qt loads: no display, one message, no abort
    if code is not None:
        return code
    setup_logging()
    sys.excepthook = excepthook

    from PySide6.QtCore import QEvent, QObject, QTimer

    app = create_app(argv)
    from desktop.ui import i18n
    from desktop.ui.settings import Settings

    settings = Settings()
    qm_dir = i18n.ensure_qm()
    i18n.install_translators(settings.language, qm_dir)  # before any widget exists

    from desktop.ui.main_window import MainWindow

    window = MainWindow(settings, qm_dir)
    shot = os.environ.get("TABULA_SCREENSHOT")

    class FirstPaint(QObject):
        def __init__(self):
            super().__init__()
            self.done = False

        def eventFilter(self, obj, event):  # noqa: N802 - Qt virtual
            if not self.done and event.type() == QEvent.Type.Paint:
                self.done = True
                if quit_after:
                    app.exit(0)  # leaves the loop when this paint returns
            return False

    first = FirstPaint()
    if quit_after:
        window.installEventFilter(first)
        for w in window.findChildren(QObject):
            if hasattr(w, "isWidgetType") and w.isWidgetType():
                w.installEventFilter(first)
        QTimer.singleShot(20_000, lambda: app.exit(0 if first.done else 1))
    window.show()
    if shot:
        QTimer.singleShot(int(os.environ.get("TABULA_SCREENSHOT_DELAY_MS", "1500")),
                          lambda: window.grab().save(shot))
    rc = app.exec()
    window.removeEventFilter(first)
    from desktop.engine.ai.helper import close_shared

    close_shared()  # the hard level's helper process, if one was started
    return rc


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
