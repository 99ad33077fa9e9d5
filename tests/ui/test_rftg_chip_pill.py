"""The seat and robot pills that count VP chips say so: a bare "⬢ 5" was misread as goods by a
player (issue 12's hand-played game)."""

from __future__ import annotations

from desktop.engine import registry
from desktop.engine.session import Player, Session


def _pills(page, oid):
    return page.scene.item(oid).spec.pills


def test_seat_pill_names_the_vp_chips(window):
    game = registry.get("rftg")
    session = Session(game, game.options(seats=2), 7, [Player("Ana", "human"), Player("Bo", "human")])
    window.start_session(session)
    page = window.table
    session.state.seats[1].chips = 3
    page.refresh(animate=False)
    texts = [p[0] for p in _pills(page, "seat:1")]
    assert "⬢ 3 chips" in texts
    assert "⬢ 3" not in texts


def test_robot_pill_names_its_vp_chips(window):
    game = registry.get("rftg")
    session = Session(game, game.options(seats=1, difficulty="hard"), 4, [Player("Ana", "human")])
    window.start_session(session)
    page = window.table
    session.state.robot.chips = 5
    page.refresh(animate=False)
    texts = [p[0] for p in _pills(page, "robot")]
    assert "⬢ 5 chips" in texts
