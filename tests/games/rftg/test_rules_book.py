"""rules.yaml: quotes are verbatim passages of the seed, and every RuleRef the code cites exists."""

import re
from pathlib import Path

from desktop.engine import rules
from desktop.games.rftg import game as game_module
from desktop.games.rftg import msgs
from desktop.engine.protocol import RuleRef


def test_quotes_are_verbatim():
    assert rules.check_book("rftg") == []
    book = rules.book("rftg")
    assert book.seed == "rftg-gathering-storm.pt-BR.txt" and book.language == "pt-BR"
    assert sum(1 for r in book.rules.values() if r.quote) >= 25


def test_every_cited_rule_exists():
    refs = [v for m in (game_module, msgs) for v in vars(m).values() if isinstance(v, RuleRef)]
    refs += list(msgs.POWER_RULES.values()) + list(msgs.GOAL_RULES.values())
    src = "".join(p.read_text() for p in Path(game_module.__file__).parent.rglob("*.py"))
    refs += [RuleRef("rftg." + m) for m in re.findall(r'\bR\("([a-z_.0-9]+)"\)', src)]
    assert len(refs) > 40
    for r in refs:
        rules.lookup(r)


def test_unconfirmed_entries_say_which_default():
    for rid, entry in rules.book("rftg").rules.items():
        if entry.unconfirmed:
            assert entry.note, rid
