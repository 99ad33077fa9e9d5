"""What a computer player knows about a game: a heuristic judgement of a decision's options and
an evaluation of a position.  Written against the protocol only (decision, view, outcome,
option ids and rule ids, ``cards_json``), so it survives changes to a game's internals.

An adapter's ``judge`` sees only ``decision`` and ``view(state, seat)`` of the seat that
answers: at the top level that is the real state (fair: the seat's own view), in rollouts a
determinisation.  ``utility`` is only ever called on determinisations.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from desktop.engine.protocol import Answer, Game, PickNumber, PickOne, PickSome
from desktop.engine.rng import Rng


@dataclass(slots=True)
class Judgement:
    """How to answer a decision.

    ``mode``: ``"one"`` (pick the best scored id), ``"keep"`` / ``"discard"`` (a set: the ``k``
    best / worst scored ids), ``"answers"`` (``answers`` ranked best first), ``"sample"`` (no
    opinion: the game's random legal answer)."""

    mode: str
    scores: dict[str, float] = field(default_factory=dict)
    k: int = 0
    answers: list[Any] = field(default_factory=list)


SAMPLE = Judgement("sample")


class Adapter:
    """The generic adapter: no opinion on options; the outcome (or nothing) as evaluation."""

    #: how much a rollout costs against RftG's (a level's rollouts are divided by it, so that
    #: the levels keep their think times in every game)
    cost = 1.0

    def __init__(self, game: Game):
        self.game = game

    # -- to override -------------------------------------------------------------------------
    def judge(self, game: Game, state, seat: int, decision, rng: Rng) -> Judgement:
        if isinstance(decision, PickOne):
            return Judgement("one", {o.id: 0.0 for o in decision.options})
        return SAMPLE

    def estimates(self, game: Game, state) -> list[float] | None:
        """Estimated final score of every seat (and automata after them) mid-game."""
        return None

    def guard(self, game: Game, state, seat: int) -> float | None:
        """How many paired standard errors the search's best answer must beat the heuristic's
        own answer by to be chosen over it (``search.beats``); None: the best mean wins."""
        return None

    # -- generic machinery -------------------------------------------------------------------
    def utility(self, game: Game, state, me: int) -> float:
        out = game.outcome(state)
        if out is not None:
            scores = list(out.scores)
            mine = scores[me]
            others = [x for i, x in enumerate(scores) if i != me]
            margin = mine - (max(others) if others else 0)
            if out.partial:
                return margin
            if me in out.winners:
                bonus = 10.0 if len(out.winners) == 1 else 4.0
            else:
                bonus = -10.0
            if not others:  # solo without a rival column: a win is all that counts
                # (an adapter whose ``estimates`` are on another scale must score a finished
                # solo game on that scale, or its search shuns ending the game: TmaeAdapter)
                return bonus + 0.2 * mine
            return margin + bonus
        est = self.estimates(game, state)
        if not est:
            return 0.0
        mine = est[me]
        others = [x for i, x in enumerate(est) if i != me]
        return mine - (max(others) if others else 0.0)

    def policy(self, game: Game, state, seat: int, decision, rng: Rng, greedy: bool) -> Answer:
        j = self.judge(game, state, seat, decision, rng)
        return self.answer_from(game, state, seat, j, rng, greedy)

    def rollout_answer(self, game: Game, state, seat: int, rng: Rng) -> Answer:
        decision = game.decision(state, seat)
        if isinstance(decision, PickOne) and len(decision.options) == 1:
            return decision.options[0].id
        return self.policy(game, state, seat, decision, rng, greedy=False)

    def answer_from(self, game, state, seat, j: Judgement, rng: Rng, greedy: bool) -> Answer:
        """The answer a judgement gives: its best (``greedy``), or in a rollout one of its three
        best one time in four."""
        mode = j.mode
        if mode == "sample":
            return game.sample_answer(state, seat, rng)
        if mode == "answers":
            if not j.answers:
                return game.sample_answer(state, seat, rng)
            if not greedy and len(j.answers) > 1 and rng.randbelow(4) == 0:
                return j.answers[rng.randbelow(min(3, len(j.answers)))]
            return j.answers[0]
        ranked = _ranked(j.scores, rng)
        if mode == "one":
            if not ranked:
                return game.sample_answer(state, seat, rng)
            if not greedy and len(ranked) > 1 and rng.randbelow(4) == 0:
                return ranked[rng.randbelow(min(3, len(ranked)))]
            return ranked[0]
        k = j.k
        if mode == "keep":
            return ranked[:k]
        return ranked[::-1][:k] if k else []

    def candidates(self, game: Game, state, seat: int, decision, rng: Rng, width: int) -> list:
        """Answers worth searching, best guess first (the seat's view only)."""
        j = self.judge(game, state, seat, decision, rng)
        out: list = []
        if j.mode == "answers":
            out = list(j.answers[:width])
        elif j.mode == "one":
            out = _ranked(j.scores, rng)[:width]
        elif j.mode in ("keep", "discard"):
            ranked = _ranked(j.scores, rng)
            if j.mode == "discard":
                ranked = ranked[::-1]
            k = j.k
            base = ranked[:k]
            out.append(base)
            rest = ranked[k:]
            # one-swap neighbours: the marginal picks traded for the next best
            for a in reversed(base):
                for b in rest[:2]:
                    if len(out) >= width:
                        break
                    out.append([x if x != a else b for x in base])
        if isinstance(decision, PickNumber) and not out:
            lo, hi = decision.lo, decision.hi
            out = sorted({lo, hi, (lo + hi) // 2})
        while len(out) < width and isinstance(decision, (PickSome, PickNumber)):
            out.append(game.sample_answer(game.clone(state), seat, rng))
            if len(out) >= width or isinstance(decision, PickNumber):
                break
        if not out:
            out = [game.sample_answer(game.clone(state), seat, rng)]
        return out


def _ranked(scores: dict[str, float], rng: Rng) -> list[str]:
    """Ids best first; ties in a random order."""
    items = list(scores.items())
    rng.shuffle(items)
    items.sort(key=lambda kv: -kv[1])
    return [k for k, _ in items]


_ADAPTERS: dict[str, Adapter] = {}


def adapter_for(game: Game) -> Adapter:
    """The game's adapter (built once per game id: it reads only the game's static card data)."""
    key = game.id
    a = _ADAPTERS.get(key)
    if a is None:
        if game.id == "rftg":
            from desktop.engine.ai.rftg import RftgAdapter as cls
        elif game.id == "tmae":
            from desktop.engine.ai.tmae import TmaeAdapter as cls
        elif game.id == "bts":
            from desktop.engine.ai.bts import BtsAdapter as cls
        else:
            cls = Adapter
        a = _ADAPTERS[key] = cls(game)
    return a
