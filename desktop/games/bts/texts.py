"""The generated faces of the cards: what the table prints on a technology, event, system or
achievement card, built from its structured data with the templates of ``msgs.py`` (no
rulebook prose).  The view hands these to the table (``cards``, ``basic``, ``guilds``)."""

from __future__ import annotations

from functools import lru_cache

from desktop.engine.marks import M
from desktop.engine.protocol import Msg
from desktop.games.bts import effects as X
from desktop.games.bts import msgs as T
from desktop.games.bts.cards import Achievement, Action, Event, System, Tech

TYPE_NAMES = {"scientific": M("bts", "scientific"), "economic": M("bts", "economic"),
              "military": M("bts", "military"), "commercial": M("bts", "commercial")}
DISC_NAMES = {"food": M("bts", "population growth"), "ore": M("bts", "ore production")}
IMMEDIATE = M("bts", "When researched: {effects}")
ACTION_LINE = M("bts", "Action: {effects}")
EVENT_LINE = M("bts", "Event: {effects}")
SYSTEM_LINE = M("bts", "Strength {strength} · {vp} VP")
SYSTEM_FORMULA = M("bts", "Strength {strength} · 1 VP per colony + 3 (at most 7)")
SYSTEM_BONUS = M("bts", "Colonised: {effects}")
SYSTEM_DISCS = M("bts", "Base disc: {kinds}")
COND = {
    "research_level": M("bts", "Research {n} level {level} technology(s)"),
    "research_all_level": M("bts", "Research {n} level {level} technologies"),
    "colonised": M("bts", "Colonise {n} systems"),
    "strength_areas": M("bts", "Strength {min} or more in {n} areas"),
    "automation": M("bts", "Automation level {n}"),
    "controlled": M("bts", "Control {n} areas"),
    "ships_level": M("bts", "{n} level-{level} ship(s)"),
    "techs_of_type": M("bts", "{n} technologies of one type"),
    "techs": M("bts", "{n} technologies"),
}
VP_SPACES = M("bts", "VP by order of claim: {vp}")


def types_msg(types) -> Msg | str:
    return X.join_list([TYPE_NAMES[t]() for t in types if t in TYPE_NAMES])


def action_msg(act: Action) -> Msg:
    from desktop.games.bts.steps.action import action_text

    return action_text(act)


def tech_lines(t: Tech) -> list[Msg]:
    out = []
    if t.immediate:
        out.append(IMMEDIATE(effects=X.describe(X.fx_json(t.immediate))))
    for act in t.actions:
        out.append(ACTION_LINE(effects=action_msg(act)))
    return out


def event_lines(e: Event) -> list[Msg]:
    return [EVENT_LINE(effects=X.describe(X.fx_json(e.effects)))] if e.effects else []


def system_lines(x: System) -> list[Msg]:
    out = [SYSTEM_FORMULA(strength=x.strength) if x.vp_formula
           else SYSTEM_LINE(strength=x.strength, vp=x.vp)]
    kinds = [DISC_NAMES[d]() for d in x.discs]
    out.append(SYSTEM_DISCS(kinds=kinds[0] if len(kinds) == 1 else T.JOIN_LIST(
        a=kinds[0], b=kinds[1])))
    if x.bonus:
        out.append(SYSTEM_BONUS(effects=X.describe(X.fx_json(x.bonus))))
    return out


def achievement_lines(a: Achievement) -> list[Msg]:
    c = a.condition
    roman = X.ROMAN.get(c.level or 0, c.level)
    return [COND[c.kind](n=c.n, level=roman, min=c.min),
            VP_SPACES(vp=" / ".join(str(v) for v in a.vp))]


def card_face(card) -> dict:
    """kind, name, vp, standin and text lines of any card (a fresh dict each time)."""
    return dict(_face(card))


@lru_cache(maxsize=1024)
def _face(card) -> dict:
    if isinstance(card, Tech):
        return {"kind": "tech", "name": X.nm(card), "level": card.level, "vp": card.vp,
                "types": list(card.types), "types_text": types_msg(card.types),
                "standin": card.standin, "lines": tech_lines(card)}
    if isinstance(card, Event):
        return {"kind": "event", "name": X.nm(card), "level": card.level, "vp": card.vp,
                "standin": card.standin, "lines": event_lines(card)}
    if isinstance(card, System):
        return {"kind": "system", "name": X.nm(card), "deck": card.deck, "vp": card.vp,
                "vp_formula": card.vp_formula,
                "strength": card.strength, "standin": card.standin, "lines": system_lines(card)}
    return {"kind": "achievement", "name": X.nm(card), "vp": list(card.vp),
            "standin": card.standin, "lines": achievement_lines(card)}
