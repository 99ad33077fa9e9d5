"""The state of a TI4 Imperial scoring table: plain slotted dataclasses with the Rng inside."""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop.engine.flow import Pending, copy_pending
from desktop.engine.rng import Rng


@dataclass(slots=True)
class Player:
    vp: int = 0
    #: command tokens in the strategy pool (TI4 setup: 2)
    strategy: int = 2
    #: command tokens in the tactic and fleet pools together (TI4 setup: 3 + 3)
    other_tokens: int = 6
    #: the last answer to "do you control every planet in your home system?" (None: not asked)
    home: bool | None = None
    #: secret objectives held, scored and unscored, in the order received
    secrets: list[str] = field(default_factory=list)
    #: the subset of ``secrets`` already scored
    scored_secrets: list[str] = field(default_factory=list)
    #: public objectives this player scored
    scored_public: list[str] = field(default_factory=list)
    #: setup: the 2 secret objectives dealt, of which the player keeps 1
    dealt: list[str] = field(default_factory=list)
    vp_public: int = 0
    vp_secret: int = 0
    vp_imperial: int = 0
    #: VP the players recorded that the app cannot see (custodians token, Support for the
    #: Throne, agendas, relics, other effects); may be negative (a point lost)
    vp_other: int = 0

    def unscored(self) -> list[str]:
        return [s for s in self.secrets if s not in self.scored_secrets]

    def clone(self) -> "Player":
        return Player(self.vp, self.strategy, self.other_tokens, self.home, list(self.secrets),
                      list(self.scored_secrets), list(self.scored_public), list(self.dealt),
                      self.vp_public, self.vp_secret, self.vp_imperial, self.vp_other)


@dataclass(slots=True)
class State:
    seats: int
    rng: Rng
    players: list[Player]
    #: face-down public objectives still to reveal, next one first
    stage1: list[str] = field(default_factory=list)
    stage2: list[str] = field(default_factory=list)
    #: revealed public objectives, in the order revealed
    revealed: list[str] = field(default_factory=list)
    #: the secret-objective deck, top first
    secret_deck: list[str] = field(default_factory=list)
    #: setup: secret objectives players did not keep, shuffled back when everyone has chosen
    set_aside: list[str] = field(default_factory=list)
    #: who controls Mecatol Rex (None: nobody / the custodians token is still there)
    mecatol: int | None = None
    round: int = 1
    #: the part of the game (the phase machine, ``flow.advance``):
    #: setup | strategy | action | status | over
    phase: str = "setup"
    #: who holds Imperial this round (None: nobody)
    holder: int | None = None
    #: "ten" (someone reached the victory points) or "objectives" (none left to reveal)
    ended: str = ""
    #: status order of the round that ended the game (for the tie-break)
    order: list[int] = field(default_factory=list)
    #: the work waiting for answers (desktop.engine.flow)
    pending: list[Pending] = field(default_factory=list)
    #: victory points that end the game (option ``victory_points``: 10, or 14 on the other
    #: side of the track)
    target: int = 10
    #: who removed the custodians token from Mecatol Rex (None: it is still there)
    custodians: int | None = None

    @property
    def setup_events(self) -> list:
        """The setup's shuffles, reveals and deals, for the start of the log (Session reads it)."""
        from desktop.games.ti4.piles import setup_events
        return setup_events(self)

    def clone(self) -> "State":
        return State(self.seats, self.rng.clone(), [p.clone() for p in self.players],
                     list(self.stage1), list(self.stage2), list(self.revealed),
                     list(self.secret_deck), list(self.set_aside), self.mecatol, self.round,
                     self.phase, self.holder, self.ended, list(self.order),
                     copy_pending(self.pending), self.target, self.custodians)
