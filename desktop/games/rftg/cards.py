"""Card data of Race for the Galaxy + The Gathering Storm (``resources/rftg/cards.yaml``).

The YAML is validated by the pydantic models below and compiled once into immutable
:class:`Design` records shared by every game; the state only holds card instance ids (ints).

Power codes, by phase (``value``/``times``/``kind`` are the power's numbers):

explore   ``draw`` +value cards drawn; ``keep`` +value cards kept.
develop   ``reduce`` developments cost value less; ``draw`` draw value at the start of the
          phase; ``draw_after`` draw value after placing a development.
settle    ``military`` +value military (only against worlds of ``kind`` / Rebel worlds when
          given); ``reduce`` non-military worlds (of ``kind``) cost value less;
          ``discard_settle_free`` discard this card to place a non-military, non-Alien world
          for free; ``discard_military`` discard this card for +value military this phase;
          ``pay_military`` pay for a non-Alien military world at defence - value;
          ``military_from_hand`` discard up to value hand cards for +1 military each;
          ``place_second_world`` place a second world; ``draw_after`` draw after placing a world.
consume   ``trade_bonus`` +value on sales (of ``kind``; of this world's good with
          ``this_world``; +1 per chromosome card with ``per_chromosome``); ``trade_action`` an
          extra sale (``no_bonus``: base price only); ``consume`` consume goods (``goods`` kind
          or any; ``mode`` each / two / three_different / all / this_world) for ``vp`` VP and
          ``cards`` cards per use, up to ``times`` uses; ``discard_hand`` discard up to
          ``times`` cards for ``vp`` VP each; ``draw`` draw value; ``gamble`` name a cost 1-7,
          flip the top card, keep it if its cost matches.
produce   ``produce`` a good here; ``discard_to_produce`` discard a card to produce here;
          ``windfall`` produce on an empty windfall world (of ``kind``); ``draw`` draw value;
          ``draw_if_produced`` draw value if this world produced; ``draw_per_good_produced``
          value per good of ``kind`` produced; ``draw_per_kind_produced`` value per kind
          produced; ``draw_if_most_produced`` value if strictly most goods of ``kind``
          produced; ``draw_per_world`` value per world of ``kind``; ``draw_per_military_world``.

Scoring matches (6-cost developments; each tableau card counts once per development, for the
first rule it matches): ``production_world``/``windfall_world`` (of ``kind``),
``development_with_power``/``world_with_power`` (``power`` explore/trade/consume),
``six_cost_development``, ``development``, ``world``, ``military_world``,
``rebel_military_world``, ``keyword``, ``named_card``; totals ``vp_chips_per_three`` and
``military_total``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

from desktop.paths import RESOURCES

Phase = Literal["explore", "develop", "settle", "consume", "produce"]
Kind = Literal["novelty", "rare", "gene", "alien"]
PHASES: tuple[str, ...] = ("explore", "develop", "settle", "consume", "produce")
KINDS: tuple[str, ...] = ("novelty", "rare", "gene", "alien")
#: trade price of each kind of good (base rules)
TRADE_PRICE = {"novelty": 2, "rare": 3, "gene": 4, "alien": 5}
KEYWORDS = ("alien", "rebel", "uplift", "imperium", "terraforming", "chromosome")

POWER_CODES: dict[str, frozenset[str]] = {
    "explore": frozenset({"draw", "keep"}),
    "develop": frozenset({"reduce", "draw", "draw_after"}),
    "settle": frozenset({"military", "reduce", "discard_settle_free", "discard_military",
                         "pay_military", "military_from_hand", "place_second_world",
                         "draw_after"}),
    "consume": frozenset({"trade_bonus", "trade_action", "consume", "discard_hand", "draw",
                          "gamble"}),
    "produce": frozenset({"produce", "discard_to_produce", "windfall", "draw",
                          "draw_if_produced", "draw_per_good_produced",
                          "draw_per_kind_produced", "draw_if_most_produced", "draw_per_world",
                          "draw_per_military_world"}),
}
SCORING_MATCHES = frozenset({
    "production_world", "windfall_world", "development_with_power", "world_with_power",
    "six_cost_development", "development", "world", "military_world", "rebel_military_world",
    "keyword", "named_card", "vp_chips_per_three", "military_total"})


class PowerModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    phase: Phase
    code: str
    value: int = 0
    kind: Kind | None = None
    against_rebel: bool = False
    this_world: bool = False
    per_chromosome: bool = False
    no_bonus: bool = False
    goods: Literal["any", "novelty", "rare", "gene", "alien"] | None = None
    mode: Literal["each", "two", "three_different", "all", "this_world"] | None = None
    vp: int = 0
    cards: int = 0
    times: int = 0

    @model_validator(mode="after")
    def _known(self) -> "PowerModel":
        if self.code not in POWER_CODES[self.phase]:
            raise ValueError(f"unknown {self.phase} power code {self.code!r}")
        if self.code == "consume" and (self.goods is None or self.mode is None):
            raise ValueError("a consume power needs goods and mode")
        return self


class ScoringModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    points: int
    match: str
    kind: Kind | None = None
    power: Literal["explore", "trade", "consume"] | None = None
    keyword: str | None = None
    card: str | None = None

    @model_validator(mode="after")
    def _known(self) -> "ScoringModel":
        if self.match not in SCORING_MATCHES:
            raise ValueError(f"unknown scoring match {self.match!r}")
        return self


class StartModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    number: int = Field(ge=0, le=8)
    parity: Literal["odd", "even"]
    #: cards kept from the opening six (Ancient Race: 3)
    keep: int = 4


class CardModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    name: str
    type: Literal["world", "development"]
    cost: int
    vp: int
    copies: int = Field(ge=1, le=3)
    expansion: Literal["base", "tgs"]
    good: Kind | None = None
    windfall: bool = False
    military: bool = False
    keywords: tuple[Literal["alien", "rebel", "uplift", "imperium", "terraforming",
                            "chromosome"], ...] = ()
    start: StartModel | None = None
    powers: tuple[PowerModel, ...] = ()
    scoring: tuple[ScoringModel, ...] = ()

    @model_validator(mode="after")
    def _consistent(self) -> "CardModel":
        if self.type == "development" and (self.good or self.military or self.start):
            raise ValueError(f"{self.id}: a development has no good, military or start")
        if self.scoring and not (self.type == "development" and self.cost == 6):
            raise ValueError(f"{self.id}: only 6-cost developments have scoring rules")
        return self


class CardFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    cards: list[CardModel]

    @model_validator(mode="after")
    def _names(self) -> "CardFile":
        ids = [c.id for c in self.cards]
        if len(set(ids)) != len(ids):
            raise ValueError("duplicate card ids")
        for c in self.cards:
            for s in c.scoring:
                if s.card is not None and s.card not in ids:
                    raise ValueError(f"{c.id}: scoring names unknown card {s.card}")
        return self


@dataclass(frozen=True, slots=True)
class Power:
    phase: str
    code: str
    value: int = 0
    kind: str | None = None
    against_rebel: bool = False
    this_world: bool = False
    per_chromosome: bool = False
    no_bonus: bool = False
    goods: str | None = None
    mode: str | None = None
    vp: int = 0
    cards: int = 0
    times: int = 0

    @property
    def is_trade(self) -> bool:
        return self.phase == "consume" and self.code in ("trade_bonus", "trade_action")


@dataclass(frozen=True, slots=True)
class Design:
    """One card design, immutable and shared.  ``index`` is its place in cards.yaml."""

    index: int
    id: str
    name: str
    is_world: bool
    cost: int
    vp: int
    copies: int
    expansion: str
    good: str | None
    windfall: bool
    military: bool
    keywords: frozenset[str]
    start_number: int | None
    start_parity: str | None
    start_keep: int
    powers: tuple[Power, ...]
    scoring: tuple[ScoringModel, ...]

    @property
    def is_dev(self) -> bool:
        return not self.is_world

    @property
    def six_dev(self) -> bool:
        return (not self.is_world) and self.cost == 6

    @property
    def production(self) -> bool:
        """A world with a good kind that is not a windfall world."""
        return self.is_world and self.good is not None and not self.windfall

    def phase_powers(self, phase: str) -> tuple[Power, ...]:
        return tuple(p for p in self.powers if p.phase == phase)

    def has_power(self, what: str) -> bool:
        """``what``: a phase name, ``trade`` or ``consume`` (non-trade consume-phase power)."""
        if what == "trade":
            return any(p.is_trade for p in self.powers)
        if what == "consume":
            return any(p.phase == "consume" and not p.is_trade for p in self.powers)
        return any(p.phase == what for p in self.powers)


@dataclass(frozen=True, slots=True)
class Deck:
    designs: tuple[Design, ...]
    #: card instance id -> design index (136 instances, deck order)
    instance_design: tuple[int, ...]
    by_id: dict

    def design(self, iid: int) -> Design:
        return self.designs[self.instance_design[iid]]


def load_file() -> CardFile:
    path = RESOURCES / "rftg" / "cards.yaml"
    return CardFile.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))


@lru_cache(maxsize=1)
def deck() -> Deck:
    f = load_file()
    designs = []
    for i, c in enumerate(f.cards):
        designs.append(Design(
            index=i, id=c.id, name=c.name, is_world=c.type == "world", cost=c.cost, vp=c.vp,
            copies=c.copies, expansion=c.expansion, good=c.good, windfall=c.windfall,
            military=c.military, keywords=frozenset(c.keywords),
            start_number=c.start.number if c.start else None,
            start_parity=c.start.parity if c.start else None,
            start_keep=c.start.keep if c.start else 4,
            powers=tuple(Power(**p.model_dump()) for p in c.powers), scoring=c.scoring))
    inst: list[int] = []
    for d in designs:
        inst.extend([d.index] * d.copies)
    return Deck(tuple(designs), tuple(inst), {d.id: d for d in designs})
