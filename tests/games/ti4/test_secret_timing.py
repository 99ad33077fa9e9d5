"""Issue #14: a secret objective is scored in the phase its card names (LRR 61.3, 61.5): an
action-phase secret when it is achieved, during the action phase, not moved to the next
status phase; and a player may score one secret in the action phase and another in the
status phase of the same round (LRR 61.6: the status-phase limit; 61.7)."""

from __future__ import annotations

from desktop.games.ti4 import GAME
from desktop.games.ti4.data import objectives

from .helpers import fresh, play


def _hand(s, seat, phases):
    """Give ``seat`` one unscored secret objective of each phase in ``phases``."""
    p = s.players[seat]
    s.secret_deck += p.secrets
    p.secrets = []
    for ph in phases:
        o = next(o for o in s.secret_deck if objectives()[o].phase == ph)
        s.secret_deck.remove(o)
        p.secrets.append(o)
    return list(p.secrets)


def test_the_status_phase_offers_only_status_phase_secrets():
    s = fresh(3)
    action, status = _hand(s, 0, ["action", "status"])
    play(s, 0, "none")                      # nobody holds Imperial: the status phase
    play(s, 0, "no")
    ids = [o.id for o in GAME.decision(s, 0).options]
    assert "obj:" + status in ids and "obj:" + action not in ids
    assert GAME.check(s, 0, "obj:" + action) is not None


def test_a_seat_with_only_action_phase_secrets_is_not_asked_at_status():
    s = fresh(3)
    _hand(s, 0, ["action"])
    s.players[0].scored_public = list(s.revealed)
    play(s, 0, "none")
    assert GAME.to_act(s) != (0,) or GAME.step_name(s) != "st_secret"


def test_an_action_phase_secret_is_scored_when_achieved_then_a_status_one_the_same_round():
    s = fresh(3)
    action, status = _hand(s, 1, ["action", "status"])
    play(s, 0, "seat:0")                    # the action phase: seat 0 resolves Imperial
    play(s, 0, "record")                    # meanwhile seat 1 achieved its action secret
    play(s, 0, "seat:1")
    assert GAME.to_act(s) == (1,)
    ids = [o.id for o in GAME.decision(s, 1).options]
    assert "obj:" + action in ids and "obj:" + status not in ids
    ev = play(s, 1, "obj:" + action)
    scored = [e for e in ev if e.objects and e.objects[0] == "obj:" + action]
    assert scored and not scored[0].unconfirmed and scored[0].rule.id == "ti4.objectives.timing"
    assert scored[0].reveals                # a scored secret is shown to everyone
    p = s.players[1]
    assert p.scored_secrets == [action] and p.vp == p.vp_secret == 1
    # Imperial goes on where it was, then the status phase
    assert GAME.step_name(s) == "imp_home" and GAME.to_act(s) == (0,)
    play(s, 0, "no")
    play(s, 0, "nobody")
    while GAME.step_name(s) == "secondary":
        play(s, GAME.to_act(s)[0], "pass")
    while GAME.to_act(s) != (1,):
        seat = GAME.to_act(s)[0]
        play(s, seat, "no" if GAME.step_name(s) == "st_home" else "none")
    play(s, 1, "no")
    play(s, 1, "obj:" + status)
    assert p.scored_secrets == [action, status] and p.vp_secret == 2 and p.vp == 2
    assert GAME.invariants(s) == []
