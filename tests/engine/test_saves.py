"""Saves: atomic, autosaved, validated; broken files reported with path and reason, never
touched."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.engine import registry, saves
from desktop.engine.protocol import Options
from desktop.engine.saves import SaveError, list_saves, load_session, read_save_file, save_session
from desktop.engine.session import Player, Session
from tests.engine.toy import GAME

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch, tmp_path):
    monkeypatch.setitem(registry.GAME_MODULES, "toy", "tests.engine.toy:GAME")
    registry.get.cache_clear()
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    yield
    registry.get.cache_clear()


def played(n_answers=3, seats=2) -> Session:
    s = Session(GAME, Options(seats=seats), 11, [Player("Ana"), Player("Bo", "bot")][:seats])
    for _ in range(n_answers):
        seat = s.to_act()[0]
        s.answer(seat, s.bot_answer(seat))
    return s


def test_saves_live_in_the_user_data_dir(tmp_path):
    assert saves.saves_dir() == tmp_path / "data" / "Tabula" / "saves"


def test_save_and_load_give_the_same_game():
    s = played()
    path = save_session(s)
    assert path.parent == saves.saves_dir() and path.name.endswith(".tabula.json")
    back = load_session(path)
    assert back.state_hash() == s.state_hash()
    assert back.answers() == s.answers()
    assert [p.name for p in back.players] == ["Ana", "Bo"] and back.players[1].kind == "bot"


def test_autosave_after_every_answer():
    s = played(0)
    s.autosave = save_session
    seat = s.to_act()[0]
    s.answer(seat, s.bot_answer(seat))
    sf = read_save_file(saves.path_for(s))
    assert len(sf.log) == 1 and sf.final_state_hash == s.state_hash()


def write(tmp_path, name, data: bytes) -> Path:
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    p = folder / name
    p.write_bytes(data)
    return p


def good_bytes() -> bytes:
    s = played()
    return saves.to_save_file(s).model_dump_json(by_alias=True).encode()


@pytest.mark.parametrize("case,data,needle", [
    ("truncated", lambda: good_bytes()[:-40], "truncated"),
    ("not json", lambda: b"this is not json at all", "not JSON"),
    ("empty", lambda: b"", "empty"),
    ("wrong schema", lambda: json.dumps({"schema": 1, "hello": "world"}).encode(), "expected form"),
    ("newer version", lambda: json.dumps({"schema": 99}).encode(), "newer version"),
    ("older version", lambda: json.dumps({"schema": 0}).encode(), "format 0"),
    ("binary", lambda: b"\xff\xfe\x00garbage", "UTF-8"),
    ("unknown game", lambda: good_bytes().replace(b'"game":"toy"', b'"game":"chess"'), "does not have"),
    ("edited log", lambda: good_bytes().replace(b'"final_state_hash":"', b'"final_state_hash":"0'), "does not reach"),
])
def test_broken_file_is_reported_with_path_and_reason_and_left_untouched(tmp_path, case, data, needle):
    raw = data()
    p = write(tmp_path, f"broken-{case.replace(' ', '_')}.tabula.json", raw)
    before = (p.read_bytes(), p.stat().st_mtime_ns)
    with pytest.raises(SaveError) as err:
        load_session(p)
    assert err.value.path == p
    assert needle in err.value.reason.english()
    if case != "edited log":  # found only by replaying, when the game is opened
        rows = list_saves()
        assert [r.path for r in rows if r.error is not None] == [p]
    assert (p.read_bytes(), p.stat().st_mtime_ns) == before


def test_file_over_10_mb_is_refused_without_reading_it(tmp_path):
    p = write(tmp_path, "huge.tabula.json", b" " * (saves.MAX_BYTES + 1))
    with pytest.raises(SaveError) as err:
        read_save_file(p)
    assert "10 MB" in err.value.reason.english()
    assert p.stat().st_size == saves.MAX_BYTES + 1


def test_a_new_game_never_overwrites_a_broken_file(tmp_path):
    broken = write(tmp_path, "toy-abc.tabula.json", b"{broken")
    s = played()
    path = save_session(s)
    assert path != broken and broken.read_bytes() == b"{broken"


def test_continue_list_shows_good_and_broken_saves(tmp_path):
    s = played()
    good = save_session(s)
    bad = write(tmp_path, "bad.tabula.json", b"[1,2")
    rows = list_saves()
    assert {r.path for r in rows} == {good, bad}
    assert next(r for r in rows if r.path == good).save.summary == "Ana, Bo"


KILLER = r"""
import sys
from pathlib import Path
from desktop.engine.saves import write_atomic
path, i = Path(sys.argv[1]), int(sys.argv[2])
body = (str(i % 10) * (1024 * 1024)).encode()
write_atomic(path, b'{"n": %d, "body": "' % i + body + b'"}')
"""

KILL_POINTS = ("opened", "half", "written", "synced", "replaced")


@pytest.mark.parametrize("step", KILL_POINTS)
def test_sigkill_while_saving_leaves_a_complete_file(tmp_path, step):
    """The writer kills itself (SIGKILL) at a fixed step of ``write_atomic``: the save is
    always whole, the old or the new one, and listing removes the temp file it left."""
    path = tmp_path / "victim.tabula.json"
    saves.write_atomic(path, b'{"n": 0, "body": ""}')
    env = dict(os.environ, **{saves.KILL_ENV: step})
    proc = subprocess.run([sys.executable, "-c", KILLER, str(path), "1"], cwd=ROOT, env=env)
    assert proc.returncode == -signal.SIGKILL
    data = json.loads(path.read_bytes())  # always a whole file: the old one or the new one
    assert set(data) == {"n", "body"}
    assert data["n"] == (1 if step == "replaced" else 0)
    assert data["body"] == "" or set(data["body"]) == {"1"}
    temps = [p for p in tmp_path.iterdir() if p.name.startswith(".tmp-")]
    assert len(temps) == (0 if step == "replaced" else 1)
    list_saves(tmp_path)  # start-up: the dead writer's temp file goes
    assert [p.name for p in tmp_path.iterdir()] == [path.name]


def test_computer_seats_are_saved_and_continued_with_their_level(tmp_path):
    """A game with computer players at each level saves and loads with each seat's level."""
    from desktop.engine import registry
    from desktop.engine.saves import open_save, save_session
    from desktop.engine.session import Player, Session

    game = registry.get("rftg")
    kinds = ["human", "easy", "medium", "hard"]
    s = Session(game, game.options(seats=4), 5, [Player(f"P{i}", k) for i, k in enumerate(kinds)])
    path = save_session(s, tmp_path)
    back = open_save(path).session
    assert [p.kind for p in back.players] == kinds
