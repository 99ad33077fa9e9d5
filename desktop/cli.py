"""Headless commands: ``simulate``, ``replay``, ``rules``, ``cards``.

    python -m desktop simulate GAME --seats N --games K --seed S [--json] [game options]
    python -m desktop replay FILE
    python -m desktop rules GAME --check
    python -m desktop cards GAME --json
    python -m desktop cards bts --check FILE
    python -m desktop startup [--runs 5]
    python -m desktop arena GAME --seats N --players hard,medium --games K --seed S [--jobs J] [--json]
    python -m desktop train rftg-solo [--games K --seed S --holdout H --out FILE]
    python -m desktop train rftg-actions [--games K --seed S --holdout H --difficulty D --jobs J
                                          --iterate]
    python -m desktop train tmae-phases [--seed S --holdout H --jobs J --out FILE]

Game options are the fields of the game's options model: ``--advanced`` sets a bool field,
``--no-goals`` clears one, ``--difficulty hard`` sets a value (dashes become underscores).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from desktop.engine import registry, rules
from desktop.engine.bots import play_random_game
from desktop.engine.protocol import Game, Options


def parse_game_options(game: Game, seats: int | None, extra: list[str]) -> Options:
    """Turn ``--flag``, ``--no-flag`` and ``--key value`` into the game's options model."""
    fields = game.options_model.model_fields
    values: dict[str, Any] = {}
    if seats is not None:
        values["seats"] = seats
    i = 0
    while i < len(extra):
        arg = extra[i]
        if not arg.startswith("--"):
            raise SystemExit(f"unexpected argument {arg!r}")
        key = arg[2:].replace("-", "_")
        value: Any
        if key.split("=", 1)[0] not in fields and not (
                key.startswith("no_") and key[3:] in fields):
            known = ", ".join("--" + f.replace("_", "-") for f in fields if f != "seats")
            raise SystemExit(f"{game.id} has no option {arg}; its options: {known or 'none'}")
        if "=" in key:
            key, value = key.split("=", 1)
        elif key in fields and fields[key].annotation is bool:
            value = True
        elif key.startswith("no_") and key[3:] in fields and fields[key[3:]].annotation is bool:
            key, value = key[3:], False
        elif i + 1 < len(extra):
            i += 1
            value = extra[i]
        else:
            raise SystemExit(f"option {arg} needs a value")
        values[key] = value
        i += 1
    try:
        return game.options_model.model_validate(values)
    except ValidationError as e:
        raise SystemExit(f"invalid options for {game.id}: {e.errors()[0]['msg']} "
                         f"({'.'.join(map(str, e.errors()[0]['loc']))})") from None


def simulate(args: argparse.Namespace, extra: list[str]) -> int:
    game = registry.get(args.game)
    if args.all:
        option_sets = game.conformance_options()
    else:
        option_sets = [parse_game_options(game, args.seats, extra)]
    errors: list[dict] = []
    decisions: list[int] = []
    durations: list[float] = []
    scores: list[list[float]] = []
    start = time.perf_counter()
    for k in range(args.games):
        options = option_sets[k % len(option_sets)]
        seed = args.seed + k
        t0 = time.perf_counter()
        try:
            state, answers = play_random_game(game, options, seed,
                                              check_invariants=args.invariants)
            out = game.outcome(state)
            if out is None:
                raise RuntimeError("the game stopped without an outcome")
            scores.append(list(out.scores))
        except Exception as e:  # noqa: BLE001 - every failure is reported with its seed
            errors.append({"seed": seed, "options": options.model_dump(mode="json"),
                           "error": f"{type(e).__name__}: {e}"})
            print(f"FAILED seed {seed} options {options.model_dump_json()}: "
                  f"{type(e).__name__}: {e}", file=sys.stderr)
            if args.verbose:
                traceback.print_exc()
            continue
        durations.append(time.perf_counter() - t0)
        decisions.append(len(answers))
    seconds = time.perf_counter() - start
    result = {
        "game": game.id,
        "seats": option_sets[0].seats if len(option_sets) == 1 else "all",
        "options": option_sets[0].model_dump(mode="json") if len(option_sets) == 1 else "all",
        "games": args.games,
        "errors": len(errors),
        "seconds": round(seconds, 3),
        "games_per_second": round(args.games / seconds, 1) if seconds else None,
        "median_ms_per_game": round(statistics.median(durations) * 1000, 3) if durations else None,
        "mean_decisions": round(statistics.mean(decisions), 1) if decisions else None,
        "invariants_checked": bool(args.invariants),
        "failed_seeds": [e["seed"] for e in errors][:100],
    }
    if scores and len({len(s) for s in scores}) == 1:
        result["mean_scores"] = [round(statistics.mean(col), 2) for col in zip(*scores)]
    if args.json:
        print(json.dumps(result))
    else:
        for k, v in result.items():
            print(f"{k}: {v}")
    return 1 if errors else 0


