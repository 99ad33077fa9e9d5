"""The state of the court: plain slotted dataclasses with the generator inside.

Sides: seat ``i`` of the humans is side ``i``; Baron von Automat (solo) is side ``seats``.
``leader[p]`` holds a side, ``NEUTRAL`` (-1) when a neutral sits on the Leader space (which one
is ``leader_neutral[p]``), or ``None`` when the space is empty.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop.engine.flow import Pending, copy_pending
from desktop.engine.rng import Rng

NEUTRAL = -1
#: neutral Politicians by name; the numbered ones leave the game highest first
NEUTRAL_TOKENS = ("arrow", "2", "3", "4")
NUMBERED = ("2", "3", "4")


def copy_scoring(last: dict | None) -> dict | None:
    """A copy of ``NucleumState.last_scoring`` (its lines are flat dicts)."""
    if last is None:
        return None
    return {**last, "lines": [dict(x) for x in last["lines"]]}


@dataclass(slots=True)
class NucleumState:
    rng: Rng
    seats: int
    baron: bool
    map: str = "standard"
    logic: str = "tapped"
    harder_scoring: bool = False
    #: politicians per Party per side (humans, then the Baron)
    pols: list[list[int]] = field(default_factory=list)
    #: neutral token -> Party index, -1 once it left the game
    neutrals: dict[str, int] = field(default_factory=dict)
    leader: list[int | None] = field(default_factory=lambda: [None] * 4)
    leader_neutral: list[str | None] = field(default_factory=lambda: [None] * 4)
    king: int = 0
    #: the agenda face up on each Party's tile
    agendas: list[str] = field(default_factory=list)
    #: setup cards still to reveal (the digital deck) and logic draws so far
    setup_deck: list[int] = field(default_factory=list)
    #: VP the court gave, by category, per side
    vp: dict[str, list[int]] = field(default_factory=dict)
    #: income steps the court gave, per human seat: thaler, worker, vp
    income: list[dict[str, int]] = field(default_factory=list)
    #: technologies E7 and E8 declared unlocked, per seat
    e7: list[bool] = field(default_factory=list)
    e8: list[bool] = field(default_factory=list)
    #: court contracts whose requirement each human seat meets now
    contracts_met: list[list[str]] = field(default_factory=list)
    #: whose turn it is on the table (asked "what happens next")
    turn: int = 0
    #: the part of the game (the phase machine, ``flow.advance``): auction | main | over
    phase: str = "main"
    #: the work waiting for answers (desktop.engine.flow)
    pending: list[Pending] = field(default_factory=list)
    kings_days: int = 0
    #: the last agenda scoring, line by line, for the table (scoring.score)
    last_scoring: dict | None = None
    end_met: list[str] = field(default_factory=list)
    # the expert auction
    auction_in: list[int] = field(default_factory=list)
    auction_turn: int = 0
    auction_high: int = 0
    auction_last: list[int] = field(default_factory=list)
    auction_passed: list[int] = field(default_factory=list)
    #: experiment choice order once the auction is over (first chooser first)
    choice_order: list[int] = field(default_factory=list)
    setup_events: list = field(default_factory=list)

    @property
    def sides(self) -> int:
        return self.seats + (1 if self.baron else 0)

    @property
    def baron_side(self) -> int | None:
        return self.seats if self.baron else None

    def clone(self) -> "NucleumState":
        return NucleumState(
            rng=self.rng.clone(), seats=self.seats, baron=self.baron, map=self.map,
            logic=self.logic, harder_scoring=self.harder_scoring,
            pols=[list(r) for r in self.pols], neutrals=dict(self.neutrals),
            leader=list(self.leader), leader_neutral=list(self.leader_neutral), king=self.king,
            agendas=list(self.agendas), setup_deck=list(self.setup_deck),
            vp={k: list(v) for k, v in self.vp.items()},
            income=[dict(d) for d in self.income], e7=list(self.e7), e8=list(self.e8),
            contracts_met=[list(c) for c in self.contracts_met], turn=self.turn,
            phase=self.phase, pending=copy_pending(self.pending),
            kings_days=self.kings_days, end_met=list(self.end_met),
            last_scoring=copy_scoring(self.last_scoring),
            auction_in=list(self.auction_in), auction_turn=self.auction_turn,
            auction_high=self.auction_high, auction_last=list(self.auction_last),
            auction_passed=list(self.auction_passed), choice_order=list(self.choice_order),
            setup_events=[])
