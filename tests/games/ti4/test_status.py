"""Setup, the status phase, the end of the game, views and saves."""

from __future__ import annotations

from desktop.engine.bots import play_random_game
from desktop.engine.protocol import view_json
from desktop.engine.rng import Rng
from desktop.engine.session import Player, Session
from desktop.games.ti4 import GAME
from desktop.games.ti4.data import objectives

from .helpers import fresh, play


def test_setup_reveals_two_stage_one_and_deals_two_secrets():
    s = GAME.new(GAME.options(seats=5), 3)
    objs = objectives()
    assert len(s.revealed) == 2 and all(objs[o].stage == "1" for o in s.revealed)
    assert len(s.stage1) == 3 and all(objs[o].stage == "1" for o in s.stage1)
    assert len(s.stage2) == 5 and all(objs[o].stage == "2" for o in s.stage2)
    assert all(len(p.dealt) == 2 and p.secrets == [] for p in s.players)
    assert all((p.vp, p.strategy, p.other_tokens) == (0, 2, 6) for p in s.players)
    assert sorted(GAME.to_act(s)) == [0, 1, 2, 3, 4]   # everyone keeps at once
    ev = s.setup_events
    assert sum(1 for e in ev if e.rule.id == "ti4.setup.public_objectives" and e.reveals) == 3


def test_setup_keep_one_return_the_other_then_shuffle():
    s = GAME.new(GAME.options(seats=3), 4)
    dealt = {i: list(p.dealt) for i, p in enumerate(s.players)}
    for seat in range(3):
        play(s, seat, "obj:" + dealt[seat][1])
    assert [p.secrets for p in s.players] == [[dealt[i][1]] for i in range(3)]
    assert len(s.secret_deck) == 40 - 3
    assert all(dealt[i][0] in s.secret_deck for i in range(3))
    assert GAME.step_name(s) == "holder"


def test_setup_differs_by_seed():
    a, b = GAME.new(GAME.options(seats=3), 1), GAME.new(GAME.options(seats=3), 2)
    assert (a.revealed, a.secret_deck) != (b.revealed, b.secret_deck)


def test_status_order_is_clockwise_from_the_holders_left_and_the_holder_last():
    s = fresh(4)
    s.holder = 1
    assert GAME.status_order(s) == [2, 3, 0, 1]


def _score_nothing(s):
    """Every seat in turn scores nothing in the status phase; the events of the last answer."""
    ev = []
    while GAME.step_name(s) in ("st_home", "st_public", "st_secret"):
        ev = play(s, GAME.to_act(s)[0], "no" if GAME.step_name(s) == "st_home" else "none")
    return ev


def _status(seats=3):
    s = fresh(seats)
    play(s, 0, "none")
    return s


def test_status_phase_one_public_and_one_secret_each():
    s = _status()
    assert GAME.step_name(s) == "st_home" and GAME.to_act(s)[0] == 0
    play(s, 0, "yes")
    d = GAME.decision(s, 0)
    assert d.rule.id == "ti4.status.score"
    play(s, 0, "obj:" + s.revealed[0])
    # after one public objective the player moves to the secret one: no second public
    assert GAME.step_name(s) == "st_secret" and GAME.to_act(s)[0] == 0
    secret = s.players[0].secrets[0]
    ev = play(s, 0, "obj:" + secret)
    assert s.players[0].vp == 2 and s.players[0].scored_secrets == [secret]
    assert any(e.reveals for e in ev)          # a scored secret objective is shown to all
    assert GAME.to_act(s)[0] == 1


def test_status_phase_public_needs_every_home_planet():
    s = _status()
    ev = play(s, 0, "no")
    assert [e.rule.id for e in ev] == ["ti4.objectives.home_system"]
    assert GAME.step_name(s) == "st_secret"


def test_status_phase_reveals_then_tokens():
    s = _status(3)
    nxt = s.stage1[0]
    _score_nothing(s)
    assert s.revealed[-1] == nxt and GAME.step_name(s) == "tokens"
    assert sorted(GAME.to_act(s)) == [0, 1, 2]
    d = GAME.decision(s, 1)
    assert (d.lo, d.hi, d.rule.id) == (0, 2, "ti4.status.command_tokens")
    play(s, 0, 2)
    play(s, 1, 0)
    play(s, 2, 1)
    assert [(p.strategy, p.other_tokens) for p in s.players] == [(4, 6), (2, 8), (3, 7)]
    assert GAME.step_name(s) == "holder" and s.round == 2


def test_stage_two_only_after_every_stage_one():
    s = _status(3)
    s.stage1 = []
    nxt = s.stage2[0]
    _score_nothing(s)
    assert s.revealed[-1] == nxt


def test_no_objective_left_ends_the_game_most_vp_wins():
    s = _status(3)
    s.stage1, s.stage2 = [], []
    s.players[1].vp = s.players[1].vp_public = 5
    ev = _score_nothing(s)
    assert "ti4.status.no_objective_left" in [e.rule.id for e in ev]
    out = GAME.outcome(s)
    assert GAME.step_name(s) == "over" and out.winners == (1,) and out.tiebreak is None
    assert out.scores == (0, 5, 0)


def test_no_objective_left_tie_goes_to_the_first_in_order():
    s = fresh(3)
    play(s, 0, "seat:0")        # holder 0: order 1, 2, 0
    play(s, 0, "no")
    play(s, 0, "nobody")
    while GAME.step_name(s) == "secondary":
        play(s, GAME.to_act(s)[0], "pass")
    s.stage1, s.stage2 = [], []
    for p in (s.players[0], s.players[2]):
        p.vp = p.vp_public = 4
    while GAME.step_name(s) != "over":
        seat = GAME.to_act(s)[0]
        play(s, seat, "no" if GAME.step_name(s) == "st_home" else "none")
    out = GAME.outcome(s)
    assert out.winners == (2,) and out.tiebreak is not None


