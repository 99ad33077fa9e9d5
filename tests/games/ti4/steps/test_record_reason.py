from desktop.games.ti4 import GAME

from .helpers import at, ids, play


def test_record_reason_custodians_gives_1_vp_once_and_is_logged():
    s = at("ti4.record_reason", 2)
    assert ids(s, 2) == ["custodians", "throne", "agenda", "relic", "other", "back"]
    ev = play(s, 2, "custodians")
    p = s.players[2]
    assert (p.vp, p.vp_other, s.custodians) == (1, 1, 2)
    assert ev[0].rule.id == "ti4.victory.custodians" and ev[0].seat == 2
    assert "custodians" in ev[0].msg.english()
    s2 = at("ti4.record_reason", 1)
    s2.custodians = 2
    assert "custodians" not in ids(s2, 1)


def test_record_reason_other_reasons_ask_how_many():
    s = at("ti4.record_reason", 0)
    play(s, 0, "agenda")
    assert GAME.pending_kinds(s) == ["ti4.record_vp"]
