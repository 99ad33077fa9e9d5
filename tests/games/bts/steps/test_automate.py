"""bts.automate: either production track; forced when one track is empty."""

from tests.games.bts.helpers import ask, fresh, head, ids, play, run_fx


def test_bts_automate_moves_a_disc():
    s = ask(fresh(4, 3), "bts.automate", 0)
    assert ids(s) == ["food", "ore"]
    play(s, 0, "ore")
    p = s.players[0]
    assert (p.automation, p.ore_track) == (1, 7)
    p.food_track, p.automation = 0, 9
    run_fx(s, 0, [{"op": "automate"}])
    assert (p.automation, p.ore_track) == (10, 6) and head(s).kind != "bts.automate"
