"""The two boards: the technology tree (slots and their prerequisites) and the exploration map
(areas and hyperspace routes).  Neither graph is in the seed: both are unconfirmed defaults
(``bts.board.tree`` and ``bts.map.graph`` in resources/bts/rules.yaml).

Table object ids:

- ``slot:<S>``     a technology space, ``S`` in I0..I3, II0..II5, III0..III5, IV0..IV2
- ``area:<A>``     an exploration area: sol, deep, Y1..Y4 (shipyards), A1, A2, B1, B2 (systems)
- ``space:<id>``   an action space (``bs:<row>:<k>``, ``g:<guild>:<k>``, ``t:<slot>:<a>:<k>``,
                   ``p:<card>:<a>:<k>``)
- card ids (``t2.s03``, ``e3.kc24x``, ``sb.tau_ceti``, ``a.empire``...) for cards
"""

from __future__ import annotations

LEVEL_SLOTS: dict[int, tuple[str, ...]] = {
    1: ("I0", "I1", "I2", "I3"),
    2: tuple(f"II{i}" for i in range(6)),
    3: tuple(f"III{i}" for i in range(6)),
    4: ("IV0", "IV1", "IV2"),
}
SLOTS: tuple[str, ...] = sum(LEVEL_SLOTS.values(), ())
SLOT_LEVEL: dict[str, int] = {s: lv for lv, ss in LEVEL_SLOTS.items() for s in ss}

#: each slot above level I needs both slots below it (unconfirmed layout, bts.board.tree)
PREREQ: dict[str, tuple[str, ...]] = {
    "I0": (), "I1": (), "I2": (), "I3": (),
    "II0": ("I0", "I1"), "II1": ("I1", "I2"), "II2": ("I2", "I3"),
    "II3": ("I3", "I0"), "II4": ("I0", "I2"), "II5": ("I1", "I3"),
    "III0": ("II0", "II1"), "III1": ("II1", "II2"), "III2": ("II2", "II3"),
    "III3": ("II3", "II4"), "III4": ("II4", "II5"), "III5": ("II5", "II0"),
    "IV0": ("III0", "III1"), "IV1": ("III2", "III3"), "IV2": ("III4", "III5"),
}

SOL, DEEP = "sol", "deep"
SHIPYARDS = ("Y1", "Y2", "Y3", "Y4")
SYSTEM_SPACES = ("A1", "A2", "B1", "B2")
AREAS = (SOL, DEEP, *SHIPYARDS, *SYSTEM_SPACES)
#: areas that can be controlled (the seed: all but the Solar System and Deep Space)
CONTROLLABLE = (*SHIPYARDS, *SYSTEM_SPACES)
#: specialisation of the shipyards (unconfirmed reading of the board marks)
YARD_KIND = {"Y1": "ore", "Y2": "ore", "Y3": "food", "Y4": "food"}

_EDGES = (
    (SOL, "Y1"), (SOL, "Y2"),
    ("Y1", "A1"), ("Y2", "A2"), ("Y1", "Y3"), ("Y2", "Y4"),
    ("A1", "Y3"), ("A2", "Y4"),
    ("Y3", "B1"), ("Y4", "B2"),
    ("A1", DEEP), ("A2", DEEP), ("B1", DEEP), ("B2", DEEP),
)
ADJ: dict[str, tuple[str, ...]] = {
    a: tuple(sorted({y for x, y in _EDGES if x == a} | {x for x, y in _EDGES if y == a}))
    for a in AREAS}


def edges() -> list[tuple[str, str]]:
    return list(_EDGES)


TOTAL_CUBES = 20
TRACK_DISCS = 8
#: supply columns A-E as filled at setup (17 cubes: 2 population and 1 ship are left over)
COLUMNS = (4, 4, 3, 3, 3)
COLUMN_NAMES = "ABCDE"

#: population growth by uncovered spaces of the growth track (0..8), unconfirmed values
GROWTH = (2, 2, 3, 3, 3, 4, 4, 5, 5)
#: ore production by uncovered spaces of the ore track (0..8), unconfirmed values
ORE_OUTPUT = (2, 2, 3, 3, 4, 4, 5, 5, 6)
#: VP of each automation level I..VII (the printed 1 1 1 1 1 2 on II..VII), then 1 per level
AUTOMATION_VP = (0, 1, 1, 1, 1, 1, 2)


def automation_vp(level: int) -> int:
    head = sum(AUTOMATION_VP[:min(level, len(AUTOMATION_VP))])
    return head + max(0, level - len(AUTOMATION_VP))


#: ore at setup by turn order (the seed's 4-player row; fewer players take its first values)
START_ORE = (1, 1, 2, 2)
START_POP = 2
#: claimed achievements that trigger the end (BGA: 3 at 2-3 players, 4 at 4)
END_ACHIEVEMENTS = {2: 3, 3: 3, 4: 4}
