"""The solitaire robot of The Gathering Storm ("JOGO SOLITÁRIO"): a rule, not a seat.

The robot acts through chance (two dice, its face-down pile) and a fixed procedure: each phase
the player chose or a die landed on, after the player, it follows the action row of its mat
(a die on the space) or the response row (only the player chose it).  Its data (dice faces,
per-start-world counters) lives in ``resources/rftg/robot.yaml``; facts no source confirms are
marked there, and every step they decide is an ``Event(unconfirmed=True)`` citing a rules.yaml
entry marked ``unconfirmed``.

The game (game.py) calls :func:`setup` at setup, the phases (flow.py) call :func:`roll` when
the player's two actions are revealed and :func:`resolve` at the end of every phase (the player
first, then the robot); scoring.py calls :func:`score` at the end.  Cards move through
piles.py, like the player's.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

from desktop.engine.marks import M, P
from desktop.engine.protocol import Event, Msg, RuleRef
from desktop.games.rftg.piles import pop
from desktop.games.rftg.rules import DESIGN, R
from desktop.paths import RESOURCES

Face = Literal["explore", "develop", "settle", "trade", "x2", "produce", "star", "robot"]
Reading = Literal["explore", "develop", "settle", "trade", "x2", "produce"]
DIFFICULTIES = ("easy", "medium", "hard")
#: the mat's nine action spaces, left to right, by the player's action ids (robot.yaml)
SPACES = ("e5", "e11", "dev", "dev2", "set", "set2", "trade", "x2", "prod")
#: a die showing an Explore, Develop or Settle action goes to the left space of its pair
PAIRED = {"explore": 0, "develop": 2, "settle": 4}
SINGLE = {"trade": 6, "x2": 7, "produce": 8}
PAIR_BASES = (0, 2, 4)


# -- data ------------------------------------------------------------------------------------
class Fact(BaseModel):
    """A fact of the robot's rules and whether a source confirms it."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    value: Any
    confirmed: bool
    #: the rules.yaml entry cited when this fact decides a step
    rule: str
    #: the source, or for an unconfirmed fact the default chosen and why
    why: str = Field(min_length=10)


class DifficultyModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    markers: int
    marker_vp: int


class StartWorldModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    credit: int = Field(ge=0, le=4)
    economy: int = Field(ge=0, le=5)
    pile: int = Field(ge=0)
    reads: Fact
    counters: tuple[Literal["explore", "develop", "settle", "consume", "produce"], ...] = ()
    special: tuple[Literal["old_earth_swap", "daf_flip", "doomed_first_settle"], ...] = ()
    explore: Fact | None = None
    settle_search: Fact | None = None
    settle_draw: Fact | None = None
    response_needs_credit: Fact | None = None


class RobotFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    chips: int
    caps: dict[Literal["credit", "economy"], int]
    difficulty: dict[Literal["easy", "medium", "hard"], DifficultyModel]
    spaces: Fact
    dice: dict[Literal["robot_die", "plain_die"], Fact]
    facts: dict[str, Fact]
    standard: dict[Literal["explore", "settle_search", "settle_draw", "response_needs_credit"], Fact]
    start_worlds: dict[str, StartWorldModel]

    @model_validator(mode="after")
    def _sound(self) -> "RobotFile":
        if tuple(self.spaces.value) != SPACES:
            raise ValueError("spaces must list the nine action ids in mat order")
        for name, f in self.dice.items():
            if len(f.value) != 6 or not all(x in Face.__args__ for x in f.value):
                raise ValueError(f"{name}: six faces of {Face.__args__}")
            for x in f.value:
                if x == "robot" and name != "robot_die":
                    raise ValueError("only the robot die has robot faces")
        for wid, w in self.start_worlds.items():
            if w.reads.value not in Reading.__args__:
                raise ValueError(f"{wid}: robot= reads {w.reads.value!r}")
        return self


@lru_cache(maxsize=1)
def data() -> RobotFile:
    path = RESOURCES / "rftg" / "robot.yaml"
    return RobotFile.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))


