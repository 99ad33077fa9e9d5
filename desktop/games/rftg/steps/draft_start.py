"""rftg.draft_start: drafting variant: keep one of your two start worlds, then discard down to
four cards (three with Ancient Race)."""

from __future__ import annotations

from desktop.engine.flow import Pending
from desktop.engine.protocol import Legal
from desktop.games.rftg import draft as drafting
from desktop.games.rftg.flow import K_SETUP
from desktop.games.rftg.msgs import P_START
from desktop.games.rftg.steps.base import STEPS, RftgStep, card_ids, card_in, draw_card, card_of, card_option, follow


@STEPS.register
class DraftStart(RftgStep):
    kind = "rftg.draft_start"
    rule = drafting.R_START

    def legal(self, game, st, e):
        return Legal("one", card_ids(st.draft.starts[e.seat]))

    def accepts(self, game, st, e, answer):
        return card_in(answer, st.draft.starts[e.seat])

    def draw(self, game, st, e, rng):
        return draw_card(st.draft.starts[e.seat], rng)

    def prompt(self, game, st, e):
        return P_START()

    def option(self, game, st, e, oid):
        return card_option(oid, drafting.R_START)

    def resolve(self, game, st, e, answer, ev):
        n = drafting.choose_start(st, e.seat, card_of(answer), ev)
        follow(st, e, Pending(K_SETUP, e.seat, {"n": n}, "setup"))
