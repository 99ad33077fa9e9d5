"""The rules book: every entry quotes the seed, names a public source, or is flagged
unconfirmed with the default it took; every rule the engine cites exists."""

from __future__ import annotations

import re
from pathlib import Path

from desktop.engine import rules
from desktop.games.bts import refs


def test_every_rule_has_a_source_or_is_unconfirmed():
    book = rules.book("bts")
    bad = []
    for rid, e in book.rules.items():
        if e.quote is None and not e.unconfirmed and "Public source" not in (e.note or ""):
            bad.append(rid)
        if e.unconfirmed and not e.note:
            bad.append(rid + " (no note)")
    assert bad == []
    assert rules.check_book("bts") == []


def test_refs_match_the_book():
    from desktop.engine.protocol import RuleRef

    ids = {v.id for v in vars(refs).values() if isinstance(v, RuleRef)}
    assert ids == set(rules.book("bts").rules)


def test_the_engine_cites_only_rules_of_the_book():
    root = Path(refs.__file__).parent
    used = set()
    for path in root.rglob("*.py"):
        used |= set(re.findall(r"\bR\.([A-Z0-9_]+)", path.read_text(encoding="utf-8")))
    assert used and all(hasattr(refs, name) for name in used)
