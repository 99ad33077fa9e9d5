"""Saved games: one JSON file per game under the user data directory.

A save is the game's setup and its answer log; loading replays the log and checks the hash of
the final state.  Files are written atomically (temp file in the same folder, fsync,
``os.replace``) by one background writer that only ever writes the newest snapshot of a game
(``Autosave``), so an answer late in a long game costs what an early one costs.

Reading a file never raises past ``read_save_file``/``load_session`` except as ``SaveError``
(its path and a translatable reason), never hangs and never reads more than ``MAX_BYTES``:
only regular files are opened (no FIFOs, devices, or links out of the folder), the read is
bounded, and JSON nesting and integer sizes are limited.  A file that cannot be read or
replayed is listed with its reason and is never overwritten or deleted: a save is written
only to the path it was opened from (or a new game's fresh path), only while the file on disk
is still the one this process wrote, and by one window at a time (``SaveLock``).
"""

from __future__ import annotations

import atexit
import errno
import hashlib
import json
import os
import re
import socket
import stat
import tempfile
import threading
import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Literal, Union

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from desktop import __version__
from desktop.engine import registry
from desktop.engine.marks import M
from desktop.engine.protocol import Illegal, Msg, forced_answer
from desktop.engine.session import Player, Session

#: 2: the games' state layouts changed (a pending-work stack); format-1 files are replayed
#: without comparing their final state hash, and written back in format 2.
SCHEMA = 2
MAX_BYTES = 10 * 1024 * 1024
#: the longest integer literal a save may hold (seeds are at most 20 digits)
MAX_INT_DIGITS = 40
SUFFIX = ".tabula.json"
LOCK_SUFFIX = ".lock"
#: a temp file of a writer is removed at start-up when its writer is gone or after this long
TEMP_MAX_AGE_S = 60.0
SAVE_ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")
_C = "saves"
#: test hook: the write step at which a writer process kills itself (see ``write_atomic``)
KILL_ENV = "TABULA_TEST_SAVE_KILL_AT"


def saves_dir() -> Path:
    return platformdirs.user_data_path("Tabula", appauthor=False) / "saves"


def display_path(path: Path | str) -> str:
    """``path`` as text for people (a file name that is not UTF-8 shows with U+FFFD)."""
    return os.fsencode(path).decode("utf-8", "replace")


def new_save_id() -> str:
    return uuid.uuid4().hex[:12]


class SavedPlayer(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=60)
    #: "bot" is the random bot (tests, old saves); easy / medium / hard are the computer players
    kind: Literal["human", "bot", "easy", "medium", "hard"] = "human"


class SavedAnswer(BaseModel):
    model_config = ConfigDict(extra="forbid")
    seat: int = Field(ge=0)
    answer: Union[int, str, list[str]]


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    schema_: int = Field(alias="schema")
    app_version: str
    game: str
    save_id: str
    created: datetime
    updated: datetime
    options: dict[str, Any]
    seed: int
    players: list[SavedPlayer]
    log: list[SavedAnswer]
    final_state_hash: str
    #: shown in the Continue list without replaying
    summary: str = ""
    finished: bool = False
    #: the game's round when it was saved (games that count rounds; format 2)
    round: int | None = None

    @field_validator("save_id")
    @classmethod
    def _safe_id(cls, v: str) -> str:
        if not SAVE_ID_RE.match(v):
            raise ValueError("a save id is letters, digits, '-' and '_' (at most 64)")
        return v


class SaveError(Exception):
    """A save that could not be read: its path and a translatable reason."""

    def __init__(self, path: Path, reason: Msg):
        super().__init__(f"{display_path(path)}: {reason.english()}")
        self.path = path
        self.reason = reason


_TOO_BIG = M("saves", "The file is larger than 10 MB ({size} bytes); it is not a Tabula save.")
_EMPTY = M("saves", "The file is empty.")
_TRUNCATED = M("saves", "The file is cut short (truncated) at byte {pos}.")
_NOT_JSON = M("saves", "The file is not JSON: {error}.")
_NOT_TEXT = M("saves", "The file is not UTF-8 text.")
_WRONG_SCHEMA = M("saves", "The file is not a Tabula save of the expected form: {error}.")
_NEWER = M("saves", "The file was written by a newer version of Tabula (save format {schema}, "
               "this version reads up to {known}).")
