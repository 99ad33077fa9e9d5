"""Computer players play fair: an answer depends on the seat's own view, never on the state.

The check, at many decision points of RftG and TM:AE games (every variant the players face):
``S2 = reshuffle_hidden(S, seat)`` has the same view for the seat but other hidden
information (other hands, deck order, face-down goods, the RNG).  A player with the same seed
must give the same answer on ``S`` and on ``S2``.

The players draw their determinisations with ``reshuffle_hidden`` too, and the games'
reshuffles lay out their random pool in the order the hidden cards had, so the *samples* from
``S`` and ``S2`` are alike in distribution, not card for card.  The test therefore hands the
players a game whose ``reshuffle_hidden`` ignores the hidden part of the state it is given
(it always resamples from ``S``): exactly what a reshuffle that depends on the view alone
would do.  Any other read of the hidden information -- a clone of the real state played on, a
look at a hand or at the RNG -- changes the answer and fails the test.
"""

from __future__ import annotations

import pytest

from desktop.engine import registry
from desktop.engine.ai import ComputerPlayer
from desktop.engine.ai.search import Level
from desktop.engine.protocol import view_json
from desktop.engine.rng import Rng

#: a search level small enough for a test, with every part of the method (candidates,
#: determinisations, rollouts, halving, evaluation)
TINY = Level("tiny", rollouts=8, depth=10, width=4, noise=0.0, max_seconds=60.0)


class SameSampleGame:
    """The game, but ``reshuffle_hidden`` resamples from a fixed state of the same view."""

    def __init__(self, game, reference):
        self._game = game
        self._reference = reference

    def __getattr__(self, name):
        return getattr(self._game, name)

    def reshuffle_hidden(self, state, seat, rng):
        return self._game.reshuffle_hidden(self._reference, seat, rng)


CASES = [
    ("rftg", dict(seats=2)),
    ("rftg", dict(seats=3, goals=False)),
    ("rftg", dict(seats=2, advanced=True)),
    ("rftg", dict(seats=2, draft=True)),
    ("rftg", dict(seats=1, difficulty="hard")),
    ("tmae", dict(seats=2)),
    ("tmae", dict(seats=1, difficulty="expert")),
    ("bts", dict(seats=2)),
]


def decision_points(game, options, seed, every):
    rng = Rng.from_seed(seed)
    state = game.new(options, seed)
    n = 0
    while game.to_act(state):
        seat = game.to_act(state)[0]
        if n % every == 0:
            yield state, seat
        game.apply(state, seat, game.sample_answer(state, seat, rng))
        n += 1


@pytest.mark.parametrize("game_id,opts", CASES, ids=[f"{g}-{o}" for g, o in CASES])
def test_answer_does_not_change_with_what_the_seat_cannot_see(game_id, opts):
    game = registry.get(game_id)
    options = game.options(**opts)
    checked = 0
    for k, (state, seat) in enumerate(decision_points(game, options, 11, 9)):
        if k >= 6:
            break
        other = game.reshuffle_hidden(state, seat, Rng.from_seed(1000 + k))
        assert view_json(game.view(other, seat)) == view_json(game.view(state, seat))
        fair = SameSampleGame(game, game.clone(state))
        for level in ("easy", TINY):
            a = ComputerPlayer(level, seed=k).choose(fair, game.clone(state), seat)
            b = ComputerPlayer(level, seed=k).choose(fair, other, seat)
            assert a == b, (game_id, opts, k, level)
            assert game.check(state, seat, a) is None
        checked += 1
    assert checked >= 3


def test_the_check_catches_a_player_that_peeks():
    """A player that plays on the real state (a clone of it) is caught by the same check."""

    class Peeker(ComputerPlayer):
        def search(self, game, adapter, state, me, cands, rng):
            best, val = cands[0], None
            for c in cands:
                s = game.clone(state)  # the real state: other hands, the deck order, the RNG
                game.apply(s, me, c)
                for _ in range(30):
                    if not game.to_act(s):
                        break
                    x = game.to_act(s)[0]
                    game.apply(s, x, game.sample_answer(s, x, Rng.from_seed(1)))
                v = adapter.utility(game, s, me)
                if val is None or v > val:
                    best, val = c, v
            return best

    game = registry.get("rftg")
    options = game.options(seats=2)
    caught = 0
    for k, (state, seat) in enumerate(decision_points(game, options, 5, 7)):
        if k >= 25:
            break
        other = game.reshuffle_hidden(state, seat, Rng.from_seed(99 + k))
        fair = SameSampleGame(game, game.clone(state))
        a = Peeker(TINY, seed=1).choose(fair, game.clone(state), seat)
        b = Peeker(TINY, seed=1).choose(fair, other, seat)
        caught += a != b
    assert caught > 0


