"""Nucleum: Court of Progress through the shell: a solo court against Baron von Automat and a
3-player court clicked through three King's Days and final scoring to the score sheet; the
board shows the Parties, Leaders, neutrals and the King where the model has them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from desktop.engine import registry, saves
from desktop.engine.protocol import PickNumber
from desktop.engine.session import Player, Session
from desktop.games.nucleum.data import PARTIES
from desktop.games.nucleum.state import NEUTRAL
from desktop.ui.games import PLAYER_COLORS
from desktop.ui.games import nucleum as layout_module
from desktop.ui.table.items import CardItem, PanelItem, TokenItem
from tests.ui.conftest import click_answer, scene_texts, render_scene

NAMES = ("Ana", "Bo", "Cy")


@pytest.fixture
def nucleum():
    return registry.get("nucleum")


def start(window, game, options, names, seed=11):
    session = Session(game, options, seed, [Player(n) for n in names])
    window.start_session(session)
    return window.table


def choose(game, state, seat, step) -> object:
    """A table's answers that reach King's Days: Court actions, turns passed, a King's Day
    every few declarations, three of them, then the end conditions and final scoring."""
    d = game.decision(state, seat)
    ids = [o.id for o in getattr(d, "options", ())]
    st = game.step_name(state)
    if st == "main":
        if state.kings_days >= 3:
            if "final" in ids:
                return "final"
            return next(o for o in ids if o.startswith("end:"))
        if step % 7 == 6 and "kings_day" in ids:
            return "kings_day"
        if state.baron and step % 3 == 0:
            return "baron"
        if step % 2 == 0 and "court" in ids:
            return "court"
        return "next" if "next" in ids else ids[0]
    if st == "court_source":
        return "worker"
    if st == "court_party":
        return PARTIES[(step * 3 + seat) % 4]
    if st == "ask":
        return min(d.hi, 1 + step % 4)
    if st == "baron_supply":
        return "yes" if "yes" in ids else ids[0]
    return ids[0]


def scene_rect(page, oid) -> QRectF:
    item = page.scene.item(oid)
    assert item is not None, oid
    w, h = item.size_px()
    return QRectF(item.pos(), QPointF(item.pos().x() + w, item.pos().y() + h))


def inside(page, oid, container) -> bool:
    return scene_rect(page, container).contains(scene_rect(page, oid).center())


def side_color(state, side) -> str:
    if side == NEUTRAL:
        return layout_module.NEUTRAL_COLOR
    if state.baron and side == state.seats:
        return layout_module.BARON_COLOR
    return PLAYER_COLORS[side]


def check_board(page) -> None:
    """Every Party row shows the model's neutrals, Politicians, Leader and the King."""
    s = page.session.state
    scene = page.scene
    for p, pid in enumerate(PARTIES):
        row = f"party.{pid}"
        for token, q in s.neutrals.items():
            nid = f"neutral.{token}"
            if q == p:
                assert inside(page, nid, row), nid
                assert scene.item(nid).spec.label == ("↗" if token == "arrow" else token)
            elif q < 0:
                assert scene.item(nid) is None, f"{nid} left the game but is on the table"
        for side in range(s.sides):
            key = "baron" if s.baron and side == s.seats else f"seat.{side}"
            pols = [o for o in scene.object_ids() if o.startswith(f"pol.{pid}.{key}.")]
            assert len(pols) == s.pols[p][side], (pid, key)
            assert all(inside(page, o, row) for o in pols)
            assert all(scene.item(o).spec.color == side_color(s, side) for o in pols)
        leader = scene.item(f"leader.{pid}")
        assert inside(page, f"leader.{pid}", row)
        holder = s.leader[p]
        if holder is None:
            assert leader.spec.color == layout_module.EMPTY_COLOR
        else:
            assert leader.spec.color == side_color(s, holder)
            if holder == NEUTRAL:
                token = s.leader_neutral[p]
                assert leader.spec.label == ("↗" if token == "arrow" else token)
        agenda = scene.item(f"agenda.{pid}")
        assert inside(page, f"agenda.{pid}", row)
        assert agenda.spec.lines and agenda.spec.lines[0]  # the face's generated text
    assert inside(page, "king", f"party.{PARTIES[s.king]}")
    # each player's tally: court VP and contracts C64-C67 lit when met
    view = page.session.game.view(s, None)
    for pl in view["players"]:
        tally = scene.item(pl["id"])
        assert isinstance(tally, PanelItem)
        assert str(pl["vp"]) in tally.spec.lines[0]
        for cid in ("c64", "c65", "c66", "c67"):
            lit = scene.item(f"{cid}.{pl['id']}").spec.color != layout_module.OFF_COLOR
            assert lit == (cid in pl["contracts_met"]), (pl["id"], cid)


