"""The court module's data, from ``resources/nucleum/court.yaml`` (validated once, at import).

Facts restated in our own structure; every default that no source confirms carries
``unconfirmed: true`` and the id of the rule entry whose note explains the choice.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

from desktop.paths import RESOURCES

COURT_FILE = RESOURCES / "nucleum" / "court.yaml"
PartyId = Literal["cap", "ft", "com", "rea"]


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class SetupCards(_M):
    count: int = Field(ge=1)
    redraw: int
    ranges: dict[PartyId, tuple[int, int]]


class Workers(_M):
    total: int = Field(ge=1)
    available: int = Field(ge=0)


class KingsDays(_M):
    max: int = Field(ge=1)
    unconfirmed: bool = False
    rule: str


class AgendaTiles(_M):
    unconfirmed: bool = False
    rule: str
    tiles: dict[PartyId, tuple[str, str]]


class Agenda(_M):
    vp_per: int = Field(ge=1)
    max: int = Field(ge=1)
    computed: bool = False
    custom: bool = False
    unconfirmed: bool = False
    rule: str


class Benefit(_M):
    thalers: int = 0
    free_tile: int = 0
    vp: int = 0
    achievements: int = 0
    income: Literal["thaler", "worker", "vp"] | None = None


class Contract(_M):
    colour: Literal["silver", "gold", "purple"]
    leader_of_dominant: bool = False
    politicians: int = 0
    reward_income_steps: int = 0
    reward_tech_level: int = 0
    reward_vp: int = 0
    rule: str
    category_unconfirmed: bool = False
    category_rule: str | None = None


class Thresholds(_M):
    thresholds: list[tuple[int, int]]
    rule: str | None = None


class End(_M):
    conditions: list[str]
    solo_conditions: list[str]
    needed: dict[int, int]
    alone: list[str]


class Auction(_M):
    min_bid: int = Field(ge=1)
    cap: int = Field(ge=2)
    unconfirmed: bool = False
    rule: str


class BaronBonus(_M):
    thalers: int = 0
    remove_rightmost_tile: int = 0
    workers: int = 0
    vp_if_reserve_empty: int = 0
    vp: int = 0


class Flagged(_M):
    unconfirmed: bool
    rule: str


class Baron(_M):
    leader_vp: int
    dominant_vp: int
    harder_vp: int
    harder_from_kings_day: int
    bonus: dict[PartyId, BaronBonus]
    logic_digital: Flagged


class Technology(_M):
    id: str
    level: int = Field(ge=1, le=3)
    experiments: list[Literal["E", "F"]]
    also: str | None = None
    effect: str
    n: int | None = None
    was: int | None = None
    a: int | None = None
    t: int | None = None
    w: int | None = None
    rule: str


class TurbineEffect(_M):
    id: str
    experiment: Literal["E", "F"]
    effect: str
    unconfirmed: bool = False
    owner_rule: str
    rule: str


class ConnectorRule(_M):
    id: str
    rule: str


class Court(_M):
    parties: tuple[PartyId, PartyId, PartyId, PartyId]
    setup_cards: SetupCards
    workers: Workers
    vp_flag: dict[Literal["standard", "australia"], int]
    kings_days: KingsDays
    agenda_tiles: AgendaTiles
    agendas: dict[str, Agenda]
    benefits: dict[PartyId, Benefit]
    contracts: dict[str, Contract]
    e8: Thresholds
    end: End
    auction: Auction
    baron: Baron
    technologies: list[Technology]
    f8: Thresholds
    turbine_effects: list[TurbineEffect]
    connector_rules: list[ConnectorRule]

    @model_validator(mode="after")
    def _consistent(self) -> "Court":
        if list(self.parties) != ["cap", "ft", "com", "rea"]:
            raise ValueError("parties must be listed top to bottom: cap, ft, com, rea")
        for party, faces in self.agenda_tiles.tiles.items():
            for face in faces:
                if face not in self.agendas:
                    raise ValueError(f"agenda tile {party}: unknown agenda {face}")
        covered = sorted(n for lo, hi in self.setup_cards.ranges.values() for n in range(lo, hi + 1))
        if covered + [self.setup_cards.redraw] != list(range(1, self.setup_cards.count + 1)):
            raise ValueError("setup card ranges must cover 1..count but the redraw number")
        return self


@lru_cache(maxsize=None)
def court() -> Court:
    return Court.model_validate(yaml.safe_load(COURT_FILE.read_text(encoding="utf-8")))


COURT = court()
PARTIES: tuple[str, ...] = COURT.parties
