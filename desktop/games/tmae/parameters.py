"""The global parameters (temperature, oxygen, ocean tiles), forests and the terraform rating."""

from __future__ import annotations

from desktop.engine.flow import Pending
from desktop.games.tmae.data import data
from desktop.games.tmae.msgs import (FOREST, MAXED_TR, OCEAN, OXY, RULE_MAXED, RULE_OCEAN, RULE_TR,
                                     SP_RULES, TEMP, CARD_IDS, event, msg, player_name)
from desktop.games.tmae.piles import draw_to_hand, has_mod
from desktop.games.tmae.state import PlayerState, TmaeState
from desktop.games.tmae.work import push_work, work

D = data()
CARDS = D.all
TEMP_MAX = 19
OXY_MAX = 14
OCEANS = 9
#: first step of each band (purple, red, yellow, white)
TEMP_BANDS = (0, 6, 11, 16)
OXY_BANDS = (0, 3, 7, 12)


def temperature(step: int) -> int:
    return -30 + 2 * step


def band(param: str, value: int) -> int:
    bands = TEMP_BANDS if param == "temp" else OXY_BANDS
    b = 0
    for i, lo in enumerate(bands):
        if value >= lo:
            b = i
    return b


def raisable(s: TmaeState, param: str) -> bool:
    """The parameter can still be raised (not at its maximum, or maxed during this phase)."""
    if param == "temp":
        return s.temp < TEMP_MAX or "temp" in s.maxed
    if param == "oxygen":
        return s.oxygen < OXY_MAX or "oxygen" in s.maxed
    return bool(s.oceans) or "ocean" in s.maxed


def terraformed(s: TmaeState) -> bool:
    return s.temp >= TEMP_MAX and s.oxygen >= OXY_MAX and not s.oceans


def gain_tr(s: TmaeState, seat: int, n: int, ev: list) -> None:
    p = s.players[seat]
    p.tr += n
    if n > 0 and not p.tr_raised and has_mod(p, "unmi"):
        p.tr_raised = True
        if p.mc >= 6:
            push_work(s, [Pending("tmae.unmi", seat, {"src": p.corp}, CARD_IDS[p.corp])])


def fire(s: TmaeState, seat: int, on: str, n: int = 1) -> None:
    """The EFFECTs of the seat's cards triggered by ``on`` (an ocean, a raise, a forest...)."""
    p = s.players[seat]
    entries = []
    for code in p.played:
        for t in CARDS[code].triggers:
            if t.on == on:
                for _ in range(n):
                    entries.extend(work(seat, code, st) for st in t.do)
    push_work(s, entries)


def raise_temp(s: TmaeState, seat: int, n: int, ev: list, tr: bool = True) -> None:
    for _ in range(n):
        if s.temp < TEMP_MAX:
            s.temp += 1
            if s.temp == TEMP_MAX:
                s.maxed.append("temp")
        elif "temp" not in s.maxed:
            return
        if tr:
            gain_tr(s, seat, 1, ev)
            fire(s, seat, "temp")
        ev.append(event(msg(TEMP, player=player_name(seat), value=temperature(s.temp)), RULE_TR, seat,
                        objects=("param:temperature",)))


def raise_oxygen(s: TmaeState, seat: int, n: int, ev: list, tr: bool = True) -> None:
    for _ in range(n):
        if s.oxygen < OXY_MAX:
            s.oxygen += 1
            if s.oxygen == OXY_MAX:
                s.maxed.append("oxygen")
        elif "oxygen" not in s.maxed:
            return
        if tr:
            gain_tr(s, seat, 1, ev)
            fire(s, seat, "oxygen")
        ev.append(event(msg(OXY, player=player_name(seat), value=s.oxygen), RULE_TR, seat,
                        objects=("param:oxygen",)))


def flip_ocean(s: TmaeState, seat: int, n: int, ev: list) -> None:
    p = s.players[seat]
    for _ in range(n):
        if s.oceans:
            tile = s.oceans.pop()
            s.flipped.append(tile)
            if not s.oceans:
                s.maxed.append("ocean")
            t = D.oceans[tile]
            p.mc += t.mc
            p.plants += t.plants
            ev.append(event(msg(OCEAN, player=player_name(seat), mc=t.mc, plants=t.plants, cards=t.cards),
                            RULE_OCEAN, seat, reveals=True, objects=(f"ocean:{len(s.flipped) - 1}",)))
            if t.cards:
                draw_to_hand(s, seat, t.cards, ev)
        elif "ocean" in s.maxed:
            ev.append(event(msg(MAXED_TR, player=player_name(seat)), RULE_MAXED, seat))
        else:
            return
        gain_tr(s, seat, 1, ev)
        fire(s, seat, "ocean")


def add_prod(p: PlayerState, res: str, n: int) -> None:
    if res == "mc":
        p.prod_mc += n
    elif res == "heat":
        p.prod_heat += n
    else:
        p.prod_plant += n


def gain_forest(s: TmaeState, seat: int, n: int, ev: list) -> None:
    p = s.players[seat]
    for _ in range(n):
        p.forests += 1
        for src in p.played:
            pp = CARDS[src].prod_per
            if pp is not None and pp[1] == "forest" and p.forests % pp[2] == 0:
                add_prod(p, pp[0], 1)  # RULE_PROD_PER_TAG
        ev.append(event(msg(FOREST, player=player_name(seat)), SP_RULES["forest_mc"], seat))
        fire(s, seat, "forest")
        raise_oxygen(s, seat, 1, ev)
