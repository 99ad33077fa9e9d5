"""``python -m desktop`` and the ``tabula`` script: the app, or a headless command."""

from __future__ import annotations

import sys

HEADLESS = {"simulate", "replay", "rules", "cards", "startup", "arena"}


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in HEADLESS:
        from desktop.cli import main as cli_main

        return cli_main(argv)
    if argv and argv[0] == "autoplay":
        from desktop.ui.autoplay import main as autoplay_main

        return autoplay_main(argv[1:])
    from desktop.ui.app import main as app_main

    return app_main(argv)


if __name__ == "__main__":
    sys.exit(main())
