"""What a seat sees (views carry computed data: legal spaces, VP projection, control), what is
hidden (the decks' order, the face-down events), and the state's invariants.

Everything on the table is public except the order of the tech and system decks and which event
lies face down where (and which ones stay in the box).  The view (a plain dict, names as
``Msg`` in context ``bts.cards``):

- ``round``, ``turn`` (seat), ``phase``, ``final_round`` (0: not triggered), ``over``,
  ``first_player``, ``end_after`` / ``achievements_claimed`` (the end trigger)
- ``players[i]``: faction, ore, population, supply (columns A-E), food_track / ore_track (discs
  left), automation, growth / ore_output (what production would give), pawn (space id),
  researched (slots), private, colonies, events, achievements, vp_projection, ships
  (area -> levels), strength (area -> strength)
- ``tech[slot]``: level, card, name, types, standin, event_face_down, prerequisites, researchers
- ``areas[area]``: name, adjacent, controller (-1: nobody), base (disc kind), kind (specialisation),
  system, system_name, strength (per seat)
- ``decks`` / ``system_decks``: counts; ``achievements``: id, name, claims (seats in order),
  vp (per space), standin; ``guilds``: id, name, level, unlocked
- ``occupied`` (space id -> seat), ``legal_spaces`` (the acting seat's open spaces while it
  chooses its action; public, like the whole view), ``score_lines`` (label, rule, values: the end-scoring table now),
  ``events_revealed`` (resolved and put aside), ``pack`` (a card pack is in use)
- for the table: ``cards`` (card id -> its generated face: kind, name, vp, standin, lines;
  every face-up card of the view), ``basic`` (the Basic Spacefaring rows: id, name, text,
  spaces, bonus_spaces), ``guilds[].spaces`` / ``text``, ``tech[slot].spaces`` and
  ``players[i].private_spaces`` (the action space ids of a card), ``standins_used``
"""

from __future__ import annotations

from desktop.engine.flow import heads
from desktop.engine.rng import Rng
from desktop.games.bts import board as B
from desktop.games.bts import effects as X
from desktop.games.bts import scoring
from desktop.games.bts import texts
from desktop.games.bts.state import State


def view(game, s: State, seat: int | None) -> dict:
    c = X.cat(s)
    legal: list[str] = []
    hs = heads(s.pending)
    # public: every seat sees the same table (so the hot-seat curtain stays up)
    if hs and hs[0].kind == "bts.action" and not hs[0].get("basic"):
        legal = list(game.legal(s, hs[0].seat).ids)
    projection = scoring.totals(s)
    score_lines = [{"label": label, "rule": rule.id, "values": vals}
                   for label, rule, vals in scoring.lines(s)]
    players = []
    for i, p in enumerate(s.players):
        players.append({
            "seat": i, "faction": p.faction, "faction_name": X.nm(c.factions[p.faction]),
            "ore": p.ore, "population": p.pop, "supply": list(p.supply),
            "food_track": p.food_track, "ore_track": p.ore_track, "automation": p.automation,
            "growth": X.growth(p), "ore_output": X.ore_output(p),
            "pawn": p.pawn, "researched": list(p.researched), "private": list(p.private),
            "colonies": list(p.colonies), "events": list(p.events),
            "achievements": list(p.achievements), "vp_projection": projection[i],
            "ships": {a: list(v) for a, v in p.ships.items()},
            "strength": {a: p.strength(a) for a in B.AREAS if p.strength(a)},
        })
    tech = {}
    for sl in B.SLOTS:
        card = s.slots[sl]
        t = c.techs[card] if card else None
        tech[sl] = {"level": B.SLOT_LEVEL[sl], "card": card, "name": X.nm(t) if t else None,
                    "types": list(t.types) if t else [], "standin": t.standin if t else None,
                    "event_face_down": s.slot_events[sl] is not None,
                    "prerequisites": list(B.PREREQ[sl]),
                    "researchers": [i for i, p in enumerate(s.players) if sl in p.researched]}
    areas = {}
    for a in B.AREAS:
        card = s.systems.get(a)
        areas[a] = {"name": X.area_name(a), "adjacent": list(B.ADJ[a]), "controller": s.control.get(a, -1),
                    "base": s.base_kind.get(a), "kind": X.area_kind(s, a),
                    "system": card, "system_name": X.nm(c.systems[card]) if card else None,
                    "strength": [p.strength(a) for p in s.players]}
    occupied = {p.pawn: i for i, p in enumerate(s.players) if p.pawn is not None}
    n = len(s.players)
    faces: dict[str, dict] = {}

    def face(card_id):
        if card_id and card_id not in faces:
            card = c.any_card(card_id)
            if card is not None:
                faces[card_id] = texts.card_face(card)

    for sl, t in tech.items():
        face(t["card"])
        t["spaces"] = _card_spaces(c, sl, t["card"])
    for p, pv in zip(s.players, players):
        for x in (*p.private, *p.colonies, *p.events):
            face(x)
        pv["private_spaces"] = {x: _card_spaces(c, f"p.{x}", x) for x in p.private}
    for a in areas.values():
        face(a["system"])
    for x in (*s.achievements, *s.events_done):
        face(x)
    basic = [{"id": r.id, "name": X.nm(r), "text": texts.action_msg(r.action),
              "spaces": [f"{r.id}:0:{k}" for k in range(r.spaces[n])],
              "bonus_spaces": [f"{r.id}:0:{k}" for k in r.bonus_ore.get(n, ())]}
             for r in c.basic.values()]
    guilds = [{"id": g.id, "name": X.nm(g), "level": g.level, "unlocked": g.id in s.unlocked,
               "text": texts.action_msg(g.action),
               "spaces": [f"{g.id}:0:{k}" for k in range(g.spaces)]} for g in c.guilds.values()]
    return {
        "round": s.round, "turn": s.turn, "phase": s.phase, "final_round": s.final_round,
        "over": s.over, "first_player": 0,
        "end_after": scoring.end_threshold(s), "achievements_claimed": scoring.claimed_total(s),
        "players": players, "tech": tech,
        "decks": {lv: len(d) for lv, d in s.decks.items()},
        "system_decks": {k: len(d) for k, d in s.system_decks.items()},
        "areas": areas,
        "achievements": [{"id": a, "name": X.nm(c.achievements[a]), "claims": list(s.claims[a]),
                          "vp": list(c.achievements[a].vp),
                          "standin": c.achievements[a].standin} for a in s.achievements],
        "guilds": guilds, "basic": basic, "cards": faces,
        "standins_used": sorted(k for k, f in faces.items() if f["standin"]),
        "occupied": occupied, "legal_spaces": legal, "score_lines": score_lines,
        "events_revealed": list(s.events_done), "pack": bool(s.pack),
    }