@pytest.mark.parametrize("game_id,opts", [("rftg", dict(seats=2)), ("rftg", dict(seats=1, difficulty="easy")),
                                          ("rftg", dict(seats=2, draft=True)), ("tmae", dict(seats=2)),
                                          ("bts", dict(seats=2))])
def test_reshuffle_hidden_also_resamples_the_future_chance(game_id, opts):
    """A determinisation must not keep the state's RNG (the search would see future draws).
    Every game state has its ``rng`` (CONTRIBUTING: "Chance comes only from state.rng")."""
    game = registry.get(game_id)
    state = game.new(game.options(**opts), 3)
    seat = game.to_act(state)[0]
    other = game.reshuffle_hidden(state, seat, Rng.from_seed(8))
    assert other.rng.state != state.rng.state


# -- what other seats chose in secret, and the solo dummy's face-down cards, are resampled ----
# (a computer seat also thinks on the state as it was when its question was asked,
# arena.play_match and ui/bot_runner.py, so in play it never even gets such a state)


def test_rftg_resamples_secretly_chosen_actions():
    game = registry.get("rftg")
    st = game.new(game.options(seats=2), 4)
    rng = Rng.from_seed(1)
    while game.view(st, None)["step"] != "action":
        seat = game.to_act(st)[0]
        game.apply(st, seat, game.sample_answer(st, seat, rng))
    game.apply(st, 1, game.sample_answer(st, 1, rng))  # seat 1 chooses; seat 0 still owes
    assert 0 in game.to_act(st)
    chosen = {tuple(game.reshuffle_hidden(st, 0, Rng.from_seed(k)).seats[1].actions)
              for k in range(20)}
    assert len(chosen) > 1
    # and the seat's own view is the same in every sample
    assert all(view_json(game.view(game.reshuffle_hidden(st, 0, Rng.from_seed(k)), 0))
               == view_json(game.view(st, 0)) for k in range(5))


def test_rftg_forgets_the_card_another_seat_selected_in_secret():
    """Develop and Settle: a seat that has chosen its card in secret passes in a sample (its
    card goes back to the hidden pool), so a search cannot learn what it will place."""
    game = registry.get("rftg")
    found = 0
    for seed in range(40):
        st = game.new(game.options(seats=2), seed)
        rng = Rng.from_seed(seed)
        hit = False
        while game.to_act(st) and not hit:
            if (game.view(st, None)["step"] in ("develop", "settle")
                    and game.to_act(st) == (0, 1)):
                game.apply(st, 1, game.sample_answer(st, 1, rng))
                hit = st.seats[1].selected >= 0 and 0 in game.to_act(st)
                continue
            seat = game.to_act(st)[0]
            game.apply(st, seat, game.sample_answer(st, seat, rng))
        if not hit:
            continue
        found += 1
        for k in range(5):
            other = game.reshuffle_hidden(st, 0, Rng.from_seed(k))
            assert other.seats[1].selected == -1
            assert view_json(game.view(other, 0)) == view_json(game.view(st, 0))
        if found >= 3:
            break
    assert found >= 3


def test_tmae_resamples_secretly_picked_phases():
    game = registry.get("tmae")
    st = game.new(game.options(seats=2), 4)
    rng = Rng.from_seed(1)
    while not (game.view(st, None)["stage"] == "plan" and game.to_act(st) == (0, 1)):
        seat = game.to_act(st)[0]
        game.apply(st, seat, game.sample_answer(st, seat, rng))
    game.apply(st, 1, game.sample_answer(st, 1, rng))
    picks = {game.reshuffle_hidden(st, 0, Rng.from_seed(k)).players[1].pick for k in range(20)}
    assert len(picks) > 1
    assert st.players[1].last_pick not in picks


def test_tmae_resamples_the_solo_dummy_phase_cards():
    game = registry.get("tmae")
    st = game.new(game.options(seats=1, difficulty="advanced"), 4)
    orders = {tuple(game.reshuffle_hidden(st, 0, Rng.from_seed(k)).dummy) for k in range(20)}
    assert len(orders) > 1
