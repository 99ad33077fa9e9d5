"""TM:AE through the shell: games clicked to the end through the decision bar (2 seats against
the computer, 4 people at one screen, solo), the hot-seat curtain keeping hands private, the
table rendered to PNG with pixel and geometry checks, and every card design's text fitting
its boxes at the standard card size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from desktop.engine import registry
from desktop.engine import rules as rulebook
from desktop.engine.protocol import PickNumber, PickOne, PickSome
from desktop.engine.rng import Rng
from desktop.engine.session import Player, Session
from tests.games.tmae import helpers as R
from desktop.games.tmae.data import data
from desktop.ui.games import layout_for
from desktop.ui.i18n import tr_msg
from desktop.ui.table.items import CardItem, TrackItem
from tests.ui.conftest import click_answer, scene_texts, render_scene

NAMES = ("Ana", "Bo", "Cy", "Di")


@pytest.fixture
def tmae():
    return registry.get("tmae")


def L():
    from desktop.ui.games import tmae as layout_module

    return layout_module


# -- helpers ----------------------------------------------------------------------------------


def start(window, game, kinds, seed=2026, **options):
    session = Session(game, game.options(seats=len(kinds), **options), seed,
                      [Player(n, k) for n, k in zip(NAMES, kinds)])
    window.start_session(session)
    return window.table


def secret_names(state, seat) -> set[str]:
    """Names of the cards and corporations ``seat`` must not see (other seats' hands, drawn
    cards and corporation offers, and corporations chosen while others still choose);
    ``seat=None``: everybody's."""
    out = set()
    for i, p in enumerate(state.players):
        if i == seat:
            continue
        for c in p.hand + p.drawn + p.corp_offer:
            out.add(data().all[c].name)
        if state.stage == "corp" and p.corp:
            out.add(data().all[p.corp].name)
    return out


PHASE_WORDS = ("Development", "Construction", "Action", "Production", "Research")
#: card name -> the other card names (and phase names) that contain it
SUPERS = {c.name: [o for o in [d.name for d in data().all.values()] + list(PHASE_WORDS)
                   if o != c.name and c.name in o] for c in data().all.values()}


def leaked(page, state, seat, full_text=True) -> list[str]:
    """Secret names found on the table: as a card's title, as an item id, or (``full_text``)
    anywhere in the table's texts more often than the public names containing them explain."""
    scene = page.scene
    hidden = secret_names(state, seat)
    bad = []
    for oid in scene.object_ids():
        it = scene.item(oid)
        if isinstance(it.spec, L().TmCardSpec) and it.spec.title in hidden:
            bad.append(it.spec.title)
    hidden_ids = {f"card:{c}" for i, p in enumerate(state.players) if i != seat for c in p.hand + p.drawn}
    bad += [o for o in scene.object_ids() if o in hidden_ids]
    if full_text:
        text = scene_texts(scene)
        for h in hidden - set(PHASE_WORDS):  # "Research" is also a phase: titles and ids above
            n = text.count(h)
            if n and n > sum(text.count(o) for o in SUPERS[h] if o not in hidden):
                bad.append(h)
    return bad


def play(page, rng, max_answers=5000, on_decision=None, on_curtain=None) -> int:
    s = page.session
    n = 0
    while s.outcome() is None and n < max_answers:
        if page.curtain.is_down():
            if on_curtain is not None:
                on_curtain(page)
            seat = page.curtain.seat
            page.curtain.button.click()
            assert page.seat_in_view == seat
        if page.pending_human() is None:
            page.run_bots_now()
            continue
        seat = page.seat_in_view
        assert seat is not None and page.bar.decision is not None
        if on_decision is not None:
            on_decision(page, seat)
        click_answer(page, s.game.sample_answer(s.state, seat, rng))
        n += 1
    return n


