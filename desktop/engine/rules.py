"""Rule entries for learning mode: ``RuleRef`` ids resolve to ``resources/<game>/rules.yaml``.

Each entry has a short English ``summary`` in the project's own words (translated through the
.ts files: ``desktop/data_strings.py`` is generated from these files) and, where the seed
speaks, an exact ``quote`` of the seed passage, which learning mode shows in its original
language.  ``unconfirmed`` marks a fact no public source confirms (a default we chose).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from desktop.engine.protocol import RuleRef
from desktop.paths import RESOURCES, SEEDS


class RuleEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    summary: str = Field(min_length=3)
    #: verbatim passage of the seed file (None: a rule the seed takes for granted)
    quote: str | None = None
    #: seed file the quote comes from; defaults to the book's ``seed``
    seed: str | None = None
    unconfirmed: bool = False
    #: why a default was chosen, for unconfirmed facts
    note: str | None = None


class RuleBook(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str
    #: file name in ``seeds/``
    seed: str | None = None
    #: language of the seed (BCP 47), shown next to quotes
    language: str | None = None
    #: the title of the rulebook the seed is (e.g. "The Gathering Storm"), shown with quotes
    seed_title: str | None = None
    #: the rulebook that holds the rules the seed takes for granted (e.g. the base game's),
    #: named where a rule has no quote
    base_title: str | None = None
    rules: dict[str, RuleEntry]

    def seed_of(self, entry: RuleEntry) -> str | None:
        return entry.seed or self.seed


class RulesError(Exception):
    pass


def rules_path(game: str) -> Path:
    return RESOURCES / game / "rules.yaml"


@lru_cache(maxsize=None)
def book(game: str) -> RuleBook:
    path = rules_path(game)
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        b = RuleBook.model_validate(data)
    except (OSError, yaml.YAMLError, ValidationError) as e:
        raise RulesError(f"{path}: {e}") from e
    if b.game != game:
        raise RulesError(f"{path}: game is {b.game!r}, expected {game!r}")
    return b


def lookup(ref: RuleRef | str) -> RuleEntry:
    rid = ref.id if isinstance(ref, RuleRef) else ref
    game = rid.split(".", 1)[0]
    b = book(game)
    try:
        return b.rules[rid]
    except KeyError:
        raise RulesError(f"no rule {rid!r} in {rules_path(game)}") from None


@lru_cache(maxsize=None)
def seed_text(name: str) -> str:
    return (SEEDS / name).read_text(encoding="utf-8")


def check_book(game: str) -> list[str]:
    """Problems of a rules.yaml: quotes that are not verbatim substrings of their seed (line
    breaks included: keep them with YAML block scalars), ids not
    prefixed by the game.  Empty when sound."""
    problems: list[str] = []
    b = book(game)
    for rid, entry in b.rules.items():
        if not rid.startswith(game + "."):
            problems.append(f"{rid}: id must start with {game}.")
        if entry.quote is None:
            continue
        seed = b.seed_of(entry)
        if seed is None:
            problems.append(f"{rid}: a quote but no seed file")
            continue
        try:
            text = seed_text(seed)
        except OSError as e:
            problems.append(f"{rid}: seed {seed}: {e}")
            continue
        if entry.quote not in text:
            problems.append(f"{rid}: quote is not a verbatim passage of seeds/{seed}: "
                            f"{entry.quote[:60]!r}...")
    return problems
