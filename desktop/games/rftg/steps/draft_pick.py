"""rftg.draft_pick: drafting variant: keep one card of the pack in front of you (every seat at
once); the rest passes on."""

from __future__ import annotations

from desktop.engine.protocol import Legal
from desktop.games.rftg import draft as drafting
from desktop.games.rftg.msgs import P_DRAFT
from desktop.games.rftg.steps.base import STEPS, RftgStep, card_ids, card_in, draw_card, card_of, card_option


@STEPS.register
class DraftPick(RftgStep):
    kind = "rftg.draft_pick"
    rule = drafting.R_PICK

    def legal(self, game, st, e):
        return Legal("one", card_ids(st.draft.packs[e.seat]))

    def rule_of(self, game, st, e):
        return drafting.R_ALTERNATE if st.draft.round > 1 else drafting.R_PICK

    def accepts(self, game, st, e, answer):
        return card_in(answer, st.draft.packs[e.seat])

    def draw(self, game, st, e, rng):
        return draw_card(st.draft.packs[e.seat], rng)

    def prompt(self, game, st, e):
        return P_DRAFT(direction=drafting.direction_name(st.draft.direction))

    def option(self, game, st, e, oid):
        return card_option(oid, drafting.R_PICK)

    def resolve(self, game, st, e, answer, ev):
        drafting.pick(st, e.seat, card_of(answer), ev)
