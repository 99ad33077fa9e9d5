"""Issue #14: a seat's Undo (button and Ctrl+Z) never takes back another person's answer."""

from __future__ import annotations

from desktop.engine.protocol import Options
from desktop.engine.session import Player, Session
from tests.ui.relay import GAME


def _page(window, kinds=("human", "human", "human")):
    names = ("Ana", "Bruno", "Carla")[:len(kinds)]
    s = Session(GAME, Options(seats=len(kinds)), 1, [Player(n, k) for n, k in zip(names, kinds)])
    window.start_session(s)
    return window.table


def _answer(page, option="a"):
    if page.curtain.is_down():
        page.curtain.button.click()
    page.bar.select(option)
    page.bar.confirm.click()


def test_undo_button_and_shortcut_use_the_seat_whose_turn_it_is(window):
    page = _page(window)
    s = page.session
    for _ in range(3):  # Ana, Bruno, Carla: now Ana again, behind her curtain
        _answer(page)
    assert page.curtain.is_down() and page.curtain.seat == 0
    window.undo_action.trigger()  # Ctrl+Z behind Ana's curtain: Carla's and Bruno's answers stay
    assert len(s.log) == 3
    page.curtain.button.click()
    assert page.seat_in_view == 0
    assert not page.bar.undo.isEnabled()
    window.undo_action.trigger()
    page.bar.undo.click()
    assert [i.seat for i in s.log] == [0, 1, 2] and s.state.notes == [["a"], ["a"], ["a"]]


def test_undo_takes_back_ones_own_answer_and_the_bots_after_it(window):
    page = _page(window, kinds=("human", "bot", "bot"))
    s = page.session
    _answer(page, "b")
    page.run_bots_now()
    assert [i.seat for i in s.log] == [0, 1, 2] and page.seat_in_view == 0
    assert page.bar.undo.isEnabled()
    window.undo_action.trigger()
    assert s.log == [] and page.bar.decision is not None
