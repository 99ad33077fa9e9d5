"""``view(state, seat)``: the Court board is public; nothing here is hidden (the Logic cards
are drawn on the table, or by the seeded house rule at the moment they are used)."""

from __future__ import annotations

from desktop.engine.flow import heads
from desktop.games.nucleum import court as K
from desktop.games.nucleum.cards import AGENDA_NAMES, PARTY_NAMES
from desktop.games.nucleum.data import COURT, PARTIES
from desktop.games.nucleum.flow import conditions, end_needed, end_triggered
from desktop.games.nucleum.scoring import projection, scoring_entry, total_vp
from desktop.games.nucleum.state import NEUTRAL, copy_scoring


def step_name(s) -> str:
    """The step the court is at: the first pending kind without ``nucleum.`` (main, ask,
    court_party, baron_tie, auction, ...), or ``over``."""
    if s.phase == "over":
        return "over"
    hs = heads(s.pending)
    return hs[0].kind[8:] if hs else s.phase


def figures_asked(s) -> list[dict]:
    """The figures still to be asked for the scoring under way, the next one first."""
    return [{"seat": e.seat, "agenda": e["agenda"]} for e in reversed(s.pending)
            if e.kind == "nucleum.ask"]


def side_key(s, side: int) -> str:
    if side == NEUTRAL:
        return "neutral"
    if s.baron and side == s.seats:
        return "baron"
    return f"seat.{side}"


def court_view(s, seat) -> dict:
    stage = step_name(s)
    parties = []
    for p, pid in enumerate(PARTIES):
        pols = []
        for side in range(s.sides):
            for k in range(s.pols[p][side]):
                pols.append({"id": f"pol.{pid}.{side_key(s, side)}.{k + 1}", "side": side_key(s, side)})
        neutrals = [f"neutral.{t}" for t, q in s.neutrals.items() if q == p]
        ld = s.leader[p]
        holder = None if ld is None else (
            f"neutral.{s.leader_neutral[p]}" if ld == NEUTRAL else side_key(s, ld))
        face = s.agendas[p]
        parties.append({
            "id": f"party.{pid}", "name": PARTY_NAMES[pid](), "order": p,
            "agenda": {"id": f"agenda.{pid}", "face": face, "text": AGENDA_NAMES[face](),
                       "unconfirmed": COURT.agenda_tiles.unconfirmed},
            "leader": {"id": f"leader.{pid}", "holder": holder},
            "politicians": pols, "neutrals": neutrals,
            "counts": {side_key(s, side): s.pols[p][side] for side in range(s.sides)},
            "total": K.total(s, p), "dominant": p == s.king,
        })
    players = []
    for i in range(s.seats):
        players.append({
            "id": f"seat.{i}", "vp": total_vp(s, i),
            "vp_by": {k: s.vp[k][i] for k in s.vp},
            "income_steps": dict(s.income[i]),
            "figures": COURT.workers.total, "on_court": K.on_court(s, i),
            "e7": s.e7[i], "e8": s.e8[i], "e8_vp_now": K.e8_vp(K.on_court(s, i)),
            "contracts_met": list(s.contracts_met[i]),
        })
    v = {
        "parties": parties,
        "king": {"id": "king", "party": f"party.{PARTIES[s.king]}"},
        "players": players,
        "turn": s.turn, "stage": stage,
        "kings_days": {"done": s.kings_days, "max": COURT.kings_days.max},
        "end": {"needed": end_needed(s), "met": list(s.end_met),
                "triggered": end_triggered(s), "conditions": conditions(s),
                "vp_flag": COURT.vp_flag[s.map], "map": s.map},
        "removed_neutrals": [f"neutral.{t}" for t, q in s.neutrals.items() if q < 0],
        "pending": figures_asked(s),
        "auction": None,
        "projection": projection(s),
        # the scoring under way (its figures are being asked), and the last one done
        "scoring": None if (e := scoring_entry(s)) is None else {
            "kind": e["kind"], "number": s.kings_days + 1},
        "last_scoring": copy_scoring(s.last_scoring),
    }
    if s.auction_last and (stage in ("auction", "auction_bid") or s.choice_order):
        v["auction"] = {"in": list(s.auction_in), "high": s.auction_high,
                        "last_bids": list(s.auction_last), "passed": list(s.auction_passed),
                        "choice_order": list(s.choice_order)}
    if s.baron:
        b = s.baron_side
        v["baron"] = {"id": "baron", "vp": total_vp(s, b), "on_court": K.on_court(s, b),
                      "logic": s.logic, "harder_scoring": s.harder_scoring,
                      "priority": ["court", "urbanize", "industrialize", "develop", "contract",
                                   "energize", "subsidize"]}
    return v
