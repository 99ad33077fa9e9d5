"""The hot state of a game: slotted dataclasses of ints and lists, with a hand-written clone.

Card instances are ints ``0..135`` (deck order of ``cards.yaml``: a design with several copies
has consecutive instance ids).  Where a card is:

- ``deck`` (draw pile, top = last), ``discard``;
- ``SeatState.hand``, ``SeatState.tableau`` (in placing order), ``SeatState.explore`` (cards
  drawn in the Explore phase, not yet kept or discarded);
- ``good_on[world]``: the card lying face down on a world as its good (-1: none);
- drafting variant (``private``): ``SeatState.deck``/``SeatState.discard`` replace the shared
  piles; during the draft ``DraftState.packs``/``picks``/``starts`` and ``removed``;
- solitaire game: ``RobotState.pile`` (the robot's face-down draw pile) and
  ``RobotState.tableau``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop.engine.flow import Pending, copy_pending
from desktop.engine.rng import Rng

#: a power of a card: (card instance, index of the power on the card)
PowerRef = tuple[int, int]


@dataclass(slots=True)
class SeatState:
    hand: list[int] = field(default_factory=list)
    tableau: list[int] = field(default_factory=list)
    #: cards drawn this Explore phase, waiting to be kept or discarded
    explore: list[int] = field(default_factory=list)
    #: VP chips
    chips: int = 0
    #: action cards chosen this round ("e5", "e11", "dev", "dev2", "set", "set2", "trade",
    #: "x2", "prod"); hidden from others until every seat has chosen
    actions: list[str] = field(default_factory=list)
    #: the development or world chosen this phase (-1: none)
    selected: int = -1
    #: how the world is settled: "pay", "free", "war", "paymil"
    mode: str = ""
    #: the card discarded from the tableau to settle for free (Colony Ship), -1: none
    via: int = -1
    #: cards still to pay for ``selected``
    cost: int = 0
    #: temporary military this phase (New Military Tactics, Space Mercenaries)
    temp_military: int = 0
    #: hand cards already discarded for military this phase
    merc_used: int = 0
    #: powers used this phase
    used: list[PowerRef] = field(default_factory=list)
    #: the Produce bonus (a good on an empty windfall world) was used this phase
    bonus_used: bool = False
    #: worlds that produced a good this phase
    produced: list[int] = field(default_factory=list)
    #: worlds placed this Settle phase
    worlds_placed: int = 0
    #: cards discarded at the end of this round (Budget Surplus)
    end_discards: int = 0
    #: this seat chose the current phase's action (gets its bonus)
    bonus: bool = False
    #: drafting variant: this seat's own draw pile (top = last) and discard pile
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)

    def clone(self) -> "SeatState":
        return SeatState(self.hand[:], self.tableau[:], self.explore[:], self.chips,
                         self.actions[:], self.selected,
                         self.mode, self.via, self.cost, self.temp_military, self.merc_used,
                         self.used[:], self.bonus_used, self.produced[:], self.worlds_placed, self.end_discards,
                         self.bonus, self.deck[:], self.discard[:])


@dataclass(slots=True)
class RobotState:
    """The solitaire robot (robot.py): a rule, not a seat."""

    #: its start world (card instance)
    start: int
    #: "easy", "medium" or "hard"
    difficulty: str
    credit: int = 1
    economy: int = 0
    #: face-down draw pile (top = last), never seen by the player
    pile: list[int] = field(default_factory=list)
    #: placed cards (start world first); no goods
    tableau: list[int] = field(default_factory=list)
    #: 6-cost development markers not yet placed / placed
    markers_left: int = 0
    markers_placed: int = 0
    chips: int = 0
    #: the action the robot= marker reads: explore, develop, settle, trade, x2, produce
    reads: str = "trade"
    #: mat areas still holding one of its start world's special counters
    counters: list[str] = field(default_factory=list)
    #: the two dice as rolled this round ([] before the roll) and the space of each (0..8)
    rolled: list[str] = field(default_factory=list)
    placed: list[int] = field(default_factory=list)

    def clone(self) -> "RobotState":
        return RobotState(self.start, self.difficulty, self.credit, self.economy,
                          self.pile[:], self.tableau[:], self.markers_left,
                          self.markers_placed, self.chips, self.reads, self.counters[:],
                          self.rolled[:], self.placed[:])


@dataclass(slots=True)
class DraftState:
    """The drafting variant (draft.py), 2-3 seats."""

    #: the pack lying in front of each seat (seat index), and each seat's picks so far
    packs: list[list[int]] = field(default_factory=list)
    picks: list[list[int]] = field(default_factory=list)
    #: the two start worlds dealt face down to each seat (one odd, one even); after the
    #: choice only the kept one, until every seat reveals
    starts: list[list[int]] = field(default_factory=list)
    #: +1: packs pass left (to the next seat number), -1: right
    direction: int = 1
    #: draft round (each round every seat draws five and the packs go round)
    round: int = 0
    #: cards left over when the seats can no longer draw five each: out of the game
    removed: list[int] = field(default_factory=list)

    def clone(self) -> "DraftState":
        return DraftState([p[:] for p in self.packs], [p[:] for p in self.picks],
                          [p[:] for p in self.starts], self.direction, self.round,
                          self.removed[:])


@dataclass(slots=True)
class RftgState:
    rng: Rng
    seats: list[SeatState]
    advanced: bool = False
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    #: per card instance: the instance lying on it as a good, or -1
    good_on: list[int] = field(default_factory=list)
    #: per card instance: the serial number of the phase it was placed in (start worlds: 0)
    placed_at: list[int] = field(default_factory=list)
    #: VP chips left in the pool (may go below 0 in the last round)
    pool: int = 0
    pool_start: int = 0
    round: int = 0
    #: serial number of the current phase (powers placed in it are not active yet)
    phase_no: int = 0
    #: where the phase machine (flow.py) stands: "setup", "draft", "action", a phase
    #: ("explore", "develop", "develop_pay", "settle", "settle_pay", "consume", "produce"),
    #: "discard" (the hand limit), "over"
    step: str = "setup"
    #: current phase: "explore", "develop", "develop2", "settle", "settle2", "consume",
    #: "produce" or "" between phases
    phase: str = ""
    #: phases still to run this round
    phases: list[str] = field(default_factory=list)
    #: the second world round of a Settle phase (Improved Logistics)
    second_world: bool = False
    #: goal ids in play (empty without goals)
    goals: list[str] = field(default_factory=list)
    #: per goal in play: "first" goals: seats that scored it (the first holds the tile);
    #: "most" goals: [holder] or []
    claims: list[list[int]] = field(default_factory=list)
    #: the game ends after this round
    ending: bool = False
    #: the start world dealt to each seat
    start_worlds: list[int] = field(default_factory=list)
    #: the solitaire robot (None: no robot)
    robot: RobotState | None = None
    #: the drafting variant: the draft in progress or done (None: no draft)
    draft: DraftState | None = None
    #: every seat draws from and discards to its own piles (drafting variant)
    private: bool = False
    #: decisions owed and work waiting (desktop.engine.flow), top = last
    pending: list[Pending] = field(default_factory=list)

    def clone(self) -> "RftgState":
        return RftgState(
            self.rng.clone(), [s.clone() for s in self.seats], self.advanced, self.deck[:],
            self.discard[:], self.good_on[:], self.placed_at[:], self.pool, self.pool_start,
            self.round, self.phase_no, self.step, self.phase, self.phases[:], self.second_world,
            self.goals[:], [c[:] for c in self.claims], self.ending, self.start_worlds[:],
            self.robot.clone() if self.robot is not None else None,
            self.draft.clone() if self.draft is not None else None, self.private,
            copy_pending(self.pending))
