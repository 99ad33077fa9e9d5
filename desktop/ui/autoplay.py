"""``python -m desktop autoplay GAME ...``: play a whole game through the real window.

A scripted player sits at every human seat: it lifts the hot-seat curtain, picks a random legal
answer, gives it through the decision bar (selecting the options, setting the number) and
presses Confirm, as a person would; bots act on their own timer.  It saves screenshots along
the way and at the score sheet, then (``--continue``) goes home, continues the saved game from
the Continue list and undoes where undo is allowed.  Run it under Xvfb to look at the app in
each language without clicking for an hour:

    xvfb-run -a python -m desktop autoplay rftg --seats 4 --lang pl --shots /tmp/shots
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from desktop.engine.ai import COMPUTER_KINDS


def parse(argv: list[str]):
    """``(args, game, options)`` of an autoplay command line.  Game options are given as for
    ``simulate`` (``--difficulty hard``, ``--baron``, ``--draft``, ``--no-goals``): the fields
    of the game's options model, checked by it (a wrong one exits with the game's options)."""
    p = argparse.ArgumentParser(
        prog="python -m desktop autoplay", allow_abbrev=False,
        epilog="Game options are the fields of the game's options model, as for simulate: "
               "--flag, --no-flag, --key value (e.g. rftg --seats 1 --difficulty hard, "
               "nucleum --seats 1 --baron).")
    p.add_argument("game")
    p.add_argument("--seats", type=int)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--lang", default="en", help="en, pt_BR, pl or ru")
    p.add_argument("--shots", type=Path, help="folder for screenshots")
    p.add_argument("--every", type=int, default=25, help="a screenshot every N answers")
    p.add_argument("--max", type=int, default=5000, help="stop after this many answers")
    p.add_argument("--bots", default="", help="comma-separated seats played by the random bot")
    p.add_argument("--computer", default="",
                   help="comma-separated seat=level (easy, medium, hard): seats a computer "
                        "player plays")
    p.add_argument("--names", default="Ana,Bo,Cy,Di,Eva,Fil")
    p.add_argument("--learning", action="store_true")
    p.add_argument("--continue", dest="cont", action="store_true",
                   help="at the end: home, continue the save, undo")
    p.add_argument("--size", default="1280x800")
    args, extra = p.parse_known_args(argv)
    from desktop.cli import parse_game_options
    from desktop.engine import registry

    if args.game not in registry.ids():
        p.error(f"unknown game {args.game!r}; games: {', '.join(registry.ids())}")
    game = registry.get(args.game)
    options = parse_game_options(game, args.seats, extra)
    computer = {}
    for item in filter(None, args.computer.split(",")):
        seat_no, _, level = item.partition("=")
        if (level not in COMPUTER_KINDS or not seat_no.isdigit()
                or int(seat_no) >= options.seats):
            p.error(f"--computer {item}: expected seat=level, a seat from 0 to "
                    f"{options.seats - 1} and a level of {', '.join(COMPUTER_KINDS)}")
        computer[int(seat_no)] = level
    args.computer = computer
    return args, game, options


def main(argv: list[str]) -> int:
    args, game, options = parse(argv)
    import tempfile

    # a private data folder: autoplay's saves never mix with the user's (or another run's),
    # so "continue" finds exactly the game it just played
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="tabula-autoplay-data-")

    from PySide6.QtCore import QTimer

    from desktop.engine.rng import Rng
    from desktop.engine.session import Player, Session
    from desktop.ui import i18n
    from desktop.ui.app import create_app
    from desktop.ui.main_window import MainWindow
    from desktop.ui.settings import Settings

    app = create_app([])
    # a private settings file: autoplay never changes the user's own settings
    settings = Settings(Path(tempfile.mkdtemp(prefix="tabula-autoplay-")) / "settings.ini")
    settings.language = "" if args.lang == "en" else args.lang
    settings.learning = args.learning
    settings.animation_speed = 1
    qm_dir = i18n.ensure_qm()
    catalog = i18n.install_translators(settings.language, qm_dir)
    window = MainWindow(settings, qm_dir)
    w, h = (int(x) for x in args.size.split("x"))
    window.resize(w, h)
    window.show()

    bots = {int(s) for s in args.bots.split(",") if s}
    names = args.names.split(",")
    players = [Player(names[i % len(names)], "bot" if i in bots else args.computer.get(i, "human"))
               for i in range(options.seats)]
    session = Session(game, options, args.seed, players)
    window.start_session(session)
    page = window.table
    rng = Rng.from_seed(args.seed * 31 + 7)
    shots: list[str] = []
    report = {"game": game.id, "seats": options.seats, "lang": args.lang, "answers": 0,
              "curtains": 0, "refused": 0, "shots": shots,
              "catalog": catalog, "new_game_text": window.new_action.text()}
    tag = f"{game.id}-{options.seats}p-{args.lang}"

    def shot(name: str) -> None:
        if args.shots is None:
            return
        args.shots.mkdir(parents=True, exist_ok=True)
        path = args.shots / f"{tag}-{name}.png"
        # let moves finish animating, so the picture shows the table at rest
        end = time.perf_counter() + 0.9
        while time.perf_counter() < end:
            app.processEvents()
            time.sleep(0.01)
        window.grab().save(str(path))
        shots.append(str(path))

    state = {"phase": "play", "t0": time.perf_counter()}

    def finish(rc: int) -> None:
        report["seconds"] = round(time.perf_counter() - state["t0"], 1)
        from desktop.engine.ai.helper import shared_rounds

        # search rounds a hard seat's helper process played (a frozen app must spawn it right)
        report["helper_rounds"] = shared_rounds()
        try:
            out = page.session.outcome() if page.session else None
            if out is not None:
                names = page.end.names or [p.name for p in players]
                report["scores"] = list(out.scores)
                report["winners"] = [names[w] if w < len(names) else f"#{w}" for w in out.winners]
                report["sheet_columns"] = list(names)
        finally:
            print(json.dumps(report, ensure_ascii=False))
            app.exit(rc)

    def step() -> None:
        try:
            _step()
        except Exception as e:  # noqa: BLE001 - report, do not hang
            report["error"] = f"{type(e).__name__}: {e}"
            shot("error")
            finish(1)

    def _step() -> None:
        s = page.session
        if state["phase"] == "play":
            if s.outcome() is not None or report["answers"] >= args.max:
                shot("end")
                if not args.cont:
                    return finish(0 if s.outcome() is not None else 2)
                state["phase"] = "home"
                state["hash"] = s.state_hash()
                QTimer.singleShot(50, step)
                return
            if page.curtain.is_down():
                if report["curtains"] == 0:
                    shot("curtain")
                report["curtains"] += 1
                page.curtain.button.click()
                QTimer.singleShot(0, step)
                return
            seat = page.pending_human()
            if seat is None:
                page.run_bots_now()
                QTimer.singleShot(0, step)
                return
            bar = page.bar
            decision = bar.decision
            answer = game.sample_answer(s.state, seat, rng)
            from desktop.engine.protocol import PickNumber, PickOne

            if isinstance(decision, PickNumber):
                bar.number.setValue(answer)
            else:
                for oid in bar.chosen():
                    bar.select(oid, False)
                for oid in ([answer] if isinstance(decision, PickOne) else answer):
                    bar.select(oid)
            if not bar.confirm.isEnabled():
                report["refused"] += 1
                report.setdefault("refusals", []).append(bar.reason.text())
                page.answer(answer)
            else:
                bar.confirm.click()
            report["answers"] += 1
            if report["answers"] == 1 or report["answers"] % args.every == 0:
                shot(f"a{report['answers']:04d}")
            QTimer.singleShot(0, step)
            return
        if state["phase"] == "home":
            window.go_home()
            app.processEvents()
            window.home.reload_saves()
            window.home.wait_for_saves()
            shot("home")
            window.home.focus_saves()
            window.home.continue_selected()
            state["phase"] = "continued"
            QTimer.singleShot(100, step)
            return
        if state["phase"] == "continued":
            page2 = window.table
            report["continued_answers"] = len(page2.session.log)
            report["continued_same_state"] = page2.session.state_hash() == state["hash"]
            shot("continued")
            report["undo"] = page2.session.can_undo()
            if report["undo"]:
                page2.undo()
                shot("undone")
            return finish(0)

    QTimer.singleShot(300, step)
    return app.exec()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(sys.argv[1:]))
