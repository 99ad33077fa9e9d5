"""Ares Expedition with rivals: the phase cards' worths weighed by the stage of the game
(desktop/engine/ai/tmae_phases.py): the stages, the weights' file, where they apply (with
rivals, in the seat's own pick and its guesses of the rivals'; never solo), the search that
finds them (reproducible, written as the players load it) and what the shipped ones do."""

from __future__ import annotations

import json
import statistics

import pytest

from desktop.engine import registry
from desktop.engine.ai import tmae_phases as P
from desktop.engine.ai.adapters import adapter_for
from desktop.engine.ai.tmae import room_left, terraforming_left
from desktop.engine.rng import Rng

#: weights unlike any the search finds, one row per stage
ODD = {"cuts": [30, 15], "weights": [[2.0, 3.0, 5.0, 7.0, 11.0], [0.5, 0.25, 4.0, 1.5, 3.0],
                                     [9.0, 8.0, 7.0, 6.0, 5.0]]}


def _at_phase_pick(seats: int, seed: int, min_round: int = 1):
    game = registry.get("tmae")
    st = game.new(game.options(seats=seats), seed)
    walk = Rng.from_seed(seed)
    while True:
        seat = game.to_act(st)[0]
        v = game.view(st, seat)
        if (game.decision(st, seat).options[0].id.startswith("phase:")
                and v["round"] >= min_round):
            return game, st, seat
        game.apply(st, seat, game.sample_answer(st, seat, walk))


def _parts(game, st, seat, private=True):
    ad = adapter_for(game)
    v = game.view(st, seat)
    return ad.phase_parts(v, seat, ad.rounds_left(v), room_left(v), ad.push(v), private)


def test_a_stage_begins_where_the_terraforming_left_reaches_its_cut():
    assert [P.stage_of(x, [30, 15]) for x in (42, 31, 30, 16, 15, 0)] == [0, 0, 1, 1, 2, 2]
    assert P.stage_of(42, []) == 0


@pytest.mark.parametrize("data", [
    {"cuts": [15, 30], "weights": [[1] * 5] * 3},          # cuts not from the start down
    {"cuts": [30, 15], "weights": [[1] * 5] * 2},          # a stage without weights
    {"cuts": [30], "weights": [[1] * 4, [1] * 5]},         # a phase without a weight
    {"cuts": [30], "weights": [[1] * 5, [1, 1, 0, 1, 1]]},  # a weight that is not positive
])
def test_a_weights_file_that_does_not_fit_is_refused(data):
    with pytest.raises(ValueError):
        P.PhaseWeights(data)


@pytest.mark.parametrize("seed", [3, 11])
def test_with_rivals_each_phase_is_weighed_by_its_stage(seed):
    game, st, seat = _at_phase_pick(2, seed, min_round=4)
    with P.playing_with(None):
        plain = _parts(game, st, seat)
        guessed = _parts(game, st, 1 - seat, private=False)
    w = P.PhaseWeights(ODD)
    with P.playing_with(w):
        weighed = _parts(game, st, seat)
        weighed_guess = _parts(game, st, 1 - seat, private=False)
    row = w.of(terraforming_left(game.view(st, seat)))
    for ph, (b, x) in plain.items():
        assert weighed[ph] == pytest.approx((b * row[ph - 1], x * row[ph - 1]))
    for ph, (b, x) in guessed.items():  # the guess of a rival's pick is weighed alike
        assert weighed_guess[ph] == pytest.approx((b * row[ph - 1], x * row[ph - 1]))


def test_solo_nothing_is_weighed():
    game, st, seat = _at_phase_pick(1, 5)
    with P.playing_with(None):
        plain = _parts(game, st, seat)
    with P.playing_with(P.PhaseWeights(ODD)):
        assert _parts(game, st, seat) == plain


def test_the_weights_change_the_pick_they_are_meant_to():
    """Phase III weighed far above the others is what the seat picks, where unweighed it
    picks another."""
    game, st, seat = _at_phase_pick(2, 3, min_round=3)
    ad = adapter_for(game)
    ids = [o.id for o in game.decision(st, seat).options]
    heavy = P.PhaseWeights({"cuts": [], "weights": [[0.01, 0.01, 1000.0, 0.01, 0.01]]})
    with P.playing_with(heavy):
        j = ad.phase_values(game, st, seat, ids)
    with P.playing_with(None):
        plain = ad.phase_values(game, st, seat, ids)
        parts = _parts(game, st, seat)
    assert "phase:3" in ids and parts[3][0] > 0  # the position this test is about
    assert max(plain.scores, key=plain.scores.get) != "phase:3"
    assert max(j.scores, key=j.scores.get) == "phase:3"


def test_restaging_carries_each_stage_to_the_new_stages_it_overlaps():
    logs = [[0.0] * 5, [1.0] * 5, [2.0] * 5]
    out = P.restage(logs, [30, 15], [34, 26, 18, 10])
    assert [row[0] for row in out] == [0.0, 0.5, 1.0, 1.5, 2.0]
    assert P.restage(logs, [30, 15], [30, 15]) == logs


