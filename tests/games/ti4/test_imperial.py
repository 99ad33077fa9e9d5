"""Scenario tests of rule 100 (Imperial) and its comments 1-4, from hand-built states."""

from __future__ import annotations

from desktop.engine.protocol import Illegal, PickOne
from desktop.engine.rules import lookup
from desktop.games.ti4 import GAME

from .helpers import fresh, play


def _rules(events):
    return [e.rule.id for e in events if e.rule is not None]


def to_imperial(seats=4, holder=0, seed=7):
    s = fresh(seats, seed)
    play(s, 0, f"seat:{holder}")
    return s


# -- 100.1 -----------------------------------------------------------------------------------

def test_100_1_holder_resolves_the_primary_ability():
    s = fresh(4)
    d = GAME.decision(s, 0)
    assert d.rule.id == "ti4.round.strategy_phase"
    ev = play(s, 0, "seat:2")
    assert s.holder == 2 and GAME.step_name(s) == "imp_home" and GAME.to_act(s) == (2,)
    assert "ti4.imperial.strategic_action" in _rules(ev)


def test_100_1_nobody_holds_imperial_goes_to_the_status_phase():
    s = fresh(4)
    play(s, 0, "none")
    assert s.holder is None and GAME.step_name(s).startswith("st_")


# -- 100.2, first part, and comment 1 --------------------------------------------------------

def test_100_2_scores_one_revealed_public_objective_it_meets():
    s = to_imperial(holder=1)
    play(s, 1, "yes")
    d = GAME.decision(s, 1)
    assert d.rule.id == "ti4.imperial.primary_public"
    offered = {o.id for o in d.options}
    assert offered == {"obj:" + o for o in s.revealed} | {"none", "record"}
    obj = s.revealed[0]
    play(s, 1, "obj:" + obj)
    p = s.players[1]
    assert p.vp == 1 and p.vp_public == 1 and p.scored_public == [obj]
    assert GAME.step_name(s) == "imp_mecatol"


def test_100_2_an_objective_already_scored_is_not_offered_again():
    s = to_imperial(holder=1)
    s.players[1].scored_public = [s.revealed[0]]
    s.players[1].vp = s.players[1].vp_public = 1
    play(s, 1, "yes")
    ids = [o.id for o in GAME.decision(s, 1).options]
    assert "obj:" + s.revealed[0] not in ids
    refused = GAME.check(s, 1, "obj:" + s.revealed[0])
    assert isinstance(refused, Illegal) and refused.rule.id == "ti4.imperial.primary_public"


def test_comment_1_no_public_objective_without_every_home_planet():
    s = to_imperial(holder=0)
    assert GAME.decision(s, 0).rule.id == "ti4.imperial.home_system"
    ev = play(s, 0, "no")
    assert "ti4.imperial.home_system" in _rules(ev)
    assert GAME.step_name(s) == "imp_mecatol" and s.players[0].home is False
    assert s.players[0].vp == 0
    refused = GAME.check(s, 0, "obj:" + s.revealed[0])
    assert refused is not None
    lookup(refused.rule)


# -- 100.2, second part, and comments 2-3 ---------------------------------------------------

def test_100_2_mecatol_rex_gives_1_vp_and_comment_2_no_home_needed():
    s = to_imperial(holder=0)
    play(s, 0, "no")                     # does not control the home system
    deck_before = list(s.secret_deck)
    ev = play(s, 0, "seat:0")            # but controls Mecatol Rex
    p = s.players[0]
    assert p.vp == 1 and p.vp_imperial == 1 and s.mecatol == 0
    assert "ti4.imperial.mecatol_must_gain" in _rules(ev)
    # comment 3: gaining the point is not optional, and nothing is drawn instead
    assert len(p.secrets) == 1 and s.secret_deck == deck_before


def test_comment_3_no_option_to_draw_instead_of_the_point():
    s = to_imperial(holder=0)
    play(s, 0, "no")
    d = GAME.decision(s, 0)
    assert isinstance(d, PickOne)
    # the only question is who controls Mecatol Rex: there is no "draw instead" option
    assert {o.id for o in d.options} == {"seat:0", "seat:1", "seat:2", "seat:3", "nobody", "record"}


def test_100_2_without_mecatol_rex_draws_one_secret_objective():
    s = to_imperial(holder=0)
    play(s, 0, "no")
    top = s.secret_deck[0]
    ev = play(s, 0, "seat:2")            # another player holds Mecatol Rex
    p = s.players[0]
    assert p.vp == 0 and p.secrets[-1] == top and s.mecatol == 2
    draws = [e for e in ev if e.reveals and e.rule.id == "ti4.imperial.primary_mecatol"]
    assert draws and any(e.private_to == 0 for e in draws)
    assert GAME.step_name(s) == "secondary" and GAME.to_act(s)[0] == 1


# -- 100.3 -----------------------------------------------------------------------------------

