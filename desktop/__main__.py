"""``python -m desktop`` and the ``tabula`` script: the app, or a headless command.

``--help`` and ``--version`` answer without loading Qt; so do the desktop-entry flags.
"""

from __future__ import annotations

import sys

HEADLESS = {"simulate", "replay", "rules", "cards", "startup", "arena", "train"}

USAGE = """\
usage: tabula [--quit-after-startup] [Qt options]       open the window
       tabula COMMAND [options]                         a command (COMMAND --help for its options)

Tabula, a desktop digital board for several board-game rule sets.

commands:
  simulate GAME   play random-bot games (--seats N --games K --seed S --json, game options)
  cards GAME      print a game's card list (--json)
  replay FILE     replay a save and print its outcome
  rules GAME      check a game's rules.yaml against seeds/ (--check)
  startup         measure the cold start against importing PySide6.QtWidgets (--runs N)
  arena GAME      computer players against each other or a solo automaton (--players LIST)
  train MODEL     fit a computer player's learned model (rftg-solo, rftg-actions)
  autoplay GAME   play a whole game through the real window with a scripted player

app flags:
  -h, --help                  show this help and exit
  -V, --version               print the version and exit
  --quit-after-startup        open the window, wait for its first paint, exit 0
  --install-desktop-entry     add Tabula to the desktop's application menu (Linux)
  --uninstall-desktop-entry   remove it again

games: {games}
The window needs a display; without one, run it as `xvfb-run -a tabula`
(QT_QPA_PLATFORM=offscreen runs it unseen).  The commands need no display."""


def usage() -> str:
    from desktop.engine.registry import GAME_MODULES

    return USAGE.format(games=", ".join(GAME_MODULES))


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in HEADLESS:
        from desktop.cli import main as cli_main

        return cli_main(argv)
    if argv and argv[0] == "autoplay":
        from desktop.ui.autoplay import main as autoplay_main

        return autoplay_main(argv[1:])
    if any(a in ("-h", "--help", "help") for a in argv[:1]) or "--help" in argv:
        print(usage())
        return 0
    if any(a in ("-V", "--version") for a in argv):
        from desktop import __version__

        print(f"tabula {__version__}")
        return 0
    if "--install-desktop-entry" in argv or "--uninstall-desktop-entry" in argv:
        from desktop import desktop_entry

        if "--uninstall-desktop-entry" in argv:
            return desktop_entry.uninstall_main()
        return desktop_entry.install_main()
    if argv and not argv[0].startswith("-"):
        print(f"tabula: unknown command {argv[0]!r}\n\n{usage()}", file=sys.stderr)
        return 2
    from desktop.ui.app import main as app_main

    return app_main(argv)


if __name__ == "__main__":
    sys.exit(main())
