"""The learned ranking of the action pairs against the solitaire robot
(desktop/engine/ai/rftg_actions.py): it reads public facts only, its fit is sound and
reproducible, the shipped weights match the code, and the heuristic ranks the pairs by it
against the robot only."""

from __future__ import annotations

import json

import pytest

from desktop.engine import registry
from desktop.engine.ai import rftg, rftg_actions
from desktop.engine.ai.adapters import adapter_for
from desktop.engine.rng import Rng
from tests.engine.test_ai_fairness import decision_points

A = rftg_actions


def _solo(difficulty="hard"):
    game = registry.get("rftg")
    return game, game.options_model.model_validate({"seats": 1, "difficulty": difficulty})


def _ranked(game, state, seat):
    """The heuristic's pairs of action cards, best first."""
    ad = adapter_for(game)
    return ad.judge(game, state, seat, game.decision(state, seat), Rng.from_seed(0)).answers


def _action_points(game, options, games, seed=0):
    """(state, seat) at the action questions of heuristic games."""
    ad = adapter_for(game)
    out = []
    for g in range(games):
        st = game.new(options, seed + g)
        rng = Rng.from_seed(seed + g)
        while game.to_act(st):
            seat = game.to_act(st)[0]
            if A.is_action_question(list(game.legal(st, seat).ids)):
                out.append((game.clone(st), seat))
            game.apply(st, seat, ad.rollout_answer(game, st, seat, rng))
    return out


def _random_rows(rng, true, n=300):
    """Questions with random facts and pairs whose values are exactly the model of ``true``."""
    pairs_all = [[a, b] for i, a in enumerate(A.ACTIONS) for b in A.ACTIONS[i + 1:]]
    n_t = len(A.TERMS)
    rows = []
    for _ in range(n):
        facts = [rng.randbelow(30) + rng.randbelow(100) / 100 for _ in A.FACTS]
        t = A.terms(facts)
        per = {x: sum(true[1 + k * n_t + j] * t[j] for j in range(n_t))
               for k, x in enumerate(A.ACTIONS)}
        picked = []
        while len(picked) < 6:
            p = pairs_all[rng.randbelow(len(pairs_all))]
            if p not in picked:
                picked.append(p)
        plan = [rng.randbelow(800) / 100 for _ in picked]
        # a constant per question: the fit centres each question, so it must not matter
        shift = rng.randbelow(4000) / 100
        values = [true[0] * pv + per[p[0]] + per[p[1]] + shift for p, pv in zip(picked, plan)]
        rows.append({"facts": facts, "pairs": picked, "plan": plan, "values": values})
    return rows


def test_the_facts_it_reads_do_not_change_with_what_the_seat_cannot_see():
    game, options = _solo()
    ad = adapter_for(game)
    m = A.ActionModel(json.loads(A.MODEL_PATH.read_text(encoding="utf-8")))
    points = _action_points(game, options, 3)
    assert len(points) >= 10
    for k, (state, seat) in enumerate(points):
        want = m.per_action("hard", ad.solo_facts(game.lean_view(state, seat)))
        other = game.reshuffle_hidden(state, seat, Rng.from_seed(k))
        assert m.per_action("hard", ad.solo_facts(game.lean_view(other, seat))) == want


def test_fit_recovers_an_exact_linear_ranking():
    rng = Rng.from_seed(5)
    n = len(A.INPUTS)
    true = [(rng.randbelow(2001) - 1000) / 500 for _ in range(n)]
    rows = _random_rows(rng, true)
    # a term added to every action moves every pair of a question alike, so the weights are
    # known up to that: a vanishing ridge picks one, and the differences are what is fitted
    w = A.fit(rows, ridge=1e-9)
    n_t = len(A.TERMS)
    for row in rows[:50]:
        t = A.terms(row["facts"])
        got = [w[0] * p + sum(sum(w[1 + A.ACTIONS.index(x) * n_t + j] * t[j]
                                  for j in range(n_t)) for x in pair)
               for pair, p in zip(row["pairs"], row["plan"])]
        want = row["values"]
        # the same differences between the pairs of a question
        for i in range(1, len(got)):
            assert got[i] - got[0] == pytest.approx(want[i] - want[0], abs=1e-4)
    assert w[0] == pytest.approx(true[0], abs=1e-4)
    # and the model ranks unseen questions as the truth does
    fresh = _random_rows(rng, true, 40)
    g, _, _ = A.gain(w, fresh)
    best = sum(max(r["values"]) - r["values"][0] for r in fresh) / len(fresh)
    assert g == pytest.approx(best)


