"""Terraforming Mars: Ares Expedition: what a project card is worth to the computer players.

A card is read from its text, which the game generates from the card's structured data (so a
pattern over it is exact): its terraforming steps, production, one-time gains, lasting
discounts and ACTIONs.  ``Card.value`` is what playing it is worth in VP at the pace of the
game; the rates it is reckoned with (what an MC, a heat, a plant, a card in hand are worth) are
here too, since the computer players' other judgements (:mod:`desktop.engine.ai.tmae`) value
stocks and phases with the same rates.

With rivals an ACTION is worth its uses, one in each Action phase to come
(``ACTION_PHASES``), and a discount on the standard projects what it saves on those a seat
buys (``SP_PER_ROUND``); solo both stay at the flat worth of an engine the solo levels were
measured with.
"""

from __future__ import annotations

import re

#: VP per MC: what MC buy at the worst standard project still open at the end (a 20-MC forest:
#: its VP and an oxygen step); a higher rate makes players keep their MC (30 easy self-play
#: games each: 1/6 -> 36 rounds, 0.12 -> 34, 0.1 -> 31, 0.08 -> 29 but lower scores)
MC = 0.1
#: an MC is worth more early: it buys a step (or production) that pays at every Production
#: phase after it, so with ``r`` phases to come it is worth ``MC * (1 + MC_SLOPE * (r - 1))``
#: (a tenth of a VP in the last round, about 0.29 at the start of a 2-seat game).  Medium
#: self-play, 20 games on seeds 100-119: 19.7 rounds with a flat tenth, 16.0 at 0.2, 14.9
#: with income valued phase by phase (``income_worth``); 15.4 at 0.3, 20.2 at 0.4
MC_SLOPE = 0.2


def mc(r: float, slope: float = MC_SLOPE) -> float:
    """VP per MC with ``r`` Production phases to come (``slope``: ``slope_of`` the game)."""
    return MC * (1.0 + slope * max(0.0, r - 1.0))


def income_worth(r: float, slope: float = MC_SLOPE) -> float:
    """VP of an MC of income at each of ``r`` Production phases to come: each is worth what an
    MC is worth when it comes (``mc`` of the phases then left, about the mean of ``mc(1)`` and
    ``mc(r)``), not ``r * mc(r)``, which counted every one at today's rate and made the seat
    that earns more shun the steps that end the game."""
    return MC * r * (1.0 + slope * max(0.0, r - 1.0) / 2)


def slope_of(room: dict | None) -> float:
    """``MC_SLOPE`` with rivals; none solo, where an MC is what it buys towards terraforming
    Mars by round 25 (medium on expert, the same 80 games: 14 won with the slope against 23
    without, 4.9 steps short against 3.4).  ``room``: ``room_left`` (None: with rivals)."""
    return room.get("slope", MC_SLOPE) if room else MC_SLOPE


_NUM = r"(\d+)"
#: (the printed VP, "N VP." or "-N VP.", is the card's ``vp`` field: not read again here)
_PATTERNS = [
    ("temp", re.compile(rf"^Raise the temperature {_NUM} step")),
    ("oxygen", re.compile(rf"^Raise oxygen {_NUM} step")),
    ("ocean", re.compile(rf"^Flip {_NUM} ocean tile")),
    ("tr", re.compile(rf"^Raise your TR {_NUM} step\(s\)\.$")),
    ("forest", re.compile(rf"^Gain {_NUM} forest")),
    ("plants", re.compile(rf"^Gain {_NUM} plants\.$")),
    ("heat", re.compile(rf"^Gain {_NUM} heat\.$")),
    ("mc", re.compile(rf"^Gain {_NUM} MC\.$")),
    ("draw", re.compile(rf"^Draw {_NUM} card\(s\)\.$")),
    ("spend_tr", re.compile(rf"^Spend {_NUM} TR to play")),
    ("spend_heat", re.compile(rf"^Spend {_NUM} heat to play")),
    ("spend_plants", re.compile(rf"^Spend {_NUM} plants to play")),
    ("discard", re.compile(rf"^Discard {_NUM} card\(s\) from your hand")),
    ("tr_per", re.compile(rf"^Raise your TR {_NUM} step per ")),  # about 2 tags
]
#: a line of several sentences ("Gain 3 plants. Gain 3 heat.")
_SENTENCES = re.compile(r"(?<=\.) (?=[A-Z])")
_PROD = re.compile(r"(\d+) (MC|heat|plants|card\(s\))(?! per)")
_PER = re.compile(r"\d+ (MC|heat|plants|card\(s\)) per ")


