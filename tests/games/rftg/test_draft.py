"""The drafting variant (2-3 seats): start worlds, pass directions, pick counts, private decks."""

import pytest

from desktop.engine.bots import RandomBot, play_random_game
from desktop.engine.protocol import view_json
from desktop.engine.rng import Rng
from desktop.games.rftg import GAME, piles
from desktop.games.rftg.rules import DESIGN, N_CARDS


def draft_game(seats: int, seed: int = 1):
    return GAME.new(GAME.options(seats=seats, draft=True), seed)


def pick_all(st, bot) -> None:
    """Every seat owing a draft pick picks (the random bot)."""
    for seat in GAME.to_act(st):
        GAME.apply(st, seat, bot.choose(GAME, st, seat))


def test_options():
    with pytest.raises(ValueError):
        GAME.options(seats=4, draft=True)
    assert GAME.options(seats=3, draft=True).draft


@pytest.mark.parametrize("seats", [2, 3])
def test_start_worlds_one_odd_one_even_rest_in_the_deck_goals_first(seats):
    st = draft_game(seats)
    d = st.draft
    assert len(st.goals) == 6  # goals are chosen before the draft
    for pair in d.starts:
        assert sorted(DESIGN[c].start_parity for c in pair) == ["even", "odd"]
    dealt = {c for pair in d.starts for c in pair}
    in_play = st.deck + [c for p in d.packs for c in p]
    starts_left = [c for c in in_play if DESIGN[c].start_number is not None]
    assert len(starts_left) == 9 - 2 * seats and not dealt & set(in_play)
    assert all(s.tableau == [] for s in st.seats)
    assert not GAME.invariants(st)


@pytest.mark.parametrize("seats", [2, 3])
def test_picks_are_simultaneous_and_packs_pass_left_then_right(seats):
    st = draft_game(seats)
    d = st.draft
    assert st.step == "draft" and GAME.to_act(st) == tuple(range(seats))
    assert d.direction == 1 and all(len(p) == 5 for p in d.packs)
    before = [list(p) for p in d.packs]
    chosen = []
    for seat in range(seats):
        c = d.packs[seat][0]
        chosen.append(c)
        GAME.apply(st, seat, f"card:{c}")
    for seat in range(seats):
        # left: the pack of seat i now lies in front of seat i + 1
        src = (seat - 1) % seats
        assert d.packs[seat] == [c for c in before[src] if c != chosen[src]]
        assert d.picks[seat] == [chosen[seat]]
    bot = RandomBot(3)
    while d.round == 1:
        pick_all(st, bot)
    assert d.direction == -1 and all(len(p) == 5 for p in d.packs)
    before = [list(p) for p in d.packs]
    chosen = []
    for seat in range(seats):
        c = d.packs[seat][-1]
        chosen.append(c)
        GAME.apply(st, seat, f"card:{c}")
    for seat in range(seats):
        src = (seat + 1) % seats  # right: from the next seat number
        assert d.packs[seat] == [c for c in before[src] if c != chosen[src]]


@pytest.mark.parametrize("seats,rounds,picks,removed", [(2, 13, 65, 2), (3, 8, 40, 10)])
def test_pick_counts(seats, rounds, picks, removed):
    st = draft_game(seats, 4)
    bot = RandomBot(4)
    questions = 0
    while st.step == "draft":
        questions += len(GAME.to_act(st))
        pick_all(st, bot)
        assert not GAME.invariants(st)
    d = st.draft
    assert d.round == rounds and len(d.removed) == removed
    # four picks are questions, the last card of each pack is taken without one
    assert questions == rounds * 4 * seats
    for s in st.seats:
        assert len(s.deck) + len(s.hand) == picks and len(s.hand) == 6
    assert st.deck == [] and st.discard == []


def finish_draft(seats: int, seed: int = 2):
    st = draft_game(seats, seed)
    bot = RandomBot(seed)
    while st.step == "draft":
        pick_all(st, bot)
    return st, bot


