"""What each seat sees: plain JSON-able data, with what the engine computed (card costs after
discounts, playable cards, standard-project prices) so that the table re-implements no rule."""

from __future__ import annotations

from desktop.engine.flow import heads
from desktop.engine.rng import Rng
from desktop.games.tmae.costs import can_play, card_cost, cost_context
from desktop.games.tmae.data import data
from desktop.games.tmae.flow import MAIN_KIND
from desktop.games.tmae.parameters import OCEANS, OXY_MAX, TEMP_MAX, temperature
from desktop.games.tmae.piles import FOREST_PLANTS, helion, sell_value
from desktop.games.tmae.projects import HEAT_PER_TEMP, SP_COST, SP_NAMES, SP_PAID_WITH, sp_prices
from desktop.games.tmae.scoring import score
from desktop.games.tmae.solo import SOLO_ADVANCE, SOLO_ROUNDS, last_rounds
from desktop.games.tmae.state import TmaeState

CARDS = data().all
_TURN_KINDS = frozenset(MAIN_KIND.values()) | {"tmae.phase_card", "tmae.dummy_phase", "tmae.corporation"}
#: standard project prices before any card's discount (what a spectator sees)
BASE_SP_PRICES = {"forest_plants": FOREST_PLANTS, "forest_mc": SP_COST["forest_mc"], "heat": HEAT_PER_TEMP,
                  "temp_mc": SP_COST["temp_mc"], "ocean": SP_COST["ocean"]}


def standard_projects(s: TmaeState, seat: int | None) -> dict[str, dict]:
    """name -> price (for ``seat``, its discounts included), what pays it, and whether its
    parameter is already at its maximum."""
    prices = sp_prices(s.players[seat]) if seat is not None else BASE_SP_PRICES
    temp_top = s.temp >= TEMP_MAX
    maxed = {"forest_plants": False, "forest_mc": False, "heat": temp_top, "temp_mc": temp_top,
             "ocean": not s.oceans}
    return {n: {"price": prices[n], "paid_with": SP_PAID_WITH[n], "maxed": maxed[n]} for n in SP_NAMES}


