"""Race for the Galaxy through the shell: games clicked through the decision bar and the table to
the score sheet (2 seats, 4 people hot-seat, solo against the robot, the 3-seat draft); the
curtain keeps every hand to its owner; the table renders, and every card's texts fit."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from desktop.engine import registry, saves
from desktop.engine.protocol import PickNumber, PickOne
from desktop.engine.rng import Rng
from desktop.engine.session import Player, Session
from desktop.games.rftg.rules import DESIGN
from tests.ui.conftest import click_answer, scene_texts, render_scene

NAMES = ("Ana", "Bo", "Cy", "Di", "Eve")


@pytest.fixture
def rftg():
    return registry.get("rftg")


@pytest.fixture
def layout_mod():
    from desktop.ui.games import rftg as mod

    return mod


def start(window, game, seats, seed=2026, kinds=None, **opts):
    kinds = kinds or ("human",) * seats
    session = Session(game, game.options(seats=seats, **opts), seed,
                      [Player(n, k) for n, k in zip(NAMES, kinds)])
    window.start_session(session)
    return window.table


def leaks(page, seat) -> list[str]:
    """What the scene shows that ``seat`` (None: behind the curtain) must not see: object ids
    of hidden cards, and the titles of cards in other seats' hands (unless a visible copy of
    the same design explains the title)."""
    s = page.session
    game, st = s.game, s.state
    secret = game.secrets(st, seat)
    shown = set(page.scene.object_ids())
    out = sorted(shown & secret)
    visible_titles = {it.spec.title for oid in shown if oid.startswith("card:")
                      for it in [page.scene.item(oid)] if getattr(it.spec, "face_up", True)}
    text = scene_texts(page.scene)
    for title in sorted(visible_titles, key=len, reverse=True):  # "Bio-Hazard Mining World"
        text = text.replace(title, "")                            # is not "Mining World"
    for i, sv in enumerate(st.seats):
        if i == seat:
            continue
        for c in sv.hand + sv.explore:
            title = DESIGN[c].name
            if title not in visible_titles and title in text:
                out.append(f"{title} (hand of seat {i})")
    return out


def others_private_log(page, seat) -> list:
    shown = page.log_panel.shown_events()
    return [e for e in shown if e.private_to is not None and e.private_to != seat]


def play(page, rng, max_answers=5000, check_secrets=True) -> dict:
    """Answer every pending human decision through the bar until the game ends."""
    s = page.session
    stats = {"answers": 0, "curtains": 0, "seats": set()}
    while s.outcome() is None and stats["answers"] < max_answers:
        if page.curtain.is_down():
            seat = page.curtain.seat
            stats["curtains"] += 1
            if check_secrets:
                assert not leaks(page, None), "behind the curtain"
                assert not others_private_log(page, None)
            page.curtain.button.click()
            assert page.seat_in_view == seat
        if page.pending_human() is None:
            page.run_bots_now()
            continue
        seat = page.seat_in_view
        assert seat is not None and page.bar.decision is not None
        if check_secrets:
            assert not leaks(page, seat), f"seat {seat}"
            assert not others_private_log(page, seat)
        stats["seats"].add(seat)
        # every object the decision's options concern is on the table, to glow and be clicked
        targets = page.bar.targets()
        assert not [t for t in targets if page.scene.item(t) is None]
        click_answer(page, s.game.sample_answer(s.state, seat, rng))
        stats["answers"] += 1
    return stats


def check_score_sheet(page, names) -> None:
    s = page.session
    outcome = s.outcome()
    assert outcome is not None
    assert page.bottom.currentWidget() is page.end
    end = page.end
    labels = [end.sheet.verticalHeaderItem(r).text() for r in range(end.sheet.rowCount())]
    for line in outcome.sheet:
        assert line.label.english() in labels
    assert labels.count("Total") == 1  # the model's Total line, not a second one of ours
    total = labels.index("Total")
    assert [end.cell(total, c) for c in range(len(names))] == \
        [str(v) for v in outcome.scores[:len(names)]]
    assert end.sheet.item(total, 0).font().bold()
    winners = [names[w] for w in outcome.winners if w < len(names)]
    assert all(w in end.winners.text() for w in winners)
    assert end.again.text() == "Play again with the same seed"


def test_two_seats_clicked_through_to_the_score_sheet(window, rftg, qtbot):
    page = start(window, rftg, 2, seed=31)
    stats = play(page, Rng.from_seed(5))
    s = page.session
    # every answer through the bar, and the lone Passes the table gave (the default setting)
    forced = sum(item.forced for item in s.log)
    assert forced and stats["answers"] + forced == len(s.log) and stats["seats"] == {0, 1}
    labels = [r.label.english() for r in s.outcome().sheet]
    assert labels[:4] == ["VP chips", "Card VP", "6-cost developments", "Goals"]
    check_score_sheet(page, NAMES[:2])
    sf = saves.read_save_file(saves.path_for(s))
    assert sf.finished and len(sf.log) == len(s.log)
    # the same seed again: a new session with the same first deal
    first_hand = s.game.view(Session(s.game, s.options, s.seed, s.players).state, 0)
    page.end.again.click()
    assert page.session is not s and page.session.outcome() is None
    if page.curtain.is_down():
        page.curtain.button.click()
    assert page.session.game.view(page.session.state, 0)["seats"][0]["hand"] == \
        first_hand["seats"][0]["hand"]


def test_four_people_hot_seat_the_curtain_keeps_every_hand(window, rftg, qtbot):
    page = start(window, rftg, 4, seed=12)
    assert page.curtain.is_down()  # the opening discard is private: the curtain comes first
    s = page.session
    page.session.autosave = None  # saving is the 2-seat test's business; this one is long
    kept = {oid: page.scene.item(oid) for oid in
            [f"card:{w}" for w in s.state.start_worlds] + ["goal:" + s.state.goals[0]]}
    assert all(kept.values())
    stats = play(page, Rng.from_seed(8))
    assert stats["seats"] == {0, 1, 2, 3}
    # the curtain fell between seats all game long
    assert stats["curtains"] > stats["answers"] // 3
    # the table was updated in place, not rebuilt: the goals and the start worlds are the
    # items of the first deal, moved between the large and the compact seat areas
    assert all(page.scene.item(oid) is it for oid, it in kept.items())
    check_score_sheet(page, NAMES[:4])


def test_solo_against_the_robot_to_the_score_sheet(window, rftg, qtbot):
    page = start(window, rftg, 1, seed=4, difficulty="hard")
    assert not page.curtain.is_down()
    scene = page.scene
    # the robot's mat: nine spaces, robot=, the tracks, markers, pile, score
    for oid in [f"space:{i}" for i in range(9)] + ["robot", "robot:eq", "robot:credit",
                                                    "robot:economy", "robot:markers",
                                                    "robot:pile", "robot:vp"]:
        assert scene.item(oid) is not None, oid
    rolled = False
    rng = Rng.from_seed(2)
    s = page.session
    while s.outcome() is None:
        click_answer(page, s.game.sample_answer(s.state, 0, rng))
        robot = s.game.view(s.state, 0)["robot"]
        for d in robot["dice"]:
            rolled = True
            item = scene.item(d["id"])
            assert item is not None and item.spec.rolled == d["rolled"]
            if d["space"] is not None:  # a placed die lies on its space
                space = scene.item(d["space"])
                assert space.sceneBoundingRect().intersects(item.sceneBoundingRect())
        assert scene.item("robot:credit").spec.markers[0].value == robot["credit"]["value"]
        assert scene.item("robot:economy").spec.markers[0].value == robot["economy"]["value"]
        assert scene.item("robot:pile").spec.badge == str(robot["pile"]["count"])
        assert not leaks(page, 0)
    assert rolled
    # every robot step is in the log
    texts = page.log_panel.texts()
    assert any("The robot rolls" in t for t in texts)
    outcome = s.outcome()
    end = page.end
    assert page.bottom.currentWidget() is end
    # the sheet has the player's column and the robot's
    assert end.sheet.columnCount() == 2
    assert end.sheet.horizontalHeaderItem(1).text() == "Robot (hard)"
    labels = [end.sheet.verticalHeaderItem(r).text() for r in range(end.sheet.rowCount())]
    total = labels.index("Total")
    assert [end.cell(total, c) for c in (0, 1)] == [str(v) for v in outcome.scores]
    winner = ["Ana", "Robot (hard)"][outcome.winners[0]]
    assert winner in end.winners.text()
    assert end.note.text()  # the robot's score in words


def test_three_seat_draft_pack_picks_and_direction(window, rftg, qtbot):
    page = start(window, rftg, 3, seed=6, draft=True)
    s = page.session
    s.autosave = None  # saving is the 2-seat test's business; this one is long
    if page.curtain.is_down():
        page.curtain.button.click()
    seat = page.seat_in_view
    view = s.game.view(s.state, seat)
    pack = view["draft"]["pack"]
    # the pack in front of the seat in view glows; the direction names the next seat
    assert all(page.scene.item(c).target for c in pack)
    title = page.scene.item("zone:explore").spec.text
    nxt = (seat + (1 if view["draft"]["direction"] == "left" else -1)) % 3
    assert NAMES[nxt] in title and str(len(pack)) in title
    assert page.scene.item("zone:starts") is not None
    stats = play(page, Rng.from_seed(3))
    assert stats["seats"] == {0, 1, 2}
    check_score_sheet(page, NAMES[:3])


def test_decision_targets_show_costs_and_military(window, rftg, qtbot, layout_mod):
    """Develop and settle options put the cost after discounts (and military against defence)
    on the cards they target, from the options' data (no label is read)."""
    page = start(window, rftg, 2, seed=31)
    s = page.session
    rng = Rng.from_seed(5)
    seen = set()
    for _ in range(400):
        if s.outcome() is not None or len(seen) == 2:
            break
        if page.curtain.is_down():
            page.curtain.button.click()
        d = page.bar.decision
        for o in getattr(d, "options", ()):
            data = o.data or {}
            if "cost" in data and data.get("mode") in (None, "pay"):
                badge = page.scene.item(o.targets[0]).spec.badge
                assert (f"pay {data['cost']}" if data["cost"] else "free") in badge
                seen.add("pay")
            if data.get("mode") == "war":
                badge = page.scene.item(o.targets[0]).spec.badge
                assert f"⚔ {data['military']}/{data['defence']}" in badge
                seen.add("war")
        click_answer(page, s.game.sample_answer(s.state, page.seat_in_view, rng))
    assert "pay" in seen


