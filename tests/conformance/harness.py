"""The conformance checks every game must pass (DESIGN.md, "Testing").

They use only the protocol, so any game that registers is held to them:
random playouts end; every offered answer is accepted and answers not offered are refused with
a RuleRef that exists; save -> load and replay of (seed, log) reproduce the state; views hide
what they must and do not change when hidden information is resampled.
"""

from __future__ import annotations

import json

from desktop.engine import rules
from desktop.engine.bots import RandomBot
from desktop.engine.protocol import (Decision, Game, Illegal, PickNumber, PickOne, PickSome,
                                     view_json)
from desktop.engine.rng import Rng
from desktop.engine.session import Player, Session

_FUZZ = ["", "nonsense-answer", "0", "-1", "__proto__"]


def rule_exists(ref) -> bool:
    if ref is None:
        return False
    try:
        rules.lookup(ref)
        return True
    except rules.RulesError:
        return False


def not_offered_answers(d: Decision, rng: Rng) -> list:
    """Answers the decision does not offer, of every shape."""
    out: list = [None, 3.5, {"x": 1}, True]
    ids = [o.id for o in getattr(d, "options", ())]
    if isinstance(d, PickOne):
        out += [x for x in _FUZZ if x not in ids] + [ids[:1], 7]
    elif isinstance(d, PickSome):
        out += [[x] for x in _FUZZ if x not in ids] + ["x", 7]
        if ids:
            out.append([ids[0], ids[0]])
        if d.max < len(ids):
            out.append(ids[: d.max + 1])
        if d.min > 0:
            out.append([])
    elif isinstance(d, PickNumber):
        out += [d.lo - 1, d.hi + 1, "1", [d.lo]]
    return out


def refused_by_both(game: Game, state, seat, answer, what: str, problems: list[str]) -> None:
    """``check`` refuses (seat, answer) with a rule that exists, and ``apply`` raises
    ``Illegal`` for it on a clone (never accepts it, never crashes)."""
    bad = game.check(state, seat, answer)
    if bad is None:
        problems.append(f"not offered accepted: {what}")
        return
    if not isinstance(bad, Illegal) or not rule_exists(bad.rule):
        problems.append(f"refusal of {what} has no valid RuleRef: {bad!r}")
    probe = game.clone(state)
    try:
        game.apply(probe, seat, answer)
        problems.append(f"apply accepted {what}")
    except Illegal:
        pass
    except Exception as e:  # noqa: BLE001 - any crash is a finding
        problems.append(f"apply crashed on {what}: {type(e).__name__}: {e}")


def check_decision_point(game: Game, state, seat: int, n_seats: int, rng: Rng,
                         problems: list[str]) -> None:
    d = game.decision(state, seat)
    if d.seat != seat:
        problems.append(f"decision for seat {seat} says seat {d.seat}")
    if not rule_exists(d.rule):
        problems.append(f"decision {d.prompt.english()!r} cites missing rule {d.rule}")
    for o in getattr(d, "options", ()):
        if o.rule is not None and not rule_exists(o.rule):
            problems.append(f"option {o.id} cites missing rule {o.rule}")
    # every offered PickOne option is accepted
    if isinstance(d, PickOne):
        if not d.options:
            problems.append(f"PickOne with no options: {d.prompt.english()!r}")
        for o in d.options:
            bad = game.check(state, seat, o.id)
            if bad is not None:
                problems.append(f"offered option {o.id!r} refused: {bad!r}")
    elif isinstance(d, PickNumber):
        for v in {d.lo, d.hi}:
            bad = game.check(state, seat, v)
            if bad is not None:
                problems.append(f"offered number {v} refused: {bad!r}")
    # a sampled answer is accepted by check and by apply (on a clone)
    answer = game.sample_answer(state, seat, rng)
    bad = game.check(state, seat, answer)
    if bad is not None:
        problems.append(f"sampled answer {answer!r} refused: {bad!r}")
    # answers not offered are refused with an existing rule, and apply refuses them too
    for wrong in not_offered_answers(d, rng):
        refused_by_both(game, state, seat, wrong, f"answer {wrong!r} for {d.prompt.english()!r}",
                        problems)
    # a set of choices given as a tuple is judged exactly like the same list
    if isinstance(d, PickSome):
        offered = [o.id for o in d.options]
        for lst in (answer, offered[: d.max + 1], offered[: max(d.min - 1, 0)], offered[: d.min]):
            if not isinstance(lst, list):
                continue
            as_list, as_tuple = game.check(state, seat, lst), game.check(state, seat, tuple(lst))
            if (as_list is None) != (as_tuple is None):
                problems.append(f"tuple {tuple(lst)!r} judged unlike the list: {as_list!r} / {as_tuple!r}")
    # seats of the wrong type are refused by check and by apply, never crash later
    for wrong_seat in (float(seat), str(seat), None, True if seat == 1 else -1):
        refused_by_both(game, state, wrong_seat, answer, f"seat {wrong_seat!r}", problems)
    # a seat that owes nothing is refused
    others = [s for s in range(n_seats) if s not in game.to_act(state)]
    if others:
        bad = game.check(state, others[0], answer)
        if bad is None:
            problems.append(f"seat {others[0]} answered out of turn")


