"""``python -m desktop cards bts --json`` and ``--check FILE``: a good pack exits 0, a broken
one exits non-zero naming the file, the card and the field."""

from __future__ import annotations

import json
from pathlib import Path

from desktop import cli

PACK = Path(__file__).parent / "data" / "test_pack.yaml"


def test_cards_json_lists_every_card_with_stand_ins_flagged(capsys):
    assert cli.main(["cards", "bts", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {c["kind"] for c in data} == {"tech", "event", "system", "achievement"}
    assert any(c["standin"] for c in data) and any(not c["standin"] for c in data)


def test_check_a_good_pack(capsys):
    assert cli.main(["cards", "bts", "--check", str(PACK)]) == 0
    assert "valid card pack" in capsys.readouterr().out


def test_check_a_broken_pack_names_file_card_and_field(tmp_path, capsys):
    bad = tmp_path / "broken.yaml"
    bad.write_text("game: bts\ncards:\n  - id: sa.s03\n    name: X\n    deck: A\n"
                   "    strength: 99\n    discs: [ore]\n", encoding="utf-8")
    assert cli.main(["cards", "bts", "--check", str(bad)]) != 0
    out = capsys.readouterr().out
    assert str(bad) in out and "card sa.s03" in out and "field strength" in out


def test_check_is_for_bts_only(capsys):
    assert cli.main(["cards", "rftg", "--check", str(PACK)]) == 2
