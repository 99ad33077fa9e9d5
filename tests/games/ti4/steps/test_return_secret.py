from desktop.games.ti4 import GAME

from .helpers import at, ids


def test_return_offers_unscored_secrets_and_shuffles_after():
    s = at("ti4.return", 2)
    p = s.players[2]
    p.secrets += [s.secret_deck.pop(), s.secret_deck.pop(), s.secret_deck.pop()]
    p.scored_secrets = [p.secrets[0]]
    p.vp = p.vp_secret = 1
    assert ids(s, 2) == ["obj:" + o for o in p.secrets[1:]]
    assert GAME.check(s, 2, "obj:" + p.secrets[0]) is not None
    back = p.secrets[1]
    ev = GAME.apply(s, 2, "obj:" + back)
    assert back in s.secret_deck and back not in p.secrets
    assert ev[-1].rule.id == "ti4.imperial.return_before_next_draw" and ev[-1].reveals
