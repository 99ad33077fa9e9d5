"""Views carry computed data (legal spaces, VP projection, control) and hide the decks' order
and the face-down events."""

from __future__ import annotations

from desktop.engine.protocol import view_json
from desktop.engine.rng import Rng
from desktop.games.bts import GAME
from desktop.games.bts import effects as X
from tests.games.bts.helpers import fresh, new_ship


def test_view_carries_legal_spaces_projection_and_control():
    s = fresh(4, 3)
    new_ship(s, 0, "Y1", 2)
    X.update_control(s, [])
    v = GAME.view(s, 0)
    assert v["legal_spaces"] == list(GAME.legal(s, 0).ids)
    # public: every seat (and the hot-seat curtain's public view) sees the same table
    assert GAME.view(s, 1) == GAME.view(s, None) == v
    assert v["areas"]["Y1"]["controller"] == 0 and v["areas"]["Y1"]["base"] == "ore"
    assert v["players"][0]["vp_projection"] == 1  # one controlled area
    assert v["players"][0]["strength"]["Y1"] == 2
    assert {r["label"].english() for r in v["score_lines"]} >= {"Controlled areas", "Events"}
    assert v["end_after"] == 4 and v["achievements_claimed"] == 0
    assert all(t["event_face_down"] for sl, t in v["tech"].items() if sl.startswith(("II", "III"))
               and not sl.startswith("IV"))


def test_secrets_are_absent_and_resampling_keeps_the_view():
    s = fresh(3, 4)
    secrets = GAME.secrets(s, None)
    assert "e3.kc24x" in secrets and len(secrets) == 16 + 16 + 10 + 20 + 10 + 10
    for seat in (None, 0, 1, 2):
        text = view_json(GAME.view(s, seat))
        assert not any(f'"{x}"' in text for x in secrets)
        other = GAME.reshuffle_hidden(s, seat, Rng.from_seed(5))
        assert view_json(GAME.view(other, seat)) == text
        assert GAME.invariants(other) == []
        lit = {sl for sl, e in other.slot_events.items() if e in ("e2.tyler_lee", "e2.maya",
                                                                   "e3.kc24x", "e3.onu")}
        assert len(lit) == 4  # the light-bordered events stay on the board


def test_clone_dump_and_load_agree():
    s = fresh(4, 8)
    assert GAME.state_hash(GAME.clone(s)) == GAME.state_hash(s)
    assert GAME.state_hash(GAME.load(GAME.dump(s))) == GAME.state_hash(s)


def test_names_travel_as_messages_and_are_listed_for_translation():
    from desktop.engine.protocol import Msg

    s = fresh(2, 3)
    v = GAME.view(s, None)
    assert isinstance(v["players"][0]["faction_name"], Msg)
    assert v["players"][0]["faction_name"].context == "bts.cards"
    data = GAME.translatable_data()
    assert ("bts.cards", "Tau Ceti") in data and ("bts.cards", "KC-24X, First Android Governor") in data