def view(s: TmaeState, seat: int | None) -> dict:
    hs = heads(s.pending)
    acting = [e.seat for e in hs]
    players = []
    for i, p in enumerate(s.players):
        tr, forests, cards = score(p)
        d = {
            "id": f"seat:{i}",
            "corp": f"corp:{p.corp}" if p.corp and (s.stage != "corp" or i == seat) else None,
            "corp_chosen": bool(p.corp),
            "played": [f"card:{c}" for c in p.played],
            "resources_on_cards": {f"card:{c}": n for c, n in p.res.items()},
            "mc": p.mc, "heat": p.heat, "plants": p.plants,
            "production": {"mc": p.prod_mc, "heat": p.prod_heat, "plants": p.prod_plant, "cards": p.prod_card},
            "steel": p.steel, "titanium": p.titanium, "tr": p.tr, "forests": p.forests,
            "tags": dict(p.tags), "hand_size": len(p.hand), "drawn_size": len(p.drawn),
            "vp": tr + forests + cards,
            "phase_card": (f"phase:{i}:{p.pick}" if p.pick and (s.revealed or i == seat) else None),
            "picked": bool(p.pick), "last_phase": p.last_pick or None,
            # answering a card effect, a payment, research or the hand limit
            "waiting": any(e.seat == i and e.kind not in _TURN_KINDS for e in s.pending),
            # blue actions already used this Action phase (public: played face up)
            "actions_used": [f"card:{c}" for c in p.used],
            "sell_value": sell_value(p),
            # heat pays as MC (Helion): public once the corporations are shown
            "heat_pays": helion(p) and (s.stage != "corp" or i == seat),
        }
        if i == seat:
            d["hand"] = [f"card:{c}" for c in p.hand]
            ctx = cost_context(s, p)
            costs = {c: card_cost(s, p, CARDS[c], ctx) for c in p.hand}
            d["hand_costs"] = {f"card:{c}": n for c, n in costs.items()}
            # requirements met and payable now (selling other cards if need be; what selling
            # the rest of the hand brings, as ``can_play`` reckons it, read once)
            sells = d["sell_value"] * (len(p.hand) - 1) if len(p.hand) > 1 else 0
            d["hand_playable"] = [f"card:{c}" for c in p.hand
                                  if can_play(s, p, c, ctx, sells, costs[c])]
            d["drawn"] = [f"card:{c}" for c in p.drawn]
            d["corp_offer"] = [f"corp:{c}" for c in p.corp_offer]
            d["playing"] = [f"card:{e['src']}" for e in s.pending if e.kind == "tmae.payment" and e.seat == i]
        players.append(d)
    v = {
        "game": "tmae", "round": s.round, "stage": s.stage, "phase": s.phase,
        "phases_left": list(s.phases), "temperature": temperature(s.temp), "oxygen": s.oxygen,
        "oceans_flipped": [f"oceantile:{t}" for t in s.flipped], "oceans_left": len(s.oceans),
        "oceans_total": OCEANS, "temperature_max": temperature(TEMP_MAX), "oxygen_max": OXY_MAX,
        "deck_size": len(s.deck), "discard_size": len(s.discard), "players": players,
        "to_act": acting, "maxed_this_phase": list(s.maxed),
        "requirement_snapshot": {"temperature": temperature(s.start_temp), "oxygen": s.start_oxygen,
                                 "oceans": s.start_oceans},
        "standard_projects": standard_projects(s, seat),
    }
    if s.seats == 1:
        v["solo"] = {"difficulty": s.difficulty, "dummy_phase": s.dummy_pick or None,
                     "dummy_left": len(s.dummy) if last_rounds(s) else None,
                     # the phases the dummy hand has still to play this cycle of 5 rounds: public,
                     # since each of the cycle's cards was revealed when it was played
                     "dummy_unseen": sorted(s.dummy),
                     "rounds": SOLO_ROUNDS,
                     # Mars advances this many steps after every 5th round
                     "advance": SOLO_ADVANCE[s.difficulty]}
        if last_rounds(s):
            v["solo"]["dummy_cards"] = [f"dummy:{d}" for d in sorted(s.dummy)]
    return v


def secrets(s: TmaeState, seat: int | None) -> set[str]:
    out = {f"card:{c}" for c in s.deck}
    for i, p in enumerate(s.players):
        if i != seat:
            out.update(f"card:{c}" for c in p.hand)
            out.update(f"card:{c}" for c in p.drawn)
    out.update(f"oceantile:{t}" for t in s.oceans)
    for i, p in enumerate(s.players):
        if i != seat:
            out.update(f"corp:{c}" for c in p.corp_offer)
            if s.stage == "corp" and p.corp:
                out.add(f"corp:{p.corp}")
    return out


def reshuffle_hidden(s: TmaeState, seat: int | None, rng) -> TmaeState:
    s = s.clone()
    others = [p for i, p in enumerate(s.players) if i != seat]
    pool = list(s.deck)
    for p in others:
        pool += p.hand + p.drawn
    # sorted first, so that the resample depends only on what the seat sees and on ``rng``
    pool.sort()
    rng.shuffle(pool)
    for p in others:
        n, m = len(p.hand), len(p.drawn)
        p.hand, p.drawn, pool = pool[:n], pool[n:n + m], pool[n + m:]
    s.deck = pool
    s.oceans.sort()
    rng.shuffle(s.oceans)
    if not s.revealed:
        # phase cards other players picked face down (planning): any card but last round's
        for p in others:
            if p.pick:
                p.pick = _any_phase_but(p.last_pick, rng)
    if s.seats == 1 and not last_rounds(s):
        # the solo dummy's face-down phase cards: which are left follows from the public
        # reveals, their order does not
        s.dummy.sort()
        rng.shuffle(s.dummy)
    # the chance still to come (how the discards are reshuffled into the deck) is unknown too
    s.rng = Rng.from_seed((rng.next_u32() << 32) | rng.next_u32())
    return s


def _any_phase_but(last: int, rng) -> int:
    choices = [n for n in range(1, 6) if n != last]
    return choices[rng.randbelow(len(choices))]
