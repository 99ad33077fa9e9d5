"""Phases I-III: the seat whose turn it is plays a card, uses an ACTION or a standard
project, sells a card, or passes.  One kind per phase:

- ``tmae.development``   I: one green card (3 MC off for the seat that picked it);
- ``tmae.construction``  II: one blue or red card; who picked it may play a second or draw;
- ``tmae.action``        III: ACTIONs of blue cards and standard projects, in turns until all pass.

Answer ids: ``play:<card>``, ``sell:<card>``, ``draw``, ``pass``, ``act:<card>:<variant>[:<card>]``,
``sp:<name>``.
"""

from __future__ import annotations

from desktop.engine.flow import push
from desktop.engine.protocol import Option
from desktop.games.tmae.actions import action_options, use_action
from desktop.games.tmae.costs import action_cost, can_play, card_cost, cost_context
from desktop.games.tmae.data import data
from desktop.games.tmae.effects import start_play
from desktop.games.tmae.flow import next_turn
from desktop.games.tmae.msgs import (O_ACT, O_ACT_WITH, O_DRAW, O_PASS, O_PLAY, O_SELL, O_SP, P_MAIN,
                                     PASS_EVENTS, RULE_ACTION, RULE_ACTION_BONUS, RULE_CARD_ACTION, RULE_CONS,
                                     RULE_CONS_BONUS, RULE_DEV, RULE_ORDER, RULE_SELL, SELL_GROUP, SP_RULES,
                                     card_name)
from desktop.games.tmae.piles import draw_to_hand, helion, sell, sell_value
from desktop.games.tmae.projects import SP_PAID_WITH, sp_open, sp_options, sp_prices, use_sp
from desktop.games.tmae.steps.base import PLAY_CODE, PLAY_IDS, SELL_CODE, SELL_IDS, STEPS, TmaeStep, lean
from desktop.games.tmae.text import action_text

CARDS = data().all


def main_options(s, seat: int) -> list[str]:
    """Options of the seat whose turn it is in phases I-III."""
    p = s.players[seat]
    out: list[str] = []
    if s.phase == 1:
        if p.plays_left:
            out = _playable(s, p, True)
    elif s.phase == 2:
        if p.plays_left or p.bonus_left:
            out = _playable(s, p, False)
        if p.bonus_left:
            out.append("draw")
    else:
        out = action_options(s, p) + sp_options(s, p)
    out.extend([SELL_IDS[c] for c in p.hand])
    out.append("pass")
    return out


def _playable(s, p, green: bool) -> list[str]:
    """``play:<card>`` of the hand's green (or blue and red) cards whose requirements are met
    and whose cost can be paid, selling other cards if need be (``costs.can_play``, with what
    every card shares computed once)."""
    ctx = cost_context(s, p)
    sells = sell_value(p) * (len(p.hand) - 1)
    heat = p.heat if helion(p) else None  # Helion: heat pays too
    out = []
    for c in p.hand:
        d = CARDS[c]
        if (d.kind == "green") != green:
            continue
        if d.req is None:  # no requirement, nothing to spend: the cost against what there is
            if card_cost(s, p, d, ctx) <= p.mc + sells + (heat or 0) or can_play(s, p, c, ctx, sells):
                out.append(PLAY_IDS[c])
        elif can_play(s, p, c, ctx, sells):
            out.append(PLAY_IDS[c])
    return out


def parse(answer: str) -> tuple:
    """An answer id as a typed value: ``("play", card)``, ``("act", card, variant, other|None)``..."""
    kind, _, rest = answer.partition(":")
    if kind in ("play", "sell"):
        return kind, int(rest)
    if kind == "act":
        parts = rest.split(":")
        return kind, int(parts[0]), int(parts[1]), int(parts[2]) if len(parts) > 2 else None
    if kind == "sp":
        return kind, rest
    return (kind,)


