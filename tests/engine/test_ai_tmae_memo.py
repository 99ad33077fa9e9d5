"""TM:AE computer players remember what a card is worth (``Card.value``) and what a hand's
cards are worth kept (``hand_worths``) by their arguments, since a playout asks the same few
again and again.  What they remember must be what they would reckon afresh, and must follow
the rates the module is given (tests and benchmarks set them)."""

from __future__ import annotations

import pytest

from desktop.engine import registry
from desktop.engine.ai import tmae_cards as T
from desktop.engine.ai.adapters import adapter_for


def _codes() -> dict[str, int]:
    return {c["name"]: c["code"] for c in registry.get("tmae").cards_json()}


ROOMS = [None,
         {"temp": 19, "oxygen": 14, "ocean": 9, "slope": T.MC_SLOPE},
         {"temp": 0, "oxygen": 3, "ocean": 1, "slope": T.MC_SLOPE, "push": 1.5},
         {"temp": 99, "oxygen": 0, "ocean": 2, "slope": T.MC_SLOPE, "tr_only": ("temp",)},
         {"temp": 5, "oxygen": 5, "ocean": 5, "slope": 0.0}]


def test_a_card_is_worth_the_same_remembered_as_reckoned_afresh():
    """Every card asked over several rooms and paces, then each question asked again with
    nothing remembered: the answers agree (no two questions share a remembered answer)."""
    tm = adapter_for(registry.get("tmae"))
    asks = [(room, r, push) for room in ROOMS for r, push in ((1.0, 0.0), (6.5, 1.5), (10.0, 4.0))]
    remembered = {}
    for code, c in tm.c.items():
        c.memo.clear()
        for i, (room, r, push) in enumerate(asks):
            remembered[code, i] = c.value(r, room, push)
        assert len(c.memo) == len(asks)
    for code, c in tm.c.items():
        for i, (room, r, push) in enumerate(asks):
            c.memo.clear()
            assert c.value(r, room, push) == remembered[code, i]
    assert len(remembered) > 1000


def test_a_remembered_worth_follows_the_rates(monkeypatch):
    tm = adapter_for(registry.get("tmae"))
    farming = tm.c[_codes()["Farming"]]  # plant production
    room = {"temp": 19, "oxygen": 14, "ocean": 9, "slope": T.MC_SLOPE}
    before = farming.value(6.0, room, 1.5)
    assert farming.value(6.0, room, 1.5) == before
    monkeypatch.setattr(T, "PLANT_RIVALS", T.PLANT_RIVALS + 0.5)
    after = farming.value(6.0, room, 1.5)
    assert after > before
    farming.memo.clear()
    assert farming.value(6.0, room, 1.5) == after


def test_a_room_that_changes_is_a_new_question():
    """The same arguments but a parameter closed: the worth is reckoned again, not recalled."""
    tm = adapter_for(registry.get("tmae"))
    comet = next(c for c in tm.c.values() if c.by["temp"] and c.by["ocean"])
    open_room = {"temp": 19, "oxygen": 14, "ocean": 9, "slope": T.MC_SLOPE}
    closed = dict(open_room, temp=0)
    assert comet.value(6.0, open_room, 1.5) > comet.value(6.0, closed, 1.5)


def test_a_hand_is_worth_the_same_remembered_as_reckoned_afresh(monkeypatch):
    tm = adapter_for(registry.get("tmae"))
    codes = _codes()
    me = {"mc": 20, "sell_value": 3,
          "hand": ["card:%d" % codes[n] for n in ("Farming", "Kelp Farming", "Blueprints")]}
    room = {"temp": 19, "oxygen": 14, "ocean": 9, "slope": T.MC_SLOPE}
    fresh = {h: tm.hold_value(h, 6.0, room, 1.5, 3) for h in me["hand"]}
    assert tm.hand_worths(me, 6.0, room, 1.5) == fresh
    assert tm.hand_worths(me, 6.0, room, 1.5) == fresh
    # a card sells for more: the cards worth little kept are worth their sale
    dear = dict(me, sell_value=9)
    assert tm.hand_worths(dear, 6.0, room, 1.5) == {
        h: tm.hold_value(h, 6.0, room, 1.5, 9) for h in me["hand"]}
    # the share of a card's worth a card held keeps is a rate too
    monkeypatch.setattr(T, "HOLD", 0.9)
    held = tm.hand_worths(me, 6.0, room, 1.5)
    assert held == {h: tm.hold_value(h, 6.0, room, 1.5, 3) for h in me["hand"]}
    assert held != fresh
    assert max(held.values()) > max(fresh.values())


@pytest.mark.parametrize("seats", [1, 2])
def test_the_view_says_which_cards_are_playable_as_the_rules_do(seats):
    """The view reads each card's cost once for ``hand_costs`` and ``hand_playable``: what it
    lists is what ``can_play`` says card by card."""
    from desktop.engine.rng import Rng
    from desktop.games.tmae.costs import can_play

    game = registry.get("tmae")
    st = game.new(game.options(seats=seats), 11)
    walk = Rng.from_seed(11)
    seen = 0
    for _ in range(400):
        seats_now = game.to_act(st)
        if not seats_now:
            break
        seat = seats_now[0]
        v = game.view(st, seat)
        p = st.players[seat]
        want = [f"card:{c}" for c in p.hand if can_play(st, p, c)]
        assert v["players"][seat]["hand_playable"] == want
        seen += len(want)
        game.apply(st, seat, game.sample_answer(st, seat, walk))
    assert seen > 0