def _card_spaces(c, head: str, card_id: str | None) -> list[list]:
    """The action spaces of a technology card on slot (or private) ``head``: [space id,
    action index] each."""
    if not card_id:
        return []
    t = c.techs[card_id]
    return [[f"{head}:{a}:{k}", a] for a, act in enumerate(t.actions) for k in range(act.spaces)]


def secrets(s: State) -> set[str]:
    out: set[str] = set()
    for d in s.decks.values():
        out.update(d)
    for d in s.system_decks.values():
        out.update(d)
    out.update(e for e in s.slot_events.values() if e is not None)
    out.update(s.events_box)
    return out


def reshuffle_hidden(s: State, rng) -> State:
    """Resample the decks' order and which face-down event lies where (the light-bordered
    events stay on the board; the others may swap with the box)."""
    t = s.clone()
    # each hidden list is sorted first, so that the sample depends only on what is seen and on
    # ``rng``, never on the hidden order itself
    for d in t.decks.values():
        d.sort()
        rng.shuffle(d)
    for d in t.system_decks.values():
        d.sort()
        rng.shuffle(d)
    c = X.cat(t)
    for lv in (2, 3):
        where = [sl for sl in B.LEVEL_SLOTS[lv] if t.slot_events[sl] is not None]
        here = [t.slot_events[sl] for sl in where]
        fixed = [e for e in here if c.events[e].fixed]
        pool = sorted([e for e in here if not c.events[e].fixed] + [
            e for e in t.events_box if c.events[e].level == lv])
        rng.shuffle(pool)
        rng.shuffle(where)
        chosen = fixed + pool[:len(where) - len(fixed)]
        for sl, e in zip(where, chosen):
            t.slot_events[sl] = e
        rest = pool[len(where) - len(fixed):]
        t.events_box = [e for e in t.events_box if c.events[e].level != lv] + rest
    # the chance still to come is unknown too
    t.rng = Rng.from_seed((rng.next_u32() << 32) | rng.next_u32())
    return t


def invariants(s: State) -> list[str]:
    c = X.cat(s)
    bad: list[str] = []
    in_transit = [0] * len(s.players)
    for e in s.pending:
        if e.kind == "bts.place_ship":
            in_transit[e.seat] += 1
    for i, p in enumerate(s.players):
        cubes = sum(p.supply) + p.pop + p.ship_cubes() + len(p.researched) + in_transit[i]
        if cubes != B.TOTAL_CUBES:
            bad.append(f"seat {i}: {cubes} cubes, not {B.TOTAL_CUBES}")
        bases = sum(1 for v in s.control.values() if v == i)
        discs = p.food_track + p.ore_track + p.automation + p.colony_discs + bases
        if discs != 2 * B.TRACK_DISCS:
            bad.append(f"seat {i}: {discs} discs, not {2 * B.TRACK_DISCS}")
        if p.ore < 0 or p.pop < 0 or min(p.supply) < 0:
            bad.append(f"seat {i}: negative ore, population or supply")
        if any(lv < 1 or lv > 4 for v in p.ships.values() for lv in v):
            bad.append(f"seat {i}: a ship level outside 1-4")
        if len(set(p.researched)) != len(p.researched):
            bad.append(f"seat {i}: a tech researched twice")
    pawns = [p.pawn for p in s.players if p.pawn is not None]
    if len(set(pawns)) != len(pawns):
        bad.append("two pawns on one space")
    for a, who in s.control.items():
        if who >= 0 and a not in s.base_kind:
            bad.append(f"{a}: controlled without a base disc")
    for a, who in s.claims.items():
        if len(who) > len(c.achievements[a].vp) or len(set(who)) != len(who):
            bad.append(f"{a}: too many claims")
    techs = [x for x in s.slots.values() if x] + sum(s.decks.values(), []) + sum(
        (p.private for p in s.players), []) + sum(
        (e["cards"] for e in s.pending if e.kind == "bts.choose_card"), [])
    if sorted(techs) != sorted(c.techs):
        bad.append("tech cards lost or doubled")
    evs = [x for x in s.slot_events.values() if x] + s.events_box + s.events_done + sum(
        (p.events for p in s.players), [])
    if sorted(evs) != sorted(c.events):
        bad.append("event cards lost or doubled")
    sysc = [x for x in s.systems.values() if x] + sum(s.system_decks.values(), []) + sum(
        (p.colonies for p in s.players), [])
    if sorted(sysc) != sorted(c.systems):
        bad.append("system cards lost or doubled")
    return bad
