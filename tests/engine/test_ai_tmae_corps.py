"""TM:AE computer players choosing a corporation: with rivals by all it is worth (its starting
MC at the MC rate and what its production and effects bring, as a card is valued), solo by its
starting MC, as the solo levels were measured with."""

from __future__ import annotations

import pytest

from desktop.engine import registry
from desktop.engine.ai import make_player
from desktop.engine.ai.adapters import adapter_for
from desktop.engine.ai.tmae import mc, room_left, slope_of

HELION, CREDICOR = 211, 209  # 28 MC and 3 heat production; 48 MC and a discount on dear cards


def _offered(seats: int, offer: list[int]):
    game = registry.get("tmae")
    st = game.new(game.options(seats=seats), 11)
    seat = game.to_act(st)[0]
    st.players[seat].corp_offer = list(offer)
    assert list(game.legal(st, seat).ids) == ["corp:%d" % c for c in offer]
    return game, st, seat


@pytest.mark.parametrize("seats,picked", [(2, HELION), (3, HELION), (1, CREDICOR)])
def test_the_corporation_picked_with_rivals_and_solo(seats, picked):
    game, st, seat = _offered(seats, [CREDICOR, HELION])
    answer = make_player("heuristic", 3).choose(game, game.clone(st), seat)
    assert answer == "corp:%d" % picked


def test_with_rivals_a_corporation_is_worth_its_mc_and_its_card_worth():
    game, st, seat = _offered(2, [CREDICOR, HELION])
    tm = adapter_for(game)
    v = game.view(st, seat)
    r, room = tm.rounds_left(v), room_left(v)
    room["push"] = tm.push(v)
    worth = {c: tm.corp_value("corp:%d" % c, r, v, room, room["push"]) for c in (HELION, CREDICOR)}
    m = mc(r, slope_of(room))
    for code, start in ((HELION, 28), (CREDICOR, 48)):
        assert worth[code] == pytest.approx(m * start + tm.c[code].value(r, room, room["push"]))
    # Helion's 3 heat production outweighs the 20 MC more that CrediCor starts with
    assert worth[HELION] > worth[CREDICOR]


def test_solo_a_corporation_is_worth_its_starting_mc_only():
    game, st, seat = _offered(1, [HELION, CREDICOR])
    tm = adapter_for(game)
    v = game.view(st, seat)
    room = room_left(v)
    worth = {c: tm.corp_value("corp:%d" % c, 20.0, v, room, 4.0) for c in (HELION, CREDICOR)}
    assert worth == {HELION: pytest.approx(0.02 * 28), CREDICOR: pytest.approx(0.02 * 48)}
