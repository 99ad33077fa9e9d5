"""Card text generated from the structured card data (never rulebook prose).

:func:`card_text` renders a card (or corporation) as a list of ``Msg`` lines; every term of
the effect vocabulary (``data.STEP_TERMS``, ``MOD_TERMS``, the trigger events, action spends
and reductions, requirements, production, variable VP) has a template here, and
``tests/games/tmae`` checks that each term the data uses renders.
"""

from __future__ import annotations

from desktop.engine.marks import M, P
from desktop.engine.protocol import Msg
from desktop.games.tmae.data import CardDef, data

C = "tmae"

RES = {"mc": M("tmae", "MC"), "heat": M("tmae", "heat"), "plant": M("tmae", "plants"), "card": M("tmae", "card(s)"),
       "animal": M("tmae", "animal(s)"), "microbe": M("tmae", "microbe(s)"), "science": M("tmae", "science resource(s)"),
       "tr": M("tmae", "TR")}
TAG_NAMES = {
    "building": M("tmae", "building"), "space": M("tmae", "space"), "science": M("tmae", "science"), "power": M("tmae", "power"),
    "earth": M("tmae", "earth"), "jovian": M("tmae", "jovian"), "plant": M("tmae", "plant"), "animal": M("tmae", "animal"),
    "microbe": M("tmae", "microbe"), "event": M("tmae", "event"),
}
BAND_NAMES = {"purple": M("tmae", "purple"), "red": M("tmae", "red"), "yellow": M("tmae", "yellow"), "white": M("tmae", "white")}
PHASES = {1: M("tmae", "Development"), 2: M("tmae", "Construction"), 3: M("tmae", "Action"), 4: M("tmae", "Production"),
          5: M("tmae", "Research")}

_GAIN = M("tmae", "Gain {num} {res}.")
_DRAW = P("tmae", "Draw %n card(s).", "", 1)
_DRAW_KEEP = M("tmae", "Reveal {num} cards, keep {k}, discard the rest.")
_DRAW_KEEP_TAGGED = M("tmae", "Reveal {num} cards, keep {k} tagged {tags}, discard the rest.")
_DISCARD = P("tmae", "Discard %n card(s) from your hand.", "", 1)
_TR = P("tmae", "Raise your TR %n step(s).", "", 1)
_TEMP = P("tmae", "Raise the temperature %n step(s).", "", 1)
_OXY = P("tmae", "Raise oxygen %n step(s).", "", 1)
_OCEAN = P("tmae", "Flip %n ocean tile(s).", "", 1)
_FOREST = P("tmae", "Gain %n forest(s) and raise oxygen as many steps.", "", 1)
_ADD_SELF = M("tmae", "Add {num} {res} to this card.")
_ADD_OTHER = M("tmae", "Add {num} {res} to another card.")
_ADD_HELD = M("tmae", "Add {num} resources to a card that already has resources.")
_REMOVE = M("tmae", "Remove {num} resource(s) from this card.")
_CHOICE = M("tmae", "Choose one: {alts}")
_OR = M("tmae", "{a} or {b}")
_IF_CHOSE = M("tmae", "If you picked the {phase} phase this round: {then}")
_IF_TAGS = M("tmae", "If you have {num} {tag} tags: {then}")
_TR_PER_TAG = M("tmae", "Raise your TR 1 step per {tag} tag you have.")
_EXTRA_PLAY = M("tmae", "You may play 1 more blue or red card this phase.")
_NEXT_DISCOUNT = M("tmae", "The next card you play this phase costs {num} MC less.")
_NEXT_FLEX = M("tmae", "For the next card you play this phase, oxygen and temperature may count one colour higher or lower.")
_FREE_GREEN = M("tmae", "You may play a green card of printed cost {num} MC or less from your hand without paying MC.")
_CONVERT = M("tmae", "Spend up to {max} {src} to gain as many {dst}.")
_CONVERT_ANY = M("tmae", "Spend any amount of {src} to gain as many {dst}.")
_REDRAFT = M("tmae", "Discard up to {num} cards from your hand and draw as many.")
_BRAINSTORM = M("tmae", "Reveal the top card of the deck: if it is green, discard it and gain 1 MC; otherwise take it.")
_UNIVERSITY = M("tmae", "You may discard a card: draw 2 cards if it had a plant tag, else 1.")

