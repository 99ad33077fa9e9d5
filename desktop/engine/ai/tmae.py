"""Terraforming Mars: Ares Expedition: heuristics of the computer players (protocol only).

What it reads: the question's lean form (``legal``: option ids ``play:<code>``,
``sell:<code>``, ``phase:<n>``, ``pay:<a>:<b>:<heat>``..., stable because answer logs save
them; a set of the seat's drawn cards is kept, a set of its hand let go), ``view(state, seat)``
(MC, production, the hand's costs and which cards are playable now, parameters) and the public
card list ``cards_json()``, whose card texts are generated from the cards' structured data (so
a pattern over them is exact).

Everything is valued in VP at the pace of the game: a TR step is a VP and one more MC at each
Production phase still to come, a production step pays at each of them, MC are worth a tenth
of a VP at the end (a 20-MC forest buys 2) and more before it, by the phases still to come
(``mc``: an MC spent early pays again at each of them).  A step on Mars is worth more than
its TR: with rivals it is a step of the shared 42 that they cannot take (``PUSH``); solo it is
the win (``SOLO_STEP``, and the evaluation's ``solo_capacity``).  Steel, titanium and a
card's lasting discount are worth the MC they save on the cards to come (``CARDS_PER_ROUND``
a round, on the share of the deck they apply to).  A step on a parameter
already at its maximum raises no TR and is worth nothing, and neither is heat once the
temperature is at its maximum.  A card in hand is worth half of what playing it would bring
(``hold_value``), so paying by selling cards costs what they were worth kept, and Research is
worth the best of the cards it draws.  With rivals cards are also sold in the Action phase for
a standard project the seat cannot pay yet (``sale_for_project``).  What a card is worth, and
the rates of MC, heat, plants and cards: :mod:`desktop.engine.ai.tmae_cards`.
"""

from __future__ import annotations

import math

from desktop.engine.ai import tmae_phases
from desktop.engine.ai import tmae_cards
from desktop.engine.ai.tmae_cards import (Card, cost_rate, income_worth, mc, memo_key, rates,
                                          slope_of)
from desktop.engine.ai.adapters import SAMPLE, Adapter, Judgement
from desktop.engine.protocol import Game, Legal, legal_of
from desktop.engine.rng import Rng

#: Production phases still to come, estimated from the terraforming left (a 2-4 player game
#: terraforms about 4 steps a round once it runs; solo: the 25 rounds)
PACE = 4.0

#: what a step on Mars is worth beyond its TR and income.  Two or more players race for
#: the same 42 steps: a step I take is one another player cannot, and it brings the end
#: nearer (easy against easy, 400 games, seats swapped: 1.5 beats 0 in 61.5% with +2.9 VP,
#: and beats 1, 2 and 3 in 54-56%, within the noise: the same harness with identical players
#: gives 45.5%)
PUSH = 1.5
#: solo: the game is won only if Mars is terraformed by the end of round 25 (medium on
#: expert, 20 games: 9.4 steps short at the end with 0 -> 6.3 with 4, with the two below)
SOLO_STEP = 4.0
#: solo: VP the evaluation takes off per step Mars still lacks, and per step more than the
#: seat's stock and production can still make (``solo_capacity``)
SOLO_LEFT = 2.0
SHORT = 2.0
#: solo: what a finished game that is won is worth beyond its VP
SOLO_WIN = 10.0
#: solo: the share of the rounds to come that have a Production phase, and the steps a card
#: in hand is good for
SOLO_PROD = 0.5
CARD_STEPS = 0.3
#: an ACTION whose effect the text reader does not value (adding a resource to a card)
ACT = 1.0

#: with rivals, the paired standard errors by which the search's best answer must beat the
#: heuristic's own (``TmaeAdapter.guard``).  Medium self-play, no clock, 80 games from seed
#: 60000: 14.86 rounds without, 14.30 at 0.5, 14.04 at 1.0; medium at 1.0 against medium
#: without, 200 games from seed 30000, seats swapped: 61.5% [54.6, 68.0] won, +1.0 VP
RIVALS_GUARD = 1.0

#: what MC, heat and plants kept are worth against what they buy (a stock is only worth
#: something once it is spent: a search that valued it fully sat on 80 MC and 20 plants)
STOCK = 0.5

#: solo: MC beyond which more income is worth less than spending what is there
HOARD = 25

#: MC a card sells for (the seed: 3 M$, whenever you like)
SALE = 3


def sale_of(me: dict) -> int:
    """MC a card of the seat's hand sells for (``me``: its player view)."""
    return me.get("sell_value", SALE) or SALE


