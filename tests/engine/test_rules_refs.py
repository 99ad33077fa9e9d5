"""Learning mode's backbone: every rules.yaml is valid, every quote is a verbatim substring of
its seed, and every RuleRef the code cites exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from desktop.engine import rules
from desktop.paths import RESOURCES, ROOT

BOOKS = sorted(p.parent.name for p in RESOURCES.glob("*/rules.yaml"))
REF = re.compile(r"""RuleRef\(\s*["']([a-z0-9_]+(?:\.[a-zA-Z0-9_]+)+)["']\s*\)""")


@pytest.mark.parametrize("game", BOOKS)
def test_rule_book_quotes_are_verbatim(game):
    assert rules.check_book(game) == []


def cited_refs() -> list[tuple[str, str]]:
    out = []
    for path in sorted((ROOT / "desktop").rglob("*.py")):
        for m in REF.finditer(path.read_text(encoding="utf-8")):
            out.append((str(path.relative_to(ROOT)), m.group(1)))
    return out


def test_every_rule_ref_in_the_code_exists():
    missing = []
    for where, rid in cited_refs():
        try:
            rules.lookup(rid)
        except rules.RulesError:
            missing.append(f"{where}: {rid}")
    assert missing == []
    assert len(cited_refs()) > 0


def test_a_wrong_quote_is_caught(tmp_path, monkeypatch):
    (tmp_path / "x").mkdir()
    (tmp_path / "x" / "rules.yaml").write_text(
        "game: x\nseed: s.txt\nrules:\n  x.a:\n    summary: fine\n    quote: not in the seed\n")
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "s.txt").write_text("the seed text")
    monkeypatch.setattr(rules, "RESOURCES", tmp_path)
    monkeypatch.setattr(rules, "SEEDS", seeds)
    rules.book.cache_clear()
    rules.seed_text.cache_clear()
    try:
        assert len(rules.check_book("x")) == 1
    finally:
        rules.book.cache_clear()
        rules.seed_text.cache_clear()


def test_seeds_are_the_five_rulebooks():
    names = sorted(p.name for p in (ROOT / "seeds").iterdir())
    assert names == ["beyond-the-sun.pl.txt", "nucleum-court-of-progress.pt-BR.txt",
                     "rftg-gathering-storm.pt-BR.txt", "ti4-imperial.ru.txt",
                     "tm-ares-expedition.pt-BR.txt"]
