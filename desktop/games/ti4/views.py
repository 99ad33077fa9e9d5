"""What a seat sees of the TI4 table (plain data; the UI reads it, never the state)."""

from __future__ import annotations

from desktop.engine.flow import heads
from desktop.engine.protocol import seat_name
from desktop.games.ti4.data import condition_of, name_of, objectives, oid
from desktop.games.ti4.flow import status_order
from desktop.games.ti4.scoring import target
from desktop.games.ti4.state import State


def step_name(s: State) -> str:
    """The step the table is at: the first pending kind without ``ti4.`` (keep, holder,
    imp_home, ..., tokens), or ``over``."""
    if s.phase == "over":
        return "over"
    hs = heads(s.pending)
    return hs[0].kind[4:] if hs else s.phase


def view(s: State, seat: int | None) -> dict:
    objs = objectives()

    def card(o: str, **extra) -> dict:
        ob = objs[o]
        d = {"id": oid(o), "name": name_of(ob), "condition": condition_of(ob),
             "points": ob.points, "stage": ob.stage, "phase": ob.phase}
        d.update(extra)
        return d

    players = []
    for i, p in enumerate(s.players):
        pv = {
            "seat": i, "object": f"seat:{i}", "name": seat_name(i),
            "vp": p.vp, "vp_object": f"vp:{i}",
            "strategy_pool": p.strategy, "pool_object": f"pool:{i}",
            "other_tokens": p.other_tokens,
            "home_control": p.home, "home_object": f"home:{i}",
            "secret_count": len(p.secrets), "unscored_secret_count": len(p.unscored()),
            "scored_public": [oid(o) for o in p.scored_public],
            "scored_secrets": [card(o) for o in p.scored_secrets],
            "holds_imperial": s.holder == i,
            "controls_mecatol": s.mecatol == i,
            "dealt_count": len(p.dealt),
            "points": {"public": p.vp_public, "secret": p.vp_secret,
                       "imperial": p.vp_imperial, "other": p.vp_other},
            "took_custodians": s.custodians == i,
        }
        if seat == i:
            pv["secrets"] = [card(o, scored=o in p.scored_secrets) for o in p.secrets]
            pv["dealt"] = [card(o) for o in p.dealt]
        players.append(pv)
    return {
        "round": s.round,
        "phase": step_name(s),
        "to_act": [e.seat for e in heads(s.pending)],
        "holder": s.holder,
        "imperial": "imperial",
        "mecatol": s.mecatol,
        "mecatol_object": "mecatol",
        "players": players,
        "public_objectives": [card(o, scored_by=[i for i, p in enumerate(s.players)
                                                 if o in p.scored_public])
                              for o in s.revealed],
        "decks": {"deck:stage1": len(s.stage1), "deck:stage2": len(s.stage2),
                  "deck:secret": len(s.secret_deck)},
        "status_order": status_order(s),
        "ended": s.ended,
        "win_vp": target(s),
    }


def secrets(s: State, seat: int | None) -> set[str]:
    hidden = {oid(o) for o in s.secret_deck + s.set_aside + s.stage1 + s.stage2}
    for i, p in enumerate(s.players):
        if i != seat:
            hidden.update(oid(o) for o in p.unscored() + p.dealt)
    return hidden