def world(start: int) -> StartWorldModel:
    return data().start_worlds[DESIGN[start].id]


def world_fact(start: int, name: str) -> Fact:
    """A start world's own fact, or the standard one."""
    own = getattr(world(start), name)
    return own if own is not None else data().standard[name]


def all_facts() -> list[tuple[str, Fact]]:
    """Every fact of robot.yaml with a readable path (for tests and the report)."""
    d = data()
    out = [("spaces", d.spaces)]
    out += [(f"dice.{k}", v) for k, v in d.dice.items()]
    out += [(f"facts.{k}", v) for k, v in d.facts.items()]
    out += [(f"standard.{k}", v) for k, v in d.standard.items()]
    for wid, w in d.start_worlds.items():
        for name in ("reads", "explore", "settle_search", "settle_draw", "response_needs_credit"):
            f = getattr(w, name)
            if f is not None:
                out.append((f"start_worlds.{wid}.{name}", f))
    return out


def _ref(f: Fact) -> RuleRef:
    return RuleRef(f.rule)


# -- messages --------------------------------------------------------------------------------
C = "rftg"
ROBOT = M("rftg", "The robot")
FACE_NAMES = {
    "explore": M("rftg", "Explore"), "develop": M("rftg", "Develop"), "settle": M("rftg", "Settle"),
    "trade": M("rftg", "Consume: Trade"), "x2": M("rftg", "Consume: 2x VP"), "produce": M("rftg", "Produce"),
    "star": M("rftg", "star (copies one of your actions)"), "robot": M("rftg", "robot face"),
}
_E_START = M("rftg", "The robot's start world is {card}: credit {credit}, economy {economy}, robot= reads {reads}.")
_E_PILE = P("rftg", "The robot draws %n card(s) face down.", "", 1)
_E_MARKERS = P("rftg", "The robot has %n 6-cost development marker(s) worth {vp} VP each.", "", 1)
_E_ROLL = M("rftg", "The robot rolls {first} and {second}.")
_E_READS = M("rftg", "A robot face reads {action} (robot= marker).")
_E_DIE = M("rftg", "A die goes on the {space} space.")
_E_COLLIDE = M("rftg", "Both dice land on {space}: the robot takes that action once.")
_E_ACTION = M("rftg", "The robot's action: {phase}.")
_E_RESPONSE = M("rftg", "The robot's response: {phase}.")
_E_NOTHING = M("rftg", "The robot does nothing.")
_E_CREDIT = M("rftg", "The robot's credit goes from {old} to {new}.")
_E_ECONOMY = M("rftg", "The robot's economy goes from {old} to {new}.")
_E_CREDIT_TOP = M("rftg", "The robot's credit stays at {value}, the top of its track.")
_E_ECONOMY_TOP = M("rftg", "The robot's economy stays at {value}, the top of its track.")
_E_FLIP = M("rftg", "The robot flips {card}.")
_E_FLIP_DISCARD = M("rftg", "The robot flips {card} and discards it.")
_E_FLIP_NONE = M("rftg", "The robot's pile runs out: nothing found.")
_E_PLACE = M("rftg", "The robot places {card}.")
_E_MARKER = M("rftg", "The robot places a 6-cost development marker.")
_E_CHIPS = P("rftg", "The robot gains %n VP chip(s).", "", 1)
_E_SWAP = M("rftg", "The robot= marker now reads {action}.")
_E_DOOMED_DISCARD = M("rftg", "Doomed World and its counter leave the robot's tableau.")
_E_RESHUFFLE = M("rftg", "The robot draws from an empty draw pile: the discard pile is shuffled into a new one.")
_E_SCORE = M("rftg", "The robot scores {total} VP ({chips} chips, {cards} card VP, {six} for 6-cost developments and markers).")

