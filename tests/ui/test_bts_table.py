"""Beyond the Sun at the table: a 3-player game clicked through the real window to the score
sheet, the layout of every view key (tech board, map, mats, achievements), STAND-IN badges, the
card-pack picker of the New game dialog, and a pack's cards replacing their stand-ins."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.engine import registry
from desktop.engine.protocol import Msg, PickNumber, PickOne
from desktop.engine.rng import Rng
from desktop.engine.session import Player, Session
from desktop.ui.games import PLAYER_COLORS, LayoutContext
from desktop.ui.games import bts as layout_module
from tests.ui.conftest import click_answer, render_scene

NAMES = ("Ana", "Bo", "Cy")
PACK = Path(__file__).parents[1] / "games" / "bts" / "data" / "test_pack.yaml"


@pytest.fixture
def bts():
    return registry.get("bts")


def _tr(m):
    return m if isinstance(m, str) else m.english() if isinstance(m, Msg) else str(m)


def start(window, game, options, names=NAMES, seed=3):
    session = Session(game, options, seed, [Player(n) for n in names])
    window.start_session(session)
    return window.table


def pick(page, rng: Rng):
    """A legal answer a person might click: the engine's random sample, drawn from our rng."""
    s = page.session
    seat = page.seat_in_view
    d = page.bar.decision
    if isinstance(d, PickNumber):
        return d.lo + rng.randbelow(d.hi - d.lo + 1)
    for _ in range(50):
        a = s.game.sample_answer(s.state, seat, rng)
        if s.game.check(s.state, seat, a) is None:
            return a
    return a


def check_table(page) -> None:
    """Every object of the view is on the table where the layout puts it."""
    s = page.session
    v = s.game.view(s.state, page.seat_in_view)
    ids = set(page.scene.object_ids())
    assert {f"slot:{sl}" for sl in v["tech"]} <= ids
    assert {f"area:{a}" for a in v["areas"]} <= ids
    assert {f"mat:{p['seat']}" for p in v["players"]} <= ids
    assert {f"track:{p['seat']}:{t}" for p in v["players"] for t in ("food", "ore",
                                                                        "automation")} <= ids
    assert {a["id"] for a in v["achievements"]} <= ids
    assert {f"guild:{g['id']}" for g in v["guilds"]} <= ids
    assert {f"space:{sp}" for row in v["basic"] for sp in row["spaces"]} <= ids
    for sl, t in v["tech"].items():
        assert {f"space:{sp}" for sp, _a in t["spaces"]} <= ids
        item = page.scene.item(f"slot:{sl}")
        if t["card"]:
            assert item.spec.title == _tr(t["name"])
            assert bool(item.spec.badge) == bool(t["standin"]), sl
            assert len(item.spec.markers) == len(t["researchers"])
        elif t["event_face_down"]:
            assert item.spec.title == "Event (face down)"
    for sid, who in v["occupied"].items():
        sp = page.scene.item(f"space:{sid}")
        if sp is not None:
            assert sp.spec.pawn == PLAYER_COLORS[who]
    for p in v["players"]:
        for c in (*p["colonies"], *p["events"], *p["private"]):
            assert c in ids, c
    # the legal action spaces glow
    for sid in v["legal_spaces"]:
        assert page.scene.item(f"space:{sid}").target, sid


def test_three_players_click_a_game_to_the_score_sheet(window, bts):
    page = start(window, bts, bts.options(seats=3))
    rng = Rng.from_seed(7)
    s = page.session
    check_table(page)
    n = 0
    while s.outcome() is None and n < 3000:
        if page.curtain.is_down():
            page.curtain.lift()
        assert page.bar.decision is not None
        click_answer(page, pick(page, rng))
        n += 1
        if n % 60 == 0:
            check_table(page)
    outcome = s.outcome()
    assert outcome is not None
    assert page.bottom.currentWidget() is page.end
    end = page.end
    sheet = [line.label.english() for line in outcome.sheet]
    # every scoring line of the engine, then the total
    assert sheet[:4] == ["Level I technologies", "Level II technologies",
                         "Level III technologies", "Level IIII technologies"]
    assert sheet[-1] == "Victory points" and len(sheet) == end.sheet.rowCount()
    last = end.sheet.rowCount() - 1
    assert [end.cell(last, c) for c in range(3)] == [str(v) for v in outcome.scores]
    # the stand-ins in play are named on the score sheet
    assert "stand-in" in end.note.text().lower()


