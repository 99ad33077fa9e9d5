"""Beyond the Sun as a FlowGame: setup, and the rounds and turn phases (``advance``).

A turn: the action (``bts.action``), production (``bts.production``), at most one achievement
(``bts.achievement``), then the end check.  When the claimed achievements reach 3 (2-3
players) or 4 (4 players), the round is finished and one more round is played.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from desktop.engine.flow import FlowGame, Pending, push
from desktop.engine.marks import QT_TRANSLATE_NOOP
from desktop.engine.options import Options
from desktop.engine.protocol import Event, SeatRef
from desktop.engine.rng import Rng
from desktop.games.bts import board as B
from desktop.games.bts import effects as X
from desktop.games.bts import msgs as T
from desktop.games.bts import refs as R
from desktop.games.bts import scoring, views
from desktop.games.bts.cards import catalog, digest
from desktop.games.bts.state import Player, State
from desktop.games.bts.steps import STEPS

#: the app's safeguard (bts.end.round_limit): the game ends at the end of this round at the latest
ROUND_LIMIT = 100
FIRST_GAME = ("a.transcendence", "a.empire", "aa.warlord", "ab.technologist")


class BtsOptions(Options):
    seats: int = Field(4, ge=2, le=4, title=QT_TRANSLATE_NOOP("options", "Seats"))
    #: "random": Transcendence, Empire, 1 random A and 1 random B; "first_game": the seed's set
    achievements: Literal["random", "first_game"] = Field(
        "random", title=QT_TRANSLATE_NOOP("options", "Achievements"),
        json_schema_extra={"labels": {
            "random": QT_TRANSLATE_NOOP("options", "Transcendence, Empire and 2 random ones"),
            "first_game": QT_TRANSLATE_NOOP("options", "First game (the rulebook's four)")}})
    #: a card pack: a file name in the user's packs/bts folder, or a path ("": stand-ins)
    pack: str = Field("", title=QT_TRANSLATE_NOOP("options", "Card pack"),
                      json_schema_extra={"widget": "card_pack"})


class BeyondTheSun(FlowGame[State]):
    id = "bts"
    name = T.NAME
    description = T.DESCRIPTION
    min_seats, max_seats = 2, 4
    options_model = BtsOptions
    state_type = State
    seed_file = "beyond-the-sun.pl.txt"
    steps = STEPS
    max_answers = 10_000

    # -- setup -----------------------------------------------------------------------
    def new(self, options: BtsOptions, seed: int) -> State:
        return self.start(options, seed)[0]

    def start(self, options: BtsOptions, seed: int) -> tuple[State, list[Event]]:
        from desktop.games.bts import packs

        overrides = packs.load_pack(packs.resolve(options.pack)) if options.pack else {}
        key = digest(overrides) if overrides else ""
        c = catalog(overrides, key)
        rng = Rng.from_seed(seed)
        n = options.seats
        ev: list[Event] = []

        techs = {lv: sorted(t.id for t in c.techs.values() if t.level == lv) for lv in (1, 2, 3, 4)}
        for lv in techs:
            rng.shuffle(techs[lv])
        slots: dict[str, str | None] = {sl: None for sl in B.SLOTS}
        for sl, card in zip(B.LEVEL_SLOTS[1], techs[1]):
            slots[sl] = card
        decks = {str(lv): techs[lv] for lv in (2, 3, 4)}

        slot_events: dict[str, str | None] = {sl: None for sl in B.SLOTS}
        box: list[str] = []
        for lv in (2, 3):
            fixed = sorted(e.id for e in c.events.values() if e.level == lv and e.fixed)
            others = sorted(e.id for e in c.events.values() if e.level == lv and not e.fixed)
            rng.shuffle(others)
            six = fixed + others[:6 - len(fixed)]
            box += others[6 - len(fixed):]
            rng.shuffle(six)
            for sl, eid in zip(B.LEVEL_SLOTS[lv], six):
                slot_events[sl] = eid

        starts = sorted(x.id for x in c.systems.values() if x.deck == "A" and x.start)
        rng.shuffle(starts)
        deck_a = sorted(x.id for x in c.systems.values() if x.deck == "A" and not x.start)
        deck_a += starts[2:]
        rng.shuffle(deck_a)
        deck_b = sorted(x.id for x in c.systems.values() if x.deck == "B")
        rng.shuffle(deck_b)
        systems = {"A1": starts[0], "A2": starts[1], "B1": deck_b.pop(0), "B2": deck_b.pop(0)}

        if options.achievements == "first_game":
            achs = list(FIRST_GAME)
        else:
            achs = sorted(a.id for a in c.achievements.values() if a.deck == "basic")
            for deck in ("A", "B"):
                pool = sorted(a.id for a in c.achievements.values() if a.deck == deck)
                achs.append(pool[rng.randbelow(len(pool))])

        factions = sorted(c.factions)
        rng.shuffle(factions)
        players = []
        for i in range(n):
            p = Player(factions[i], ore=B.START_ORE[i], pop=B.START_POP, supply=list(B.COLUMNS))
            X.add_ship(p, B.SOL, 1)
            players.append(p)
        s = State(rng, players, slots, slot_events, decks, box, systems,
                  {"A": deck_a, "B": deck_b}, achs, {a: [] for a in achs}, [],
                  {a: -1 for a in B.CONTROLLABLE}, {}, pack=overrides, pack_key=key)
        ev.append(X.event(T.SETUP_BOARD(
            techs=X.names(c.techs[slots[sl]] for sl in B.LEVEL_SLOTS[1]),
            systems=X.names(c.systems[systems[a]] for a in B.SYSTEM_SPACES),
            achievements=X.names(c.achievements[a] for a in achs)),
            R.SETUP_TECH_BOARD if n == 4 else R.SETUP_PLAYERS_2_3, reveals=True))
        ev.append(X.event(T.SETUP_EVENTS(), R.SETUP_EVENTS, reveals=True))
        for i, p in enumerate(players):
            f = c.factions[p.faction]
            for e in X.fx_json(f.extra):
                X._one(self, s, i, p, e, f.id, R.SETUP_FACTION_EXTRA, False, [])
            ev.append(X.event(T.SETUP_FACTION(player=SeatRef(i), faction=X.nm(f), ore=p.ore),
                              R.SETUP_FACTION_EXTRA, i))
        self.settle(s, ev)
        return s, ev

    # -- the phase machine -------------------------------------------------------------
    def advance(self, s: State, ev: list[Event]) -> None:
        while True:
            seat = s.turn
            if s.phase == "start_turn":
                s.all_production = False
                s.phase = "production"
                push(s, Pending("bts.action", seat, {}, "phase:action"))
                return
            if s.phase == "production":
                s.phase = "achievement"
                push(s, Pending("bts.production", seat, {"all": s.all_production, "used": []},
                                "phase:production"))
                return
            if s.phase == "achievement":
                s.phase = "end_check"
                if scoring.claimable(s, seat):
                    push(s, Pending("bts.achievement", seat, {}, "phase:achievement"))
                    return
                continue
            # end check
            if not s.final_round and scoring.claimed_total(s) >= scoring.end_threshold(s):
                s.final_round = s.round + 1
                ev.append(X.event(T.END_TRIGGERED(n=scoring.claimed_total(s),
                                                  round=s.final_round),
                                  R.END_TRIGGER))
            s.turn += 1
            s.phase = "start_turn"
            if s.turn == len(s.players):
                s.turn = 0
                s.round += 1
                if s.final_round and s.round > s.final_round:
                    s.over = True
                    ev.append(X.event(T.GAME_OVER(), R.END_FINAL_ROUND))
                    return
                if s.round > ROUND_LIMIT:
                    s.over = True
                    ev.append(X.event(T.ROUND_LIMIT(round=ROUND_LIMIT), R.END_ROUND_LIMIT))
                    return

    def outcome(self, s: State):
        return scoring.outcome(s) if s.over else None

    # -- what seats see --------------------------------------------------------------
    def view(self, s: State, seat: int | None) -> dict:
        return views.view(self, s, seat)

    def secrets(self, s: State, seat: int | None) -> set[str]:
        return views.secrets(s)

    def reshuffle_hidden(self, s: State, seat: int | None, rng) -> State:
        return views.reshuffle_hidden(s, rng)

    def clone(self, s: State) -> State:
        return s.clone()

    def conformance_options(self) -> list[BtsOptions]:
        # two variants x the suite's 4 seeds stay under ~20 s (a random game is ~590 answers);
        # tests/games/bts/test_conformance.py runs 3 seats, the 4-seat random set and packs
        return [BtsOptions(seats=2), BtsOptions(seats=4, achievements="first_game")]

    def cards_json(self) -> list[dict]:
        """Every card of the base data (``python -m desktop cards bts --json``), stand-ins
        flagged."""
        from desktop.games.bts.cards import base

        c = base()
        out = []
        for kind, table in (("tech", c.techs), ("event", c.events), ("system", c.systems),
                            ("achievement", c.achievements)):
            for card in table.values():
                out.append({"kind": kind, **card.model_dump(mode="json", exclude_none=True)})
        return out

    def translatable_data(self) -> list[tuple[str, str]]:
        """Card, faction, guild and row names (context ``bts.cards``), for when the game is
        registered and its data strings are generated."""
        from desktop.games.bts.cards import base

        c = base()
        tables = (c.techs, c.events, c.systems, c.achievements, c.factions, c.guilds, c.basic)
        return sorted({(X.CARDS_CONTEXT, x.name) for t in tables for x in t.values()})

    def invariants(self, s: State) -> list[str]:
        return views.invariants(s)