class TmaeAdapter(Adapter):
    #: a TM:AE rollout of the same depth took about 1.5 times an RftG one; since playouts read
    #: the lean form it takes about 1.25 times (hard on expert: median think 288 ms, was 451
    #: ms at the 450-ms ceiling), and 1.5 left that headroom to the think-time budget.  The
    #: hand's worth (``hold_value``, ``sales_needed``) made a hard decision about 1.25 times
    #: dearer again (0.34 -> 0.43 s of CPU, five positions, alternated runs), which used the
    #: headroom: the arena's hard medians are now 380-435 ms, more decisions stop at the ceiling
    cost = 1.5

    def __init__(self, game: Game):
        super().__init__(game)
        self.cards: dict[int, dict] = {}
        self.c: dict[int, Card] = {}
        self._research: dict[tuple, float] = {}
        #: the card code in an id (``_code``), read once per id
        self._codes: dict[str, int] = {}
        #: ``hand_worths``' card worths by their arguments
        self._worths: dict[tuple, dict[str, float]] = {}
        for c in game.cards_json():
            self.cards[c["code"]] = c
            self.c[c["code"]] = Card(c)
        #: the share of the project cards that carry each tag, and what a steel and a titanium
        #: point take off an average project card
        projects = [c for c in self.cards.values() if c["kind"] != "corporation"]
        self.share: dict[str, float] = {}
        for c in projects:
            for t in set(c.get("tags") or ()):
                self.share[t] = self.share.get(t, 0.0) + 1.0 / len(projects)
        for c in self.c.values():
            c.discount = sum(n * (sum(self.share.get(t, 0.0) for t in tags) if tags else 1.0)
                             for n, tags in c.off)
        self.metal = (2 * self.share.get("building", 0.0), 3 * self.share.get("space", 0.0))

    def _code(self, oid: str) -> int:
        got = self._codes.get(oid)
        if got is None:
            try:
                got = int(oid.split(":")[1])
            except (IndexError, ValueError):
                got = -1
            self._codes[oid] = got
        return got

    def card_value(self, oid: str, rounds: float = PACE, room: dict | None = None,
                   push: float = 0.0) -> float:
        c = self.c.get(self._code(oid))
        if c is None:
            return 0.0
        return c.value(rounds, room, push) - mc(rounds, slope_of(room)) * c.cost

    def hold_value(self, cid: str, r: float, room: dict | None, push: float,
                   sale: int = SALE, slope: float | None = None) -> float:
        """What a card in hand (``card:<code>``) is worth kept: a share of what playing it would
        bring now, and at least what it sells for.  ``slope``: the MC rate's (default: the
        room's, ``slope_of``)."""
        slope = slope_of(room) if slope is None else slope
        m = mc(r, slope)
        c = self.c.get(self._code(cid))
        if c is None:
            return m * sale
        return max(m * sale, tmae_cards.HOLD * (c.value(r, room, push, slope) - m * c.cost))

    def hand_worths(self, me: dict, r: float, room: dict | None, push: float) -> dict[str, float]:
        """``hold_value`` of every card of the seat's hand (``me``: its player view), read once
        for all the options of a question."""
        sale = sale_of(me)
        key = memo_key(room, r, push, sale)
        known = self._worths.get(key)
        if known is None:
            if len(self._worths) >= tmae_cards.MEMO:
                self._worths.clear()
            known = self._worths[key] = {}
        out = {}
        for h in me.get("hand", ()):
            got = known.get(h)
            if got is None:
                got = known[h] = self.hold_value(h, r, room, push, sale)
            out[h] = got
        return out

    def sales_needed(self, cid: str, cost: int, me: dict, r: float, room: dict | None,
                     push: float, worths: dict[str, float] | None = None) -> float:
        """What paying ``cost`` for card ``cid`` costs beyond its MC: the cards of the hand
        that must be sold for the MC the seat lacks, each worth more kept than its sale (the
        least valuable sold first; steel, titanium and the card's own reductions are already
        in ``cost``).  ``worths``: the hand's ``hand_worths``, when the caller has them."""
        short = cost - me["mc"]
        if short <= 0:
            return 0.0
        sale = sale_of(me)
        n = -(-short // sale)
        if worths is None:
            worths = self.hand_worths(me, r, room, push)
        rest = sorted(x for h, x in worths.items() if h != cid)
        if n > len(rest):
            return 10.0  # not payable this way
        got = mc(r, slope_of(room)) * sale  # what each card sold brings
        return sum(x - got for x in rest[:n])

    def research_value(self, r: float, keep: int, draw: int,
                       slope: float = tmae_cards.MC_SLOPE) -> float:
        """The expected worth of the ``keep`` best of ``draw`` cards drawn at random from the
        project deck, kept in hand (``hold_value``; read from the order statistics of every
        project card's worth at ``r`` Production phases to come)."""
        key = (int(round(r)), keep, draw, slope)
        got = self._research.get(key)
        if got is None:
            vals = sorted(self.hold_value("card:%d" % code, key[0], None, 0.0, slope=slope)
                          for code, c in self.cards.items() if c["kind"] != "corporation")
            n = len(vals)
            total = 0.0
            for i, x in enumerate(vals):  # i cards below x, n - 1 - i above it
                p = sum(math.comb(n - 1 - i, a) * math.comb(i, draw - 1 - a)
                        for a in range(keep)) / math.comb(n, draw)
                total += x * p
            got = self._research[key] = total
        return got

    def action_value(self, oid: str, r: float, room: dict, push: float) -> float:
        """A blue card's ACTION (``act:<code>:<i>[:<card>]``): what it does, less what it
        costs; an effect this reading does not know (adding a microbe, say) is worth a
        little.  An action on a parameter at its maximum is worth its other effects only."""
        parts = oid.split(":")
        c = self.c.get(self._code(oid))
        try:
            cost, effect = c.actions[int(parts[2])]
        except (AttributeError, IndexError, ValueError):
            return ACT
        known = (any(effect.by.values()) or any(effect.gain.values())
                 or any(effect.prod.values()) or effect.vp)
        v = effect.value(r, room, push) if known else ACT
        if cost is not None:
            n, what = cost
            v -= n * cost_rate(what, r, room, slope_of(room))
        return v

    @staticmethod
    def push(v: dict) -> float:
        """What a step on Mars is worth beyond its TR: in the solo game, the win."""
        return SOLO_STEP if len(v["players"]) == 1 else PUSH

    @staticmethod
    def rounds_left(v: dict) -> float:
        """Production phases still to come, judged from the terraforming left."""
        if len(v["players"]) == 1:
            return max(1.0, v["solo"]["rounds"] - v["round"])
        return max(1.0, terraforming_left(v) / PACE)

    def rollout_answer(self, game: Game, state, seat: int, rng: Rng):
        """In a playout with rivals every seat picks its phase card at random among its three
        best: phase cards are chosen in secret by all at once, and a playout in which the others
        always pick their greedy best teaches the search to leave that phase to them -- which
        fails when they reason the same way (two hard seats both left Development to the
        other and both researched).

        A playout reads the question's lean form (``game.legal``: the ids, no labels), which
        answers as the full decision would; building the labels was a third of a playout."""
        lg = game.legal(state, seat)
        ids = lg.ids
        if lg.shape == "one" and ids:
            if len(ids) == 1:
                return ids[0]
            if ids[0].startswith("phase:"):
                v = game.view(state, seat)
                if len(v["players"]) > 1:
                    j = self.phase_values(game, state, seat, list(ids), v)
                    best = sorted(j.scores, key=lambda i: -j.scores[i])[:3]
                    return best[rng.randbelow(len(best))]
        j = self.judge_legal(game, state, seat, lg)
        return self.answer_from(game, state, seat, j, rng, greedy=False)

    def candidates(self, game: Game, state, seat: int, decision, rng: Rng, width: int) -> list:
        """Answers worth searching.  A phase card picked with rivals is not searched: every
        seat picks in secret at once, and a playout plays the others' picks by a fixed policy,
        so a search finds the best reply to that policy -- and two seats that reason alike
        both leave the same phase to the other (hard self-play: a seat holding 10 cards and up
        to 72 MC picked Research and Production by turns for six rounds and played nothing;
        26 rounds a game).  The heuristic's pick already weighs what the others are likely to pick
        (``rival_odds``): the search plays everything else."""
        lg = legal_of(decision)
        if lg.shape == "one" and lg.ids and lg.ids[0].startswith("phase:"):
            v = game.view(state, seat)
            if len(v["players"]) > 1:
                j = self.phase_values(game, state, seat, list(lg.ids), v)
                return [self.answer_from(game, state, seat, j, rng, greedy=True)]
        return super().candidates(game, state, seat, decision, rng, width)

    def judge(self, game: Game, state, seat: int, decision, rng: Rng) -> Judgement:
        return self.judge_legal(game, state, seat, legal_of(decision))

    def guard(self, game: Game, state, seat: int) -> float | None:
        """With rivals, ``RIVALS_GUARD``: the search's best answer replaces the heuristic's own
        only if it beats it by that many paired standard errors.  Without it medium left the
        heuristic's answer mostly in the Action phase, and mostly on noise: per game it passed
        5 times where the heuristic bought a standard project and refused 3 sales that bought
        one (10 games from seed 60000), and its self-play took 14.86 rounds against the
        heuristic's 13.4.  Solo the best mean wins, as the solo levels were measured."""
        return RIVALS_GUARD if len(game.view(state, seat)["players"]) > 1 else None

    def judge_legal(self, game: Game, state, seat: int, lg: Legal) -> Judgement:
        """``judge`` on the question's lean form: its ids (and bounds) and the seat's view."""
        if lg.shape == "number":
            if lg.hi - lg.lo <= 0:
                return SAMPLE
            return Judgement("answers", answers=[lg.hi, lg.lo])
        ids = list(lg.ids)
        first = ids[0].split(":")[0] if ids else ""
        if first == "phase":
            return self.phase_values(game, state, seat, ids)
        if first == "dummy":
            return self.dummy_values(game.view(state, seat), seat, ids)
        v = game.view(state, seat)
        r = self.rounds_left(v)
        room = room_left(v)
        room["push"] = self.push(v)
        me = v["players"][seat]
        if lg.shape == "some":
            k = lg.lo
            scores = {i: self.card_value(i, r, room, room["push"]) for i in ids}
            # keep some of the cards drawn into a choice (research), or let some of the
            # hand go (the hand limit, a card's discard)
            if set(ids) <= set(me["drawn"]):
                return Judgement("keep", scores, k)
            return Judgement("discard", scores, k)
        if v.get("stage") == "phase" and v.get("phase") in (1, 2):
            # a card sold in Development or Construction buys nothing now (a card played is
            # paid by selling others at its payment), and it sells for as much later or at
            # the hand limit: holding it is never worse
            ids = [i for i in ids if not i.startswith("sell:")] or ids
        worths = None
        if any(i.startswith(("play:", "sell:")) for i in ids):
            worths = self.hand_worths(me, r, room, room["push"])
        s = {i: self.option_value(i, r, me, v, room, worths) for i in ids}
        # every card sells for the same MC: one sale is judged, the card worth least kept, not
        # one per card, whose noise a search would pick the best of.  Hard with both sale rules
        # against hard without them: 44.5 of 80 games (seeds 620-659, seats swapped, +0.1 VP);
        # with the rule above alone 19 of 40: no strength either way, but no more hands sold
        # for nothing (hand-played: a seat sold 5 cards in a Construction phase and passed)
        sells = [i for i in s if i.startswith("sell:")]
        if sells:
            keep = max(sells, key=lambda i: s[i])
            for i in sells:
                if i != keep:
                    del s[i]
            # with rivals, in the Action phase: the cards whose sale buys a standard project
            if len(v["players"]) > 1 and v.get("stage") == "phase" and v.get("phase") == 3:
                funded = self.sale_for_project(ids, me, v, r, room, worths)
                if funded > 0:
                    s[keep] = max(s[keep], funded)
        return Judgement("one", s)

    def sale_for_project(self, ids: list[str], me: dict, v: dict, r: float, room: dict,
                         worths: dict[str, float]) -> float:
        """What selling cards from the hand is worth when their MC bring a standard project
        the seat cannot pay yet within reach (``ids``: the options it has now): the project's
        gain less what the fewest cards that pay for it were worth kept beyond their sale
        (the least valuable sold first, one at a time).  Nothing if no project gains.

        A seat holds about 8 cards and plays one in each Development or Construction phase:
        most of its hand is never played.  The heuristic that sold only to pay for a card
        passed the Action phase with 13 MC and 8 cards; selling them for a temperature step
        made its 2-seat self-play 13.71 rounds against 14.48 (600 games from seed 20000), and
        a seat that did won 69.2% [66.2, 71.9] of 1,000 games against one that did not (seeds
        30000-30999, seats swapped, 36.7 VP against 33.2)."""
        sale = sale_of(me)
        got = mc(r, slope_of(room)) * sale  # what a card sold brings
        rest = sorted(worths.values())
        # what pays for a project now: MC, and heat too for Helion, as the projects offered
        # (``ids``) reckon it: 10 MC and 3 heat are one sale from a 14-MC step, not two
        cash = me["mc"] + (me["heat"] if me.get("heat_pays") else 0)
        best = 0.0
        for name, param in (("temp_mc", "temp"), ("ocean", "ocean"), ("forest_mc", "oxygen")):
            sp = v.get("standard_projects", {}).get(name)
            if not sp or sp["maxed"] or f"sp:{name}" in ids or room[param] <= 0:
                continue
            n = -(-(sp["price"] - cash) // sale)
            if n > len(rest):
                continue
            net = (self.option_value(f"sp:{name}", r, me, v, room)
                   - sum(x - got for x in rest[:n]))
            best = max(best, net)
        return best

    def option_value(self, oid: str, r: float, me: dict, v: dict, room: dict,
                     worths: dict[str, float] | None = None) -> float:
        """An option of a PickOne in VP: ``r`` Production phases to come, ``me`` the seat's
        player view, ``v`` the view, ``room`` the steps each parameter has left (``room_left``)
        and, under ``"push"``, what a step on Mars is worth beyond its TR (``push``);
        ``worths``: the hand's ``hand_worths``, when the caller has them."""
        k = oid.split(":")[0]
        push = room.get("push", 0.0)
        slope = slope_of(room)
        m = mc(r, slope)
        tr = 1.0 + income_worth(r, slope) + push
        #: a forest raises oxygen only while it is open (its VP stays); a parameter maxed this
        #: phase gives TR but no step on Mars (``room_left``)
        tr_only = room.get("tr_only", ())
        forest_tr = (tr - push * ("oxygen" in tr_only)) if room["oxygen"] > 0 else 0.0
        if k == "play":
            c = self.c.get(self._code(oid))
            if c is None:
                return 0.5
            cid = "card:%d" % c.code
            cost = me.get("hand_costs", {}).get(cid, c.cost)
            return (0.5 + c.value(r, room, push) - m * cost
                    - self.sales_needed(cid, cost, me, r, room, push, worths))
        if k == "act":
            return self.action_value(oid, r, room, push)
        if k == "sp":
            name = oid.split(":")[1]
            price = v.get("standard_projects", {}).get(name, {}).get("price", 15)
            if name == "forest_plants":
                return 1.0 + forest_tr
            temp_tr = tr - push * ("temp" in tr_only)
            if name == "heat":
                return temp_tr
            if name == "forest_mc":
                return 1.0 + forest_tr - m * price
            if name == "temp_mc":
                return temp_tr - m * price
            if name == "ocean":
                # past the ninth tile (flipped this phase) there is no tile to give its MC
                if "ocean" in tr_only:
                    return tr - push - m * price
                return tr + 2 * m - m * price
            return 0.0
        if k == "draw":
            return self.research_value(r, 1, 1, slope)
        if k == "sell":
            # a card worth no more kept than its sale can go (a little below passing)
            sale = sale_of(me)
            cid = "card:%d" % self._code(oid)
            kept = (worths[cid] if worths is not None and cid in worths
                    else self.hold_value(cid, r, room, push, sale))
            return m * sale - kept - 0.05
        if k == "pass":
            return 0.0
        if k == "pay":
            _, a, b, h = oid.split(":")
            return 0.1 * int(h) + 0.01 * int(a) + 0.01 * int(b)
        if k == "free":
            return 2.0 + 0.1 * self.card_value(oid, r, room, push)
        if k == "skip":
            return 0.5
        if k == "uni":
            return 1.0 - 0.3 * self.card_value(oid, r, room, push)
        if k == "unmi":
            return 1.0 if oid.endswith("yes") else 0.0
        if k == "corp":
            return self.corp_value(oid, r, v, room, push)
        return 0.0

    def corp_value(self, oid: str, r: float, v: dict, room: dict, push: float) -> float:
        """A corporation offered at the start.  With rivals it is worth what a card is: its
        starting MC at the MC rate, and what its production and effects bring over the game
        (``Card.value``: Helion's 3 heat production, Ecoline's plant).  The heuristic's
        2-seat self-play took 14.48 rounds against 14.71 when only the starting MC counted
        (600 games from seed 20000), and a seat that chose so won 49.9% of 1,000 games against
        one that did not (seeds 30000-30999, seats swapped): faster, and no weaker.  Solo the
        starting MC alone, as the solo levels were measured with."""
        code = self._code(oid)
        start = self.cards.get(code, {}).get("starting_mc") or 0
        card = self.c.get(code)
        if len(v["players"]) == 1 or card is None:
            return 0.02 * start
        return mc(r, slope_of(room)) * start + card.value(r, room, push)

    def phase_values(self, game: Game, state, seat: int, ids: list[str],
                     v: dict | None = None) -> Judgement:
        """A phase card: what the seat would do in each phase (its playable cards, its
        production, its conversions), the picker's bonus included.  ``v``: the seat's view,
        when the caller has it.

        With rivals a phase is played once however many pick it, so a pick is worth its
        picker's bonus plus the phase itself only as far as no rival would have picked it
        anyway (``rival_odds``): two seats that both pick Production waste one of the round's
        two phases."""
        if v is None:
            v = game.view(state, seat)
        r = self.rounds_left(v)
        room = room_left(v)
        push = self.push(v)
        parts = self.phase_parts(v, seat, r, room, push, private=True)
        odds = (self.rival_odds(v, seat, r, room, push) if len(v["players"]) > 1
                else dummy_odds(v))
        s = {}
        for ph, (base, bonus) in parts.items():
            s[f"phase:{ph}"] = bonus + base * odds.get(ph, 1.0)
        return Judgement("one", {i: s.get(i, 0.0) for i in ids})

    def dummy_values(self, v: dict, seat: int, ids: list[str]) -> Judgement:
        """Solo, the last 5 rounds: the player chooses the dummy's phase card, then its own.
        The dummy's phase is played for the player too (without the picker's bonus), so a
        card is worth its phase plus the best pick left to the player beside it (its own
        phase and bonus, or only the bonus if it picks the dummy's phase again; never the
        phase it picked last round)."""
        r = self.rounds_left(v)
        room = room_left(v)
        parts = self.phase_parts(v, seat, r, room, self.push(v), private=True)
        last = v["players"][seat].get("last_phase")
        out = {}
        for i in ids:
            d = int(i.split(":")[1])
            best = max((b + x if ph != d else x) for ph, (b, x) in parts.items() if ph != last)
            out[i] = parts[d][0] + best
        return Judgement("one", out)

    def phase_parts(self, v: dict, seat: int, r: float, room: dict, push: float,
                    private: bool) -> dict[int, tuple[float, float]]:
        """Each phase's worth to ``seat`` split as (the phase itself, the picker's bonus).
        ``private``: read the seat's hand (its own view); else judge a rival from what all can
        see (its hand is hidden: its best card of a colour is guessed from its hand's size)."""
        me = v["players"][seat]
        slope = slope_of(room)
        m = mc(r, slope)
        tr = 1.0 + income_worth(r, slope) + push
        if private:
            costs = me.get("hand_costs", {})
            playable = set(me.get("hand_playable", costs))
            green, other = [], []
            worths = None
            for cid in playable:
                c = self.c.get(self._code(cid))
                if c is None:
                    continue
                cost = costs.get(cid, c.cost)
                if worths is None and cost > me["mc"]:
                    worths = self.hand_worths(me, r, room, push)
                val = (c.value(r, room, push) - m * cost
                       - self.sales_needed(cid, cost, me, r, room, push, worths))
                (green if c.kind == "green" else other).append(val)
            green.sort(reverse=True)
            other.sort(reverse=True)
            # I: a green card, 3 MC off for the picker
            dev = (max(0.0, green[0]), 3 * m) if green else (0.0, -0.5)
            # II: a blue or red card; the picker plays a second or draws
            con = ((max(0.0, other[0]), sum(max(0.0, x) for x in other[1:2]) + 0.2) if other
                   else (0.0, -0.3))
        else:
            # about half a hand is of each colour; the rival's MC bound what it can play
            k = max(1, me["hand_size"] // 2)
            best = self.research_value(r, 1, k, slope) / tmae_cards.HOLD * min(1.0, me["mc"] / 15.0)
            dev = (best, 3 * m) if me["hand_size"] else (0.0, -0.5)
            con = (best, 0.5 * best + 0.2) if me["hand_size"] else (0.0, -0.3)
        prod = me["production"]
        income = me["tr"] + prod["mc"]
        heat_steps = me["heat"] // 8 if v["temperature"] < v["temperature_max"] else 0
        forests = me["plants"] // 8
        forest_tr = tr if room["oxygen"] > 0 else 0.0
        heat, plant = rates(room)
        sps = v.get("standard_projects", {})
        spend = me["mc"]
        sp_gain = 0.0
        for name, left in (("temp_mc", room["temp"] - heat_steps), ("ocean", room["ocean"]),
                           ("forest_mc", room["oxygen"] - forests)):
            sp = sps.get(name)
            if not sp or sp["maxed"]:
                continue
            step = forest_tr if name == "forest_mc" else tr
            gain = step - m * sp["price"] + (1.0 if name == "forest_mc" else 0.0)
            # one of each the MC buy while its parameter has room (counting as many as the
            # MC buy made the phase too dear: medium solo 8/40 wins against 15/40)
            if gain > 0 and left > 0 and spend >= sp["price"]:
                sp_gain += gain
                spend -= sp["price"]
        # solo, income is worth less to a seat that already holds ``HOARD`` MC (with rivals
        # not: with MC worth more early, that only delayed Production, medium self-play 17.5
        # rounds against 16.4 on seeds 0-19)
        hoard = 0.4 if len(v["players"]) == 1 and me["mc"] >= HOARD else 1.0
        weight = PRODUCTION if len(v["players"]) > 1 else 1.0
        played = [c for c in (self.c.get(self._code(x)) for x in me["played"]) if c is not None]
        if slope:
            # with rivals, what the seat's ACTIONs bring (the picker uses its best twice)
            uses = [c.use_value(r, room, push, slope) for c in played if c.actions]
            again = max(uses, default=0.0)
        else:
            # solo, a tenth of a VP for each blue card with an ACTION or EFFECT, as measured
            acts = sum(1 for c in played if c.kind == "blue" and c.engine)
            uses, again = [0.1] * acts, 0.1 * acts
        research = self.research_value(r, 1, 2, slope) if me["hand_size"] < 10 else 0.0
        parts = {
            1: dev,
            2: con,
            # III: ACTIONs, conversions and standard projects; the picker uses an ACTION twice
            3: (sum(uses) + heat_steps * tr + forests * (1.0 + forest_tr) + sp_gain,
                again),
            # IV: the income, 4 MC more for the picker (with rivals weighed by ``PRODUCTION``)
            4: (weight * (m * income * hoard + heat * prod["heat"] + plant * prod["plants"]
                          + tmae_cards.CARD * prod["cards"]), weight * m * 4 * hoard),
            # V: research, 1 card kept of 2; 2 of 5 for the picker (a hand over 10 is cut at
            # the end of the round)
            5: (research, (self.research_value(r, 2, 5, slope) - research)
                           if me["hand_size"] < 10
                else 0.0),
        }
        # with rivals, each phase weighed by the stage of the game (``tmae_phases``: found by
        # a search for a faster 2-seat game); solo as reckoned
        weights = tmae_phases.current() if len(v["players"]) > 1 else None
        if weights is not None:
            w = weights.of(terraforming_left(v))
            parts = {ph: (b * w[ph - 1], x * w[ph - 1]) for ph, (b, x) in parts.items()}
        return parts

    def rival_odds(self, v: dict, seat: int, r: float, room: dict, push: float) -> dict[int, float]:
        """For each phase, the chance that no rival picks it, judged from what all can see:
        every seat's phase worths (``phase_parts``, a rival's hand guessed), each seat
        picking by a softmax of its worths given the others' odds, iterated to a rough
        balance (seats that all count on one another to pick Production must not all leave
        it)."""
        n = len(v["players"])
        parts = [self.phase_parts(v, i, r, room, push, private=False) for i in range(n)]
        banned = [v["players"][i].get("last_phase") for i in range(n)]
        probs = [_softmax({ph: b + x for ph, (b, x) in parts[i].items() if ph != banned[i]})
                 for i in range(n)]
        for _ in range(ROUNDS_OF_GUESSING):
            new = []
            for i in range(n):
                sm = _softmax({ph: x + b * _no_other(probs, i, ph)
                               for ph, (b, x) in parts[i].items() if ph != banned[i]})
                new.append({ph: 0.5 * probs[i].get(ph, 0.0) + 0.5 * sm.get(ph, 0.0) for ph in sm})
            probs = new
        return {ph: _no_other(probs, seat, ph) for ph in parts[seat]}

    def utility(self, game: Game, state, me: int) -> float:
        """As the generic utility, but a finished solo game is scored on the scale of the solo
        evaluation (``estimates``): its VP less what Mars still lacks, plus ``SOLO_WIN`` for the
        win.  On the generic scale (10 for a win, a fifth of the VP) a playout that ends the
        game scored far below one that stops before the end, so the search shunned the answers
        that end the game, the win among them, and sat on its MC in the last rounds."""
        out = game.outcome(state)
        if out is None or len(out.scores) != 1 or out.partial:
            return super().utility(game, state, me)
        left = terraforming_left(game.view(state, None))
        won = me in out.winners
        return out.scores[me] - (SOLO_LEFT + SHORT) * left + (SOLO_WIN if won else 0.0)

    def estimates(self, game: Game, state) -> list[float]:
        v = game.view(state, None)
        r = self.rounds_left(v)
        room = room_left(v)
        heat, plant = rates(room)
        slope = slope_of(room)
        m = mc(r, slope)
        paid = income_worth(r, slope)
        out = []
        for p in v["players"]:
            prod = p["production"]
            # TR is VP and, every production phase to come, MC
            out.append(p["vp"] + paid * (p["tr"] + prod["mc"]) + r * heat * prod["heat"]
                       + r * plant * prod["plants"] + r * tmae_cards.CARD * prod["cards"]
                       + STOCK * (m * p["mc"] + heat * p["heat"] + plant * p["plants"])
                       + tmae_cards.CARD * p["hand_size"]
                       + tmae_cards.CARDS_PER_ROUND * paid * (self.metal[0] * p["steel"]
                                                   + self.metal[1] * p["titanium"]))
        if len(out) == 1:
            # solo: terraforming in time is the game
            left = terraforming_left(v)
            out[0] -= SOLO_LEFT * left + SHORT * max(0.0, left - solo_capacity(v))
        return out


#: with rivals, the Production phase is worth this many times the income it brings, in the
#: seat's own pick and in its guesses of the rivals' (``phase_parts``): found by a search over
#: the heuristic's constants and phase weights for a faster 2-seat self-play that is no weaker.
#: The heuristic's self-play (seeds 20000-20599, 600 games each): 16.05 rounds at 1; 1.2, 1.3,
#: 1.4, 1.6, 2, 2.5 and 3 times: 15.72, 15.63, 15.58, 15.41, 15.52, 16.25 and 17.09; at 1.4
#: with ``PLANT_RIVALS``: 15.40, and 52.8% of 1,000 games won against the heuristic before both
#: (seeds 30000-30499, seats swapped, margin +0.6 VP)
PRODUCTION = 1.4

#: how sharply a seat is expected to pick its best phase (VP: a phase worth this much more
#: than another is picked e times as often), and the rounds of guessing one another
PICK_T = 0.5
ROUNDS_OF_GUESSING = 4


def _softmax(vals: dict[int, float]) -> dict[int, float]:
    if not vals:
        return {}
    top = max(vals.values())
    ex = {k: math.exp((x - top) / PICK_T) for k, x in vals.items()}
    tot = sum(ex.values())
    return {k: e / tot for k, e in ex.items()}


def _no_other(probs: list[dict[int, float]], seat: int, ph: int) -> float:
    """The chance that no seat but ``seat`` picks phase ``ph`` (``probs``: each seat's picks)."""
    q = 1.0
    for j, p in enumerate(probs):
        if j != seat:
            q *= 1.0 - p.get(ph, 0.0)
    return q


def dummy_odds(v: dict) -> dict[int, float]:
    """Solo: for each phase, the chance that the dummy hand does not play it this round (the
    dummy's phase is played too, so picking it earns only the picker's bonus): none if its card
    is known (the last 5 rounds), else one of the cards it has still to play this cycle."""
    solo = v.get("solo") or {}
    known = solo.get("dummy_phase")
    if known:
        return {ph: (0.0 if ph == int(known) else 1.0) for ph in range(1, 6)}
    unseen = solo.get("dummy_unseen") or []
    if not unseen:
        return {}
    return {ph: (1.0 - 1.0 / len(unseen) if ph in unseen else 1.0) for ph in range(1, 6)}


def solo_capacity(v: dict) -> float:
    """Steps the solo player can still make by the end of the last round: what its stock and its
    production will convert (heat and plants by 8, MC at a standard project's 15), over the
    Production phases still to come (about ``SOLO_PROD`` of the rounds), and Mars' own
    advance every 5 rounds."""
    p = v["players"][0]
    rounds = max(0, v["solo"]["rounds"] - v["round"])
    phases = SOLO_PROD * rounds
    room = room_left(v, this_phase=False)
    prod = p["production"]
    heat = min(room["temp"], (p["heat"] + prod["heat"] * phases) / 8)
    plants = min(room["oxygen"], (p["plants"] + prod["plants"] * phases) / 8)
    mc = (p["mc"] + (p["tr"] + prod["mc"]) * phases + 2 * p["steel"] + 3 * p["titanium"]) / 15
    advance = v["solo"]["advance"] * (rounds // 5)
    return heat + plants + mc + CARD_STEPS * p["hand_size"] + advance


#: the steps a parameter that reached its maximum during this phase is taken to have left: every
#: raise of it still gives TR until the phase ends (RuleRef tmae.end.maxed_phase), though it is
#: no step on Mars (no ``push``: it neither brings the end nearer nor takes a step from anyone)
MAXED_THIS_PHASE = 99


def room_left(v: dict, this_phase: bool = True) -> dict:
    """The steps each global parameter has left, and the MC rate's slope (``slope_of``).
    ``this_phase``: a parameter maxed during the current phase still has room for TR, listed
    under ``"tr_only"`` (not for terraforming: ``solo_capacity`` asks without it)."""
    room = {"temp": (v["temperature_max"] - v["temperature"]) // 2,
            "oxygen": v["oxygen_max"] - v["oxygen"], "ocean": v["oceans_left"],
            "slope": 0.0 if len(v["players"]) == 1 else tmae_cards.MC_SLOPE}
    if this_phase and v.get("maxed_this_phase"):
        room["tr_only"] = tuple(v["maxed_this_phase"])
        for k in room["tr_only"]:
            room[k] = MAXED_THIS_PHASE
    return room


def terraforming_left(v: dict) -> float:
    """The steps of the global parameters still to raise (temperature moves 2 degrees a step)."""
    return ((v["temperature_max"] - v["temperature"]) / 2 + (v["oxygen_max"] - v["oxygen"])
            + v["oceans_left"])
