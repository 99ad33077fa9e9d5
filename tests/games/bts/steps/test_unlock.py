"""bts.unlock: remove a lock tile of the level; a single choice is taken without asking."""

from tests.games.bts.helpers import fresh, head, ids, play, run_fx


def test_bts_unlock_level_one_guilds():
    s = fresh(4, 3)
    run_fx(s, 0, [{"op": "unlock_guild", "level": 1}])
    assert head(s).kind == "bts.unlock" and ids(s) == ["g.terraformers", "g.professors"]
    play(s, 0, "g.professors")
    run_fx(s, 0, [{"op": "unlock_guild", "level": 1}])  # one left: no question
    assert s.unlocked == ["g.professors", "g.terraformers"]
    run_fx(s, 0, [{"op": "unlock_guild", "level": 1}])  # none left: nothing happens
    assert s.unlocked == ["g.professors", "g.terraformers"]
