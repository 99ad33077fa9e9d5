"""The Court action: into which Party the Politician goes, and its benefit
(nucleum.court.benefit); then technology E7's extra, if unlocked."""

from __future__ import annotations

from desktop.engine.flow import Pending, push
from desktop.engine.protocol import Legal, Option, RuleRef as R
from desktop.games.nucleum import msgs as T
from desktop.games.nucleum.actions import court_action, update_contracts
from desktop.games.nucleum.data import COURT, PARTIES
from desktop.games.nucleum.msgs import party_id, side_name
from desktop.games.nucleum.steps.base import STEPS, NucleumStep

R_BENEFIT = R("nucleum.court.benefit")
PARTY_IDS = Legal("one", tuple(PARTIES))


@STEPS.register
class CourtParty(NucleumStep):
    kind = "nucleum.court_party"
    rule = R_BENEFIT

    def legal(self, g, s, e):
        return PARTY_IDS

    def prompt(self, g, s, e):
        return T.PARTY_Q(player=side_name(s, e.seat))

    def option(self, g, s, e, i):
        b = COURT.benefits[i]
        return Option(i, T.BEN[i](), (party_id(PARTIES.index(i)), f"leader.{i}"), R_BENEFIT,
                      data={"party": i, "vp": b.vp, "income": b.income})

    def resolve(self, g, s, e, answer, ev):
        seat = e.seat
        p = PARTIES.index(answer)
        ev += court_action(s, seat, p)
        if s.e7[seat]:
            push(s, Pending("nucleum.court_e7", seat, {"party": p}, source="court"))
        else:
            ev += update_contracts(s)
