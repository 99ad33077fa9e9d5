"""TM:AE computer players choosing a phase card: a phase is played once however many pick it,
so a pick is worth its picker's bonus plus the phase only as far as nobody else (a rival, the
solo dummy) would bring it to the round anyway."""

from __future__ import annotations

import copy

import pytest

from desktop.engine import registry
from desktop.engine.ai.adapters import adapter_for
from desktop.engine.ai.tmae import TmaeAdapter, dummy_odds, room_left
from desktop.engine.rng import Rng


def at_phase_pick(seats: int, seed: int, **opts):
    game = registry.get("tmae")
    st = game.new(game.options(seats=seats, **opts), seed)
    walk = Rng.from_seed(seed)
    while not game.decision(st, game.to_act(st)[0]).options[0].id.startswith("phase:"):
        seat = game.to_act(st)[0]
        game.apply(st, seat, game.sample_answer(st, seat, walk))
    return game, st, game.to_act(st)[0]


def _odds(tm, v, seat):
    r = tm.rounds_left(v)
    return tm.rival_odds(v, seat, r, room_left(v), tm.push(v))


def test_a_phase_the_rival_may_not_pick_is_worth_all_of_it():
    """A rival cannot pick the phase it picked last round: that phase is the seat's alone to
    bring, while any other phase the rival might pick too."""
    game, st, seat = at_phase_pick(2, 5)
    tm = adapter_for(game)
    v = game.view(st, seat)
    rival = 1 - seat
    v["players"][rival]["last_phase"] = 4
    assert _odds(tm, v, seat)[4] == 1.0
    v["players"][rival]["last_phase"] = 1
    odds = _odds(tm, v, seat)
    assert 0.0 < odds[4] < 1.0 and odds[1] == 1.0


def test_production_is_worth_less_when_the_rival_will_surely_produce():
    """A rival with a large income is likely to pick Production: the seat gets the phase
    anyway, so its own pick of it is worth little more than the picker's 4 MC."""
    game, st, seat = at_phase_pick(2, 6)
    tm = adapter_for(game)
    v = game.view(st, seat)
    rival = 1 - seat
    poor = copy.deepcopy(v)
    poor["players"][rival].update(tr=5, mc=40, hand_size=8)
    poor["players"][rival]["production"] = {"mc": 0, "heat": 0, "plants": 0, "cards": 0}
    rich = copy.deepcopy(v)
    rich["players"][rival].update(tr=30, mc=0, hand_size=0)
    rich["players"][rival]["production"] = {"mc": 15, "heat": 8, "plants": 8, "cards": 1}
    ids = ["phase:%d" % ph for ph in range(1, 6)]
    low = tm.phase_values(game, st, seat, ids, rich).scores["phase:4"]
    high = tm.phase_values(game, st, seat, ids, poor).scores["phase:4"]
    assert low < high
    r = tm.rounds_left(v)
    base, bonus = tm.phase_parts(v, seat, r, room_left(v), tm.push(v), private=True)[4]
    assert bonus <= low < bonus + base


def test_the_solo_dummys_phase_is_left_to_it():
    """Solo: the dummy's phase card is played for the player too.  Once it is known (the last
    5 rounds) picking the same phase earns only the bonus; before, the dummy plays one of the
    cards it has still to play this cycle, each as likely."""
    v = {"solo": {"dummy_phase": 3, "dummy_unseen": [1, 2, 4, 5]}}
    assert dummy_odds(v) == {1: 1.0, 2: 1.0, 3: 0.0, 4: 1.0, 5: 1.0}
    v = {"solo": {"dummy_phase": None, "dummy_unseen": [2, 4]}}
    assert dummy_odds(v) == {1: 1.0, 2: 0.5, 3: 1.0, 4: 0.5, 5: 1.0}
    v = {"solo": {"dummy_phase": None, "dummy_unseen": [5]}}
    assert dummy_odds(v)[5] == 0.0


def test_the_solo_view_tells_the_dummys_cards_left_this_cycle():
    """The dummy's cards still to play this cycle are public (each card of the cycle was
    revealed when played): the view has them, and they shrink by one a round."""
    game = registry.get("tmae")
    st = game.new(game.options(seats=1, difficulty="expert"), 2)
    walk = Rng.from_seed(2)
    seen = {}
    while game.to_act(st) and st.round <= 6:
        v = game.view(st, 0)
        seen.setdefault(v["round"], set()).add(len(v["solo"]["dummy_unseen"]))
        game.apply(st, 0, game.sample_answer(st, 0, walk))
    # at the phase pick of round k of a cycle, 6 - k cards are left (one is played a round)
    assert 5 in seen[1] and 4 in seen[2] and 1 in seen[5] and 5 in seen[6]


class _Parts(TmaeAdapter):
    """An adapter whose phase worths are given, to test the dummy's choice alone."""

    def __init__(self, game, parts):
        super().__init__(game)
        self.fixed = parts

    def phase_parts(self, v, seat, r, room, push, private):
        return self.fixed


