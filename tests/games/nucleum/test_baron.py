"""Baron von Automat at court: placement steps 1-4, tie-breaks, bonus, scoring, modifiers."""

from __future__ import annotations

from desktop.games.nucleum import GAME, NucleumOptions
from desktop.games.nucleum.state import NEUTRAL

from tests.games.nucleum.helpers import CAP, COM, FT, REA, blank, lead, option_ids, play, put, rules, texts

B = 1  # the Baron's side in a solo game (seat 0 is the human)


def setup_like():
    s = blank(1)
    s.neutrals = {"arrow": CAP, "2": CAP, "3": FT, "4": COM}
    lead(s, CAP, NEUTRAL, "2"); lead(s, FT, NEUTRAL, "3"); lead(s, COM, NEUTRAL, "4")
    return s


def test_the_baron_is_a_rule_not_a_seat():
    s = blank(1)
    assert s.seats == 1 and s.baron_side == 1
    assert "baron" in option_ids(s, 0)
    assert "baron" not in option_ids(blank(2), 0)
    assert GAME.view(s, None)["baron"]["priority"][0] == "court"


def test_step1_the_one_party_where_he_becomes_leader():
    s = setup_like()
    ev = play(s, "baron", "yes")
    assert s.pols[REA][B] == 1 and s.leader[REA] == B
    assert "nucleum.baron.step1" in rules(ev)
    assert s.vp["baron_bonus"][B] == 2          # Realists: 2 VP
    assert "The Baron gains 2 VP." in texts(ev)


def test_step1_equal_to_the_leader_count_is_eligible():
    s = setup_like()
    put(s, REA, 0, 2); lead(s, REA, 0)
    put(s, FT, B, 1)                              # FT: neutral 3 alone (1) = his 1
    ev = play(s, "baron", "yes")
    assert s.pols[FT][B] == 2 and s.leader[FT] == B
    assert "nucleum.baron.step1" in rules(ev)
    assert "Remove the rightmost Action tile of the market to the box." in texts(ev)


def test_step2_several_eligible_and_not_in_the_dominant_party():
    s = blank(1)                                   # no Leaders: all four eligible
    s.king = COM
    ev = play(s, "baron", "yes")
    assert s.pols[COM][B] == 1
    assert "nucleum.baron.step2" in rules(ev)
    assert GAME.step_name(s) == "baron_reserve"            # Communists: a worker, or 3 VP
    ev = play(s, "worker")
    assert "The Baron gains 1 worker." in texts(ev) and s.vp["baron_bonus"][B] == 0


def test_step2_none_eligible_and_not_in_the_dominant_party():
    s = blank(1)
    for p in range(4):
        put(s, p, 0, 2); lead(s, p, 0)
    ev = play(s, "baron", "yes")
    assert s.pols[CAP][B] == 1 and "nucleum.baron.step2" in rules(ev)
    assert "The Baron gains 1 thaler." in texts(ev)


def test_step3_eligible_party_with_fewest_of_his_politicians():
    s = blank(1)
    put(s, CAP, B, 1); lead(s, CAP, B)            # dominant, he leads it: not eligible
    put(s, COM, 0, 1); lead(s, COM, 0); put(s, COM, B, 1)
    put(s, REA, 0, 2); lead(s, REA, 0); put(s, REA, B, 2)
    # eligible: FT (no Leader, 0 of his), COM (1 = 1), REA (2 = 2)
    ev = play(s, "baron", "yes")
    assert s.pols[FT][B] == 1 and "nucleum.baron.step3" in rules(ev)


def test_step3_with_no_eligible_party_considers_all_four():
    s = blank(1)
    put(s, CAP, B, 2); lead(s, CAP, B)
    for p, n in [(FT, 1), (COM, 0), (REA, 1)]:
        put(s, p, 0, 3); lead(s, p, 0); put(s, p, B, n)
    ev = play(s, "baron", "yes")
    assert s.pols[COM][B] == 1
    assert any(e.unconfirmed and e.rule.id == "nucleum.baron.step3" for e in ev)


