"""The seed's end-scoring table, line by line, and its tie-breaks."""

from __future__ import annotations

from desktop.games.bts import GAME
from desktop.games.bts import effects as X
from desktop.games.bts import scoring
from tests.games.bts.helpers import fresh, new_ship, research_marks


def _sheet(s):
    return {l.english(): v for l, _r, v in scoring.lines(s)}


def test_every_line_of_the_table():
    s = fresh(2, 2)
    a, b = s.players
    research_marks(s, 0, "I0", "I1", "I2", "II0", "II1", "III0")
    s.slots["IV0"] = "t4.s01"
    s.decks["4"].remove("t4.s01")
    a.researched.append("IV0")
    X.take_supply(a)  # the cube that marks IV0
    a.private = [s.decks["2"].pop(0), s.decks["3"].pop(0)]
    for _ in range(7):
        X.automate(a, "ore")
    a.colonies = ["sa.barnard", "sb.tau_ceti"]
    s.systems = {k: (None if v in a.colonies else v) for k, v in s.systems.items()}
    for d in s.system_decks.values():
        for c in a.colonies:
            if c in d:
                d.remove(c)
    new_ship(s, 0, "Y1", 1)
    new_ship(s, 0, "Y3", 1)
    X.update_control(s, [])
    new_ship(s, 1, "sol", 3)
    a.events = ["e3.kc24x"]
    s.claims["a.empire"] = [0]
    a.achievements = ["a.empire"]
    v = _sheet(s)
    assert v["Level I technologies"][0] == 3
    assert v["Level II technologies"][0] == 4
    assert v["Level III technologies"][0] == 3
    assert v["Level IIII technologies"][0] == X.cat(s).techs["t4.s01"].vp
    assert v["Private technologies"][0] == 5  # 2 + 3
    assert v["Automation track"][0] == 7  # 0+1+1+1+1+1+2
    assert v["Colonised systems"][0] == 5 + 5  # Barnard's Star 5, Tau Ceti 2 colonies + 3
    assert v["Controlled areas"][0] == 2
    assert v["Events"][0] == 1
    assert v["Achievements"][0] == 4
    sol = [p.strength("sol") for p in s.players]
    assert v["Greatest strength in the Solar System"] == [int(x == max(sol) and x > 0) for x in sol]
    total = scoring.totals(s)[0]
    assert total == sum(col[0] for col in v.values())


def test_strength_ties_all_score():
    s = fresh(2, 2)
    s.players[0].ships = {"deep": [2]}
    s.players[1].ships = {"deep": [1, 1]}
    v = _sheet(s)
    assert v["Greatest strength in Deep Space"] == [1, 1]
    assert v["Greatest strength in the Solar System"] == [0, 0]


def test_automation_beyond_seven_levels_scores_one_each():
    from desktop.games.bts import board as B
    assert [B.automation_vp(n) for n in range(10)] == [0, 0, 1, 2, 3, 4, 5, 7, 8, 9]


def _tied(s):
    s.over = True
    for p in s.players:
        p.ships, p.researched, p.private = {}, [], []
    return s


def test_tie_breaks_discs_then_population_then_ore():
    s = _tied(fresh(2, 2))
    a, b = s.players
    a.ore = b.ore = 0
    a.pop, b.pop = 2, 2
    a.food_track -= 1
    a.colony_discs += 1  # a has fewer discs left on the tracks
    o = GAME.outcome(s)
    assert o.scores[0] == o.scores[1] and o.winners == (0,)
    assert o.tiebreak.english().startswith("Tied on VP: fewest discs")
    a.food_track += 1
    a.colony_discs -= 1
    b.pop = 3
    o = GAME.outcome(s)
    assert o.winners == (1,) and "most population" in o.tiebreak.english()
    b.pop, a.ore = 2, 1
    o = GAME.outcome(s)
    assert o.winners == (0,) and "most ore" in o.tiebreak.english()
    a.ore = 0
    o = GAME.outcome(s)
    assert o.winners == (0, 1) and "share" in o.tiebreak.english()


def test_the_sheet_shows_every_line_and_the_total():
    s = _tied(fresh(3, 2))
    o = GAME.outcome(s)
    labels = [l.label.english() for l in o.sheet]
    assert labels[-1] == "Victory points" and len(labels) == 14
    assert list(o.sheet[-1].values) == list(o.scores)
