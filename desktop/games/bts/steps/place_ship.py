"""``bts.place_ship``: a new ship goes to the Solar System or a shipyard you control."""

from __future__ import annotations

from desktop.engine.flow import Step
from desktop.engine.protocol import Legal, Option
from desktop.games.bts import effects as X
from desktop.games.bts import msgs as T
from desktop.games.bts import refs as R
from desktop.games.bts.steps import STEPS


@STEPS.register
class PlaceShip(Step):
    kind = "bts.place_ship"
    rule = R.MAP_BUILD

    def legal(self, g, s, e):
        return Legal("one", tuple(X.build_places(s, e.seat)))

    def prompt(self, g, s, e):
        return T.PLACE_PROMPT(level=e["level"])

    def option(self, g, s, e, i):
        return Option(i, X.area_name(i), (f"area:{i}",), R.MAP_BUILD)

    def forced(self, g, s, e):
        places = X.build_places(s, e.seat)
        return places[0] if len(places) == 1 else None

    def resolve(self, g, s, e, answer, ev):
        X.add_ship(s.players[e.seat], answer, e["level"])
        X.update_control(s, ev)
