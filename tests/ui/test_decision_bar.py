"""Issue #14: the decision bar keeps Pass, Undo and Confirm in view, folds grouped options,
and shows a neutral hint until the player has chosen something."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QVBoxLayout, QWidget

from desktop.engine.marks import M
from desktop.engine.protocol import Option, PickNumber, PickOne, PickSome, RuleRef, check_shape
from desktop.ui.decision_bar import DecisionBar

R = RuleRef("engine.protocol")
SELL = M("uitoy", "Play one or two cards")()


def _bar(qtbot, decision, size=(640, 190)):
    host = QWidget()
    lay = QVBoxLayout(host)
    lay.setContentsMargins(0, 0, 0, 0)
    bar = DecisionBar()
    lay.addWidget(bar)
    qtbot.addWidget(host)
    host.resize(*size)
    bar.set_decision(decision, lambda a: check_shape(decision, a), True)
    host.show()
    qtbot.waitExposed(host)
    return host, bar


def _in_view(host, w) -> bool:
    """``w`` shows whole inside ``host`` and is not scrolled out of its scroll area."""
    if not w.isVisible():
        return False
    tl = w.mapTo(host, QPoint(0, 0))
    if not host.rect().contains(tl) or not host.rect().contains(tl + QPoint(w.width() - 1,
                                                                             w.height() - 1)):
        return False
    return not w.visibleRegion().isEmpty() and w.visibleRegion().boundingRect().size() == w.size()


def _sell_decision():
    sells = tuple(Option(f"sell:{i}", M("uitoy", "Play {card}")(card=f"Card number {i}"),
                         (f"card:{i}",), data={"group": SELL}) for i in range(12))
    actions = (Option("act:a", M("uitoy", "Play {card}")(card="Action A")),
               Option("act:b", M("uitoy", "Play {card}")(card="Action B")))
    return PickOne(0, M("uitoy", "Play a card")(), R,
                   actions + sells + (Option("pass", M("uitoy", "Bid")()),))


def test_pass_confirm_undo_stay_in_view_and_a_group_folds_into_one_button(qtbot):
    host, bar = _bar(qtbot, _sell_decision())
    qtbot.waitUntil(lambda: bar.buttons["pass"].isVisible())
    for w in (bar.buttons["pass"], bar.confirm, bar.undo, bar.buttons["act:a"],
              bar.buttons["act:b"]):
        assert _in_view(host, w), w.text()
    # twelve "sell" options are one button
    assert len(bar.groups) == 1
    group = bar.groups[0]
    assert group.ids == [f"sell:{i}" for i in range(12)]
    assert _in_view(host, group.button) and "(12)" in group.button.text()
    assert not any(bar.buttons[i].isVisible() for i in group.ids)
    group.button.click()
    assert all(bar.buttons[i].isVisibleTo(bar) for i in group.ids)
    bar.buttons["sell:11"].click()
    assert bar.chosen() == ["sell:11"] and "(1 chosen)" in group.button.text()
    assert _in_view(host, bar.buttons["pass"]) and _in_view(host, bar.confirm)
    assert bar.confirm.isEnabled()
    bar.toggle_group(group, False)
    assert not bar.buttons["sell:11"].isVisible() and bar.chosen() == ["sell:11"]
    # a click on the table reaches a folded option too
    assert bar.toggle_target("card:3") and bar.chosen() == ["sell:3"]
    bar.buttons["pass"].click()
    assert bar.chosen() == ["pass"]
    with qtbot.waitSignal(bar.confirmed) as got:
        bar.confirm.click()
    assert got.args == ["pass"]


def test_a_hint_first_then_the_refusal_in_the_error_colour(qtbot):
    opts = tuple(Option(f"c{i}", M("uitoy", "Play {card}")(card=str(i)), (f"card:{i}",))
                 for i in range(4))
    d = PickSome(0, M("uitoy", "Play one or two cards")(), R, opts, min=2, max=2)
    host, bar = _bar(qtbot, d)
    assert not bar.confirm.isEnabled()
    assert bar.reason.text() == "Choose exactly 2."
    assert bar.reason.property("error") is False
    bar.select("c1")
    assert bar.reason.text().startswith("Choose exactly 2 (you chose 1).")
    assert bar.reason.property("error") is True
    bar.select("c2")
    assert bar.confirm.isEnabled() and bar.reason.text() == ""
    # the next question starts neutral again
    bar.set_decision(PickOne(0, M("uitoy", "Play a card")(), R, opts), lambda a: None, False)
    assert bar.reason.text() == "Choose one of the options."
    assert bar.reason.property("error") is False
    bar.set_decision(PickNumber(0, M("uitoy", "Bid")(), R, lo=0, hi=3),
                     lambda a: check_shape(PickNumber(0, SELL, R, lo=1, hi=3), a), False)
    assert bar.reason.text() == "Choose a number from 0 to 3."
    assert bar.reason.property("error") is False
    bar.number.setValue(2)
    bar.number.setValue(0)
    assert bar.reason.property("error") is True and "from 1 to 3" in bar.reason.text()


def test_many_cards_to_pick_are_listed_compactly(qtbot):
    opts = tuple(Option(f"c{i}", M("uitoy", "Play {card}")(card=f"Card {i}"), (f"card:{i}",))
                 for i in range(10))
    d = PickSome(0, M("uitoy", "Play one or two cards")(), R, opts, min=0, max=10)
    host, bar = _bar(qtbot, d, size=(900, 190))
    assert all(bar.buttons[o.id].property("compact") for o in opts)
    assert bar.confirm.isEnabled()  # none is a fine answer here
    assert _in_view(host, bar.confirm) and _in_view(host, bar.undo)


def test_like_options_without_a_group_fold_when_the_list_runs_long(qtbot):
    sells = tuple(Option(f"sell:{i}", M("uitoy", "You may not repeat the last bid ({bid}).")(
        bid=f"Card {i}"), (f"card:{i}",)) for i in range(9))
    actions = tuple(Option(f"act:{x}", M("uitoy", "Play {card}")(card=x)) for x in "ab")
    d = PickOne(0, M("uitoy", "Play a card")(), R, actions + sells + (
        Option("pass", M("uitoy", "Bid")()),))
    host, bar = _bar(qtbot, d)
    qtbot.waitUntil(lambda: bar.buttons["pass"].isVisible())
    assert [g.ids for g in bar.groups] == [[f"sell:{i}" for i in range(9)]]
    assert "(…)" in bar.groups[0].button.text() and "(9)" in bar.groups[0].button.text()
    assert _in_view(host, bar.buttons["act:a"]) and _in_view(host, bar.groups[0].button)
    # few options: nothing folds
    host2, bar2 = _bar(qtbot, PickOne(0, M("uitoy", "Play a card")(), R, actions + sells[:4]))
    assert bar2.groups == [] and all(_in_view(host2, b) for b in bar2.buttons.values())


def test_the_list_shows_whole_rows_only(qtbot):
    opts = tuple(Option(f"o{i}", M("uitoy", "Play {card}")(card=f"Option number {i}"))
                 for i in range(8))
    host, bar = _bar(qtbot, PickSome(0, M("uitoy", "Play one or two cards")(), R, opts,
                                     min=1, max=2), size=(520, 260))
    qtbot.wait(50)
    visible = [b for b in bar.buttons.values() if not b.visibleRegion().isEmpty()]
    for b in visible:  # every button that shows, shows whole
        assert b.visibleRegion().boundingRect().size() == b.size(), b.text()


def test_a_group_label_that_ends_in_an_ellipsis_gets_no_second_one(qtbot):
    """Hand-played TM:AE (issue 12): "Sell cards…" read "▸ Sell cards…… (8)"."""
    label = M("uitoy", "Sell cards…")()
    sells = tuple(Option(f"sell:{i}", M("uitoy", "Play {card}")(card=f"Card {i}"),
                         (f"card:{i}",), data={"group": label}) for i in range(3))
    d = PickOne(0, M("uitoy", "Play a card")(), R, sells + (Option("pass", M("uitoy", "Bid")()),))
    _host, bar = _bar(qtbot, d)
    assert bar.groups[0].button.text() == "▸ Sell cards… (3)"
