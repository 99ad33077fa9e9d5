"""Victory points: gaining them, scoring objectives, the end at the target, the score sheet."""

from __future__ import annotations

from desktop.engine.protocol import Event, Outcome, RuleRef, ScoreLine, SeatRef
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.data import name_of, objectives, oid
from desktop.games.ti4.refs import R_SECRET_SCORING, R_TEN, WIN_VP
from desktop.games.ti4.state import State


def target(s: State) -> int:
    return WIN_VP


def end(s: State, ended: str) -> None:
    """The game ends at once: nothing more is asked."""
    s.phase, s.ended = "over", ended
    s.pending.clear()


def gain(s: State, seat: int, points: int) -> int:
    """Add up to ``points`` VP (never past the target, ti4.victory.ten_points); the gain."""
    p = s.players[seat]
    gained = min(points, target(s) - p.vp)
    p.vp += gained
    return gained


def check_target(s: State, seat: int, ev: list[Event]) -> bool:
    """End the game when ``seat`` reached the victory points (True then)."""
    if s.players[seat].vp >= target(s):
        end(s, "ten")
        ev.append(Event(T.TEN(player=SeatRef(seat)), R_TEN, seat=seat, objects=(f"vp:{seat}",)))
        return True
    return False


def score(s: State, seat: int, obj: str, rule: RuleRef, ev: list[Event]) -> None:
    o = objectives()[obj]
    p = s.players[seat]
    gained = gain(s, seat, o.points)
    if o.public:
        p.scored_public.append(obj)
        p.vp_public += gained
    else:
        p.scored_secrets.append(obj)
        p.vp_secret += gained
    # scoring a secret objective shows it to everyone
    # an action- or agenda-phase secret recorded at the status phase: our default
    # (ti4.app.secret_scoring, unconfirmed)
    late = not o.public and o.phase != "status"
    ev.append(Event(T.SCORED(player=SeatRef(seat), objective=name_of(o), points=o.points),
                    R_SECRET_SCORING if late else rule, seat=seat, reveals=not o.public,
                    objects=(oid(obj), f"vp:{seat}"), unconfirmed=late))
    check_target(s, seat, ev)


def outcome(s: State) -> Outcome | None:
    if s.phase != "over":
        return None
    n = len(s.players)
    scores = tuple(p.vp for p in s.players)
    top = max(scores)
    tied = [i for i in range(n) if scores[i] == top]
    tiebreak = None
    if len(tied) > 1:
        # ti4.status.no_objective_left: first in initiative order (ti4.app.initiative_order)
        order = s.order or list(range(n))
        first = min(tied, key=order.index)
        tied, tiebreak = [first], T.TIEBREAK(player=SeatRef(first))
    sheet = (
        ScoreLine(T.LINE_PUBLIC(), tuple(p.vp_public for p in s.players)),
        ScoreLine(T.LINE_SECRET(), tuple(p.vp_secret for p in s.players)),
        ScoreLine(T.LINE_IMPERIAL(), tuple(p.vp_imperial for p in s.players)),
        ScoreLine(T.LINE_TOTAL(), scores),
    )
    return Outcome(scores, tuple(tied), sheet, tiebreak)
