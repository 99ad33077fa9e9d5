"""Issue #14: setup step 10 adds the 2 new worker figures and says each player's total becomes
18 (nucleum.setup.workers): the court never holds more than 18 of a player's figures."""

from __future__ import annotations

from desktop.games.nucleum import GAME, NucleumOptions
from desktop.games.nucleum.data import COURT

from tests.games.nucleum.helpers import CAP, FT, blank, option_ids, put


def test_each_player_has_18_worker_figures():
    assert COURT.workers.total == 18
    v = GAME.view(GAME.new(NucleumOptions(seats=2), 1), 0)
    assert all(p["figures"] == 18 for p in v["players"])
    ev = [e for e in GAME.new(NucleumOptions(seats=2), 1).setup_events
          if e.rule and e.rule.id == "nucleum.setup.workers"]
    assert "18 workers" in ev[0].msg.english()


def test_no_court_action_with_18_figures_on_the_court():
    s = blank(2)
    put(s, CAP, 0, 17)
    assert "court" in option_ids(s, 0)
    put(s, FT, 0, 1)
    assert "court" not in option_ids(s, 0)


def test_the_barons_supply_is_empty_with_18_on_the_court():
    s = blank(1)
    put(s, CAP, s.baron_side, 18)
    GAME.apply(s, 0, "baron")
    assert option_ids(s, 0) == ["empty"]