def greedy(game, state, seat, rng):
    """A purposeful chooser (plays cards rather than selling them), to reach full tables."""
    kind, ids, lo, hi = R.options(state, seat)
    if kind == "number":
        return hi
    if kind == "one":
        for pref in ("corp:", "play:", "act:", "sp:", "pay:", "alt:", "target:", "free:", "adv:", "draw"):
            c = [i for i in ids if i.startswith(pref)]
            if c:
                return c[rng.randbelow(len(c))]
    return game.sample_answer(state, seat, rng)


def advance(session, n, rng):
    for _ in range(n):
        if session.outcome() is not None:
            break
        seat = session.to_act()[0]
        session.answer(seat, greedy(session.game, session.state, seat, rng))


render = render_scene


def end_checks(page, s):
    outcome = s.outcome()
    assert outcome is not None
    assert page.bottom.currentWidget() is page.end
    end = page.end
    last = end.sheet.rowCount() - 1
    assert [end.cell(last, c) for c in range(len(s.players))] == [str(v) for v in outcome.scores]
    assert end.sheet.verticalHeaderItem(0).text() == "Terraform rating"


# -- games clicked to the end ----------------------------------------------------------------


def test_two_seats_against_the_computer_to_the_end(window, tmae):
    page = start(window, tmae, ("human", "bot"), seed=11)
    assert not page.curtain.is_down()  # one person: no curtain
    seen_phases = set()
    lit, used_seen = [], []

    def check(page, seat):
        s = page.session
        assert seat == 0
        assert not leaked(page, s.state, 0)
        view = s.game.view(s.state, 0)
        for oid in view["players"][0]["hand"]:  # one's own hand is on the table, face up
            assert page.scene.item(oid).spec.face_up
        # the boards show what the view says
        for i, p in enumerate(view["players"]):
            cells = page.scene.item(f"seat:{i}").spec.cells
            prod = p["production"]
            assert [c[2] for c in cells] == [str(p["mc"]), str(p["heat"]), str(p["plants"]),
                                             f"+{prod['cards']}", str(p["steel"]), str(p["titanium"])]
            assert [c[3] for c in cells[:3]] == [f"+{prod['mc']}", f"+{prod['heat']}", f"+{prod['plants']}"]
            tags = page.scene.item(f"seat:{i}").spec.tags
            assert sum(t[2] for t in tags) == sum(p["tags"].values())
        # blue actions usable now are lit, those used this phase ticked, the others grey
        d = page.bar.decision
        usable = {f"card:{o.id.split(':')[1]}" for o in getattr(d, "options", ()) if o.id.startswith("act:")}
        used = set(view["players"][0]["actions_used"])
        for oid in view["players"][0]["played"]:
            if data().all[int(oid.split(":")[1])].action:
                want = "ready" if oid in usable else "used" if oid in used else "action"
                assert page.scene.item(oid).spec.lamp == want, oid
                lit.append(oid in usable)
                used_seen.append(oid in used)
        if s.state.stage == "phase":
            seen_phases.add(s.state.phase)
            label = page.scene.item("tm:round_label").spec.text
            assert tr_msg(R.PHASE_NAMES[s.state.phase]()) in label

    n = play(page, Rng.from_seed(5), on_decision=check)
    s = page.session
    assert n > 20 and {1, 2, 3} <= seen_phases and True in lit and False in lit
    assert True in used_seen, "an action used this phase shows as used"
    end_checks(page, s)
    # the final table: both boards show their TR
    for i, p in enumerate(s.state.players):
        assert f"TR {p.tr}" in page.scene.item(f"seat:{i}").spec.stats


