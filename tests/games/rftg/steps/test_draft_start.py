from desktop.engine.rng import Rng
from desktop.games.rftg import GAME
from tests.games.rftg.steps.common import kind


def test_draft_start_then_the_opening_discard_in_the_same_block():
    st = GAME.new(GAME.options(seats=2, draft=True), 6)
    rng = Rng.from_seed(1)
    while kind(st, 0) == "rftg.draft_pick" or kind(st, 1) == "rftg.draft_pick":
        seat = GAME.to_act(st)[0]
        GAME.apply(st, seat, GAME.sample_answer(st, seat, rng))
    assert kind(st, 0) == kind(st, 1) == "rftg.draft_start"
    keep = GAME.legal(st, 0).ids[0]
    GAME.apply(st, 0, keep)
    # seat 0 goes on to its discard while seat 1 still chooses its start world
    assert kind(st, 0) == "rftg.setup_discard" and kind(st, 1) == "rftg.draft_start"
    assert GAME.to_act(st) == (0, 1)
