"""The base of every game's options (pydantic: validated at the boundary)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class Options(BaseModel):
    """Base of every game's options; pydantic validates them at the boundary (saves, CLI, UI).

    Field ``title``s should be marked with ``QT_TRANSLATE_NOOP("options", ...)`` so the New
    game dialog can show them translated.
    """

    model_config = ConfigDict(extra="forbid")
    seats: int = Field(2, title="Seats")