def test_collecting_is_reproducible_and_plays_the_plan_not_the_model(monkeypatch):
    a = A.collect("hard", [41], dets=2, width=3)
    b = A.collect("hard", [41], dets=2, width=3)
    assert a == b and len(a) >= 4
    for row in a:
        assert 2 <= len(row["pairs"]) == len(row["plan"]) == len(row["values"]) <= 3
        # the rows keep the plan's ranking: its first pair is the plan's best
        assert row["plan"][0] == max(row["plan"])
    assert rftg.SOLO_ACTIONS  # switched back on after collecting


def test_training_writes_what_the_players_load_and_keeps_other_difficulties(tmp_path,
                                                                            monkeypatch):
    monkeypatch.setattr(A, "DETS", 2)
    monkeypatch.setattr(A, "WIDTH", 3)
    out = tmp_path / "a.json"
    data = A.train(3, 11, 2, ("easy",), 1, out, log=lambda *_: None)
    assert json.loads(out.read_text(encoding="utf-8")) == data
    assert set(data["weights"]) == {"easy"}
    fit = data["provenance"]["fit"]["easy"]
    assert fit["questions"] > 5 and fit["holdout_questions"] > 2
    assert fit["command"].startswith("python -m desktop train rftg-actions --games 3 --seed 11")
    again = A.train(3, 11, 2, ("medium",), 1, out, log=lambda *_: None)
    assert set(again["weights"]) == {"easy", "medium"}
    assert again["weights"]["easy"] == data["weights"]["easy"]
    assert A.ActionModel(again).weights.keys() == {"easy", "medium"}


def test_the_shipped_weights_match_the_code_and_say_how_they_were_made():
    data = json.loads(A.MODEL_PATH.read_text(encoding="utf-8"))
    m = A.ActionModel(data)
    assert "hard" in m.weights
    for diff, fit in m.meta["fit"].items():
        assert diff in m.weights
        assert fit["command"].startswith("python -m desktop train rftg-actions")
        # held out, the model's pair was worth more than the plan's
        assert fit["holdout_gain_vp"] > 2 * fit["holdout_gain_se"] > 0, diff
    assert A.model() is not None


def test_a_model_for_other_inputs_is_refused():
    data = json.loads(A.MODEL_PATH.read_text(encoding="utf-8"))
    data["inputs"] = data["inputs"][:-1]
    with pytest.raises(ValueError, match="inputs"):
        A.ActionModel(data)


def test_a_missing_model_leaves_the_plan_with_a_warning(monkeypatch, tmp_path):
    monkeypatch.setattr(A, "MODEL_PATH", tmp_path / "none.json")
    A.model.cache_clear()
    try:
        with pytest.warns(RuntimeWarning, match="without it"):
            assert A.model() is None
        game, options = _solo()
        state, seat = _action_points(game, options, 1)[0]
        got = _ranked(game, state, seat)
        with rftg.actions_model_off():
            assert _ranked(game, state, seat) == got
    finally:
        A.model.cache_clear()


def test_against_the_robot_the_pairs_are_ranked_by_the_corrected_plan():
    game, options = _solo()
    ad = adapter_for(game)
    m = A.model()
    changed = 0
    points = _action_points(game, options, 4, seed=100)
    for state, seat in points:
        view = game.lean_view(state, seat)
        got = _ranked(game, state, seat)
        w, per = m.per_action("hard", ad.solo_facts(view))
        plan = ad.plan_values(view, seat, got)
        scores = [w * p + per[a] + per[b] for (a, b), p in zip(got, plan)]
        assert scores == sorted(scores, reverse=True)
        with rftg.actions_model_off():
            alone = _ranked(game, state, seat)
        assert sorted(map(tuple, alone)) == sorted(map(tuple, got))
        changed += alone[0] != got[0]
    # the model changes the first pair somewhere (else it would be the plan)
    assert changed >= 1