def test_table_png_and_every_card_fits(window, rftg, qtbot, tmp_path, layout_mod):
    page = start(window, rftg, 4, seed=3)
    if page.curtain.is_down():
        page.curtain.button.click()
    s = page.session
    scene = page.scene
    seat = page.seat_in_view
    view = s.game.view(s.state, seat)
    for oid in [g["id"] for g in view["goals"]] + [f"seat:{i}" for i in range(4)] + \
            [c["id"] for sv in view["seats"] for c in sv["tableau"]] + view["seats"][seat]["hand"]:
        assert scene.item(oid) is not None, oid
    hand = view["seats"][seat]["hand"]
    assert all(scene.item(c).target for c in hand)  # the opening discard: hand cards glow
    r = scene.sceneRect()
    img = render_scene(scene)
    assert img.save(str(tmp_path / "rftg.png"))
    u = scene.unit
    assert img.pixelColor(2, int(r.height()) - 2) == QColor("#1d4f33")
    # the frame band of a hand card has its type's colour
    card = scene.item(hand[0])
    band = card.pos() + QPointF(0.5 * u, 0.12 * u)
    assert img.pixelColor(band.toPoint()) == QColor(card.spec.frame) or card.spec.windfall
    # every design, at the standard card size: title, kind line and power lines fit; the
    # enlarged card's full text fits too
    from desktop.ui.i18n import tr_msg
    from desktop.ui.games import LayoutContext

    ctx = LayoutContext("rftg", list(NAMES[:4]), tr_msg)
    bad = []
    first_instance = {}
    for i, d in enumerate(DESIGN):
        first_instance.setdefault(d.index, i)
    for design, i in first_instance.items():
        spec = layout_mod.card_spec(f"card:{i}", ctx)
        fits = layout_mod.card_fits(spec, layout_mod.STANDARD_UNIT)
        if not all(fits.values()) or not layout_mod.full_fits(spec, layout_mod.STANDARD_UNIT):
            bad.append((spec.title, fits))
    assert not bad
    assert len(first_instance) == len({d.index for d in DESIGN})
    # the check can fail: a title far too long for the card does not fit
    from dataclasses import replace

    long = replace(layout_mod.card_spec("card:0", ctx), title="Interstellar " * 8)
    assert not layout_mod.card_fits(long, layout_mod.STANDARD_UNIT)["title"]


