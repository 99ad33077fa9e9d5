"""The card data: counts against the reference totals, schema terms, texts, rules.yaml."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from pydantic import ValidationError

from desktop.engine.protocol import Msg
from desktop.engine.rules import book, check_book
from desktop.games.tmae import GAME
from tests.games.tmae import helpers as R
from desktop.games.tmae.data import MOD_TERMS, STEP_TERMS, CardModel, data
from desktop.games.tmae.text import card_text

PKG = Path(R.GAME.__class__.__module__.replace('.', '/')).parent
#: cards the engine does not implement yet (flagged ``implemented: false`` in cards.yaml)
NOT_IMPLEMENTED: list[str] = []


def test_counts_colours_and_tags():
    d = data()
    assert len(d.cards) == 208 and len(d.corps) == 12
    colours = Counter(c.kind for c in d.cards.values())
    assert colours == {"green": 106, "blue": 64, "red": 38}
    tags = Counter(t for c in d.cards.values() for t in c.tags)
    assert tags == {"building": 67, "space": 42, "event": 38, "science": 32, "plant": 27, "power": 27,
                    "earth": 23, "microbe": 18, "jovian": 12, "animal": 8}
    assert sum(c.cost for c in d.cards.values()) == 2750
    assert sum(1 for c in d.cards.values() if c.beginner) == 16
    assert all(d.cards[c].kind == "green" for c in d.cards if d.cards[c].beginner)
    assert sorted(c.name for c in d.corps.values() if c.beginner) == [
        "Ecoline", "Helion", "Interplanetary Cinematics", "Teractor"]
    assert Counter(c.holds for c in d.cards.values() if c.holds) == {"microbe": 7, "animal": 6, "science": 1}


def test_research_is_the_double_science_card():
    d = data()
    assert d.cards[96].tags == ("science", "science", "event")


def test_unimplemented_cards_are_flagged_and_left_out_of_the_deck():
    d = data()
    flagged = sorted(c.name for c in d.all.values() if not c.implemented)
    assert flagged == NOT_IMPLEMENTED
    s = R.new_state(4, 1)
    everywhere = s.deck + s.discard + [c for p in s.players for c in p.hand]
    assert not any(not d.cards[c].implemented for c in everywhere)
    assert len(everywhere) == sum(1 for c in d.cards.values() if c.implemented)


def _terms(steps, out):
    for st in steps:
        for k, v in st.items():
            out.add(k)
            if k == "choice":
                for alt in v:
                    _terms(alt, out)
            elif k == "if_tags":
                _terms(v["then"], out)
            elif k == "then":
                _terms(v, out)


def test_every_effect_term_has_an_implementation():
    used_steps: set[str] = set()
    used_mods: set[str] = set()
    for c in data().all.values():
        _terms(c.play, used_steps)
        for v in c.action:
            _terms(v.then, used_steps)
        for t in c.triggers:
            _terms(t.do, used_steps)
        used_mods.update(c.mods)
    assert used_steps <= set(STEP_TERMS)
    implemented = R.AUTO_STEPS | set(R.TERM_KIND) | {"then", "draw_keep"}
    assert set(STEP_TERMS) - {"then"} <= implemented | {"keep"}
    assert used_mods <= set(MOD_TERMS)
    src = "".join(f.read_text() for f in sorted(PKG.rglob("*.py")))
    for m in MOD_TERMS:
        # every modifier is read by the rules, by name
        assert f'"{m}"' in src, m


def test_every_card_renders_its_text():
    for c in data().all.values():
        lines = card_text(c)
        assert lines and all(isinstance(m, Msg) for m in lines), c.name
        for m in lines:
            assert "{" not in m.english(), (c.name, m.english())
    # a card with nothing but numbers still says something
    assert [m.english() for m in card_text(65)] == ["Requires 1 animal tag(s).", "Requires 1 microbe tag(s).",
                                                    "Requires 1 plant tag(s).", "3 VP."]


def test_card_text_examples():
    assert [m.english() for m in card_text(130)] == ["Production: 3 MC."]
    assert [m.english() for m in card_text(7)] == [
        "ACTION: Spend 10 MC (the MC cost drops 2 per steel): Flip 1 ocean tile(s)."]
    t = [m.english() for m in card_text(211)]
    assert "Start with 28 MC." in t and "EFFECT: You may pay with heat as if it were MC." in t


def test_rules_yaml_quotes_and_refs():
    assert check_book("tmae") == []
    rules = book("tmae").rules
    used = set()
    for f in PKG.glob("*.py"):
        used.update("tmae." + m for m in re.findall(r'\bR\("([a-z_.]+)"\)', f.read_text()))
    assert used and used <= set(rules), used - set(rules)
    for rid in ("tmae.planning.no_repeat", "tmae.action.forced", "tmae.end.phase", "tmae.score.tiebreak"):
        assert rules[rid].quote


def test_translatable_names_and_cards_json():
    names = GAME.translatable_data()
    assert len(names) == 220 and all(ctx == "tmae.cards" for ctx, _ in names)
    cj = GAME.cards_json()
    assert len(cj) == 220
    kinds = Counter(c["kind"] for c in cj)
    assert kinds == {"green": 106, "blue": 64, "red": 38, "corporation": 12}
    research = next(c for c in cj if c["name"] == "Research")
    assert research["tags"] == ["science", "science", "event"] and research["cost"] == 5
    birds = next(c for c in cj if c["name"] == "Birds")
    assert birds["vp"] == "*" and birds["requirement"] == {"oxy_min": "white"}
    for c in cj:
        assert {"name", "kind", "cost", "tags", "vp", "requirement"} <= set(c)


def test_schema_refuses_unknown_terms():
    base = {"code": 999, "name": "X", "kind": "green", "cost": 1}
    CardModel.model_validate(base)
    for bad in ({"play": [{"fly": 1}]}, {"mods": [{"cheaper": 1}]}, {"tags": ["moon"]},
                {"req": {"tags": {"moon": 1}}}, {"play": [{"add": {"res": "fighter", "n": 1, "to": "self"}}]},
                {"action": [{"then": [{"draw": 1}]}]}):
        with pytest.raises(ValidationError):
            CardModel.model_validate({**base, **bad})


def test_card_texts_need_no_article_before_a_tag_name():
    # "a event tag", "a earth tag": the templates name tags without an article
    import re

    bad = [(c.name, m.english()) for c in data().all.values() for m in card_text(c)
           if re.search(r"\ba [aeiouAEIOU]", m.english())]
    assert bad == []
    assert [m.english() for m in card_text(212)][-1] == "EFFECT: A card tagged event costs you 2 MC less."
