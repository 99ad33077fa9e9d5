"""Setup: neutrals and the King from Setup cards, Leaders, agenda sides, workers, flag."""

from __future__ import annotations

from desktop.games.nucleum import GAME, NucleumOptions
from desktop.games.nucleum.data import COURT
from desktop.games.nucleum.state import NEUTRAL

from tests.games.nucleum.helpers import CAP, COM, FT, REA, blank, texts


def run_setup(cards):
    s = blank(2)
    s.setup_deck = list(reversed(cards))   # drawn from the end
    ev = GAME.setup_neutrals(s)
    return s, ev


def test_first_card_places_arrow_two_and_king_and_13_is_redrawn():
    s, ev = run_setup([13, 5, 8, 11])
    assert s.neutrals == {"arrow": FT, "2": FT, "3": COM, "4": REA}
    assert s.king == FT
    assert "Setup card 13: ignored, another one is revealed." in texts(ev)
    assert all(e.reveals for e in ev if "Setup card" in e.msg.english())


def test_card_ranges():
    for card, party in [(1, CAP), (3, CAP), (4, FT), (6, FT), (7, COM), (9, COM), (10, REA), (12, REA)]:
        s, _ = run_setup([card, card, card])
        assert s.neutrals["arrow"] == party


def test_taken_party_passes_to_the_next_one_down_and_wraps():
    # arrow/2 in REA; 3 drawn for REA -> CAP; 4 drawn for REA -> CAP taken -> FT
    s, ev = run_setup([12, 10, 11])
    assert s.neutrals == {"arrow": REA, "2": REA, "3": CAP, "4": FT}
    assert sum(1 for t in texts(ev) if "already hold neutrals" in t) == 3


def test_numbered_neutrals_take_the_leader_spaces_and_one_party_stays_empty():
    s, _ = run_setup([1, 4, 7])
    assert s.leader == [NEUTRAL, NEUTRAL, NEUTRAL, None]
    assert s.leader_neutral[:3] == ["2", "3", "4"]


def test_new_game_setup_for_every_seed_is_coherent():
    for seed in range(30):
        s = GAME.new(NucleumOptions(seats=3), seed)
        assert s.neutrals["arrow"] == s.neutrals["2"] == s.king
        occupied = {q for q in s.neutrals.values()}
        assert len(occupied) == 3
        for p in range(4):
            faces = COURT.agenda_tiles.tiles[("cap", "ft", "com", "rea")[p]]
            assert s.agendas[p] in faces
            if p in occupied:
                assert s.leader[p] == NEUTRAL and s.leader_neutral[p] != "arrow"
        assert any(e.reveals for e in s.setup_events)


def test_both_agenda_sides_occur():
    seen = {GAME.new(NucleumOptions(seats=2), seed).agendas[0] for seed in range(40)}
    assert seen == {"contracts", "mines_turbines"}


def test_workers_and_flag():
    s = GAME.new(NucleumOptions(seats=2), 3)
    v = GAME.view(s, None)
    assert v["players"][0]["figures"] == 18 and COURT.workers.available == 2
    assert v["end"]["vp_flag"] == 90
    s = GAME.new(NucleumOptions(seats=2, map="australia"), 3)
    assert GAME.view(s, None)["end"]["vp_flag"] == 95
    assert "The VP flag goes under space 95." in texts(s.setup_events)
