""""What happens next?": the player whose turn it is on the table declares it
(nucleum.flow.declare)."""

from __future__ import annotations

from desktop.engine.flow import Pending, push
from desktop.engine.protocol import Event, Legal, Option, RuleRef as R
from desktop.games.nucleum import court as K
from desktop.games.nucleum import msgs as T
from desktop.games.nucleum.data import COURT
from desktop.games.nucleum.flow import condition_label, conditions, end_needed, end_triggered
from desktop.games.nucleum.msgs import side_name
from desktop.games.nucleum.scoring import start_scoring
from desktop.games.nucleum.steps.base import STEPS, NucleumStep

R_DECLARE = R("nucleum.flow.declare")


def end_rule(cond: str) -> R:
    return R("nucleum.final.solo_trigger" if cond in COURT.end.alone
             else "nucleum.final.conditions")


@STEPS.register
class Main(NucleumStep):
    kind = "nucleum.main"
    rule = R_DECLARE

    def legal(self, g, s, e):
        seat = e.seat
        ids: list[str] = []
        if K.on_court(s, seat) < COURT.workers.total:
            ids.append("court")
        if s.baron:
            ids.append("baron")
        if s.seats > 1:
            ids.append("next")
        if s.kings_days < COURT.kings_days.max:
            ids.append("kings_day")
        if end_triggered(s):
            ids.append("final")
        else:
            ids += [f"end:{c}" for c in conditions(s) if c not in s.end_met]
        if not s.e7[seat]:
            ids.append("e7")
        if not s.e8[seat]:
            ids.append("e8")
        return Legal("one", tuple(ids))

    def prompt(self, g, s, e):
        return T.WHAT_NEXT(player=side_name(s, e.seat))

    def option(self, g, s, e, i):
        if i == "court":
            return Option(i, T.O_COURT(), ("court",), R("nucleum.court.action"))
        if i == "baron":
            return Option(i, T.O_BARON(), ("baron",), R("nucleum.baron.priority"))
        if i == "next":
            return Option(i, T.O_NEXT(), (), R("nucleum.flow.turn"))
        if i == "kings_day":
            return Option(i, T.O_KD(), ("king",), R("nucleum.kingsday.trigger"))
        if i == "final":
            return Option(i, T.O_FINAL(), (), R("nucleum.final.agendas"))
        if i in ("e7", "e8"):
            return Option(i, T.O_TECH(tech=i.upper()), (), R(f"nucleum.tech.{i}"),
                          data={"tech": i})
        cond = i[4:]
        return Option(i, T.O_END(condition=condition_label(s, cond)), (), end_rule(cond),
                      data={"condition": cond})

    def resolve(self, g, s, e, answer, ev):
        seat = e.seat
        if answer == "court":
            push(s, Pending("nucleum.court_source", seat, source="court"))
        elif answer == "baron":
            push(s, Pending("nucleum.baron_supply", 0, source="baron"))
        elif answer == "next":
            s.turn = (s.turn + 1) % s.seats
            ev.append(Event(T.EV_NEXT(side=side_name(s, s.turn)), R("nucleum.flow.turn"), s.turn))
        elif answer in ("kings_day", "final"):
            start_scoring(s, answer, ev)
        elif answer in ("e7", "e8"):
            getattr(s, answer)[seat] = True
            ev.append(Event(T.EV_TECH(side=side_name(s, seat), tech=answer.upper()),
                            R(f"nucleum.tech.{answer}"), seat))
        else:
            cond = answer[4:]
            s.end_met.append(cond)
            rule = end_rule(cond)
            ev.append(Event(T.EV_END(condition=condition_label(s, cond), met=len(s.end_met),
                                     needed=end_needed(s)), rule, seat,
                            unconfirmed=cond in COURT.end.alone or cond == "vp_flag"))
            if end_triggered(s):
                ev.append(Event(T.EV_END_TRIGGERED(), rule))