TINY = ({"cuts": [30], "games": 4, "seed": 100, "population": 3, "elite": 1,
         "generations": 2, "sigma": 0.3},
        {"cuts": [34, 20], "games": 4, "seed": 200, "population": 3, "elite": 1,
         "generations": 1, "sigma": 0.2})


def test_the_search_is_reproducible_and_writes_what_the_players_load(tmp_path, monkeypatch):
    out = tmp_path / "w.json"
    logs = []
    a = P.train(6, 300, 1, out, passes=TINY, log=logs.append)
    b = P.train(6, 300, 1, None, passes=TINY, log=lambda s: None)
    assert a == b
    assert json.loads(out.read_text(encoding="utf-8")) == a
    monkeypatch.setattr(P, "MODEL_PATH", out)
    P.model.cache_clear()
    try:
        loaded = P.model()
        assert loaded.cuts == (34, 20) and len(loaded.weights) == 3
        prov = loaded.meta
        assert prov["command"] == "python -m desktop train tmae-phases"
        assert prov["holdout"]["games"] == 6 and prov["holdout"]["seed"] == 300
        assert prov["passes"][0]["cuts"] == [30]
        # the held-out figures are the rounds the games took, with and without the weights
        assert prov["holdout"]["rounds"] == pytest.approx(
            statistics.mean(P.pace(loaded, 6, 300)), abs=1e-3)
        assert prov["holdout"]["rounds_unweighed"] == pytest.approx(
            statistics.mean(P.pace(None, 6, 300)), abs=1e-3)
    finally:
        P.model.cache_clear()
    assert any(s.startswith("pass 2") for s in logs)


def test_pace_is_the_same_on_one_worker_or_two():
    w = P.PhaseWeights(ODD)
    assert P.pace(w, 4, 900, jobs=1) == P.pace(w, 4, 900, jobs=2)


def test_a_missing_file_leaves_the_phases_unweighed_with_a_warning(monkeypatch, tmp_path):
    monkeypatch.setattr(P, "MODEL_PATH", tmp_path / "none.json")
    P.model.cache_clear()
    try:
        with pytest.warns(RuntimeWarning, match="phase cards without"):
            assert P.current() is None
        game, st, seat = _at_phase_pick(2, 3, min_round=2)
        with P.playing_with(None):
            plain = _parts(game, st, seat)
        assert _parts(game, st, seat) == plain
    finally:
        P.model.cache_clear()


def test_the_shipped_weights_say_how_they_were_made():
    w = P.model()
    assert w is not None
    assert w.meta["command"] == "python -m desktop train tmae-phases"
    assert [p["cuts"] for p in w.meta["passes"]] == [p["cuts"] for p in P.PASSES]
    assert list(w.cuts) == P.PASSES[-1]["cuts"]
    assert w.meta["holdout"]["rounds"] < w.meta["holdout"]["rounds_unweighed"]


def test_the_shipped_weights_make_the_two_seat_game_faster_on_other_seeds():
    """Seeds neither the search nor its held-out report played (both seats heuristic)."""
    with_w = P.pace(P.model(), 150, 90000)
    without = P.pace(None, 150, 90000)
    assert statistics.mean(with_w) < statistics.mean(without) - 0.25


def test_the_train_command_takes_the_phases_model(tmp_path, capsys, monkeypatch):
    from desktop import cli

    assert cli.main(["train", "tmae-phases", "--games", "5"]) == 2
    assert "--games does not apply" in capsys.readouterr().err
    assert cli.main(["train", "tmae-phases", "--holdout", "0"]) == 2
    assert "at least 1" in capsys.readouterr().err
    seen = {}

    def fake(holdout, seed, jobs, out):
        seen.update(holdout=holdout, seed=seed, jobs=jobs, out=out)

    monkeypatch.setattr(P, "train", fake)
    out = tmp_path / "x.json"
    assert cli.main(["train", "tmae-phases", "--holdout", "7", "--seed", "9", "--jobs", "2",
                     "--out", str(out)]) == 0
    assert seen == {"holdout": 7, "seed": 9, "jobs": 2, "out": out}


def test_the_search_draws_normal_numbers_from_the_projects_generator():
    from desktop.engine.rng import Rng

    rng = Rng.from_seed(7)
    xs = [P.gauss(rng, 2.0, 0.5) for _ in range(20000)]
    assert statistics.mean(xs) == pytest.approx(2.0, abs=0.02)
    assert statistics.pstdev(xs) == pytest.approx(0.5, abs=0.02)
    again = [P.gauss(Rng.from_seed(7), 0.0, 1.0) for _ in range(2)]  # the same seed, the same draw
    assert again[0] == again[1] == pytest.approx((xs[0] - 2.0) / 0.5)