R_SETUP = R("robot.setup")
R_SETUP_MAT = R("robot.setup.mat")
R_CHIPS = R("robot.setup.chips")
R_DIFFICULTY = R("robot.difficulty")
R_PLACE = R("robot.dice.place")
R_FACE = R("robot.dice.robot_face")
R_STAR = R("robot.dice.star")
R_ROWS = R("robot.rows")
R_DRAW = R("robot.draw")
R_FLIP = R("robot.flip")
R_EXPLORE = R("robot.explore.action")
R_EXPLORE_RESP = R("robot.explore.response")
R_EXPLORE_SC = R("robot.explore.separatist")
R_DEV_MARKER = R("robot.develop.marker")
R_DEV = R("robot.develop.action")
R_DEV_RESP = R("robot.develop.response")
R_SETTLE = R("robot.settle.action")
R_SETTLE_RESP = R("robot.settle.response")
R_SETTLE_MIL = R("robot.settle.military")
R_DOOMED = R("robot.settle.doomed")
R_TRADE = R("robot.consume.trade")
R_X2 = R("robot.consume.x2")
R_BOTH = R("robot.consume.both")
R_CONSUME_RESP = R("robot.consume.response")
R_OLD_EARTH = R("robot.old_earth")
R_DAF_TRADE = R("robot.daf.trade")
R_DAF_PRODUCE = R("robot.daf.produce")
R_PRODUCE = R("robot.produce.action")
R_PRODUCE_RESP = R("robot.produce.response")
R_END = R("robot.end")
R_SCORE = R("robot.score")
R_TIE = R("robot.tiebreak")
SPACE_NAMES = {
    "e5": M("rftg", "Explore +5"), "e11": M("rftg", "Explore +1/+1"), "dev": M("rftg", "Develop (left)"),
    "dev2": M("rftg", "Develop (right)"), "set": M("rftg", "Settle (left)"), "set2": M("rftg", "Settle (right)"),
    "trade": M("rftg", "Consume: Trade"), "x2": M("rftg", "Consume: 2x VP"), "prod": M("rftg", "Produce"),
}
PHASE_NAMES = {"explore": M("rftg", "Explore"), "develop": M("rftg", "Develop"), "settle": M("rftg", "Settle"),
               "consume": M("rftg", "Consume"), "produce": M("rftg", "Produce")}


def _card(iid: int) -> Msg:
    return Msg("rftg.cards", DESIGN[iid].name)


def _ev(events: list[Event], msg: Msg, rule: RuleRef, *, reveals: bool = False,
        unconfirmed: bool = False, objects: tuple[str, ...] = ()) -> None:
    events.append(Event(msg, rule, None, reveals, None, objects, unconfirmed))


def _unconfirmed_rule(f: Fact, confirmed_rule: RuleRef) -> tuple[RuleRef, bool]:
    """The rule to cite for a step a fact decides, and whether the fact is unconfirmed."""
    return (confirmed_rule, False) if f.confirmed else (_ref(f), True)


# -- setup -----------------------------------------------------------------------------------
def setup(st, start: int, difficulty: str, events: list[Event]) -> None:
    """The robot's start world, tracks, counters, markers and face-down pile."""
    from desktop.games.rftg.state import RobotState

    w = world(start)
    d = data().difficulty[difficulty]
    r = RobotState(start=start, difficulty=difficulty, credit=w.credit, economy=w.economy,
                   tableau=[start], markers_left=d.markers, reads=w.reads.value,
                   counters=list(w.counters))
    st.robot = r
    rule, unc = _unconfirmed_rule(w.reads, R_SETUP_MAT)
    _ev(events, _E_START(card=_card(start), credit=r.credit, economy=r.economy,
                         reads=FACE_NAMES[r.reads]()), rule, unconfirmed=unc,
        objects=(f"card:{start}", "robot:eq"))
    _ev(events, _E_MARKERS(n=d.markers, vp=d.marker_vp), R_DIFFICULTY)
    draw(st, w.pile, events, R_SETUP_MAT)