def check_scoring_panel(page) -> int:
    """The scoring panel has one line per score of the last scoring, in order, with the
    running total of that side; returns how many."""
    events = page.session.events()
    start = max(i for i, e in enumerate(events) if e.rule and e.rule.id in (
        "nucleum.kingsday.trigger", "nucleum.final.agendas"))
    scores = [e for e in events[start + 1:] if e.rule and e.rule.id in (
        "nucleum.kingsday.leaders", "nucleum.kingsday.dominant", "nucleum.baron.scoring",
        "nucleum.baron.harder_scoring")]
    lines = page.scene.item("scoring").spec.lines
    # then (issue #14) what everyone would score if King's Day came now
    k = next(i for i, line in enumerate(lines) if line.startswith("Court VP now:"))
    rest = lines[k + 1:]
    assert not rest or (rest[0] == "If King's Day came now:"
                        and all(line.startswith("▸ ") for line in rest[1:]))
    lines = lines[:k + 1]
    totals: dict = {}
    for e, line in zip(scores, lines):
        totals[e.seat] = totals.get(e.seat, 0) + e.msg.args["vp"]
        name = "Baron von Automat" if e.seat is None else page.session.players[e.seat].name
        assert line.startswith(name) and line.endswith(
            f"+{e.msg.args['vp']} VP (total {totals[e.seat]})"), line
    assert len(lines) == max(1, len(scores)) + 1
    return len(scores)


def play(page, max_answers=400, check_every=5, on_ask=None, on_kings_day=None) -> int:
    s = page.session
    game = s.game
    n = 0
    kd_before = 0
    while s.outcome() is None and n < max_answers:
        assert not page.curtain.is_down()  # the court is public: no curtain
        seat = page.seat_in_view
        assert seat is not None and page.bar.decision is not None
        if game.step_name(s.state) == "ask" and on_ask is not None:
            on_ask(page)
        click_answer(page, choose(game, s.state, seat, n))
        n += 1
        if n % check_every == 0 or s.state.kings_days != kd_before:
            check_board(page)
            if s.state.kings_days != kd_before and on_kings_day is not None:
                on_kings_day(page)
            kd_before = s.state.kings_days
    return n


def assert_score_sheet(page, names) -> None:
    s = page.session
    outcome = s.outcome()
    assert outcome is not None and s.state.kings_days == 3
    assert page.bottom.currentWidget() is page.end
    end = page.end
    last = end.sheet.rowCount() - 1
    columns = end.sheet.columnCount()
    assert columns == len(outcome.scores)  # the players, and the Baron in a solo court
    assert [end.cell(last, c) for c in range(columns)] == [str(v) for v in outcome.scores]
    assert end.sheet.verticalHeaderItem(0).text() == outcome.sheet[0].label.english()
    # the app keeps the court's VP only: the winner is decided on the main board
    assert outcome.winners == () and "decided at the table" in end.winners.text()
    assert saves.read_save_file(saves.path_for(s)).finished