def test_layout_renders_every_view_key(window, bts, tmp_path):
    page = start(window, bts, bts.options(seats=3), seed=5)
    rng = Rng.from_seed(1)
    for _ in range(120):
        if page.curtain.is_down():
            page.curtain.lift()
        click_answer(page, pick(page, rng))
    check_table(page)
    page.scene.fit(1900, 860)  # the table's share of a 1920x1080 window
    img = render_scene(page.scene)
    assert img.save(str(tmp_path / "bts.png"))
    assert img.width() >= 1800 or img.height() >= 820
    scene = page.scene
    # the tree: level IIII above III above II above I above the Basic Spacefaring rows
    ys = [scene.item(f"slot:{sl}").pos().y() for sl in ("IV0", "III0", "II0", "I0")]
    assert ys == sorted(ys)
    assert scene.item("space:bs.grow:0:0").pos().y() > ys[-1]
    # nothing lies outside the table
    r = scene.sceneRect()
    for oid in scene.object_ids():
        it = scene.item(oid)
        w, h = it.size_px()
        assert it.pos().x() >= -1 and it.pos().y() >= -1, oid
        assert it.pos().x() + w <= r.width() + 2 and it.pos().y() + h <= r.height() + 2, oid
    # the map's routes are the view's adjacency
    v = page.session.game.view(page.session.state, None)
    routes = {tuple(sorted((a, b))) for a, i in v["areas"].items() for b in i["adjacent"]}
    assert len(scene.item("map").spec.links) == len(routes)


def test_stand_in_badges_and_learning_tooltips(window, bts, settings):
    settings.learning = True
    page = start(window, bts, bts.options(seats=3), seed=2)
    v = page.session.game.view(page.session.state, 0)
    scene = page.scene
    standins = 0
    for oid in scene.object_ids():
        spec = scene.item(oid).spec
        badge = getattr(spec, "badge", None)
        if badge:
            standins += 1
            assert badge == "STAND-IN"
            assert "Stand-in card" in scene.item(oid).toolTip()
    assert standins >= 1
    for a in v["achievements"]:
        assert bool(scene.item(a["id"]).spec.badge) == bool(a["standin"])
    for area, info in v["areas"].items():
        if info["system"]:
            assert bool(scene.item(f"area:{area}").spec.badge) == bool(
                v["cards"][info["system"]]["standin"])
    # learning mode: the rule's summary in the tooltip
    from html import escape

    from desktop.engine import rules

    tip = scene.item("slot:I0").toolTip()
    assert escape(rules.lookup(scene.item("slot:I0").spec.rule).summary) in tip
    for oid in scene.object_ids():
        rule = scene.item(oid).spec.rule
        if rule:
            rules.lookup(rule)


def test_first_decision_glows_the_legal_spaces(window, bts):
    page = start(window, bts, bts.options(seats=2), names=NAMES[:2])
    d = page.bar.decision
    assert isinstance(d, PickOne)
    v = page.session.game.view(page.session.state, page.seat_in_view)
    assert v["legal_spaces"]
    for sid in v["legal_spaces"]:
        assert page.scene.item(f"space:{sid}").target
    # a click on a glowing space selects that option
    sid = v["legal_spaces"][0]
    page.scene.item_clicked.emit(f"space:{sid}")
    assert page.bar.buttons[sid].isChecked()


def test_layout_takes_random_states(bts):
    """The layout builds a table with unique ids from every state of random games."""
    from desktop.engine.bots import RandomBot

    for k, options in enumerate(bts.conformance_options()):
        state = bts.new(options, 40 + k)
        bot = RandomBot(k)
        names = [f"P{i}" for i in range(options.seats)]
        for step in range(bts.max_answers):
            seats = bts.to_act(state)
            if not seats:
                break
            if step % 7 == 0:
                d = bts.decision(state, seats[0])
                for seat in (None, seats[0]):
                    view = bts.view(state, seat)
                    spec = layout_module.layout(view, seat, LayoutContext(
                        "bts", names, _tr, set(), [], d if seat is not None else None))
                    ids = spec.item_ids()
                    assert len(ids) == len(set(ids))
                    assert spec.focus <= set(ids)
            bts.apply(state, seats[0], bot.choose(bts, state, seats[0]))
        assert bts.outcome(state) is not None