# -- card movement ---------------------------------------------------------------------------
def draw(st, n: int, events: list[Event], rule: RuleRef, unconfirmed: bool = False) -> None:
    """Move ``n`` cards from the draw pile onto the robot's face-down pile, unseen."""
    if n <= 0:
        return
    r = st.robot
    got = 0
    for _ in range(n):
        if not st.deck and st.discard:
            f = data().facts["reshuffle"]
            _ev(events, _E_RESHUFFLE(), _ref(f), reveals=True, unconfirmed=not f.confirmed)
        c = pop(st, -1, events)
        if c < 0:
            break
        r.pile.append(c)
        got += 1
    _ev(events, _E_PILE(n=got), rule, reveals=True, unconfirmed=unconfirmed)


def flip(st, want, events: list[Event]) -> int:
    """Flip to find: the first card of the robot's pile that ``want`` accepts (-1: none);
    the others are discarded."""
    r = st.robot
    while r.pile:
        c = r.pile.pop()
        if want(c):
            _ev(events, _E_FLIP(card=_card(c)), R_FLIP, reveals=True, objects=(f"card:{c}",))
            return c
        st.discard.append(c)
        _ev(events, _E_FLIP_DISCARD(card=_card(c)), R_FLIP, reveals=True, objects=(f"card:{c}",))
    _ev(events, _E_FLIP_NONE(), R_FLIP)
    return -1


def _place(st, c: int, events: list[Event], rule: RuleRef) -> None:
    r = st.robot
    unc = False
    if DESIGN[c].is_dev and any(DESIGN[x].index == DESIGN[c].index for x in r.tableau):
        f = data().facts["duplicates"]
        rule, unc = _ref(f), not f.confirmed
    r.tableau.append(c)
    _ev(events, _E_PLACE(card=_card(c)), rule, unconfirmed=unc, objects=(f"card:{c}",))


def _credit(st, delta: int, events: list[Event], rule: RuleRef, unconfirmed: bool = False) -> None:
    """Move the credit track (0..4; a gain beyond the top is lost, rftg.robot.draw)."""
    r = st.robot
    new = max(0, min(data().caps["credit"], r.credit + delta))
    if new == r.credit:
        _ev(events, _E_CREDIT_TOP(value=new), R_DRAW, objects=("robot:credit",))
    else:
        _ev(events, _E_CREDIT(old=r.credit, new=new), rule if new - r.credit == delta else R_DRAW,
            unconfirmed=unconfirmed, objects=("robot:credit",))
    r.credit = new


def _economy(st, delta: int, events: list[Event], rule: RuleRef) -> None:
    """Move the economy track (0..5; a gain beyond the top is lost, rftg.robot.draw)."""
    r = st.robot
    new = max(0, min(data().caps["economy"], r.economy + delta))
    if new == r.economy:
        _ev(events, _E_ECONOMY_TOP(value=new), R_DRAW, objects=("robot:economy",))
    else:
        _ev(events, _E_ECONOMY(old=r.economy, new=new), rule if new - r.economy == delta else R_DRAW,
            objects=("robot:economy",))
    r.economy = new


def _chips(st, n: int, events: list[Event], rule: RuleRef) -> None:
    if n <= 0:
        return
    st.robot.chips += n
    st.pool -= n
    _ev(events, _E_CHIPS(n=n), rule, objects=("robot:vp",))


# -- the dice --------------------------------------------------------------------------------
def place_dice(faces: list[str], reads: str, markers: list[int]) -> list[int]:
    """The space (0..8) of each die, from the faces rolled, the robot= reading and the
    spaces of the player's two markers (rftg.robot.dice.place, .robot_face, .star)."""
    eff = [reads if f == "robot" else f for f in faces]
    pos = [-1] * len(eff)
    for i, f in enumerate(eff):
        if f == "star":
            continue
        if f in PAIRED:
            base = PAIRED[f]
            pos[i] = base + 1 if base in pos else base
        else:
            pos[i] = SINGLE[f]
    stars = [i for i, f in enumerate(eff) if f == "star"]
    lo, hi = min(markers), max(markers)
    if len(stars) == 2:
        pos[stars[0]], pos[stars[1]] = lo, hi
    elif len(stars) == 1:
        i = stars[0]
        other = pos[1 - i]
        pos[i] = hi if other != hi else lo
    # both markers on one Explore/Develop/Settle pair: a star under its right space moves left
    # unless the other die is already there
    if lo in PAIR_BASES and hi == lo + 1:
        for i in stars:
            if pos[i] == hi and lo not in (pos[j] for j in range(len(pos)) if j != i):
                pos[i] = lo
    return pos


