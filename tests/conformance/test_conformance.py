"""Every registered game, every option set it declares, several seeds: the harness checks."""

from __future__ import annotations

import os

import pytest

from desktop.engine import registry
from tests.conformance.harness import playout

#: seeds per option set; CONFORMANCE_SEEDS=50 for a long local run
SEEDS = int(os.environ.get("CONFORMANCE_SEEDS", "4"))

CASES = [
    pytest.param(game_id, i, seed, id=f"{game_id}-{opts.model_dump_json()}-seed{seed}")
    for game_id in registry.ids()
    for i, opts in enumerate(registry.get(game_id).conformance_options())
    for seed in range(SEEDS)
]


@pytest.mark.parametrize("game_id,variant,seed", CASES)
def test_random_playout_conforms(game_id: str, variant: int, seed: int) -> None:
    game = registry.get(game_id)
    options = game.conformance_options()[variant]
    problems, session = playout(game, options, seed)
    assert not problems, f"{game_id} {options!r} seed {seed}:\n" + "\n".join(problems)
    assert session.outcome() is not None