def test_four_people_hot_seat_curtain_keeps_hands_private(window, tmae):
    page = start(window, tmae, ("human",) * 4, seed=2)
    assert page.curtain.is_down()
    curtains = []
    decisions = []

    def behind_curtain(page):
        s = page.session
        curtains.append(page.curtain.seat)
        # the public view only: no hand on the table, no seat's secrets
        assert page.seat_in_view is None
        assert not any(o.startswith("tm:hand") for o in page.scene.object_ids())
        assert not leaked(page, s.state, None)
        assert not [e for e in page.log_panel.shown_events() if e.private_to is not None]

    def check(page, seat):
        s = page.session
        # every decision: no other seat's card on the table; the full text search after each
        # change of person and on every fifth decision
        full = not decisions or decisions[-1] != seat or len(decisions) % 5 == 0
        decisions.append(seat)
        assert not leaked(page, s.state, seat, full_text=full)
        assert not [e for e in page.log_panel.shown_events()
                    if e.private_to is not None and e.private_to != seat]
        assert page.scene.item(f"seat:{seat}").spec.title == f"{NAMES[seat]} (you)"

    n = play(page, Rng.from_seed(8), on_decision=check, on_curtain=behind_curtain)
    s = page.session
    end_checks(page, s)
    # the curtain fell between seats: every change of person at the screen went through it
    assert set(curtains) == {0, 1, 2, 3}
    changes = sum(1 for a, b in zip(decisions, decisions[1:]) if a != b)
    assert len(curtains) >= changes + 1 and n == len(decisions)
    assert not page.curtain.is_down()


def test_solo_to_the_end_with_the_dummy_hand(window, tmae, settings):
    settings.learning = True
    page = start(window, tmae, ("human",), seed=4, difficulty="novice")
    dummy_seen = []
    unseen_shown = []

    def check(page, seat):
        s = page.session
        scene = page.scene
        assert scene.item("tm:dummy_pile") is not None
        assert "novice" in scene.item("tm:dummy_pile").spec.label
        if 1 <= s.state.round <= R.SOLO_ROUNDS - 5:
            # rounds 1-20: the phases the dummy hand still holds this cycle are on the table
            # (each was revealed when played: public), and none is a choice
            shown = sorted(int(i.rsplit(":", 1)[1]) for i in scene.object_ids()
                           if i.startswith("tm:dummy_unseen:"))
            assert shown == sorted(s.state.dummy)
            assert not any(scene.item(f"tm:dummy_unseen:{n}").target for n in shown)
            unseen_shown.append(len(shown))
        d = page.bar.decision
        # learning mode: the decision and every option explain themselves with a rule
        from html import escape

        from desktop.engine import rules as rulebook_

        assert escape(rulebook_.lookup(d.rule).summary) in page.bar.prompt.toolTip()
        for o in getattr(d, "options", ()):
            tip = page.bar.buttons[o.id].toolTip()
            assert escape(rulebook_.lookup(o.rule or d.rule).summary) in tip and "tmae." not in tip
        if any(o.id.startswith("dummy:") for o in getattr(d, "options", ())):
            # the last five rounds: the dummy's remaining cards are on the table and glow
            for o in d.options:
                assert scene.item(o.targets[0]).target
            dummy_seen.append(s.state.round)

    n = play(page, Rng.from_seed(2), on_decision=check)
    s = page.session
    assert n > 10 and dummy_seen and min(dummy_seen) > R.SOLO_ROUNDS - 5
    assert max(unseen_shown) >= 4 and min(unseen_shown) <= 1  # the cycle empties as it goes
    end_checks(page, s)


# -- the table ----------------------------------------------------------------------------------


def late_page(window, tmae, seats=4, answers=150, seed=7):
    """A table well into the game, with the seat in view holding cards and owing an answer."""
    page = start(window, tmae, ("human",) * seats, seed=seed)
    s = page.session
    rng = Rng.from_seed(3)
    advance(s, answers, rng)
    while not (s.state.stage == "phase" and len(s.state.players[s.to_act()[0]].hand) >= 2):
        advance(s, 1, rng)
    assert s.outcome() is None
    page.refresh(animate=False)
    if page.curtain.is_down():
        page.curtain.button.click()
    window.resize(1600, 1000)
    page.view.refit()
    return page


