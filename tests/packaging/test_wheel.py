"""Issue #13: the wheel carries its data and runs from anywhere, with no source tree in sight."""

from __future__ import annotations

import json
import tarfile

import pytest

from desktop.engine.registry import GAME_MODULES
from desktop.paths import DATA_DIRS

from .conftest import SOURCE, wheel_names

CARD_GAMES = ("rftg", "tmae", "nucleum")  # ti4 has objectives, no card list


def _tracked_data_files() -> set[str]:
    out = set()
    for d in DATA_DIRS:
        for p in (SOURCE / d).rglob("*"):
            if p.is_file() and p.suffix not in (".qm", ".pyc") and "__pycache__" not in p.parts:
                out.add(str(p.relative_to(SOURCE)))
    return out


def test_the_wheel_carries_every_data_file(built):
    names = set(wheel_names(built.wheel))
    want = {f"desktop/_data/{f}" for f in _tracked_data_files()}
    assert want - names == set()
    assert "desktop/_data/resources/rftg/cards.yaml" in names
    assert {f"desktop/_data/i18n/desktop_{lang}.ts" for lang in ("pt_BR", "pl", "ru")} <= names
    assert not any(n.endswith(".qm") for n in names)


def test_the_sdist_keeps_the_repository_layout(built):
    if built.sdist is None:
        pytest.skip("`build` is not installed: pip wheel makes no sdist")
    with tarfile.open(built.sdist) as t:
        names = {n.split("/", 1)[1] for n in t.getnames() if "/" in n}
    assert _tracked_data_files() - names == set()
    assert {"setup.py", "pyproject.toml", "MANIFEST.in", "desktop/paths.py"} <= names


def test_imports_come_from_the_wheel(wheel_venv):
    r = wheel_venv.py("import json, desktop, desktop.paths as p; print(json.dumps("
                      "[desktop.__file__, str(p.ROOT), str(p.RESOURCES), p.SOURCE_TREE]))")
    assert r.returncode == 0, r.stderr
    pkg, root, resources, source_tree = json.loads(r.stdout)
    site = str(wheel_venv.site)
    assert pkg.startswith(site) and not pkg.startswith(str(SOURCE) + "/desktop")
    assert root == f"{site}/desktop/_data" and resources == f"{root}/resources"
    assert source_tree is None


def test_version_and_help_open_no_window(wheel_venv):
    from desktop import __version__

    r = wheel_venv.run("--version")
    assert (r.returncode, r.stdout.strip()) == (0, f"tabula {__version__}"), r.stderr
    r = wheel_venv.run("--help")
    assert r.returncode == 0, r.stderr
    for word in ("simulate", "cards", "replay", "rules", "startup", "autoplay",
                 "--quit-after-startup", "--version", "--install-desktop-entry"):
        assert word in r.stdout
    assert "PySide6" not in r.stderr


@pytest.mark.parametrize("game", CARD_GAMES)
def test_cards_json_from_the_wheel(wheel_venv, game):
    r = wheel_venv.run("cards", game, "--json")
    assert r.returncode == 0, r.stderr
    cards = json.loads(r.stdout)
    assert len(cards) > 10 and all(c.get("name") for c in cards)


def test_ti4_says_it_has_no_card_list(wheel_venv):
    r = wheel_venv.run("cards", "ti4", "--json")
    assert r.returncode == 2 and "no card list" in r.stderr


@pytest.mark.parametrize("game", list(GAME_MODULES))
def test_simulate_from_the_wheel(wheel_venv, game):
    r = wheel_venv.run("simulate", game, "--games", "3", "--seed", "5", "--json")
    assert r.returncode == 0, r.stderr[-2000:]
    result = json.loads(r.stdout.strip().splitlines()[-1])
    assert result["games"] == 3 and result["errors"] == 0


def test_rules_check_from_the_wheel(wheel_venv):
    r = wheel_venv.run("rules", "rftg", "--check")
    assert r.returncode == 0, r.stderr[-2000:]


def test_quit_after_startup_from_the_wheel(wheel_venv):
    r = wheel_venv.run("--quit-after-startup")
    assert r.returncode == 0, r.stderr[-2000:]


def test_a_new_game_through_the_window_from_the_wheel(wheel_venv):
    r = wheel_venv.run("autoplay", "nucleum", "--seats", "2", "--lang", "pl")
    assert r.returncode == 0, r.stderr[-2000:]
    report = json.loads(r.stdout.strip().splitlines()[-1])
    assert report["game"] == "nucleum" and report["answers"] > 0 and "scores" in report
    assert report["catalog"] is True and "New game" not in report["new_game_text"]


def test_every_language_loads_from_the_wheel(wheel_venv):
    """The .ts files in the wheel compile into the user cache and translate for real."""
    code = r'''
import json, xml.etree.ElementTree as ET
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from desktop.paths import I18N
from desktop.ui import i18n
qm = i18n.ensure_qm()
out = {"qm_dir": str(qm), "langs": {}}
for lang in i18n.LANGUAGES:
    if lang == "en":
        continue
    sample = None
    for ctx in ET.parse(I18N / f"desktop_{lang}.ts").getroot().iter("context"):
        for m in ctx.iter("message"):
            tr = m.find("translation")
            if m.get("numerus") != "yes" and tr.get("type") is None and tr.text:
                sample = (ctx.findtext("name"), m.findtext("source"), tr.text)
                break
        if sample:
            break
    ok = i18n.install_translators(lang, qm)
    out["langs"][lang] = [ok, i18n.translate(sample[0], sample[1]) == sample[2], sample[2]]
print(json.dumps(out, ensure_ascii=False))
'''
    r = wheel_venv.py(code)
    assert r.returncode == 0, r.stderr[-2000:]
    out = json.loads(r.stdout)
    assert out["qm_dir"].startswith(wheel_venv.env["XDG_CACHE_HOME"])
    assert {lang: v[:2] for lang, v in out["langs"].items()} == {
        "pt_BR": [True, True], "pl": [True, True], "ru": [True, True]}


def test_a_bogus_platform_plugin_gives_one_message_not_an_abort(wheel_venv):
    env = dict(wheel_venv.env, QT_QPA_PLATFORM="bogus")
    r = wheel_venv.run(env=env, timeout=60)
    assert r.returncode == 3, (r.returncode, r.stderr)  # not -6 / 134 (abort)
    assert r.stderr.count("Tabula cannot open its window") == 1
    assert "QT_QPA_PLATFORM=bogus" in r.stderr
    assert "xvfb-run -a" in r.stderr and "libxcb-cursor0" in r.stderr
    assert not list(wheel_venv.cwd.glob("core*"))
