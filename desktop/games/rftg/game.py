"""Race for the Galaxy + The Gathering Storm: the game (model layer, no Qt).

The rules read like the rulebook across the package: ``flow.py`` runs rounds and phases (the
phase machine, :meth:`RftgGame.advance`), ``steps/`` holds one module per decision kind,
``powers.py`` what a tableau can do, ``piles.py`` cards and chips moving, ``scoring.py`` goals
and VP, ``views.py`` what each seat sees, ``robot.py`` the solitaire robot and ``draft.py`` the
drafting variant.  Decisions owed are ``state.pending`` entries (desktop.engine.flow): every
simultaneous choice (actions, each phase's choices, the draft's picks) is one block.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from desktop.engine.flow import FlowGame, Pending, push_block
from desktop.engine.marks import M, QT_TRANSLATE_NOOP
from desktop.engine.protocol import Event, Msg, Options, Outcome
from desktop.engine.rng import Rng
from desktop.games.rftg import draft as drafting
from desktop.games.rftg import flow, scoring, views
from desktop.games.rftg import robot as robotics
from desktop.games.rftg.msgs import (  # noqa: F401 - public names of the game
    ACTION_NAMES, ACTIONS, CARDS_CONTEXT, E_DEAL, GOAL_NAMES, GOAL_RULES, IMPLEMENTED_POWERS,
    IMPLEMENTED_SCORING, KEYWORD_NAMES, KIND_NAMES, PHASE_NAMES, POWER_RULES, R_SETUP_DEAL,
    R_WINDFALL_START, card_name, cid, msg, player, power_text)
from desktop.games.rftg.piles import add_good, draw
from desktop.games.rftg.rules import DESIGN, FIRST_GOALS, MOST_GOALS, N_CARDS
from desktop.games.rftg.state import RftgState, SeatState
from desktop.games.rftg.steps import STEPS

#: option values as the New game dialog shows them (translated in the "options" context)
OPTION_VALUES = (QT_TRANSLATE_NOOP("options", "easy"), QT_TRANSLATE_NOOP("options", "medium"),
                 QT_TRANSLATE_NOOP("options", "hard"))


class RftgOptions(Options):
    """Seats 2-5; ``seats=1`` is the solitaire game against the robot (``difficulty`` required;
    it plays the two-player advanced rules without goals); ``draft`` the drafting variant
    (2-3 seats)."""

    seats: int = Field(2, ge=1, le=5, title=QT_TRANSLATE_NOOP("options", "Seats"))
    advanced: bool = Field(False, title=QT_TRANSLATE_NOOP(
        "options", "Two-player advanced game (two actions each)"))
    goals: bool = Field(True, title=QT_TRANSLATE_NOOP("options", "Goals (The Gathering Storm)"))
    difficulty: Literal["easy", "medium", "hard"] | None = Field(None, title=QT_TRANSLATE_NOOP(
        "options", "Solitaire robot difficulty"))
    draft: bool = Field(False, title=QT_TRANSLATE_NOOP(
        "options", "Drafting variant (2-3 players)"))

    @model_validator(mode="after")
    def _advanced_two_seats(self) -> "RftgOptions":
        if self.seats == 1:
            if self.difficulty is None:
                raise ValueError("the solitaire game (1 seat) needs a robot difficulty")
            if self.draft:
                raise ValueError("the drafting variant is for 2-3 seats")
            if self.goals and "goals" in self.model_fields_set:
                raise ValueError("the solitaire game is played without goals")
            # rftg.robot.setup: the two-player advanced rules without goals
            self.goals = False
            self.advanced = True
            return self
        if self.difficulty is not None:
            raise ValueError("a robot difficulty is for the solitaire game (1 seat)")
        if self.advanced and self.seats != 2:
            raise ValueError("the advanced game is for 2 seats")
        if self.draft and self.seats not in (2, 3):
            raise ValueError("the drafting variant is for 2-3 seats")
        return self


class RftgGame(FlowGame[RftgState]):
    """Race for the Galaxy with The Gathering Storm.

    Table object ids (for the UI): ``card:<instance>`` a card (0..135, deck order of
    cards.yaml); ``good:<world instance>`` the face-down good on a world; ``seat:<n>``;
    ``goal:<goal id>``; ``action:<seat>:<action>`` an action card (actions: e5, e11, dev,
    dev2, set, set2, trade, x2, prod); ``deck``, ``discard``, ``pool``.
    """

    id = "rftg"
    name = M("rftg", "Race for the Galaxy")
    description = M("rftg", "Race for the Galaxy with The Gathering Storm: 1-5 players (solitaire against the robot).")
    min_seats = 1
    max_seats = 5
    options_model = RftgOptions
    state_type = RftgState
    seed_file = "rftg-gathering-storm.pt-BR.txt"
    max_answers = 4000
    steps = STEPS

    # -- setup -----------------------------------------------------------------------------
    def new(self, options: Options, seed: int) -> RftgState:
        return self.start(options, seed)[0]

    def start(self, options: Options, seed: int) -> tuple[RftgState, list[Event]]:
        """Setup, with the events of the deal (start worlds, windfall goods, the robot's and
        the draft's setup) for the log."""
        opts = options if isinstance(options, RftgOptions) else RftgOptions(**options.model_dump())
        n = opts.seats
        rng = Rng.from_seed(seed)
        st = RftgState(rng=rng, seats=[SeatState() for _ in range(n)], advanced=opts.advanced)
        st.good_on = [-1] * N_CARDS
        st.placed_at = [0] * N_CARDS
        st.pool = st.pool_start = 12 * n
        if opts.goals:
            firsts = list(FIRST_GOALS)
            mosts = list(MOST_GOALS)
            rng.shuffle(firsts)
            rng.shuffle(mosts)
            st.goals = sorted(firsts[:4]) + sorted(mosts[:2])
            st.claims = [[] for _ in st.goals]
        events: list[Event] = []
        if opts.draft:
            drafting.setup(st, events)  # rftg.draft.setup: after the goals
            return st, events
        starts = [i for i in range(N_CARDS) if DESIGN[i].start_number is not None]
        rest = [i for i in range(N_CARDS) if DESIGN[i].start_number is None]
        rng.shuffle(starts)
        for s in range(n):
            w = starts[s]
            st.seats[s].tableau.append(w)
            st.start_worlds.append(w)
        robot_start = -1
        if opts.difficulty is not None:
            # rftg.robot.setup.chips: 24 chips; a start world for the player and the robot
            robot_start = starts[n]
            n_dealt = n + 1
            st.pool = st.pool_start = robotics.data().chips
        else:
            n_dealt = n
        st.deck = rest + starts[n_dealt:]
        rng.shuffle(st.deck)
        if robot_start >= 0:
            robotics.setup(st, robot_start, opts.difficulty, events)
        entries = []
        for s in range(n):
            w = st.seats[s].tableau[0]
            if DESIGN[w].windfall:
                add_good(st, s, w, events, R_WINDFALL_START)
            draw(st, s, 6, events, R_SETUP_DEAL)
            events.append(Event(msg(E_DEAL, player=player(s), card=card_name(w)), R_SETUP_DEAL,
                                seat=s, reveals=True, objects=(cid(w),)))
            entries.append(Pending(flow.K_SETUP, s, {"n": 6 - DESIGN[w].start_keep}, "setup"))
        st.step = "setup"
        push_block(st, entries)
        return st, events

    # -- the pending stack, fast -----------------------------------------------------------
    # The same answers as FlowGame's generic versions, without building the list of heads:
    # random playouts (and the computer players that run them) call these on every answer.
    # -- the phase machine -----------------------------------------------------------------
    def advance(self, state: RftgState, ev: list[Event]) -> None:
        flow.advance(state, ev)

    def finished(self, state: RftgState) -> bool:
        return state.step == "over"

    def seat_count(self, state: RftgState) -> int:
        return len(state.seats)

    # -- outcome ---------------------------------------------------------------------------
    def scores(self, st: RftgState) -> list[dict]:
        return scoring.scores(st)

    def goal_vp(self, st: RftgState) -> list[int]:
        return scoring.goal_vp(st)

    def outcome(self, state: RftgState) -> Outcome | None:
        if state.step != "over":
            return None
        return scoring.outcome(state)

    # -- invariants ------------------------------------------------------------------------
    def invariants(self, state: RftgState) -> list[str]:
        broken = []
        seen = [0] * N_CARDS
        places = [state.deck, state.discard]
        for s in state.seats:
            places += [s.hand, s.tableau, s.explore, s.deck, s.discard]
        r = state.robot
        if r is not None:
            places += [r.pile, r.tableau]
        d = state.draft
        if d is not None:
            places += d.packs + d.picks + d.starts + [d.removed]
        for pl in places:
            for c in pl:
                seen[c] += 1
        for w, g in enumerate(state.good_on):
            if g >= 0:
                seen[g] += 1
                if not any(w in s.tableau for s in state.seats):
                    broken.append(f"a good lies on card {w}, which is in no tableau")
        for c, n in enumerate(seen):
            if n != 1:
                broken.append(f"card {c} is in {n} places")
        robot_chips = r.chips if r is not None else 0
        if state.pool + sum(s.chips for s in state.seats) + robot_chips != state.pool_start:
            broken.append("VP pool and chips do not add up")
        if r is not None:
            caps = robotics.data().caps
            if not (0 <= r.credit <= caps["credit"] and 0 <= r.economy <= caps["economy"]):
                broken.append(f"robot credit {r.credit} / economy {r.economy} off the tracks")
            if r.markers_left + r.markers_placed != robotics.data().difficulty[r.difficulty].markers:
                broken.append("robot 6-cost markers do not add up")
            if any(state.good_on[c] >= 0 for c in r.tableau):
                broken.append("a good lies in the robot's tableau")
        if state.private and state.step not in ("draft",) and (state.deck or state.discard):
            broken.append("the shared piles hold cards after the draft")
        for i, s in enumerate(state.seats):
            devs = [DESIGN[c].index for c in s.tableau if DESIGN[c].is_dev]
            if len(devs) != len(set(devs)):
                broken.append(f"seat {i} has two copies of one development")
        return broken

    # -- views -----------------------------------------------------------------------------
    def view(self, state: RftgState, seat: int | None) -> dict:
        return views.view(state, seat)

    def lean_view(self, state: RftgState, seat: int | None) -> dict:
        return views.lean_view(state, seat)

    def secrets(self, state: RftgState, seat: int | None) -> set[str]:
        return views.secrets(state, seat)

    def reshuffle_hidden(self, state: RftgState, seat: int | None, rng) -> RftgState:
        return views.reshuffle_hidden(state, seat, rng)

    def clone(self, state: RftgState) -> RftgState:
        return state.clone()

    # -- data ------------------------------------------------------------------------------
    def conformance_options(self) -> list[Options]:
        return ([RftgOptions(seats=n) for n in range(2, 6)]
                + [RftgOptions(seats=2, advanced=True), RftgOptions(seats=3, goals=False)]
                + [RftgOptions(seats=1, difficulty=d) for d in robotics.DIFFICULTIES]
                + [RftgOptions(seats=2, draft=True), RftgOptions(seats=3, draft=True)])

    def translatable_data(self) -> list[tuple[str, str]]:
        out = [(CARDS_CONTEXT, d.name) for d in rules_designs()]
        out += [(CARDS_CONTEXT, t) for t in KIND_NAMES.values()]
        out += [(CARDS_CONTEXT, t) for t in KEYWORD_NAMES.values() if t not in KIND_NAMES.values()]
        out += [(CARDS_CONTEXT, t) for t in GOAL_NAMES.values()]
        seen = set()
        return [x for x in out if not (x in seen or seen.add(x))]

    def card_powers(self, design_id: str) -> list[tuple[str, Msg]]:
        """(phase, generated text) of each power of a design, for card faces and tooltips."""
        from desktop.games.rftg.cards import deck
        return [(p.phase, power_text(p)) for p in deck().by_id[design_id].powers]

    def cards_json(self) -> list[dict]:
        out = []
        for d in rules_designs():
            out.append({
                "id": d.id, "name": d.name, "type": "world" if d.is_world else "development",
                "cost": d.cost, "vp": d.vp, "copies": d.copies,
                "good": d.good.upper() if d.good else None,
                "windfall": bool(d.good and d.windfall), "military": d.military,
                "start_world": d.start_number, "start_parity": d.start_parity,
                "keywords": sorted(d.keywords), "expansion": d.expansion,
                "powers": [{"phase": p.phase, "code": p.code, "text": power_text(p).english()}
                           for p in d.powers],
                "scoring": [r.model_dump(exclude_none=True) for r in d.scoring],
            })
        return out


def rules_designs():
    from desktop.games.rftg.cards import deck
    return deck().designs

