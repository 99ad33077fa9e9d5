"""Beyond the Sun: what the computer players know (protocol only).

The evaluation is the game's own VP projection of every seat (``view(state, None)``: tech,
systems, achievements, as the end scoring would count them now) plus a little for the ore and
population that will become VP.  The heuristic judgement of a single choice is a one-answer
look-ahead: each option is applied to a clone of one *determinisation* (``reshuffle_hidden``:
fair, the real state is never played on), the seat's own follow-up questions are answered at
random, and the positions are compared by that evaluation.
Rollouts answer at random (a look-ahead at every answer of a playout costs too much).
"""

from __future__ import annotations

from desktop.engine.ai.adapters import SAMPLE, Adapter, Judgement
from desktop.engine.protocol import Game, Illegal, PickOne
from desktop.engine.rng import Rng

#: VP per ore and per population cube not yet turned into VP, per technology researched
#: (what it will do for the seat), per disc off the production tracks
ORE = 0.05
POPULATION = 0.05
RESEARCH = 1.0
DISC = 0.5
#: answers of the seat's own played on after a choice before it is judged
FOLLOW_UPS = 6


class BtsAdapter(Adapter):
    def estimates(self, game: Game, state) -> list[float]:
        v = game.view(state, None)
        return [p["vp_projection"] + ORE * p["ore"] + POPULATION * p["population"]
                + RESEARCH * len(p["researched"]) + DISC * (p["automation"] + p["growth"])
                for p in v["players"]]

    def judge(self, game: Game, state, seat: int, decision, rng: Rng) -> Judgement:
        if not isinstance(decision, PickOne) or len(decision.options) < 2:
            return SAMPLE
        det = game.reshuffle_hidden(state, seat, rng)
        scores: dict[str, float] = {}
        for o in decision.options:
            s = game.clone(det)
            try:
                game.apply(s, seat, o.id)
                # the choice's own follow-ups (which technology, where to jump...) at random,
                # so that what an action leads to is seen, not only what it costs
                for _ in range(FOLLOW_UPS):
                    if game.to_act(s) != (seat,):
                        break
                    game.apply(s, seat, game.sample_answer(s, seat, rng))
            except Illegal:
                continue
            scores[o.id] = self.utility(game, s, seat)
        return Judgement("one", scores) if scores else SAMPLE

    def rollout_answer(self, game: Game, state, seat: int, rng: Rng):
        return game.sample_answer(state, seat, rng)