_OLDER = M("saves", "The file uses save format {schema}, which this version cannot read.")
_UNKNOWN_GAME = M("saves", "The file is a save of a game this version does not have: {game}.")
_BAD_OPTIONS = M("saves", "The game options in the file are not valid: {error}.")
_REPLAY_REFUSED = M("saves", "Answer {index} of the file is refused by the rules: {reason}.")
_REPLAY_FAILED = M("saves", "Answer {index} of the file cannot be replayed: {error}.")
_HASH = M("saves", "Replaying the file does not reach the state it recorded (a different version "
              "of the rules, or an edited file).")
_UNREADABLE = M("saves", "The file cannot be read: {error}.")
_NOT_REGULAR = M("saves", "This is not a regular file (a pipe, a device or a folder); it is not "
                     "read.")
_LINK_OUTSIDE = M("saves", "This is a link to {target}, outside the saves folder; it is not read.")
_BAD_LINK = M("saves", "This is a link that leads nowhere.")
_TOO_DEEP = M("saves", "The file's JSON is nested too deeply to be a Tabula save.")
_BIG_NUMBER = M("saves", "The file holds a number with {digits} digits; it is not a Tabula save.")
_BAD_ID = M("saves", "The save id {save_id} is not a safe file name.")
_CHANGED = M("saves", "The file was changed by another program or window since this game was "
                 "saved; it is left as it is and the game is saved to a new file instead.")
_IN_USE = M("saves", "This game is open in another window ({holder}); this window continues "
                "it as a copy in a new file.")


# -- reading ------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Fingerprint:
    """Which file is on disk: size, mtime, inode and the hash of its bytes."""

    size: int
    mtime_ns: int
    ino: int
    sha256: str


def _fingerprint(st: os.stat_result, data: bytes) -> Fingerprint:
    return Fingerprint(st.st_size, st.st_mtime_ns, st.st_ino, hashlib.sha256(data).hexdigest())


def _os_error(e: OSError) -> str:
    return e.strerror or str(e)


def read_bytes(path: Path) -> tuple[bytes, os.stat_result]:
    """The bytes of the save at ``path`` and the stat of the opened file.  Opens only regular
    files (a link only when it stays in the folder), never blocks, reads at most
    ``MAX_BYTES + 1`` bytes.  Raises ``SaveError``."""
    path = Path(path)
    try:
        lst = os.lstat(path)
    except OSError as e:
        raise SaveError(path, _UNREADABLE(error=_os_error(e))) from None
    target = path
    if stat.S_ISLNK(lst.st_mode):
        try:
            target = path.resolve(strict=True)
        except (OSError, RuntimeError):
            raise SaveError(path, _BAD_LINK()) from None
        if target.parent != path.parent.resolve():
            raise SaveError(path, _LINK_OUTSIDE(target=display_path(target)))
    elif not stat.S_ISREG(lst.st_mode):
        raise SaveError(path, _NOT_REGULAR())
    flags = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0)
             | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0))
    try:
        fd = os.open(target, flags)
    except OSError as e:
        if e.errno == errno.ELOOP:  # swapped for a link since the lstat
            raise SaveError(path, _BAD_LINK()) from None
        raise SaveError(path, _UNREADABLE(error=_os_error(e))) from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise SaveError(path, _NOT_REGULAR())
        if st.st_size > MAX_BYTES:
            raise SaveError(path, _TOO_BIG(size=st.st_size))
        chunks: list[bytes] = []
        total = 0
        while total <= MAX_BYTES:
            try:
                b = os.read(fd, min(1 << 20, MAX_BYTES + 1 - total))
            except BlockingIOError:  # pragma: no cover - regular files do not block
                break
            if not b:
                break
            chunks.append(b)
            total += len(b)
        if total > MAX_BYTES:
            raise SaveError(path, _TOO_BIG(size=total))
        return b"".join(chunks), st
    except OSError as e:
        raise SaveError(path, _UNREADABLE(error=_os_error(e))) from None
    finally:
        os.close(fd)


