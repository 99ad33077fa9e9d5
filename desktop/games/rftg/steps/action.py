"""rftg.action: every seat secretly chooses its action card (two in the advanced game); the
choices are revealed together (one block)."""

from __future__ import annotations

from desktop.engine.protocol import Illegal, Legal, Option
from desktop.games.rftg.msgs import (ACTION_NAMES, ACTIONS, BASIC_ACTIONS, P_ACTION, P_ACTIONS2,
                                     R_ADVANCED, R_SELECT, X_SECOND, random_action_pair,
                                     second_alone)
from desktop.games.rftg.steps.base import STEPS, RftgStep

_ONE = Legal("one", BASIC_ACTIONS)
_TWO = Legal("some", ACTIONS, 2, 2)
_BASIC = frozenset(BASIC_ACTIONS)
_ALL = frozenset(ACTIONS)


@STEPS.register
class Action(RftgStep):
    kind = "rftg.action"
    rule = R_SELECT

    def legal(self, game, st, e):
        return _TWO if st.advanced else _ONE

    accepts_covers_refuse = True

    def accepts(self, game, st, e, answer):
        if not st.advanced:
            return type(answer) is str and answer in _BASIC
        return ((type(answer) is list or type(answer) is tuple) and len(answer) == 2
                and answer[0] != answer[1] and all(type(a) is str and a in _ALL for a in answer)
                and not second_alone(answer))

    def draw(self, game, st, e, rng):
        if not st.advanced:
            return BASIC_ACTIONS[rng.randbelow(len(BASIC_ACTIONS))]
        return self.sample(game, st, e, _TWO, rng)

    def rule_of(self, game, st, e):
        return R_ADVANCED if st.advanced else R_SELECT

    def prompt(self, game, st, e):
        return P_ACTIONS2() if st.advanced else P_ACTION()

    def option(self, game, st, e, oid):
        return Option(oid, ACTION_NAMES[oid](), (f"action:{e.seat}:{oid}",), R_SELECT,
                      data={"action": oid})

    def refuse(self, game, st, e, answer):
        if st.advanced and second_alone(answer):
            return Illegal(X_SECOND(), R_ADVANCED)
        return None

    def sample(self, game, st, e, legal, rng):
        if not st.advanced:
            return super().sample(game, st, e, legal, rng)
        return random_action_pair(rng)

    def resolve(self, game, st, e, answer, ev):
        s = st.seats[e.seat]
        s.actions = sorted(answer, key=ACTIONS.index) if isinstance(answer, list) else [answer]
