"""The project deck, discards and hands, and what a player has to pay with: functions of the
state only (used by the rules and by the solo dummy, never calling back into the game)."""

from __future__ import annotations

from desktop.games.tmae.data import data
from desktop.games.tmae.msgs import (DRAW, RESHUFFLE, RULE_SELL, SELLS, R, card_name, event, msg,
                                     player_name)
from desktop.games.tmae.state import PlayerState, TmaeState

D = data()
CARDS = D.all
HAND_LIMIT = 10
SELL_MC = 3
FOREST_PLANTS = 8

#: modifier term -> codes of the cards and corporations that carry it
MOD_CARDS: dict[str, frozenset[int]] = {}
for _c in CARDS.values():
    for _k in _c.mods:
        MOD_CARDS[_k] = MOD_CARDS.get(_k, frozenset()) | {_c.code}
_NONE: frozenset[int] = frozenset()


#: modifier term -> (its holders, ((code, value), ...) in ``MOD_CARDS`` order)
MOD_VALUES: dict[str, tuple[frozenset[int], tuple]] = {
    k: (v, tuple((c, CARDS[c].mods[k]) for c in v)) for k, v in MOD_CARDS.items()}
_NO_MOD = (_NONE, ())

# Most players hold none of a term's cards: ``holders.isdisjoint(played)`` says so at C speed.


def mods(p: PlayerState, key: str) -> list:
    """Values of modifier ``key`` on the corporation and played cards (the corporation's
    first, then the played cards' in ``MOD_CARDS`` order)."""
    holders, hs = MOD_VALUES.get(key, _NO_MOD)
    corp = p.corp
    played = p.played
    if corp not in holders and holders.isdisjoint(played):
        return []
    out = [v for c, v in hs if c == corp]
    for c, v in hs:
        if c in played:
            out.append(v)
    return out


def mod_sum(p: PlayerState, key: str) -> int:
    """``sum(mods(p, key))`` without the list."""
    holders, hs = MOD_VALUES.get(key, _NO_MOD)
    corp = p.corp
    played = p.played
    if corp not in holders and holders.isdisjoint(played):
        return 0
    n = 0
    for c, v in hs:
        if c == corp:
            n += v
        if c in played:
            n += v
    return n


def has_mod(p: PlayerState, key: str) -> bool:
    holders = MOD_CARDS.get(key, _NONE)
    return p.corp in holders or not holders.isdisjoint(p.played)


_HELION = MOD_CARDS.get("heat_as_mc", _NONE)


def sell_value(p: PlayerState) -> int:
    return SELL_MC + mod_sum(p, "sell_bonus")


def forest_plants(p: PlayerState) -> int:
    return FOREST_PLANTS + mod_sum(p, "forest_plants")


def helion(p: PlayerState) -> bool:
    """Heat may pay as MC (Helion's ability)."""
    return p.corp in _HELION or not _HELION.isdisjoint(p.played)


def can_pay_mc(p: PlayerState, n: int) -> bool:
    return p.mc >= n or (helion(p) and p.mc + p.heat >= n)


def pay_mc(p: PlayerState, n: int) -> None:
    """MC first, then (Helion) heat for the rest."""
    if p.mc >= n:
        p.mc -= n
    else:
        p.heat -= n - p.mc
        p.mc = 0


def draw(s: TmaeState, n: int, ev: list) -> list[int]:
    """Take ``n`` cards from the deck (shuffling the discards into a new deck when it runs out)."""
    out = []
    for _ in range(n):
        if not s.deck:
            if not s.discard:
                break
            s.deck = s.discard
            s.discard = []
            s.rng.shuffle(s.deck)
            ev.append(event(msg(RESHUFFLE), R("deck.reshuffle"), reveals=True))
        out.append(s.deck.pop())
    return out


def draw_to_hand(s: TmaeState, seat: int, n: int, ev: list) -> None:
    cards = draw(s, n, ev)
    s.players[seat].hand.extend(cards)
    # how many cards a player draws is public (they are drawn in front of everyone); which
    # ones is not, so the entry names no card
    ev.append(event(msg(DRAW, player=player_name(seat), num=len(cards)), seat=seat, reveals=True))


def sell(s: TmaeState, seat: int, code: int, ev: list) -> None:
    """Discard a card from the hand for its sale value."""
    p = s.players[seat]
    p.hand.remove(code)
    s.discard.append(code)
    v = sell_value(p)
    p.mc += v
    ev.append(event(msg(SELLS, player=player_name(seat), card=card_name(code), mc=v), RULE_SELL, seat,
                    objects=(f"card:{code}",)))


def discard_from_hand(s: TmaeState, p: PlayerState, codes: list[int]) -> None:
    for c in codes:
        p.hand.remove(c)
    s.discard.extend(codes)
