"""Random games end, with every invariant holding after every answer, for every option set."""

from desktop.engine.bots import play_random_game
from desktop.games.rftg import GAME
from desktop.games.rftg import robot


def test_random_games_end_with_invariants():
    for opts in GAME.conformance_options():
        for seed in range(3):
            st, answers = play_random_game(GAME, opts, seed, check_invariants=True)
            out = GAME.outcome(st)
            # the solitaire game scores the robot too, after the seat (rftg.robot.score)
            assert out is not None and len(out.scores) == opts.seats + (st.robot is not None)
            assert st.ending
            assert (any(len(s.tableau) >= 12 for s in st.seats) or st.pool <= 0
                    or (st.robot is not None and robot.tableau_size(st) >= 12))


def test_clone_and_dump_round_trip_mid_game():
    st, _ = play_random_game(GAME, GAME.options(seats=3), 9)
    c = GAME.clone(st)
    assert GAME.state_hash(c) == GAME.state_hash(st)
    assert GAME.state_hash(GAME.load(GAME.dump(st))) == GAME.state_hash(st)
