import pytest

from desktop.engine.protocol import Illegal, Options
from desktop.engine.session import Player, Session
from tests.engine.toy import GAME


def new(seats=2, kinds=None):
    kinds = kinds or ["human"] * seats
    return Session(GAME, Options(seats=seats), 5, [Player(f"P{i}", k) for i, k in enumerate(kinds)])


def first_option(s, seat):
    return s.game.decision(s.state, seat).options[0].id


def test_refused_answer_changes_nothing():
    s = new()
    h = s.state_hash()
    with pytest.raises(Illegal):
        s.answer(0, "c999")
    assert s.state_hash() == h and s.log == []


def test_undo_restores_state_before_the_answer():
    s = new()
    h = s.state_hash()
    s.answer(0, first_option(s, 0))
    assert s.can_undo(0) and not s.can_undo(1)
    assert s.undo(0)
    assert s.state_hash() == h and s.log == []


def test_a_reveal_closes_undo_for_everyone():
    s = new()
    s.answer(0, first_option(s, 0))
    events = s.answer(1, first_option(s, 1))  # both picked: scoring and a draw (a reveal)
    assert any(e.reveals for e in events)
    assert not s.can_undo(0) and not s.can_undo(1) and not s.can_undo()
    assert s.barrier == 2


def test_undo_takes_back_bot_answers_after_the_humans():
    s = new(kinds=["human", "bot"])
    s.answer(0, first_option(s, 0))
    # the bot would now answer and reveal; before it does, the human may undo
    assert s.can_undo(0)
    s.run_bots()
    assert not s.can_undo(0)


def test_autosave_hook_called_after_every_answer_and_undo():
    s = new()
    calls = []
    s.autosave = lambda sess: calls.append(len(sess.log))
    s.answer(0, first_option(s, 0))
    s.undo(0)
    assert calls == [1, 0]


def test_replay_reproduces_state():
    s = new(3)
    while s.to_act():
        seat = s.to_act()[0]
        s.answer(seat, s.bot_answer(seat))
    r = Session.replay(GAME, Options(seats=3), 5, s.players, s.answers())
    assert r.state_hash() == s.state_hash()
    assert r.outcome() == s.outcome()


def test_seat_counts_are_checked():
    with pytest.raises(ValueError):
        Session(GAME, Options(seats=5), 1, [Player(str(i)) for i in range(5)])
    with pytest.raises(ValueError):
        Session(GAME, Options(seats=2), 1, [Player("a")])


def test_setup_events_open_the_log():
    from desktop.engine import registry

    game = registry.get("rftg")
    s = Session(game, game.options(seats=2), 3, [Player("Ana"), Player("Bo")])
    assert s.setup_events, "the deal is in the log"
    assert s.events()[: len(s.setup_events)] == s.setup_events
    dealt = [e.msg.english() for e in s.setup_events]
    assert sum("is dealt the start world" in t for t in dealt) == 2
    assert all(e.reveals for e in s.setup_events)


def test_undo_never_takes_back_another_persons_answer():
    """Issue #14: in a 3-seat hot-seat game Bruno's Undo erased Ana's hidden choice."""
    s = new(3)
    s.answer(1, first_option(s, 1))  # Bruno
    s.answer(0, first_option(s, 0))  # then Ana, secretly
    assert not s.can_undo(1) and not s.undo(1)
    assert [i.seat for i in s.log] == [1, 0]
    assert s.can_undo(0) and s.can_undo()
    assert s.undo(0) and [i.seat for i in s.log] == [1]
    assert s.can_undo(1)  # now Bruno's answer is the last one again


def test_undo_takes_back_the_bots_after_ones_own_answer_but_stops_at_a_person():
    s = new(4, kinds=["human", "bot", "human", "human"])
    s.answer(0, first_option(s, 0))
    s.answer(1, first_option(s, 1))  # a bot
    assert s.can_undo(0)
    s.answer(2, first_option(s, 2))  # a person
    assert not s.can_undo(0)
    assert s.undo(2) and s.can_undo(0)
    assert s.undo(0) and s.log == []


def test_undo_takes_back_a_forced_answer_with_the_persons_answer_before_it():
    """An answer the table gave because the question left no choice counts as a computer's
    for undo: taken back with the person's own answer before it, never undone alone."""
    s = new(seats=3)
    h = s.state_hash()
    s.answer(0, first_option(s, 0))
    s.answer(1, first_option(s, 1), forced=True)  # three seats: no reveal yet
    assert s.log[-1].forced
    assert not s.can_undo(1)  # nothing of seat 1's own to take back
    assert s.can_undo(0) and s.undo(0)
    assert s.state_hash() == h and s.log == []


def rftg_session_at_a_forced_question(seed=3):
    from desktop.engine import registry
    from desktop.engine.protocol import forced_answer
    from desktop.engine.rng import Rng

    game = registry.get("rftg")
    s = Session(game, game.options(seats=2), seed, [Player("A"), Player("B")])
    rng = Rng.from_seed(seed)
    for _ in range(2000):
        seats = s.to_act()
        assert seats, "the game ended before any question without a choice"
        for seat in seats:
            if forced_answer(game.decision(s.state, seat)) is not None:
                return s, seat
        s.answer(seats[0], game.sample_answer(game.clone(s.state), seats[0], rng))
    raise AssertionError("no question without a choice in 2000 answers")


def test_answer_forced_gives_the_lone_answer_of_a_person_and_marks_it():
    from desktop.engine.protocol import forced_answer

    s, seat = rftg_session_at_a_forced_question()
    only = forced_answer(s.game.decision(s.state, seat))
    n = len(s.log)
    s.answer_forced()
    forced = [item for item in s.log[n:] if item.forced]
    assert forced and forced[0].seat == seat and forced[0].answer == only
    # it stops where a person has a real choice (or the game ended)
    for x in s.to_act():
        assert forced_answer(s.game.decision(s.state, x)) is None


def test_answer_forced_leaves_computer_seats_to_their_runner():
    s, seat = rftg_session_at_a_forced_question()
    s.players[seat].kind = "hard"
    n = len(s.log)
    s.answer_forced()
    assert all(item.seat != seat for item in s.log[n:])


def test_a_reloaded_save_keeps_forced_answers_marked(tmp_path):
    from desktop.engine.saves import load_session, save_session

    s, _ = rftg_session_at_a_forced_question()
    s.answer_forced()
    marks = [item.forced for item in s.log]
    assert any(marks)
    back = load_session(save_session(s, tmp_path))
    assert [item.forced for item in back.log] == marks


def test_answer_forced_never_gives_a_lone_option_the_rules_refuse(monkeypatch):
    """A question with one option that ``check`` still refuses stays for the person (who
    then sees the reason); nothing is given, nothing is lost."""
    from desktop.engine.protocol import PickOne

    s = new(seats=2)
    real = GAME.decision

    def one_option(state, seat):
        d = real(state, seat)
        return PickOne(d.seat, d.prompt, d.rule, d.options[:1])

    monkeypatch.setattr(GAME, "decision", one_option)
    from tests.engine.toy import R

    monkeypatch.setattr(s, "check", lambda seat, answer: Illegal(GAME.decision(s.state, seat).prompt, R))
    h = s.state_hash()
    assert s.answer_forced() == [] and s.log == [] and s.state_hash() == h
    monkeypatch.undo()
    monkeypatch.setattr(GAME, "decision", one_option)
    s.answer_forced(limit=2)  # allowed now: both seats' lone cards are given
    assert [item.seat for item in s.log] == [0, 1] and all(item.forced for item in s.log)
