"""rftg.temp_military: a seat conquering a world it is not yet strong enough for discards cards
for temporary military this phase (New Military Tactics from the tableau, Space Mercenaries
from the hand)."""

from __future__ import annotations

from desktop.engine.protocol import Event, Illegal, Legal, Option
from desktop.games.rftg.msgs import (E_TEMP, O_MERC, O_TEMP, P_BOOST, POWER_RULES, R_SETTLE_MIL,
                                     X_MERC, X_MIL, card_name, cid, msg, player)
from desktop.games.rftg.piles import to_discard
from desktop.games.rftg.powers import boost_sources
from desktop.games.rftg.steps.base import STEPS, RftgStep, card_of, cards_of

R_TACTICS = POWER_RULES["discard_military"]
R_MERCS = POWER_RULES["military_from_hand"]


@STEPS.register
class TempMilitary(RftgStep):
    kind = "rftg.temp_military"
    rule = R_SETTLE_MIL

    def legal(self, game, st, e):
        s = st.seats[e.seat]
        temp, merc = boost_sources(st, e.seat)
        ids = [cid(c) for c, v in temp]
        if merc:
            ids += [cid(c) for c in s.hand if c != s.selected]
        hi = len(temp) + (min(merc, len(s.hand) - 1) if merc else 0)
        return Legal("some", tuple(ids), 1, hi)

    def prompt(self, game, st, e):
        return P_BOOST(n=e.args["need"])

    def option(self, game, st, e, oid):
        c = card_of(oid)
        temp, _ = boost_sources(st, e.seat)
        for t, v in temp:
            if t == c:
                return Option(oid, O_TEMP(card=card_name(c), count=v), (oid,), R_TACTICS,
                              data={"military": v, "from": "tableau"})
        return Option(oid, O_MERC(card=card_name(c)), (oid,), R_MERCS,
                      data={"military": 1, "from": "hand"})

    def refuse(self, game, st, e, answer):
        temp, merc = boost_sources(st, e.seat)
        tv = dict(temp)
        total = 0
        hand_used = 0
        for c in cards_of(answer):
            if c in tv:
                total += tv[c]
            else:
                total += 1
                hand_used += 1
        if hand_used > merc:
            return Illegal(X_MERC(n=merc), R_MERCS)
        if total < e.args["need"]:
            return Illegal(X_MIL(), R_SETTLE_MIL)
        return None

    def sample(self, game, st, e, legal, rng):
        s = st.seats[e.seat]
        temp, merc = boost_sources(st, e.seat)
        need = e.args["need"]
        pool = list(temp)
        hand = [c for c in s.hand if c != s.selected]
        rng.shuffle(hand)
        pool += [(c, 1) for c in hand[:merc]]
        rng.shuffle(pool)
        out, total = [], 0
        for c, v in pool:
            if total >= need:
                break
            out.append(cid(c))
            total += v
        return out

    def resolve(self, game, st, e, answer, ev):
        seat = e.seat
        s = st.seats[seat]
        tv = dict(boost_sources(st, seat)[0])
        for c in cards_of(answer):
            if c in tv:
                s.tableau.remove(c)
                to_discard(st, seat, c)
                s.temp_military += tv[c]
                ev.append(Event(msg(E_TEMP, player=player(seat), card=card_name(c)), R_TACTICS,
                                seat=seat))
            else:
                s.hand.remove(c)
                to_discard(st, seat, c)
                s.temp_military += 1
                s.merc_used += 1
