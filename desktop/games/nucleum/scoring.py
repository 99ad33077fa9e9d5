"""Agenda scoring: King's Day (nucleum.kingsday.*) and the final scoring (nucleum.final.*),
technology E8, the auction's lost bids, and the court's score sheet."""

from __future__ import annotations

from desktop.engine.flow import Pending, push
from desktop.engine.protocol import Event, Outcome, RuleRef as R, ScoreLine
from desktop.games.nucleum import court as K
from desktop.games.nucleum import msgs as T
from desktop.games.nucleum.actions import update_contracts
from desktop.games.nucleum.cards import AGENDA_NAMES, AGENDA_UNITS
from desktop.games.nucleum.data import COURT, PARTIES
from desktop.games.nucleum.msgs import party_id, party_name, side_name, tok
from desktop.games.nucleum.state import NEUTRAL, NucleumState

VP_CATEGORIES = ("benefit", "kings_day", "final", "e8", "baron_bonus", "auction")


def total_vp(s: NucleumState, side: int) -> int:
    return sum(s.vp[k][side] for k in VP_CATEGORIES)


def start_scoring(s: NucleumState, kind: str, ev: list[Event]) -> None:
    """King's Day (``kind`` "kings_day") or the final scoring ("final"): ask each figure the
    app cannot see (``nucleum.ask``), then score (``nucleum.score``)."""
    if kind == "kings_day":
        ev.append(Event(T.EV_KD(number=s.kings_days + 1), R("nucleum.kingsday.trigger")))
    else:
        ev.append(Event(T.EV_FINAL(), R("nucleum.final.agendas")))
    asks = [Pending("nucleum.ask", seat, {"agenda": ag}, source=f"scoring:{kind}")
            for seat, ag in K.needed_figures(s)]
    push(s, *asks, Pending("nucleum.score", 0, {"kind": kind, "figures": {}},
                           source=f"scoring:{kind}"))


def scoring_entry(s: NucleumState) -> Pending | None:
    """The scoring under way (its figures so far), if any."""
    for e in reversed(s.pending):
        if e.kind == "nucleum.score":
            return e
    return None


def figure(s: NucleumState, figures: dict, seat: int, agenda: str) -> int:
    if agenda == "parties":
        return K.memberships(s, seat)
    return figures[f"{seat}:{agenda}"]


def score(s: NucleumState, kind: str, figures: dict, ev: list[Event]) -> None:
    cat = "kings_day" if kind == "kings_day" else "final"
    lines: list[dict] = []
    totals: dict[str, int] = {}

    def note(what: str, seat: int | None, p: int | None, vp: int) -> None:
        """A line of the table's breakdown, with the side's running total of this scoring."""
        key = "baron" if seat is None else f"seat.{seat}"
        totals[key] = totals.get(key, 0) + vp
        lines.append({"what": what, "seat": seat, "side": key,
                      "party": None if p is None else party_id(p), "vp": vp,
                      "total": totals[key]})

    # steps 1 and 2 (everything is read before any removal: the snapshot)
    for p in range(4):
        ld = s.leader[p]
        if ld is None or ld == NEUTRAL or ld >= s.seats:
            continue
        ag = s.agendas[p]
        vp = K.agenda_vp(ag, figure(s, figures, ld, ag))
        s.vp[cat][ld] += vp
        note("leader", ld, p, vp)
        ev.append(Event(T.EV_SCORE(side=side_name(s, ld), vp=vp, party=party_name(p),
                                   agenda=AGENDA_NAMES[ag]()), R("nucleum.kingsday.leaders"), ld,
                        objects=(f"agenda.{PARTIES[p]}",),
                        unconfirmed=COURT.agendas[ag].unconfirmed))
    k = s.king
    ag = s.agendas[k]
    for seat in range(s.seats):
        if s.pols[k][seat] > 0:
            vp = K.agenda_vp(ag, figure(s, figures, seat, ag))
            s.vp[cat][seat] += vp
            note("member", seat, k, vp)
            ev.append(Event(T.EV_SCORE_DOM(side=side_name(s, seat), vp=vp, party=party_name(k)),
                            R("nucleum.kingsday.dominant"), seat, objects=(f"agenda.{PARTIES[k]}",)))
    if s.baron:
        occasion = s.kings_days + 1 if kind == "kings_day" else 4
        led, dom, vp = K.baron_court_vp(s, occasion)
        s.vp[cat][s.baron_side] += vp
        note("baron", None, None, vp)
        rule = ("nucleum.baron.harder_scoring"
                if (s.harder_scoring and occasion >= COURT.baron.harder_from_kings_day)
                else "nucleum.baron.scoring")
        tpl = T.EV_BARON_SCORE_DOM if dom else T.EV_BARON_SCORE
        ev.append(Event(tpl(n=led, vp=vp), R(rule)))
    s.last_scoring = {"kind": kind, "number": s.kings_days + 1, "lines": lines}
    if kind == "kings_day":
        ev += removals(s)
        s.kings_days += 1
    else:
        for seat in range(s.seats):
            if s.e8[seat]:
                n = K.on_court(s, seat)
                vp = K.e8_vp(n)
                s.vp["e8"][seat] += vp
                note("e8", seat, None, vp)
                ev.append(Event(T.EV_E8(side=side_name(s, seat), count=n, vp=vp),
                                R("nucleum.tech.e8"), seat, unconfirmed=True))
        if s.choice_order:
            for seat in range(s.seats):
                vp = auction_loss(s, seat)
                if vp:
                    s.vp["auction"][seat] -= vp
                    note("auction", seat, None, -vp)
                    ev.append(Event(T.EV_AUCTION_LOST(side=side_name(s, seat), vp=vp),
                                    R("nucleum.auction.cost"), seat))
        s.phase = "over"
        ev.append(Event(T.EV_OVER(), R("nucleum.flow.tracked")))
    ev += update_contracts(s)