def test_table_objects_layout_and_png(window, tmae, tmp_path):
    page = late_page(window, tmae)
    s = page.session
    scene = page.scene
    seat = page.seat_in_view
    view = s.game.view(s.state, seat)
    # every table object of the model is on the table
    ids = ["param:temperature", "param:oxygen", "deck", *[f"ocean:{i}" for i in range(9)],
           *[f"sp:{n}" for n in ("forest_plants", "forest_mc", "heat", "temp_mc", "ocean")],
           *[f"seat:{i}" for i in range(4)], *[f"phase:{i}:{n}" for i in range(4) for n in range(1, 6)]]
    for p in view["players"]:
        ids += p["played"] + ([p["corp"]] if p["corp"] else [])
    ids += view["players"][seat]["hand"]
    for oid in ids:
        assert scene.item(oid) is not None, oid
    # the decision's targets glow
    d = page.bar.decision
    for o in d.options:
        for t in o.targets:
            if scene.item(t) is not None:
                assert scene.item(t).target, t
    # played cards are chips grouped green / blue / red, left to right, in each seat's column
    for i, p in enumerate(view["players"]):
        xs = {"green": [], "blue": [], "red": []}
        for oid in p["played"]:
            it = scene.item(oid)
            assert it.spec.compact
            xs[data().all[int(oid.split(":")[1])].kind].append(it.pos().x())
        board = scene.item(f"seat:{i}")
        for kind in xs:
            for x in xs[kind]:
                assert board.pos().x() - 1 <= x < board.pos().x() + board.size_px()[0]
        if xs["green"] and xs["blue"]:
            assert max(xs["green"]) < min(xs["blue"])
        if xs["blue"] and xs["red"]:
            assert max(xs["blue"]) < min(xs["red"])
    # resources on cards are shown on their chips
    for p in view["players"]:
        for oid, n in p["resources_on_cards"].items():
            assert scene.item(oid).spec.res == n
    # geometry: nothing leaves the table, boards do not overlap, the hand is below everything
    rect = scene.sceneRect()
    u = scene.unit
    for oid in scene.object_ids():
        it = scene.item(oid)
        w, h = it.size_px()
        r = QRectF(it.pos(), QPointF(it.pos().x() + w, it.pos().y() + h))
        assert rect.adjusted(-1, -1, 1, 1).contains(r), oid
    boards = [scene.item(f"seat:{i}") for i in range(4)]
    for a, b in zip(boards, boards[1:]):
        assert a.pos().x() + a.size_px()[0] < b.pos().x()
    hand = [scene.item(o) for o in view["players"][seat]["hand"]]
    lowest_played = max(scene.item(o).pos().y() + scene.item(o).size_px()[1]
                        for p in view["players"] for o in p["played"])
    k = L().hand_scale(view["players"][seat], 4, rect.width() / u, 0)  # as large as the width allows
    assert k >= L().HAND_SCALE[4]  # four seats: the hand is drawn larger
    for it in hand:
        assert isinstance(it, CardItem) and it.size_px() == pytest.approx((k * u, 1.4 * k * u))
        assert it.pos().y() > lowest_played
    vp = page.view.viewport().size()
    assert abs(rect.width() - vp.width()) < u or abs(rect.height() - vp.height()) < u
    # the TR track has every seat's marker at its TR
    track = scene.item("tm:trtrack")
    assert isinstance(track, TrackItem)
    assert sorted(m.value for m in track.spec.markers) == sorted(p.tr for p in s.state.players)
    # rendered: felt, the temperature track's bands, a green chip, the seat colour, a hand card
    img = render(scene)
    assert img.save(str(tmp_path / "tmae.png"))
    assert img.pixelColor(2, int(rect.height()) - 2) == QColor("#1d4f33")
    temp = scene.item("param:temperature")
    first = temp.pos() + temp.space_rect(0).center() + QPointF(0, temp.space_rect(0).height() * 0.3)
    assert img.pixelColor(first.toPoint()) in (QColor(L().BAND_COLORS[0]), QColor(L().BAND_COLORS[0]).darker(230))
    green = next(scene.item(o) for p in view["players"] for o in p["played"]
                 if data().all[int(o.split(":")[1])].kind == "green")
    assert img.pixelColor((green.pos() + QPointF(green.size_px()[0] * 0.45, green.size_px()[1] * 0.08)).toPoint()) \
        == QColor(L().FRAMES["green"])
    board = scene.item(f"seat:{seat}")
    stripe = board.pos() + QPointF(0.11 * u, 0.16 * u)
    assert img.pixelColor(stripe.toPoint()) == QColor(page.scene.item(f"seat:{seat}").spec.color)
    card = hand[0]
    frame = data().all[int(card.object_id.split(":")[1])].kind
    cw = card.size_px()[0]
    top = card.pos() + QPointF(0.315 * cw, 0.12 * cw)  # between the cost and the requirement / tags
    assert img.pixelColor(top.toPoint()) == QColor(L().FRAMES[frame])


