"""Issue 15 in the window: the Continue list is read off the UI thread, a file name that is
not UTF-8 opens, two windows on one save lose nothing, and the Continue list says more."""

from __future__ import annotations

import os
import threading

import pytest

from desktop.engine import saves
from desktop.engine.session import Player, Session


def saved(game, folder=None, n=2, name=None, kinds=("human", "bot"), **opts):
    s = Session(game, game.options(seats=2, **opts), 7, [Player(x, k) for x, k in
                                                         zip(("Ana", "Bo"), kinds)])
    for _ in range(n):
        seat = s.to_act()[0]
        s.answer(seat, s.bot_answer(seat))
    folder = folder or saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    p = folder / (name or f"uitoy-{s.save_id}{saves.SUFFIX}")
    p.write_text(saves.to_save_file(s).model_dump_json(by_alias=True, indent=1))
    return s, p


def answer_once(page):
    page.run_bots_now()
    n = len(page.session.log)
    page.answer(page.session.bot_answer(page.seat_in_view))
    assert len(page.session.log) == n + 1


def test_home_page_shows_before_the_list_fills_and_a_fifo_does_not_block(
        qtbot, settings, tmp_path, uitoy, monkeypatch):
    from desktop.ui.main_window import MainWindow

    s, good = saved(uitoy)
    if hasattr(os, "mkfifo"):
        os.mkfifo(saves.saves_dir() / "pipe.tabula.json")
    gate = threading.Event()
    real = saves.list_saves
    threads = []

    def slow(folder=None, check=False):
        threads.append(threading.current_thread())
        assert gate.wait(10)
        return real(folder, check)

    monkeypatch.setattr(saves, "list_saves", slow)
    w = MainWindow(settings, tmp_path / "qm")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: bool(threads), timeout=3000)  # the page painted; reading began
    assert threading.main_thread() not in threads
    assert not w.home.saves_loaded
    assert w.home.save_texts() == ["Reading the saved games…"]
    gate.set()
    qtbot.waitUntil(lambda: w.home.saves_loaded, timeout=10000)
    texts = w.home.save_texts()
    assert any("Bidding toy" in t for t in texts)
    if hasattr(os, "mkfifo"):
        assert any("pipe.tabula.json" in t and "not a regular file" in t for t in texts)


def test_continue_list_shows_round_players_and_options(window, qtbot, uitoy):
    saved(uitoy, rounds=4, fast_bids=True)
    window.home.reload_saves()
    qtbot.waitUntil(lambda: window.home.saves_loaded, timeout=10000)
    [text] = window.home.save_texts()
    assert "Ana (human), Bo (computer)" in text
    assert "Rounds: 4" in text and "yes" in text
    assert "Round " in text or not hasattr(uitoy.new(uitoy.options(seats=2), 1), "round")


def test_edited_save_is_listed_as_broken_in_the_continue_list(window, qtbot, uitoy):
    _s, p = saved(uitoy)
    p.write_bytes(p.read_bytes().replace(b'"seed": 7', b'"seed": 8'))
    window.home.reload_saves()
    qtbot.waitUntil(lambda: window.home.saves_loaded, timeout=10000)
    [text] = window.home.save_texts()
    assert text.startswith("⚠") and str(p) in text
    window.home.saves.setCurrentRow(0)
    assert not window.home.continue_button.isEnabled()


def test_a_save_whose_file_name_is_not_utf8_continues_and_is_saved_back(window, qtbot, uitoy):
    s, src = saved(uitoy)
    folder = os.fsencode(saves.saves_dir())
    raw_name = folder + b"/uitoy-caf\xe9-\xff" + saves.SUFFIX.encode()
    os.rename(os.fsencode(src), raw_name)
    window.home.reload_saves()
    qtbot.waitUntil(lambda: window.home.saves_loaded, timeout=10000)
    assert len(window.home.save_texts()) == 1 and "Bidding toy" in window.home.save_texts()[0]
    window.home.focus_saves()
    window.home.continue_selected()
    page = window.table
    assert window.pages.currentWidget() is page
    assert page.session.answers() == s.answers()
    assert os.fsencode(page.saver.path) == raw_name
    answer_once(page)
    n = len(page.session.answers())
    window.go_home()  # flushes
    qtbot.waitUntil(lambda: window.home.saves_loaded, timeout=10000)
    got = saves.read_save_file(os.fsdecode(raw_name))
    assert len(got.log) == n > len(s.answers()) and got.schema_ == 2
    assert sorted(os.listdir(folder)) == sorted([os.path.basename(raw_name), b".checked.json"])


def test_two_windows_on_one_save_the_second_plays_a_copy_and_no_answer_is_lost(
        window, qtbot, settings, tmp_path, uitoy):
    from desktop.ui.main_window import MainWindow

    s, p = saved(uitoy)
    w2 = MainWindow(settings, tmp_path / "qm2")
    qtbot.addWidget(w2)
    w2.show()
    window.continue_game(p)
    w2.continue_game(p)
    one, two = window.table, w2.table
    assert one.saver.path == p and one.last_save_notice is None
    assert two.saver.path != p and "open in another window" in two.last_save_notice
    assert "Saved as a copy" == w2.save_notice_box.windowTitle()
    for page in (one, two, one):
        answer_once(page)
    copy = two.saver.path
    a1, a2 = one.session.answers(), two.session.answers()
    window.close()
    w2.close()
    assert [(a.seat, a.answer) for a in saves.read_save_file(p).log] == a1
    assert [(a.seat, a.answer) for a in saves.read_save_file(copy).log] == a2
    assert len(a1) > len(a2) > len(s.answers())
    assert not [n for n in os.listdir(p.parent) if n.endswith(".lock")]


def test_a_save_changed_on_disk_while_playing_is_kept_and_the_game_goes_to_a_copy(
        window, qtbot, uitoy):
    s, p = saved(uitoy)
    window.continue_game(p)
    page = window.table
    page.run_bots_now()
    page.flush_saves()
    p.write_bytes(b"edited by hand")
    answer_once(page)
    page.flush_saves()
    qtbot.waitUntil(lambda: page.last_save_notice is not None, timeout=5000)
    assert "changed by another program" in page.last_save_notice
    assert p.read_bytes() == b"edited by hand"
    assert page.saver.path != p
    assert len(saves.read_save_file(page.saver.path).log) == len(page.session.answers())