def roll(st, events: list[Event]) -> None:
    """Roll the two dice and place them (after the player's actions are revealed)."""
    r = st.robot
    d = data().dice
    faces = [d["robot_die"].value[st.rng.randbelow(6)], d["plain_die"].value[st.rng.randbelow(6)]]
    r.rolled = faces
    _ev(events, _E_ROLL(first=FACE_NAMES[faces[0]](), second=FACE_NAMES[faces[1]]()),
        _ref(d["robot_die"]), reveals=True, unconfirmed=not d["robot_die"].confirmed,
        objects=("die:0", "die:1"))
    if "robot" in faces:
        f = world(r.start).reads
        confirmed = f.confirmed
        if r.reads == "x2" and "old_earth_swap" in world(r.start).special:
            confirmed = True  # the x2 marker of Old Earth's swap (rftg.robot.old_earth)
        _ev(events, _E_READS(action=FACE_NAMES[r.reads]()), R_FACE if confirmed else _ref(f),
            unconfirmed=not confirmed, objects=("robot:eq",))
    markers = [SPACES.index(a) for a in st.seats[0].actions]
    r.placed = place_dice(faces, r.reads, markers)
    for i, sp in enumerate(r.placed):
        rule = R_STAR if faces[i] == "star" else R_PLACE
        _ev(events, _E_DIE(space=SPACE_NAMES[SPACES[sp]]()), rule, objects=(f"die:{i}", f"space:{sp}"))
    if r.placed[0] == r.placed[1]:
        f = data().facts["collision"]
        _ev(events, _E_COLLIDE(space=SPACE_NAMES[SPACES[r.placed[0]]]()), _ref(f),
            unconfirmed=not f.confirmed)


def dice_spaces(st) -> set[int]:
    """Spaces holding a robot die this round."""
    return set(st.robot.placed)


# -- the phases ------------------------------------------------------------------------------
def resolve(st, phase: str, events: list[Event]) -> None:
    """The robot's turn in ``phase`` (after the player's), by the rows of rftg.robot.rows."""
    r = st.robot
    acts = st.seats[0].actions
    placed = r.placed
    if phase == "explore":
        n = sum(1 for p in placed if p in (0, 1))
        if n:
            _explore(st, n, events)
        elif "e5" in acts or "e11" in acts:
            _explore(st, 0, events)
    elif phase in ("develop", "develop2", "settle", "settle2"):
        sp = {"develop": 2, "develop2": 3, "settle": 4, "settle2": 5}[phase]
        action = sp in placed
        if not action and SPACES[sp] not in acts:
            return
        tpl = _E_ACTION if action else _E_RESPONSE
        _ev(events, tpl(phase=PHASE_NAMES[phase.rstrip("2")]()), R_ROWS)
        if phase.startswith("develop"):
            _develop(st, action, events)
        else:
            _settle(st, action, events)
    elif phase == "consume":
        _consume(st, events)
    elif phase == "produce":
        if 8 in placed:
            _ev(events, _E_ACTION(phase=PHASE_NAMES["produce"]()), R_ROWS)
            _economy(st, 1, events, R_PRODUCE)
            if "daf_flip" in world(r.start).special and r.reads == "produce":
                r.reads = "trade"
                _ev(events, _E_SWAP(action=FACE_NAMES["trade"]()), R_DAF_PRODUCE,
                    objects=("robot:eq",))
        elif "prod" in acts:
            _ev(events, _E_RESPONSE(phase=PHASE_NAMES["produce"]()), R_ROWS)
            _ev(events, _E_NOTHING(), R_PRODUCE_RESP)


