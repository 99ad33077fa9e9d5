"""Baron von Automat at the Court (solo): where his worker goes (steps 1-4 of his Court
decision, nucleum.baron.*), the Logic card for a tie, and his Party bonus."""

from __future__ import annotations

from desktop.engine.flow import Pending, push
from desktop.engine.protocol import Event, RuleRef as R
from desktop.games.nucleum import court as K
from desktop.games.nucleum import msgs as T
from desktop.games.nucleum.actions import place_checks, update_contracts
from desktop.games.nucleum.data import COURT, PARTIES
from desktop.games.nucleum.msgs import party_id, party_name
from desktop.games.nucleum.state import NucleumState


def baron_turn(s: NucleumState, ev: list[Event]) -> None:
    """His worker goes to the Court: the Party his steps select (a tie on tapped Logic cards
    asks the table, ``nucleum.baron_tie``)."""
    parties, step = K.baron_choice(s)
    if step != "step4":
        p = parties[0]
        ev.append(Event(T.EV_BARON_STEP[step](party=party_name(p)), R(f"nucleum.baron.{step}"),
                        objects=(party_id(p),),
                        unconfirmed=(step == "step3" and not K.baron_eligible(s))))
        baron_place(s, p, ev)
        return
    if s.logic == "tapped":
        push(s, Pending("nucleum.baron_tie", 0, {"parties": list(parties)}, source="baron"))
        return
    # the digital house rule: a number 1-13 read as a Setup card, walk to a tied Party
    while True:
        card = 1 + s.rng.randbelow(COURT.setup_cards.count)
        start = K.logic_party(card)
        if start is None:
            ev.append(Event(T.EV_LOGIC_REDRAW(card=card), R("nucleum.baron.logic_digital"),
                            reveals=True, unconfirmed=True))
            continue
        ev.append(Event(T.EV_LOGIC(card=card), R("nucleum.baron.logic_digital"), reveals=True,
                        unconfirmed=True))
        break
    p = K.walk_to_tied(start, parties)
    ev.append(Event(T.EV_BARON_STEP["step4"](party=party_name(p)), R("nucleum.baron.step4"),
                    objects=(party_id(p),), unconfirmed=True))
    baron_place(s, p, ev)


def baron_place(s: NucleumState, p: int, ev: list[Event]) -> None:
    """His Politician enters Party ``p`` and he takes its bonus (the Communists' asks the table
    about his reserve, ``nucleum.baron_reserve``)."""
    b = s.baron_side
    ev.append(Event(T.EV_PLACED(side=T.BARON(), party=party_name(p)), R("nucleum.baron.place"),
                    objects=(party_id(p),)))
    ev += place_checks(s, b, p)
    pid = PARTIES[p]
    if pid == "com":
        push(s, Pending("nucleum.baron_reserve", 0, source="baron"))
    elif pid == "rea":
        s.vp["baron_bonus"][b] += COURT.baron.bonus["rea"].vp
        ev.append(Event(T.EV_BARON_BONUS["rea"](), R("nucleum.baron.bonus")))
    else:
        ev.append(Event(T.EV_BARON_BONUS[pid](), R("nucleum.baron.bonus"),
                        unconfirmed=(pid == "ft")))
    ev += update_contracts(s)