def test_new_game_dialog_reads_the_race_options(qtbot):
    from PySide6.QtWidgets import QDialogButtonBox

    from desktop.ui.new_game import NewGameDialog

    dlg = NewGameDialog("rftg")
    qtbot.addWidget(dlg)
    ok = dlg.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert (dlg.seats.minimum(), dlg.seats.maximum(), dlg.seats.value()) == (1, 5, 2)
    labels = {k: v.text() for k, v in dlg._option_labels.items()}
    assert labels == {"advanced": "Two-player advanced game (two actions each)",
                      "goals": "Goals (The Gathering Storm)",
                      "difficulty": "Solitaire robot difficulty",
                      "draft": "Drafting variant (2-3 players)"}
    combo = dlg.option_widgets["difficulty"]
    assert [combo.itemData(i) for i in range(combo.count())] == [None, "easy", "medium", "hard"]
    assert combo.itemText(0) == "(none)" and combo.currentData() is None
    assert ok.isEnabled() and dlg.problem.isHidden()
    # solitaire: the robot needs a difficulty; goals left on are the model's to drop
    dlg.seats.setValue(1)  # a robot difficulty by default (issue #14)
    assert ok.isEnabled() and combo.currentData() == "medium"
    combo.setCurrentIndex(3)
    assert ok.isEnabled()
    o = dlg.options()
    assert (o.seats, o.difficulty, o.goals, o.advanced) == (1, "hard", False, True)
    # the draft is for 2-3 seats
    combo.setCurrentIndex(0)
    dlg.seats.setValue(4)
    dlg.option_widgets["draft"].setChecked(True)
    assert not ok.isEnabled() and "2-3" in dlg.problem.text()
    dlg.seats.setValue(3)
    assert ok.isEnabled() and dlg.options().draft
    # the advanced game is for 2
    dlg.option_widgets["draft"].setChecked(False)
    dlg.option_widgets["advanced"].setChecked(True)
    assert not ok.isEnabled()
    dlg.seats.setValue(2)
    assert ok.isEnabled() and dlg.options().advanced


