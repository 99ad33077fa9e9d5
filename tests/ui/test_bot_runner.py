"""Computer players in the window: they think on a worker thread, the table stays live, a stale
answer is dropped, and a 3-seat RftG game with two computer seats reaches the score sheet."""

from __future__ import annotations

import time

import pytest

from desktop.engine import registry
from desktop.engine.rng import Rng
from desktop.engine.session import Player, Session
from tests.ui.conftest import click_answer


@pytest.fixture
def rftg():
    return registry.get("rftg")


def start(window, game, kinds, seed=7, **opts):
    names = ("Ana", "Bo", "Cy", "Di")
    session = Session(game, game.options(seats=len(kinds), **opts), seed,
                      [Player(n, k) for n, k in zip(names, kinds)])
    window.start_session(session)
    return window.table


def hold_computers(monkeypatch) -> dict:
    """Computer players think until ``release["go"]`` is set (at most 5 s)."""
    from desktop.engine.ai import ComputerPlayer

    release = {"go": False}
    real = ComputerPlayer.choose

    def slow(self, game, state, seat):
        t = time.monotonic() + 5
        while not release["go"] and time.monotonic() < t:
            time.sleep(0.005)
        return real(self, game, state, seat)

    monkeypatch.setattr(ComputerPlayer, "choose", slow)
    return release


def test_three_seats_two_computers_to_the_score_sheet(window, rftg, qtbot):
    page = start(window, rftg, ("human", "easy", "easy"), seed=5)
    s = page.session
    rng = Rng.from_seed(3)
    human = computers = 0
    deadline = time.monotonic() + 60
    while s.outcome() is None:
        assert time.monotonic() < deadline, "the game does not move on"
        seat = page.pending_human()
        if seat is not None and page.bar.decision is not None and page.seat_in_view == seat:
            click_answer(page, s.game.sample_answer(s.state, seat, rng))
            human += 1
            continue
        n = len(s.log)
        # the computers answer on their own (worker thread + ready signal); the event loop
        # keeps running meanwhile
        qtbot.waitUntil(lambda: len(s.log) > n or s.outcome() is not None
                        or page.pending_human() is not None, timeout=10_000)
        computers += sum(1 for item in s.log[n:] if item.seat != 0)
    assert human > 10 and computers > 20
    assert page.bottom.currentWidget() is page.end
    assert not page.computers.is_thinking()


def test_thinking_happens_off_the_gui_thread_and_a_stale_answer_is_dropped(window, rftg, qtbot,
                                                                           monkeypatch):
    """A slow computer: while it thinks the event loop runs, the save holds only whole answers,
    and an answer for a state that changed (Home, or Undo) is never given."""
    release = hold_computers(monkeypatch)
    page = start(window, rftg, ("easy", "human"), seed=9)
    s = page.session
    qtbot.waitUntil(lambda: page.computers.is_thinking(0), timeout=2000)
    log_before, hash_before = list(s.answers()), s.state_hash()
    from desktop.engine import saves

    sf = saves.to_save_file(s)  # a save taken while it thinks: whole answers only
    assert [(a.seat, a.answer) for a in sf.log] == [tuple(x) for x in log_before]
    assert sf.final_state_hash == hash_before
    ticks = []
    from PySide6.QtCore import QTimer

    t = QTimer()
    t.timeout.connect(lambda: ticks.append(1))
    t.start(10)
    qtbot.wait(200)  # the GUI thread is free while the computer thinks
    assert len(ticks) >= 5
    assert page.thinking_label.isVisibleTo(page)
    assert s.answers() == log_before and s.state_hash() == hash_before  # nothing half-made
    # Home while it thinks: the late answer is dropped
    page.stop()
    release["go"] = True
    assert page.computers.wait(10_000)
    qtbot.wait(50)
    assert s.answers() == log_before


def test_an_answer_for_an_undone_state_is_dropped(window, uitoy, qtbot, monkeypatch):
    """The person bids, the computer starts thinking, the person takes the bid back: the
    computer's answer (for the undone state) is dropped and it thinks again."""
    from desktop.engine.protocol import PickNumber

    release = hold_computers(monkeypatch)
    page = start(window, uitoy, ("human", "medium"))
    s = page.session
    bar = page.bar
    bar.select(bar.decision.options[0].id)
    bar.confirm.click()  # playing a card reveals it
    bar.number.setValue(3)
    bar.confirm.click()  # the bid: the computer owes now, and thinks
    qtbot.waitUntil(lambda: page.computers.is_thinking(1), timeout=2000)
    job = page.computers._jobs[1]
    assert s.can_undo(0) and bar.undo.isEnabled()
    page.undo()
    assert isinstance(bar.decision, PickNumber) and s.to_act() == (0,)
    assert not job.fits(s) and 1 not in page.computers._jobs
    release["go"] = True
    assert page.computers.wait(10_000)
    qtbot.wait(50)
    assert s.to_act() == (0,) and len(s.log) == 1  # the stale answer was not given
    bar.number.setValue(2)
    bar.confirm.click()  # the computer thinks again, on the new state, and answers
    qtbot.waitUntil(lambda: s.to_act() != (1,), timeout=10_000)
    assert s.log[-1].seat == 1


def test_new_game_dialog_offers_three_levels(qtbot):
    from desktop.ui.new_game import NewGameDialog

    dlg = NewGameDialog("rftg")
    qtbot.addWidget(dlg)
    row = dlg.rows[1]
    assert [row.kind.itemText(i) for i in range(row.kind.count())] == [
        "Human", "Computer (easy)", "Computer (medium)", "Computer (hard)"]
    dlg.seats.setValue(3)
    dlg.set_seat(1, "Bea", kind="hard")
    row2 = dlg.rows[2]
    row2.kind.setCurrentIndex(2)
    assert [p.kind for p in dlg.players()] == ["human", "hard", "medium"]


def test_a_hard_seat_in_the_window_searches_with_the_helper_process(window, rftg, qtbot):
    """The app gives its hard seats the shared helper: a second core plays part of each search
    (the rounds it played come back), while medium and easy seats think alone."""
    from desktop.engine.ai import helper

    helper.close_shared()
    page = start(window, rftg, ("hard", "medium"), seed=4)
    s = page.session
    shared = helper.shared_helper()
    assert shared is not None and shared.wait_ready(60.0)
    qtbot.waitUntil(lambda: helper.shared_rounds() > 0, timeout=60_000)
    qtbot.waitUntil(lambda: len(s.log) >= 6, timeout=60_000)
    page.stop()
    assert page.computers.wait(10_000)
    helper.close_shared()
    assert helper.shared_rounds() == 0  # closed: the next table starts a new one