def check_views(game: Game, state, n_seats: int, rng: Rng, problems: list[str]) -> None:
    for seat in [None, *range(n_seats)]:
        v = game.view(state, seat)
        text = view_json(v)
        for secret in game.secrets(state, seat):
            if f'"{secret}"' in text:
                problems.append(f"view of seat {seat} shows secret {secret}")
        other = game.reshuffle_hidden(state, seat, rng)
        if view_json(game.view(other, seat)) != text:
            problems.append(f"view of seat {seat} changes when hidden information is resampled")
        where = part_of(game.lean_view(state, seat), v)
        if where is not None:
            problems.append(f"lean view of seat {seat} is not a part of its view: {where}")


def part_of(part, whole, path: str = "view"):
    """None if every key of ``part`` (a dict, recursively; lists element by element) holds
    what ``whole`` holds there; else the path where they differ."""
    if isinstance(part, dict):
        if not isinstance(whole, dict):
            return path
        for k, x in part.items():
            if k not in whole:
                return f"{path}.{k} (not in the view)"
            where = part_of(x, whole[k], f"{path}.{k}")
            if where is not None:
                return where
        return None
    if isinstance(part, list):
        if not isinstance(whole, list) or len(part) != len(whole):
            return path
        for i, (x, y) in enumerate(zip(part, whole)):
            where = part_of(x, y, f"{path}[{i}]")
            if where is not None:
                return where
        return None
    return None if part == whole else path


def check_roundtrip(game: Game, state, problems: list[str]) -> None:
    data = json.loads(json.dumps(game.dump(state)))
    back = game.load(data)
    if game.state_hash(back) != game.state_hash(state):
        problems.append("dump -> JSON -> load changes the state")
    c = game.clone(state)
    if game.state_hash(c) != game.state_hash(state):
        problems.append("clone differs from the state")


def playout(game: Game, options, seed: int, probe_every: int = 7,
            max_problems: int = 5) -> tuple[list[str], Session]:
    """Play a random game through a Session, checking everything along the way."""
    problems: list[str] = []
    rng = Rng.from_seed(seed * 7919 + 1)
    bot = RandomBot(seed)
    players = [Player(f"P{i + 1}", "human") for i in range(options.seats)]
    session = Session(game, options, seed, players)
    n = 0
    while (seats := session.to_act()):
        if n >= game.max_answers:
            problems.append(f"no end after {n} answers")
            break
        seat = seats[n % len(seats)] if len(seats) > 1 else seats[0]
        if n % probe_every == 0:
            check_decision_point(game, session.state, seat, options.seats, rng, problems)
            check_views(game, session.state, options.seats, rng, problems)
            check_roundtrip(game, session.state, problems)
        answer = bot.choose(game, session.state, seat)
        try:
            events = session.answer(seat, answer)
        except Illegal as e:
            problems.append(f"sampled answer {answer!r} refused at answer {n}: {e!r}")
            break
        for ev in events:
            if ev.rule is not None and not rule_exists(ev.rule):
                problems.append(f"event {ev.msg.english()!r} cites missing rule {ev.rule}")
        broken = game.invariants(session.state)
        if broken:
            problems.append(f"invariants broken after answer {n}: {broken}")
        n += 1
        if len(problems) >= max_problems:
            break
    if not problems:
        if game.outcome(session.state) is None:
            problems.append("no seat owes an answer but the game has no outcome")
        check_views(game, session.state, options.seats, rng, problems)
        check_roundtrip(game, session.state, problems)
        replayed = Session.replay(game, options, seed, players, session.answers())
        if replayed.state_hash() != session.state_hash():
            problems.append("replaying (seed, log) gives a different state")
    return problems, session