class _BigNumber(ValueError):
    def __init__(self, digits: int):
        super().__init__(digits)
        self.digits = digits


def _parse_int(s: str) -> int:
    digits = len(s) - (s[0] == "-")
    if digits > MAX_INT_DIGITS:
        raise _BigNumber(digits)
    return int(s)


def _parse_constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


def parse_save(path: Path, raw: bytes) -> SaveFile:
    """Validate the bytes of a save (no replay).  Raises ``SaveError``."""
    if not raw.strip():
        raise SaveError(path, _EMPTY())
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(path, _NOT_TEXT()) from None
    try:
        data = json.loads(text, parse_int=_parse_int, parse_constant=_parse_constant)
    except RecursionError:
        raise SaveError(path, _TOO_DEEP()) from None
    except _BigNumber as e:
        raise SaveError(path, _BIG_NUMBER(digits=e.digits)) from None
    except json.JSONDecodeError as e:
        if _ends_open(text):
            raise SaveError(path, _TRUNCATED(pos=len(raw))) from None
        raise SaveError(path, _NOT_JSON(error=e.msg)) from None
    except ValueError as e:
        raise SaveError(path, _NOT_JSON(error=str(e))) from None
    if isinstance(data, dict) and isinstance(data.get("schema"), int):
        if data["schema"] > SCHEMA:
            raise SaveError(path, _NEWER(schema=data["schema"], known=SCHEMA))
        if data["schema"] < SCHEMA:
            data = migrate(path, data)
    try:
        sf = SaveFile.model_validate(data)
    except ValidationError as e:
        first = e.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "(top)"
        raise SaveError(path, _WRONG_SCHEMA(error=f"{where}: {first['msg']}")) from None
    if sf.game not in registry.GAME_MODULES:
        raise SaveError(path, _UNKNOWN_GAME(game=sf.game))
    return sf


def read_save(path: Path) -> tuple[SaveFile, Fingerprint]:
    """Read and validate a save's JSON (no replay): the save and which file it came from.
    Raises only ``SaveError``."""
    path = Path(path)
    WRITER.flush(path)  # what this process is writing there, first
    try:
        raw, st = read_bytes(path)
        return parse_save(path, raw), _fingerprint(st, raw)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(path, _TOO_DEEP()) from None
    except Exception as e:  # noqa: BLE001 - one bad file must never stop the caller
        raise SaveError(path, _UNREADABLE(error=f"{type(e).__name__}: {e}")) from None


def read_save_file(path: Path) -> SaveFile:
    """Read and validate a save file's JSON (no replay).  Raises ``SaveError``."""
    return read_save(path)[0]


def _ends_open(text: str) -> bool:
    """True when JSON text that starts as an object or array stops inside a string or with
    brackets left open: the mark of a file cut short."""
    body = text.lstrip()
    if not body or body[0] not in "{[":
        return False
    depth, in_string, escaped = 0, False, False
    for ch in body:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
    return in_string or depth > 0


def migrate(path: Path, data: dict) -> dict:
    """Bring an older save up to ``SCHEMA``.  Format 1 has the same fields; only its final
    state hash is not comparable (``replay`` skips it for ``schema < 2``)."""
    if data["schema"] == 1:
        return data
    raise SaveError(path, _OLDER(schema=data["schema"]))


