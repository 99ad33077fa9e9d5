from desktop.games.ti4 import GAME


def test_keep_is_a_block_of_every_seat_and_shuffles_when_all_kept():
    s = GAME.new(GAME.options(seats=3), 5)
    assert GAME.pending_kinds(s) == ["ti4.keep"] * 3
    d = GAME.decision(s, 1)
    assert [o.id for o in d.options] == ["obj:" + o for o in s.players[1].dealt]
    assert d.options[0].data == {"objective": d.options[0].id}
    GAME.apply(s, 1, d.options[1].id)
    assert GAME.to_act(s) == (0, 2)
    GAME.apply(s, 0, GAME.decision(s, 0).options[0].id)
    ev = GAME.apply(s, 2, GAME.decision(s, 2).options[0].id)
    assert [e.rule.id for e in ev][-1] == "ti4.setup.secret_objectives" and ev[-1].reveals
    assert GAME.pending_kinds(s) == ["ti4.holder"] and s.phase == "strategy"
