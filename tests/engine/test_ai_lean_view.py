"""The computer players' heuristics read ``lean_view``: a part of the seat's ``view`` (every key
it has holds the view's value), so reading it instead changes no answer and shows nothing the
view hides."""

from __future__ import annotations

import pytest

from desktop.engine import registry
from desktop.engine.ai import make_player
from tests.conformance.harness import part_of
from tests.engine.test_ai_fairness import decision_points


def test_part_of_finds_a_changed_value_a_missing_key_and_a_shorter_list():
    whole = {"a": 1, "b": [{"x": 1, "y": 2}, {"x": 3}], "c": {"d": "e"}}
    assert part_of({"a": 1, "b": [{"x": 1}, {}]}, whole) is None
    assert part_of({"b": [{"x": 1}, {"x": 4}]}, whole) == "view.b[1].x"
    assert part_of({"z": 1}, whole) == "view.z (not in the view)"
    assert part_of({"b": [{"x": 1}]}, whole) == "view.b"
    assert part_of({"c": {"d": "f"}}, whole) == "view.c.d"


@pytest.mark.parametrize("opts", [
    {"seats": 1, "difficulty": "hard"}, {"seats": 3}, {"seats": 2, "advanced": True},
    {"seats": 3, "draft": True}, {"seats": 5, "goals": False},
])
def test_rftg_lean_view_is_a_part_of_the_view_of_every_seat(opts):
    game = registry.get("rftg")
    options = game.options_model.model_validate(opts)
    checked = 0
    for state, _ in decision_points(game, options, 31, every=2):
        for seat in [None, *range(options.seats)]:
            lean = game.lean_view(state, seat)
            assert part_of(lean, game.view(state, seat)) is None
            # the parts the heuristics read are there
            assert {"seats", "goals"} <= lean.keys()
            if seat is not None:
                assert "hand" in lean["seats"][seat]
            if options.seats == 1:
                assert {"difficulty", "tableau_size", "credit", "economy", "markers",
                        "vp"} <= lean["robot"].keys()
                assert "pool" in lean
            checked += 1
    assert checked >= 30


class _FullView:
    """The RftG game with ``lean_view`` answered by the whole view."""

    def __init__(self, game):
        self._game = game

    def __getattr__(self, name):
        return getattr(self._game, name)

    def lean_view(self, state, seat):
        return self._game.view(state, seat)


@pytest.mark.parametrize("opts,level", [({"seats": 1, "difficulty": "hard"}, "heuristic"),
                                        ({"seats": 2}, "heuristic"),
                                        ({"seats": 1, "difficulty": "hard"}, "medium")])
def test_rftg_players_answer_the_same_from_the_lean_view_as_from_the_whole_view(opts, level):
    game = registry.get("rftg")
    full = _FullView(game)
    options = game.options_model.model_validate(opts)
    seed = 7
    a = [make_player(level, 100 + i) for i in range(options.seats)]
    b = [make_player(level, 100 + i) for i in range(options.seats)]
    state = game.new(options, seed)
    answers = 0
    cap = 30 if level == "medium" else 10_000
    while game.to_act(state) and answers < cap:
        seat = game.to_act(state)[0]
        x = a[seat].choose(game, game.clone(state), seat)
        y = b[seat].choose(full, game.clone(state), seat)
        assert x == y, f"answer {answers} differs"
        game.apply(state, seat, x)
        answers += 1
    assert answers >= min(cap, 40)