def replay_save(path: Path, sf: SaveFile) -> Session:
    """Replay a validated save.  Raises only ``SaveError``."""
    try:
        game = registry.get(sf.game)
    except Exception:  # noqa: BLE001 - a game module that does not import
        raise SaveError(path, _UNKNOWN_GAME(game=sf.game)) from None
    try:
        options = game.options_model.model_validate(sf.options)
    except ValidationError as e:
        raise SaveError(path, _BAD_OPTIONS(error=e.errors()[0]["msg"])) from None
    except Exception as e:  # noqa: BLE001
        raise SaveError(path, _BAD_OPTIONS(error=str(e))) from None
    players = [Player(p.name, p.kind) for p in sf.players]
    try:
        session = Session(game, options, sf.seed, players, save_id=sf.save_id)
    except Exception as e:  # noqa: BLE001 - ValueError from the session, anything from a game
        raise SaveError(path, _BAD_OPTIONS(error=str(e))) from None
    for i, a in enumerate(sf.log):
        try:
            # an answer the table gave because the question left no choice stays marked so
            # (undo treats it as it did before the save)
            forced = (not session.players[a.seat].computer and a.seat in session.to_act()
                      and forced_answer(game.decision(session.state, a.seat)) == a.answer)
            session.answer(a.seat, a.answer, forced=forced)
        except Illegal as e:
            raise SaveError(path, _REPLAY_REFUSED(index=i + 1, reason=e.reason)) from None
        except Exception as e:  # noqa: BLE001 - a rule that trips over an edited answer
            raise SaveError(path, _REPLAY_FAILED(index=i + 1,
                                                 error=f"{type(e).__name__}: {e}")) from None
    try:
        same = session.state_hash() == sf.final_state_hash
    except Exception:  # noqa: BLE001
        same = False
    if sf.schema_ >= 2 and not same:
        raise SaveError(path, _HASH())
    session.created = sf.created
    return session


@dataclass(slots=True)
class Opened:
    """A save opened for playing: the session, the file it came from and how that file was."""

    session: Session
    path: Path
    fingerprint: Fingerprint
    schema: int


def open_save(path: Path) -> Opened:
    """Read, validate and replay a save.  Raises ``SaveError`` (the file is left as it is)."""
    path = Path(path)
    sf, fp = read_save(path)
    return Opened(replay_save(path, sf), path, fp, sf.schema_)


def load_session(path: Path) -> Session:
    """Read, validate and replay a save.  Raises ``SaveError`` (the file is left as it is)."""
    return open_save(path).session


# -- writing ------------------------------------------------------------------------------------
@dataclass(slots=True)
class Snapshot:
    """What a save holds, taken cheaply on the UI thread (the writer makes the JSON)."""

    game: str
    save_id: str
    created: datetime
    options: dict
    seed: int
    players: list[tuple[str, str]]
    log: list[tuple[int, Any]]
    final_state_hash: str
    finished: bool
    round: int | None
    updated: datetime = field(default_factory=lambda: datetime.now(timezone.utc))


def snapshot(session: Session) -> Snapshot:
    now = datetime.now(timezone.utc)
    if session.created is None:
        session.created = now
    rnd = getattr(session.state, "round", None)
    return Snapshot(
        game=session.game.id, save_id=session.save_id, created=session.created,
        options=session.options.model_dump(mode="json"), seed=session.seed,
        players=[(p.name, p.kind) for p in session.players],
        log=[(i.seat, list(i.answer) if isinstance(i.answer, (list, tuple)) else i.answer)
             for i in session.log],
        final_state_hash=session.state_hash(), finished=session.outcome() is not None,
        round=rnd if isinstance(rnd, int) and not isinstance(rnd, bool) else None,
        updated=now)


def encode(snap: Snapshot) -> bytes:
    """The JSON of a save (format ``SCHEMA``)."""
    data = {
        "schema": SCHEMA, "app_version": __version__, "game": snap.game,
        "save_id": snap.save_id, "created": snap.created.isoformat(),
        "updated": snap.updated.isoformat(), "options": snap.options, "seed": snap.seed,
        "players": [{"name": n, "kind": k} for n, k in snap.players],
        "log": [{"seat": s, "answer": a} for s, a in snap.log],
        "final_state_hash": snap.final_state_hash,
        "summary": ", ".join(n for n, _k in snap.players),
        "finished": snap.finished, "round": snap.round,
    }
    return json.dumps(data, indent=1, ensure_ascii=False).encode("utf-8")


def to_save_file(session: Session, created: datetime | None = None) -> SaveFile:
    snap = snapshot(session)
    if created is not None:
        snap.created = created
    return SaveFile.model_validate_json(encode(snap))


def check_save_id(save_id: str, folder: Path) -> None:
    if not SAVE_ID_RE.match(save_id):
        raise SaveError(folder / save_id, _BAD_ID(save_id=save_id))