def _explore(st, dice: int, events: list[Event]) -> None:
    r = st.robot
    f = world_fact(r.start, "explore")
    one, two, resp = f.value
    special = f is not data().standard["explore"]
    unc = not f.confirmed
    rule = _ref(f) if unc else (R_EXPLORE_SC if special else None)
    if dice:
        _ev(events, _E_ACTION(phase=PHASE_NAMES["explore"]()), R_ROWS)
        draw(st, two if dice == 2 else one, events, rule or R_EXPLORE, unc)
        _credit(st, 1, events, R_EXPLORE)
    else:
        _ev(events, _E_RESPONSE(phase=PHASE_NAMES["explore"]()), R_ROWS)
        draw(st, resp, events, rule or R_EXPLORE_RESP, unc)


def _develop(st, action: bool, events: list[Event]) -> None:
    r = st.robot
    need = 2 if action else 3
    if r.markers_left and r.credit >= need:
        r.markers_left -= 1
        r.markers_placed += 1
        _ev(events, _E_MARKER(), R_DEV_MARKER, objects=("robot:markers",))
        _credit(st, -need, events, R_DEV_MARKER)
        return
    if action:
        draw(st, 1, events, R_DEV)
        while True:
            c = flip(st, lambda x: DESIGN[x].is_dev, events)
            if c < 0:
                return
            if DESIGN[c].six_dev and r.credit <= 0:
                st.discard.append(c)
                _ev(events, _E_FLIP_DISCARD(card=_card(c)), R_DEV, objects=(f"card:{c}",))
                continue
            if DESIGN[c].six_dev:
                _credit(st, -1, events, R_DEV)
            _place(st, c, events, R_DEV)
            return
    if r.credit <= 0:
        _ev(events, _E_NOTHING(), R_DEV_RESP)
        return
    c = flip(st, lambda x: DESIGN[x].is_dev, events)
    if c >= 0:
        _credit(st, -1, events, R_DEV_RESP)
        _place(st, c, events, R_DEV_RESP)


def _settle(st, action: bool, events: list[Event]) -> None:
    r = st.robot
    w = world(r.start)
    if action and "doomed_first_settle" in w.special and "settle" in r.counters:
        _doomed(st, events)
        return
    search = world_fact(r.start, "settle_search")
    draws = world_fact(r.start, "settle_draw")
    needs = world_fact(r.start, "response_needs_credit")
    military = search.value == "military"

    def want(c: int) -> bool:
        d = DESIGN[c]
        return d.is_world and d.military == military

    rule = R_SETTLE_MIL if military else (R_SETTLE if action else R_SETTLE_RESP)
    if action:
        n = draws.value[0]
        drule, unc = _unconfirmed_rule(draws, rule)
        draw(st, n, events, drule, unc)
        c = flip(st, want, events)
        if c >= 0:
            _place(st, c, events, rule)
        return
    if needs.value and r.credit <= 0:
        _ev(events, _E_NOTHING(), R_SETTLE_RESP)
        return
    drule, unc = _unconfirmed_rule(draws, rule if needs.value else _ref(needs))
    draw(st, draws.value[1], events, drule, unc)
    c = flip(st, want, events)
    if c < 0:
        return
    if needs.value:
        _credit(st, -1, events, R_SETTLE_RESP)
        _place(st, c, events, rule)
    else:
        f = data().facts["free_response_pays"]
        if f.value:
            _credit(st, -1, events, _ref(f), unconfirmed=not f.confirmed)
        _ev(events, _E_PLACE(card=_card(c)), _ref(f), unconfirmed=not f.confirmed,
            objects=(f"card:{c}",))
        r.tableau.append(c)


