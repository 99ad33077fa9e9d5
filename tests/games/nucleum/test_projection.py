"""Issue #14: "if King's Day came now" is computed by the engine for every player (and the
Baron) and carried by the view."""

from __future__ import annotations

from desktop.games.nucleum import GAME
from desktop.games.nucleum.data import COURT

from tests.games.nucleum.helpers import CAP, COM, FT, REA, blank, lead, put


def test_every_player_has_a_projection_with_its_lines():
    s = blank(3)                    # agendas: contracts, progress, network, parties
    put(s, CAP, 0, 2); lead(s, CAP, 0)          # Leader of the Dominant Capitalists
    put(s, CAP, 1)                              # Member of the Dominant Party
    put(s, REA, 2); lead(s, REA, 2)             # Leader of the Realists: parties (computed)
    pj = GAME.view(s, None)["projection"]
    by = {p["seat"]: p for p in pj["players"]}
    assert sorted(by) == [0, 1, 2] and pj["occasion"] == 1
    lead0 = by[0]["lines"]
    assert [(x["role"], x["party"], x["agenda"]) for x in lead0] == [
        ("leader", "party.cap", "contracts"), ("member", "party.cap", "contracts")]
    assert all(x["figure"] is None and x["vp"] is None for x in lead0)   # asked at the table
    assert lead0[0]["vp_per"] == COURT.agendas["contracts"].vp_per and by[0]["vp"] == 0 and by[0]["asked"] == 2
    # parties is counted by the app: 1 Party (the Realists) x its VP per Party
    r = by[2]["lines"][0]
    assert r["computed"] and r["figure"] == 1 and r["vp"] == r["vp_per"]
    assert by[2]["vp"] == r["vp"] and by[2]["asked"] == 0
    assert by[1]["lines"][0]["role"] == "member"


def test_the_barons_projection_is_the_engines():
    s = blank(1)
    B = s.baron_side
    put(s, FT, B); lead(s, FT, B)
    put(s, COM, B); lead(s, COM, B)
    put(s, CAP, B)                               # and sits in the Dominant Party
    b = GAME.view(s, None)["projection"]["baron"]
    assert (b["led"], b["dominant"], b["vp"]) == (2, True, 12)
    s.harder_scoring, s.kings_days = True, 1
    assert GAME.view(s, None)["projection"]["baron"]["vp"] == 18


def test_a_player_who_scores_nothing_projects_0():
    s = blank(2)
    pj = GAME.view(s, None)["projection"]
    assert [(p["vp"], p["lines"]) for p in pj["players"]] == [(0, []), (0, [])]
    assert pj["baron"] is None


def test_the_last_scoring_is_in_the_view_line_by_line():
    from tests.games.nucleum.helpers import play
    s = blank(2)
    put(s, CAP, 0, 2); lead(s, CAP, 0)
    put(s, CAP, 1)
    play(s, "kings_day", 3, 1)             # figures: seat 0's contracts, then seat 1's
    last = GAME.view(s, None)["last_scoring"]
    assert last["kind"] == "kings_day" and last["number"] == 1
    got = [(x["what"], x["seat"], x["party"], x["vp"], x["total"]) for x in last["lines"]]
    per = COURT.agendas["contracts"].vp_per
    assert got == [("leader", 0, "party.cap", 3 * per, 3 * per),
                   ("member", 0, "party.cap", 3 * per, 6 * per),
                   ("member", 1, "party.cap", 1 * per, 1 * per)]
    assert GAME.view(s, None)["scoring"] is None