def path_for(session: Session, folder: Path | None = None) -> Path:
    """The file of a new game (its id made by the app; checked to be a plain file name)."""
    folder = folder or saves_dir()
    check_save_id(session.save_id, folder)
    return folder / f"{session.game.id}-{session.save_id}{SUFFIX}"


def _kill_point(step: str) -> None:
    """Test hook: ``TABULA_TEST_SAVE_KILL_AT=<step>`` makes the writer SIGKILL itself there."""
    if os.environ.get(KILL_ENV) == step:  # pragma: no cover - runs in the killed process
        import signal

        os.kill(os.getpid(), signal.SIGKILL)


def write_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a crash at any moment leaves either the old file or
    the new one, never a mix: temp file in the same folder, fsync, ``os.replace``.  The temp
    file's name holds the writer's pid, so that ``cleanup_temps`` knows when it is orphaned."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".tmp-{os.getpid()}-", suffix=".part", dir=path.parent)
    try:
        _kill_point("opened")
        with os.fdopen(fd, "wb") as f:
            half = len(data) // 2
            f.write(data[:half])
            f.flush()
            _kill_point("half")
            f.write(data[half:])
            f.flush()
            _kill_point("written")
            os.fsync(f.fileno())
        _kill_point("synced")
        os.replace(tmp, path)
        _kill_point("replaced")
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:
        dfd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
    except OSError:  # pragma: no cover - some file systems refuse fsync on folders
        pass


def save_session(session: Session, folder: Path | None = None) -> Path:
    """Write ``session`` now to its new-game path (synchronously; the app uses ``Autosave``)."""
    path = path_for(session, folder)
    write_atomic(path, encode(snapshot(session)))
    return path


# -- one writer per save ------------------------------------------------------------------------
_HOST = socket.gethostname()
_HELD: set[str] = set()
_HELD_LOCK = threading.Lock()


def pid_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    if os.name == "nt":  # pragma: no cover - os.kill(pid, 0) would end the process there
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


class SaveLock:
    """``<save>.lock`` beside a save: pid, host and time of the window that writes it.  Stale
    (taken over) when its process is gone.  One per save per process as well."""

    def __init__(self, save_path: Path):
        self.save_path = Path(save_path)
        self.path = self.save_path.with_name(self.save_path.name + LOCK_SUFFIX)
        self._key = os.fsencode(os.path.abspath(self.save_path))
        self.held = False

    def holder(self) -> dict | None:
        try:
            raw, _st = read_bytes(self.path)
            info = json.loads(raw.decode("utf-8"), parse_int=_parse_int)
            return info if isinstance(info, dict) else {}
        except FileNotFoundError:
            return None
        except SaveError as e:
            if not self.path.exists():
                return None
            return {"error": e.reason.english()}
        except Exception:  # noqa: BLE001 - garbage in a lock file
            return {}

    def _stale(self, info: dict) -> bool:
        pid, host = info.get("pid"), info.get("host")
        if not isinstance(pid, int):
            try:  # a lock file being written right now, or garbage
                return time.time() - self.path.lstat().st_mtime > 10
            except OSError:
                return True
        if host != _HOST:
            return False
        if pid == os.getpid():
            return self._key not in _HELD  # an earlier process that had our pid
        return not pid_alive(pid)

    def acquire(self) -> bool:
        """Take the lock; False when another window (of any process) holds it."""
        with _HELD_LOCK:
            if self._key in _HELD:
                return False
            body = json.dumps({"pid": os.getpid(), "host": _HOST, "time": time.time()}).encode()
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError:
                return True  # a folder we cannot make: saving will say so
            for _attempt in range(3):
                try:
                    fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
                except FileExistsError:
                    info = self.holder()
                    if info is None:
                        continue
                    if not self._stale(info):
                        return False
                    try:
                        os.unlink(self.path)
                    except FileNotFoundError:
                        pass
                    continue
                except OSError:
                    return True  # a folder we cannot lock in (read-only): saving will say so
                try:
                    os.write(fd, body)
                finally:
                    os.close(fd)
                _HELD.add(self._key)
                self.held = True
                return True
            return False

    def describe(self) -> str:
        info = self.holder() or {}
        pid, host = info.get("pid"), info.get("host")
        return f"pid {pid} on {host}" if pid is not None else display_path(self.path)

    def release(self) -> None:
        with _HELD_LOCK:
            if not self.held:
                return
            self.held = False
            _HELD.discard(self._key)
            info = self.holder() or {}
            if info.get("pid") == os.getpid() and info.get("host") == _HOST:
                try:
                    os.unlink(self.path)
                except OSError:
                    pass


