from desktop.games.ti4 import GAME

from .helpers import at, ids, play


def test_record_reason_custodians_gives_1_vp_once_and_is_logged():
    s = at("ti4.record_reason", 2)
    assert ids(s, 2)[-6:] == ["custodians", "throne", "agenda", "relic", "other", "back"]
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


def test_record_reason_offers_the_players_action_and_agenda_phase_secrets_only():
    from desktop.games.ti4.data import objectives
    s = at("ti4.record_reason", 1)
    p = s.players[1]
    s.secret_deck += p.secrets
    p.secrets = [next(o for o in s.secret_deck if objectives()[o].phase == ph)
                 for ph in ("action", "agenda", "status")]
    for o in p.secrets:
        s.secret_deck.remove(o)
    assert ids(s, 1)[:3] == ["obj:" + p.secrets[0], "obj:" + p.secrets[1], "custodians"]
    play(s, 1, "obj:" + p.secrets[1])
    assert p.scored_secrets == [p.secrets[1]] and p.vp_secret == 1
