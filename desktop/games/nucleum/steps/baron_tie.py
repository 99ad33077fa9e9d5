"""The Baron's step 4 on tapped Logic cards: the table draws one and says which tied Party it
selects (nucleum.baron.step4)."""

from __future__ import annotations

from desktop.engine.protocol import Event, Legal, Option, RuleRef as R
from desktop.games.nucleum import msgs as T
from desktop.games.nucleum.baron import baron_place
from desktop.games.nucleum.data import PARTIES
from desktop.games.nucleum.msgs import party_id, party_name
from desktop.games.nucleum.steps.base import STEPS, NucleumStep

R_STEP4 = R("nucleum.baron.step4")


@STEPS.register
class BaronTie(NucleumStep):
    kind = "nucleum.baron_tie"
    rule = R_STEP4

    def legal(self, g, s, e):
        return Legal("one", tuple(PARTIES[p] for p in e["parties"]))

    def prompt(self, g, s, e):
        return T.TIE_Q()

    def option(self, g, s, e, i):
        p = PARTIES.index(i)
        return Option(i, T.TIE_O(party=party_name(p)), (party_id(p),),
                      R("nucleum.baron.logic_tapped"), data={"party": i})

    def resolve(self, g, s, e, answer, ev):
        p = PARTIES.index(answer)
        ev.append(Event(T.EV_BARON_STEP["step4"](party=party_name(p)), R_STEP4,
                        objects=(party_id(p),)))
        baron_place(s, p, ev)
