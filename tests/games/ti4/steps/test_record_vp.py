from desktop.games.ti4 import GAME

from .helpers import at, play


def test_record_vp_gains_and_losses_with_the_reason_in_the_log():
    s = at("ti4.record_vp", 1, reason="throne")
    d = GAME.decision(s, 1)
    assert (d.lo, d.hi) == (0, 2)              # 0 VP: nothing to lose yet
    ev = play(s, 1, 1)
    assert s.players[1].vp == 1 and s.players[1].vp_other == 1
    assert ev[0].msg.english() == "Player 2 gains 1 victory point(s): Support for the Throne."
    s.pending = []
    s = at("ti4.record_vp", 1, reason="throne")
    s.players[1].vp = s.players[1].vp_other = 1
    assert GAME.decision(s, 1).lo == -1
    ev = play(s, 1, -1)
    assert s.players[1].vp == 0 and "loses 1" in ev[0].msg.english()
    assert GAME.invariants(s) == []


def test_record_vp_reaching_the_target_ends_the_game_at_once():
    s = at("ti4.record_vp", 3, reason="relic")
    p = s.players[3]
    p.vp = p.vp_public = 9
    assert GAME.decision(s, 3).hi == 1        # never past the target
    ev = play(s, 3, 1)
    assert p.vp == 10 and s.phase == "over" and ev[-1].rule.id == "ti4.victory.ten_points"
    assert GAME.outcome(s).winners == (3,)