# -- arena: computer players against each other (desktop/engine/ai) ----------------------------
def arena(args: argparse.Namespace, extra: list[str]) -> int:
    from desktop.engine.ai import PLAYER_NAMES
    from desktop.engine.ai.arena import run_arena

    game = registry.get(args.game)
    players = [p.strip() for p in args.players.split(",") if p.strip()]
    bad = [p for p in players if p not in PLAYER_NAMES]
    if bad:
        raise SystemExit(f"unknown player(s) {', '.join(bad)}; players: {', '.join(PLAYER_NAMES)}")
    seats = args.seats if args.seats is not None else len(players)
    options = parse_game_options(game, seats, extra)
    if len(players) != options.seats:
        raise SystemExit(f"{len(players)} players for {options.seats} seats")
    t0 = time.perf_counter()
    result = run_arena(game, options, players, args.games, args.seed, max(1, args.jobs),
                       clock=time.perf_counter,
                       helper=args.jobs <= 1 and not args.no_helper and "hard" in players)
    result["seconds"] = round(time.perf_counter() - t0, 1)
    if args.json:
        print(json.dumps(result))
    else:
        for k, v in result.items():
            print(f"{k}: {v}")
    return 1 if result["errors"] else 0


#: the defaults of ``train`` per model: games, seed, held-out games
TRAIN_DEFAULTS = {"rftg-solo": (20000, 1_000_000, 4000), "rftg-actions": (480, 5_000_000, 120),
                  "tmae-phases": (None, 70000, 1000)}


def train(args: argparse.Namespace) -> int:
    from desktop.engine.ai import rftg_actions, rftg_solo, tmae_phases

    games, seed, holdout = TRAIN_DEFAULTS[args.model]
    if args.model == "tmae-phases" and args.games is not None:
        print("train: tmae-phases plays the games its passes name (tmae_phases.PASSES); "
              "--games does not apply", file=sys.stderr)
        return 2
    games = games if args.games is None else args.games
    seed = seed if args.seed is None else args.seed
    holdout = holdout if args.holdout is None else args.holdout
    if (games is not None and games < 1) or holdout < 1:
        print("train: --games and --holdout must be at least 1", file=sys.stderr)
        return 2
    try:
        if args.model == "tmae-phases":
            out = Path(args.out) if args.out else tmae_phases.MODEL_PATH
            tmae_phases.train(holdout, seed, max(1, args.jobs), out)
        elif args.model == "rftg-actions":
            out = Path(args.out) if args.out else rftg_actions.MODEL_PATH
            diffs = tuple(args.difficulty or rftg_actions.DIFFICULTIES)
            rftg_actions.train(games, seed, holdout, diffs, max(1, args.jobs), out,
                               iterate=args.iterate)
        else:
            out = Path(args.out) if args.out else rftg_solo.MODEL_PATH
            rftg_solo.train(games, seed, holdout, out)
    except (OSError, ValueError) as e:
        print(f"train: {e}", file=sys.stderr)
        return 1
    print(f"wrote {out}")
    return 0


def replay(args: argparse.Namespace) -> int:
    from desktop.engine.saves import SaveError, load_session

    try:
        session = load_session(Path(args.file))
    except SaveError as e:
        print(f"cannot replay {e.path}: {e.reason.english()}", file=sys.stderr)
        return 2
    out = session.outcome()
    names = [p.name for p in session.players]
    print(f"{session.game.id}: {len(session.log)} answers replayed, state {session.state_hash()[:12]}")
    if out is None:
        print("the game is in progress; to act: " + ", ".join(names[s] for s in session.to_act()))
    else:
        for seat, score in enumerate(out.scores):
            print(f"  {names[seat]}: {score}")
        print("winner(s): " + ", ".join(names[s] for s in out.winners))
    return 0


def rules_cmd(args: argparse.Namespace) -> int:
    try:
        problems = rules.check_book(args.game)
    except rules.RulesError as e:
        print(str(e), file=sys.stderr)
        return 1
    book = rules.book(args.game)
    quoted = sum(1 for r in book.rules.values() if r.quote)
    unconfirmed = [rid for rid, r in book.rules.items() if r.unconfirmed]
    for p in problems:
        print(p, file=sys.stderr)
    print(f"{args.game}: {len(book.rules)} rules, {quoted} quoting seeds/{book.seed}, "
          f"{len(unconfirmed)} unconfirmed, {len(problems)} problem(s)")
    return 1 if problems else 0


def cards(args: argparse.Namespace) -> int:
    if getattr(args, "check", None):  # validate a card pack (Beyond the Sun)
        if args.game != "bts":
            print(f"{args.game} has no card packs", file=sys.stderr)
            return 2
        from desktop.games.bts.packs import main as check_pack

        return check_pack(["--check", args.check])
    game = registry.get(args.game)
    fn = getattr(game, "cards_json", None)
    if fn is None:
        print(f"{args.game} has no card list", file=sys.stderr)
        return 2
    data = fn()
    if args.json:
        print(json.dumps(data, ensure_ascii=False))
    else:
        for c in data:
            print(c.get("name"))
    return 0


