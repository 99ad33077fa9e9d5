"""The decks of the TI4 table as functions of the state: setup, draws, shuffles, reveals."""

from __future__ import annotations

from desktop.engine.protocol import Event, RuleRef, SeatRef
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.data import ids_of, name_of, objectives, oid
from desktop.games.ti4.refs import (LAID_OUT, R_NONE_LEFT, R_SETUP_PUBLIC, R_SETUP_SECRET,
                                    R_STATUS_REVEAL, SECRET_DEALT, SECRET_LIMIT, SETUP_REVEALS)
from desktop.games.ti4.state import State


def lay_out(s: State) -> None:
    """Setup: shuffle the three decks, lay out 5 + 5 public objectives, reveal 2, deal 2 secrets."""
    s1, s2, sec = ids_of("1"), ids_of("2"), ids_of("secret")
    s.rng.shuffle(s1)
    s.rng.shuffle(s2)
    s.rng.shuffle(sec)
    s.stage1, s.stage2, s.secret_deck = s1[:LAID_OUT], s2[:LAID_OUT], sec
    for _ in range(SETUP_REVEALS):
        s.revealed.append(s.stage1.pop(0))
    for p in s.players:
        p.dealt = [s.secret_deck.pop(0) for _ in range(SECRET_DEALT)]


def setup_events(s: State) -> list[Event]:
    objs = objectives()
    ev = [Event(T.SHUFFLED_PUBLIC(), R_SETUP_PUBLIC, reveals=True,
                objects=("deck:stage1", "deck:stage2"))]
    ev += [Event(T.SETUP_REVEAL(objective=name_of(objs[o])), R_SETUP_PUBLIC, reveals=True,
                 objects=(oid(o),)) for o in s.revealed[:SETUP_REVEALS]]
    ev.append(Event(T.DEALT(), R_SETUP_SECRET, reveals=True, objects=("deck:secret",)))
    for i, p in enumerate(s.players):
        if p.dealt:
            ev.append(Event(T.DEALT_YOU(first=name_of(objs[p.dealt[0]]),
                                        second=name_of(objs[p.dealt[1]])),
                            R_SETUP_SECRET, seat=i, reveals=True, private_to=i,
                            objects=tuple(oid(d) for d in p.dealt)))
    return ev


def eligible_public(s: State, seat: int) -> list[str]:
    """Revealed public objectives ``seat`` has not scored yet (ti4.objectives.once)."""
    done = s.players[seat].scored_public
    return [o for o in s.revealed if o not in done]


def _phase_ids(status: bool) -> frozenset[str]:
    return frozenset(o.id for o in objectives().values()
                     if o.stage == "secret" and (o.phase == "status") == status)


#: the secret objectives scored in the status phase, and the others (action, agenda)
STATUS_SECRETS = _phase_ids(True)
ACHIEVED_SECRETS = _phase_ids(False)


def status_secrets(s: State, seat: int) -> list[str]:
    """Unscored secret objectives of ``seat`` scored in the status phase (ti4.objectives.timing)."""
    p = s.players[seat]
    done = p.scored_secrets
    return [o for o in p.secrets if o in STATUS_SECRETS and o not in done]


def achieved_secrets(s: State, seat: int) -> list[str]:
    """Unscored secret objectives of ``seat`` scored when achieved, in the action or the agenda
    phase (ti4.objectives.timing): the table records them at once."""
    p = s.players[seat]
    done = p.scored_secrets
    return [o for o in p.secrets if o in ACHIEVED_SECRETS and o not in done]


def shuffle_secrets(s: State, ev: list[Event], rule: RuleRef) -> None:
    s.rng.shuffle(s.secret_deck)
    ev.append(Event(T.SECRET_SHUFFLED(), rule, reveals=True, objects=("deck:secret",)))


def draw_secret(s: State, seat: int, rule: RuleRef, ev: list[Event]) -> bool:
    """Draw 1 secret objective; True when the player must now return one (100.4)."""
    p = s.players[seat]
    if not s.secret_deck:
        ev.append(Event(T.DECK_EMPTY(player=SeatRef(seat)), rule, seat=seat))
        return False
    card = s.secret_deck.pop(0)
    p.secrets.append(card)
    ev.append(Event(T.DRAWS(player=SeatRef(seat)), rule, seat=seat, reveals=True,
                    objects=("deck:secret", f"seat:{seat}")))
    ev.append(Event(T.DRAWS_YOU(objective=name_of(objectives()[card])), rule, seat=seat,
                    reveals=True, private_to=seat, objects=(oid(card),)))
    return len(p.secrets) > SECRET_LIMIT and bool(p.unscored())


def reveal_next(s: State, ev: list[Event]) -> bool:
    """Status phase: reveal the next public objective, stage II after stage I.  False when none
    is left (the game ends, ti4.status.no_objective_left)."""
    deck = s.stage1 if s.stage1 else s.stage2
    if not deck:
        ev.append(Event(T.NONE_LEFT(), R_NONE_LEFT))
        return False
    o = deck.pop(0)
    s.revealed.append(o)
    ev.append(Event(T.REVEALED(objective=name_of(objectives()[o])), R_STATUS_REVEAL,
                    reveals=True, objects=(oid(o),)))
    return True
