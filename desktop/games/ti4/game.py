"""Twilight Imperium 4: the Imperial strategy card and the scoring state it touches.

A companion for a real game at the table (3–6 seats).  The app keeps victory points,
strategy-pool tokens, Mecatol Rex control, public objectives, the secret-objective deck and
each player's secret objectives; what it cannot see on the board (does a player meet a
condition, control their home system, who holds Mecatol Rex) the players enter as decisions
(``ti4.app.table_decisions``).

A round: the table says who took Imperial (``holder``); the holder resolves its primary ability
(100.2: a public objective only with every home planet controlled, comment 1; then 1 VP for
Mecatol Rex, comments 2-3, or 1 secret objective); the others, clockwise from the holder's
left, may spend a strategy-pool token to draw a secret objective (100.3); anyone holding more
than 3 returns an unscored one and the deck is shuffled before the next draw (100.4, comment 4).
Then the status phase: each player may score 1 public and 1 status-phase secret objective, the
next public objective is revealed (the game ends when none is left) and each player gains 2
command tokens.  Action- and agenda-phase secret objectives are scored when achieved, and the VP
the app cannot see (the custodians token, Support for the Throne, agendas, relics...) are
recorded, at any question (``record``: steps/record*.py).  10 VP (or 14, option
``victory_points``) ends the game at once.

Modules: ``refs`` (rules and numbers), ``state``, ``data`` (the objective cards), ``piles`` (the
decks), ``scoring`` (VP, the end, the score sheet), ``flow`` (the phase machine), ``steps/`` (one
Step per decision kind), ``views``, ``msgs``.

Table object ids used in views, option targets and events:

- ``seat:<n>``       a player's area (n is the 0-based seat)
- ``vp:<n>``         that player's marker on the victory point track
- ``pool:<n>``       that player's strategy pool
- ``home:<n>``       that player's home system (control as last entered)
- ``obj:<id>``       an objective card (``id`` from resources/ti4/objectives.yaml)
- ``deck:stage1``, ``deck:stage2``, ``deck:secret``   the face-down decks
- ``mecatol``        Mecatol Rex
- ``imperial``       the Imperial strategy card
"""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from desktop.engine.flow import FlowGame
from desktop.engine.marks import QT_TRANSLATE_NOOP
from desktop.engine.protocol import Event, Options, Outcome
from desktop.engine.rng import Rng
from desktop.games.ti4 import flow, msgs as T, piles, scoring, views
from desktop.games.ti4.data import ids_of, objectives
from desktop.games.ti4.refs import LAID_OUT, SECRET_LIMIT, WIN_VP
from desktop.games.ti4.scoring import target
from desktop.games.ti4.state import Player, State
from desktop.games.ti4.steps import STEPS

#: option values as the New game dialog shows them (translated in the "options" context)
OPTION_VALUES = (QT_TRANSLATE_NOOP("options", "10"), QT_TRANSLATE_NOOP("options", "14"))


class Ti4Options(Options):
    seats: int = Field(3, ge=3, le=6, title=QT_TRANSLATE_NOOP("options", "Seats"))
    #: the 10-space side of the victory point track, or the 14-space one (ti4.victory.fourteen)
    victory_points: Literal[10, 14] = Field(
        10, title=QT_TRANSLATE_NOOP("options", "Victory points to win"))


