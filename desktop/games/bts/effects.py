"""The effect vocabulary's interpreter, and the small rules of cubes, discs, ships and control
that every effect shares.

Effects travel as JSON (``Effect.model_dump(exclude_defaults=True)``) in the pending stack: a
``bts.effects`` entry (work without a question) runs its list in order; an effect that needs a
decision pushes the decision's entry with the rest of the list below it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from desktop.engine.flow import Pending, push
from desktop.engine.protocol import Event, Msg, RuleRef, SeatRef
from desktop.engine.rules import lookup
from desktop.games.bts import board as B
from desktop.games.bts import msgs as T
from desktop.games.bts import refs as R
from desktop.games.bts.cards import Catalog, Effect, catalog
from desktop.games.bts.state import Player, State

ROMAN = {1: "I", 2: "II", 3: "III", 4: "IIII"}


def cat(state: State) -> Catalog:
    return catalog(state.pack, state.pack_key)


CARDS_CONTEXT = "bts.cards"


def nm(card) -> Msg:
    """A card's (faction's, guild's, row's) name as a message: data, translated when the .ts
    files have it (context ``bts.cards``), English otherwise."""
    return Msg(CARDS_CONTEXT, card.name)


def names(cards) -> Msg | str:
    """A list of names as one message ("A, B, C")."""
    return join_list([nm(c) for c in cards])


def join_list(parts: list) -> Msg | str:
    """Messages as one list message ("A, B, C"), or "" for none."""
    if not parts:
        return ""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = T.JOIN_LIST(a=part, b=out)
    return out


def nm_id(state: State, card_id: str | None) -> Msg | str:
    if not card_id:
        return ""
    c = cat(state)
    for table in (c.techs, c.events, c.systems, c.achievements, c.factions, c.guilds, c.basic):
        if card_id in table:
            return nm(table[card_id])
    return card_id


@lru_cache(maxsize=4096)
def fx_json(effects: tuple[Effect, ...]) -> tuple[dict, ...]:
    return tuple(e.model_dump(mode="json", exclude_defaults=True) for e in effects)


def fx_list(effects: tuple[Effect, ...]) -> list[dict]:
    """Fresh JSON copies of effects, for a pending entry."""
    import copy

    return copy.deepcopy(list(fx_json(effects)))


@lru_cache(maxsize=None)
def _unconfirmed(rid: str) -> bool:
    return lookup(rid).unconfirmed


def event(msg: Msg, rule: RuleRef, seat: int | None = None, standin: bool = False,
          **kw: Any) -> Event:
    """An Event flagged ``unconfirmed`` when its rule (or a stand-in card) is a default."""
    return Event(msg, rule, seat, unconfirmed=standin or _unconfirmed(rule.id), **kw)


# ---------------------------------------------------------------------------------------
# cubes and discs


def take_supply(p: Player) -> bool:
    """Take the leftmost supply cube off the mat (False when the columns are empty)."""
    for i, n in enumerate(p.supply):
        if n > 0:
            p.supply[i] = n - 1
            return True
    return False


def return_supply(p: Player) -> None:
    """A cube goes back to the rightmost column with room (column E when all are full)."""
    for i in range(len(p.supply) - 1, -1, -1):
        if p.supply[i] < B.COLUMNS[i]:
            p.supply[i] += 1
            return
    p.supply[-1] += 1


def supply_count(p: Player) -> int:
    return sum(p.supply)


def take_disc(p: Player, kind: str) -> str | None:
    """Take a production disc of ``kind`` (or the other kind when that track is empty)."""
    order = (kind, "ore" if kind == "food" else "food")
    for k in order:
        if k == "food" and p.food_track > 0:
            p.food_track -= 1
            return k
        if k == "ore" and p.ore_track > 0:
            p.ore_track -= 1
            return k
    return None


def return_disc(p: Player, kind: str) -> None:
    if kind == "food":
        p.food_track += 1
    else:
        p.ore_track += 1


def growth(p: Player) -> int:
    return B.GROWTH[B.TRACK_DISCS - p.food_track]


def ore_output(p: Player) -> int:
    return B.ORE_OUTPUT[B.TRACK_DISCS - p.ore_track]


def automate(p: Player, track: str) -> bool:
    if take_disc(p, track) is None:
        return False
    p.automation += 1
    return True


def add_ship(p: Player, area: str, level: int) -> None:
    p.ships.setdefault(area, []).append(level)
    p.ships[area].sort()


def remove_ship(p: Player, area: str, level: int) -> None:
    p.ships[area].remove(level)
    if not p.ships[area]:
        del p.ships[area]


def ship_choices(p: Player, purpose: str) -> list[str]:
    out = []
    for area in B.AREAS:
        for lv in sorted(set(p.ships.get(area, ()))):
            if purpose == "upgrade" and lv >= 4:
                continue
            out.append(f"{area}:{lv}")
    return out


def build_places(state: State, seat: int) -> list[str]:
    return [B.SOL] + [y for y in B.SHIPYARDS if state.control.get(y) == seat]


# ---------------------------------------------------------------------------------------
# the map


def area_kind(state: State, area: str) -> str | None:
    if area in B.YARD_KIND:
        return B.YARD_KIND[area]
    card = state.systems.get(area)
    if card is None:
        return None
    return cat(state).systems[card].discs[0]


def area_name(area: str) -> Msg:
    if area == B.SOL:
        return T.AREA_SOL()
    if area == B.DEEP:
        return T.AREA_DEEP()
    if area in B.SHIPYARDS:
        return T.AREA_YARD(n=area[1])
    return T.AREA_SYSTEM(name=area)


def update_control(state: State, ev: list[Event]) -> None:
    """Control follows strength (bts.map.contest): a faction stronger than every other one and
    than the controller takes the area and places a base disc; the old disc goes home."""
    for area in B.CONTROLLABLE:
        kind = area_kind(state, area)
        if kind is None:
            continue
        strengths = [p.strength(area) for p in state.players]
        best = max(strengths)
        if best == 0:
            continue
        cur = state.control[area]
        if cur >= 0 and strengths[cur] == best:
            continue
        leaders = [i for i, s in enumerate(strengths) if s == best]
        if len(leaders) != 1:
            continue
        new = leaders[0]
        disc = take_disc(state.players[new], kind)
        if disc is None:
            continue
        if cur >= 0:
            return_disc(state.players[cur], state.base_kind[area])
            ev.append(event(T.CONTROL_LOST(player=SeatRef(cur), area=area_name(area)),
                            R.MAP_CONTEST, cur, objects=(f"area:{area}",)))
        state.control[area] = new
        state.base_kind[area] = disc
        ev.append(event(T.CONTROL_GAINED(player=SeatRef(new), area=area_name(area)),
                        R.MAP_CONTROL, new, objects=(f"area:{area}",)))


# ---------------------------------------------------------------------------------------
# research and colonisation targets


def researchable(state: State, seat: int, level: int) -> list[str]:
    p = state.players[seat]
    mine = set(p.researched)
    out = []
    for slot in B.LEVEL_SLOTS[level]:
        if slot in mine:
            continue
        if not all(q in mine for q in B.PREREQ[slot]):
            continue
        if state.slots[slot] is None and not state.decks[str(level)]:
            continue
        out.append(slot)
    return out


def colonisable(state: State, seat: int) -> list[str]:
    p = state.players[seat]
    systems = cat(state).systems
    return [a for a in B.SYSTEM_SPACES
            if state.systems[a] is not None and state.control[a] == seat
            and p.strength(a) >= systems[state.systems[a]].strength]


def prereq_types(state: State, slot: str) -> set[str]:
    techs = cat(state).techs
    out: set[str] = set()
    for q in B.PREREQ[slot]:
        cid = state.slots[q]
        if cid is not None:
            out.update(techs[cid].types)
    return out


def draw_candidates(state: State, slot: str) -> list[str]:
    """The first discoverer's draw (bts.tech.draw): 2 cards; if neither fits a type leading in,
    more until one fits.  Cards not fitting go under the deck."""
    level = B.SLOT_LEVEL[slot]
    deck = state.decks[str(level)]
    techs = cat(state).techs
    fit = prereq_types(state, slot)
    drawn = [deck.pop(0) for _ in range(min(2, len(deck)))]
    good = [c for c in drawn if set(techs[c].types) & fit]
    looked = 0
    while not good and deck and looked < 20:
        c = deck.pop(0)
        drawn.append(c)
        looked += 1
        if set(techs[c].types) & fit:
            good.append(c)
    if not good:
        good = drawn[:2]
    for c in drawn:
        if c not in good:
            deck.append(c)
    return good


# ---------------------------------------------------------------------------------------
# descriptions


def describe(fx: list[dict] | tuple[dict, ...]) -> Msg:
    parts = [describe_one(e) for e in fx]
    if not parts:
        return T.FX_NOTHING()
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = T.JOIN_THEN(a=part, b=out)
    return out


def _face(name: str | None, level: int | None = None) -> Msg:
    if name == "pop":
        return T.POP()
    if name == "supply":
        return T.SUPPLY()
    if level:
        return T.SHIP_L(level=level)
    return T.SHIP()


def describe_one(e: dict) -> Msg:
    op, n = e["op"], e.get("n", 1)
    if op == "gain_ore":
        return T.FX_GAIN_ORE(n=n)
    if op == "pay_ore":
        return T.FX_PAY_ORE(n=n)
    if op == "lose_pop":
        return T.FX_LOSE_POP(n=n)
    if op == "convert":
        src, dst = _face(e["src"]), _face(e["dst"], e.get("level"))
        if e.get("at") == "deep":
            return T.FX_CONVERT_DEEP(n=n, src=src, dst=dst)
        return T.FX_CONVERT(n=n, src=src, dst=dst)
    if op == "upgrade":
        return T.FX_UPGRADE(n=n)
    if op == "jump":
        return T.FX_JUMP(n=n)
    if op == "research":
        return T.FX_RESEARCH(level=ROMAN[e["level"]])
    if op == "colonise":
        return T.FX_COLONISE()
    if op == "automate":
        return T.FX_AUTOMATE(n=n)
    if op == "vp":
        return T.FX_VP(n=n)
    if op == "unlock_guild":
        return T.FX_UNLOCK(level=e["level"])
    if op == "basic_action":
        return T.FX_BASIC()
    if op == "choice":
        opts = [describe(o) for o in e["options"]]
        out = opts[-1]
        for o in reversed(opts[:-1]):
            out = T.JOIN_OR(a=o, b=out)
        return out
    if op == "optional":
        return T.FX_OPTIONAL(what=describe(e["then"]))
    if op == "each_faction":
        return T.FX_EACH(what=describe(e["then"]))
    if op == "production_all":
        return T.FX_ALL_PRODUCTION()
    if op == "supply_to_a":
        return T.FX_SUPPLY_TO_A()
    if op == "private_tech":
        return T.FX_PRIVATE(level=ROMAN[e["level"]])
    if op == "take_column":
        return T.FX_TAKE_COLUMN(column=B.COLUMN_NAMES[e["column"]], dst=_face(e.get("dst"), 1))
    if op == "start_ship":
        return T.FX_START_DEEP()
    raise ValueError(op)


# ---------------------------------------------------------------------------------------
# running effects


def run_later(state: State, seat: int, fx: list[dict], source: str | None, rule: RuleRef,
              standin: bool = False) -> Pending:
    return Pending("bts.effects", seat, {"fx": fx, "rule": rule.id, "standin": standin}, source)


def queue(state: State, seat: int, fx: list[dict], source: str | None, rule: RuleRef,
          standin: bool = False) -> None:
    if fx:
        push(state, run_later(state, seat, fx, source, rule, standin))


def run(game, state: State, entry: Pending, ev: list[Event]) -> None:
    """Run the effects of a ``bts.effects`` entry until one needs a decision."""
    seat = entry.seat
    fx: list[dict] = entry.args["fx"]
    rule = RuleRef(entry.args.get("rule", "bts.app.standin"))
    standin = bool(entry.args.get("standin"))
    src = entry.source
    p = state.players[seat]
    for i, e in enumerate(fx):
        rest = fx[i + 1:]
        ask = _one(game, state, seat, p, e, src, rule, standin, ev)
        if ask is not None:
            after = [run_later(state, seat, rest, src, rule, standin)] if rest else []
            push(state, *ask, *after)
            return


def _did(ev, seat, e, rule, standin):
    ev.append(event(T.DID(player=SeatRef(seat), what=describe_one(e)), rule, seat, standin))


def _fizzle(ev, seat, e, rule, standin):
    ev.append(event(T.FIZZLES(player=SeatRef(seat), what=describe_one(e)), rule, seat, standin))


def _one(game, state: State, seat: int, p: Player, e: dict, src, rule: RuleRef, standin: bool,
         ev: list[Event]) -> list[Pending] | None:
    """Apply one effect; return entries to push when it needs decisions."""
    op, n = e["op"], e.get("n", 1)
    if op == "gain_ore":
        p.ore += n
        _did(ev, seat, e, rule, standin)
    elif op == "pay_ore":
        p.ore -= min(n, p.ore)
        _did(ev, seat, e, rule, standin)
    elif op == "lose_pop":
        for _ in range(min(n, p.pop)):
            p.pop -= 1
            return_supply(p)
        _did(ev, seat, e, rule, standin)
    elif op == "vp":
        p.vp_bonus += n
        _did(ev, seat, e, rule, standin)
    elif op == "convert":
        return _convert(state, seat, p, e, src, rule, standin, ev)
    elif op == "upgrade":
        if not ship_choices(p, "upgrade"):
            _fizzle(ev, seat, e, rule, standin)
            return None
        return [Pending("bts.pick_ship", seat, {"purpose": "upgrade", "optional": False}, src)
                for _ in range(n)]
    elif op == "jump":
        if not p.ships:
            _fizzle(ev, seat, e, rule, standin)
            return None
        return [Pending("bts.move", seat, {"points": n}, src)]
    elif op == "research":
        if not researchable(state, seat, e["level"]) or p.pop < 1:
            _fizzle(ev, seat, e, rule, standin)
            return None
        return [Pending("bts.research", seat, {"level": e["level"]}, src)]
    elif op == "colonise":
        if not colonisable(state, seat):
            _fizzle(ev, seat, e, rule, standin)
            return None
        return [Pending("bts.colonise", seat, {}, src)]
    elif op == "automate":
        out = []
        for _ in range(n):
            track = e.get("track", "any")
            if track == "any" and p.food_track and p.ore_track:
                out.append(Pending("bts.automate", seat, {}, src))
            elif automate(p, "food" if track == "any" and not p.ore_track else
                          ("ore" if track == "any" else track)):
                ev.append(event(T.DID(player=SeatRef(seat), what=T.FX_AUTOMATE(n=1)),
                                R.AUTOMATION_AUTOMATE, seat, standin))
        return out or None
    elif op == "unlock_guild":
        locked = [g.id for g in cat(state).guilds.values()
                  if g.level == e["level"] and g.id not in state.unlocked]
        if not locked:
            _fizzle(ev, seat, e, rule, standin)
            return None
        return [Pending("bts.unlock", seat, {"level": e["level"]}, src)]
    elif op == "basic_action":
        return [Pending("bts.action", seat, {"basic": True}, src)]
    elif op == "choice":
        return [Pending("bts.choice", seat, {"options": e["options"], "rule": rule.id,
                                              "standin": standin}, src)]
    elif op == "optional":
        return [Pending("bts.choice", seat, {"options": [e["then"], []], "rule": rule.id,
                                              "standin": standin, "optional": True}, src)]
    elif op == "each_faction":
        k = len(state.players)
        order = [(seat + i) % k for i in range(k)]
        return [run_later(state, s, list(e["then"]), src, R.EVENT_EACH_FACTION, standin)
                for s in order]
    elif op == "production_all":
        state.all_production = True
        _did(ev, seat, e, rule, standin)
    elif op == "supply_to_a":
        for i in range(len(p.supply) - 1, 0, -1):
            if p.supply[i] > 0:
                p.supply[i] -= 1
                p.supply[0] += 1
                _did(ev, seat, e, rule, standin)
                break
    elif op == "private_tech":
        deck = state.decks[str(e["level"])]
        if not deck:
            _fizzle(ev, seat, e, rule, standin)
            return None
        card = deck.pop(0)
        p.private.append(card)
        tech = cat(state).techs[card]
        ev.append(event(T.PRIVATE_TAKEN(player=SeatRef(seat), tech=nm(tech)), R.TECH_PRIVATE,
                        seat, standin, reveals=True, objects=(card,)))
        if tech.immediate:
            return [run_later(state, seat, fx_list(tech.immediate), card, R.TECH_IMMEDIATE,
                              tech.standin)]
    elif op == "take_column":
        col = e["column"]
        if p.supply[col] > 0:
            p.supply[col] -= 1
            if e["dst"] == "pop":
                p.pop += 1
            else:
                add_ship(p, B.SOL, 1)
    elif op == "start_ship":
        for area, levels in list(p.ships.items()):
            if area == B.SOL and levels:
                remove_ship(p, B.SOL, levels[0])
                add_ship(p, B.DEEP, 1)
                break
    else:  # pragma: no cover - the card model refuses unknown ops
        raise ValueError(op)
    return None


def _convert(state, seat, p: Player, e, src, rule, standin, ev) -> list[Pending] | None:
    s, d, n = e["src"], e["dst"], e.get("n", 1)
    if s == "ship":
        if not p.ships:
            _fizzle(ev, seat, e, rule, standin)
            return None
        return [Pending("bts.pick_ship", seat, {"purpose": "to_" + d, "optional": False}, src)
                for _ in range(n)]
    done = 0
    asks: list[Pending] = []
    for _ in range(n):
        if s == "supply":
            if not take_supply(p):
                break
        elif s == "pop":
            if p.pop < 1:
                break
            p.pop -= 1
        if d == "pop":
            p.pop += 1
        elif d == "supply":
            return_supply(p)
        else:
            at = e.get("at", "build")
            if at == "build" and len(build_places(state, seat)) > 1:
                asks.append(Pending("bts.place_ship", seat, {"level": e["level"]}, src))
            else:
                add_ship(p, B.DEEP if at == "deep" else B.SOL, e["level"])
        done += 1
    if done == 0:
        _fizzle(ev, seat, e, rule, standin)
        return None
    _did(ev, seat, e, rule, standin)
    if not asks:
        update_control(state, ev)
    return asks or None
