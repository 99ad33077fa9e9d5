import pytest

from desktop.engine.marks import M, P
from desktop.engine.protocol import (Illegal, Msg, Option, PickNumber, PickOne, PickSome, RuleRef,
                                     SeatRef, check_shape, render)

R = RuleRef("engine.protocol")
ONE = PickOne(0, M("t", "q")(), R, (Option("a", M("t", "A")()), Option("b", M("t", "B")())))
SOME = PickSome(0, M("t", "q")(), R, ONE.options + (Option("c", M("t", "C")()),), min=1, max=2)
NUM = PickNumber(0, M("t", "q")(), R, lo=0, hi=3)


def test_pick_one_accepts_offered_and_refuses_the_rest():
    assert check_shape(ONE, "a") is None
    bad = check_shape(ONE, "z")
    assert isinstance(bad, Illegal) and bad.rule == R and "z" in bad.reason.english()
    assert check_shape(ONE, ["a"]) is not None


def test_pick_some_counts_and_duplicates():
    assert check_shape(SOME, ["a", "c"]) is None
    assert "at least 1" in check_shape(SOME, []).reason.english()
    assert "at most 2" in check_shape(SOME, ["a", "b", "c"]).reason.english()
    assert "twice" in check_shape(SOME, ["a", "a"]).reason.english()
    assert check_shape(SOME, "a") is not None


def test_pick_number_range_and_type():
    assert check_shape(NUM, 3) is None
    assert check_shape(NUM, 4) is not None
    assert check_shape(NUM, True) is not None
    assert check_shape(NUM, "1") is not None


def test_msg_renders_nested_args_and_plurals():
    inner = M("t", "Mecatol Rex")()
    msg = M("t", "{who} controls {planet}")(who="Ana", planet=inner)
    assert msg.english() == "Ana controls Mecatol Rex"
    assert P("t", "%n token(s)", "", 1)(n=3).english() == "3 token(s)"
    pl = {"{who} controls {planet}": "{who} kontroluje {planet}", "Mecatol Rex": "Mecatol-Rex"}
    assert render(msg, lambda m: pl[m.text]) == "Ana kontroluje Mecatol-Rex"


def test_render_falls_back_to_english_when_a_translation_loses_a_field():
    msg = M("t", "{who} scores")(who="Ana")
    assert render(msg, lambda m: "{nobody} punktuje") == "Ana scores"


def test_msg_json_roundtrip():
    msg = M("t", "{a} and {b}")(a=M("t", "X")(), b=2)
    assert Msg.from_json(msg.to_json()) == msg


def test_plural_template_requires_n():
    with pytest.raises(TypeError):
        P("t", "%n card(s)", "", 1)()


def test_a_plain_field_named_n_is_a_field_not_a_plural_count():
    assert M("t", "Seat {n}")(n=3).english() == "Seat 3"


def test_seat_refs_render_as_names_or_seat_numbers():
    msg = M("t", "{who} draws a card.")(who=SeatRef(1))
    assert msg.english() == "Player 2 draws a card."
    assert render(msg, lambda m: m.text, ["Ana", "Bo"]) == "Bo draws a card."
    assert Msg.from_json(msg.to_json()) == msg


def test_a_broken_english_template_renders_raw_instead_of_raising():
    assert render(M("t", "{missing} field")(), lambda m: m.text) == "{missing} field"