def test_learning_mode_rule_tips_and_hover_enlarges(window, rftg, qtbot, settings):
    """Every rule a table item cites exists; in learning mode a card's tooltip is its rule;
    hovering a card shows it large, on the table, with the model's full power texts."""
    from desktop.engine import rules
    from desktop.ui.learning import rule_summary

    page = start(window, rftg, 1, seed=8, difficulty="easy")
    s = page.session
    rng = Rng.from_seed(1)
    for _ in range(12):  # into the game: dice rolled, cards placed
        click_answer(page, s.game.sample_answer(s.state, 0, rng))
    cited = {it.spec.rule for oid in page.scene.object_ids()
             for it in [page.scene.item(oid)] if getattr(it.spec, "rule", None)}
    assert {"rftg.robot.rows"} <= cited
    # issue 14: a phase tile explains its own phase (its rule's summary), with no rule id
    for p, rid in (("settle", "rftg.settle.place"), ("develop", "rftg.develop.place")):
        tile = page.scene.item(f"phase:{p}")
        assert rule_summary(rid)[0] in tile.toolTip() and "rftg." not in tile.toolTip()
    for rid in cited:
        rules.lookup(rid)  # raises for an unknown rule
    world = page.scene.item(f"card:{s.state.seats[0].tableau[0]}")
    assert world.toolTip() == ""
    settings.learning = True
    page.set_learning(True)
    assert rule_summary(world.spec.rule)[0] in world.toolTip()
    # hover: the card grows to the hover width and stays inside the table
    from PySide6.QtWidgets import QGraphicsSceneHoverEvent

    world.hoverEnterEvent(QGraphicsSceneHoverEvent())
    from PySide6.QtCore import QRectF

    r = world.mapRectToScene(QRectF(0, 0, *world.size_px()))  # the card, without its glow
    assert r.width() >= 2.4 * page.scene.unit
    assert page.scene.sceneRect().adjusted(-2, -2, 2, 2).contains(r)
    design = world.spec.design
    from desktop.ui.games import rftg as mod

    full = [t for _n, t in world.spec.full]
    powers = s.game.card_powers(mod.DESIGNS[design].id)
    assert [m.english() for _p, m in powers] == full[:len(powers)]
    world.hoverLeaveEvent(QGraphicsSceneHoverEvent())
    assert world.scale() == 1.0
