"""TM:AE computer players value a blue card's ACTION by its uses (``Card.use_value``), with
rivals: one use in each Action phase to come, and the Action phase by the uses the seat's
played cards bring.  Solo keeps the flat worth of an engine the solo levels were measured
with."""

from __future__ import annotations

import pytest

from desktop.engine import registry
from desktop.engine.ai import tmae_cards, tmae_phases
from desktop.engine.ai.adapters import adapter_for
from desktop.engine.ai.tmae import room_left, terraforming_left
from desktop.engine.ai.tmae_cards import income_worth, mc
from tests.engine.test_ai_tmae_phases import at_phase_pick

OPEN = {"temp": 19, "oxygen": 14, "ocean": 9, "slope": tmae_cards.MC_SLOPE}
SOLO = dict(OPEN, slope=0.0)


def _card(name: str) -> tmae_cards.Card:
    tm = adapter_for(registry.get("tmae"))
    code = next(c["code"] for c in registry.get("tmae").cards_json() if c["name"] == name)
    card = tm.c[code]
    card.memo.clear()
    card.use_memo.clear()
    return card


def _step(r: float, push: float) -> float:
    """What a TR step on Mars is worth: its VP, its income and the push."""
    return 1.0 + income_worth(r) + push


def test_a_resource_an_action_adds_here_is_worth_the_vp_it_scores():
    """Birds: 1 VP per animal on it, an animal a use; Tardigrades: 1 VP per 3 microbes."""
    assert _card("Birds").use_value(4.0, OPEN, 1.5, 0.2) == pytest.approx(1.0)
    assert _card("Tardigrades").use_value(4.0, OPEN, 1.5, 0.2) == pytest.approx(1.0 / 3)


def test_an_action_paid_with_its_own_resources_comes_once_in_as_many_uses_plus_one():
    """GHG Producing Bacteria adds a microbe a use, or spends 2 for a temperature step: a step
    every third use."""
    got = _card("GHG Producing Bacteria").use_value(4.0, OPEN, 1.5, 0.2)
    assert got == pytest.approx(_step(4.0, 1.5) / 3)


def test_an_action_paid_in_mc_is_worth_its_step_less_its_price_and_nothing_once_full():
    """Aquifer Pumping: 10 MC for an ocean tile; nothing once the nine are flipped."""
    pumping = _card("Aquifer Pumping")
    assert pumping.use_value(4.0, OPEN, 1.5, 0.2) == pytest.approx(
        _step(4.0, 1.5) - 10 * mc(4.0))
    assert pumping.use_value(4.0, dict(OPEN, ocean=0), 1.5, 0.2) == 0.0


def test_with_rivals_a_card_with_an_action_is_worth_its_uses(monkeypatch):
    """With rivals the worth follows the Action phases to come (``ACTION_PHASES``); solo it
    does not (the flat engine worth the solo levels were measured with)."""
    pumping = _card("Aquifer Pumping")
    rivals, solo = pumping.value(10.0, OPEN, 1.5), pumping.value(10.0, SOLO, 4.0)
    monkeypatch.setattr(tmae_cards, "ACTION_PHASES", 2 * tmae_cards.ACTION_PHASES)
    more = pumping.value(10.0, OPEN, 1.5)
    uses = pumping.use_value(5.0, OPEN, 1.5, 0.2) * tmae_cards.ACTION_PHASES * 10.0
    assert more - rivals == pytest.approx(uses / 2)
    assert pumping.value(10.0, SOLO, 4.0) == solo


def test_with_rivals_birds_score_their_uses_not_a_guess():
    """Birds' printed VP is "1 VP per animal": with rivals its worth is its uses, not the
    "about 2" a variable VP is guessed at, so it grows with the Action phases to come."""
    birds = _card("Birds")
    early, late = birds.value(10.0, OPEN, 1.5), birds.value(2.0, OPEN, 1.5)
    assert early > late
    engine = min(1.5, 0.15 * 2.0)
    assert late == pytest.approx(max(engine, 1.0 * tmae_cards.ACTION_PHASES * 2.0))


def test_a_discount_on_standard_projects_is_worth_what_it_saves_with_rivals(monkeypatch):
    """Standard Technology: 4 MC off each standard project a seat buys (``SP_PER_ROUND``)."""
    tech = _card("Standard Technology")
    assert tech.sp_off == 4
    before, solo = tech.value(10.0, OPEN, 1.5), tech.value(10.0, SOLO, 4.0)
    monkeypatch.setattr(tmae_cards, "SP_PER_ROUND", tmae_cards.SP_PER_ROUND + 1.0)
    assert tech.value(10.0, OPEN, 1.5) - before == pytest.approx(4 * income_worth(10.0))
    assert tech.value(10.0, SOLO, 4.0) == solo


@pytest.mark.parametrize("seats", [1, 2])
def test_the_action_phase_is_worth_the_seats_action_uses(seats):
    """A seat with Birds and Aquifer Pumping in play and nothing to convert or buy: with rivals
    the Action phase brings both uses (weighed by the stage, ``tmae_phases``) and its picker's
    bonus is the best one used again; solo each counts a tenth, as the solo levels were
    measured."""
    game, st, seat = at_phase_pick(seats, 4)
    tm = adapter_for(game)
    v = game.view(st, seat)
    me = v["players"][seat]
    codes = {c["name"]: c["code"] for c in game.cards_json()}
    me["played"] = ["card:%d" % codes[n] for n in ("Birds", "Aquifer Pumping")]
    me.update(heat=0, plants=0, mc=0)
    r, room, push = tm.rounds_left(v), room_left(v), tm.push(v)
    base, bonus = tm.phase_parts(v, seat, r, room, push, private=True)[3]
    if seats == 1:
        assert (base, bonus) == (pytest.approx(0.2), pytest.approx(0.2))
        return
    uses = [tm.c[codes[n]].use_value(r, room, push, room["slope"])
            for n in ("Birds", "Aquifer Pumping")]
    assert min(uses) > 0
    model = tmae_phases.current()
    w = model.of(terraforming_left(v))[2] if model is not None else 1.0
    assert base == pytest.approx(w * sum(uses)) and bonus == pytest.approx(w * max(uses))
