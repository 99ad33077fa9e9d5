"""The solo game: the dummy hand of phase cards, the 25 rounds, and Mars advancing on its own
every 5 rounds by the difficulty."""

from __future__ import annotations

from desktop.engine.flow import Pending
from desktop.games.tmae.msgs import DUMMY, PHASE_MSGS, RULE_SOLO, SOLO_END, SOLO_RESHUFFLE, R, event, msg
from desktop.games.tmae.state import TmaeState

SOLO_ROUNDS = 25
#: Mars advances this many steps every 5 rounds
SOLO_ADVANCE = {"novice": 2, "advanced": 1, "expert": 0}


def last_rounds(s: TmaeState) -> bool:
    """The last 5 rounds: the player orders the dummy's cards."""
    return s.round > SOLO_ROUNDS - 5


def planning_entries(s: TmaeState) -> list[Pending]:
    """The dummy's card first (last 5 rounds, chosen by the player), then the player's own."""
    out = []
    if last_rounds(s) and not s.dummy_pick:
        out.append(Pending("tmae.dummy_phase", 0))
    if not s.players[0].pick:
        out.append(Pending("tmae.phase_card", 0))
    return out


def reveal_dummy(s: TmaeState, ev: list) -> int:
    if not s.dummy_pick:
        s.dummy_pick = s.dummy.pop()
    ev.append(event(msg(DUMMY, phase=PHASE_MSGS[s.dummy_pick]), RULE_SOLO, reveals=True,
                    objects=(f"dummy:{s.dummy_pick}",)))
    return s.dummy_pick


def end_of_round(s: TmaeState, ev: list) -> str:
    """After a solo round: ``"over"`` (25 rounds), ``"advance"`` (Mars advances) or ``"next"``."""
    if s.round >= SOLO_ROUNDS:
        ev.append(event(msg(SOLO_END), R("solo.win")))
        return "over"
    if s.round % 5 == 0:
        s.dummy = [1, 2, 3, 4, 5]
        s.rng.shuffle(s.dummy)
        ev.append(event(msg(SOLO_RESHUFFLE), R("solo.reshuffle"), reveals=True))
        s.solo_steps = SOLO_ADVANCE[s.difficulty]
        return "advance"
    return "next"
