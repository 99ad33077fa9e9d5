"""``bts.research``: choose a technology space of the level to research (a population cube
marks it); the first discoverer of an empty space draws its card."""

from __future__ import annotations

from desktop.engine.flow import Pending, Step, push
from desktop.engine.protocol import Legal, Option, SeatRef
from desktop.games.bts import effects as X
from desktop.games.bts import msgs as T
from desktop.games.bts import refs as R
from desktop.games.bts.steps import STEPS


def discover(s, seat: int, slot: str, card: str, ev) -> None:
    """Place the chosen card, reveal and resolve the space's event, then the immediate
    effects (bts.event.reveal, bts.tech.immediate)."""
    c = X.cat(s)
    tech = c.techs[card]
    s.slots[slot] = card
    ev.append(X.event(T.DISCOVERED(player=SeatRef(seat), tech=X.nm(tech), slot=slot),
                      R.TECH_FIRST_CHOOSES, seat, tech.standin, objects=(f"slot:{slot}", card)))
    later = []
    eid = s.slot_events.get(slot)
    if eid is not None:
        s.slot_events[slot] = None
        evc = c.events[eid]
        if evc.vp > 0:
            s.players[seat].events.append(eid)
        else:
            s.events_done.append(eid)
        ev.append(X.event(T.EVENT_REVEALED(slot=slot, event=X.nm(evc)), R.EVENT_REVEAL, seat,
                          evc.standin, reveals=True, objects=(f"slot:{slot}", eid)))
        rule = R.EVENT_KC24X if eid == "e3.kc24x" else (
            R.EVENT_SECRET_ARMS if eid == "e2.secret_arms" else
            (R.GUILD_UNLOCK_LEVEL1 if evc.fixed else R.APP_STANDIN))
        if evc.effects:
            later.append(X.run_later(s, seat, X.fx_list(evc.effects), eid, rule, evc.standin))
    if tech.immediate:
        later.append(X.run_later(s, seat, X.fx_list(tech.immediate), card, R.TECH_IMMEDIATE,
                                 tech.standin))
    if later:
        push(s, *later)


@STEPS.register
class Research(Step):
    kind = "bts.research"
    rule = R.TECH_UP_TREE

    def legal(self, g, s, e):
        return Legal("one", tuple(X.researchable(s, e.seat, e["level"])))

    def prompt(self, g, s, e):
        return T.RESEARCH_PROMPT(level=X.ROMAN[e["level"]])

    def option(self, g, s, e, i):
        card = s.slots[i]
        if card is None:
            return Option(i, T.RESEARCH_NEW(slot=i), (f"slot:{i}",), R.TECH_FIRST_CHOOSES,
                          data={"new": True})
        tech = X.cat(s).techs[card]
        return Option(i, T.RESEARCH_OPTION(tech=X.nm(tech), slot=i), (f"slot:{i}", card),
                      R.TECH_UP_TREE, data={"new": False, "standin": tech.standin})

    def forced(self, g, s, e):
        ids = X.researchable(s, e.seat, e["level"])
        return ids[0] if len(ids) == 1 else None

    def resolve(self, g, s, e, answer, ev):
        seat, slot = e.seat, answer
        p = s.players[seat]
        p.pop -= 1
        p.researched.append(slot)
        card = s.slots[slot]
        if card is not None:
            tech = X.cat(s).techs[card]
            ev.append(X.event(T.RESEARCHED(player=SeatRef(seat), tech=X.nm(tech)), R.TECH_MARKER,
                              seat, tech.standin, objects=(f"slot:{slot}",)))
            X.queue(s, seat, X.fx_list(tech.immediate), card, R.TECH_IMMEDIATE, tech.standin)
            return
        drawn = X.draw_candidates(s, slot)
        names = X.names(X.cat(s).techs[c] for c in drawn)
        ev.append(X.event(T.DREW(player=SeatRef(seat), cards=names, slot=slot), R.TECH_DRAW, seat,
                          reveals=True, objects=tuple(drawn)))
        if len(drawn) == 1:
            discover(s, seat, slot, drawn[0], ev)
        else:
            push(s, Pending("bts.choose_card", seat, {"slot": slot, "cards": drawn}, e.source))
