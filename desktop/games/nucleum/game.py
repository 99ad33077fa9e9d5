"""The court module as a ``Game``: the flow is driven by what the players declare at the table.

The decision at the top ("What happens next?", ``steps/main.py``) goes to the player whose turn
it is: their Court action, the end of their turn, a Progress space emptied (King's Day), an
end-game condition met, final scoring once the end is triggered, and in solo the Baron's turn
reaching the Court.  The phase machine is ``flow.py``; setup ``setup.py``; the Court action
``actions.py``; the Baron ``baron.py``; agenda scoring ``scoring.py``; one Step per decision
kind in ``steps/``.
"""

from __future__ import annotations

from desktop.engine.flow import FlowGame
from desktop.engine.marks import M
from desktop.engine.protocol import Event, Msg, Options, Outcome

from desktop.games.nucleum import court as K
from desktop.games.nucleum import flow, scoring, views
from desktop.games.nucleum.cards import reference_cards
from desktop.games.nucleum.data import COURT, PARTIES
from desktop.games.nucleum.options import OPTION_VALUES, NucleumOptions  # noqa: F401
from desktop.games.nucleum.setup import new_state, setup_neutrals
from desktop.games.nucleum.state import NEUTRAL, NucleumState
from desktop.games.nucleum.steps import STEPS


class Nucleum(FlowGame[NucleumState]):
    id = "nucleum"
    name = M("nucleum", "Nucleum: Court of Progress")
    description = M("nucleum", "The Court side board for a Nucleum game on the table: Court actions, "
                       "King's Day and final agenda scoring, Baron von Automat at court.")
    min_seats = 1
    max_seats = 4
    options_model = NucleumOptions
    state_type = NucleumState
    seed_file = "nucleum-court-of-progress.pt-BR.txt"
    max_answers = 2000
    steps = STEPS

    # -- setup -------------------------------------------------------------------------
    def new(self, options: Options, seed: int) -> NucleumState:
        o = options if isinstance(options, NucleumOptions) else NucleumOptions(**options.model_dump())
        s = new_state(o, seed)
        self.settle(s, [])
        return s

    def setup_neutrals(self, s: NucleumState) -> list[Event]:
        return setup_neutrals(s)

    def dump(self, state: NucleumState):
        keep = state.setup_events
        state.setup_events = []
        try:
            return super().dump(state)
        finally:
            state.setup_events = keep

    def clone(self, state: NucleumState) -> NucleumState:
        return state.clone()

    # -- the phase machine -------------------------------------------------------------
    def advance(self, s: NucleumState, ev: list[Event]) -> None:
        flow.advance(s, ev)

    def finished(self, s: NucleumState) -> bool:
        return s.phase == "over"

    def seat_count(self, s: NucleumState) -> int:
        return s.seats

    def step_name(self, s: NucleumState) -> str:
        return views.step_name(s)

    def end_needed(self, s: NucleumState) -> int:
        return flow.end_needed(s)

    def end_triggered(self, s: NucleumState) -> bool:
        return flow.end_triggered(s)

    def conditions(self, s: NucleumState) -> list[str]:
        return flow.conditions(s)

    def condition_label(self, s: NucleumState, cond: str) -> Msg:
        return flow.condition_label(s, cond)

    # -- the end and the view ----------------------------------------------------------
    def total_vp(self, s: NucleumState, side: int) -> int:
        return scoring.total_vp(s, side)

    def auction_loss(self, s: NucleumState, seat: int) -> int:
        return scoring.auction_loss(s, seat)

    def outcome(self, s: NucleumState) -> Outcome | None:
        return scoring.outcome(s)

    def view(self, s: NucleumState, seat: int | None) -> dict:
        return views.court_view(s, seat)

    def invariants(self, s: NucleumState) -> list[str]:
        out = []
        for p in range(4):
            for side in range(s.sides):
                if s.pols[p][side] < 0:
                    out.append(f"negative politicians in {PARTIES[p]} for side {side}")
            ld = s.leader[p]
            if ld is not None and ld != NEUTRAL and s.pols[p][ld] <= 0:
                out.append(f"leader of {PARTIES[p]} has no politician there")
            if ld == NEUTRAL and s.neutrals.get(s.leader_neutral[p] or "", -1) != p:
                out.append(f"neutral leader of {PARTIES[p]} is not in that party")
        for side in range(s.sides):
            if K.on_court(s, side) > COURT.workers.total:
                out.append(f"side {side} has more than {COURT.workers.total} figures on the court")
        if s.neutrals.get("arrow", -1) < 0:
            out.append("the arrow neutral left the board")
        if not 0 <= s.king < 4:
            out.append("no Dominant Party")
        return out

    def reference_cards(self) -> list[dict]:
        """Learning-mode reference cards (technologies E/F, turbine effects, Connectors)."""
        return reference_cards()

    def cards_json(self) -> list[dict]:
        """For ``python -m desktop cards nucleum --json``: the reference cards in English."""
        out = []
        for c in reference_cards():
            d = {k: (v.english() if isinstance(v, Msg) else v) for k, v in c.items()}
            d.setdefault("name", d["id"])
            out.append(d)
        return out

    def conformance_options(self) -> list[Options]:
        O = NucleumOptions
        return [O(seats=1, baron=True), O(seats=1, baron=True, logic="digital"),
                O(seats=1, baron=True, baron_neutral_parties=True, baron_empty_party=True,
                  baron_harder_scoring=True, logic="digital"),
                O(seats=1, baron=True, baron_easier=True, map="australia"),
                O(seats=2), O(seats=2, auction=True), O(seats=3), O(seats=3, auction=True),
                O(seats=4), O(seats=4, auction=True)]


GAME = Nucleum()
