"""Issue 15: a save can never stop, hang or exhaust the app, never be written outside its
folder or over a file this window did not write, and never by two windows at once."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from desktop.engine import registry, saves
from desktop.engine.protocol import Options
from desktop.engine.saves import SaveError, list_saves
from desktop.engine.session import Player, Session
from tests.engine.toy import GAME

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).parent / "fixtures" / "saves_v1"


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch, tmp_path):
    monkeypatch.setitem(registry.GAME_MODULES, "toy", "tests.engine.toy:GAME")
    registry.get.cache_clear()
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    saves.saves_dir().mkdir(parents=True)
    yield
    if hasattr(saves, "WRITER"):
        saves.WRITER.flush()
    registry.get.cache_clear()


def open_save(path):
    return saves.open_save(path)


def played(n_answers=3, save_id=None) -> Session:
    s = Session(GAME, Options(seats=2), 11, [Player("Ana"), Player("Bo", "bot")], save_id=save_id)
    for _ in range(n_answers):
        seat = s.to_act()[0]
        s.answer(seat, s.bot_answer(seat))
    return s


def good_save(name="toy-good.tabula.json", n=3, save_id=None) -> Path:
    p = saves.saves_dir() / name
    p.write_text(saves.to_save_file(played(n, save_id)).model_dump_json(by_alias=True, indent=1))
    return p


def listed_in_thread(timeout=10.0):
    """list_saves in a thread: a hang fails the test instead of freezing it."""
    out: list = []
    t = threading.Thread(target=lambda: out.append(list_saves()), daemon=True)
    t.start()
    t.join(timeout)
    assert not t.is_alive(), "list_saves hangs"
    return out[0]


def broken_rows(rows):
    return {r.path.name: r.error.reason.english() for r in rows if r.error is not None}


def test_deeply_nested_json_is_a_listed_broken_save_and_hides_nothing():
    good = good_save()
    bad = saves.saves_dir() / "nested.tabula.json"
    bad.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    rows = listed_in_thread()
    assert [r.path for r in rows if r.save is not None] == [good]
    assert "nested too deeply" in broken_rows(rows)["nested.tabula.json"]
    with pytest.raises(SaveError):
        open_save(bad)


def test_huge_integer_is_a_listed_broken_save():
    good = good_save()
    bad = saves.saves_dir() / "bigint.tabula.json"
    data = json.loads(good.read_bytes())
    data["seed"] = 0
    bad.write_bytes(json.dumps(data).encode().replace(b'"seed": 0', b'"seed": ' + b"7" * 5000))
    rows = listed_in_thread()
    assert "5000 digits" in broken_rows(rows)["bigint.tabula.json"]
    assert [r.path for r in rows if r.save is not None] == [good]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_not_read_and_does_not_block():
    good = good_save()
    fifo = saves.saves_dir() / "pipe.tabula.json"
    os.mkfifo(fifo)
    rows = listed_in_thread()
    assert "not a regular file" in broken_rows(rows)["pipe.tabula.json"]
    assert [r.path for r in rows if r.save is not None] == [good]


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_a_link_to_dev_zero_is_not_read():
    good = good_save()
    link = saves.saves_dir() / "zero.tabula.json"
    link.symlink_to("/dev/zero")
    assert os.stat(link).st_size == 0  # passes a size check
    rows = listed_in_thread()
    assert "outside the saves folder" in broken_rows(rows)["zero.tabula.json"]
    assert [r.path for r in rows if r.save is not None] == [good]
    with pytest.raises(SaveError):
        saves.read_bytes(link)


def test_a_link_inside_the_folder_is_read():
    good = good_save()
    link = saves.saves_dir() / "again.tabula.json"
    link.symlink_to(good.name)
    assert open_save(link).session.answers() == open_save(good).session.answers()


def test_a_save_whose_file_name_is_not_utf8_is_listed_and_opens():
    src = good_save()
    folder = os.fsencode(saves.saves_dir())
    name = b"toy-\xff\xfe-caf\xe9" + saves.SUFFIX.encode()
    os.rename(os.fsencode(src), folder + b"/" + name)
    rows = list_saves(check=True)
    assert len(rows) == 1 and rows[0].save is not None and rows[0].checked
    assert os.fsencode(rows[0].path) == folder + b"/" + name
    opened = open_save(rows[0].path)
    assert len(opened.session.log) == 3
    assert "\ufffd" in saves.display_path(rows[0].path)


def test_a_path_traversal_save_id_is_refused_and_never_written(tmp_path):
    evil = "x/../../../../escaped"
    p = good_save(save_id="abc")
    p.write_bytes(p.read_bytes().replace(b'"save_id": "abc"', json.dumps(
        {"save_id": evil})[1:-1].encode()))
    rows = list_saves()
    assert "expected form" in broken_rows(rows)[p.name] and "save_id" in broken_rows(rows)[p.name]
    s = played(1, save_id=evil)
    with pytest.raises(SaveError):
        saves.Autosave.for_new(s)
    with pytest.raises(SaveError):
        saves.save_session(s)
    assert not list(tmp_path.rglob("escaped*"))


def test_continuing_a_copy_writes_the_copy_not_the_broken_original():
    original = saves.saves_dir() / "toy-abc123.tabula.json"
    original.write_bytes(b'{"broken": ')
    copy = good_save("my copy.tabula.json", save_id="abc123")
    opened = open_save(copy)
    a = saves.Autosave(opened.path, opened.fingerprint)
    assert a.start("toy") is None
    s = opened.session
    seat = s.to_act()[0]
    s.answer(seat, s.bot_answer(seat))
    a.submit(s)
    a.close()
    assert original.read_bytes() == b'{"broken": '
    assert len(saves.read_save_file(copy).log) == 4


def test_a_file_changed_on_disk_is_not_overwritten_the_game_goes_to_a_copy():
    p = good_save()
    opened = open_save(p)
    notices = []
    a = saves.Autosave(p, opened.fingerprint, on_notice=lambda path, msg: notices.append(msg))
    a.start("toy")
    s = opened.session
    p.write_bytes(b"someone else's bytes")
    seat = s.to_act()[0]
    s.answer(seat, s.bot_answer(seat))
    a.submit(s)
    a.close()
    assert p.read_bytes() == b"someone else's bytes"
    assert a.path != p and len(saves.read_save_file(a.path).log) == 4
    assert notices and "changed by another program" in notices[0].english()


def test_two_writers_on_one_save_the_second_continues_as_a_copy_and_no_answer_is_lost():
    p = good_save()
    one, two = open_save(p), open_save(p)
    w1 = saves.Autosave(p, one.fingerprint)
    w2 = saves.Autosave(p, two.fingerprint)
    assert w1.start("toy") is None
    notice = w2.start("toy")
    assert notice is not None and "open in another window" in notice.english()
    assert w2.path != p and w2.path.parent == p.parent
    for s, w in ((one.session, w1), (two.session, w2), (one.session, w1), (two.session, w2)):
        seat = s.to_act()[0]
        s.answer(seat, s.bot_answer(seat))
        w.submit(s)
    w1.close()
    w2.close()
    assert saves.read_save_file(p).model_dump()["log"] == [
        {"seat": a, "answer": b} for a, b in one.session.answers()]
    assert saves.read_save_file(w2.path).model_dump()["log"] == [
        {"seat": a, "answer": b} for a, b in two.session.answers()]
    assert not p.with_name(p.name + ".lock").exists()


def test_a_lock_of_a_dead_process_is_taken_over():
    p = good_save()
    proc = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    dead = int(proc.stdout)
    lock = p.with_name(p.name + ".lock")
    lock.write_text(json.dumps({"pid": dead, "host": saves._HOST, "time": 0}))
    a = saves.Autosave(p, open_save(p).fingerprint)
    assert a.start("toy") is None and a.path == p
    assert json.loads(lock.read_text())["pid"] == os.getpid()
    a.close()


def test_leftover_temp_files_are_cleaned_at_listing():
    folder = saves.saves_dir()
    good = good_save()
    proc = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    dead = folder / f".tmp-{int(proc.stdout)}-abcd.part"
    old = folder / ".tmp-zzzz.part"
    live = folder / f".tmp-{os.getppid()}-live.part"  # a live writer, just started
    for f in (dead, old, live):
        f.write_bytes(b"{half a save")
    os.utime(old, (time.time() - 120, time.time() - 120))
    stale_lock = good.with_name(good.name + ".lock")
    stale_lock.write_text(json.dumps({"pid": int(proc.stdout), "host": saves._HOST, "time": 0}))
    list_saves()
    assert not dead.exists() and not old.exists() and live.exists()
    assert good.exists() and not stale_lock.exists()


def edited(field, value):
    p = good_save(f"toy-{field}.tabula.json")
    data = json.loads(p.read_bytes())
    if field == "log":
        data["log"][1]["answer"] = "c999"
    elif field == "log_crash":
        data["log"][1]["answer"] = "zzz"
    else:
        data[field] = value
    p.write_bytes(json.dumps(data).encode())
    return p


def test_edited_saves_are_listed_as_broken_with_their_reason():
    good = good_save()
    edited("final_state_hash", "0" * 64)
    edited("seed", 12)
    edited("log", None)
    edited("options", {"seats": 9})
    rows = list_saves(check=True)
    assert [r.path for r in rows if r.save is not None] == [good]
    reasons = broken_rows(rows)
    assert "does not reach the state" in reasons["toy-final_state_hash.tabula.json"]
    assert ("does not reach the state" in reasons["toy-seed.tabula.json"]
            or "is refused by the rules" in reasons["toy-seed.tabula.json"])
    assert "Answer 2 of the file is refused" in reasons["toy-log.tabula.json"]
    assert "options in the file are not valid" in reasons["toy-options.tabula.json"]
    # the check is cached by size, mtime and inode: a second listing replays nothing
    again = list_saves(check=True)
    assert broken_rows(again) == reasons


def test_a_rule_that_crashes_on_an_edited_answer_is_a_reason_not_a_traceback():
    p = edited("log_crash", None)
    with pytest.raises(SaveError) as err:
        open_save(p)
    assert "Answer 2" in err.value.reason.english()


def test_the_cli_replay_reports_a_bad_file_without_a_traceback():
    p = saves.saves_dir() / "nested.tabula.json"
    p.write_bytes(b"[" * 100_000)
    r = subprocess.run([sys.executable, "-m", "desktop", "replay", str(p)], cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "Traceback" not in r.stderr and "nested too deeply" in r.stderr


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("*.tabula.json")), ids=lambda p: p.name)
def test_format_1_saves_load_by_replaying_and_are_written_back_as_format_2(path, tmp_path):
    p = tmp_path / path.name
    shutil.copy(path, p)
    raw = json.loads(p.read_bytes())
    assert raw["schema"] == 1
    opened = open_save(p)
    s = opened.session
    assert opened.schema == 1
    assert s.answers() == [(a["seat"], a["answer"] if not isinstance(a["answer"], list)
                            else a["answer"]) for a in raw["log"]]
    assert len(s.log) == len(raw["log"]) >= 20
    # every answer went through the engine: an answer the rules refuse is refused
    bad = dict(raw, log=raw["log"][:-1] + [{"seat": raw["log"][-1]["seat"],
                                             "answer": "no-such-answer"}])
    q = tmp_path / ("bad-" + path.name)
    q.write_text(json.dumps(bad))
    with pytest.raises(SaveError):
        open_save(q)
    # the next autosave writes it back, to the same path, as format 2
    a = saves.Autosave(p, opened.fingerprint)
    assert a.start(s.game.id) is None
    a.submit(s)
    a.close()
    sf = saves.read_save_file(p)
    assert sf.schema_ == saves.SCHEMA == 2 and len(sf.log) == len(raw["log"])
    assert sf.final_state_hash == s.state_hash()
    assert open_save(p).session.state_hash() == s.state_hash()


def test_a_format_1_save_an_old_rule_allowed_is_listed_with_its_reason(tmp_path):
    """A v1 TI4 save whose answer 24 scored an action-phase secret at the status phase (allowed
    before the rule was corrected) is refused with that answer named, and never rewritten."""
    p = tmp_path / "ti4-v1fixtureti4.tabula.json"
    shutil.copy(FIXTURES / "refused" / p.name, p)
    before = p.read_bytes()
    with pytest.raises(SaveError) as e:
        open_save(p)
    assert e.value.path == p and "Answer 24" in e.value.reason.english()
    assert p.read_bytes() == before
