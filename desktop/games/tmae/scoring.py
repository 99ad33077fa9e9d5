"""The end of the game: TR + forests + card VP; a tie goes to the most M$ + heat + plants
left, the hand sold first (``tmae.score.tiebreak``)."""

from __future__ import annotations

from desktop.engine.protocol import Outcome, ScoreLine
from desktop.games.tmae.data import data
from desktop.games.tmae.msgs import S_CARDS, S_FOREST, S_TOTAL, S_TR, SOLO_LOST, TIE
from desktop.games.tmae.piles import sell_value
from desktop.games.tmae.state import PlayerState, TmaeState

CARDS = data().all


def card_vp(p: PlayerState, code: int) -> int:
    c = CARDS[code]
    vp = c.vp
    if c.vp_per is not None:
        of, per = c.vp_per
        if of == "here":
            n = p.res.get(code, 0)
        elif of == "forests":
            n = p.forests
        elif of == "played":
            n = len(p.played)
        elif of == "blue":
            n = sum(1 for x in p.played if CARDS[x].kind == "blue")
        else:
            n = p.tags.get(of[4:], 0)
        vp += n // per
    return vp


def score(p: PlayerState) -> tuple[int, int, int]:
    """(TR, forests, card VP)."""
    cards = sum(card_vp(p, c) for c in p.played)
    return p.tr, p.forests, cards


def tiebreak(p: PlayerState) -> int:
    """What is left of M$, heat and plants, the hand sold first: the seed counts the M$ left
    and lets a card be sold for 3 M$ "a qualquer momento" (tmae.sell), so nobody keeps a card
    through the count; the published rules' final scoring says so outright.  (Issue 14 had
    dropped the hand, reading the tie-break sentence alone: a player who held 9 cards then
    lost a tie the table would have given them.)"""
    return p.mc + p.heat + p.plants + sell_value(p) * len(p.hand)


def outcome(s: TmaeState) -> Outcome | None:
    if s.stage != "over":
        return None
    rows = [score(p) for p in s.players]
    totals = tuple(sum(r) for r in rows)
    sheet = (ScoreLine(S_TR(), tuple(r[0] for r in rows)), ScoreLine(S_FOREST(), tuple(r[1] for r in rows)),
             ScoreLine(S_CARDS(), tuple(r[2] for r in rows)), ScoreLine(S_TOTAL(), totals))
    if s.seats == 1:
        if s.terraformed:
            return Outcome(totals, (0,), sheet)
        return Outcome(totals, (), sheet, note=SOLO_LOST())
    best = max(totals)
    top = [i for i, t in enumerate(totals) if t == best]
    tie = None
    if len(top) > 1:
        tb = {i: tiebreak(s.players[i]) for i in top}
        b = max(tb.values())
        top = [i for i in top if tb[i] == b]
        tie = TIE()
    return Outcome(totals, tuple(top), sheet, tiebreak=tie)