def test_start_choice_discards_the_other_to_the_own_pile_then_reveal():
    st, bot = finish_draft(2)
    d = st.draft
    assert all(GAME.entry(st, i).kind == "rftg.draft_start" for i in range(len(st.seats)))
    pairs = [list(p) for p in d.starts]
    GAME.apply(st, 0, f"card:{pairs[0][0]}")
    assert st.seats[0].discard == [pairs[0][1]] and st.seats[1].discard == []
    assert GAME.decision(st, 0).min == 6 - DESIGN[pairs[0][0]].start_keep
    # the choice stays hidden until every seat has chosen and discarded
    assert f"card:{pairs[0][0]}" in GAME.secrets(st, 1)
    GAME.apply(st, 0, bot.choose(GAME, st, 0))
    assert st.seats[0].tableau == []
    GAME.apply(st, 1, f"card:{pairs[1][1]}")
    GAME.apply(st, 1, bot.choose(GAME, st, 1))
    assert st.seats[0].tableau == [pairs[0][0]] and st.seats[1].tableau == [pairs[1][1]]
    assert st.step == "action" and st.start_worlds == [pairs[0][0], pairs[1][1]]
    assert not GAME.invariants(st)


def test_ancient_race_kept_in_the_draft_discards_three():
    for seed in range(60):
        st, bot = finish_draft(2, seed)
        for seat, pair in enumerate(st.draft.starts):
            ar = [c for c in pair if DESIGN[c].id == "ancient_race"]
            if ar:
                GAME.apply(st, seat, f"card:{ar[0]}")
                assert GAME.decision(st, seat).min == 3
                return
    pytest.fail("Ancient Race never dealt")


def test_private_decks_draw_discard_and_reshuffle_their_own():
    st, bot = finish_draft(3)
    while st.step != "action":
        seat = GAME.to_act(st)[0]
        GAME.apply(st, seat, bot.choose(GAME, st, seat))
    s0, s1 = st.seats[0], st.seats[1]
    other = (list(s1.deck), list(s1.discard))
    top = s0.deck[-1]
    events = []
    piles.draw(st, 0, 1, events)
    assert s0.hand[-1] == top
    c = s0.hand.pop()
    piles.to_discard(st, 0, c)
    assert s0.discard[-1] == c
    # seat 0's deck runs out: its own discard pile becomes its deck
    s0.discard += s0.deck
    s0.deck = []
    mine = sorted(s0.discard)
    piles.draw(st, 0, 2, events)
    assert sorted(s0.deck + s0.hand[-2:]) == mine and s0.discard == []
    assert any(e.reveals and e.rule.id == "rftg.draft.private" for e in events)
    assert (s1.deck, s1.discard) == other
    assert st.deck == [] and st.discard == []
    assert not GAME.invariants(st)


def test_view_shows_own_pack_picks_and_direction_only():
    st = draft_game(3, 5)
    bot = RandomBot(5)
    pick_all(st, bot)
    d = st.draft
    for seat in range(3):
        v = GAME.view(st, seat)["draft"]
        assert v["pack"] == [f"card:{c}" for c in d.packs[seat]]
        assert v["picks"] == [f"card:{c}" for c in d.picks[seat]]
        assert v["direction"] == "left" and v["pack_sizes"] == [4, 4, 4]
        text = view_json(GAME.view(st, seat))
        for other in range(3):
            if other != seat:
                for c in d.packs[other] + d.picks[other] + d.starts[other]:
                    assert f'"card:{c}"' not in text
                    assert f"card:{c}" in GAME.secrets(st, seat)
    spectator = GAME.view(st, None)["draft"]
    assert "pack" not in spectator and "picks" not in spectator
    # resampling what seat 0 cannot see keeps its view
    other = GAME.reshuffle_hidden(st, 0, Rng.from_seed(9))
    assert view_json(GAME.view(other, 0)) == view_json(GAME.view(st, 0))
    assert not GAME.invariants(other)
    for pair in other.draft.starts:
        assert all(DESIGN[c].start_number is not None for c in pair)


@pytest.mark.parametrize("seats", [2, 3])
def test_drafted_games_end_with_every_card_in_one_place(seats):
    st, answers = play_random_game(GAME, GAME.options(seats=seats, draft=True), 7,
                                   check_invariants=True)
    assert GAME.outcome(st) is not None
    places = sum(len(s.deck) + len(s.discard) + len(s.hand) + len(s.tableau) for s in st.seats)
    goods = sum(1 for g in st.good_on if g >= 0)
    assert places + goods + len(st.draft.removed) == N_CARDS