def test_score_sheet_lines_add_up():
    s, _ = play_random_game(GAME, GAME.options(seats=4), 11)
    out = GAME.outcome(s)
    pub, sec, imp, other, total = (line.values for line in out.sheet)
    assert all(pub[i] + sec[i] + imp[i] + other[i] == total[i] == out.scores[i] for i in range(4))


def test_views_hide_other_seats_unscored_secrets():
    s = fresh(4)
    for seat in range(4):
        v = GAME.view(s, seat)
        js = view_json(v)
        mine = s.players[seat].secrets[0]
        assert "obj:" + mine in js
        for h in GAME.secrets(s, seat):
            assert h not in js
        for i in range(4):
            assert v["players"][i]["secret_count"] == 1
            if i != seat:
                assert "secrets" not in v["players"][i]
    spectator = view_json(GAME.view(s, None))
    assert not any("obj:" + p.secrets[0] in spectator for p in s.players)


def test_scored_secrets_become_public():
    s = _status()
    play(s, 0, "no")
    secret = s.players[0].secrets[0]
    play(s, 0, "obj:" + secret)
    js = view_json(GAME.view(s, 1))
    assert "obj:" + secret in js
    assert "obj:" + secret not in GAME.secrets(s, 1)


def test_secrets_cover_the_decks():
    s = fresh(3)
    hidden = GAME.secrets(s, 0)
    assert {"obj:" + o for o in s.secret_deck + s.stage1 + s.stage2} <= hidden


def test_reshuffle_hidden_keeps_the_seats_view():
    s, _ = play_random_game(GAME, GAME.options(seats=5), 5)
    s2 = fresh(5, 9)
    for state in (s, s2):
        for seat in (None, 0, 3):
            r = GAME.reshuffle_hidden(state, seat, Rng.from_seed(1))
            assert view_json(GAME.view(r, seat)) == view_json(GAME.view(state, seat))
            assert GAME.invariants(r) == []
    r = GAME.reshuffle_hidden(s2, 0, Rng.from_seed(1))
    assert r.secret_deck != s2.secret_deck


def test_random_games_end_with_sound_invariants_and_replay():
    for seats in (3, 6):
        for seed in range(4):
            state, answers = play_random_game(GAME, GAME.options(seats=seats), seed,
                                              check_invariants=True)
            assert GAME.outcome(state) is not None and len(answers) < GAME.max_answers
            sess = Session.replay(GAME, GAME.options(seats=seats), seed,
                                  [Player(str(i)) for i in range(seats)], answers)
            assert sess.state_hash() == GAME.state_hash(state)
            loaded = GAME.load(GAME.dump(state))
            assert GAME.state_hash(loaded) == GAME.state_hash(state)
            assert GAME.state_hash(GAME.clone(state)) == GAME.state_hash(state)


def test_every_offered_option_is_accepted_and_others_refused():
    s = fresh(3)
    rng = Rng.from_seed(3)
    steps = 0
    while GAME.to_act(s) and steps < 200:
        seat = GAME.to_act(s)[0]
        d = GAME.decision(s, seat)
        if hasattr(d, "options"):
            for o in d.options:
                assert GAME.check(s, seat, o.id) is None
            bad = GAME.check(s, seat, "obj:nonexistent")
            assert bad is not None and bad.rule is not None
        else:
            assert GAME.check(s, seat, d.hi + 1) is not None
        other = (seat + 1) % 3
        if other not in GAME.to_act(s):
            assert GAME.check(s, other, GAME.sample_answer(s, seat, rng)) is not None
        play(s, seat, GAME.sample_answer(s, seat, rng))
        steps += 1


def test_fast_offered_ids_match_the_decision():
    rng = Rng.from_seed(8)
    for seed in range(3):
        s = GAME.new(GAME.options(seats=4), seed)
        while GAME.to_act(s):
            seat = GAME.to_act(s)[0]
            d = GAME.decision(s, seat)
            fast = GAME.legal(s, seat)
            if hasattr(d, "options"):
                assert list(fast.ids) == [o.id for o in d.options]
            else:
                assert (fast.lo, fast.hi) == (d.lo, d.hi)
            GAME.apply(s, seat, GAME.sample_answer(s, seat, rng))


def test_action_phase_secret_is_not_scored_at_status():
    # issue #14: it is scored when achieved (tests/games/ti4/test_secret_timing.py)
    s = _status()
    play(s, 0, "no")
    action = next(o for o in s.secret_deck if objectives()[o].phase == "action")
    s.secret_deck.remove(action)
    s.secret_deck.append(s.players[0].secrets[0])
    s.players[0].secrets = [action]
    assert GAME.check(s, 0, "obj:" + action) is not None
    assert GAME.invariants(s) == []


def test_every_event_and_decision_cites_a_defined_rule():
    from desktop.engine.rules import lookup
    rng = Rng.from_seed(2)
    s = GAME.new(GAME.options(seats=4), 2)
    events = list(s.setup_events)
    while GAME.to_act(s):
        seat = GAME.to_act(s)[0]
        d = GAME.decision(s, seat)
        lookup(d.rule)
        for o in getattr(d, "options", ()):
            lookup(o.rule)
        events += GAME.apply(s, seat, GAME.sample_answer(s, seat, rng))
    for e in events:
        assert e.rule is not None
        lookup(e.rule)