def test_100_3_others_clockwise_from_the_left_may_spend_a_strategy_token():
    s = to_imperial(seats=5, holder=3)
    play(s, 3, "no")
    play(s, 3, "nobody")
    asked = []
    while GAME.step_name(s) == "secondary":
        assert GAME.decision(s, GAME.to_act(s)[0]).rule.id == "ti4.imperial.secondary"
        asked.append(GAME.to_act(s)[0])
        seat = GAME.to_act(s)[0]
        before = (s.players[seat].strategy, len(s.players[seat].secrets))
        play(s, seat, "draw")
        assert (s.players[seat].strategy, len(s.players[seat].secrets)) == (
            before[0] - 1, before[1] + 1)
    assert asked == [4, 0, 1, 2]


def test_100_3_passing_costs_nothing_and_an_empty_pool_is_skipped():
    s = to_imperial(seats=4, holder=0)
    s.players[2].strategy = 0
    play(s, 0, "no")
    play(s, 0, "nobody")
    assert GAME.to_act(s)[0] == 1
    play(s, 1, "pass")
    assert s.players[1].strategy == 2 and len(s.players[1].secrets) == 1
    assert GAME.to_act(s)[0] == 3              # seat 2 has no strategy token left


# -- 100.4 and comment 4 ---------------------------------------------------------------------

def _give_secrets(s, seat, n, scored=0):
    p = s.players[seat]
    while len(p.secrets) < n:
        p.secrets.append(s.secret_deck.pop())
    for o in p.secrets[:scored]:
        p.scored_secrets.append(o)
        p.vp_secret += 1
        p.vp += 1


def test_100_4_a_fourth_secret_objective_returns_an_unscored_one():
    s = to_imperial(holder=0)
    _give_secrets(s, 1, 3, scored=2)     # scored ones count toward the limit
    play(s, 0, "no")
    play(s, 0, "nobody")
    play(s, 1, "draw")
    assert GAME.step_name(s) == "return" and GAME.to_act(s) == (1,)
    d = GAME.decision(s, 1)
    assert d.rule.id == "ti4.imperial.secret_limit"
    unscored = s.players[1].unscored()
    assert {o.id for o in d.options} == {"obj:" + o for o in unscored}
    scored = s.players[1].scored_secrets[0]
    assert GAME.check(s, 1, "obj:" + scored) is not None
    back = unscored[0]
    play(s, 1, "obj:" + back)
    assert len(s.players[1].secrets) == 3 and back in s.secret_deck


def test_100_4_the_active_player_returns_too():
    s = to_imperial(holder=0)
    _give_secrets(s, 0, 3)
    play(s, 0, "no")
    play(s, 0, "nobody")
    assert GAME.step_name(s) == "return" and GAME.to_act(s)[0] == 0
    play(s, 0, "obj:" + s.players[0].secrets[0])
    assert GAME.step_name(s) == "secondary" and GAME.to_act(s)[0] == 1


def test_comment_4_deck_is_shuffled_after_a_return_before_the_next_draw():
    s = to_imperial(holder=0)
    _give_secrets(s, 1, 3)
    play(s, 0, "no")
    play(s, 0, "nobody")
    play(s, 1, "draw")
    back = s.players[1].secrets[0]
    expected = list(s.secret_deck) + [back]
    rng = s.rng.clone()
    rng.shuffle(expected)
    ev = play(s, 1, "obj:" + back)
    shuffles = [e for e in ev if e.rule.id == "ti4.imperial.return_before_next_draw"]
    assert shuffles and shuffles[0].reveals
    assert s.secret_deck == expected   # shuffled with the returned card inside
    assert GAME.step_name(s) == "secondary" and GAME.to_act(s)[0] == 2
    play(s, 2, "draw")
    assert s.players[2].secrets[-1] == expected[0]


# -- 10 victory points ------------------------------------------------------------------------

def test_ten_vp_ends_the_game_at_once_even_mid_imperial():
    s = to_imperial(holder=0)
    p = s.players[0]
    p.vp = p.vp_public = 9
    play(s, 0, "no")
    ev = play(s, 0, "seat:0")
    assert "ti4.victory.ten_points" in _rules(ev)
    assert GAME.step_name(s) == "over" and GAME.to_act(s) == ()
    out = GAME.outcome(s)
    assert out.winners == (0,) and out.scores[0] == 10
    # the secondary ability never happened
    assert all(q.strategy == 2 for q in s.players)


def test_ten_vp_is_a_ceiling():
    s = to_imperial(holder=0)
    p = s.players[0]
    p.vp = p.vp_secret = 9
    s.revealed.append(s.stage2.pop(0))    # a 2 VP objective
    play(s, 0, "yes")
    play(s, 0, "obj:" + s.revealed[-1])
    assert p.vp == 10 and p.vp_public == 1 and GAME.step_name(s) == "over"
