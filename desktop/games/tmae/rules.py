"""The rules of TM:AE as plain functions over :class:`TmaeState`.

Answers are option ids (strings); :func:`options` lists the legal ones for a seat, and
:func:`answer` applies one of them, then :func:`advance` runs the game forward (automatic
steps, phase and round changes) until some seat owes an answer again.  ``game.py`` turns the
ids into labelled ``Decision`` objects.
"""

from __future__ import annotations

from desktop.engine.marks import M
from desktop.engine.protocol import Event, Msg, RuleRef, seat_name
from desktop.engine.rng import Rng
from desktop.games.tmae.data import BANDS, CardDef, data
from desktop.games.tmae.state import PlayerState, TmaeState

C = "tmae"
D = data()
CARDS = D.all
TEMP_MAX = 19
OXY_MAX = 14
OCEANS = 9
SOLO_ROUNDS = 25
HAND_LIMIT = 10
SELL_MC = 3
FOREST_PLANTS = 8
SP_COST = {"forest_mc": 20, "temp_mc": 14, "ocean": 15}
HEAT_PER_TEMP = 8
#: first step of each band (purple, red, yellow, white)
TEMP_BANDS = (0, 6, 11, 16)
OXY_BANDS = (0, 3, 7, 12)
SOLO_ADVANCE = {"novice": 2, "advanced": 1, "expert": 0}
PHASE_NAMES = {1: M("tmae", "Development"), 2: M("tmae", "Construction"), 3: M("tmae", "Action"), 4: M("tmae", "Production"),
               5: M("tmae", "Research")}
PHASE_MSGS = {k: v() for k, v in PHASE_NAMES.items()}


def msg(t, **args) -> Msg:
    """``t(**args)`` for a marked template, built directly (hot path of the simulator)."""
    return Msg(t.context, t.text, args)


def R(rule: str) -> RuleRef:
    return RuleRef("tmae." + rule)


RULE_PICK = R("planning.pick")
RULE_NO_REPEAT = R("planning.no_repeat")
RULE_ORDER = R("phases.order")
RULE_DEV = R("development.play")
RULE_CONS = R("construction.play")
RULE_CONS_BONUS = R("construction.bonus")
RULE_ACTION = R("action.play")
RULE_ACTION_BONUS = R("action.bonus")
RULE_SELL = R("sell")
RULE_PAY = R("payment.steel_titanium")
RULE_DISCOUNTS = R("payment.discounts")
RULE_FORCED = R("action.forced")
RULE_RESEARCH = R("research.draw")
RULE_HAND = R("round_end.hand_limit")
RULE_END = R("end.phase")
RULE_MAXED = R("end.maxed_phase")
RULE_TR = R("tr.raise")
RULE_OCEAN = R("ocean.tile")
RULE_CORP = R("setup.corporations")
RULE_EFFECT = R("card.effect")
RULE_CARD_ACTION = R("card.action")
RULE_RES = R("card.resources")
RULE_REQ_PHASE = R("req.phase_start")
RULE_SOLO = R("solo.dummy")
RULE_SOLO_ADV = R("solo.advance_choice")
RULE_SOLO_LAST = R("solo.last_rounds")
RULE_UNMI = R("corp.unmi")
RULE_PER_TAG = R("card.per_tag")
RULE_PROD_PER_TAG = R("card.production_per_tag")
RULE_SELL_WHEN = R("sell.when")
RULE_OVER = R("game.over")
SP_RULES = {"forest_plants": R("sp.forest_plants"), "forest_mc": R("sp.forest_mc"), "heat": R("sp.heat"),
            "temp_mc": R("sp.temp_mc"), "ocean": R("sp.ocean")}

_DRAW = M("tmae", "{player} draws {num} card(s).")
_RESHUFFLE = M("tmae", "The discards are shuffled into a new project deck.")
_PLAYS = M("tmae", "{player} plays {card} for {mc} MC.")
_SELLS = M("tmae", "{player} sells {card} for {mc} MC.")
_PICKED = M("tmae", "{player} picks the {phase} phase.")
_DUMMY = M("tmae", "The dummy hand plays the {phase} phase.")
_PHASE = M("tmae", "{phase} phase.")
_TEMP = M("tmae", "{player} raises the temperature to {value} °C.")
_OXY = M("tmae", "{player} raises oxygen to {value}%.")
_OCEAN = M("tmae", "{player} flips an ocean tile: {mc} MC, {plants} plants, {cards} card(s).")
_MAXED_TR = M("tmae", "{player} raises a parameter maxed this phase: 1 TR.")
_FOREST = M("tmae", "{player} gains a forest.")
_TR = M("tmae", "{player} gains {num} TR.")
_SP = M("tmae", "{player} uses a standard project.")
_ACT = M("tmae", "{player} uses the action of {card}.")
_PASS = M("tmae", "{player} passes.")
_PRODUCTION = M("tmae", "{player} produces {mc} MC, {heat} heat, {plants} plants and {cards} card(s).")
_OVER = M("tmae", "Mars is terraformed: the game ends after this phase.")
_SOLO_END = M("tmae", "Round 25 is over.")
_SOLO_STEP = M("tmae", "Mars advances on its own (solo difficulty).")
_CORP = M("tmae", "{player} takes {corp}.")
_DISCARDS = M("tmae", "{player} discards {num} card(s) for {mc} MC.")


_NAME_MSGS: dict[int, object] = {}


def _name(code: int):
    m = _NAME_MSGS.get(code)
    if m is None:
        m = _NAME_MSGS[code] = Msg("tmae.cards", CARDS[code].name)
    return m


_PLAYER_MSGS = tuple(seat_name(i) for i in range(4))


def player_name(seat: int):
    return _PLAYER_MSGS[seat]


# ------------------------------------------------------------------------------------------
# Setup