def test_three_players_click_through_three_kings_days_to_the_score_sheet(window, nucleum):
    page = start(window, nucleum, nucleum.options(seats=3), NAMES)
    check_board(page)
    asked = []

    def on_ask(page):
        # a figure question: the agenda scored and the asked player's tally glow, and the
        # scoring panel marks the step being asked
        v = page.session.game.view(page.session.state, None)
        pend = v["pending"][0]
        party = next(p for p in v["parties"] if p["agenda"]["face"] == pend["agenda"])
        assert page.scene.item(party["agenda"]["id"]).focus
        assert page.scene.item(f"seat.{pend['seat']}").focus
        assert not page.scene.item("court").focus
        lines = page.scene.item("scoring").spec.lines
        assert sum(line.startswith("▶") for line in lines) == 1
        now = next(line for line in lines if line.startswith("▶"))
        assert NAMES[pend["seat"]] in now and page.bar.number.isVisible()
        asked.append(pend)

    scored = []

    def on_kings_day(page):
        scored.append(check_scoring_panel(page))

    n = play(page, on_ask=on_ask, on_kings_day=on_kings_day)
    scored = [x for x in scored if x]
    assert asked, "no figure was asked"
    assert_score_sheet(page, NAMES)
    # the scoring panel lists the final scoring line by line with running totals
    scoring = page.scene.item("scoring").spec
    assert scoring.title == "Final scoring"
    game, state = page.session.game, page.session.state
    totals = [line for line in scoring.lines if line.startswith("Court VP now:")]
    assert totals and all(f"{NAMES[i]} {game.total_vp(state, i)}" in totals[0] for i in range(3))
    check_scoring_panel(page)
    assert scored, "no King's Day scored anybody"
    assert n == len(page.session.log)


def test_solo_court_against_the_baron_to_the_score_sheet(window, nucleum):
    options = nucleum.options(seats=1, baron=True, baron_neutral_parties=True,
                              baron_harder_scoring=True)
    page = start(window, nucleum, options, ("Ana",))
    check_board(page)
    baron = page.scene.item("baron")
    assert isinstance(baron, PanelItem)
    text = "\n".join(baron.spec.lines)
    # his difficulty modifiers, from the options' setup and the view
    assert "his worker in each neutral-led Party" in text and "6 VP from the 2nd" in text
    assert "none yet" in text
    # the top decision offers the Baron's turn: his panel glows and a click chooses it
    assert baron.target
    play(page)
    assert_score_sheet(page, ("Ana",))
    s = page.session
    text = "\n".join(page.scene.item("baron").spec.lines)
    assert f"Court VP: {s.game.total_vp(s.state, s.state.baron_side)}" in text
    # his last Court decision says which step chose the Party, as the log does
    step = [e for e in s.events() if e.rule and e.rule.id.startswith("nucleum.baron.step")][-1]
    assert step.msg.english() in text
    assert "Baron von Automat" in page.end.note.text()


def test_auction_board_shows_bids_passes_and_order(window, nucleum):
    page = start(window, nucleum, nucleum.options(seats=3, auction=True), NAMES)
    assert page.scene.item("auction").focus
    for answer in ("bid", 2, "pass", "bid", 4):
        click_answer(page, answer)
    lines = page.scene.item("auction").spec.lines
    assert lines[0] == "High bid: 4 VP"
    assert "Ana 2" in lines[1] and "Cy 4" in lines[1] and "Bo —" in lines[1]
    assert any("Passed" in x and "Bo" in x for x in lines)
    click_answer(page, "pass")  # Ana passes: Cy chooses first, then Ana, then Bo
    lines = page.scene.item("auction").spec.lines
    assert any(x == "Choice order: 1. Cy  2. Ana  3. Bo" for x in lines), lines
    assert any(x.startswith("Lost at the end:") and "Cy -4" in x and "Ana -2" in x
               for x in lines), lines


def test_reference_cards_and_rules_for_learning_mode(window, nucleum, settings):
    settings.learning = True
    page = start(window, nucleum, nucleum.options(seats=2), NAMES[:2])
    scene = page.scene
    from desktop.games.nucleum.cards import reference_cards

    for c in reference_cards():
        # issue #14: a compact chip per card; the card's text on hover
        item = scene.item(c["id"])
        assert isinstance(item, PanelItem), c["id"]
        assert item.spec.title == c["short"] and item.spec.rule == c["rule"]
        assert c["text"].english() in item.spec.tooltip
        # learning mode: the rule's summary in the tooltip, never its id (issue #14)
        from html import escape

        from desktop.engine import rules as rulebook_

        assert escape(rulebook_.lookup(c["rule"]).summary) in item.toolTip()
        assert c["rule"] not in item.toolTip()
    # every item of the court carries a rule id that exists
    from desktop.engine import rules

    for oid in scene.object_ids():
        spec = scene.item(oid).spec
        if spec.rule:
            rules.lookup(spec.rule)
    for oid in ("party.cap", "leader.ft", "agenda.com", "king", "court", "seat.0", "c64.seat.0",
                "e8.seat.1", "neutral.arrow"):
        assert scene.item(oid).spec.rule, oid
    assert "Capitalists" in scene_texts(scene)


