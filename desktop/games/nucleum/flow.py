"""The court's phase machine (``advance``): what is asked when nothing is pending.

auction  (expert variant) the bidder whose turn it is bids or passes (``nucleum.auction``,
         ``nucleum.auction_bid``) until one is left.
main     the player whose turn it is on the table says what happens next (``nucleum.main``):
         a Court action (``nucleum.court_source`` -> ``court_party`` -> ``court_e7``), the
         Baron's turn reaching the Court (``nucleum.baron_supply`` -> ``baron_tie`` /
         ``baron_reserve``), King's Day or the final scoring (``nucleum.ask`` for each figure,
         then ``nucleum.score``), an end-game condition, a technology, the next player.
over     the final scoring is done.
"""

from __future__ import annotations

from desktop.engine.flow import Pending, push
from desktop.engine.protocol import Event, Msg
from desktop.games.nucleum.cards import CONDITIONS
from desktop.games.nucleum.data import COURT
from desktop.games.nucleum.state import NucleumState


def end_needed(s: NucleumState) -> int:
    return COURT.end.needed[s.seats]


def end_triggered(s: NucleumState) -> bool:
    return (len(s.end_met) >= end_needed(s)
            or any(c in COURT.end.alone for c in s.end_met))


def conditions(s: NucleumState) -> list[str]:
    return list(COURT.end.solo_conditions if s.baron else COURT.end.conditions)


def condition_label(s: NucleumState, cond: str) -> Msg:
    if cond == "vp_flag":
        return CONDITIONS[cond](flag=COURT.vp_flag[s.map])
    return CONDITIONS[cond]()


def advance(s: NucleumState, ev: list[Event]) -> None:
    if s.phase == "auction":
        push(s, Pending("nucleum.auction", s.auction_in[s.auction_turn], source="auction"))
    elif s.phase == "main":
        push(s, Pending("nucleum.main", s.turn, source="turn"))
    else:
        raise RuntimeError(f"nucleum: nothing to do in phase {s.phase!r}")