class Main(TmaeStep):
    phase: int
    plain = False

    def sample(self, game, s, e, legal, rng):
        # the ids are: doing something, then one sell per card in hand, then pass
        ids = legal.ids
        if len(ids) == 1:
            return ids[0]
        n_sell = len(s.players[e.seat].hand)
        n_doing = len(ids) - n_sell - 1
        r = rng.randbelow(100)
        if n_doing and r < 80:
            return ids[rng.randbelow(n_doing)]
        if n_sell:  # "pass" is always offered: sell when r < 92
            if r < 92:
                return ids[n_doing + rng.randbelow(n_sell)]
        return "pass"

    def legal(self, game, s, e):
        return lean("one", tuple(main_options(s, e.seat)))

    def prompt(self, game, s, e):
        return P_MAIN[self.phase]()

    def accepts(self, game, s, e, answer) -> bool:
        """True if ``answer`` is one of ``legal``'s ids, without listing them all (a False
        sends the answer through the full check, for its reason)."""
        if type(answer) is not str:
            return False
        p = s.players[e.seat]
        kind, _, rest = answer.partition(":")
        if kind == "pass":
            return not rest
        if kind == "sell":
            return SELL_CODE.get(answer) in p.hand
        if kind == "play":
            c = PLAY_CODE.get(answer)
            if c not in p.hand:
                return False
            if s.phase == 1:
                ok = p.plays_left and CARDS[c].kind == "green"
            elif s.phase == 2:
                ok = (p.plays_left or p.bonus_left) and CARDS[c].kind != "green"
            else:
                return False
            return bool(ok) and can_play(s, p, c, cost_context(s, p), sell_value(p) * (len(p.hand) - 1))
        if kind == "draw":
            return not rest and s.phase == 2 and p.bonus_left
        if kind == "act":
            return s.phase == 3 and answer in action_options(s, p)
        if kind == "sp":
            return s.phase == 3 and sp_open(s, p, rest)
        return False

    def option(self, game, s, e, i):
        p = s.players[e.seat]
        a = parse(i)
        k = a[0]
        if k == "play":
            c = a[1]
            rule = RULE_DEV if s.phase == 1 else RULE_CONS
            if s.phase == 2 and not p.plays_left:
                rule = RULE_CONS_BONUS
            return Option(i, O_PLAY(card=card_name(c)), (f"card:{c}",), rule,
                          data={"card": c, "cost": card_cost(s, p, CARDS[c])})
        if k == "sell":
            c = a[1]
            v = sell_value(p)
            return Option(i, O_SELL(card=card_name(c), mc=v), (f"card:{c}",), RULE_SELL,
                          data={"group": SELL_GROUP(), "card": c, "mc": v})
        if k == "draw":
            return Option(i, O_DRAW(), ("deck",), RULE_CONS_BONUS)
        if k == "pass":
            return Option(i, O_PASS(), (), RULE_ORDER)
        if k == "act":
            _, c, v, other = a
            var = CARDS[c].action[v]
            text = action_text(var, False)
            rule = RULE_ACTION_BONUS if c in p.used else RULE_CARD_ACTION
            d = {"card": c, "variant": v, "cost": action_cost(p, c, var)}
            if other is not None:
                d["other"] = other
                return Option(i, O_ACT_WITH(card=card_name(c), text=text, other=card_name(other)),
                              (f"card:{c}", f"card:{other}"), rule, data=d)
            return Option(i, O_ACT(card=card_name(c), text=text), (f"card:{c}",), rule, data=d)
        name = a[1]
        return Option(i, O_SP[name](), (f"sp:{name}",), SP_RULES[name],
                      data={"price": sp_prices(p)[name], "paid_with": SP_PAID_WITH[name]})

    def resolve(self, game, s, e, answer, ev):
        seat = e.seat
        p = s.players[seat]
        a = parse(answer)
        k = a[0]
        if k == "sell":
            sell(s, seat, a[1], ev)
            if p.hand:  # still cards in hand: the same turn goes on (RULE_SELL_WHEN)
                push(s, e)
            return
        if k == "pass":
            p.done = True
            ev.append(PASS_EVENTS[seat])
        elif k == "draw":
            p.bonus_left = False
            draw_to_hand(s, seat, 1, ev)
        elif k == "play":
            if s.phase == 2 and not p.plays_left:
                p.bonus_left = False
            else:
                p.plays_left -= 1
            start_play(s, seat, a[1], ev)
        elif k == "act":
            use_action(s, seat, a[1], a[2], a[3], ev)
        else:
            use_sp(s, seat, a[1], ev)
        if s.phase == 3:
            next_turn(s)


@STEPS.register
class Development(Main):
    kind = "tmae.development"
    rule = RULE_DEV
    phase = 1


@STEPS.register
class Construction(Main):
    kind = "tmae.construction"
    rule = RULE_CONS
    phase = 2


@STEPS.register
class Action(Main):
    kind = "tmae.action"
    rule = RULE_ACTION
    phase = 3