#: a lasting discount: "Steel 2: building cards cost 2 MC less per point.", "EFFECT: Cards cost
#: you 2 MC less.", "EFFECT: A card tagged earth or jovian costs you 3 MC less."
_METAL = re.compile(r"^(?:Steel|Titanium) (\d+): (\w+) cards cost (\d+) MC less per point\.$")
_OFF = re.compile(r"^EFFECT: (?:Cards cost you|A card tagged ([\w ]+?) costs you) (\d+) MC less\.$")

#: "EFFECT: Standard projects that cost MC cost you 4 MC less.", "1 VP per 2 resource(s) on
#: this card.", an ACTION's "Add 1 microbe(s) to this card."
_SP_OFF = re.compile(r"^EFFECT: Standard projects that cost MC cost you (\d+) MC less\.$")
_HERE = re.compile(r"^1 VP per (\d+) resource\(s\) on this card\.$")
_ADDS = re.compile(r"^Add (\d+) \w+\(s\) to this card\.$")

_SPEND = re.compile(r"^Spend (\d+|a) (MC|heat|plants|TR|resource\(s\)|card)[^:]*: (.*)$")


def _action(line: str) -> tuple[tuple[int, str] | None, "Card"]:
    """An ACTION line read as its cost and its effect ("ACTION: Spend 10 MC (...): Flip 1
    ocean tile(s)." -> ((10, "MC"), a reading of "Flip 1 ocean tile(s)."))."""
    body = line.split(": ", 1)[1] if ": " in line else ""
    cost = None
    m = _SPEND.match(body)
    if m:
        n = 1 if m.group(1) == "a" else int(m.group(1))
        cost = (n, m.group(2))
        body = m.group(3)
    return cost, Card({"code": -1, "kind": "action", "cost": 0, "vp": 0, "text": [body]})


#: arguments ``Card.value`` remembers at most, per card (and hands ``hand_worths`` does)
MEMO = 512


def memo_key(room: dict | None, *args) -> tuple:
    """What a remembered worth is remembered by: its arguments, the room's contents and the
    module's rates it was reckoned with (tests and benchmarks set them)."""
    return (*args, None if room is None else tuple(room.items()),
            MC, MC_SLOPE, HEAT, PLANT, PLANT_RIVALS, CARD, CARDS_PER_ROUND, HOLD, ACTION_PHASES,
            SP_PER_ROUND)


