"""rftg.gamble: Gambling World: name a cost from 1 to 7 and flip the top card; keep it if its
cost matches."""

from __future__ import annotations

from desktop.engine.protocol import Event, Legal
from desktop.games.rftg.flow import consume_next
from desktop.games.rftg.msgs import (E_GAMBLE_LOSE, E_GAMBLE_WIN, P_GAMBLE, POWER_RULES, card_name,
                                     cid, msg, player)
from desktop.games.rftg.piles import pop, to_discard
from desktop.games.rftg.rules import DESIGN
from desktop.games.rftg.steps.base import STEPS, RftgStep, follow

R_GAMBLE = POWER_RULES["gamble"]
_COSTS = Legal("number", (), 1, 7)


@STEPS.register
class Gamble(RftgStep):
    kind = "rftg.gamble"
    rule = R_GAMBLE

    def legal(self, game, st, e):
        return _COSTS

    def accepts(self, game, st, e, answer):
        return type(answer) is int and 1 <= answer <= 7

    def prompt(self, game, st, e):
        return P_GAMBLE()

    def resolve(self, game, st, e, answer, ev):
        seat = e.seat
        c = pop(st, seat, ev)
        if c >= 0:
            hit = DESIGN[c].cost == answer
            tpl = E_GAMBLE_WIN if hit else E_GAMBLE_LOSE
            ev.append(Event(msg(tpl, player=player(seat), count=answer, card=card_name(c)),
                            R_GAMBLE, seat=seat, reveals=True, objects=(cid(c),)))
            if hit:
                st.seats[seat].hand.append(c)
            else:
                to_discard(st, seat, c)
        follow(st, e, consume_next(st, seat))
