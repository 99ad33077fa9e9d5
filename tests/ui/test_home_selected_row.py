"""The Continue list's selected row keeps its text readable, with or without focus (found
under Xvfb at stop 41: back on the home page after a game, the row of the game just left was
selected and drawn as an empty light-blue box)."""

from __future__ import annotations

from tests.ui.test_saves_ui import saved


def _dark_pixels(widget, rect) -> int:
    """Pixels of ``rect`` (viewport coordinates) darker than mid-grey: the row's text."""
    img = widget.grab(rect).toImage()
    n = 0
    for y in range(img.height()):
        for x in range(img.width()):
            if img.pixelColor(x, y).lightness() < 110:
                n += 1
    return n


def test_the_selected_row_of_the_continue_list_shows_its_text(window, qtbot, uitoy):
    saved(uitoy, name="a.tabula.json")
    saved(uitoy, name="b.tabula.json")
    home = window.home
    home.reload_saves()
    qtbot.waitUntil(lambda: home.saves_loaded, timeout=10000)
    lst = home.saves
    assert lst.count() == 2
    plain = _dark_pixels(lst.viewport(), lst.visualItemRect(lst.item(1)))
    assert plain > 50  # the unselected row's text is drawn
    lst.setCurrentRow(1)
    for focused in (True, False):
        if focused:
            lst.setFocus()
        else:
            home.continue_button.setFocus()
        qtbot.wait(20)
        shown = _dark_pixels(lst.viewport(), lst.visualItemRect(lst.item(1)))
        assert shown > plain // 2, (focused, shown, plain)