class Autosave:
    """Where and how one game is saved: its path, its lock, and what was last written there.

    ``submit`` takes a snapshot (cheap) and hands it to the background writer, which writes
    only the newest one.  Before each write the file on disk is compared with what this
    object wrote (or opened); when it differs the file is left alone and the game moves to a
    new file, reported through ``on_notice``.  Errors go to ``on_error(path, reason)``.  Both
    callbacks run on the writer thread."""

    def __init__(self, path: Path, fingerprint: Fingerprint | None = None, *,
                 on_error: Callable[[Path, Msg], None] | None = None,
                 on_notice: Callable[[Path, Msg], None] | None = None):
        self.path = Path(path)
        self.expected = fingerprint
        self.on_error = on_error
        self.on_notice = on_notice
        self.lock = SaveLock(self.path)
        self.save_id: str | None = None  # a new id when the game moved to a copy
        self._pending: Snapshot | None = None
        self._writing = False
        self.closed = False

    @classmethod
    def for_new(cls, session: Session, folder: Path | None = None, **kw) -> "Autosave":
        a = cls(path_for(session, folder), None, **kw)
        if a.path.exists() or os.path.lexists(a.path):  # never a file we did not write
            a._move_to_copy(session.game.id)
        return a

    def start(self, game_id: str) -> Msg | None:
        """Take the lock; when another window holds it, move to a copy.  Returns the notice
        to show (or None)."""
        if self.lock.acquire():
            return None
        holder = self.lock.describe()
        self._move_to_copy(game_id)
        return _IN_USE(holder=holder)

    def _move_to_copy(self, game_id: str) -> None:
        folder = self.path.parent
        while True:
            sid = new_save_id()
            p = folder / f"{game_id}-{sid}{SUFFIX}"
            if not os.path.lexists(p):
                break
        self.save_id, self.path, self.expected = sid, p, None
        self.lock = SaveLock(p)
        self.lock.acquire()

    def submit(self, session: Session) -> None:
        snap = snapshot(session)
        WRITER.submit(self, snap)

    def write_now(self, session: Session) -> None:
        """Write synchronously (the first save of a game); raises on failure."""
        WRITER.flush_target(self)
        self._write(snapshot(session))

    def flush(self, timeout: float | None = 30.0) -> bool:
        return WRITER.flush_target(self, timeout)

    def close(self) -> None:
        self.flush()
        self.closed = True
        self.lock.release()

    def _disk_is_ours(self) -> bool:
        try:
            st = os.lstat(self.path)
        except FileNotFoundError:
            return True  # gone: writing it again overwrites nothing
        except OSError:
            return False
        if self.expected is None or not stat.S_ISREG(st.st_mode):
            return False
        e = self.expected
        if (st.st_size, st.st_mtime_ns, st.st_ino) != (e.size, e.mtime_ns, e.ino):
            return False
        try:
            raw, _st = read_bytes(self.path)
        except SaveError:
            return False
        return hashlib.sha256(raw).hexdigest() == e.sha256

    def _write(self, snap: Snapshot) -> None:
        if not self._disk_is_ours():
            old = self.path
            self._move_to_copy(snap.game)
            if self.on_notice is not None:
                self.on_notice(old, _CHANGED())
        if self.save_id is not None:
            snap.save_id = self.save_id
        data = encode(snap)
        write_atomic(self.path, data)
        st = os.stat(self.path)
        self.expected = _fingerprint(st, data)


