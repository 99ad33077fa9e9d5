"""Victory points: gaining them, scoring objectives, the end at the target, the score sheet."""

from __future__ import annotations

from desktop.engine.protocol import Event, Outcome, RuleRef, ScoreLine, SeatRef
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.data import name_of, objectives, oid
from desktop.games.ti4.refs import R_TEN
from desktop.games.ti4.state import State


def target(s: State) -> int:
    """The victory points that end the game (10, or 14: ti4.victory.fourteen)."""
    return s.target


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
        ev.append(Event(T.TARGET_REACHED(player=SeatRef(seat), vp=target(s)), R_TEN, seat=seat,
                        objects=(f"vp:{seat}",)))
        return True
    return False


def record(s: State, seat: int, points: int, reason, rule: RuleRef, ev: list[Event]) -> None:
    """VP the app cannot see, recorded by the table (ti4.app.record_vp): gained up to the
    target, or lost down to 0; logged with its reason."""
    p = s.players[seat]
    if points >= 0:
        change = gain(s, seat, points)
    else:
        change = -min(-points, p.vp)
        p.vp += change
    p.vp_other += change
    tpl = T.RECORD_GAIN if change >= 0 else T.RECORD_LOSE
    ev.append(Event(tpl(n=abs(change), player=SeatRef(seat), reason=reason), rule, seat=seat,
                    objects=(f"vp:{seat}",)))
    check_target(s, seat, ev)


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
    ev.append(Event(T.SCORED(player=SeatRef(seat), objective=name_of(o), points=o.points),
                    rule, seat=seat, reveals=not o.public, objects=(oid(obj), f"vp:{seat}")))
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
        ScoreLine(T.LINE_OTHER(), tuple(p.vp_other for p in s.players)),
        ScoreLine(T.LINE_TOTAL(), scores),
    )
    return Outcome(scores, tuple(tied), sheet, tiebreak)