_PROD = M("tmae", "Production: {items}.")
_PROD_ITEM = M("tmae", "{num} {res}")
_PROD_PER = M("tmae", "Production: 1 {res} per {of} you have (counted now, this card included).")
_PROD_PER_N = M("tmae", "Production: 1 {res} per {n} {of} tags you have (counted now, this card included).")
_PER_FOREST = M("tmae", "forest")
_STEEL = P("tmae", "Steel %n: building cards cost 2 MC less per point.", "", 1)
_TITANIUM = P("tmae", "Titanium %n: space cards cost 3 MC less per point.", "", 1)
_START_MC = M("tmae", "Start with {num} MC.")

_ACTION = M("tmae", "ACTION: {then}")
_ACTION_OR = M("tmae", "ACTION (or): {then}")
_ACTION_SPEND = M("tmae", "ACTION: Spend {items}{note}: {then}")
_ACTION_SPEND_OR = M("tmae", "ACTION (or): Spend {items}{note}: {then}")
_AND = M("tmae", "{a} and {b}")
_SPEND_ITEM = M("tmae", "{num} {res}")
_SPEND_CARD = M("tmae", "a card from your hand")
_SPEND_HERE = M("tmae", "{num} resource(s) from this card")
_SPEND_ANY = M("tmae", "{num} {res} from one of your cards")
_CHOSE_SPEND = M("tmae", " (only {num} {res} if you picked the Action phase)")
_REDUCE_PER = M("tmae", " (the MC cost drops {num} per {per})")
_REDUCE_BLUE = M("tmae", " (the MC cost drops {num} with {k} or more blue cards in play)")
_PER = {"steel": M("tmae", "steel"), "titanium": M("tmae", "titanium"), "power_tag": M("tmae", "power tag")}

_WHEN = {
    "tag": M("tmae", "EFFECT: When you play a card tagged {tags}{incl}: {do}"),
    "card": M("tmae", "EFFECT: When you play a card: {do}"),
    "ocean": M("tmae", "EFFECT: When you flip an ocean tile: {do}"),
    "temp": M("tmae", "EFFECT: When you raise the temperature: {do}"),
    "oxygen": M("tmae", "EFFECT: When you raise oxygen: {do}"),
    "forest": M("tmae", "EFFECT: When you gain a forest: {do}"),
    "action": M("tmae", "EFFECT: When you use an ACTION: {do}"),
}
_INCL = M("tmae", " (this one included)")
_ONCE = M("tmae", " (once per card)")

_MOD = {
    "discount_all": M("tmae", "EFFECT: Cards cost you {num} MC less."),
    "discount_tags": M("tmae", "EFFECT: A card tagged {tags} costs you {num} MC less."),
    "discount_min": M("tmae", "EFFECT: A card of printed cost {min} MC or more costs you {num} MC less."),
    "steel_bonus": M("tmae", "EFFECT: Each steel point is worth {num} MC more."),
    "titanium_bonus": M("tmae", "EFFECT: Each titanium point is worth {num} MC more."),
    "req_flex": M("tmae", "EFFECT: For requirements, oxygen and temperature may count one colour higher or lower."),
    "res_pay": M("tmae", "EFFECT: When you play a card, you may remove {num} microbes from this card to pay {mc} MC less."),
    "plant_pay": M("tmae", "EFFECT: When you play a card, you may spend {num} plant to pay {mc} MC less."),
    "std_discount": M("tmae", "EFFECT: Standard projects that cost MC cost you {num} MC less."),
    "sell_bonus": M("tmae", "EFFECT: Cards you sell are worth {num} MC more."),
    "research_draw": M("tmae", "EFFECT: In the Research phase, draw {num} more card(s)."),
    "research_keep": M("tmae", "EFFECT: In the Research phase, keep {num} more card(s)."),
    "forest_plants": M("tmae", "EFFECT: A forest from plants costs you {num} plant(s) less."),
    "heat_as_mc": M("tmae", "EFFECT: You may pay with heat as if it were MC."),
    "tr_on_steel": M("tmae", "EFFECT: When you play a card that raises your steel, gain 1 TR."),
    "tr_on_tag": M("tmae", "EFFECT: For each {tag} tag you play, gain 1 TR."),
    "unmi": M("tmae", "EFFECT: The first time your TR rises in a phase, you may pay 6 MC to raise it 1 more step."),
}

