"""Card packs: a YAML file that replaces stand-in cards card for card, by id.

A pack is read from the user's data folder (``<user data>/Tabula/packs/bts/*.yaml``) or any
path; it is validated whole (file, card and field named in every message) and refused whole
when anything is wrong.  The file itself is never written.  Format: docs/bts-card-packs.md.

``python -m desktop.games.bts.packs --check FILE`` validates one file (the hook of
``python -m desktop cards bts --check FILE``).
"""

from __future__ import annotations

import sys
from pathlib import Path

import yaml
from pydantic import ValidationError

from desktop.games.bts import cards as C

_MODELS = {"tech": C.Tech, "event": C.Event, "system": C.System, "achievement": C.Achievement}
#: fields a replacement must keep: where the card sits in the box
_KEEP = {"tech": ("level",), "event": ("level", "fixed"), "system": ("deck", "start"),
         "achievement": ("deck",)}


class PackError(ValueError):
    """A pack refused whole; ``problems`` lists every message."""

    def __init__(self, path: Path | str, problems: list[str]):
        super().__init__(f"{path}: card pack refused:\n" + "\n".join(problems))
        self.path = str(path)
        self.problems = problems


def packs_dir() -> Path:
    import platformdirs

    return platformdirs.user_data_path("Tabula", appauthor=False) / "packs" / "bts"


def available() -> list[str]:
    """Pack names (file stems) in the user's packs folder."""
    d = packs_dir()
    return sorted(p.stem for p in d.glob("*.yaml")) if d.is_dir() else []


def resolve(name: str) -> Path:
    """A pack name (``mine`` -> ``<packs dir>/mine.yaml``) or a path."""
    p = Path(name).expanduser()
    if p.suffix in (".yaml", ".yml") or p.is_absolute() or len(p.parts) > 1:
        return p
    return packs_dir() / f"{name}.yaml"


def check(path: Path | str) -> tuple[dict[str, dict], list[str]]:
    """Validate a pack file: (replacement cards by id, problems).  Problems name the file, the
    card and the field."""
    path = Path(path)
    where = str(path)
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as e:
        return {}, [f"{where}: cannot read the file ({e.strerror or e})"]
    except yaml.YAMLError as e:
        return {}, [f"{where}: not valid YAML ({e})"]
    if not isinstance(raw, dict):
        return {}, [f"{where}: a pack is a mapping with 'game: bts' and 'cards:'"]
    problems: list[str] = []
    extra = sorted(set(raw) - {"game", "name", "source", "cards"})
    if extra:
        problems.append(f"{where}: unknown top-level field(s) {', '.join(extra)}")
    if raw.get("game") != "bts":
        problems.append(f"{where}: field 'game' must be 'bts' (got {raw.get('game')!r})")
    items = raw.get("cards")
    if not isinstance(items, list) or not items:
        problems.append(f"{where}: field 'cards' must be a non-empty list")
        return {}, problems
    base = C.base()
    out: dict[str, dict] = {}
    for n, item in enumerate(items, 1):
        if not isinstance(item, dict) or not isinstance(item.get("id"), str):
            problems.append(f"{where}: card #{n}: each card is a mapping with an 'id'")
            continue
        cid = item["id"]
        label = f"{where}: card {cid}"
        if cid in out:
            problems.append(f"{label}: replaced twice")
            continue
        kind = C.kind_of(cid)
        old = base.any_card(cid)
        if kind is None or old is None:
            problems.append(f"{label}: no such card id (ids are listed in resources/bts/cards.yaml)")
            continue
        data = dict(item)
        data.setdefault("standin", False)
        try:
            card = _MODELS[kind].model_validate(data)
        except ValidationError as e:
            for err in e.errors():
                loc = ".".join(str(x) for x in err["loc"]) or "(card)"
                problems.append(f"{label}: field {loc}: {err['msg']}")
            continue
        for f in _KEEP[kind]:
            if getattr(card, f) != getattr(old, f):
                problems.append(f"{label}: field {f}: must stay {getattr(old, f)!r} "
                                f"(the card's place in the box), got {getattr(card, f)!r}")
        out[cid] = card.model_dump(mode="json")
    if problems:
        return {}, problems
    return out, []


def load_pack(path: Path | str) -> dict[str, dict]:
    """The replacement cards of a valid pack; raises :class:`PackError` otherwise."""
    cards, problems = check(path)
    if problems:
        raise PackError(path, problems)
    return cards


def main(argv: list[str] | None = None) -> int:
    """``--check FILE``: print the problems of a pack (exit status 1) or a summary (0)."""
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 2 or args[0] != "--check":
        print("usage: cards bts --check FILE", file=sys.stderr)
        return 2
    cards, problems = check(args[1])
    if problems:
        for p in problems:
            print(p)
        return 1
    kinds: dict[str, int] = {}
    for cid in cards:
        kinds[C.kind_of(cid)] = kinds.get(C.kind_of(cid), 0) + 1
    summary = ", ".join(f"{n} {k}(s)" for k, n in sorted(kinds.items()))
    print(f"{args[1]}: valid card pack ({summary})")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
