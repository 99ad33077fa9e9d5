"""Phase III: the standard projects (their prices for a player) and the conversion of plants
and heat that the end of the Action phase forces."""

from __future__ import annotations

from desktop.games.tmae.msgs import FORCED_FOREST, FORCED_HEAT, RULE_FORCED, SP_RULES, SP_USED, event, msg, player_name
from desktop.games.tmae.parameters import OXY_MAX, TEMP_MAX, flip_ocean, gain_forest, raise_temp
from desktop.games.tmae.piles import forest_plants, helion, mod_sum, pay_mc
from desktop.games.tmae.state import PlayerState, TmaeState

SP_COST = {"forest_mc": 20, "temp_mc": 14, "ocean": 15}
HEAT_PER_TEMP = 8
SP_NAMES = ("forest_plants", "forest_mc", "heat", "temp_mc", "ocean")
#: what each standard project is paid with
SP_PAID_WITH = {"forest_plants": "plant", "forest_mc": "mc", "heat": "heat", "temp_mc": "mc", "ocean": "mc"}


def sp_prices(p: PlayerState) -> dict[str, int]:
    """What each standard project costs ``p`` (plants, MC or heat, see ``SP_PAID_WITH``)."""
    disc = mod_sum(p, "std_discount")
    return {"forest_plants": forest_plants(p), "forest_mc": max(0, SP_COST["forest_mc"] - disc),
            "heat": HEAT_PER_TEMP, "temp_mc": max(0, SP_COST["temp_mc"] - disc),
            "ocean": max(0, SP_COST["ocean"] - disc)}


def sp_options(s: TmaeState, p: PlayerState) -> list[str]:
    """Answer ids ``sp:<name>`` of the standard projects ``p`` can pay for now."""
    out = []
    disc = mod_sum(p, "std_discount")
    mc = p.mc + p.heat if helion(p) else p.mc  # Helion: heat pays as MC
    if p.plants >= forest_plants(p):
        out.append("sp:forest_plants")
    if mc >= SP_COST["forest_mc"] - disc:
        out.append("sp:forest_mc")
    if s.temp < TEMP_MAX or "temp" in s.maxed:
        if p.heat >= HEAT_PER_TEMP:
            out.append("sp:heat")
        if mc >= SP_COST["temp_mc"] - disc:
            out.append("sp:temp_mc")
    if (s.oceans or "ocean" in s.maxed) and mc >= SP_COST["ocean"] - disc:
        out.append("sp:ocean")
    return out


def sp_open(s: TmaeState, p: PlayerState, name: str) -> bool:
    """``sp:<name>`` is one of :func:`sp_options` (without listing them all)."""
    if name == "forest_plants":
        return p.plants >= forest_plants(p)
    if name == "heat":
        return (s.temp < TEMP_MAX or "temp" in s.maxed) and p.heat >= HEAT_PER_TEMP
    cost = SP_COST.get(name)
    if cost is None:
        return False
    if name == "temp_mc" and not (s.temp < TEMP_MAX or "temp" in s.maxed):
        return False
    if name == "ocean" and not (s.oceans or "ocean" in s.maxed):
        return False
    mc = p.mc + p.heat if helion(p) else p.mc
    return mc >= cost - mod_sum(p, "std_discount")


def use_sp(s: TmaeState, seat: int, which: str, ev: list) -> None:
    p = s.players[seat]
    disc = mod_sum(p, "std_discount")
    price = forest_plants(p) if which == "forest_plants" else (
        HEAT_PER_TEMP if which == "heat" else max(0, SP_COST[which] - disc))
    ev.append(event(msg(SP_USED[which], player=player_name(seat), n=price), SP_RULES[which], seat,
                    objects=(f"sp:{which}",)))
    if which == "forest_plants":
        p.plants -= forest_plants(p)
        gain_forest(s, seat, 1, ev)
    elif which == "heat":
        p.heat -= HEAT_PER_TEMP
        raise_temp(s, seat, 1, ev)
    else:
        pay_mc(p, max(0, SP_COST[which] - disc))
        if which == "forest_mc":
            gain_forest(s, seat, 1, ev)
        elif which == "temp_mc":
            raise_temp(s, seat, 1, ev)
        else:
            flip_ocean(s, seat, 1, ev)


def forced_conversion(s: TmaeState, seat: int, ev: list) -> None:
    """End of the Action phase: heat and plants must be converted while possible, unless maxed."""
    p = s.players[seat]
    while s.oxygen < OXY_MAX and p.plants >= forest_plants(p):
        n = forest_plants(p)
        p.plants -= n
        ev.append(event(msg(FORCED_FOREST, player=player_name(seat), n=n), RULE_FORCED, seat))
        gain_forest(s, seat, 1, ev)
    while s.temp < TEMP_MAX and p.heat >= HEAT_PER_TEMP:
        p.heat -= HEAT_PER_TEMP
        ev.append(event(msg(FORCED_HEAT, player=player_name(seat), n=HEAT_PER_TEMP), RULE_FORCED, seat))
        raise_temp(s, seat, 1, ev)
