"""The state of a game of Beyond the Sun: plain slotted dataclasses, the Rng and the pending
stack inside (desktop/engine/flow.py)."""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop.engine.flow import Pending, copy_pending
from desktop.engine.rng import Rng


@dataclass(slots=True)
class Player:
    faction: str
    ore: int = 0
    #: population cubes on the faction mat
    pop: int = 0
    #: supply cubes in columns A..E
    supply: list[int] = field(default_factory=list)
    #: production discs still on the population growth / ore production tracks (0..8)
    food_track: int = 8
    ore_track: int = 8
    #: discs on the automation track (its level)
    automation: int = 0
    #: discs set on colonised system cards
    colony_discs: int = 0
    #: the action space the pawn stands on (None: beside Basic Spacefaring)
    pawn: str | None = None
    #: tech slots marked by this player's population cubes
    researched: list[str] = field(default_factory=list)
    #: private technology cards
    private: list[str] = field(default_factory=list)
    colonies: list[str] = field(default_factory=list)
    #: event cards kept in front of the player
    events: list[str] = field(default_factory=list)
    achievements: list[str] = field(default_factory=list)
    #: VP gained from effects during play
    vp_bonus: int = 0
    #: ships on the exploration map: area -> levels
    ships: dict[str, list[int]] = field(default_factory=dict)

    def clone(self) -> "Player":
        return Player(self.faction, self.ore, self.pop, list(self.supply), self.food_track,
                      self.ore_track, self.automation, self.colony_discs, self.pawn,
                      list(self.researched), list(self.private), list(self.colonies),
                      list(self.events), list(self.achievements), self.vp_bonus,
                      {a: list(v) for a, v in self.ships.items()})

    def ship_cubes(self) -> int:
        return sum(len(v) for v in self.ships.values())

    def strength(self, area: str) -> int:
        return sum(self.ships.get(area, ()))


@dataclass(slots=True)
class State:
    rng: Rng
    players: list[Player]
    #: tech slot -> card id (None: not discovered yet)
    slots: dict[str, str | None]
    #: face-down event on a level II/III slot (None: none, or revealed)
    slot_events: dict[str, str | None]
    #: tech decks by level ("2", "3", "4"), top first
    decks: dict[str, list[str]]
    #: events not used this game (in the box, face down)
    events_box: list[str]
    #: system space -> system card on it
    systems: dict[str, str | None]
    #: system decks "A" and "B", top first
    system_decks: dict[str, list[str]]
    #: achievements in play, and who claimed each (in order)
    achievements: list[str]
    claims: dict[str, list[int]]
    #: guilds whose lock tile was removed
    unlocked: list[str]
    #: controllable area -> controlling seat (-1: nobody), and the kind of its base disc
    control: dict[str, int]
    base_kind: dict[str, str]
    round: int = 1
    turn: int = 0
    #: start_turn -> production -> achievement -> end_check
    phase: str = "start_turn"
    #: the round after which the game ends (set when the end condition is met)
    final_round: int = 0
    over: bool = False
    #: this turn's production may use all three options (Lalande 21185)
    all_production: bool = False
    #: a card pack's replacement cards (id -> card data) and their digest
    pack: dict[str, dict] = field(default_factory=dict)
    pack_key: str = ""
    #: revealed events not kept by a player (resolved and put aside)
    events_done: list[str] = field(default_factory=list)
    pending: list[Pending] = field(default_factory=list)

    def clone(self) -> "State":
        return State(self.rng.clone(), [p.clone() for p in self.players], dict(self.slots),
                     dict(self.slot_events), {k: list(v) for k, v in self.decks.items()},
                     list(self.events_box), dict(self.systems),
                     {k: list(v) for k, v in self.system_decks.items()}, list(self.achievements),
                     {k: list(v) for k, v in self.claims.items()}, list(self.unlocked),
                     dict(self.control), dict(self.base_kind), self.round, self.turn,
                     self.phase, self.final_round, self.over, self.all_production, self.pack,
                     self.pack_key, list(self.events_done), copy_pending(self.pending))
