"""``bts.achievement``: claim at most 1 achievement whose condition you meet."""

from __future__ import annotations

from desktop.engine.flow import Step
from desktop.engine.protocol import Legal, Option, SeatRef
from desktop.games.bts import effects as X
from desktop.games.bts import msgs as T
from desktop.games.bts import refs as R
from desktop.games.bts import scoring
from desktop.games.bts.steps import STEPS

NONE = "none"


@STEPS.register
class ClaimAchievement(Step):
    kind = "bts.achievement"
    rule = R.TURN_ACHIEVEMENT

    def legal(self, g, s, e):
        return Legal("one", tuple(scoring.claimable(s, e.seat)) + (NONE,))

    def prompt(self, g, s, e):
        return T.ACH_PROMPT()

    def option(self, g, s, e, i):
        if i == NONE:
            return Option(i, T.ACH_NONE(), (), R.TURN_ACHIEVEMENT)
        a = X.cat(s).achievements[i]
        vp = scoring.next_vp(s, i)
        return Option(i, T.ACH_OPTION(achievement=X.nm(a), vp=vp), (i,), scoring.rule_of(a),
                      data={"vp": vp, "standin": a.standin})

    def resolve(self, g, s, e, answer, ev):
        if answer == NONE:
            return
        a = X.cat(s).achievements[answer]
        vp = scoring.next_vp(s, answer)
        s.claims[answer].append(e.seat)
        s.players[e.seat].achievements.append(answer)
        ev.append(X.event(T.CLAIMED(player=SeatRef(e.seat), achievement=X.nm(a), vp=vp),
                          scoring.rule_of(a), e.seat, a.standin, objects=(answer,)))
