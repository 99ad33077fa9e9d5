"""The cards of Beyond the Sun as data (resources/bts/cards.yaml), validated by pydantic.

Every card is written in one small effect vocabulary (:class:`Effect`, interpreted by
``effects.py``).  Cards the seed shows have ``standin: false`` and their seed lines; the others
are the project's own stand-ins (``standin: true``) until a card pack (``packs.py``) replaces
them by id.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from typing import Literal, Optional

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

from desktop.paths import RESOURCES

CARDS_FILE = RESOURCES / "bts" / "cards.yaml"

OPS = ("gain_ore", "pay_ore", "lose_pop", "convert", "upgrade", "jump", "research", "colonise",
       "automate", "vp", "unlock_guild", "basic_action", "choice", "optional", "each_faction",
       "production_all", "supply_to_a", "private_tech", "take_column", "start_ship")
TYPES = ("scientific", "economic", "military", "commercial")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Effect(_Strict):
    """One term of the vocabulary: ``op`` and the fields it uses (docs/bts-card-packs.md)."""

    op: Literal[OPS]  # type: ignore[valid-type]
    n: int = Field(1, ge=1, le=9)
    #: research level (1-4), ship level (1-4) of a conversion into a ship, guild level (1-2)
    level: Optional[int] = Field(None, ge=1, le=4)
    src: Optional[Literal["supply", "pop", "ship"]] = None
    dst: Optional[Literal["pop", "supply", "ship"]] = None
    #: where a new ship goes: ``build`` (Solar System or a shipyard you control), ``sol``, ``deep``
    at: Literal["build", "sol", "deep"] = "build"
    track: Literal["food", "ore", "any"] = "any"
    #: supply column (0 = A) for ``take_column``
    column: Optional[int] = Field(None, ge=0, le=4)
    options: tuple[tuple["Effect", ...], ...] = ()
    then: tuple["Effect", ...] = ()

    @model_validator(mode="after")
    def _fields_fit_the_op(self):
        op = self.op
        if op == "convert":
            if self.src is None or self.dst is None or self.src == self.dst:
                raise ValueError("convert needs src and dst, and they differ")
            if self.dst == "ship" and self.level is None:
                raise ValueError("convert into a ship needs the ship level")
        if op == "research" and self.level is None:
            raise ValueError("research needs a level (1-4)")
        if op == "unlock_guild" and self.level not in (1, 2):
            raise ValueError("unlock_guild needs level 1 or 2")
        if op == "private_tech" and self.level not in (2, 3):
            raise ValueError("private_tech needs level 2 or 3")
        if op == "choice" and len(self.options) < 2:
            raise ValueError("choice needs at least 2 options")
        if op in ("optional", "each_faction") and not self.then:
            raise ValueError(f"{op} needs a non-empty 'then'")
        if op == "take_column" and (self.column is None or self.dst not in ("pop", "ship")):
            raise ValueError("take_column needs a column and dst pop or ship")
        return self


class Action(_Strict):
    """An action: its spaces on the board, its cost and what it does."""

    spaces: int = Field(1, ge=1, le=5)
    cost_ore: int = Field(0, ge=0, le=12)
    cost_pop: int = Field(0, ge=0, le=4)
    effects: tuple[Effect, ...] = Field(min_length=1)


class _Card(_Strict):
    id: str
    name: str = Field(min_length=1)
    standin: bool = True
    #: the seed lines this card is read from (cards the seed shows)
    seed_lines: Optional[str] = None
    note: Optional[str] = None
    #: who typed this card in (card packs)
    source: Optional[str] = None


class Tech(_Card):
    level: int = Field(ge=1, le=4)
    types: tuple[Literal[TYPES], ...] = Field(min_length=1, max_length=2)  # type: ignore[valid-type]
    vp: int = Field(0, ge=0, le=15)
    immediate: tuple[Effect, ...] = ()
    actions: tuple[Action, ...] = ()


class Event(_Card):
    level: Literal[2, 3]
    #: light border: always among the six of its level
    fixed: bool = False
    vp: int = Field(0, ge=0, le=9)
    effects: tuple[Effect, ...] = ()


class System(_Card):
    deck: Literal["A", "B"]
    start: bool = False
    strength: int = Field(ge=1, le=12)
    #: base-disc specialisations: the first marks control, the last is placed on colonising
    discs: tuple[Literal["food", "ore"], ...] = Field(min_length=1, max_length=2)
    vp: int = Field(0, ge=0, le=15)
    vp_formula: Optional[Literal["colonies_plus_3_max_7"]] = None
    bonus: tuple[Effect, ...] = ()


class Condition(_Strict):
    kind: Literal["research_level", "colonised", "strength_areas", "research_all_level",
                  "automation", "controlled", "ships_level", "techs_of_type", "techs"]
    n: int = Field(1, ge=1, le=20)
    level: Optional[int] = Field(None, ge=1, le=4)
    min: Optional[int] = Field(None, ge=1, le=20)


class Achievement(_Card):
    deck: Literal["basic", "A", "B"]
    condition: Condition
    #: VP of each space, in the order they are taken (its length is the number of spaces)
    vp: tuple[int, ...] = Field(min_length=1, max_length=4)


class Faction(_Card):
    standin: bool = False
    extra: tuple[Effect, ...] = ()


class BasicRow(_Strict):
    id: str
    name: str
    #: spaces per player count
    spaces: dict[int, int]
    #: 0-based spaces with "+1 ore extra", per player count
    bonus_ore: dict[int, tuple[int, ...]]
    action: Action
    seed_lines: Optional[str] = None


class Guild(_Strict):
    id: str
    name: str
    level: Literal[1, 2]
    spaces: int
    action: Action
    seed_lines: Optional[str] = None


class CardFile(_Strict):
    game: Literal["bts"]
    techs: tuple[Tech, ...]
    events: tuple[Event, ...]
    systems: tuple[System, ...]
    achievements: tuple[Achievement, ...]
    factions: tuple[Faction, ...]
    basic: tuple[BasicRow, ...]
    guilds: tuple[Guild, ...]


#: the box's counts
TECH_COUNTS = {1: 4, 2: 16, 3: 16, 4: 10}
EVENT_COUNTS = {2: 10, 3: 10}
SYSTEM_COUNTS = {"A": 12, "B": 12}
ACHIEVEMENT_COUNTS = {"basic": 2, "A": 4, "B": 4}
KIND_OF_PREFIX = {"t": "tech", "e": "event", "s": "system", "a": "achievement"}


def kind_of(card_id: str) -> str | None:
    return KIND_OF_PREFIX.get(card_id[:1])


class Catalog:
    """Every card by id (a card file, with a pack's replacements laid over it)."""

    def __init__(self, data: CardFile, overrides: dict[str, dict] | None = None):
        self.data = data
        self.techs: dict[str, Tech] = {c.id: c for c in data.techs}
        self.events: dict[str, Event] = {c.id: c for c in data.events}
        self.systems: dict[str, System] = {c.id: c for c in data.systems}
        self.achievements: dict[str, Achievement] = {c.id: c for c in data.achievements}
        self.factions: dict[str, Faction] = {c.id: c for c in data.factions}
        self.basic: dict[str, BasicRow] = {r.id: r for r in data.basic}
        self.guilds: dict[str, Guild] = {g.id: g for g in data.guilds}
        for cid, raw in (overrides or {}).items():
            kind = kind_of(cid)
            model, table = {"tech": (Tech, self.techs), "event": (Event, self.events),
                            "system": (System, self.systems),
                            "achievement": (Achievement, self.achievements)}[kind]
            table[cid] = model.model_validate(raw)

    def name(self, card_id: str) -> str:
        for table in (self.techs, self.events, self.systems, self.achievements, self.factions,
                      self.basic, self.guilds):
            if card_id in table:
                return table[card_id].name
        return card_id

    def any_card(self, card_id: str):
        for table in (self.techs, self.events, self.systems, self.achievements):
            if card_id in table:
                return table[card_id]
        return None


def load_card_file(path=CARDS_FILE) -> CardFile:
    return CardFile.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))


@lru_cache(maxsize=1)
def base() -> Catalog:
    return Catalog(load_card_file())


_BY_DIGEST: dict[str, Catalog] = {}


def digest(overrides: dict[str, dict]) -> str:
    blob = json.dumps(overrides, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def catalog(overrides: dict[str, dict], key: str) -> Catalog:
    """The catalog of a game: the base one, or the base with a pack's cards (cached by key)."""
    if not overrides:
        return base()
    found = _BY_DIGEST.get(key)
    if found is None:
        found = _BY_DIGEST[key] = Catalog(base().data, overrides)
    return found
