"""Agenda scoring: a figure the app cannot see, asked of the player who scores it (how many
contracts, Progress spaces, ...; nucleum.agenda.*)."""

from __future__ import annotations

from desktop.engine.protocol import Legal, RuleRef as R
from desktop.games.nucleum import msgs as T
from desktop.games.nucleum.cards import AGENDA_QUESTIONS, AGENDA_UNITS
from desktop.games.nucleum.data import COURT
from desktop.games.nucleum.msgs import party_name, side_name
from desktop.games.nucleum.scoring import scoring_entry
from desktop.games.nucleum.steps.base import STEPS, NucleumStep


@STEPS.register
class Ask(NucleumStep):
    kind = "nucleum.ask"
    rule = R("nucleum.kingsday.leaders")

    def legal(self, g, s, e):
        return Legal("number", (), 0, COURT.agendas[e["agenda"]].max)

    def rule_of(self, g, s, e):
        return R(COURT.agendas[e["agenda"]].rule)

    def prompt(self, g, s, e):
        ag = e["agenda"]
        return T.ASK(player=side_name(s, e.seat), party=party_name(s.agendas.index(ag)),
                     question=AGENDA_QUESTIONS[ag]())

    def unit(self, g, s, e):
        return AGENDA_UNITS[e["agenda"]]()

    def resolve(self, g, s, e, answer, ev):
        scoring_entry(s)["figures"][f"{e.seat}:{e['agenda']}"] = int(answer)