def test_a_pack_replaces_its_stand_ins_in_a_played_game(window, bts):
    from desktop.games.bts import packs

    replaced = packs.load_pack(PACK)
    page = start(window, bts, bts.options(seats=3, pack=str(PACK)), seed=2)
    s = page.session
    rng = Rng.from_seed(3)
    seen: set[str] = set()
    n = 0
    while s.outcome() is None and n < 3000:
        if page.curtain.is_down():
            page.curtain.lift()
        v = s.game.view(s.state, page.seat_in_view)
        assert v["pack"] is True
        for cid in replaced:
            face = v["cards"].get(cid)
            if face is not None:
                assert _tr(face["name"]) == replaced[cid]["name"]
                assert face["standin"] is False
                item = page.scene.item(cid) or next(
                    (page.scene.item(f"slot:{sl}") for sl, t in v["tech"].items()
                     if t["card"] == cid), None) or next(
                    (page.scene.item(f"area:{a}") for a, i in v["areas"].items()
                     if i["system"] == cid), None)
                if item is not None:
                    assert not item.spec.badge, cid
                    seen.add(cid)
        click_answer(page, pick(page, rng))
        n += 1
    assert s.outcome() is not None
    # at this seed the pack's achievement is dealt, and its technology and event come up as
    # the game goes (its system is checked on the map below)
    assert {"ab.s02", "t2.s01", "e2.s01"} <= seen
    assert "Test Scholar" in {page.scene.item(a).spec.title for a in s.state.achievements}
    # the score sheet names the stand-ins in play, never a card of the pack
    note = page.end.note.text()
    assert all(c["name"] not in note for c in replaced.values())


def test_new_game_dialog_offers_bts_with_the_pack_picker(qtbot, tmp_path):
    from desktop.games.bts import packs
    from desktop.ui.card_packs import CardPackPicker
    from desktop.ui.new_game import NewGameDialog

    d = packs.packs_dir()
    d.mkdir(parents=True)
    (d / "good.yaml").write_text(PACK.read_text(encoding="utf-8"), encoding="utf-8")
    (d / "broken.yaml").write_text(
        "game: bts\ncards:\n  - id: t2.s01\n    name: Bad\n    level: 3\n    types: [alien]\n",
        encoding="utf-8")
    dlg = NewGameDialog("bts")
    qtbot.addWidget(dlg)
    assert dlg.seats.minimum() == 2 and dlg.seats.maximum() == 4
    ach = dlg.option_widgets["achievements"]
    assert [ach.itemData(i) for i in range(ach.count())] == ["random", "first_game"]
    assert "First game" in ach.itemText(1)
    picker = dlg.option_widgets["pack"]
    assert isinstance(picker, CardPackPicker)
    names = [picker.combo.itemData(i) for i in range(picker.combo.count())]
    assert names == ["", "broken", "good"]
    assert "stand-in" in picker.note.text()
    ok = dlg.buttons.button(dlg.buttons.StandardButton.Ok)
    assert ok.isEnabled()
    picker.set_value("broken")
    picker._changed()
    assert not ok.isEnabled()
    text = picker.errors.text()
    assert "broken.yaml" in text and "t2.s01" in text and "field types" in text
    assert not picker.errors.isHidden()
    picker.set_value("good")
    picker._changed()
    assert ok.isEnabled() and picker.errors.isHidden()
    dlg.seats.setValue(3)
    ach.setCurrentIndex(1)
    o = dlg.options()
    assert (o.seats, o.achievements, o.pack) == (3, "first_game", "good")


def test_card_faces_fit_in_english(bts):
    bad = layout_module.cards_that_do_not_fit(_tr)
    assert bad == []


def test_a_pack_system_on_the_map_has_no_badge(window, bts):
    page = start(window, bts, bts.options(seats=2, pack=str(PACK)), names=NAMES[:2], seed=1)
    s = page.session.state
    # the pack's system replaces the one revealed on system space A1 (a stand-in before)
    old = s.systems["A1"]
    s.system_decks["A"].remove("sa.s03") if "sa.s03" in s.system_decks["A"] else None
    s.systems["A1"] = "sa.s03"
    if old != "sa.s03":
        s.system_decks["A"].append(old)
    page.refresh(animate=False)
    area = page.scene.item("area:A1").spec
    assert area.subtitle == "Test Star" and not area.badge
    assert "Strength 2 · 4 VP" in area.tooltip
