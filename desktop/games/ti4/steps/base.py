"""The registry of TI4's Steps and what they share (one Step per module of this package)."""

from __future__ import annotations

from desktop.engine.flow import Pending, Step, Steps, push
from desktop.engine.protocol import Legal, Option
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


# -- recording what the app cannot see (ti4.app.record_vp) ----------------------------------
RECORD = "record"
#: the random bot records now and then, not at every question
RECORD_ODDS = 16


def record_option(seat: int) -> Option:
    from desktop.games.ti4.refs import R_RECORD
    return Option(RECORD, T.RECORD_OPTION(), (f"vp:{seat}",), R_RECORD)


_SEAT_RECORD: dict[tuple[int, str], tuple[str, ...]] = {}


def seat_ids_record(seats: int, last: str) -> tuple[str, ...]:
    """``seat_ids`` and ``record`` (constant per seat count)."""
    key = (seats, last)
    ids = _SEAT_RECORD.get(key)
    if ids is None:
        ids = _SEAT_RECORD[key] = seat_ids(seats, last) + (RECORD,)
    return ids


class OneStep(Step):
    """A PickOne question whose ids come from ``ids`` (a tuple): ``legal`` wraps them, and the
    game's fast path reads them without building a ``Legal`` (``game.Ti4Imperial.apply``)."""

    def ids(self, g, s, e) -> tuple[str, ...]:
        raise NotImplementedError(self.kind)

    def legal(self, g, s, e):
        return Legal("one", self.ids(g, s, e))

    def accepts(self, g, s, e, answer) -> bool:
        return type(answer) is str and answer in self.ids(g, s, e)

    def draw(self, g, s, e, rng):
        if type(self).sample is not Step.sample:
            return super().draw(g, s, e, rng)
        # Step.sample's uniform draw, without building the Legal
        ids = self.ids(g, s, e)
        return ids[rng.randbelow(len(ids))]


def draw_with_record(ids: tuple[str, ...], rng) -> str:
    """The random bot at a question that offers ``record`` last: one draw, ``record`` once in
    RECORD_ODDS, else any other id alike."""
    n = len(ids) - 1
    r = rng.randbelow(RECORD_ODDS * n)
    return RECORD if r < n else ids[r % n]


class RecordingStep(OneStep):
    """A question that also offers ``record`` (its last id): before answering, the table
    records victory points the app cannot see (``ti4.record``); then the question is asked
    again.  Subclasses give ``ids`` with ``record`` last and answer the other ids in
    ``take``."""

    def choice(self, g, s, e, i: str) -> Option:
        raise NotImplementedError(self.kind)

    def option(self, g, s, e, i):
        return record_option(e.seat) if i == RECORD else self.choice(g, s, e, i)

    def take(self, g, s, e, answer, ev) -> None:
        raise NotImplementedError(self.kind)

    def resolve(self, g, s, e, answer, ev):
        if answer == RECORD:
            # the question waits under the recording
            push(s, Pending("ti4.record", e.seat, {}, e.kind), e, block=e.block)
            return
        self.take(g, s, e, answer, ev)

    def sample(self, g, s, e, legal, rng):
        return draw_with_record(legal.ids, rng)

    def draw(self, g, s, e, rng):
        if type(self).sample is not RecordingStep.sample:
            return self.sample(g, s, e, self.legal(g, s, e), rng)
        return draw_with_record(self.ids(g, s, e), rng)
