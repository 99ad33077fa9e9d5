"""The modifiers of a player (``piles.mods`` and its short forms) read as the card data says:
the corporation's first, then the played cards', over the players of random games."""

from desktop.engine.bots import play_random_game
from desktop.games.tmae import GAME
from desktop.games.tmae.piles import CARDS, MOD_CARDS, has_mod, helion, mod_sum, mods


def _reference(p, key):
    holders = MOD_CARDS.get(key, frozenset())
    out = [CARDS[p.corp].mods[key]] if p.corp in holders else []
    return out + [CARDS[c].mods[key] for c in holders if c in p.played]


def test_mods_and_their_short_forms_match_the_card_data():
    seen = 0
    for seed in range(6):
        def check(state, seat, answer):
            nonlocal seen
            for p in state.players:
                for key in list(MOD_CARDS) + ["no_such_term"]:
                    ref = _reference(p, key)
                    assert mods(p, key) == ref
                    assert has_mod(p, key) is bool(ref)
                    if all(type(v) is int for v in ref):
                        assert mod_sum(p, key) == sum(ref)
                    seen += bool(ref)
                assert helion(p) is has_mod(p, "heat_as_mc")
        play_random_game(GAME, GAME.options(seats=3), seed, on_answer=check)
    assert seen