REQ = {
    "temp_min": M("tmae", "Requires temperature {band} or warmer."),
    "temp_max": M("tmae", "Requires temperature {band} or cooler."),
    "oxy_min": M("tmae", "Requires oxygen {band} or higher."),
    "oxy_max": M("tmae", "Requires oxygen {band} or lower."),
    "tags": M("tmae", "Requires {num} {tag} tag(s)."),
    "oceans_min": M("tmae", "Requires {num} flipped ocean tiles."),
    "oceans_max": M("tmae", "Requires at most {num} flipped ocean tiles."),
    "tr_min": M("tmae", "Requires a TR of {num} or more."),
    "spend": M("tmae", "Spend {num} {res} to play this card."),
}
VP = M("tmae", "{num} VP.")
_VP_PER = {
    "here": M("tmae", "1 VP per {per} resource(s) on this card."),
    "forests": M("tmae", "1 VP per {per} forests you have."),
    "played": M("tmae", "1 VP per {per} cards you have played."),
    "blue": M("tmae", "1 VP per {per} blue cards you have in play."),
    "tag": M("tmae", "1 VP per {per} {tag} tag(s) you have."),
}
_SEP = M("tmae", "{a} {b}")
_CAT = M("tmae", "{a}{b}")
#: an empty line part (not a translatable template)
_EMPTY_MSG = Msg("tmae", "")


def join(msgs: list[Msg]) -> Msg:
    if not msgs:
        return _EMPTY_MSG
    out = msgs[0]
    for m in msgs[1:]:
        out = _SEP(a=out, b=m)
    return out


def _or(msgs: list[Msg]) -> Msg:
    out = msgs[0]
    for m in msgs[1:]:
        out = _OR(a=out, b=m)
    return out


def step_text(st: dict) -> Msg:
    key = next(iter(st))
    v = st[key]
    if key == "gain":
        return join([_GAIN(num=n, res=RES[r]()) for r, n in v.items()])
    if key == "draw":
        return _DRAW(n=v)
    if key == "draw_keep":
        if len(v) > 2:
            return _DRAW_KEEP_TAGGED(num=v[0], k=v[1], tags=_or([TAG_NAMES[t]() for t in v[2]]))
        return _DRAW_KEEP(num=v[0], k=v[1])
    if key == "discard":
        return _DISCARD(n=v)
    if key == "tr":
        return _TR(n=v)
    if key == "temp":
        return _TEMP(n=v)
    if key == "oxygen":
        return _OXY(n=v)
    if key == "ocean":
        return _OCEAN(n=v)
    if key == "forest":
        return _FOREST(n=v)
    if key == "add":
        t = _ADD_SELF if v["to"] == "self" else _ADD_OTHER
        return t(num=v["n"], res=RES[v["res"]]())
    if key == "add_held":
        return _ADD_HELD(num=v)
    if key == "remove_here":
        return _REMOVE(num=v)
    if key == "choice":
        return _CHOICE(alts=_or([join([step_text(x) for x in alt]) for alt in v]))
    if key == "if_chose":
        return _IF_CHOSE(phase=PHASES[v](), then=join([step_text(x) for x in st["then"]]))
    if key == "if_tags":
        return _IF_TAGS(num=v["n"], tag=TAG_NAMES[v["tag"]](), then=join([step_text(x) for x in v["then"]]))
    if key == "tr_per_tag":
        return _TR_PER_TAG(tag=TAG_NAMES[v]())
    if key == "extra_play":
        return _EXTRA_PLAY()
    if key == "next_discount":
        return _NEXT_DISCOUNT(num=v)
    if key == "next_flex":
        return _NEXT_FLEX()
    if key == "free_green":
        return _FREE_GREEN(num=v)
    if key == "convert":
        if v["max"]:
            return _CONVERT(max=v["max"], src=RES[v["from"]](), dst=RES[v["to"]]())
        return _CONVERT_ANY(src=RES[v["from"]](), dst=RES[v["to"]]())
    if key == "redraft":
        return _REDRAFT(num=v)
    if key == "brainstorm":
        return _BRAINSTORM()
    if key == "university":
        return _UNIVERSITY()
    raise KeyError(key)


def _and(msgs: list[Msg]) -> Msg:
    out = msgs[0]
    for m in msgs[1:]:
        out = _AND(a=out, b=m)
    return out


