"""The objective data and the rule book are sound, and the code cites only defined rules."""

from __future__ import annotations

import re
from pathlib import Path

from desktop.engine.rules import book, check_book, lookup
from desktop.games.ti4 import GAME, game as ti4_game
from desktop.games.ti4.data import ids_of, objectives


def test_eighty_objectives_base_and_pok():
    objs = objectives()
    assert len(objs) == 80
    assert len(ids_of("1")) == 20 and len(ids_of("2")) == 20 and len(ids_of("secret")) == 40
    assert {o.expansion for o in objs.values()} == {"base", "pok"}
    assert all(o.points == 1 for o in objs.values() if o.stage in ("1", "secret"))
    assert all(o.points == 2 for o in objs.values() if o.stage == "2")
    names = [o.name.lower() for o in objs.values()]
    assert len(set(names)) == 80


def test_known_objectives_are_where_they_belong():
    objs = objectives()
    assert objs["erect_a_monument"].stage == "1"
    assert objs["subdue_the_galaxy"].stage == "2"
    assert objs["occupy_the_seat_of_the_empire"].stage == "secret"
    assert objs["prove_endurance"].phase == "action"
    assert objs["drive_the_debate"].phase == "agenda"


def test_no_object_id_is_a_prefix_of_another():
    # the hidden-information checks search views for "obj:<id>" strings
    ids = ["obj:" + i for i in objectives()]
    for a in ids:
        for b in ids:
            assert a == b or not b.startswith(a)


def test_rule_book_quotes_are_verbatim():
    assert check_book("ti4") == []
    b = book("ti4")
    assert (b.game, b.seed, b.language) == ("ti4", "ti4-imperial.ru.txt", "ru")


def test_every_seed_statement_has_a_quoted_rule():
    quotes = [e.quote for e in book("ti4").rules.values() if e.quote]
    for marker in ("100.1.", "100.2.", "Затем, если активный игрок", "100.3.", "100.4.",
                   "1. Игрок должен", "2. Игрок, который", "3. Игрок, который", "4. Игрок, который"):
        assert any(q.startswith(marker) or marker in q[:40] for q in quotes), marker


def test_every_rule_the_code_cites_exists():
    src = "".join(p.read_text(encoding="utf-8")
                  for p in Path(ti4_game.__file__).parent.glob("*.py"))
    cited = set(re.findall(r'RuleRef\("([^"]+)"\)', src))
    assert len(cited) >= 20
    for rid in cited:
        lookup(rid)


def test_unconfirmed_defaults_say_why():
    for rid, e in book("ti4").rules.items():
        if e.unconfirmed:
            assert e.note, rid


def test_translatable_data_has_every_name_and_condition():
    pairs = GAME.translatable_data()
    assert ("ti4", "Mine Rare Metals") in pairs
    assert len(pairs) == 160
