"""A seat header's "chose ..." line: in a 3-seat Russian table the wider chip pill left too
little room and the line was cut ("выбрано: Потреблени..."); it now gets a smaller type,
then the actions alone, then two lines, and the seat's tooltip says it whole."""

from __future__ import annotations

from desktop.engine import registry
from desktop.engine.rng import Rng
from desktop.engine.session import Player, Session
from desktop.ui.games.rftg import seat_line
from desktop.ui.table.fit import metrics

H = 32.0
TEXT = "выбрано: Потребление: Торговля"
SHORT = "Потребление: Торговля"


def _width(text: str, px: float) -> float:
    return metrics(px, False, True).horizontalAdvance(text)


def test_a_line_that_fits_keeps_its_size(qapp):
    line, px = seat_line(TEXT, SHORT, _width(TEXT, H * 0.42) + 2, H)
    assert (line, px) == (TEXT, H * 0.42)


def test_a_line_a_little_too_long_gets_a_smaller_type(qapp):
    room = _width(TEXT, H * 0.36) + 1
    line, px = seat_line(TEXT, SHORT, room, H)
    assert line == TEXT and H * 0.32 <= px < H * 0.42
    assert _width(line, px) <= room


def test_a_line_that_does_not_fit_gives_way_to_the_actions_alone(qapp):
    room = _width(SHORT, H * 0.42) + 1
    assert _width(TEXT, H * 0.32) > room
    assert seat_line(TEXT, SHORT, room, H) == (SHORT, H * 0.42)


def test_with_no_room_for_the_actions_on_one_line_they_take_two(qapp):
    room = _width(SHORT, H * 0.32) * 0.7
    line, px = seat_line(TEXT, SHORT, room, H)
    assert line == "Потребление:\nТорговля" and H * 0.26 <= px <= H * 0.34
    assert max(_width(x, px) for x in line.split("\n")) <= room
    # two lines of that type stand inside the header
    assert 2 * metrics(px, False, True).height() <= H


def test_with_no_room_even_for_two_lines_the_line_is_cut(qapp):
    room = _width("Потребление:", H * 0.26) * 0.8
    line, px = seat_line(TEXT, SHORT, room, H)
    assert line.endswith("…") and SHORT.startswith(line[:-1]) and px == H * 0.32
    line, _ = seat_line(TEXT, "", room, H)
    assert line.endswith("…") and TEXT.startswith(line[:-1])


def test_where_not_a_letter_fits_the_line_is_left_out(qapp):
    assert seat_line(TEXT, SHORT, _width("П…", H * 0.32) * 0.9, H)[0] == ""


def test_the_seat_header_carries_the_short_form_and_its_tooltip_the_whole_line(window):
    game = registry.get("rftg")
    session = Session(game, game.options(seats=2), 7,
                      [Player("Ana", "human"), Player("Bo", "human")])
    window.start_session(session)
    rng = Rng(3)
    def asks(seat):
        e = game.entry(session.state, seat)
        return e.kind if e is not None else ""

    while not (asks(0) == asks(1) == "rftg.action"):  # the start-world discards first
        seat = session.to_act()[0]
        session.answer(seat, game.sample_answer(session.state, seat, rng))
    session.answer(0, "e11")
    session.answer(1, "e5")  # both explore: the seats now choose what to keep
    window.table.refresh(animate=False)
    spec = window.table.scene.item("seat:1").spec
    assert spec.text == "chose Explore +5" and spec.short == "Explore +5"
    assert spec.text in spec.tooltip