class _Writer:
    """The one background thread that writes saves: per save only the newest snapshot."""

    def __init__(self):
        self._cond = threading.Condition()
        self._queue: list[Autosave] = []
        self._current: Autosave | None = None
        self._thread: threading.Thread | None = None

    def submit(self, target: Autosave, snap: Snapshot) -> None:
        with self._cond:
            target._pending = snap
            if target not in self._queue:
                self._queue.append(target)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="tabula-saves",
                                                daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._queue:
                    if not self._cond.wait(timeout=10) and not self._queue:
                        self._thread = None
                        return
                target = self._queue.pop(0)
                snap, target._pending = target._pending, None
                self._current = target
            try:
                if snap is not None:
                    target._write(snap)
            except Exception as e:  # noqa: BLE001 - reported; the game goes on
                if target.on_error is not None:
                    reason = getattr(e, "reason", None)
                    if not isinstance(reason, Msg):
                        reason = _UNREADABLE(error=_os_error(e) if isinstance(e, OSError)
                                             else str(e))
                    try:
                        target.on_error(target.path, reason)
                    except Exception:  # noqa: BLE001
                        pass
            finally:
                with self._cond:
                    self._current = None
                    self._cond.notify_all()

    def _wait(self, busy: Callable[[], bool], timeout: float | None) -> bool:
        if threading.current_thread() is self._thread:
            return not busy()
        end = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            while busy():
                left = None if end is None else end - time.monotonic()
                if left is not None and left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def flush_target(self, target: Autosave, timeout: float | None = 30.0) -> bool:
        return self._wait(lambda: target in self._queue or self._current is target, timeout)

    def flush(self, path: Path | None = None, timeout: float | None = 30.0) -> bool:
        """Wait for the pending writes (of ``path``, or all)."""
        if path is None:
            return self._wait(lambda: bool(self._queue) or self._current is not None, timeout)
        path = Path(path)
        return self._wait(lambda: any(t.path == path for t in self._queue)
                          or (self._current is not None and self._current.path == path),
                          timeout)

    def idle(self) -> bool:
        with self._cond:
            return not self._queue and self._current is None


WRITER = _Writer()
atexit.register(WRITER.flush, None, 10.0)  # what is pending when the app quits


# -- the Continue list --------------------------------------------------------------------------
_TEMP_RE = re.compile(r"^\.tmp-(?:(\d+)-)?.*\.part$")


def cleanup_temps(folder: Path, max_age_s: float = TEMP_MAX_AGE_S) -> list[Path]:
    """Remove the temp files of writers that were killed between creating and renaming them
    (``.tmp-*.part`` whose writer pid is dead, or older than ``max_age_s``) and the locks of
    windows whose process is gone.  Returns them."""
    removed: list[Path] = []
    try:
        names = os.listdir(folder)
    except OSError:
        return removed
    now = time.time()
    for name in names:
        if name.endswith(SUFFIX + LOCK_SUFFIX):  # the lock of a window that crashed
            lock = SaveLock(Path(folder) / name[:-len(LOCK_SUFFIX)])
            info = lock.holder()
            if info is not None and lock._key not in _HELD and lock._stale(info):
                try:
                    os.unlink(lock.path)
                    removed.append(lock.path)
                except OSError:
                    pass
            continue
        m = _TEMP_RE.match(name)
        if m is None:
            continue
        p = Path(folder) / name
        try:
            st = os.lstat(p)
        except OSError:
            continue
        if not stat.S_ISREG(st.st_mode):
            continue
        pid = int(m.group(1)) if m.group(1) else None
        dead = pid is not None and pid != os.getpid() and not pid_alive(pid)
        if dead or now - st.st_mtime > max_age_s:
            try:
                os.unlink(p)
                removed.append(p)
            except OSError:
                pass
    return removed


class Listing(BaseModel):
    """One row of the Continue list: a good save, or a broken one with its reason."""

    model_config = ConfigDict(arbitrary_types_allowed=True)
    path: Path
    save: SaveFile | None = None
    error: Any = None  # SaveError
    #: the save was replayed whole (``list_saves(check=True)``)
    checked: bool = False
    #: the round, from the file or the replay (None: the game has no rounds)
    round: int | None = None
    #: the options that differ from the game's defaults: [(field title, value)]
    options: list[tuple[str, Any]] = []