def projection(s: NucleumState) -> dict:
    """"If King's Day came now": for every player the agendas they would score (steps 1 and 2,
    in scoring order) and the VP the app can count (the others need a figure from the table),
    and the Baron's VP.  After the third King's Day the next scoring is the final one."""
    occasion = s.kings_days + 1 if s.kings_days < COURT.kings_days.max else 4
    lines: dict[int, list[dict]] = {seat: [] for seat in range(s.seats)}
    order: list[dict] = []

    def line(seat: int, p: int, role: str) -> None:
        ag = s.agendas[p]
        a = COURT.agendas[ag]
        fig = K.memberships(s, seat) if a.computed else None
        x = {"seat": seat, "role": role, "party": party_id(p), "agenda": ag,
             "computed": a.computed, "vp_per": a.vp_per, "figure": fig,
             "vp": None if fig is None else K.agenda_vp(ag, fig), "unit": AGENDA_UNITS[ag]()}
        lines[seat].append(x)
        order.append(x)

    for p in range(4):
        ld = s.leader[p]
        if ld is not None and ld != NEUTRAL and ld < s.seats:
            line(ld, p, "leader")
    for seat in range(s.seats):
        if s.pols[s.king][seat] > 0:
            line(seat, s.king, "member")
    players = [{"seat": seat, "id": f"seat.{seat}", "lines": ls,
                "vp": sum(x["vp"] or 0 for x in ls),
                "asked": sum(1 for x in ls if x["vp"] is None)}
               for seat, ls in lines.items()]
    baron = None
    if s.baron:
        led, dom, vp = K.baron_court_vp(s, occasion)
        baron = {"led": led, "dominant": bool(dom), "vp": vp}
    return {"occasion": occasion, "final": occasion > COURT.kings_days.max,
            "lines": order, "players": players, "baron": baron}


def removals(s: NucleumState) -> list[Event]:
    ev = []
    for p, side in K.remove_leaders(s):
        ev.append(Event(T.EV_REMOVE_LEADER(side=side_name(s, side), party=party_name(p)),
                        R("nucleum.kingsday.remove_leaders"), objects=(party_id(p),)))
    k = s.king
    for side in K.remove_dominant(s):
        ev.append(Event(T.EV_REMOVE_DOM(side=side_name(s, side), party=party_name(k)),
                        R("nucleum.kingsday.remove_dominant"), objects=(party_id(k),)))
    t = K.remove_highest_neutral(s)
    if t is not None:
        ev.append(Event(T.EV_REMOVE_NEUTRAL(token=tok(t)), R("nucleum.kingsday.neutrals"),
                        objects=(f"neutral.{t}",)))
    src, dst = K.move_arrow(s)
    ev.append(Event(T.EV_ARROW(src=party_name(src), dst=party_name(dst)),
                    R("nucleum.kingsday.neutrals"), objects=("neutral.arrow", party_id(dst))))
    for p, side in K.reseat_leaders(s):
        msg = (T.EV_RESEAT_NEUTRAL(token=tok(s.leader_neutral[p]), party=party_name(p))
               if side == NEUTRAL else T.EV_RESEAT(side=side_name(s, side), party=party_name(p)))
        ev.append(Event(msg, R("nucleum.kingsday.reseat"), objects=(f"leader.{PARTIES[p]}",),
                        unconfirmed=(side == NEUTRAL)))
    if K.replace_king(s):
        ev.append(Event(T.EV_KING(party=party_name(s.king)), R("nucleum.kingsday.king"),
                        objects=("king", party_id(s.king))))
    return ev


def auction_loss(s: NucleumState, seat: int) -> int:
    """Everyone but the first to pass loses their last bid (nucleum.auction.order)."""
    if not s.choice_order or (s.auction_passed and s.auction_passed[0] == seat):
        return 0
    return s.auction_last[seat]


def outcome(s: NucleumState) -> Outcome | None:
    if s.phase != "over":
        return None
    # The app keeps only the court's VP (the Baron's as a last column in solo); the rest
    # of the score is on the main board, so the winner is decided at the table.
    sides = range(s.sides)
    scores = tuple(total_vp(s, i) for i in sides)
    sheet = tuple(ScoreLine(T.SHEET[k](), tuple(s.vp[k][i] for i in sides))
                  for k in VP_CATEGORIES
                  if k != "baron_bonus" or s.baron)
    note = T.NOTE_BARON(vp=total_vp(s, s.baron_side)) if s.baron else T.NOTE()
    return Outcome(scores, (), sheet, None, note, partial=True)
