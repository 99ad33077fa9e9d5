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
Then the status phase: each player may score 1 public and 1 secret objective, the next public
objective is revealed (the game ends when none is left) and each player gains 2 command tokens.
10 VP ends the game at once.

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

from typing import ClassVar

from pydantic import Field

from desktop.engine.protocol import (Answer, Event, Game, Illegal, Msg, Option, Options, Outcome,
                                     PickNumber, PickOne, RuleRef, ScoreLine, SeatRef, Decision,
                                     seat_name)
from desktop.engine.marks import QT_TRANSLATE_NOOP
from desktop.engine.rng import Rng
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.data import Objective, ids_of, objectives
from desktop.games.ti4.state import Player, State

# -- rule references (resources/ti4/rules.yaml) --------------------------------------------
R_CARD = RuleRef("ti4.imperial.card")
R_STRATEGIC = RuleRef("ti4.imperial.strategic_action")
R_PRIMARY_PUBLIC = RuleRef("ti4.imperial.primary_public")
R_PRIMARY_MECATOL = RuleRef("ti4.imperial.primary_mecatol")
R_SECONDARY = RuleRef("ti4.imperial.secondary")
R_LIMIT = RuleRef("ti4.imperial.secret_limit")
R_HOME = RuleRef("ti4.imperial.home_system")
R_MECATOL_NO_HOME = RuleRef("ti4.imperial.mecatol_without_home")
R_MECATOL_MUST = RuleRef("ti4.imperial.mecatol_must_gain")
R_RETURN_FIRST = RuleRef("ti4.imperial.return_before_next_draw")
R_SETUP_PUBLIC = RuleRef("ti4.setup.public_objectives")
R_SETUP_SECRET = RuleRef("ti4.setup.secret_objectives")
R_SETUP_TOKENS = RuleRef("ti4.setup.command_tokens")
R_STRATEGY_PHASE = RuleRef("ti4.round.strategy_phase")
R_TABLE = RuleRef("ti4.app.table_decisions")
R_OBJ_HOME = RuleRef("ti4.objectives.home_system")
R_ONCE = RuleRef("ti4.objectives.once")
R_STATUS_SCORE = RuleRef("ti4.status.score")
R_STATUS_REVEAL = RuleRef("ti4.status.reveal")
R_NONE_LEFT = RuleRef("ti4.status.no_objective_left")
R_STATUS_TOKENS = RuleRef("ti4.status.command_tokens")
R_TEN = RuleRef("ti4.victory.ten_points")
R_ORDER = RuleRef("ti4.app.initiative_order")
R_SECRET_SCORING = RuleRef("ti4.app.secret_scoring")

WIN_VP = 10
SECRET_LIMIT = 3
#: public objectives laid out at setup per stage, and revealed at setup (stage I)
LAID_OUT = 5
SETUP_REVEALS = 2
#: secret objectives dealt at setup, of which each player keeps 1 (Prophecy of Kings setup)
SECRET_DEALT = 2
START_STRATEGY, START_OTHER = 2, 6
STATUS_GAIN = 2

_PHASE_NAMES = {"status": T.PHASE_STATUS, "action": T.PHASE_ACTION, "agenda": T.PHASE_AGENDA}


def oid(objective_id: str) -> str:
    return "obj:" + objective_id


def _seat(seat: int) -> SeatRef:
    return SeatRef(seat)


def _name(o: Objective) -> Msg:
    return Msg("ti4", o.name)


def _condition(o: Objective) -> Msg:
    return Msg("ti4", o.condition)


class Ti4Options(Options):
    seats: int = Field(3, ge=3, le=6, title=QT_TRANSLATE_NOOP("options", "Seats"))