def test_hover_shows_the_card_at_the_standard_size(window, tmae):
    page = late_page(window, tmae, answers=120)
    scene = page.scene
    view = page.session.game.view(page.session.state, page.seat_in_view)
    chip = scene.item(next(o for p in view["players"] for o in p["played"]))
    assert chip.preview_rect() is not None
    chip.show_preview(True)
    r = chip.mapRectToScene(chip._preview)
    assert r.width() == pytest.approx(L().STD_CARD_PX)
    assert scene.sceneRect().adjusted(-1, -1, 1, 1).contains(r)
    assert chip.zValue() == 10_000
    chip.show_preview(False)
    assert chip._preview is None and chip.zValue() < 10_000


def test_standard_projects_and_phase_cards(window, tmae):
    page = start(window, tmae, ("human", "bot"), seed=5)
    s = page.session
    advance(s, 30, Rng.from_seed(1))
    # walk on to a planning decision of seat 0 in round 2 or later
    rng = Rng.from_seed(2)
    while not (s.state.stage == "plan" and s.state.round >= 2 and 0 in s.to_act()
               and not R.waiting(s.state, 0)):
        seat = s.to_act()[0]
        s.answer(seat, greedy(s.game, s.state, seat, rng))
    page.refresh(animate=False)
    scene = page.scene
    last = s.state.players[0].last_pick
    locked = scene.item(f"phase:0:{last}")
    assert locked.spec.dim and not locked.target  # last round's card is greyed and not offered
    for n in range(1, 6):
        if n != last:
            assert scene.item(f"phase:0:{n}").target
    # the bot's pick is not shown before the reveal
    assert not any(scene.item(f"phase:1:{n}").spec.accent for n in range(1, 6))
    # standard projects: priced items, each glowing when it is an option
    for name in ("forest_plants", "forest_mc", "heat", "temp_mc", "ocean"):
        it = scene.item(f"sp:{name}")
        assert it.spec.label and any(ch.isdigit() for ch in it.spec.label)
    while not (s.state.stage == "phase" and s.state.phase == 3 and s.to_act() == (0,)
               and not R.waiting(s.state, 0) and any(o.startswith("sp:") for o in R.options(s.state, 0)[1])):
        if s.outcome() is not None:
            pytest.skip("no standard project was affordable in this game")
        seat = s.to_act()[0]
        s.answer(seat, greedy(s.game, s.state, seat, rng))
    page.refresh(animate=False)
    sps = [o for o in R.options(s.state, 0)[1] if o.startswith("sp:")]
    for o in sps:
        assert scene.item(o).target
    page.scene.item_clicked.emit(sps[0])
    assert page.bar.chosen() == [sps[0]]


def test_learning_mode_rules_on_the_table(window, tmae, settings):
    settings.learning = True
    page = late_page(window, tmae, seats=2, answers=60)
    scene = page.scene
    scene.refresh_tooltips()
    for oid in scene.object_ids():
        rule = getattr(scene.item(oid).spec, "rule", None)
        if rule:
            rulebook.lookup(rule)  # raises for an unknown rule
    # the rule's summary, never its id (issue #14)
    from html import escape

    for oid, rid in (("sp:ocean", "tmae.sp.ocean"), ("param:temperature", "tmae.req.band")):
        tip = scene.item(oid).toolTip()
        assert escape(rulebook.lookup(rid).summary) in tip and rid not in tip
    # the decision bar explains the decision with its rule
    assert page.bar.prompt.toolTip()


