"""Saved games: one JSON file per game under the user data directory.

A save is the game's setup and its answer log; loading replays the log and checks the hash of
the final state.  Files are written atomically (temp file in the same folder, fsync,
``os.replace``) after every answer.  A file that cannot be read is reported with its path and
the reason, and is never overwritten or deleted: a new game always gets a new file name.
"""

from __future__ import annotations

import json
import os
import tempfile
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal, Union

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from desktop import __version__
from desktop.engine import registry
from desktop.engine.marks import M
from desktop.engine.protocol import Illegal, Msg
from desktop.engine.session import Player, Session

SCHEMA = 1
MAX_BYTES = 10 * 1024 * 1024
SUFFIX = ".tabula.json"
_C = "saves"


def saves_dir() -> Path:
    return platformdirs.user_data_path("Tabula", appauthor=False) / "saves"


class SavedPlayer(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=60)
    kind: Literal["human", "bot"] = "human"


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


class SaveError(Exception):
    """A save that could not be read: its path and a translatable reason."""

    def __init__(self, path: Path, reason: Msg):
        super().__init__(f"{path}: {reason.english()}")
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
_HASH = M("saves", "Replaying the file does not reach the state it recorded (a different version "
              "of the rules, or an edited file).")
_UNREADABLE = M("saves", "The file cannot be read: {error}.")


def read_save_file(path: Path) -> SaveFile:
    """Read and validate a save file's JSON (no replay).  Raises ``SaveError``."""
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise SaveError(path, _TOO_BIG(size=size))
        raw = path.read_bytes()
    except OSError as e:
        raise SaveError(path, _UNREADABLE(error=e.strerror or str(e))) from None
    if not raw.strip():
        raise SaveError(path, _EMPTY())
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(path, _NOT_TEXT()) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        if _ends_open(text):
            raise SaveError(path, _TRUNCATED(pos=len(raw))) from None
        raise SaveError(path, _NOT_JSON(error=e.msg)) from None
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
    """Bring an older save up to ``SCHEMA``.  There is no older format yet."""
    raise SaveError(path, _OLDER(schema=data["schema"]))


def load_session(path: Path) -> Session:
    """Read, validate and replay a save.  Raises ``SaveError`` (the file is left as it is)."""
    sf = read_save_file(path)
    try:
        game = registry.get(sf.game)
    except KeyError:
        raise SaveError(path, _UNKNOWN_GAME(game=sf.game)) from None
    try:
        options = game.options_model.model_validate(sf.options)
    except ValidationError as e:
        raise SaveError(path, _BAD_OPTIONS(error=e.errors()[0]["msg"])) from None
    players = [Player(p.name, p.kind) for p in sf.players]
    try:
        session = Session(game, options, sf.seed, players, save_id=sf.save_id)
    except ValueError as e:
        raise SaveError(path, _BAD_OPTIONS(error=str(e))) from None
    for i, a in enumerate(sf.log):
        try:
            session.answer(a.seat, a.answer)
        except Illegal as e:
            raise SaveError(path, _REPLAY_REFUSED(index=i + 1, reason=e.reason)) from None
    if session.state_hash() != sf.final_state_hash:
        raise SaveError(path, _HASH())
    session.created = sf.created
    return session


def to_save_file(session: Session, created: datetime | None = None) -> SaveFile:
    now = datetime.now(timezone.utc)
    outcome = session.outcome()
    return SaveFile(
        schema=SCHEMA, app_version=__version__, game=session.game.id, save_id=session.save_id,
        created=created or session.created or now, updated=now,
        options=session.options.model_dump(mode="json"), seed=session.seed,
        players=[SavedPlayer(name=p.name, kind=p.kind) for p in session.players],
        log=[SavedAnswer(seat=s, answer=a) for s, a in session.answers()],
        final_state_hash=session.state_hash(),
        summary=", ".join(p.name for p in session.players),
        finished=outcome is not None,
    )


def path_for(session: Session, folder: Path | None = None) -> Path:
    return (folder or saves_dir()) / f"{session.game.id}-{session.save_id}{SUFFIX}"


def write_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a crash at any moment leaves either the old file or
    the new one, never a mix: temp file in the same folder, fsync, ``os.replace``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
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
    path = path_for(session, folder)
    sf = to_save_file(session)
    if session.created is None:
        session.created = sf.created
    write_atomic(path, sf.model_dump_json(by_alias=True, indent=1).encode("utf-8"))
    return path


class Listing(BaseModel):
    """One row of the Continue list: a good save, or a broken one with its reason."""

    model_config = ConfigDict(arbitrary_types_allowed=True)
    path: Path
    save: SaveFile | None = None
    error: Any = None  # SaveError


def list_saves(folder: Path | None = None) -> list[Listing]:
    folder = folder or saves_dir()
    if not folder.is_dir():
        return []
    rows: list[Listing] = []
    for p in sorted(folder.glob(f"*{SUFFIX}")):
        try:
            rows.append(Listing(path=p, save=read_save_file(p)))
        except SaveError as e:
            rows.append(Listing(path=p, error=e))
    rows.sort(key=lambda r: (r.save is None, -(r.save.updated.timestamp() if r.save else 0)))
    return rows