def action_text(v, alt: bool) -> Msg:
    then = join([step_text(x) for x in v.then])
    items = []
    for k, n in v.spend.items():
        if k == "card":
            items.append(_SPEND_CARD())
        elif k == "here":
            items.append(_SPEND_HERE(num=n))
        elif k == "any_res":
            items.append(_SPEND_ANY(num=n["n"], res=_or([RES[r]() for r in n["res"]])))
        else:
            items.append(_SPEND_ITEM(num=n, res=RES[k]()))
    if not items:
        return (_ACTION_OR if alt else _ACTION)(then=then)
    notes = []
    for k, n in v.chose_spend.items():
        notes.append(_CHOSE_SPEND(num=n, res=RES[k]()))
    r = v.reduce
    if "per" in r:
        notes.append(_REDUCE_PER(num=r["n"], per=_PER[r["per"]]()))
    elif "blue_min" in r:
        notes.append(_REDUCE_BLUE(num=r["n"], k=r["blue_min"]))
    note = _CAT(a=notes[0], b=notes[1]) if len(notes) > 1 else (notes[0] if notes else _EMPTY_MSG)
    return (_ACTION_SPEND_OR if alt else _ACTION_SPEND)(items=_and(items), note=note, then=then)


def mod_text(key: str, v) -> Msg:
    if key == "discount":
        if "tags" in v:
            return _MOD["discount_tags"](num=v["n"], tags=_or([TAG_NAMES[t]() for t in v["tags"]]))
        if "min_cost" in v:
            return _MOD["discount_min"](num=v["n"], min=v["min_cost"])
        return _MOD["discount_all"](num=v["n"])
    if key in ("res_pay", "plant_pay"):
        return _MOD[key](num=v["n"], mc=v["mc"])
    if key in ("req_flex", "heat_as_mc", "tr_on_steel", "unmi"):
        return _MOD[key]()
    if key == "tr_on_tag":
        return _MOD[key](tag=TAG_NAMES[v]())
    if key == "forest_plants":
        return _MOD[key](num=-v)
    return _MOD[key](num=v)


def card_text(card: CardDef | int) -> list[Msg]:
    """The card's rules text, generated from its data: one Msg per line."""
    c = data().all[card] if isinstance(card, int) else card
    out: list[Msg] = []
    r = c.req
    if r is not None:
        for k in ("temp_min", "temp_max", "oxy_min", "oxy_max"):
            b = getattr(r, k)
            if b is not None:
                out.append(REQ[k](band=BAND_NAMES[b]()))
        for tag, n in r.tags.items():
            out.append(REQ["tags"](num=n, tag=TAG_NAMES[tag]()))
        for k in ("oceans_min", "oceans_max", "tr_min"):
            n = getattr(r, k)
            if n is not None:
                out.append(REQ[k](num=n))
        for res, n in r.spend.items():
            out.append(REQ["spend"](num=n, res=RES[res]()))
    if c.kind == "corporation":
        out.append(_START_MC(num=c.mc))
    for st in c.play:
        out.append(step_text(st))
    if c.prod:
        out.append(_PROD(items=join([_PROD_ITEM(num=n, res=RES[k]()) for k, n in c.prod.items()])))
    if c.prod_per is not None:
        res, of, per = c.prod_per
        what = _PER_FOREST() if of == "forest" else TAG_NAMES[of]()
        if per > 1:
            out.append(_PROD_PER_N(res=RES[res](), n=per, of=what))
        else:
            out.append(_PROD_PER(res=RES[res](), of=what))
    if c.steel:
        out.append(_STEEL(n=c.steel))
    if c.titanium:
        out.append(_TITANIUM(n=c.titanium))
    for i, v in enumerate(c.action):
        out.append(action_text(v, i > 0))
    for t in c.triggers:
        do = join([step_text(x) for x in t.do])
        if t.on == "tag":
            incl = _INCL() if t.self_ else (_ONCE() if t.once else _EMPTY_MSG)
            out.append(_WHEN["tag"](tags=_or([TAG_NAMES[x]() for x in t.tags]), incl=incl, do=do))
        else:
            out.append(_WHEN[t.on](do=do))
    for k, v in c.mods.items():
        out.append(mod_text(k, v))
    if c.vp:
        out.append(VP(num=c.vp))
    if c.vp_per is not None:
        of, per = c.vp_per
        if of.startswith("tag:"):
            out.append(_VP_PER["tag"](per=per, tag=TAG_NAMES[of[4:]]()))
        else:
            out.append(_VP_PER[of](per=per))
    return out