def new_state(seats: int, seed: int, first_game: bool = False, difficulty: str = "advanced",
              events: list | None = None) -> TmaeState:
    rng = Rng.from_seed(seed)
    s = TmaeState(rng=rng, seats=seats, first_game=first_game, difficulty=difficulty)
    s.players = [PlayerState() for _ in range(seats)]
    ev = events if events is not None else []
    deck = [c for c, d in D.cards.items() if d.implemented]
    corps = sorted(D.corps)
    if first_game:
        stars = [c for c in deck if D.cards[c].beginner]
        rest = [c for c in deck if not D.cards[c].beginner]
        rng.shuffle(stars)
        rng.shuffle(rest)
        for p in s.players:
            p.hand = [stars.pop() for _ in range(4)] + [rest.pop() for _ in range(4)]
        s.discard = stars
        deck = rest
        corps = [c for c in corps if D.corps[c].beginner]
    else:
        rng.shuffle(deck)
        for p in s.players:
            p.hand = [deck.pop() for _ in range(8)]
    s.deck = deck
    rng.shuffle(corps)
    per = 2 if len(corps) >= 2 * seats else 1
    for p in s.players:
        p.corp_offer = [corps.pop() for _ in range(per)]
        if per == 1:
            ev.append(Event(M("tmae", "Only one starred corporation per player: it is kept.")(),
                            R("setup.first_game_few_corps"), unconfirmed=True))
            p.corp = p.corp_offer.pop()
    s.oceans = sorted(D.oceans)
    rng.shuffle(s.oceans)
    if seats == 1:
        s.dummy = [1, 2, 3, 4, 5]
        rng.shuffle(s.dummy)
    ev.append(Event(M("tmae", "Cards and corporations are dealt; the ocean tiles are shuffled.")(),
                    R("setup.projects"), reveals=True))
    advance(s, ev)
    return s


def take_corporation_board(p, c) -> None:
    """A corporation's starting production, steel/titanium values and tags on ``p``'s board."""
    p.prod_mc += c.prod.get("mc", 0)
    p.prod_heat += c.prod.get("heat", 0)
    p.prod_plant += c.prod.get("plant", 0)
    p.steel += c.steel
    p.titanium += c.titanium
    for t in c.tags:
        p.tags[t] = p.tags.get(t, 0) + 1


def _setup_corp(s: TmaeState, seat: int, ev: list) -> None:
    p = s.players[seat]
    c = CARDS[p.corp]
    ev.append(Event(msg(_CORP, player=player_name(seat), corp=_name(p.corp)), R("setup.corporation_start"), seat,
                    reveals=True, objects=(f"corp:{p.corp}",)))
    p.mc = c.mc
    take_corporation_board(p, c)
    for st in c.play:
        p.pending.append([p.corp, st])


# ------------------------------------------------------------------------------------------
# Small helpers


#: modifier term -> codes of the cards and corporations that carry it
MOD_CARDS: dict[str, frozenset[int]] = {}
for _c in CARDS.values():
    for _k in _c.mods:
        MOD_CARDS[_k] = MOD_CARDS.get(_k, frozenset()) | {_c.code}
_NONE: frozenset[int] = frozenset()


def mods(p: PlayerState, key: str):
    """Values of modifier ``key`` on the corporation and played cards."""
    holders = MOD_CARDS.get(key, _NONE)
    out = [CARDS[p.corp].mods[key]] if p.corp in holders else []
    for code in p.played:
        if code in holders:
            out.append(CARDS[code].mods[key])
    return out


def has_mod(p: PlayerState, key: str) -> bool:
    holders = MOD_CARDS.get(key, _NONE)
    if p.corp in holders:
        return True
    for code in p.played:
        if code in holders:
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


def draw(s: TmaeState, n: int, ev: list) -> list[int]:
    out = []
    for _ in range(n):
        if not s.deck:
            if not s.discard:
                break
            s.deck = s.discard
            s.discard = []
            s.rng.shuffle(s.deck)
            ev.append(Event(msg(_RESHUFFLE), R("deck.reshuffle"), reveals=True))
        out.append(s.deck.pop())
    return out


def draw_to_hand(s: TmaeState, seat: int, n: int, ev: list) -> None:
    cards = draw(s, n, ev)
    s.players[seat].hand.extend(cards)
    ev.append(Event(msg(_DRAW, player=player_name(seat), num=len(cards)), seat=seat, reveals=True,
                    objects=tuple(f"card:{c}" for c in cards), private_to=seat))


# ------------------------------------------------------------------------------------------
# Parameters and TR


def gain_tr(s: TmaeState, seat: int, n: int, ev: list) -> None:
    p = s.players[seat]
    p.tr += n
    if n > 0 and not p.tr_raised and has_mod(p, "unmi"):
        p.tr_raised = True
        if p.mc >= 6:
            p.pending.insert(0, [p.corp, {"unmi": 1}])