class Ti4Imperial(Game[State]):
    id = "ti4"
    name = T.NAME()
    description = T.DESCRIPTION()
    min_seats = 3
    max_seats = 6
    options_model = Ti4Options
    state_type = State
    seed_file = "ti4-imperial.ru.txt"
    # setup 6 + at most 9 rounds of (1 + 4 + 2*6 + 3*6 + 6) answers, with room to spare
    max_answers: ClassVar[int] = 1000

    # -- setup ---------------------------------------------------------------------------
    def new(self, options: Options, seed: int) -> State:
        n = options.seats
        rng = Rng.from_seed(seed)
        s = State(seats=n, rng=rng, players=[Player() for _ in range(n)])
        s1, s2, sec = ids_of("1"), ids_of("2"), ids_of("secret")
        rng.shuffle(s1)
        rng.shuffle(s2)
        rng.shuffle(sec)
        s.stage1, s.stage2, s.secret_deck = s1[:LAID_OUT], s2[:LAID_OUT], sec
        for _ in range(SETUP_REVEALS):
            s.revealed.append(s.stage1.pop(0))
        for p in s.players:
            p.dealt = [s.secret_deck.pop(0) for _ in range(SECRET_DEALT)]
        s.phase, s.waiting = "keep", list(range(n))
        return s

    def setup_events(self, s: State) -> list[Event]:
        objs = objectives()
        ev = [Event(T.SHUFFLED_PUBLIC(), R_SETUP_PUBLIC, reveals=True,
                    objects=("deck:stage1", "deck:stage2"))]
        ev += [Event(T.SETUP_REVEAL(objective=_name(objs[o])), R_SETUP_PUBLIC, reveals=True,
                     objects=(oid(o),)) for o in s.revealed[:SETUP_REVEALS]]
        ev.append(Event(T.DEALT(), R_SETUP_SECRET, reveals=True, objects=("deck:secret",)))
        for i, p in enumerate(s.players):
            if p.dealt:
                ev.append(Event(T.DEALT_YOU(first=_name(objs[p.dealt[0]]),
                                            second=_name(objs[p.dealt[1]])),
                                R_SETUP_SECRET, seat=i, reveals=True, private_to=i,
                                objects=tuple(oid(d) for d in p.dealt)))
        return ev

    # -- who acts ------------------------------------------------------------------------
    def to_act(self, s: State) -> tuple[int, ...]:
        ph = s.phase
        if ph == "over":
            return ()
        if ph in ("keep", "tokens"):
            return tuple(s.waiting)
        if ph == "holder":
            return (0,)
        if ph in ("imp_home", "imp_public", "imp_mecatol"):
            return (s.holder,)
        return (s.current,)

    def status_order(self, s: State) -> list[int]:
        """Clockwise from the Imperial holder's left, the holder last (ti4.app.initiative_order)."""
        start = 0 if s.holder is None else s.holder + 1
        return [(start + i) % s.seats for i in range(s.seats)]

    def _eligible_public(self, s: State, seat: int) -> list[str]:
        done = s.players[seat].scored_public
        return [o for o in s.revealed if o not in done]

    # -- questions -----------------------------------------------------------------------
    def decision(self, s: State, seat: int) -> Decision:
        objs = objectives()
        ph = s.phase
        p = s.players[seat]
        if ph == "keep":
            return PickOne(seat, T.KEEP_PROMPT(), R_SETUP_SECRET, tuple(
                Option(oid(o), T.KEEP_OPTION(objective=_name(objs[o])), (oid(o),), R_SETUP_SECRET)
                for o in p.dealt))
        if ph == "holder":
            opts = [Option(f"seat:{i}", seat_name(i), (f"seat:{i}", "imperial"), R_STRATEGY_PHASE)
                    for i in range(s.seats)]
            opts.append(Option("none", T.NOBODY_HOLDS(), ("imperial",), R_STRATEGY_PHASE))
            return PickOne(seat, T.HOLDER_PROMPT(round=s.round), R_STRATEGY_PHASE, tuple(opts))
        if ph in ("imp_home", "st_home"):
            rule = R_HOME if ph == "imp_home" else R_OBJ_HOME
            prompt = (T.HOME_PROMPT if ph == "imp_home" else T.STATUS_HOME_PROMPT)(player=_seat(seat))
            return PickOne(seat, prompt, rule, (
                Option("yes", T.YES_HOME(), (f"home:{seat}",), rule),
                Option("no", T.NO_HOME(), (f"home:{seat}",), rule)))
        if ph in ("imp_public", "st_public"):
            rule = R_PRIMARY_PUBLIC if ph == "imp_public" else R_STATUS_SCORE
            prompt = T.IMP_PUBLIC_PROMPT() if ph == "imp_public" else T.STATUS_PUBLIC_PROMPT()
            opts = [Option(oid(o), T.SCORE_OPTION(objective=_name(objs[o]), points=objs[o].points,
                                                 condition=_condition(objs[o])),
                           (oid(o), f"vp:{seat}"), rule)
                    for o in self._eligible_public(s, seat)]
            opts.append(Option("none", T.SCORE_NONE(), (), rule))
            return PickOne(seat, prompt, rule, tuple(opts))
        if ph == "imp_mecatol":
            opts = [Option(f"seat:{i}", seat_name(i), ("mecatol", f"seat:{i}"), R_PRIMARY_MECATOL)
                    for i in range(s.seats)]
            opts.append(Option("nobody", T.MECATOL_NOBODY(), ("mecatol",), R_PRIMARY_MECATOL))
            return PickOne(seat, T.MECATOL_PROMPT(), R_PRIMARY_MECATOL, tuple(opts))
        if ph == "secondary":
            return PickOne(seat, T.SECONDARY_PROMPT(player=_seat(seat)), R_SECONDARY, (
                Option("draw", T.SECONDARY_DRAW(), (f"pool:{seat}", "deck:secret"), R_SECONDARY),
                Option("pass", T.SECONDARY_PASS(), (), R_SECONDARY)))
        if ph == "return":
            return PickOne(seat, T.RETURN_PROMPT(), R_LIMIT, tuple(
                Option(oid(o), T.RETURN_OPTION(objective=_name(objs[o])), (oid(o), "deck:secret"),
                       R_LIMIT) for o in p.unscored()))
        if ph == "st_secret":
            opts = [Option(oid(o), T.SECRET_OPTION(objective=_name(objs[o]),
                                                  phase=_PHASE_NAMES[objs[o].phase](),
                                                  condition=_condition(objs[o])),
                           (oid(o), f"vp:{seat}"), R_SECRET_SCORING)
                    for o in p.unscored()]
            opts.append(Option("none", T.SCORE_NONE(), (), R_STATUS_SCORE))
            return PickOne(seat, T.STATUS_SECRET_PROMPT(), R_STATUS_SCORE, tuple(opts))
        if ph == "tokens":
            return PickNumber(seat, T.TOKENS_PROMPT(player=_seat(seat)), R_STATUS_TOKENS,
                              lo=0, hi=STATUS_GAIN, unit=T.TOKENS_UNIT())
        raise ValueError(f"no decision in phase {ph!r}")

    def _offered(self, s: State, seat: int) -> list[str] | tuple[int, int]:
        """The option ids ``decision`` offers (or its number range), without building labels:
        the fast path of ``check`` and ``sample_answer``."""
        ph = s.phase
        p = s.players[seat]
        if ph == "keep":
            return [oid(o) for o in p.dealt]
        if ph in ("holder", "imp_mecatol"):
            return [f"seat:{i}" for i in range(s.seats)] + ["none" if ph == "holder" else "nobody"]
        if ph in ("imp_home", "st_home"):
            return ["yes", "no"]
        if ph in ("imp_public", "st_public"):
            return [oid(o) for o in self._eligible_public(s, seat)] + ["none"]
        if ph == "secondary":
            return ["draw", "pass"]
        if ph == "return":
            return [oid(o) for o in p.unscored()]
        if ph == "st_secret":
            return [oid(o) for o in p.unscored()] + ["none"]
        if ph == "tokens":
            return (0, STATUS_GAIN)
        raise ValueError(f"no decision in phase {ph!r}")

    def check(self, s: State, seat: int, answer: Answer) -> Illegal | None:
        if seat in self.to_act(s):
            offered = self._offered(s, seat)
            if isinstance(offered, tuple):
                if (isinstance(answer, int) and not isinstance(answer, bool)
                        and offered[0] <= answer <= offered[1]):
                    return None
            elif isinstance(answer, str) and answer in offered:
                return None
        # refused: the generic check gives the reason and the decision's rule
        return super().check(s, seat, answer)

    # -- answers -------------------------------------------------------------------------
    def apply(self, s: State, seat: int, answer: Answer) -> list[Event]:
        illegal = self.check(s, seat, answer)
        if illegal is not None:
            raise illegal
        ev: list[Event] = []
        ph = s.phase
        p = s.players[seat]
        if ph == "keep":
            kept = answer[4:]
            p.secrets.append(kept)
            s.set_aside.extend(d for d in p.dealt if d != kept)
            p.dealt = []
            s.waiting.remove(seat)
            ev.append(Event(T.KEPT(player=_seat(seat)), R_SETUP_SECRET, seat=seat,
                            objects=(oid(kept),)))
            if not s.waiting:
                s.secret_deck.extend(s.set_aside)
                s.set_aside = []
                self._shuffle_secrets(s, ev, R_SETUP_SECRET)
                s.phase = "holder"
        elif ph == "holder":
            if answer == "none":
                s.holder = None
                ev.append(Event(T.NO_HOLDER(round=s.round), R_STRATEGY_PHASE, seat=seat))
                self._start_status(s, ev)
            else:
                h = s.holder = int(answer.split(":")[1])
                ev.append(Event(T.HOLDER_IS(player=_seat(h), round=s.round), R_STRATEGIC,
                                seat=seat, objects=("imperial", f"seat:{h}")))
                if self._eligible_public(s, h):
                    s.phase = "imp_home"
                else:
                    ev.append(Event(T.NOTHING_TO_SCORE(player=_seat(h)), R_PRIMARY_PUBLIC, seat=h))
                    s.phase = "imp_mecatol"
        elif ph == "imp_home":
            p.home = answer == "yes"
            if p.home:
                s.phase = "imp_public"
            else:
                ev.append(Event(T.CANNOT_SCORE_PUBLIC(player=_seat(seat)), R_HOME, seat=seat,
                                objects=(f"home:{seat}",)))
                s.phase = "imp_mecatol"
        elif ph == "imp_public":
            if answer != "none":
                self._score(s, seat, answer[4:], R_PRIMARY_PUBLIC, ev)
            if s.phase != "over":
                s.phase = "imp_mecatol"
        elif ph == "imp_mecatol":
            s.mecatol = None if answer == "nobody" else int(answer.split(":")[1])
            if s.mecatol == seat:
                # comments 2 and 3: no home-system condition, and no drawing instead
                p.vp_imperial += self._gain(s, seat, 1)
                ev.append(Event(T.MECATOL_VP(player=_seat(seat)), R_MECATOL_MUST, seat=seat,
                                objects=("mecatol", f"vp:{seat}")))
                if self._check_ten(s, seat, ev):
                    return ev
                self._start_secondary(s, ev)
            else:
                ev.append(Event(T.MECATOL_NONE() if s.mecatol is None
                                else T.MECATOL_IS(player=_seat(s.mecatol)),
                                R_PRIMARY_MECATOL, seat=seat, objects=("mecatol",)))
                if self._draw(s, seat, R_PRIMARY_MECATOL, ev):
                    s.phase, s.current, s.resume = "return", seat, "secondary_start"
                else:
                    self._start_secondary(s, ev)
        elif ph == "secondary":
            if answer == "draw":
                p.strategy -= 1
                ev.append(Event(T.SPENDS(player=_seat(seat)), R_SECONDARY, seat=seat,
                                objects=(f"pool:{seat}",)))
                if self._draw(s, seat, R_SECONDARY, ev):
                    s.phase, s.resume = "return", "secondary"
                    return ev
            else:
                ev.append(Event(T.PASSES(player=_seat(seat)), R_SECONDARY, seat=seat))
            self._next_secondary(s, ev)
        elif ph == "return":
            back = answer[4:]
            p.secrets.remove(back)
            s.secret_deck.append(back)
            ev.append(Event(T.RETURNS(player=_seat(seat)), R_LIMIT, seat=seat,
                            objects=("deck:secret",)))
            # comment 4: the deck is shuffled before the next player may draw
            self._shuffle_secrets(s, ev, R_RETURN_FIRST)
            if s.resume == "secondary_start":
                self._start_secondary(s, ev)
            else:
                self._next_secondary(s, ev)
        elif ph == "st_home":
            p.home = answer == "yes"
            if p.home:
                s.phase = "st_public"
            else:
                ev.append(Event(T.CANNOT_SCORE_PUBLIC(player=_seat(seat)), R_OBJ_HOME, seat=seat,
                                objects=(f"home:{seat}",)))
                self._status_secret_or_next(s, ev)
        elif ph == "st_public":
            if answer != "none":
                self._score(s, seat, answer[4:], R_STATUS_SCORE, ev)
                if s.phase == "over":
                    return ev
            self._status_secret_or_next(s, ev)
        elif ph == "st_secret":
            if answer != "none":
                self._score(s, seat, answer[4:], R_STATUS_SCORE, ev)
                if s.phase == "over":
                    return ev
            self._next_status(s, ev)
        elif ph == "tokens":
            p.strategy += answer
            p.other_tokens += STATUS_GAIN - answer
            s.waiting.remove(seat)
            ev.append(Event(T.GAINS(n=answer, player=_seat(seat)), R_STATUS_TOKENS, seat=seat,
                            objects=(f"pool:{seat}",)))
            if not s.waiting:
                s.round += 1
                s.holder = None
                s.phase = "holder"
        return ev

    # -- steps ---------------------------------------------------------------------------
    def _shuffle_secrets(self, s: State, ev: list[Event], rule: RuleRef) -> None:
        s.rng.shuffle(s.secret_deck)
        ev.append(Event(T.SECRET_SHUFFLED(), rule, reveals=True, objects=("deck:secret",)))

    def _gain(self, s: State, seat: int, points: int) -> int:
        """Add up to ``points`` VP (never past 10, ti4.victory.ten_points); returns the gain."""
        p = s.players[seat]
        gained = min(points, WIN_VP - p.vp)
        p.vp += gained
        return gained

    def _check_ten(self, s: State, seat: int, ev: list[Event]) -> bool:
        if s.players[seat].vp >= WIN_VP:
            s.phase, s.ended = "over", "ten"
            s.waiting, s.queue = [], []
            ev.append(Event(T.TEN(player=_seat(seat)), R_TEN, seat=seat, objects=(f"vp:{seat}",)))
            return True
        return False

    def _score(self, s: State, seat: int, obj: str, rule: RuleRef, ev: list[Event]) -> None:
        o = objectives()[obj]
        p = s.players[seat]
        gained = self._gain(s, seat, o.points)
        if o.public:
            p.scored_public.append(obj)
            p.vp_public += gained
        else:
            p.scored_secrets.append(obj)
            p.vp_secret += gained
        # scoring a secret objective shows it to everyone
        # an action- or agenda-phase secret recorded at the status phase: our default
        # (ti4.app.secret_scoring, unconfirmed)
        late = not o.public and o.phase != "status"
        ev.append(Event(T.SCORED(player=_seat(seat), objective=_name(o), points=o.points),
                        R_SECRET_SCORING if late else rule, seat=seat, reveals=not o.public,
                        objects=(oid(obj), f"vp:{seat}"), unconfirmed=late))
        self._check_ten(s, seat, ev)

    def _draw(self, s: State, seat: int, rule: RuleRef, ev: list[Event]) -> bool:
        """Draw 1 secret objective; True when the player must now return one (100.4)."""
        p = s.players[seat]
        if not s.secret_deck:
            ev.append(Event(T.DECK_EMPTY(player=_seat(seat)), rule, seat=seat))
            return False
        card = s.secret_deck.pop(0)
        p.secrets.append(card)
        ev.append(Event(T.DRAWS(player=_seat(seat)), rule, seat=seat, reveals=True,
                        objects=("deck:secret", f"seat:{seat}")))
        ev.append(Event(T.DRAWS_YOU(objective=_name(objectives()[card])), rule, seat=seat,
                        reveals=True, private_to=seat, objects=(oid(card),)))
        return len(p.secrets) > SECRET_LIMIT and bool(p.unscored())

    def _start_secondary(self, s: State, ev: list[Event]) -> None:
        h = s.holder
        s.queue = [(h + i) % s.seats for i in range(1, s.seats)]
        self._next_secondary(s, ev)

    def _next_secondary(self, s: State, ev: list[Event]) -> None:
        while s.queue:
            seat = s.queue.pop(0)
            if s.players[seat].strategy > 0 and s.secret_deck:
                s.phase, s.current = "secondary", seat
                return
        self._start_status(s, ev)

    def _start_status(self, s: State, ev: list[Event]) -> None:
        s.order = self.status_order(s)
        s.queue = list(s.order)
        self._next_status(s, ev)

    def _next_status(self, s: State, ev: list[Event]) -> None:
        while s.queue:
            seat = s.queue.pop(0)
            s.current = seat
            if self._eligible_public(s, seat):
                s.phase = "st_home"
                return
            if s.players[seat].unscored():
                s.phase = "st_secret"
                return
        self._reveal(s, ev)

    def _status_secret_or_next(self, s: State, ev: list[Event]) -> None:
        if s.players[s.current].unscored():
            s.phase = "st_secret"
        else:
            self._next_status(s, ev)

    def _reveal(self, s: State, ev: list[Event]) -> None:
        deck = s.stage1 if s.stage1 else s.stage2
        if not deck:
            s.phase, s.ended = "over", "objectives"
            ev.append(Event(T.NONE_LEFT(), R_NONE_LEFT))
            return
        o = deck.pop(0)
        s.revealed.append(o)
        ev.append(Event(T.REVEALED(objective=_name(objectives()[o])), R_STATUS_REVEAL,
                        reveals=True, objects=(oid(o),)))
        s.phase, s.waiting = "tokens", list(range(s.seats))

    # -- the end -------------------------------------------------------------------------
    def outcome(self, s: State) -> Outcome | None:
        if s.phase != "over":
            return None
        scores = tuple(p.vp for p in s.players)
        top = max(scores)
        tied = [i for i in range(s.seats) if scores[i] == top]
        tiebreak = None
        if len(tied) > 1:
            # ti4.status.no_objective_left: first in initiative order (ti4.app.initiative_order)
            order = s.order or list(range(s.seats))
            first = min(tied, key=order.index)
            tied, tiebreak = [first], T.TIEBREAK(player=_seat(first))
        sheet = (
            ScoreLine(T.LINE_PUBLIC(), tuple(p.vp_public for p in s.players)),
            ScoreLine(T.LINE_SECRET(), tuple(p.vp_secret for p in s.players)),
            ScoreLine(T.LINE_IMPERIAL(), tuple(p.vp_imperial for p in s.players)),
            ScoreLine(T.LINE_TOTAL(), scores),
        )
        return Outcome(scores, tuple(tied), sheet, tiebreak)

    # -- what a seat sees ----------------------------------------------------------------
    def view(self, s: State, seat: int | None) -> dict:
        objs = objectives()

        def card(o: str, **extra) -> dict:
            ob = objs[o]
            d = {"id": oid(o), "name": _name(ob), "condition": _condition(ob),
                 "points": ob.points, "stage": ob.stage, "phase": ob.phase}
            d.update(extra)
            return d

        players = []
        for i, p in enumerate(s.players):
            pv = {
                "seat": i, "object": f"seat:{i}", "name": seat_name(i),
                "vp": p.vp, "vp_object": f"vp:{i}",
                "strategy_pool": p.strategy, "pool_object": f"pool:{i}",
                "other_tokens": p.other_tokens,
                "home_control": p.home, "home_object": f"home:{i}",
                "secret_count": len(p.secrets), "unscored_secret_count": len(p.unscored()),
                "scored_public": [oid(o) for o in p.scored_public],
                "scored_secrets": [card(o) for o in p.scored_secrets],
                "holds_imperial": s.holder == i,
                "controls_mecatol": s.mecatol == i,
                "dealt_count": len(p.dealt),
                "points": {"public": p.vp_public, "secret": p.vp_secret,
                           "imperial": p.vp_imperial},
            }
            if seat == i:
                pv["secrets"] = [card(o, scored=o in p.scored_secrets) for o in p.secrets]
                pv["dealt"] = [card(o) for o in p.dealt]
            players.append(pv)
        return {
            "round": s.round,
            "phase": s.phase,
            "to_act": list(self.to_act(s)),
            "holder": s.holder,
            "imperial": "imperial",
            "mecatol": s.mecatol,
            "mecatol_object": "mecatol",
            "players": players,
            "public_objectives": [card(o, scored_by=[i for i, p in enumerate(s.players)
                                                     if o in p.scored_public])
                                  for o in s.revealed],
            "decks": {"deck:stage1": len(s.stage1), "deck:stage2": len(s.stage2),
                      "deck:secret": len(s.secret_deck)},
            "status_order": self.status_order(s),
            "ended": s.ended,
            "win_vp": WIN_VP,
        }

    def secrets(self, s: State, seat: int | None) -> set[str]:
        hidden = {oid(o) for o in s.secret_deck + s.set_aside + s.stage1 + s.stage2}
        for i, p in enumerate(s.players):
            if i != seat:
                hidden.update(oid(o) for o in p.unscored() + p.dealt)
        return hidden

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

    # -- helpers -------------------------------------------------------------------------
    def clone(self, s: State) -> State:
        return s.clone()

    def sample_answer(self, s: State, seat: int, rng) -> Answer:
        offered = self._offered(s, seat)
        if isinstance(offered, tuple):
            return offered[0] + rng.randbelow(offered[1] - offered[0] + 1)
        return offered[rng.randbelow(len(offered))]

    def invariants(self, s: State) -> list[str]:
        bad: list[str] = []
        everywhere = list(s.secret_deck) + list(s.set_aside)
        for i, p in enumerate(s.players):
            everywhere += p.secrets + p.dealt
            if p.vp != p.vp_public + p.vp_secret + p.vp_imperial:
                bad.append(f"seat {i}: VP {p.vp} is not the sum of its score lines")
            if p.vp > WIN_VP:
                bad.append(f"seat {i}: more than {WIN_VP} VP")
            if p.vp >= WIN_VP and s.phase != "over":
                bad.append(f"seat {i}: 10 VP but the game goes on")
            limit_step = s.phase == "return" and s.current == i
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

    def translatable_data(self) -> list[tuple[str, str]]:
        out = []
        for o in objectives().values():
            out += [("ti4", o.name), ("ti4", o.condition)]
        return out