def test_court_table_renders_to_png(window, nucleum, tmp_path):
    page = start(window, nucleum, nucleum.options(seats=3), NAMES, seed=4)
    for answer in ("court", "worker", "com"):
        click_answer(page, answer)
    check_board(page)
    scene = page.scene
    r = scene.sceneRect()
    img = render_scene(scene)
    assert img.save(str(tmp_path / "nucleum.png"))
    u = scene.unit
    assert img.pixelColor(2, int(r.height()) - 2) == QColor("#1d4f33")  # the felt
    # the four Party rows, top to bottom, in their own colours
    ys = [scene.item(f"party.{pid}").pos().y() for pid in PARTIES]
    assert ys == sorted(ys) and len(set(ys)) == 4
    for pid in PARTIES:
        row = scene.item(f"party.{pid}")
        probe = row.pos() + QPointF(BOARD_PROBE_X * u, 1.1 * u)
        assert img.pixelColor(probe.toPoint()) == QColor(layout_module.PARTY_COLORS[pid][0]), pid
    # Ana's Politician in the Communists is drawn in her colour at its centre
    pol = scene.item("pol.com.seat.0.1")
    assert isinstance(pol, TokenItem)
    w, h = pol.size_px()
    c = pol.pos() + QPointF(w / 2, h / 2)
    assert img.pixelColor(c.toPoint()) == QColor(PLAYER_COLORS[0])
    # the King token is gold and sits in the Dominant Party's row
    king = scene.item("king")
    kw, kh = king.size_px()
    assert img.pixelColor((king.pos() + QPointF(kw * 0.2, kh * 0.5)).toPoint()) == QColor(
        layout_module.KING_COLOR)
    # the table fills the view's width or height; nothing lies outside it
    vp = page.view.viewport().size()
    assert abs(r.width() - vp.width()) < u or abs(r.height() - vp.height()) < u
    for oid in scene.object_ids():
        it = scene.item(oid)
        w, h = it.size_px()
        assert it.pos().x() >= 0 and it.pos().y() >= 0, oid
        assert it.pos().x() + w <= r.width() + 1 and it.pos().y() + h <= r.height() + 1, oid


# a point of a Party row left of its agenda tile and below its Politicians
BOARD_PROBE_X = 7.0


def test_layout_takes_every_state_of_random_courts(nucleum):
    """Random playouts of every option set the model offers: the layout builds a table with
    unique ids for every state, keeps every model object on it, and its panels stay within
    the table."""
    from desktop.engine.bots import RandomBot
    from desktop.engine.protocol import Msg
    from desktop.ui.games import LayoutContext
    from desktop.ui.table.spec import PanelSpec

    def tr(m):
        return m if isinstance(m, str) else (m.english() if isinstance(m, Msg) else m.text)

    for k, options in enumerate(nucleum.conformance_options()):
        state = nucleum.new(options, 100 + k)
        bot = RandomBot(k)
        events = list(nucleum.setup_events(state))
        names = [f"P{i}" for i in range(options.seats)]
        for _ in range(nucleum.max_answers):
            view = nucleum.view(state, None)
            spec = layout_module.layout(view, None, LayoutContext("nucleum", names, tr,
                                                                  set(), events))
            ids = spec.item_ids()
            assert len(ids) == len(set(ids))
            model = {p["id"] for p in view["parties"]} | {"king", "court"}
            model |= {p["leader"]["id"] for p in view["parties"]}
            model |= {p["agenda"]["id"] for p in view["parties"]}
            model |= {x["id"] for p in view["parties"] for x in p["politicians"]}
            model |= {n for p in view["parties"] for n in p["neutrals"]}
            model |= {pl["id"] for pl in view["players"]}
            if options.baron:
                model.add("baron")
            assert model <= set(ids), model - set(ids)
            assert spec.focus <= set(ids)
            for z in spec.zones:
                for it in z.items:
                    if isinstance(it, PanelSpec):
                        assert z.x + it.width <= spec.width + 1e-9
                        assert z.y + it.height <= spec.height + 1e-9
            seats = nucleum.to_act(state)
            if not seats:
                break
            events += nucleum.apply(state, seats[0], bot.choose(nucleum, state, seats[0]))
        assert nucleum.outcome(state) is not None