def test_with_rivals_the_plan_alone_ranks_the_pairs():
    game = registry.get("rftg")
    options = game.options_model.model_validate({"seats": 2, "advanced": True})
    seen = 0
    for state, seat in _action_points(game, options, 2):
        got = _ranked(game, state, seat)
        with rftg.actions_model_off():
            assert _ranked(game, state, seat) == got
        seen += 1
    assert seen >= 4


def test_the_train_command_takes_the_actions_model(tmp_path, capsys, monkeypatch):
    from desktop.cli import main

    monkeypatch.setattr(A, "DETS", 2)
    monkeypatch.setattr(A, "WIDTH", 3)
    assert main(["train", "rftg-actions", "--holdout", "0"]) == 2
    assert "at least 1" in capsys.readouterr().err
    out = tmp_path / "w.json"
    assert main(["train", "rftg-actions", "--games", "2", "--holdout", "1", "--seed", "9",
                 "--difficulty", "hard", "--out", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["provenance"]["fit"]["hard"]["command"] == (
        "python -m desktop train rftg-actions --games 2 --seed 9 --holdout 1 --difficulty hard")


def test_collecting_for_policy_iteration_plays_the_given_weights(tmp_path):
    # weights unlike the shipped ones: Produce's term raised far above the others
    data = json.loads(A.MODEL_PATH.read_text(encoding="utf-8"))
    data["weights"]["hard"][1 + A.ACTIONS.index("prod") * len(A.TERMS)] += 100.0
    given = tmp_path / "given.json"
    given.write_text(json.dumps(data), encoding="utf-8")
    m = A.ActionModel(data)
    rows = A.collect("hard", [41, 42], dets=2, width=3, play_with=given)
    for row in rows:
        w, per = m.per_action("hard", row["facts"])
        scores = [w * p + sum(per[x] for x in pair) for pair, p in zip(row["pairs"], row["plan"])]
        # the rows keep the given weights' ranking: their first pair is that model's best
        assert scores[0] == max(scores)
        assert "prod" in row["pairs"][0]
    assert len(rows) >= 8
    # after collecting, the players load the shipped weights again
    assert rftg.SOLO_ACTIONS
    shipped = json.loads(A.MODEL_PATH.read_text(encoding="utf-8"))["weights"]["hard"]
    assert A.model().weights["hard"] == shipped


def test_policy_iteration_starts_from_the_weights_the_file_holds(tmp_path, monkeypatch):
    monkeypatch.setattr(A, "DETS", 2)
    monkeypatch.setattr(A, "WIDTH", 3)
    empty = tmp_path / "none.json"
    with pytest.raises(ValueError, match="no weights for hard"):
        A.train(2, 11, 1, ("hard",), 1, empty, log=lambda *_: None, iterate=True)
    assert not empty.exists()
    out = tmp_path / "w.json"
    out.write_text(A.MODEL_PATH.read_text(encoding="utf-8"), encoding="utf-8")
    before = json.loads(out.read_text(encoding="utf-8"))
    played = []
    collect = A.collect

    def spy(difficulty, seeds, dets=None, width=None, play_with=None):
        played.append(json.loads(play_with.read_text(encoding="utf-8"))["weights"])
        return collect(difficulty, seeds, dets, width, play_with)

    monkeypatch.setattr(A, "collect", spy)
    data = A.train(2, 11, 1, ("hard",), 1, out, log=lambda *_: None, iterate=True)
    # every game, training and held out, was played with the weights the file held
    assert played and all(w == before["weights"] for w in played)
    fit = data["provenance"]["fit"]["hard"]
    assert fit["command"].endswith("--difficulty hard --iterate")
    assert fit["played_with"] == before["provenance"]["fit"]["hard"]
    assert data["weights"]["hard"] != before["weights"]["hard"]
    # the other difficulties keep their weights
    assert data["weights"]["easy"] == before["weights"]["easy"]


def test_the_train_command_refuses_to_iterate_without_weights(tmp_path, capsys):
    from desktop.cli import main

    out = tmp_path / "none.json"
    assert main(["train", "rftg-actions", "--games", "1", "--holdout", "1", "--difficulty",
                 "medium", "--iterate", "--out", str(out)]) == 1
    assert "no weights for medium" in capsys.readouterr().err
    assert not out.exists()
