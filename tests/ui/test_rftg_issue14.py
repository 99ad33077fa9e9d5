"""Issue 14 on the RftG table: a live VP total for every seat, the explored cards laid out in
the room there is, the robot mat's titles fitting in every language, Epsilon Eridani named in
Portuguese."""

from __future__ import annotations

import pytest

from desktop import i18n_tools
from desktop.engine.rng import Rng
from desktop.games.rftg import GAME
from tests.games.rftg.helpers import act
from tests.games.rftg.test_phases import two


def _ctx(st, seat):
    from desktop.ui.games import LayoutContext
    from desktop.ui.i18n import tr_msg

    n = len(st.seats)
    return LayoutContext("rftg", [f"P{i}" for i in range(n)], tr_msg,
                         decision=GAME.decision(st, seat) if seat in GAME.to_act(st) else None)


def _zones(spec):
    return {z.id: z for z in spec.zones}


def test_every_seat_shows_its_live_vp_total(qapp):
    from desktop.ui.games import rftg as layout

    st = GAME.new(GAME.options(seats=3), 4)
    rng = Rng.from_seed(2)
    for _ in range(120):
        seat = GAME.to_act(st)[0]
        GAME.apply(st, seat, GAME.sample_answer(st, seat, rng))
    view = GAME.view(st, 0)
    live = GAME.scores(st)
    assert [sv["vp"] for sv in view["seats"]] == [x["total"] for x in live]
    assert any(sv["vp"] != sv["chips"] for sv in view["seats"])  # more than chips
    zones = _zones(layout.layout(view, 0, _ctx(st, 0)))
    heads = {"head:big": 0, "head:1": 1, "head:2": 2}
    for zid, i in heads.items():
        pills = [t for t, _f, _i in zones[zid].items[0].pills]
        assert f"{view['seats'][i]['vp']} VP" in pills, (zid, pills)


def test_the_explored_cards_take_the_room_the_hand_leaves(qapp):
    from desktop.ui.games import rftg as layout

    b = two(tab0=("old_earth", "expedition_force"), hand0=2, hand1=1)
    st = b.state()
    act(st, "e5", "prod")
    view = GAME.view(st, 0)
    assert len(view["seats"][0]["explore"]) == 8
    zones = _zones(layout.layout(view, 0, _ctx(st, 0)))
    explore, hand = zones["explore"], zones["hand"]
    # both rows fit side by side: no explored card overlaps another (their names show), and
    # the hand keeps what it needs
    assert explore.width == pytest.approx(8 * 1.06 - 0.06)
    assert hand.width >= 2 * 1.06 - 0.06
    assert hand.x + hand.width <= explore.x + 1e-6
    # when they cannot both fit, the room is shared by the cards each holds
    assert layout.fan_share(8, 6, 10.0) == pytest.approx(9.75 * 8.42 / (8.42 + 6.3))
    assert layout.fan_share(8, 0, 10.0) == 8.42


@pytest.fixture(params=["pt_BR", "ru", "pl"])
def language(request, tmp_path_factory, qapp):
    from desktop.ui import i18n

    folder = tmp_path_factory.mktemp("qm")
    i18n_tools.compile_qm(folder)
    assert i18n.install_translators(request.param, folder)
    yield request.param
    i18n.install_translators("", folder)


def test_robot_mat_titles_fit_in_every_language(language):
    from desktop.ui.games import rftg as layout
    from desktop.ui.i18n import tr_msg

    for a, m in layout.ACTION_SHORT.items():
        title = tr_msg(m())
        assert layout.space_fits(title, layout.STANDARD_UNIT), (language, a, title)


def test_epsilon_eridani_is_named_in_portuguese(language):
    from desktop.ui.i18n import tr_msg
    from desktop.games.rftg.msgs import card_name
    from desktop.games.rftg.rules import DESIGN

    ee = next(i for i, d in enumerate(DESIGN) if d.id == "epsilon_eridani")
    name = tr_msg(card_name(ee))
    if language == "pt_BR":
        assert name == "Épsilon Eridani"  # Greek letter in Portuguese, as in Alfa Centauri
    elif language == "ru":
        assert name == "Эпсилон Эридана"
