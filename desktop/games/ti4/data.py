"""The objective cards of TI4 (base + Prophecy of Kings), from ``resources/ti4/objectives.yaml``.

Names are facts; each ``condition`` is the project's own short paraphrase.  pydantic validates
the file once at import.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

from desktop.engine.protocol import Msg
from desktop.paths import RESOURCES

OBJECTIVES_FILE = RESOURCES / "ti4" / "objectives.yaml"


class Objective(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name: str = Field(min_length=3)
    #: "1" and "2": public objectives of stage I / II; "secret": a secret objective
    stage: Literal["1", "2", "secret"]
    points: int = Field(ge=1, le=2)
    #: the phase in which the real game scores it
    phase: Literal["status", "action", "agenda"]
    expansion: Literal["base", "pok"]
    condition: str = Field(min_length=3)

    @property
    def public(self) -> bool:
        return self.stage != "secret"

    @model_validator(mode="after")
    def _points_by_stage(self) -> "Objective":
        want = {"1": 1, "2": 2, "secret": 1}[self.stage]
        if self.points != want:
            raise ValueError(f"{self.id}: a stage {self.stage} objective is worth {want} VP")
        if self.public and self.phase != "status":
            raise ValueError(f"{self.id}: public objectives are scored in the status phase")
        return self


class ObjectiveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    objectives: list[Objective]

    @model_validator(mode="after")
    def _unique(self) -> "ObjectiveFile":
        seen: set[str] = set()
        for o in self.objectives:
            if o.id in seen:
                raise ValueError(f"duplicate objective id {o.id}")
            seen.add(o.id)
        return self


@lru_cache(maxsize=None)
def objectives() -> dict[str, Objective]:
    data = yaml.safe_load(OBJECTIVES_FILE.read_text(encoding="utf-8"))
    return {o.id: o for o in ObjectiveFile.model_validate(data).objectives}


def ids_of(stage: str) -> list[str]:
    return [o.id for o in objectives().values() if o.stage == stage]


def oid(objective_id: str) -> str:
    """The table object id of an objective card."""
    return "obj:" + objective_id


def name_of(o: Objective) -> Msg:
    return Msg("ti4", o.name)


def condition_of(o: Objective) -> Msg:
    return Msg("ti4", o.condition)