class Ti4Imperial(FlowGame[State]):
    id = "ti4"
    name = T.NAME()
    description = T.DESCRIPTION()
    min_seats = 3
    max_seats = 6
    options_model = Ti4Options
    state_type = State
    seed_file = "ti4-imperial.ru.txt"
    steps = STEPS
    # setup 6 + at most 9 rounds of (1 + 4 + 2*6 + 3*6 + 6) answers, with room to spare
    max_answers: ClassVar[int] = 1000

    # -- setup ---------------------------------------------------------------------------
    def new(self, options: Options, seed: int) -> State:
        n = options.seats
        s = State(seats=n, rng=Rng.from_seed(seed), players=[Player() for _ in range(n)],
                  target=getattr(options, "victory_points", WIN_VP))
        piles.lay_out(s)
        flow.start_setup(s)
        return s

    def setup_events(self, s: State) -> list[Event]:
        return piles.setup_events(s)

    # -- the phase machine -----------------------------------------------------------------
    def advance(self, s: State, ev: list[Event]) -> None:
        flow.advance(s, ev)

    def finished(self, s: State) -> bool:
        return s.phase == "over"

    def seat_count(self, s: State) -> int:
        return s.seats

    def status_order(self, s: State) -> list[int]:
        return flow.status_order(s)

    def step_name(self, s: State) -> str:
        """keep, holder, imp_home, ... tokens, over: where the table is (tests and the view)."""
        return views.step_name(s)

    # -- the end and what a seat sees ------------------------------------------------------
    def outcome(self, s: State) -> Outcome | None:
        return scoring.outcome(s)

    def view(self, s: State, seat: int | None) -> dict:
        return views.view(s, seat)

    def secrets(self, s: State, seat: int | None) -> set[str]:
        return views.secrets(s, seat)

    def reshuffle_hidden(self, s: State, seat: int | None, rng) -> State:
        c = s.clone()
        # secret objectives: other seats' unscored cards, dealt cards, set-aside cards and the deck
        pool = list(c.secret_deck) + list(c.set_aside)
        for i, p in enumerate(c.players):
            if i != seat:
                pool += p.unscored() + p.dealt
        rng.shuffle(pool)
        k = 0
        for i, p in enumerate(c.players):
            if i == seat:
                continue
            scored = set(p.scored_secrets)
            new = []
            for o in p.secrets:
                if o in scored:
                    new.append(o)
                else:
                    new.append(pool[k])
                    k += 1
            p.secrets = new
            p.dealt, k = pool[k:k + len(p.dealt)], k + len(p.dealt)
        c.set_aside, k = pool[k:k + len(c.set_aside)], k + len(c.set_aside)
        c.secret_deck = pool[k:]
        # face-down public objectives: any unrevealed cards of their stage
        for stage, attr in (("1", "stage1"), ("2", "stage2")):
            unseen = [o for o in ids_of(stage) if o not in c.revealed]
            rng.shuffle(unseen)
            setattr(c, attr, unseen[:len(getattr(c, attr))])
        return c

    def clone(self, s: State) -> State:
        return s.clone()

    def invariants(self, s: State) -> list[str]:
        bad: list[str] = []
        everywhere = list(s.secret_deck) + list(s.set_aside)
        for i, p in enumerate(s.players):
            everywhere += p.secrets + p.dealt
            if p.vp != p.vp_public + p.vp_secret + p.vp_imperial + p.vp_other:
                bad.append(f"seat {i}: VP {p.vp} is not the sum of its score lines")
            if p.vp > target(s):
                bad.append(f"seat {i}: more than {target(s)} VP")
            if p.vp >= target(s) and s.phase != "over":
                bad.append(f"seat {i}: {target(s)} VP but the game goes on")
            limit_step = any(e.kind == "ti4.return" and e.seat == i for e in s.pending)
            if len(p.secrets) > SECRET_LIMIT + (1 if limit_step else 0):
                bad.append(f"seat {i}: holds {len(p.secrets)} secret objectives")
            if not set(p.scored_secrets) <= set(p.secrets):
                bad.append(f"seat {i}: a scored secret objective is not held")
            if len(set(p.scored_public)) != len(p.scored_public) or not set(p.scored_public) <= set(s.revealed):
                bad.append(f"seat {i}: public objectives scored twice or unrevealed")
            if p.strategy < 0:
                bad.append(f"seat {i}: negative strategy pool")
        if sorted(everywhere) != sorted(ids_of("secret")):
            bad.append("secret objectives are lost or duplicated")
        if len(s.revealed) + len(s.stage1) + len(s.stage2) > 2 * LAID_OUT:
            bad.append("too many public objectives")
        if s.stage2 and len(s.stage2) < LAID_OUT and s.stage1:
            bad.append("a stage II objective was revealed before every stage I one")
        return bad

    def conformance_options(self) -> list[Options]:
        return super().conformance_options() + [Ti4Options(seats=4, victory_points=14)]

    def translatable_data(self) -> list[tuple[str, str]]:
        out = []
        for o in objectives().values():
            out += [("ti4", o.name), ("ti4", o.condition)]
        return out
