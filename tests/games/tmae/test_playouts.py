"""Random playouts at 1-4 seats: games end, check/apply agree, save/load, clone, replay, views."""

from __future__ import annotations

import pytest

from desktop.engine.bots import play_random_game
from desktop.engine.protocol import PickNumber, PickOne, PickSome, view_json
from desktop.engine.rng import Rng
from desktop.games.tmae import GAME


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
@pytest.mark.parametrize("first_game", [False, True])
def test_random_games_end_with_invariants(seats, first_game):
    for seed in range(3):
        s, answers = play_random_game(GAME, GAME.options(seats=seats, first_game=first_game), seed,
                                      check_invariants=True)
        o = GAME.outcome(s)
        assert o is not None and len(o.scores) == seats
        assert GAME.to_act(s) == ()
        if seats > 1:
            assert o.winners
            assert s.temp == 19 and s.oxygen == 14 and not s.oceans


@pytest.mark.parametrize("seats", [1, 2, 4])
def test_offered_options_accepted_and_others_refused(seats):
    rng = Rng.from_seed(seats)
    s = GAME.new(GAME.options(seats=seats), 5)
    for _ in range(400):
        acting = GAME.to_act(s)
        if not acting:
            break
        seat = acting[0]
        d = GAME.decision(s, seat)
        if isinstance(d, PickOne):
            for o in d.options:
                assert GAME.check(s, seat, o.id) is None
            assert GAME.check(s, seat, "nonsense") is not None
        elif isinstance(d, PickSome):
            assert GAME.check(s, seat, ["nonsense"]) is not None
        elif isinstance(d, PickNumber):
            assert GAME.check(s, seat, d.hi + 1) is not None
        others = [i for i in range(seats) if i not in acting]
        if others:
            assert GAME.check(s, others[0], "pass") is not None
        a = GAME.sample_answer(s, seat, rng)
        assert GAME.check(s, seat, a) is None
        GAME.apply(s, seat, a)


def test_save_load_clone_and_replay():
    s, answers = None, None
    opts = GAME.options(seats=3)
    state = GAME.new(opts, 9)
    rng = Rng.from_seed(1)
    log = []
    for i in range(250):
        acting = GAME.to_act(state)
        if not acting:
            break
        a = GAME.sample_answer(state, acting[0], rng)
        GAME.apply(state, acting[0], a)
        log.append((acting[0], a))
        if i % 25 == 0:
            loaded = GAME.load(GAME.dump(state))
            assert GAME.state_hash(loaded) == GAME.state_hash(state)
            assert GAME.dump(GAME.clone(state)) == GAME.dump(state)
            # the loaded state plays on identically
            c1, c2 = GAME.clone(state), loaded
            r1, r2 = Rng.from_seed(i), Rng.from_seed(i)
            for _ in range(20):
                act = GAME.to_act(c1)
                if not act:
                    break
                a1 = GAME.sample_answer(c1, act[0], r1)
                assert a1 == GAME.sample_answer(c2, act[0], r2)
                GAME.apply(c1, act[0], a1)
                GAME.apply(c2, act[0], a1)
            assert GAME.state_hash(c1) == GAME.state_hash(c2)
    replay = GAME.new(opts, 9)
    for seat, a in log:
        GAME.apply(replay, seat, a)
    assert GAME.state_hash(replay) == GAME.state_hash(state)


@pytest.mark.parametrize("seats", [2, 4])
def test_views_hide_secrets_and_reshuffle_keeps_view(seats):
    rng = Rng.from_seed(7)
    s = GAME.new(GAME.options(seats=seats), 3)
    for i in range(300):
        acting = GAME.to_act(s)
        if not acting:
            break
        if i % 10 == 0:
            for seat in list(range(seats)) + [None]:
                v = view_json(GAME.view(s, seat))
                for secret in GAME.secrets(s, seat):
                    assert f'"{secret}"' not in v, (secret, seat)
                r = GAME.reshuffle_hidden(s, seat, Rng.from_seed(i))
                assert view_json(GAME.view(r, seat)) == v
        GAME.apply(s, acting[0], GAME.sample_answer(s, acting[0], rng))
