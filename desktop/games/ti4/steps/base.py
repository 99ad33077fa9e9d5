"""The registry of TI4's Steps and what they share (one Step per module of this package)."""

from __future__ import annotations

from desktop.engine.flow import Steps
from desktop.engine.protocol import Option
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.data import condition_of, name_of, objectives, oid

STEPS = Steps("ti4")


def seat_of(answer: str) -> int:
    """``"seat:<n>"`` -> n."""
    return int(answer[5:])


def objective_of(answer: str) -> str:
    """``"obj:<id>"`` -> id."""
    return answer[4:]


def score_option(option_id: str, seat: int, rule) -> Option:
    """``obj:<id>`` (score that objective) or ``none``."""
    if option_id == "none":
        return Option("none", T.SCORE_NONE(), (), rule)
    o = objectives()[objective_of(option_id)]
    return Option(option_id, T.SCORE_OPTION(objective=name_of(o), points=o.points,
                                            condition=condition_of(o)),
                  (option_id, f"vp:{seat}"), rule,
                  data={"objective": oid(o.id), "vp": o.points, "stage": o.stage})


_SEAT_IDS: dict[tuple[int, str], tuple[str, ...]] = {}


def seat_ids(seats: int, last: str) -> tuple[str, ...]:
    """``seat:0`` .. ``seat:<seats-1>`` and ``last`` (the ids of a who-question)."""
    key = (seats, last)
    ids = _SEAT_IDS.get(key)
    if ids is None:
        ids = _SEAT_IDS[key] = tuple(f"seat:{i}" for i in range(seats)) + (last,)
    return ids