def startup(args: argparse.Namespace) -> int:
    """Cold start: ``python -m desktop --quit-after-startup`` against a bare PySide6 import,
    alternated in the same run so that the machine's noise hits both alike."""
    import subprocess

    def timed(cmd: list[str]) -> float:
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return time.perf_counter() - t0

    app_cmd = [sys.executable, "-m", "desktop", "--quit-after-startup"]
    qt_cmd = [sys.executable, "-c", "import PySide6.QtWidgets"]
    timed(app_cmd)  # warm the file cache and build the .qm files once
    app, qt = [], []
    for _ in range(args.runs):
        app.append(timed(app_cmd))
        qt.append(timed(qt_cmd))
    result = {"runs": args.runs, "app_median_s": round(statistics.median(app), 3),
              "import_qtwidgets_median_s": round(statistics.median(qt), 3),
              "ratio": round(statistics.median(app) / statistics.median(qt), 2)}
    print(json.dumps(result))
    return 0


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m desktop")
    sub = p.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("simulate", help="play random-bot games")
    s.add_argument("game", choices=registry.ids())
    s.add_argument("--seats", type=int)
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--json", action="store_true", help="last line: one JSON object")
    s.add_argument("--all", action="store_true",
                   help="cycle through every option set the conformance suite covers")
    s.add_argument("--invariants", action="store_true", help="check invariants after every answer")
    s.add_argument("--verbose", action="store_true")
    r = sub.add_parser("replay", help="replay a save and print its outcome")
    r.add_argument("file")
    ru = sub.add_parser("rules", help="check a game's rules.yaml against seeds/")
    ru.add_argument("game", choices=registry.ids() + ["engine"])
    ru.add_argument("--check", action="store_true")
    c = sub.add_parser("cards", help="print a game's card list")
    c.add_argument("game", choices=registry.ids())
    c.add_argument("--json", action="store_true")
    c.add_argument("--check", metavar="FILE", help="validate a card pack (bts)")
    st = sub.add_parser("startup", help="measure the cold start against importing QtWidgets")
    st.add_argument("--runs", type=int, default=5)
    a = sub.add_parser("arena", help="computer players against each other (rotating seats)",
                       epilog="game options as for simulate, e.g. --no-goals, --difficulty hard")
    a.add_argument("game", choices=registry.ids())
    a.add_argument("--seats", type=int, help="default: the number of players listed")
    a.add_argument("--players", required=True,
                   help="comma-separated, one per seat: easy, medium, hard, random, or heuristic (the "
                        "searching levels' policy without search, for benchmarks)")
    a.add_argument("--games", type=int, default=20)
    a.add_argument("--seed", type=int, default=1)
    a.add_argument("--jobs", type=int, default=1, help="worker processes")
    a.add_argument("--no-helper", action="store_true",
                   help="hard searches on one core (by default, with --jobs 1, it takes a helper "
                        "process as in the app)")
    a.add_argument("--json", action="store_true", help="last line: one JSON object")
    t = sub.add_parser("train", help="fit a computer player's learned model",
                       epilog="rftg-solo: the evaluation against the solitaire robot, one model "
                              "per robot difficulty (desktop/engine/ai/rftg_solo.py; defaults "
                              "20000 games from seed 1000000, 4000 held out). rftg-actions: the "
                              "ranking of the action pairs against the robot "
                              "(desktop/engine/ai/rftg_actions.py; defaults 480 games from seed "
                              "5000000, 120 held out). tmae-phases: Ares Expedition's phase "
                              "cards weighed by the stage of the game, searched for a faster "
                              "2-seat game (desktop/engine/ai/tmae_phases.py; the passes name "
                              "their games; 1000 held-out games from seed 70000)")
    t.add_argument("model", choices=sorted(TRAIN_DEFAULTS))
    t.add_argument("--games", type=int, help="games per robot difficulty (RftG models)")
    t.add_argument("--seed", type=int)
    t.add_argument("--holdout", type=int, help="more games to report the fit on")
    t.add_argument("--difficulty", action="append", choices=["easy", "medium", "hard"],
                   help="rftg-actions: fit this robot difficulty only (repeatable; the file "
                        "keeps the others' weights); default all three")
    t.add_argument("--jobs", type=int, default=1,
                   help="rftg-actions, tmae-phases: worker processes")
    t.add_argument("--iterate", action="store_true",
                   help="rftg-actions: play the games with the weights --out holds (policy "
                        "iteration) rather than with the plan alone")
    t.add_argument("--out", help="default: the shipped file in resources/rftg/ or resources/tmae/")
    args, extra = p.parse_known_args(argv)
    if args.cmd == "simulate":
        return simulate(args, extra)
    if args.cmd == "arena":
        return arena(args, extra)
    if extra:
        p.error("unrecognized arguments: " + " ".join(extra))
    if args.cmd == "replay":
        return replay(args)
    if args.cmd == "rules":
        return rules_cmd(args)
    if args.cmd == "startup":
        return startup(args)
    if args.cmd == "train":
        return train(args)
    return cards(args)
