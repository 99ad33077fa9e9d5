"""100.4 and comment 4: over 3 secret objectives, return 1 unscored one; the deck is shuffled
before the next player may draw."""

from __future__ import annotations

from desktop.engine.protocol import Event, Option, SeatRef
from desktop.games.ti4 import msgs as T
from desktop.games.ti4.data import name_of, objectives
from desktop.games.ti4.piles import shuffle_secrets
from desktop.games.ti4.refs import R_LIMIT, R_RETURN_FIRST
from desktop.games.ti4.steps.base import STEPS, OneStep, objective_of


@STEPS.register
class ReturnSecret(OneStep):
    kind = "ti4.return"
    rule = R_LIMIT

    def ids(self, g, s, e):
        return tuple(["obj:" + o for o in s.players[e.seat].unscored()])

    def prompt(self, g, s, e):
        return T.RETURN_PROMPT()

    def option(self, g, s, e, i):
        o = objectives()[objective_of(i)]
        return Option(i, T.RETURN_OPTION(objective=name_of(o)), (i, "deck:secret"), R_LIMIT,
                      data={"objective": i})

    def resolve(self, g, s, e, answer, ev):
        back = objective_of(answer)
        s.players[e.seat].secrets.remove(back)
        s.secret_deck.append(back)
        ev.append(Event(T.RETURNS(player=SeatRef(e.seat)), R_LIMIT, seat=e.seat,
                        objects=("deck:secret",)))
        shuffle_secrets(s, ev, R_RETURN_FIRST)
