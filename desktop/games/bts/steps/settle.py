"""``bts.settle``: set aside ships of at least the system's strength; then the colonisation's
other steps (send the rest to Deep Space, take the card and reveal a new one, place another
disc, resolve the bonus)."""

from __future__ import annotations

from desktop.engine.flow import Step
from desktop.engine.protocol import Illegal, Legal, Option, SeatRef
from desktop.games.bts import board as B
from desktop.games.bts import effects as X
from desktop.games.bts import msgs as T
from desktop.games.bts import refs as R
from desktop.games.bts.steps import STEPS


def _levels(s, e) -> list[int]:
    return sorted(s.players[e.seat].ships.get(e["area"], ()))


def _need(s, e) -> int:
    return X.cat(s).systems[s.systems[e["area"]]].strength


@STEPS.register
class Settle(Step):
    kind = "bts.settle"
    rule = R.COLONISE_SETTLE

    def legal(self, g, s, e):
        n = len(_levels(s, e))
        return Legal("some", tuple(f"s{i}" for i in range(n)), 1, n)

    def prompt(self, g, s, e):
        card = X.cat(s).systems[s.systems[e["area"]]]
        return T.SETTLE_PROMPT(n=card.strength, system=X.nm(card))

    def option(self, g, s, e, i):
        lv = _levels(s, e)[int(i[1:])]
        return Option(i, T.SHIP_OPTION(level=lv, area=X.area_name(e["area"])),
                      (f"area:{e['area']}",), R.COLONISE_SETTLE, data={"level": lv})

    def refuse(self, g, s, e, answer):
        levels = _levels(s, e)
        got = sum(levels[int(a[1:])] for a in answer)
        need = _need(s, e)
        if got < need:
            card = X.cat(s).systems[s.systems[e["area"]]]
            return Illegal(T.NOT_ENOUGH_STRENGTH(got=got, need=need, system=X.nm(card)),
                           R.COLONISE_SETTLE)
        return None

    def forced(self, g, s, e):
        levels = _levels(s, e)
        return [f"s{i}" for i in range(len(levels))] if sum(levels) == _need(s, e) else None

    def sample(self, g, s, e, legal, rng):
        levels = _levels(s, e)
        order = list(range(len(levels)))
        rng.shuffle(order)
        need, got, out = _need(s, e), 0, []
        for i in order:
            if got >= need and rng.randbelow(2) == 0:
                break
            out.append(f"s{i}")
            got += levels[i]
        return out

    def resolve(self, g, s, e, answer, ev):
        seat, area = e.seat, e["area"]
        c = X.cat(s)
        p = s.players[seat]
        levels = _levels(s, e)
        chosen = sorted((int(a[1:]) for a in answer), reverse=True)
        for i in chosen:
            X.remove_ship(p, area, levels[i])
            X.return_supply(p)
        for lv in list(p.ships.get(area, ())):
            X.remove_ship(p, area, lv)
            X.add_ship(p, B.DEEP, lv)
        card_id = s.systems[area]
        card = c.systems[card_id]
        p.colonies.append(card_id)
        p.colony_discs += 1
        s.control[area] = -1
        s.base_kind.pop(area, None)
        if X.take_disc(p, card.discs[-1]) is not None:
            p.colony_discs += 1
        ev.append(X.event(T.COLONISED(player=SeatRef(seat), system=X.nm(card)), R.COLONISE_DISCOVER,
                          seat, card.standin, objects=(f"area:{area}", card_id)))
        deck = s.system_decks["A" if area.startswith("A") else "B"]
        if deck:
            s.systems[area] = deck.pop(0)
            ev.append(X.event(T.NEW_SYSTEM(system=X.nm(c.systems[s.systems[area]]),
                                           area=X.area_name(area)),
                              R.COLONISE_DISCOVER, seat, reveals=True,
                              objects=(f"area:{area}", s.systems[area])))
        else:
            s.systems[area] = None
            ev.append(X.event(T.NO_SYSTEM(deck=area[0], area=X.area_name(area)),
                              R.COLONISE_DISCOVER, seat))
        X.update_control(s, ev)
        X.queue(s, seat, X.fx_list(card.bonus), card_id, R.COLONISE_BENEFITS, card.standin)