class Card:
    __slots__ = ("code", "kind", "cost", "vp", "gain", "prod", "steps", "by", "tags", "actions",
                 "off", "discount", "memo", "effects", "adds", "per_res", "sp_off", "use_memo")

    def __init__(self, c: dict):
        self.code = c["code"]
        self.kind = c["kind"]
        self.cost = c["cost"] or 0
        self.tags = tuple(c.get("tags") or ())
        vp = c["vp"] if isinstance(c["vp"], int) else 2  # "1 VP per ..." cards: about 2
        self.vp = float(vp)
        #: what it gives once (plants, heat, MC, cards) and its terraforming steps
        self.gain = {"plants": 0, "heat": 0, "mc": 0, "draw": 0}
        self.steps = 0.0
        #: the steps by global parameter ("temp", "oxygen", "ocean"; "tr" for a plain TR raise)
        self.by = {"temp": 0, "oxygen": 0, "ocean": 0, "tr": 0}
        self.prod = {"MC": 0, "heat": 0, "plants": 0, "card(s)": 0}
        #: its EFFECT lines; resources an ACTION adds to this card; VP per resource on it;
        #: MC off every standard project paid in MC
        self.effects = 0
        self.adds = 0
        self.per_res = 0.0
        self.sp_off = 0
        #: each ACTION variant, in the order of the card's ``act:<code>:<i>`` options:
        #: (what it costs as (amount, resource), what it does as a card-like reading)
        self.actions: list[tuple[tuple[int, str] | None, Card]] = []
        #: lasting discounts as (MC off, the tags a card needs for it: none for every card)
        self.off: list[tuple[int, tuple[str, ...]]] = []
        #: MC off an average project card played after it (``TmaeAdapter`` sets it from the
        #: deck's tags)
        self.discount = 0.0
        #: ``value`` by its arguments (a playout asks the same few again and again)
        self.memo: dict[tuple, float] = {}
        #: ``use_value`` by its arguments
        self.use_memo: dict[tuple, float] = {}
        for line in c["text"]:
            m = _METAL.match(line)
            if m:
                self.off.append((int(m.group(1)) * int(m.group(3)), (m.group(2),)))
                continue
            m = _OFF.match(line)
            if m:
                tags = tuple(m.group(1).split(" or ")) if m.group(1) else ()
                self.off.append((int(m.group(2)), tags))
                continue
            if line.startswith("ACTION"):
                self.actions.append(_action(line))
                continue
            if line.startswith("EFFECT"):
                self.effects += 1
                m = _SP_OFF.match(line)
                if m:
                    self.sp_off = int(m.group(1))
                continue
            m = _HERE.match(line)
            if m:
                self.per_res = 1.0 / int(m.group(1))
                continue
            m = _ADDS.match(line)
            if m and self.kind == "action":
                self.adds = int(m.group(1))
                continue
            if line.startswith("Production:"):
                for what in _PER.findall(line):
                    self.prod[what] += 2  # "1 heat per ... you have": about 2 of it
                for n, what in _PROD.findall(line):
                    self.prod[what] += int(n)
                continue
            for part in _SENTENCES.split(line):
                self._read(part)

    @property
    def engine(self) -> int:
        """Its ACTION and EFFECT lines."""
        return len(self.actions) + self.effects

    def _read(self, line: str) -> None:
        for name, pat in _PATTERNS:
            m = pat.match(line)
            if not m:
                continue
            n = int(m.group(1))
            if name in ("temp", "oxygen", "ocean", "tr"):
                self.steps += n
                self.by[name] += n
            elif name == "forest":
                self.steps += n
                self.by["oxygen"] += n
                self.vp += n
            elif name == "spend_tr":
                self.steps -= n
                self.by["tr"] -= n
            elif name == "tr_per":
                self.steps += 2 * n
                self.by["tr"] += 2 * n
            elif name == "spend_heat":
                self.gain["heat"] -= n
            elif name == "spend_plants":
                self.gain["plants"] -= n
            elif name == "discard":
                self.gain["draw"] -= n
            elif name in self.gain:
                self.gain[name] += n
            return

    def value(self, rounds: float, room: dict | None = None, push: float = 0.0,
              slope: float | None = None) -> float:
        """What playing it is worth, in VP, with ``rounds`` Production phases to come, before
        its cost.  ``room``: the steps each global parameter has left (a step past its maximum
        raises no TR); None: all open.  ``push``: what a step on Mars is worth beyond its TR
        (solo: terraforming in time is the win).

        Remembered by its arguments and the rates it reads (a playout asks the same few
        again and again: it was a sixth of a TM:AE playout's time)."""
        slope = slope_of(room) if slope is None else slope
        key = memo_key(room, rounds, push, slope)
        got = self.memo.get(key)
        if got is None:
            if len(self.memo) >= MEMO:
                self.memo.clear()
            got = self.memo[key] = self._value(rounds, room, push, slope)
        return got

    def _value(self, rounds: float, room: dict | None, push: float, slope: float) -> float:
        p = self.prod
        g = self.gain
        if room is None:
            mars = pushed = self.steps - self.by["tr"]
        else:
            mars = pushed = 0
            tr_only = room.get("tr_only", ())
            for k, n in self.by.items():
                if k != "tr" and n:
                    mars += min(n, room[k])
                    if k not in tr_only:
                        pushed += min(n, room[k])
        v = (self.vp + (mars + self.by["tr"]) * (1.0 + income_worth(rounds, slope))
             + pushed * push)
        heat, plant = rates(room)
        v += p["MC"] * income_worth(rounds, slope)
        v += rounds * (p["heat"] * heat + p["plants"] * plant + p["card(s)"] * CARD)
        v += g["plants"] * plant + g["heat"] * heat + g["mc"] * mc(rounds, slope) + g["draw"] * CARD
        engine = min(1.5, 0.15 * rounds)
        if slope and (self.actions or self.sp_off):
            # with rivals an ACTION is worth its uses, one in each Action phase to come, and
            # a discount on the standard projects what it saves on those a seat buys
            uses = self.use_value(rounds / 2, room, push, slope) * ACTION_PHASES * rounds
            v += self.effects * engine + max(len(self.actions) * engine, uses)
            v += self.sp_off * SP_PER_ROUND * income_worth(rounds, slope)
            if self.per_res and any(eff.adds for _, eff in self.actions):
                v -= self.vp  # the VP it gathers are in its uses, not "about 2"
        else:
            v += self.engine * engine
        if self.discount:
            v += self.discount * CARDS_PER_ROUND * income_worth(rounds, slope)
        return v

    def use_value(self, rounds: float, room: dict | None, push: float, slope: float) -> float:
        """VP of one use of its best ACTION with ``rounds`` Production phases to come, less
        what the use costs (nothing if no use gains anything): a resource added to this card
        is worth the VP per resource it scores, and an ACTION paid with resources from this
        card comes once in as many uses as it takes to gather them, plus one."""
        key = memo_key(room, rounds, push, slope)
        got = self.use_memo.get(key)
        if got is not None:
            return got
        best = 0.0
        for cost, eff in self.actions:
            v = eff.value(rounds, room, push, slope) + eff.adds * self.per_res
            if cost is not None:
                n, what = cost
                if what == "resource(s)":
                    v /= n + 1
                else:
                    v -= n * cost_rate(what, rounds, room, slope)
            best = max(best, v)
        if len(self.use_memo) >= MEMO:
            self.use_memo.clear()
        self.use_memo[key] = best
        return best


