"""The options of a Nucleum court (the New game dialog)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from desktop.engine.marks import QT_TRANSLATE_NOOP
from desktop.engine.protocol import Options

#: option values as the New game dialog shows them (translated in the "options" context)
OPTION_VALUES = (QT_TRANSLATE_NOOP("options", "standard"), QT_TRANSLATE_NOOP("options", "australia"),
                 QT_TRANSLATE_NOOP("options", "tapped"), QT_TRANSLATE_NOOP("options", "digital"))


class NucleumOptions(Options):
    seats: int = Field(2, ge=1, le=4, title=QT_TRANSLATE_NOOP("options", "Seats"))
    baron: bool = Field(False, title=QT_TRANSLATE_NOOP("options", "Solo against Baron von Automat"))
    baron_empty_party: bool = Field(
        False, title=QT_TRANSLATE_NOOP("options", "Harder: the Baron leads the empty Party"))
    baron_neutral_parties: bool = Field(
        False, title=QT_TRANSLATE_NOOP("options", "Harder: a Baron worker in each Party a neutral leads"))
    baron_harder_scoring: bool = Field(
        False, title=QT_TRANSLATE_NOOP("options", "Harder: the Baron scores 6 VP from the 2nd King's Day"))
    baron_easier: bool = Field(
        False, title=QT_TRANSLATE_NOOP("options", "Easier: your worker leads the empty Party"))
    auction: bool = Field(False, title=QT_TRANSLATE_NOOP("options", "Expert variant: auction for experiments"))
    map: Literal["standard", "australia"] = Field(
        "standard", title=QT_TRANSLATE_NOOP("options", "Map"))
    logic: Literal["tapped", "digital"] = Field(
        "tapped", title=QT_TRANSLATE_NOOP("options", "Baron's Logic cards"))

    @model_validator(mode="after")
    def _coherent(self) -> "NucleumOptions":
        if self.baron and self.seats != 1:
            raise ValueError("Baron von Automat plays against exactly 1 seat (seats must be 1)")
        if self.seats == 1 and not self.baron:
            raise ValueError("a solo game is played against Baron von Automat: set baron")
        if not self.baron and (self.baron_empty_party or self.baron_neutral_parties
                               or self.baron_harder_scoring or self.baron_easier):
            raise ValueError("the Baron's difficulty modifiers need baron")
        if self.baron_empty_party and self.baron_easier:
            raise ValueError("the empty Party takes either the Baron's worker (harder) or yours (easier)")
        if self.auction and (self.baron or self.seats < 2):
            raise ValueError("the expert auction is for 2-4 players and never with the Baron")
        return self
