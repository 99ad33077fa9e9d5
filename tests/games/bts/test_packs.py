"""Card packs: validated with the file, card and field named; refused whole; an option
selects one; the ``--check`` entry point."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.games.bts import GAME, BtsOptions, packs
from desktop.games.bts import effects as X

PACK = Path(__file__).parent / "data" / "test_pack.yaml"


def test_the_test_pack_is_valid_and_replaces_card_for_card():
    cards, problems = packs.check(PACK)
    assert problems == [] and sorted(cards) == ["ab.s02", "e2.s01", "sa.s03", "t2.s01"]
    s = GAME.new(BtsOptions(seats=3, pack=str(PACK)), 1)
    c = X.cat(s)
    assert c.techs["t2.s01"].name == "Test Refinery" and not c.techs["t2.s01"].standin
    assert c.techs["t2.s02"].standin  # the rest stays
    assert len(c.techs) == 46 and s.pack_key
    back = GAME.load(GAME.dump(s))
    assert X.cat(back).systems["sa.s03"].name == "Test Star"


def _write(tmp_path, text):
    p = tmp_path / "pack.yaml"
    p.write_text(text, encoding="utf-8")
    return p


def test_broken_packs_are_refused_whole_with_file_card_and_field(tmp_path):
    p = _write(tmp_path, PACK.read_text(encoding="utf-8").replace("strength: 2", "strength: zero")
               .replace("level: 2\n    types", "level: 3\n    types"))
    before = p.read_bytes()
    cards, problems = packs.check(p)
    assert cards == {}
    assert any("card sa.s03: field strength" in m and str(p) in m for m in problems)
    assert any("card t2.s01: field level: must stay 2" in m for m in problems)
    with pytest.raises(packs.PackError):
        packs.load_pack(p)
    with pytest.raises(packs.PackError):
        GAME.new(BtsOptions(seats=2, pack=str(p)), 1)
    assert p.read_bytes() == before  # the file is never touched


@pytest.mark.parametrize("text,needle", [
    ("game: rftg\ncards: [{id: t2.s01}]\n", "field 'game' must be 'bts'"),
    ("game: bts\ncards: []\n", "'cards' must be a non-empty list"),
    ("game: bts\ncards: [{id: t9.nope, name: X}]\n", "card t9.nope: no such card id"),
    ("game: bts\ncards: [{id: e2.s02, name: A, level: 2, effects: [{op: fly}]}]\n",
     "card e2.s02: field effects.0.op"),
    ("game: bts\n  cards: [\n", "not valid YAML"),
    ("game: bts\ncards:\n- {id: e2.s02, name: A, level: 2}\n- {id: e2.s02, name: B, level: 2}\n",
     "replaced twice"),
])
def test_clear_messages(tmp_path, text, needle):
    _cards, problems = packs.check(_write(tmp_path, text))
    assert any(needle in m for m in problems), problems


def test_the_check_entry_point(tmp_path, capsys):
    assert packs.main(["--check", str(PACK)]) == 0
    assert "valid card pack" in capsys.readouterr().out
    bad = _write(tmp_path, "game: bts\ncards: [{id: t9.x}]\n")
    assert packs.main(["--check", str(bad)]) == 1
    assert "t9.x" in capsys.readouterr().out
    assert packs.main([]) == 2


def test_pack_names_resolve_in_the_user_data_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(packs, "packs_dir", lambda: tmp_path)
    (tmp_path / "mine.yaml").write_text(PACK.read_text(encoding="utf-8"), encoding="utf-8")
    assert packs.available() == ["mine"]
    assert packs.resolve("mine") == tmp_path / "mine.yaml"
    assert packs.resolve(str(PACK)) == PACK
    s = GAME.new(BtsOptions(seats=2, pack="mine"), 2)
    assert X.cat(s).achievements["ab.s02"].name == "Test Scholar"


def test_the_cards_file_itself_would_pass_as_a_pack_of_its_stand_ins(tmp_path):
    import yaml

    from desktop.games.bts import cards as C
    data = yaml.safe_load(C.CARDS_FILE.read_text(encoding="utf-8"))
    stand = [c for kind in ("techs", "events", "systems", "achievements") for c in data[kind]
             if c.get("standin")]
    p = tmp_path / "all.yaml"
    p.write_text(yaml.safe_dump({"game": "bts", "cards": stand}, allow_unicode=True), "utf-8")
    cards, problems = packs.check(p)
    assert problems == [] and len(cards) == len(stand) == 46 + 20 + 24 + 10 - 15


def test_the_documented_example_is_a_valid_pack(tmp_path):
    from desktop.paths import ROOT

    doc = (ROOT / "docs" / "bts-card-packs.md").read_text(encoding="utf-8")
    block = doc.split("## One card of each kind", 1)[1].split("```yaml\n", 1)[1].split("```", 1)[0]
    p = tmp_path / "doc.yaml"
    p.write_text(block, encoding="utf-8")
    cards, problems = packs.check(p)
    assert problems == [] and sorted(cards) == ["aa.s01", "e3.s01", "sb.s01", "t2.s01"]