def tie_state(**opts):
    s = blank(1, **opts)
    put(s, CAP, B, 1); lead(s, CAP, B)
    # FT and COM without Leader and without his Politicians: a tie for step 4
    put(s, REA, 0, 2); lead(s, REA, 0); put(s, REA, B, 2)
    return s


def test_step4_logic_card_tapped_by_the_human():
    s = tie_state()
    play(s, "baron", "yes")
    assert GAME.step_name(s) == "baron_tie" and option_ids(s, 0) == ["ft", "com"]
    ev = play(s, "com")
    assert s.pols[COM][B] == 1 and "nucleum.baron.step4" in rules(ev)
    ev = play(s, "empty")
    assert s.vp["baron_bonus"][B] == 3
    assert "The Baron's reserve is empty: he gains 3 VP." in texts(ev)


def test_step4_digital_house_rule_is_seeded_flagged_and_lands_on_a_tied_party():
    seen = set()
    for seed in range(12):
        s = tie_state(logic="digital")
        s.rng = type(s.rng).from_seed(seed)
        ev = play(s, "baron", "yes")
        placed = [p for p in (FT, COM) if s.pols[p][B] == 1]
        assert len(placed) == 1 and s.pols[REA][B] == 2 and s.pols[CAP][B] == 1
        seen.add(placed[0])
        draws = [e for e in ev if e.rule and e.rule.id == "nucleum.baron.logic_digital"]
        assert draws and all(e.reveals and e.unconfirmed for e in draws)
    assert seen == {FT, COM}


def test_unavailable_with_an_empty_supply():
    s = setup_like()
    ev = play(s, "baron", "empty")
    assert sum(s.pols[p][B] for p in range(4)) == 0 and GAME.step_name(s) == "main"
    assert "nucleum.baron.unavailable" in rules(ev)
    put(s, CAP, B, 20)
    play(s, "baron")
    assert option_ids(s, 0) == ["empty"]


def test_scoring_4_per_leader_and_4_in_the_dominant_party_and_removal_like_a_player():
    s = blank(1)
    put(s, CAP, B, 2); lead(s, CAP, B)
    put(s, FT, B, 1); lead(s, FT, B)
    s.king = CAP
    play(s, "kings_day")
    assert s.vp["kings_day"][B] == 4 + 4 + 4
    assert s.pols[CAP][B] == 0 and s.pols[FT][B] == 0   # leader -1 each, then dominant -1


def test_harder_scoring_from_the_second_kings_day():
    s = blank(1, baron_harder_scoring=True)
    put(s, FT, B, 5); lead(s, FT, B)
    s.king = FT
    play(s, "kings_day")
    assert s.vp["kings_day"][B] == 8                       # 1st King's Day: 4 + 4
    play(s, "kings_day")
    assert s.vp["kings_day"][B] == 8 + 12                  # 2nd: 6 + 6
    play(s, "end:baron_recharges", "final")
    assert s.vp["final"][B] == 12
    out = GAME.outcome(s)
    assert out is not None and "Baron von Automat" in out.note.english()
    assert out.partial and out.winners == () and out.scores[B] == 8 + 12 + 12 + s.vp["baron_bonus"][B] + s.vp["benefit"][B]


def test_modifiers_at_setup():
    s = GAME.new(NucleumOptions(seats=1, baron=True, baron_empty_party=True,
                                baron_neutral_parties=True), 4)
    empty = next(p for p in range(4) if all(q != p for q in s.neutrals.values()))
    assert s.leader[empty] == B and s.pols[empty][B] == 1
    for p in range(4):
        if p != empty:
            assert s.pols[p][B] == 1 and s.leader[p] == NEUTRAL
    e = GAME.new(NucleumOptions(seats=1, baron=True, baron_easier=True), 4)
    empty = next(p for p in range(4) if all(q != p for q in e.neutrals.values()))
    assert e.leader[empty] == 0 and e.pols[empty][0] == 1
    assert e.vp["benefit"][0] == 0 and e.income[0] == {"thaler": 0, "worker": 0, "vp": 0}
