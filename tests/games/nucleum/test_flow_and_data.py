"""Options, the end-game count and flag, the data files, learning-mode cards, playouts."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pydantic import ValidationError

from desktop.engine import rules
from desktop.engine.bots import play_random_game
from desktop.games.nucleum import GAME, NucleumOptions
from desktop.games.nucleum.cards import reference_cards
from desktop.games.nucleum.data import COURT

from tests.games.nucleum.helpers import blank, option_ids, play, texts

PKG = Path(__file__).resolve().parents[3] / "desktop" / "games" / "nucleum"


@pytest.mark.parametrize("kwargs,message", [
    (dict(seats=2, baron=True), "exactly 1 seat"),
    (dict(seats=1), "against Baron von Automat"),
    (dict(seats=2, baron_harder_scoring=True), "need baron"),
    (dict(seats=1, baron=True, baron_empty_party=True, baron_easier=True), "either"),
    (dict(seats=5), "less than or equal"),
    (dict(seats=2, map="mars"), "standard"),
])
def test_options_are_validated(kwargs, message):
    with pytest.raises(ValidationError, match=message):
        NucleumOptions(**kwargs)


def test_option_titles_are_marked():
    src = (PKG / "options.py").read_text(encoding="utf-8")
    for name in NucleumOptions.model_fields:
        assert NucleumOptions.model_fields[name].title
    assert src.count('QT_TRANSLATE_NOOP("options",') >= len(NucleumOptions.model_fields)


@pytest.mark.parametrize("seats,needed", [(2, 2), (3, 3), (4, 3)])
def test_end_needs_3_conditions_with_3_or_4_players(seats, needed):
    s = blank(seats)
    conds = [c for c in option_ids(s, 0) if c.startswith("end:")]
    assert len(conds) == 5
    for i, c in enumerate(conds[:needed]):
        assert "final" not in option_ids(s, 0)
        ev = play(s, c)
    assert "final" in option_ids(s, 0)
    assert not any(o.startswith("end:") for o in option_ids(s, 0))
    assert any("The game end is triggered" in t for t in texts(ev))


def test_solo_end_two_conditions_or_the_barons_third_recharge():
    s = blank(1)
    play(s, "end:action_stacks")
    assert "final" not in option_ids(s, 0)
    play(s, "end:technologies")
    assert "final" in option_ids(s, 0)
    s = blank(1)
    play(s, "end:baron_recharges")
    assert "final" in option_ids(s, 0)


def test_flag_condition_label_follows_the_map():
    s = blank(2, map="australia")
    d = GAME.decision(s, 0)
    assert d.option("end:vp_flag").label.english() == "End-game condition met: A player has reached the VP flag (95 VP)"


def test_game_ends_after_final_scoring():
    s = blank(2)
    play(s, "end:action_stacks", "end:recharges", "final")
    assert GAME.to_act(s) == () and GAME.outcome(s) is not None


def test_rule_book_is_sound_and_every_cited_rule_exists():
    assert rules.check_book("nucleum") == []
    book = rules.book("nucleum")
    assert book.seed == "nucleum-court-of-progress.pt-BR.txt" and book.language == "pt-BR"
    cited = set()
    for f in PKG.glob("*.py"):
        cited |= set(re.findall(r'R\("(nucleum\.[a-z0-9_.]+)"\)', f.read_text(encoding="utf-8")))
        cited |= set(re.findall(r'"(nucleum\.[a-z0-9_]+\.[a-z0-9_.]+)"', f.read_text(encoding="utf-8")))
    for rid in cited:
        rules.lookup(rid)
    for e in book.rules.values():
        if e.unconfirmed:
            assert e.note, e.summary


def test_data_rules_exist_and_unconfirmed_points_are_flagged():
    ids = [COURT.kings_days.rule, COURT.agenda_tiles.rule, COURT.auction.rule, COURT.e8.rule,
           COURT.baron.logic_digital.rule]
    ids += [a.rule for a in COURT.agendas.values()] + [c.rule for c in COURT.contracts.values()]
    for rid in ids:
        assert rules.lookup(rid)
    for flagged in (COURT.kings_days, COURT.agenda_tiles, COURT.auction, COURT.baron.logic_digital):
        assert flagged.unconfirmed and rules.lookup(flagged.rule).unconfirmed
    assert COURT.agendas["residences"].unconfirmed and COURT.agendas["residences"].custom


def test_reference_cards_for_learning_mode():
    cards = reference_cards()
    techs = [c for c in cards if c["kind"] == "technology"]
    assert len(techs) == 16
    e8 = next(c for c in techs if c["id"] == "tech.e8")
    assert e8["text"].english() == "At the end: 5/7/9 Politicians on the Court board score 4/10/21 VP."
    e1 = next(c for c in techs if c["id"] == "tech.e1")
    assert e1["text"].english() == "After you place a Uranium Mine or a Turbine, gain 1 uranium."
    for c in cards:
        rules.lookup(c["rule"])
        c["text"].english()
    assert all(c["unconfirmed"] for c in cards if c["kind"] == "turbine_effect")
    assert len([c for c in cards if c["kind"] == "connector_rule"]) == 7


def test_view_documents_the_table_objects():
    s = GAME.new(NucleumOptions(seats=2), 5)
    play(s, "court", "worker", "rea")
    v = GAME.view(s, 0)
    assert [p["id"] for p in v["parties"]] == ["party.cap", "party.ft", "party.com", "party.rea"]
    assert v["parties"][3]["politicians"][0]["id"] == "pol.rea.seat.0.1"
    assert v["king"]["id"] == "king" and v["parties"][0]["agenda"]["id"] == "agenda.cap"
    assert GAME.view(s, None) == v   # everything is public


@pytest.mark.parametrize("opts", [dict(seats=1, baron=True), dict(seats=1, baron=True, logic="digital"),
                                  dict(seats=2), dict(seats=3, auction=True), dict(seats=4)])
def test_random_playouts_end(opts):
    for seed in range(15):
        state, answers = play_random_game(GAME, NucleumOptions(**opts), seed, check_invariants=True)
        assert GAME.outcome(state) is not None and len(answers) < GAME.max_answers


def test_the_arrow_neutral_is_named_by_its_arrow_in_messages():
    from desktop.games.nucleum.msgs import tok as _tok

    assert _tok("arrow") == "↗" and _tok("3") == "3"
    s = GAME.new(NucleumOptions(seats=2), 5)
    texts = [e.msg.english() for e in GAME.setup_events(s)]
    assert not any("arrow" in t.split("Neutral", 1)[-1][:8] for t in texts if "Neutral" in t)