def _fire(s: TmaeState, seat: int, on: str, n: int = 1) -> None:
    p = s.players[seat]
    entries = []
    for code in p.played:
        for t in CARDS[code].triggers:
            if t.on == on:
                for _ in range(n):
                    entries.extend([code, st] for st in t.do)
    if entries:
        p.pending[0:0] = entries


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
            _fire(s, seat, "temp")
        ev.append(Event(msg(_TEMP, player=player_name(seat), value=temperature(s.temp)), RULE_TR, seat,
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
            _fire(s, seat, "oxygen")
        ev.append(Event(msg(_OXY, player=player_name(seat), value=s.oxygen), RULE_TR, seat,
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
            ev.append(Event(msg(_OCEAN, player=player_name(seat), mc=t.mc, plants=t.plants, cards=t.cards),
                            RULE_OCEAN, seat, reveals=True, objects=(f"ocean:{len(s.flipped) - 1}",)))
            if t.cards:
                draw_to_hand(s, seat, t.cards, ev)
        elif "ocean" in s.maxed:
            ev.append(Event(msg(_MAXED_TR, player=player_name(seat)), RULE_MAXED, seat))
        else:
            return
        gain_tr(s, seat, 1, ev)
        _fire(s, seat, "ocean")


def gain_forest(s: TmaeState, seat: int, n: int, ev: list) -> None:
    p = s.players[seat]
    for _ in range(n):
        p.forests += 1
        for src in p.played:
            pp = CARDS[src].prod_per
            if pp is not None and pp[1] == "forest":
                _add_prod(p, pp[0], 1)  # RULE_PROD_PER_TAG
        ev.append(Event(msg(_FOREST, player=player_name(seat)), SP_RULES["forest_mc"], seat))
        _fire(s, seat, "forest")
        raise_oxygen(s, seat, 1, ev)


# ------------------------------------------------------------------------------------------
# Requirements and costs


def req_ok(s: TmaeState, p: PlayerState, c: CardDef) -> bool:
    r = c.req
    if r is None:
        return True
    flex = 1 if (p.next_flex or has_mod(p, "req_flex")) else 0
    if r.temp_min is not None and band("temp", s.start_temp) + flex < BANDS.index(r.temp_min):
        return False
    if r.temp_max is not None and band("temp", s.start_temp) - flex > BANDS.index(r.temp_max):
        return False
    if r.oxy_min is not None and band("oxygen", s.start_oxygen) + flex < BANDS.index(r.oxy_min):
        return False
    if r.oxy_max is not None and band("oxygen", s.start_oxygen) - flex > BANDS.index(r.oxy_max):
        return False
    for tag, n in r.tags.items():
        if p.tags.get(tag, 0) < n:
            return False
    if r.oceans_min is not None and len(s.flipped) < r.oceans_min:
        return False
    if r.oceans_max is not None and len(s.flipped) > r.oceans_max:
        return False
    if r.tr_min is not None and p.tr < r.tr_min:
        return False
    sp = r.spend
    if sp:
        if p.tr < sp.get("tr", 0) or p.heat < sp.get("heat", 0) or p.plants < sp.get("plant", 0):
            return False
    return True


def cost_context(s: TmaeState, p: PlayerState) -> tuple:
    """What every card cost of ``p`` depends on, computed once per question."""
    steel = p.steel * (2 + sum(mods(p, "steel_bonus"))) if p.steel else 0
    ti = p.titanium * (3 + sum(mods(p, "titanium_bonus"))) if p.titanium else 0
    flat = (3 if s.phase == 1 and p.pick == 1 else 0) + p.next_discount
    return steel, ti, mods(p, "discount"), flat


def card_cost(s: TmaeState, p: PlayerState, c: CardDef, ctx: tuple | None = None) -> int:
    """The cost after steel, titanium, card discounts and phase bonus (not below 0)."""
    steel, ti, discounts, flat = ctx if ctx is not None else cost_context(s, p)
    cost = c.cost - flat
    ts = c.tagset
    if steel and "building" in ts:
        cost -= steel
    if ti and "space" in ts:
        cost -= ti
    for d in discounts:
        if "tags" in d:
            if ts.intersection(d["tags"]):
                cost -= d["n"]
        elif "min_cost" in d:
            if c.cost >= d["min_cost"]:
                cost -= d["n"]
        else:
            cost -= d["n"]
    return cost if cost > 0 else 0


def payments(s: TmaeState, p: PlayerState, c: CardDef, free: bool = False, extra: int = 0,
             ctx: tuple | None = None) -> list[tuple[int, int, int]]:
    """Legal ways to pay: (use 2 microbes of Anaerobic, use 1 plant of Restructured, heat).
    ``extra``: MC the player could add by selling cards first."""
    base = 0 if free else card_cost(s, p, c, ctx)
    mc = p.mc + extra
    spend = c.req.spend if c.req is not None else {}
    plants = p.plants - spend.get("plant", 0)
    heat = p.heat - spend.get("heat", 0)
    anaer = [0]
    restr = [0]
    if base > 0:
        for m in mods(p, "res_pay"):
            if p.res.get(5, 0) >= m["n"]:
                anaer = [0, 1]
        for m in mods(p, "plant_pay"):
            if plants >= m["n"]:
                restr = [0, 1]
    hel = helion(p)
    out = []
    for a in anaer:
        for b in restr:
            cost = base - 10 * a
            if a and cost + 10 <= 0:
                continue
            if b and cost <= 0:
                continue
            cost -= 5 * b
            if cost < 0:
                cost = 0
            if hel:
                lo = cost - mc if cost > mc else 0
                hi = min(heat, cost)
                for h in range(lo, hi + 1):
                    out.append((a, b, h))
            elif mc >= cost:
                out.append((a, b, 0))
    return out


def can_play(s: TmaeState, p: PlayerState, code: int, ctx: tuple | None = None, sells: int | None = None) -> bool:
    """Requirements met and the cost payable, selling other cards of the hand if need be."""
    c = CARDS[code]
    if c.req is not None and not req_ok(s, p, c):
        return False
    base = card_cost(s, p, c, ctx)
    spend = c.req.spend if c.req is not None else {}
    if sells is None:  # RULE_SELL: also while paying
        sells = sell_value(p) * (len(p.hand) - 1) if len(p.hand) > 1 else 0
    avail = p.mc + sells
    if helion(p):
        avail += p.heat - spend.get("heat", 0)
    if avail >= base:
        return True
    return bool(payments(s, p, c, extra=sells, ctx=ctx))


# ------------------------------------------------------------------------------------------
# Playing a card


def _add_prod(p: PlayerState, res: str, n: int) -> None:
    if res == "mc":
        p.prod_mc += n
    elif res == "heat":
        p.prod_heat += n
    else:
        p.prod_plant += n


def start_play(s: TmaeState, seat: int, code: int, ev: list, free: bool = False) -> None:
    """Take the card from the hand; the payment (a choice only when there are several ways to
    pay, or cards to sell first) runs from the pending queue."""
    s.players[seat].hand.remove(code)
    s.players[seat].pending.insert(0, [code, {"pay": 1, "free": free}])


def finish_play(s: TmaeState, seat: int, code: int, pay: tuple[int, int, int], ev: list,
                free: bool = False) -> None:
    p = s.players[seat]
    c = CARDS[code]
    a, b, h = pay
    cost = 0 if free else card_cost(s, p, c)
    if a:
        p.res[5] -= 2
        cost -= 10
    if b:
        p.plants -= 1
        cost -= 5
    if cost < 0:
        cost = 0
    p.heat -= h
    p.mc -= cost - h
    if c.req is not None and c.req.spend:
        sp = c.req.spend
        p.tr -= sp.get("tr", 0)
        p.heat -= sp.get("heat", 0)
        p.plants -= sp.get("plant", 0)
    ev.append(Event(msg(_PLAYS, player=player_name(seat), card=_name(code), mc=cost), RULE_DISCOUNTS, seat,
                    objects=(f"card:{code}",)))
    p.next_discount = 0
    p.next_flex = False
    p.played.append(code)
    for t in c.tags:
        p.tags[t] = p.tags.get(t, 0) + 1
    if c.holds:
        p.res[code] = 0
    p.steel += c.steel
    p.titanium += c.titanium
    pr = c.prod
    if pr:
        p.prod_mc += pr.get("mc", 0)
        p.prod_heat += pr.get("heat", 0)
        p.prod_plant += pr.get("plant", 0)
        p.prod_card += pr.get("card", 0)
    if c.prod_per is not None:
        res, of = c.prod_per
        _add_prod(p, res, p.forests if of == "forest" else p.tags.get(of, 0))
    if c.tags:
        # RULE_PROD_PER_TAG: production "per tag" grows with every later tag of that kind
        for src in p.played:
            pp = CARDS[src].prod_per
            if pp is not None and src != code and pp[1] in c.tagset:
                _add_prod(p, pp[0], c.tags.count(pp[1]))
    if c.steel and has_mod(p, "tr_on_steel"):
        gain_tr(s, seat, 1, ev)
    for tag in mods(p, "tr_on_tag"):
        if tag in c.tagset:
            gain_tr(s, seat, c.tags.count(tag), ev)
    entries = [[code, st] for st in c.play]
    for src in p.played:
        for t in CARDS[src].triggers:
            if t.on == "tag":
                if src == code and not t.self_:
                    continue
                k = sum(1 for x in c.tags if x in t.tags)  # RULE_PER_TAG
                if t.once and k:
                    k = 1
                for _ in range(k):
                    entries.extend([src, st] for st in t.do)
            elif t.on == "card" and src != code:
                entries.extend([src, st] for st in t.do)
    p.pending[0:0] = entries


# ------------------------------------------------------------------------------------------
# Steps


#: step terms run at once (the others wait for an answer)
AUTO_STEPS = frozenset({"gain", "draw", "draw_keep", "tr", "temp", "oxygen", "ocean", "forest", "remove_here",
                        "if_chose", "if_tags", "tr_per_tag", "extra_play", "next_discount", "next_flex",
                        "brainstorm"})
CHOICE_STEPS = frozenset({"pay", "choice", "add", "add_held", "keep", "discard", "free_green", "university",
                          "redraft", "convert", "unmi", "research", "hand_limit"})


def add_targets(p: PlayerState, res: str, src: int) -> list[int]:
    return [c for c in p.played if c != src and CARDS[c].holds == res]


def choice_alts(p: PlayerState, src: int, alts) -> list[int]:
    out = []
    for i, alt in enumerate(alts):
        ok = True
        for st in alt:
            if "remove_here" in st and p.res.get(src, 0) < st["remove_here"]:
                ok = False
        if ok:
            out.append(i)
    return out


def free_greens(s: TmaeState, p: PlayerState, limit: int) -> list[int]:
    return [c for c in p.hand if CARDS[c].kind == "green" and CARDS[c].cost <= limit and req_ok(s, p, CARDS[c])
            and payments(s, p, CARDS[c], True)]


def run_head(s: TmaeState, seat: int, ev: list) -> bool:
    """Run the head of ``seat``'s pending queue if it needs no answer; False if it does."""
    p = s.players[seat]
    src, st = p.pending[0]
    key = next(iter(st))
    if key in CHOICE_STEPS:
        # choices with one possible outcome resolve by themselves
        if key == "pay":
            pays = payments(s, p, CARDS[src], st["free"])
            if len(pays) == 1:
                p.pending.pop(0)
                finish_play(s, seat, src, pays[0], ev, st["free"])
                return True
            return False
        if key == "add":
            a = st["add"]
            if a["to"] == "self":
                p.pending.pop(0)
                p.res[src] = p.res.get(src, 0) + a["n"]
                return True
            targets = add_targets(p, a["res"], src)
            if len(targets) <= 1:
                p.pending.pop(0)
                if targets:
                    p.res[targets[0]] += a["n"]
                return True
            return False
        if key == "add_held":
            targets = [c for c in p.played if p.res.get(c, 0) > 0]
            if len(targets) <= 1:
                p.pending.pop(0)
                if targets:
                    p.res[targets[0]] += st["add_held"]
                return True
            return False
        if key == "choice":
            alts = choice_alts(p, src, st["choice"])
            if len(alts) == 1:
                p.pending.pop(0)
                p.pending[0:0] = [[src, x] for x in st["choice"][alts[0]]]
                return True
            return False
        if key in ("keep", "research"):
            if len(p.drawn) <= st[key]:
                p.pending.pop(0)
                p.hand.extend(p.drawn)
                p.drawn.clear()
                return True
            return False
        if key == "discard":
            if len(p.hand) <= st["discard"]:
                p.pending.pop(0)
                s.discard.extend(p.hand)
                p.hand.clear()
                return True
            return False
        if key == "free_green":
            if not free_greens(s, p, st["free_green"]):
                p.pending.pop(0)
                return True
            return False
        if key in ("university", "redraft"):
            if not p.hand:
                p.pending.pop(0)
                return True
            return False
        if key == "convert":
            if p.heat == 0:
                p.pending.pop(0)
                return True
            return False
        if key == "unmi":
            if p.mc < 6:
                p.pending.pop(0)
                return True
            return False
        return False
    p.pending.pop(0)
    exec_step(s, seat, src, st, key, ev)
    return True


def exec_step(s: TmaeState, seat: int, src: int, st: dict, key: str, ev: list) -> None:
    p = s.players[seat]
    v = st[key]
    if key == "gain":
        p.mc += v.get("mc", 0)
        p.heat += v.get("heat", 0)
        p.plants += v.get("plant", 0)
    elif key == "draw":
        draw_to_hand(s, seat, v, ev)
    elif key == "draw_keep":
        n, k = v
        p.drawn.extend(draw(s, n, ev))
        ev.append(Event(msg(_DRAW, player=player_name(seat), num=n), seat=seat, reveals=True, private_to=seat))
        p.pending.insert(0, [src, {"keep": k}])
    elif key == "tr":
        gain_tr(s, seat, v, ev)
        ev.append(Event(msg(_TR, player=player_name(seat), num=v), RULE_EFFECT, seat))
    elif key == "temp":
        raise_temp(s, seat, v, ev)
    elif key == "oxygen":
        raise_oxygen(s, seat, v, ev)
    elif key == "ocean":
        flip_ocean(s, seat, v, ev)
    elif key == "forest":
        gain_forest(s, seat, v, ev)
    elif key == "remove_here":
        p.res[src] -= v
    elif key == "if_chose":
        if p.pick == v:
            p.pending[0:0] = [[src, x] for x in st["then"]]
    elif key == "if_tags":
        if p.tags.get(v["tag"], 0) >= v["n"]:
            p.pending[0:0] = [[src, x] for x in v["then"]]
    elif key == "tr_per_tag":
        n = p.tags.get(v, 0)
        if n:
            gain_tr(s, seat, n, ev)
            ev.append(Event(msg(_TR, player=player_name(seat), num=n), RULE_EFFECT, seat))
    elif key == "extra_play":
        p.plays_left += v
    elif key == "next_discount":
        p.next_discount = v
    elif key == "next_flex":
        p.next_flex = True
    elif key == "brainstorm":
        cards = draw(s, 1, ev)
        for c in cards:
            ev.append(Event(M("tmae", "{player} reveals {card}.")(player=player_name(seat), card=_name(c)),
                            RULE_CARD_ACTION, seat, reveals=True, objects=(f"card:{c}",)))
            if CARDS[c].kind == "green":
                s.discard.append(c)
                p.mc += 1
            else:
                p.hand.append(c)
    else:  # pragma: no cover - data.validate_step refuses unknown terms
        raise ValueError(f"unknown step {key!r}")


# ------------------------------------------------------------------------------------------
# Actions and standard projects (phase III)


def action_cost(p: PlayerState, code: int, v) -> int:
    mc = v.spend.get("mc", 0)
    if not mc:
        return 0
    r = v.reduce
    if r:
        if "per" in r:
            per = r["per"]
            k = p.steel if per == "steel" else p.titanium if per == "titanium" else p.tags.get("power", 0)
            mc -= k * r["n"]
        elif "blue_min" in r:
            if sum(1 for c in p.played if CARDS[c].kind == "blue") >= r["blue_min"]:
                mc -= r["n"]
    return mc if mc > 0 else 0


def action_options(s: TmaeState, p: PlayerState) -> list[str]:
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
    ev.append(Event(msg(_ACT, player=player_name(seat), card=_name(code)), RULE_CARD_ACTION, seat,
                    objects=(f"card:{code}",)))
    entries = [[code, st] for st in v.then]
    for src in p.played:
        for t in CARDS[src].triggers:
            if t.on == "action":
                entries.extend([src, st] for st in t.do)
    p.pending[0:0] = entries


def sp_options(s: TmaeState, p: PlayerState) -> list[str]:
    out = []
    disc = sum(mods(p, "std_discount"))
    if p.plants >= forest_plants(p):
        out.append("sp:forest_plants")
    if can_pay_mc(p, max(0, SP_COST["forest_mc"] - disc)):
        out.append("sp:forest_mc")
    if raisable(s, "temp"):
        if p.heat >= HEAT_PER_TEMP:
            out.append("sp:heat")
        if can_pay_mc(p, max(0, SP_COST["temp_mc"] - disc)):
            out.append("sp:temp_mc")
    if raisable(s, "ocean") and can_pay_mc(p, max(0, SP_COST["ocean"] - disc)):
        out.append("sp:ocean")
    return out


def use_sp(s: TmaeState, seat: int, which: str, ev: list) -> None:
    p = s.players[seat]
    disc = sum(mods(p, "std_discount"))
    ev.append(Event(msg(_SP, player=player_name(seat)), SP_RULES[which], seat))
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
        p.plants -= forest_plants(p)
        ev.append(Event(msg(_SP, player=player_name(seat)), RULE_FORCED, seat))
        gain_forest(s, seat, 1, ev)
    while s.temp < TEMP_MAX and p.heat >= HEAT_PER_TEMP:
        p.heat -= HEAT_PER_TEMP
        ev.append(Event(msg(_SP, player=player_name(seat)), RULE_FORCED, seat))
        raise_temp(s, seat, 1, ev)


# ------------------------------------------------------------------------------------------
# Who acts and what they may answer


def current(s: TmaeState) -> int | None:
    if s.stage == "phase" and s.phase in (1, 2, 3) and not s.closing and s.turn < len(s.order):
        return s.order[s.turn]
    return None


def to_act(s: TmaeState) -> tuple[int, ...]:
    if s.stage == "over":
        return ()
    pend = tuple(i for i, p in enumerate(s.players) if p.pending)
    if pend:
        return pend
    if s.stage == "corp":
        return tuple(i for i, p in enumerate(s.players) if not p.corp)
    if s.stage == "plan":
        return tuple(i for i, p in enumerate(s.players) if not p.pick)
    if s.stage == "solo_advance":
        return (0,)
    c = current(s)
    return () if c is None else (c,)


def main_options(s: TmaeState, seat: int) -> list[str]:
    """Options of the seat whose turn it is in phases I-III (no pending step)."""
    p = s.players[seat]
    out: list[str] = []
    if s.phase == 1:
        if p.plays_left:
            ctx = cost_context(s, p)
            sells = sell_value(p) * (len(p.hand) - 1)
            out = [f"play:{c}" for c in p.hand if CARDS[c].kind == "green" and can_play(s, p, c, ctx, sells)]
    elif s.phase == 2:
        if p.plays_left or p.bonus_left:
            ctx = cost_context(s, p)
            sells = sell_value(p) * (len(p.hand) - 1)
            out = [f"play:{c}" for c in p.hand if CARDS[c].kind != "green" and can_play(s, p, c, ctx, sells)]
        if p.bonus_left:
            out.append("draw")
    else:
        out = action_options(s, p) + sp_options(s, p)
    out.extend(f"sell:{c}" for c in p.hand)
    out.append("pass")
    return out


def pending_options(s: TmaeState, seat: int):
    """(kind, ids, lo, hi) for the head of the seat's pending queue.  kind: one | some | number."""
    p = s.players[seat]
    src, st = p.pending[0]
    key = next(iter(st))
    if key == "pay":
        pays = payments(s, p, CARDS[src], st["free"])
        if not pays:  # sell cards to pay (RULE_SELL)
            return "one", [f"sell:{c}" for c in p.hand], 1, 1
        return "one", [f"pay:{a}:{b}:{h}" for a, b, h in pays], 1, 1
    if key == "choice":
        return "one", [f"alt:{i}" for i in choice_alts(p, src, st["choice"])], 1, 1
    if key == "add":
        return "one", [f"target:{c}" for c in add_targets(p, st["add"]["res"], src)], 1, 1
    if key == "add_held":
        return "one", [f"target:{c}" for c in p.played if p.res.get(c, 0) > 0], 1, 1
    if key in ("keep", "research"):
        k = st[key]
        return "some", [f"card:{c}" for c in p.drawn], k, k
    if key in ("discard", "hand_limit"):
        k = st[key]
        return "some", [f"card:{c}" for c in p.hand], k, k
    if key == "redraft":
        return "some", [f"card:{c}" for c in p.hand], 0, min(st["redraft"], len(p.hand))
    if key == "free_green":
        return "one", [f"free:{c}" for c in free_greens(s, p, st["free_green"])] + ["skip"], 1, 1
    if key == "university":
        return "one", [f"uni:{c}" for c in p.hand] + ["skip"], 1, 1
    if key == "convert":
        cv = st["convert"]
        hi = p.heat if not cv["max"] else min(cv["max"], p.heat)
        return "number", [], 0, hi
    if key == "unmi":
        return "one", ["unmi:yes", "unmi:no"], 1, 1
    raise ValueError(key)  # pragma: no cover


def options(s: TmaeState, seat: int):
    """(kind, ids, lo, hi) of what ``seat`` may answer now."""
    p = s.players[seat]
    if p.pending:
        return pending_options(s, seat)
    if s.stage == "corp":
        return "one", [f"corp:{c}" for c in p.corp_offer], 1, 1
    if s.stage == "plan":
        if s.seats == 1 and s.round > SOLO_ROUNDS - 5 and not s.dummy_pick:
            return "one", [f"dummy:{d}" for d in sorted(s.dummy)], 1, 1
        return "one", [f"phase:{n}" for n in range(1, 6) if n != p.last_pick], 1, 1
    if s.stage == "solo_advance":
        out = []
        if s.temp < TEMP_MAX:
            out.append("adv:temp")
        if s.oxygen < OXY_MAX:
            out.append("adv:oxygen")
        return "one", out, 1, 1
    return "one", main_options(s, seat), 1, 1


# ------------------------------------------------------------------------------------------
# Applying an answer


def answer(s: TmaeState, seat: int, ans, ev: list) -> None:
    p = s.players[seat]
    if p.pending:
        _answer_pending(s, seat, ans, ev)
    elif s.stage == "corp":
        p.corp = int(ans.split(":")[1])
        p.corp_offer = []
        ev.append(Event(msg(_CORP, player=player_name(seat), corp=_name(p.corp)), RULE_CORP, seat,
                        private_to=seat))
    elif s.stage == "plan":
        kind, n = ans.split(":")
        if kind == "dummy":
            s.dummy_pick = int(n)
            s.dummy.remove(int(n))
        else:
            p.pick = int(n)
    elif s.stage == "solo_advance":
        s.solo_steps -= 1
        ev.append(Event(msg(_SOLO_STEP), R("solo.reshuffle")))
        if ans == "adv:temp":
            raise_temp(s, 0, 1, ev, tr=False)
        else:
            raise_oxygen(s, 0, 1, ev, tr=False)
    else:
        _answer_main(s, seat, ans, ev)
    advance(s, ev)


def _answer_main(s: TmaeState, seat: int, ans: str, ev: list) -> None:
    p = s.players[seat]
    parts = ans.split(":")
    kind = parts[0]
    if kind == "pass":
        p.done = True
        ev.append(Event(msg(_PASS, player=player_name(seat)), RULE_ORDER, seat))
    elif kind == "sell":
        _sell(s, seat, int(parts[1]), ev)
        return
    elif kind == "draw":
        p.bonus_left = False
        draw_to_hand(s, seat, 1, ev)
    elif kind == "play":
        if s.phase == 2 and not p.plays_left:
            p.bonus_left = False
        else:
            p.plays_left -= 1
        start_play(s, seat, int(parts[1]), ev)
    elif kind == "act":
        use_action(s, seat, int(parts[1]), int(parts[2]), int(parts[3]) if len(parts) > 3 else None, ev)
    elif kind == "sp":
        use_sp(s, seat, parts[1], ev)
    if s.phase == 3:
        _next_turn(s)


def _sell(s: TmaeState, seat: int, code: int, ev: list) -> None:
    p = s.players[seat]
    p.hand.remove(code)
    s.discard.append(code)
    v = sell_value(p)
    p.mc += v
    ev.append(Event(msg(_SELLS, player=player_name(seat), card=_name(code), mc=v), RULE_SELL, seat,
                    objects=(f"card:{code}",)))


def _next_turn(s: TmaeState) -> None:
    """Action phase: the next seat that has not passed."""
    n = len(s.order)
    for k in range(1, n + 1):
        t = (s.turn + k) % n
        if not s.players[s.order[t]].done:
            s.turn = t
            return
    s.turn = n


def _answer_pending(s: TmaeState, seat: int, ans, ev: list) -> None:
    p = s.players[seat]
    src, st = p.pending.pop(0)
    key = next(iter(st))
    if key == "pay":
        if ans.startswith("sell:"):
            _sell(s, seat, int(ans[5:]), ev)
            p.pending.insert(0, [src, st])
            return
        _, a, b, h = ans.split(":")
        finish_play(s, seat, src, (int(a), int(b), int(h)), ev, st["free"])
    elif key == "choice":
        i = int(ans.split(":")[1])
        p.pending[0:0] = [[src, x] for x in st["choice"][i]]
    elif key == "add":
        p.res[int(ans.split(":")[1])] += st["add"]["n"]
    elif key == "add_held":
        p.res[int(ans.split(":")[1])] += st["add_held"]
    elif key in ("keep", "research"):
        keep = {int(a.split(":")[1]) for a in ans}
        p.hand.extend(c for c in p.drawn if c in keep)
        s.discard.extend(c for c in p.drawn if c not in keep)
        p.drawn.clear()
    elif key in ("discard", "hand_limit", "redraft"):
        gone = [int(a.split(":")[1]) for a in ans]
        for c in gone:
            p.hand.remove(c)
        s.discard.extend(gone)
        if key == "hand_limit":
            v = sell_value(p) * len(gone)
            p.mc += v
            ev.append(Event(msg(_DISCARDS, player=player_name(seat), num=len(gone), mc=v), RULE_HAND, seat))
        elif key == "redraft" and gone:
            draw_to_hand(s, seat, len(gone), ev)
    elif key == "free_green":
        if ans != "skip":
            start_play(s, seat, int(ans.split(":")[1]), ev, free=True)
    elif key == "university":
        if ans != "skip":
            c = int(ans.split(":")[1])
            p.hand.remove(c)
            s.discard.append(c)
            draw_to_hand(s, seat, 2 if "plant" in CARDS[c].tagset else 1, ev)
    elif key == "convert":
        cv = st["convert"]
        p.heat -= ans
        if cv["to"] == "plant":
            p.plants += ans
        else:
            p.mc += ans
    elif key == "unmi":
        if ans == "unmi:yes":
            p.mc -= 6
            p.tr += 1
            ev.append(Event(msg(_TR, player=player_name(seat), num=1), RULE_UNMI, seat))


def legal(s: TmaeState, seat: int, ans) -> bool:
    kind, ids, lo, hi = options(s, seat)
    if kind == "one":
        return isinstance(ans, str) and ans in ids
    if kind == "number":
        return isinstance(ans, int) and not isinstance(ans, bool) and lo <= ans <= hi
    if not isinstance(ans, list) or len(set(ans)) != len(ans) or not lo <= len(ans) <= hi:
        return False
    return all(a in ids for a in ans)


# ------------------------------------------------------------------------------------------
# Moving the game forward


def advance(s: TmaeState, ev: list) -> None:
    while True:
        if s.stage == "over":
            return
        waiting = False
        for seat, p in enumerate(s.players):
            while p.pending:
                if not run_head(s, seat, ev):
                    waiting = True
                    break
        if waiting:
            return
        if s.stage == "corp":
            if any(not p.corp for p in s.players):
                return
            for seat in range(s.seats):
                _setup_corp(s, seat, ev)
            _start_round(s, ev)
            continue
        if s.stage == "plan":
            if any(not p.pick for p in s.players):
                return
            if s.seats == 1 and s.round > SOLO_ROUNDS - 5 and not s.dummy_pick:
                return
            _reveal(s, ev)
            continue
        if s.stage == "phase":
            if not s.closing:
                if s.phase in (1, 2, 3):
                    c = current(s)
                    while c is not None and _auto_done(s, c):
                        s.players[c].done = True
                        if s.phase == 3:
                            _next_turn(s)
                        else:
                            s.turn += 1
                        c = current(s)
                    if c is not None:
                        p = s.players[c]
                        if not p.done:
                            return
                        s.turn += 1
                        continue
                s.closing = True
                if s.phase == 3:
                    for seat in _rotation(s):
                        forced_conversion(s, seat, ev)
                continue
            _end_phase(s, ev)
            continue
        if s.stage == "hand_limit":
            _after_round(s, ev)
            continue
        if s.stage == "solo_advance":
            if s.solo_steps <= 0 or (s.temp >= TEMP_MAX and s.oxygen >= OXY_MAX):
                s.solo_steps = 0
                if terraformed(s):
                    _game_over(s, ev)
                    continue
                _next_round(s, ev)
                continue
            return
        return


def _auto_done(s: TmaeState, seat: int) -> bool:
    """A seat with nothing left to do in phases I-III is done without asking."""
    p = s.players[seat]
    if p.done:
        return False
    if s.phase == 1:
        return not p.hand or not p.plays_left
    if s.phase == 2:
        return not p.bonus_left and (not p.hand or not p.plays_left)
    if p.hand:
        return False
    return not action_options(s, p) and not sp_options(s, p)


def _rotation(s: TmaeState) -> list[int]:
    n = s.seats
    first = (s.round - 1) % n
    return [(first + i) % n for i in range(n)]


def _start_round(s: TmaeState, ev: list) -> None:
    s.round += 1
    s.stage = "plan"
    s.revealed = False
    s.dummy_pick = 0
    for p in s.players:
        p.last_pick = p.pick
        p.pick = 0


def _reveal(s: TmaeState, ev: list) -> None:
    s.revealed = True
    picks = set()
    for seat, p in enumerate(s.players):
        picks.add(p.pick)
        ev.append(Event(msg(_PICKED, player=player_name(seat), phase=PHASE_MSGS[p.pick]), RULE_PICK, seat,
                        reveals=True, objects=(f"phase:{seat}:{p.pick}",)))
    if s.seats == 1:
        if not s.dummy_pick:
            s.dummy_pick = s.dummy.pop()
        picks.add(s.dummy_pick)
        ev.append(Event(msg(_DUMMY, phase=PHASE_MSGS[s.dummy_pick]), RULE_SOLO, reveals=True,
                        objects=(f"dummy:{s.dummy_pick}",)))
    s.phases = sorted(picks)
    s.stage = "phase"
    _start_phase(s, ev)


def _start_phase(s: TmaeState, ev: list) -> None:
    s.phase = s.phases.pop(0)
    s.start_temp = s.temp
    s.start_oxygen = s.oxygen
    s.maxed = []
    s.closing = False
    s.order = _rotation(s)
    s.turn = 0
    ph = s.phase
    ev.append(Event(msg(_PHASE, phase=PHASE_MSGS[ph]), RULE_ORDER))
    for seat in s.order:
        p = s.players[seat]
        p.done = False
        p.tr_raised = False
        p.next_discount = 0
        p.next_flex = False
        chose = p.pick == ph
        p.plays_left = 1 if ph in (1, 2) else 0
        p.bonus_left = chose and ph == 2
        p.used = []
        p.reuse = chose and ph == 3
    if ph == 4:
        for seat in s.order:
            p = s.players[seat]
            mc = p.prod_mc + p.tr + (4 if p.pick == 4 else 0)
            p.mc += mc
            p.heat += p.prod_heat
            p.plants += p.prod_plant
            ev.append(Event(msg(_PRODUCTION, player=player_name(seat), mc=mc, heat=p.prod_heat, plants=p.prod_plant,
                                        cards=p.prod_card), R("production.collect"), seat))
            if p.prod_card:
                draw_to_hand(s, seat, p.prod_card, ev)
    elif ph == 5:
        for seat in s.order:
            p = s.players[seat]
            chose = p.pick == 5
            n = 2 + (3 if chose else 0) + sum(mods(p, "research_draw"))
            k = 1 + (1 if chose else 0) + sum(mods(p, "research_keep"))
            p.drawn.extend(draw(s, n, ev))
            ev.append(Event(msg(_DRAW, player=player_name(seat), num=n), RULE_RESEARCH, seat, reveals=True,
                            private_to=seat))
            p.pending.append([0, {"research": k}])


def _end_phase(s: TmaeState, ev: list) -> None:
    s.closing = False
    s.maxed = []
    if terraformed(s):
        ev.append(Event(msg(_OVER), RULE_END))
        _game_over(s, ev)
        return
    if s.phases:
        _start_phase(s, ev)
        return
    s.phase = 0
    s.stage = "hand_limit"
    for p in s.players:
        if len(p.hand) > HAND_LIMIT:
            p.pending.append([0, {"hand_limit": len(p.hand) - HAND_LIMIT}])


def _after_round(s: TmaeState, ev: list) -> None:
    if s.seats == 1:
        if s.round >= SOLO_ROUNDS:
            ev.append(Event(msg(_SOLO_END), R("solo.win")))
            _game_over(s, ev)
            return
        if s.round % 5 == 0:
            s.dummy = [1, 2, 3, 4, 5]
            s.rng.shuffle(s.dummy)
            ev.append(Event(M("tmae", "The dummy hand is reshuffled.")(), R("solo.reshuffle"), reveals=True))
            s.solo_steps = SOLO_ADVANCE[s.difficulty]
            s.stage = "solo_advance"
            return
    _next_round(s, ev)


def _next_round(s: TmaeState, ev: list) -> None:
    _start_round(s, ev)


def _game_over(s: TmaeState, ev: list) -> None:
    s.stage = "over"
    s.terraformed = terraformed(s)
    s.phases = []
    s.phase = 0


# ------------------------------------------------------------------------------------------
# Scoring


def card_vp(p: PlayerState, code: int) -> int:
    c = CARDS[code]
    vp = c.vp
    if c.vp_per is not None:
        of, per = c.vp_per
        if of == "here":
            n = p.res.get(code, 0)
        elif of == "forests":
            n = p.forests
        elif of == "played":
            n = len(p.played)
        elif of == "blue":
            n = sum(1 for x in p.played if CARDS[x].kind == "blue")
        else:
            n = p.tags.get(of[4:], 0)
        vp += n // per
    return vp


def score(p: PlayerState) -> tuple[int, int, int]:
    cards = sum(card_vp(p, c) for c in p.played)
    return p.tr, p.forests, cards


def tiebreak(p: PlayerState) -> int:
    return p.mc + p.heat + p.plants + sell_value(p) * len(p.hand)
