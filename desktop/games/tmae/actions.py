"""Phase III: the ACTIONs of blue cards (what each costs and what it does)."""

from __future__ import annotations

from desktop.games.tmae.costs import action_cost
from desktop.games.tmae.data import data
from desktop.games.tmae.msgs import ACT, RULE_CARD_ACTION, card_name, event, msg, player_name
from desktop.games.tmae.piles import can_pay_mc, pay_mc
from desktop.games.tmae.state import PlayerState, TmaeState
from desktop.games.tmae.work import push_work, work

CARDS = data().all


def action_options(s: TmaeState, p: PlayerState) -> list[str]:
    """Answer ids ``act:<card>:<variant>[:<other card>]`` of the ACTIONs ``p`` may use now."""
    out = []
    for code in p.played:
        c = CARDS[code]
        if not c.action:
            continue
        if code in p.used and not p.reuse:
            continue
        for i, v in enumerate(c.action):
            sp = v.spend
            if sp:
                if "mc" in sp and not can_pay_mc(p, action_cost(p, code, v)):
                    continue
                heat = sp.get("heat", 0)
                plant = sp.get("plant", 0)
                if v.chose_spend and p.pick == 3:
                    plant = v.chose_spend.get("plant", plant)
                if p.heat < heat or p.plants < plant or p.tr < sp.get("tr", 0):
                    continue
                if p.res.get(code, 0) < sp.get("here", 0):
                    continue
                if "card" in sp:
                    for h in p.hand:
                        out.append(f"act:{code}:{i}:{h}")
                    continue
                if "any_res" in sp:
                    kinds = sp["any_res"]["res"]
                    for src in p.played:
                        if CARDS[src].holds in kinds and p.res.get(src, 0) >= sp["any_res"]["n"]:
                            out.append(f"act:{code}:{i}:{src}")
                    continue
            out.append(f"act:{code}:{i}")
    return out


def use_action(s: TmaeState, seat: int, code: int, i: int, extra: int | None, ev: list) -> None:
    p = s.players[seat]
    v = CARDS[code].action[i]
    if code in p.used:
        p.reuse = False
    else:
        p.used.append(code)
    sp = v.spend
    if sp:
        if "mc" in sp:
            pay_mc(p, action_cost(p, code, v))
        plant = sp.get("plant", 0)
        if v.chose_spend and p.pick == 3:
            plant = v.chose_spend.get("plant", plant)
        p.heat -= sp.get("heat", 0)
        p.plants -= plant
        if sp.get("tr"):
            p.tr -= sp["tr"]
        if sp.get("here"):
            p.res[code] -= sp["here"]
        if "card" in sp:
            p.hand.remove(extra)
            s.discard.append(extra)
        if "any_res" in sp:
            p.res[extra] -= sp["any_res"]["n"]
    ev.append(event(msg(ACT, player=player_name(seat), card=card_name(code)), RULE_CARD_ACTION, seat,
                    objects=(f"card:{code}",)))
    entries = [work(seat, code, st) for st in v.then]
    for src in p.played:
        for t in CARDS[src].triggers:
            if t.on == "action":
                entries.extend(work(seat, src, st) for st in t.do)
    push_work(s, entries)