#: (path bytes) -> ((size, mtime_ns, ino), error Msg | None, round)
_CHECKED: dict[bytes, tuple[tuple[int, int, int], Msg | None, int | None]] = {}
_CHECKED_LOCK = threading.Lock()
CACHE_NAME = ".checked.json"


def _load_disk_cache(folder: Path) -> dict[str, list]:
    try:
        raw, _st = read_bytes(folder / CACHE_NAME)
        data = json.loads(raw.decode("utf-8"), parse_int=_parse_int)
        return data if isinstance(data, dict) and data.get("version") == SCHEMA else {}
    except Exception:  # noqa: BLE001 - a cache is only a cache
        return {}


def _options_shown(sf: SaveFile) -> list[tuple[str, Any]]:
    try:
        model = registry.get(sf.game).options_model
        opts = model.model_validate(sf.options)
    except Exception:  # noqa: BLE001
        return []
    values = opts.model_dump(mode="json")
    defaults = model.model_construct().model_dump(mode="json")
    return [(f.title or name, values[name]) for name, f in model.model_fields.items()
            if name != "seats" and (values.get(name) != defaults.get(name) or (
                name == "difficulty" and values.get("seats") == 1
                and values[name] is not None))]


def _check(row: Listing, disk: dict, fresh: dict) -> None:
    p = row.path
    try:
        st = os.stat(p)
    except OSError:
        return
    key = (st.st_size, st.st_mtime_ns, st.st_ino)
    pkey = os.fsencode(p)
    with _CHECKED_LOCK:
        hit = _CHECKED.get(pkey)
    if hit is None or hit[0] != key:
        name = display_path(p.name)
        d = disk.get("files", {}).get(name)
        if d is not None and tuple(d[:3]) == key:  # checked good by an earlier run
            hit = (key, None, d[3])
        else:
            try:
                session = replay_save(p, row.save)
                rnd = getattr(session.state, "round", None)
                hit = (key, None, rnd if isinstance(rnd, int) else None)
            except SaveError as e:
                hit = (key, e.reason, None)
        with _CHECKED_LOCK:
            _CHECKED[pkey] = hit
    if hit[1] is None:
        fresh[display_path(p.name)] = [*key, hit[2]]
        row.checked = True
        if hit[2] is not None:
            row.round = hit[2]
    else:
        row.error = SaveError(p, hit[1])
        row.save = None
        row.checked = True


def list_saves(folder: Path | None = None, check: bool = False) -> list[Listing]:
    """Every ``*.tabula.json`` in ``folder``: good saves first (newest first), then the broken
    ones with their reasons.  One bad file never hides another.  ``check`` replays every save
    whole (cached by size, mtime and inode, in memory and in ``.checked.json``), so that an
    edited or unreplayable save is listed as broken.  Also removes orphaned temp files."""
    folder = Path(folder or saves_dir())
    try:
        if not folder.is_dir():
            return []
        names = sorted(os.listdir(folder))
    except OSError:
        return []
    cleanup_temps(folder)
    rows: list[Listing] = []
    for name in names:
        if not name.endswith(SUFFIX):
            continue
        p = folder / name
        try:
            sf = read_save_file(p)
            rows.append(Listing(path=p, save=sf, round=sf.round, options=_options_shown(sf)))
        except SaveError as e:
            rows.append(Listing(path=p, error=e))
        except Exception as e:  # noqa: BLE001 - never stop at one file
            rows.append(Listing(path=p, error=SaveError(p, _UNREADABLE(error=str(e)))))
    if check:
        disk = _load_disk_cache(folder)
        fresh: dict[str, list] = {}
        for row in rows:
            if row.save is not None:
                try:
                    _check(row, disk, fresh)
                except Exception as e:  # noqa: BLE001
                    row.error, row.save = SaveError(row.path, _UNREADABLE(error=str(e))), None
        if fresh != disk.get("files"):
            try:
                write_atomic(folder / CACHE_NAME,
                             json.dumps({"version": SCHEMA, "files": fresh}).encode())
            except OSError:
                pass
    rows.sort(key=lambda r: (r.save is None, -(r.save.updated.timestamp() if r.save else 0)))
    return rows