# -- card text fits -----------------------------------------------------------------------------


def check_every_card_design_fits(min_body: float, min_title: float) -> dict:
    """Every design's texts fit their boxes at the standard card size, in the current
    language, no smaller than the given sizes; returns the smallest sizes used."""
    lay = L()
    specs = lay.all_card_specs(tr_msg)
    assert len(specs) == 220
    assert len({s.title for s in specs}) == 220
    smallest = {}
    for s in specs:
        assert s.lines, s.title
        boxes = lay.card_boxes(s, lay.STD_CARD_PX)
        assert {"title", "body"} <= {b[0] for b in boxes}
        for name, rect, text, px, min_px, bold, flags in boxes:
            size, ok = lay.fit_px(text, rect.width(), rect.height(), px, min_px, bold, flags)
            assert ok, (s.title, name, text)
            # check the metrics at that size again, directly
            from PySide6.QtGui import QFontMetricsF

            fm = QFontMetricsF(lay.font(size, bold))
            br = fm.boundingRect(QRectF(0, 0, rect.width(), rect.height()), flags | lay.WRAP, text)
            assert br.width() <= rect.width() + 0.5 and br.height() <= rect.height() + 0.5, (s.title, name)
            # and inside the card
            assert QRectF(0, 0, lay.STD_CARD_PX, lay.STD_CARD_PX * 1.4).contains(rect), (s.title, name)
            smallest[name] = min(smallest.get(name, 99.0), size)
    assert smallest["body"] >= min_body and smallest["title"] >= min_title, smallest
    return smallest


def test_every_card_design_text_fits_at_the_standard_size():
    # readable: body text at least 9 px, titles at least 12 px on a 220 px card
    check_every_card_design_fits(min_body=9.0, min_title=12.0)


def test_card_specs_show_cost_tags_vp_requirement_and_text():
    lay = L()
    by = {s.id: s for s in lay.all_card_specs(tr_msg)}
    d = data().all
    for oid, s in by.items():
        c = d[int(oid.split(":")[1])]
        assert s.frame == lay.FRAMES[c.kind]
        assert len(s.markers) == len(c.tags)
        if c.kind != "corporation":
            assert s.cost == str(c.cost)
        assert s.vp == ("*" if c.vp_per else (str(c.vp) if c.vp else None))
        assert bool(s.req_short) == (c.req is not None)
    # variable VP reads "*" and its rule is in the text; fixed VP is not repeated in the text
    herb = next(s for s in by.values() if s.title == "Herbivores")
    assert herb.vp == "*" and any("per 2" in line for line in herb.lines)
    assert not any(line.endswith(" VP.") and line[0].isdigit() for s in by.values() for line in s.lines)


def test_new_game_dialog_reads_the_tmae_options(qtbot):
    from desktop.ui.new_game import NewGameDialog

    dlg = NewGameDialog("tmae")
    qtbot.addWidget(dlg)
    assert (dlg.seats.minimum(), dlg.seats.maximum()) == (1, 4)
    assert set(dlg.option_widgets) == {"first_game", "difficulty"}
    labels = {k: v.text() for k, v in dlg._option_labels.items()}
    assert labels == {"first_game": "First game (starred cards)", "difficulty": "Solo difficulty"}
    combo = dlg.option_widgets["difficulty"]
    assert [combo.itemText(i) for i in range(combo.count())] == ["novice", "advanced", "expert"]
    assert combo.currentText() == "advanced"
    dlg.seats.setValue(1)
    dlg.option_widgets["first_game"].setChecked(True)
    combo.setCurrentIndex(2)
    o = dlg.options()
    assert (o.seats, o.first_game, o.difficulty) == (1, True, "expert")
    assert dlg.seed.maximum() > 10**9