def cost_rate(what: str, rounds: float, room: dict | None, slope: float) -> float:
    """VP per unit of what an ACTION is paid with (a stock is valued as it is kept: heat and
    plants nothing once their parameter is full)."""
    heat, plant = rates(room)
    return {"MC": mc(rounds, slope), "heat": heat, "plants": plant,
            "TR": 1.0 + income_worth(rounds, slope), "resource(s)": 0.3, "card": CARD}[what]


#: with rivals, the Action phases a round has (2 seats: 6.7 in a 14.5-round game) and the
#: standard projects a seat buys in one (12 in a game): what an ACTION and a discount on the
#: standard projects are used for
ACTION_PHASES = 0.45
SP_PER_ROUND = 0.8

#: project cards a seat plays a round, for what a lasting discount saves (steel, titanium,
#: "cards cost you 2 MC less")
CARDS_PER_ROUND = 1.0

#: VP per heat (8 heat: a temperature step), per plant (8 plants: a forest, 1 VP and an oxygen
#: step), per card in hand
HEAT = 1.6 / 8
PLANT = 2.2 / 8
CARD = 0.5
#: with rivals a plant is worth more: a forest is a VP nobody can take and its oxygen step one
#: of the shared 42 (``PUSH``).  The heuristic against itself, 1,000 games each (seeds
#: 3000-3999, seats swapped): 0.4 won 53.2%, 0.5 56.6%, 0.75 59.1%, each slower in self-play
#: (15.83, 16.06, 17.03 rounds against 15.96); with ``PRODUCTION`` see there.  Solo a plant stays
#: at ``PLANT``, as it was measured there
PLANT_RIVALS = 0.4


def rates(room: dict | None) -> tuple[float, float]:
    """VP per heat and per plant while their parameter is open; once the temperature is at
    its maximum heat buys nothing, once oxygen is, 8 plants buy a forest's VP only.  ``room``:
    ``room_left`` (None: all open, with rivals)."""
    plant = PLANT_RIVALS if slope_of(room) else PLANT  # no slope: solo
    if room is None:
        return HEAT, plant
    return (HEAT if room.get("temp", 1) > 0 else 0.0,
            plant if room.get("oxygen", 1) > 0 else 1.0 / 8)


#: a card in hand is worth this share of what playing it would bring now (it waits for a
#: phase, for MC, for its requirement), and at least its sale
HOLD = 0.5