@pytest.mark.parametrize("last, dummy", [(None, 4), (4, 4), (5, 5)])
def test_the_dummy_gets_the_phase_that_leaves_the_player_the_best_pick(last, dummy):
    """Solo, the last 5 rounds: the player gives the dummy a phase and then picks its own.
    Production is worth 3 VP as a phase (0.4 more to its picker), Research 1.5 (2.5 more to its
    picker, who keeps 2 of 5): the dummy plays Production and the player researches -- not
    "the dummy plays the phase worth most to the player" (Research, 4.0 against 3.4)."""
    game = registry.get("tmae")
    parts = {1: (1.0, 0.3), 2: (0.5, 0.2), 3: (0.2, 0.1), 4: (3.0, 0.4), 5: (1.5, 2.5)}
    tm = _Parts(game, parts)
    st = game.new(game.options(seats=1, difficulty="expert"), 1)
    v = game.view(st, 0)
    v["players"][0]["last_phase"] = last
    ids = ["dummy:%d" % ph for ph in range(1, 6)]
    scores = tm.dummy_values(v, 0, ids).scores
    best = max(scores, key=scores.get)
    assert best == "dummy:%d" % dummy
    # Production to the dummy and Research to the player: 3.0 + 1.5 + 2.5; if the player may
    # not research (it did last round), Research goes to the dummy and the player produces
    # (1.5 + 3.0 + 0.4), which beats Production to the dummy and Development to the player
    assert scores[best] == pytest.approx(4.9 if last == 5 else 7.0)


def test_with_rivals_the_phase_card_is_the_heuristics_pick_not_a_search():
    """Phase cards are picked in secret by all at once.  A search plays the others' picks by a
    fixed policy and finds the best reply to it, so two seats reasoning alike both leave the
    same phase to the other: with rivals the searching levels take the heuristic's pick, which
    weighs what the others are likely to pick (``rival_odds``), and search nothing."""
    from desktop.engine.ai import make_player

    game, st, seat = at_phase_pick(2, 7)
    tm = adapter_for(game)
    ids = [o.id for o in game.decision(st, seat).options]
    j = tm.phase_values(game, st, seat, ids)
    best = max(j.scores.values())
    for kind in ("medium", "hard"):
        player = make_player(kind, 3)
        answer = player.choose(game, game.clone(st), seat)
        assert j.scores[answer] == best
        assert player.last_stats == []  # nothing was searched


def test_solo_the_phase_card_is_searched():
    """Solo there is no rival to second-guess (the dummy's phase is dealt, not chosen): the
    phase card is searched like any other question."""
    from desktop.engine.ai import make_player
    from desktop.engine.ai.search import Level

    game, st, seat = at_phase_pick(1, 7)
    player = make_player("medium", 3)
    player.level = Level("small", 12, 6, 5, 0.0, 1.0)
    player.choose(game, game.clone(st), seat)
    assert len(player.last_stats) > 1
    assert sum(n for _, n, _ in player.last_stats) > 0


def _production(tm, v, seat):
    return tm.phase_parts(v, seat, tm.rounds_left(v), room_left(v), tm.push(v), private=True)[4]


def test_with_rivals_the_production_phase_weighs_its_income_by_production(monkeypatch):
    """With rivals the Production phase is worth ``PRODUCTION`` times the income it brings (and
    its bonus with it); solo it is worth the income, as it was measured there."""
    from desktop.engine.ai import tmae

    game, st, seat = at_phase_pick(2, 8)
    tm = adapter_for(game)
    v = game.view(st, seat)
    weight = tmae.PRODUCTION
    assert weight != 1.0
    weighed = _production(tm, v, seat)
    monkeypatch.setattr(tmae, "PRODUCTION", 1.0)
    plain = _production(tm, v, seat)
    assert plain[0] > 0 and plain[1] > 0
    assert weighed == pytest.approx((weight * plain[0], weight * plain[1]))
    monkeypatch.undo()
    game, st, seat = at_phase_pick(1, 8)
    v = game.view(st, seat)
    solo = _production(tm, v, seat)
    monkeypatch.setattr(tmae, "PRODUCTION", 3.0)
    assert _production(tm, v, seat) == solo


def test_with_rivals_a_plant_is_worth_more_than_solo():
    """A forest is a VP and an oxygen step nobody else can take: with rivals a plant is worth
    ``PLANT_RIVALS``, solo ``PLANT``; once oxygen is at its maximum 8 plants buy a forest's VP
    only, rivals or not."""
    from desktop.engine.ai import tmae, tmae_cards

    game, st, seat = at_phase_pick(2, 8)
    rivals = room_left(game.view(st, seat))
    game, st, seat = at_phase_pick(1, 8)
    solo = room_left(game.view(st, seat))
    assert (tmae.rates(rivals)[1] == tmae_cards.PLANT_RIVALS > tmae.rates(solo)[1]
            == tmae_cards.PLANT)
    assert tmae.rates(None)[1] == tmae_cards.PLANT_RIVALS
    for room in (rivals, solo):
        assert tmae.rates(dict(room, oxygen=0))[1] == 1.0 / 8


@pytest.mark.parametrize("seats", [1, 2, 3])
def test_with_rivals_the_search_keeps_the_heuristics_answer_unless_clearly_beaten(seats):
    """With rivals the search's best answer must beat the heuristic's own by
    ``RIVALS_GUARD`` paired standard errors (``search.beats``); solo the best mean wins."""
    from desktop.engine.ai import tmae

    game, st, seat = at_phase_pick(seats, 8)
    tm = adapter_for(game)
    assert tm.guard(game, st, seat) == (None if seats == 1 else tmae.RIVALS_GUARD)
    assert tmae.RIVALS_GUARD > 0
