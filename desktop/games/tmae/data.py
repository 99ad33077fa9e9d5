"""Card data of TM:AE: ``resources/tmae/cards.yaml`` validated by pydantic, then frozen into
shared, immutable :class:`CardDef` objects (one per card, never copied into a state).

The effect vocabulary (steps, action variants, triggers and modifiers) is listed in
:mod:`desktop.games.tmae.effects`; :func:`validate_step` checks every term against it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from desktop.paths import RESOURCES

TAGS = ("building", "space", "science", "power", "earth", "jovian", "plant", "animal", "microbe", "event")
BANDS = ("purple", "red", "yellow", "white")
RESOURCES_ON_CARDS = ("animal", "microbe", "science")
GAINABLE = ("mc", "heat", "plant")

#: step terms (immediate effects, action profits, trigger results) and the shape of their value
STEP_TERMS: dict[str, str] = {
    "gain": "dict of mc/heat/plant -> n",
    "draw": "n cards",
    "draw_keep": "[n, k] or [n, k, tags]: draw n, keep k (only cards with one of the tags), discard the rest",
    "discard": "n cards from hand",
    "tr": "n TR",
    "temp": "n temperature steps",
    "oxygen": "n oxygen steps",
    "ocean": "n ocean tiles",
    "forest": "n forests (each with 1 oxygen step)",
    "add": "{res, n, to: self|other}: resources onto a card",
    "add_held": "n resources onto one of your cards that already has resources",
    "remove_here": "n resources from this card",
    "choice": "list of alternatives (each a list of steps)",
    "if_chose": "phase number; then: steps (only if you picked that phase this round)",
    "if_tags": "{tag, n, then}: steps if you have n such tags",
    "tr_per_tag": "tag: 1 TR per such tag you have",
    "extra_play": "n more blue/red cards this phase",
    "next_discount": "n MC off the next card this phase",
    "next_flex": "requirement flexibility for the next card this phase",
    "free_green": "play a green card of printed cost <= n from hand without paying MC",
    "convert": "{from, to, max}: spend up to max (0 = any) of one resource for as many of another",
    "redraft": "discard up to n cards, draw that many",
    "brainstorm": "reveal the top card: green -> discard it, gain 1 MC; else keep it",
    "university": "may discard a card: draw 2 if it had a plant tag, else 1",
    "then": "(inside if_chose/if_tags)",
}
MOD_TERMS = ("discount", "steel_bonus", "titanium_bonus", "req_flex", "res_pay", "plant_pay", "std_discount",
             "sell_bonus", "research_draw", "research_keep", "forest_plants", "heat_as_mc", "tr_on_steel",
             "tr_on_tag", "unmi")
TRIGGER_EVENTS = ("tag", "card", "ocean", "temp", "oxygen", "forest", "action")
SPEND_TERMS = ("mc", "heat", "plant", "tr", "card", "here", "any_res")
REDUCE_TERMS = ("per", "n", "blue_min")
PER_TERMS = ("steel", "titanium", "power_tag")


def validate_step(step: Any) -> None:
    if not isinstance(step, dict) or len(step) not in (1, 2):
        raise ValueError(f"a step is a one-key mapping: {step!r}")
    for key, val in step.items():
        if key not in STEP_TERMS:
            raise ValueError(f"unknown step term {key!r}")
        if key == "choice":
            for alt in val:
                for s in alt:
                    validate_step(s)
        elif key in ("if_chose", "if_tags"):
            if key == "if_tags":
                for s in val["then"]:
                    validate_step(s)
            else:
                for s in step["then"]:
                    validate_step(s)
        elif key == "then":
            if "if_chose" not in step:
                raise ValueError("'then' only goes with if_chose")
        elif key == "gain":
            if not set(val) <= set(GAINABLE):
                raise ValueError(f"gain of {val!r}")
        elif key == "draw_keep":
            if len(val) not in (2, 3) or (len(val) == 3 and not set(val[2]) <= set(TAGS)):
                raise ValueError(f"draw_keep {val!r}")
        elif key == "add":
            if val["res"] not in RESOURCES_ON_CARDS or val["to"] not in ("self", "other"):
                raise ValueError(f"add {val!r}")


class Requirement(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    temp_min: Literal["purple", "red", "yellow", "white"] | None = None
    temp_max: Literal["purple", "red", "yellow", "white"] | None = None
    oxy_min: Literal["purple", "red", "yellow", "white"] | None = None
    oxy_max: Literal["purple", "red", "yellow", "white"] | None = None
    tags: dict[str, int] = Field(default_factory=dict)
    oceans_min: int | None = None
    oceans_max: int | None = None
    tr_min: int | None = None
    spend: dict[Literal["tr", "heat", "plant"], int] = Field(default_factory=dict)


class VpPer(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    of: str
    per: int = Field(ge=1)

    @field_validator("of")
    @classmethod
    def _of(cls, v: str) -> str:
        if v not in ("here", "forests", "played", "blue") and not (v.startswith("tag:") and v[4:] in TAGS):
            raise ValueError(f"unknown VP count {v!r}")
        return v


class ActionVariant(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    spend: dict[str, Any] = Field(default_factory=dict)
    chose_spend: dict[str, int] = Field(default_factory=dict)
    reduce: dict[str, Any] = Field(default_factory=dict)
    then: list[dict[str, Any]]

    @model_validator(mode="after")
    def _check(self):
        for k in self.spend:
            if k not in SPEND_TERMS:
                raise ValueError(f"unknown spend {k!r}")
        for k in self.reduce:
            if k not in REDUCE_TERMS:
                raise ValueError(f"unknown reduce {k!r}")
        if "per" in self.reduce and self.reduce["per"] not in PER_TERMS:
            raise ValueError(f"unknown reduce per {self.reduce['per']!r}")
        for s in self.then:
            validate_step(s)
        return self


class Trigger(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    on: Literal["tag", "card", "ocean", "temp", "oxygen", "forest", "action"]
    tags: list[str] = Field(default_factory=list)
    self_: bool = Field(False, alias="self")
    once: bool = False
    do: list[dict[str, Any]]

    @model_validator(mode="after")
    def _check(self):
        for s in self.do:
            validate_step(s)
        return self


class CardModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    code: int
    name: str
    kind: Literal["green", "blue", "red", "corporation"]
    cost: int = Field(0, ge=0)
    mc: int = 0  # corporations: starting MC
    tags: list[str] = Field(default_factory=list)
    vp: int = 0
    vp_per: VpPer | None = None
    req: Requirement | None = None
    beginner: bool = False
    holds: Literal["animal", "microbe", "science"] | None = None
    prod: dict[Literal["mc", "heat", "plant", "card"], int] = Field(default_factory=dict)
    #: production per thing you have: {res, of: <tag>|forest, per: n (default 1)}
    prod_per: dict[str, Any] | None = None
    steel: int = 0
    titanium: int = 0
    play: list[dict[str, Any]] = Field(default_factory=list)
    action: list[ActionVariant] = Field(default_factory=list)
    triggers: list[Trigger] = Field(default_factory=list)
    mods: list[dict[str, Any]] = Field(default_factory=list)
    implemented: bool = True

    @model_validator(mode="after")
    def _check(self):
        for t in self.tags:
            if t not in TAGS:
                raise ValueError(f"{self.name}: unknown tag {t!r}")
        for s in self.play:
            validate_step(s)
        if self.req is not None and not set(self.req.tags) <= set(TAGS):
            raise ValueError(f"{self.name}: unknown requirement tag in {self.req.tags!r}")
        for m in self.mods:
            if len(m) != 1 or next(iter(m)) not in MOD_TERMS:
                raise ValueError(f"{self.name}: unknown modifier {m!r}")
        if self.prod_per is not None:
            if self.prod_per.get("res") not in ("mc", "heat", "plant"):
                raise ValueError(f"{self.name}: prod_per res")
            of = self.prod_per.get("of")
            if of != "forest" and of not in TAGS:
                raise ValueError(f"{self.name}: prod_per of {of!r}")
            if not set(self.prod_per) <= {"res", "of", "per"} or int(self.prod_per.get("per", 1)) < 1:
                raise ValueError(f"{self.name}: prod_per {self.prod_per!r}")
        if self.action and self.kind != "blue":
            raise ValueError(f"{self.name}: only blue cards have an ACTION")
        return self


class CardFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    cards: list[CardModel]
    corporations: list[CardModel]


class OceanTile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: int
    mc: int = 0
    plants: int = 0
    cards: int = 0


class OceanFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    tiles: list[OceanTile]


class CardDef:
    """One card, shared and immutable at run time (never copied into a state)."""

    __slots__ = ("code", "name", "kind", "cost", "mc", "tags", "tagset", "vp", "vp_per", "req", "beginner",
                 "holds", "prod", "prod_per", "steel", "titanium", "play", "action", "triggers", "mods",
                 "implemented", "flags")

    def __init__(self, m: CardModel):
        self.code = m.code
        self.name = m.name
        self.kind = m.kind
        self.cost = m.cost
        self.mc = m.mc
        self.tags = tuple(m.tags)
        self.tagset = frozenset(m.tags)
        self.vp = m.vp
        self.vp_per = (m.vp_per.of, m.vp_per.per) if m.vp_per else None
        self.req = m.req
        self.beginner = m.beginner
        self.holds = m.holds
        self.prod = dict(m.prod)
        #: (resource, what is counted, how many of it per 1 production)
        self.prod_per = (m.prod_per["res"], m.prod_per["of"], int(m.prod_per.get("per", 1))) if m.prod_per else None
        self.steel = m.steel
        self.titanium = m.titanium
        self.play = tuple(m.play)
        self.action = tuple(m.action)
        self.triggers = tuple(m.triggers)
        self.mods = {k: v for d in m.mods for k, v in d.items()}
        self.implemented = m.implemented

    def __repr__(self) -> str:
        return f"<{self.code} {self.name}>"


class Data:
    def __init__(self, cards: CardFile, oceans: OceanFile):
        self.models = {c.code: c for c in cards.cards + cards.corporations}
        self.cards: dict[int, CardDef] = {c.code: CardDef(c) for c in cards.cards}
        self.corps: dict[int, CardDef] = {c.code: CardDef(c) for c in cards.corporations}
        self.all: dict[int, CardDef] = {**self.cards, **self.corps}
        self.oceans: dict[int, OceanTile] = {t.id: t for t in oceans.tiles}


def load_cardfile() -> CardFile:
    raw = yaml.safe_load((RESOURCES / "tmae" / "cards.yaml").read_text(encoding="utf-8"))
    return CardFile.model_validate(raw)


@lru_cache(maxsize=None)
def data() -> Data:
    oceans = OceanFile.model_validate(
        yaml.safe_load((RESOURCES / "tmae" / "oceans.yaml").read_text(encoding="utf-8")))
    return Data(load_cardfile(), oceans)
