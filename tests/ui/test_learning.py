"""Learning mode: rule summaries on hover (UI language), the rulebook quote (its own language),
the unconfirmed flag, and refusals explained with their rule."""

from __future__ import annotations

from desktop.engine import registry, rules
from desktop.engine.marks import M
from desktop.engine.protocol import Illegal, RuleRef
from desktop.engine.session import Player, Session
from desktop.ui import i18n
from desktop.ui.learning import RulebookDialog, refusal_text, rule_tip
from tests.ui.test_i18n_ui import write_ts


def start(window, seed=8):
    game = registry.get("ti4")
    s = Session(game, game.options(seats=3), seed,
                [Player("Ana"), Player("Bot 1", "bot"), Player("Bot 2", "bot")])
    window.start_session(s)
    return window.table


def test_learning_mode_shows_rule_summaries_on_hover(window):
    window.learning_action.trigger()  # on
    assert window.settings.learning
    page = start(window)
    d = page.bar.decision
    opt = d.options[0]
    summary = rules.lookup(opt.rule or d.rule).summary
    assert summary in page.bar.buttons[opt.id].toolTip()
    assert rules.lookup("ti4.imperial.card").summary in page.scene.item("imperial").toolTip()
    assert rules.lookup(d.rule).summary in page.bar.prompt.toolTip()
    assert rules.lookup("ti4.victory.ten_points").summary in page.scene.item("vptrack").toolTip()
    window.learning_action.trigger()  # off: no rule tips
    assert not window.settings.learning
    assert summary not in page.bar.buttons[opt.id].toolTip()
    assert "Imperial lets" not in page.scene.item("imperial").toolTip()


def test_unconfirmed_rules_carry_the_flag():
    assert rules.lookup("ti4.app.initiative_order").unconfirmed
    assert "Unconfirmed" in rule_tip("ti4.app.initiative_order")
    assert "Unconfirmed" not in rule_tip("ti4.imperial.card")


def test_rulebook_shows_the_quote_in_its_own_language(window, qtbot, tmp_path):
    entry = rules.lookup("ti4.imperial.card")
    ts = tmp_path / "desktop_pl.ts"
    write_ts(ts, "pl", {"rules.ti4": {entry.summary: "Imperium daje punkty zwycięstwa."}})
    from desktop.i18n_tools import compile_qm

    window.qm_dir = compile_qm(tmp_path / "qm", sources=[ts])["pl"].parent
    try:
        window.set_language("pl")
        dlg = RulebookDialog("ti4.imperial.card")
        qtbot.addWidget(dlg)
        assert "Imperium daje punkty zwycięstwa." in dlg.summary.text()  # UI language
        assert dlg.quote_text() == entry.quote  # the rulebook's own words, in Russian
        assert "Русский" in dlg.source.text()
    finally:
        i18n.install_translators("en", window.qm_dir)


def test_f1_opens_the_rule_of_the_current_decision(window, qtbot):
    page = start(window)
    window.rule_action.trigger()
    dialogs = [d for d in page.findChildren(RulebookDialog) if d.isVisible()]
    assert dialogs and dialogs[-1].ref == page.bar.decision.rule
    assert dialogs[-1].quote_text() == (rules.lookup(page.bar.decision.rule).quote or "")


def test_a_refusal_shows_its_reason_and_rule():
    illegal = Illegal(M("ti4", "You do not control your home system.")(),
                      RuleRef("ti4.imperial.home_system"))
    text = refusal_text(illegal)
    assert text.startswith("You do not control your home system.")
    assert rules.lookup("ti4.imperial.home_system").summary in text


def test_a_rule_without_a_passage_names_the_rulebook_that_holds_it(qtbot):
    """Issue #14: RftG's base rules are not in the seed (The Gathering Storm): no empty box."""
    book = rules.book("rftg")
    rid = next(r for r, e in book.rules.items() if not e.quote)
    dlg = RulebookDialog(rid)
    qtbot.addWidget(dlg)
    dlg.show()
    assert rules.lookup(rid).summary in dlg.summary.text()
    assert dlg.quote.isHidden()  # no empty quote box
    text = dlg.source.text()
    assert "Race for the Galaxy holds this rule" in text and "The Gathering Storm" in text
    assert "Português (Brasil)" in text


def test_the_quote_is_labelled_with_its_book_and_language(qtbot):
    rid = next(r for r, e in rules.book("rftg").rules.items() if e.quote)
    dlg = RulebookDialog(rid)
    qtbot.addWidget(dlg)
    assert dlg.quote_text() == rules.lookup(rid).quote and not dlg.quote.isHidden()
    assert dlg.source.text() == ("Race for the Galaxy: The Gathering Storm says "
                                 "(in Português (Brasil)):")


def test_tooltips_show_no_internal_rule_ids(window):
    for rid in ("rftg.round.select", "ti4.imperial.card", "ti4.app.initiative_order"):
        assert rid not in rule_tip(rid) and rule_tip(rid)
    window.learning_action.trigger()  # on
    page = start(window)
    tips = [b.toolTip() for b in page.bar.buttons.values()] + [page.bar.prompt.toolTip()]
    tips += [page.scene.item(o).toolTip() for o in page.scene.object_ids()]
    tips += [page.log_panel.list.item(i).toolTip() for i in range(page.log_panel.list.count())]
    assert not [t for t in tips if "ti4." in t or "engine.protocol" in t]
    window.learning_action.trigger()


def test_f1_and_the_readme_agree():
    """F1 opens the rulebook's words for the current decision; the README says so."""
    from pathlib import Path

    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    playing = readme.split("## Playing", 1)[1].split("\n## ", 1)[0]
    assert "F1" in playing
    line = next(x for x in playing.split("\n- ") if "F1" in x)
    assert "Rulebook" in line and "Learning mode** (Settings, or F1)" not in playing