def _doomed(st, events: list[Event]) -> None:
    """Doomed World's first Settle action (rftg.robot.settle.doomed)."""
    r = st.robot
    f = data().facts["doomed_search_discards"]
    aside: list[int] = []
    found = -1
    while True:
        c = pop(st, -1, events)
        if c < 0:
            break
        d = DESIGN[c]
        if d.is_world and not d.military and d.vp >= 3:
            found = c
            _ev(events, _E_FLIP(card=_card(c)), R_DOOMED, reveals=True, objects=(f"card:{c}",))
            break
        aside.append(c)
        _ev(events, _E_FLIP_DISCARD(card=_card(c)), _ref(f), reveals=True,
            unconfirmed=not f.confirmed, objects=(f"card:{c}",))
    st.discard.extend(aside)
    if found >= 0:
        _place(st, found, events, R_DOOMED)
    else:
        _ev(events, _E_FLIP_NONE(), _ref(f), unconfirmed=not f.confirmed)
    _credit(st, 2, events, R_DOOMED)
    _economy(st, 1, events, R_DOOMED)
    r.counters.remove("settle")
    if r.start in r.tableau:
        r.tableau.remove(r.start)
        st.discard.append(r.start)
    _ev(events, _E_DOOMED_DISCARD(), R_DOOMED, objects=(f"card:{r.start}",))


def _consume(st, events: list[Event]) -> None:
    r = st.robot
    trade = 6 in r.placed
    x2 = 7 in r.placed
    if not trade and not x2:
        acts = st.seats[0].actions
        if "trade" in acts or "x2" in acts:
            _ev(events, _E_RESPONSE(phase=PHASE_NAMES["consume"]()), R_ROWS)
            _chips(st, r.economy, events, R_CONSUME_RESP)
        return
    _ev(events, _E_ACTION(phase=PHASE_NAMES["consume"]()), R_ROWS)
    if trade and x2:
        _chips(st, 2 * r.economy, events, R_BOTH)
        _credit(st, 2, events, R_BOTH)
        _economy(st, 1, events, R_BOTH)
    elif trade:
        _credit(st, 2, events, R_TRADE)
        _chips(st, r.economy, events, R_TRADE)
    else:
        _chips(st, 2 * r.economy, events, R_X2)
        _economy(st, 1, events, R_X2)
    if not trade:
        return
    w = world(r.start)
    die = r.placed.index(6)
    copied = r.rolled[die] != "trade" if die < len(r.rolled) else False
    f = data().facts["copied_trade_counts"]
    if copied and not f.value:
        return
    unc = copied and not f.confirmed
    if "old_earth_swap" in w.special and "consume" in r.counters:
        r.counters.remove("consume")
        r.reads = "x2"
        _ev(events, _E_SWAP(action=FACE_NAMES["x2"]()), _ref(f) if unc else R_OLD_EARTH,
            unconfirmed=unc, objects=("robot:eq",))
    if "daf_flip" in w.special and r.reads == "trade":
        r.reads = "produce"
        _ev(events, _E_SWAP(action=FACE_NAMES["produce"]()), _ref(f) if unc else R_DAF_TRADE,
            unconfirmed=unc, objects=("robot:eq",))


# -- the end ---------------------------------------------------------------------------------
def tableau_size(st) -> int:
    """Cards in the robot's tableau, each 6-cost marker counting as one (rftg.robot.end)."""
    r = st.robot
    return len(r.tableau) + r.markers_placed


def score(st) -> dict:
    """The robot's VP: chips + card VP, each 6-cost development card or marker worth the
    difficulty's value (rftg.robot.score)."""
    r = st.robot
    mvp = data().difficulty[r.difficulty].marker_vp
    cards = sum(DESIGN[c].vp for c in r.tableau if not DESIGN[c].six_dev)
    six = mvp * (r.markers_placed + sum(1 for c in r.tableau if DESIGN[c].six_dev))
    return {"chips": r.chips, "cards": cards, "six": six, "total": r.chips + cards + six,
            "tiebreak": r.credit + r.economy}


def score_event(st, events: list[Event]) -> None:
    x = score(st)
    _ev(events, _E_SCORE(total=x["total"], chips=x["chips"], cards=x["cards"], six=x["six"]),
        R_SCORE, objects=("robot:vp",))
