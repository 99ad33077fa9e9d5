"""The state of a TM:AE game: plain slotted dataclasses with the Rng inside.

What waits (a decision, or a card effect waiting its turn) is ``TmaeState.pending``, the stack
of :class:`~desktop.engine.flow.Pending` entries of the shared flow mechanism: every decision
point can be saved.  A card effect entry keeps its source card and its step term in ``args``
(``{"src": code, "st": step}``; the step mapping comes from the card data and is never mutated).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from desktop.engine.flow import Pending, copy_pending
from desktop.engine.rng import Rng


@dataclass(slots=True)
class PlayerState:
    corp: int = 0
    corp_offer: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    #: cards drawn into a choice (research, draw-and-keep): not yet in hand
    drawn: list[int] = field(default_factory=list)
    played: list[int] = field(default_factory=list)
    #: resources (animals, microbes, science) on played cards: code -> count
    res: dict[int, int] = field(default_factory=dict)
    tags: dict[str, int] = field(default_factory=dict)
    mc: int = 0
    heat: int = 0
    plants: int = 0
    prod_mc: int = 0
    prod_heat: int = 0
    prod_plant: int = 0
    prod_card: int = 0
    steel: int = 0
    titanium: int = 0
    tr: int = 5
    forests: int = 0
    pick: int = 0
    last_pick: int = 0
    # -- per phase -------------------------------------------------------------------------
    done: bool = False
    plays_left: int = 0
    bonus_left: bool = False
    used: list[int] = field(default_factory=list)
    reuse: bool = False
    next_discount: int = 0
    next_flex: bool = False
    tr_raised: bool = False

    def clone(self) -> "PlayerState":
        return PlayerState(self.corp, self.corp_offer[:], self.hand[:], self.drawn[:], self.played[:],
                           dict(self.res), dict(self.tags), self.mc, self.heat, self.plants, self.prod_mc,
                           self.prod_heat, self.prod_plant, self.prod_card, self.steel, self.titanium,
                           self.tr, self.forests, self.pick, self.last_pick,
                           self.done, self.plays_left, self.bonus_left, self.used[:], self.reuse,
                           self.next_discount, self.next_flex, self.tr_raised)


@dataclass(slots=True)
class TmaeState:
    rng: Rng
    seats: int
    first_game: bool = False
    difficulty: str = "advanced"
    players: list[PlayerState] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    #: face-down ocean tiles (ids); the last one is flipped next
    oceans: list[int] = field(default_factory=list)
    flipped: list[int] = field(default_factory=list)
    #: temperature and oxygen in steps: temperature = -30 + 2 * temp, oxygen = oxygen %
    temp: int = 0
    oxygen: int = 0
    round: int = 0
    #: corp | plan | phase | hand_limit | solo_advance | over
    stage: str = "corp"
    phase: int = 0
    #: phases still to resolve this round
    phases: list[int] = field(default_factory=list)
    start_temp: int = 0
    start_oxygen: int = 0
    #: parameters that reached their maximum during the current phase
    maxed: list[str] = field(default_factory=list)
    #: seat order of the current phase and the index of the seat to act (phases I-III)
    order: list[int] = field(default_factory=list)
    turn: int = 0
    # -- solo -------------------------------------------------------------------------------
    dummy: list[int] = field(default_factory=list)
    dummy_pick: int = 0
    solo_steps: int = 0
    terraformed: bool = False
    #: the phase card of each seat is revealed (planning over)
    revealed: bool = False
    #: the current phase has ended for every seat; end-of-phase steps are running
    closing: bool = False
    #: work waiting (decisions and card effects), a stack: the end is the top
    pending: list[Pending] = field(default_factory=list)
    #: ocean tiles flipped at the start of the current phase (requirements look at it)
    start_oceans: int = 0

    def clone(self) -> "TmaeState":
        return TmaeState(self.rng.clone(), self.seats, self.first_game, self.difficulty,
                         [p.clone() for p in self.players], self.deck[:], self.discard[:], self.oceans[:],
                         self.flipped[:], self.temp, self.oxygen, self.round, self.stage, self.phase,
                         self.phases[:], self.start_temp, self.start_oxygen, self.maxed[:], self.order[:],
                         self.turn, self.dummy[:], self.dummy_pick, self.solo_steps, self.terraformed,
                         self.revealed, self.closing, copy_pending(self.pending), self.start_oceans)
