"""The project deck, discards and hands, and what a player has to pay with: functions of the
state only (used by the rules and by the solo dummy, never calling back into the game)."""

from __future__ import annotations

from desktop.engine.protocol import Event
from desktop.games.tmae.data import data
from desktop.games.tmae.msgs import (DRAW, RESHUFFLE, RULE_SELL, SELLS, R, card_name, msg,
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


def mods(p: PlayerState, key: str) -> list:
    """Values of modifier ``key`` on the corporation and played cards."""
    holders = MOD_CARDS.get(key, _NONE)
    if not holders:
        return []
    out = [CARDS[p.corp].mods[key]] if p.corp in holders else []
    played = p.played
    for code in holders:
        if code in played:
            out.append(CARDS[code].mods[key])
    return out


def has_mod(p: PlayerState, key: str) -> bool:
    holders = MOD_CARDS.get(key, _NONE)
    if p.corp in holders:
        return True
    played = p.played
    for code in holders:
        if code in played:
            return True
    return False


def sell_value(p: PlayerState) -> int:
    return SELL_MC + sum(mods(p, "sell_bonus"))


def forest_plants(p: PlayerState) -> int:
    return FOREST_PLANTS + sum(mods(p, "forest_plants"))


def helion(p: PlayerState) -> bool:
    """Heat may pay as MC (Helion's ability)."""
    return has_mod(p, "heat_as_mc")


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
            ev.append(Event(msg(RESHUFFLE), R("deck.reshuffle"), reveals=True))
        out.append(s.deck.pop())
    return out


def draw_to_hand(s: TmaeState, seat: int, n: int, ev: list) -> None:
    cards = draw(s, n, ev)
    s.players[seat].hand.extend(cards)
    ev.append(Event(msg(DRAW, player=player_name(seat), num=len(cards)), seat=seat, reveals=True,
                    objects=tuple(f"card:{c}" for c in cards), private_to=seat))


def sell(s: TmaeState, seat: int, code: int, ev: list) -> None:
    """Discard a card from the hand for its sale value."""
    p = s.players[seat]
    p.hand.remove(code)
    s.discard.append(code)
    v = sell_value(p)
    p.mc += v
    ev.append(Event(msg(SELLS, player=player_name(seat), card=card_name(code), mc=v), RULE_SELL, seat,
                    objects=(f"card:{code}",)))


def discard_from_hand(s: TmaeState, p: PlayerState, codes: list[int]) -> None:
    for c in codes:
        p.hand.remove(c)
    s.discard.extend(codes)
