"""``bts.action``: move the pawn to a new, empty action space and take its action (or, with
``basic``, take a Basic Spacefaring action without moving: the Technocrats' Guild)."""

from __future__ import annotations

from desktop.engine.flow import Step
from desktop.engine.protocol import Legal, Option, SeatRef
from desktop.games.bts import effects as X
from desktop.games.bts import msgs as T
from desktop.games.bts import refs as R
from desktop.games.bts.cards import Action
from desktop.games.bts.steps import STEPS

PASS = "pass"


def _possible(s, seat, action: Action) -> bool:
    p = s.players[seat]
    if p.ore < action.cost_ore:
        return False
    research = [e for e in action.effects if e.op == "research"]
    if p.pop < action.cost_pop + len(research):
        return False
    for e in research:
        if not X.researchable(s, seat, e.level):
            return False
    if any(e.op == "colonise" for e in action.effects) and not X.colonisable(s, seat):
        return False
    return True


def all_spaces(s, seat: int):
    """Every action space open to ``seat`` in principle: (space id, action, bonus ore, name,
    rule, stand-in)."""
    c = X.cat(s)
    n = len(s.players)
    out = []
    for row in c.basic.values():
        bonus = row.bonus_ore.get(n, ())
        rule = _ROW_RULE.get(row.id, R.BASIC_RESEARCH)
        for k in range(row.spaces[n]):
            out.append((f"{row.id}:0:{k}", row.action, 1 if k in bonus else 0, X.nm(row), rule,
                        False))
    for g in c.guilds.values():
        if g.id in s.unlocked:
            for k in range(g.spaces):
                out.append((f"{g.id}:0:{k}", g.action, 0, X.nm(g), _GUILD_RULE[g.id], False))
    p = s.players[seat]
    for slot in p.researched:
        card = s.slots[slot]
        if card is None:
            continue
        tech = c.techs[card]
        for a, act in enumerate(tech.actions):
            for k in range(act.spaces):
                out.append((f"{slot}:{a}:{k}", act, 0, X.nm(tech), R.TECH_ACTIONS, tech.standin))
    for card in p.private:
        tech = c.techs[card]
        for a, act in enumerate(tech.actions):
            for k in range(act.spaces):
                out.append((f"p.{card}:{a}:{k}", act, 0, X.nm(tech), R.TECH_PRIVATE, tech.standin))
    return out


_ROW_RULE = {"bs.research1": R.BASIC_RESEARCH, "bs.research2": R.BASIC_RESEARCH,
             "bs.build_jump": R.BASIC_BUILD_JUMP, "bs.grow": R.BASIC_GROW}
_GUILD_RULE = {"g.terraformers": R.GUILD_TERRAFORMERS, "g.professors": R.GUILD_PROFESSORS,
               "g.technocrats": R.GUILD_TECHNOCRATS, "g.metascientists": R.GUILD_METASCIENTISTS}


def legal_spaces(s, seat: int) -> list[str]:
    taken = {p.pawn for p in s.players if p.pawn is not None}
    return [sid for sid, act, *_ in all_spaces(s, seat)
            if sid not in taken and _possible(s, seat, act)]


def basic_choices(s, seat: int) -> list[str]:
    return [row.id for row in X.cat(s).basic.values() if _possible(s, seat, row.action)]


def owner(s, sid: str) -> str:
    """The row, guild or card an action space belongs to (the source of its effects)."""
    head = sid.split(":", 1)[0]
    if head.startswith("p."):
        return head[2:]
    if head in s.slots:
        return s.slots[head] or head
    return head


def _find(s, seat, sid):
    for item in all_spaces(s, seat):
        if item[0] == sid:
            return item
    raise KeyError(sid)


def _cost(act: Action):
    if act.cost_ore and act.cost_pop:
        return T.COST_BOTH(ore=act.cost_ore, pop=act.cost_pop)
    if act.cost_ore:
        return T.COST_ORE(ore=act.cost_ore)
    if act.cost_pop:
        return T.COST_POP(pop=act.cost_pop)
    return None


def action_text(act: Action):
    fx = X.describe(X.fx_json(act.effects))
    cost = _cost(act)
    return T.WITH_COST(cost=cost, effects=fx) if cost is not None else fx


@STEPS.register
class ActionStep(Step):
    kind = "bts.action"
    rule = R.TURN_ACTION

    def rule_of(self, g, s, e):
        return R.BASIC_WITHOUT_MOVING if e.get("basic") else R.TURN_ACTION

    def legal(self, g, s, e):
        ids = basic_choices(s, e.seat) if e.get("basic") else legal_spaces(s, e.seat)
        return Legal("one", tuple(ids) or (PASS,))

    def prompt(self, g, s, e):
        return T.BASIC_PROMPT() if e.get("basic") else T.ACTION_PROMPT(round=s.round)

    def option(self, g, s, e, i):
        if i == PASS:
            return Option(i, T.PASS(), (), R.TURN_PASS)
        if e.get("basic"):
            row = X.cat(s).basic[i]
            return Option(i, T.SPACE(action=X.nm(row), effects=action_text(row.action)),
                          (f"space:{i}:0:0",), _ROW_RULE[i],
                          data={"cost_ore": row.action.cost_ore, "cost_pop": row.action.cost_pop})
        sid, act, bonus, name, rule, standin = _find(s, e.seat, i)
        label = (T.SPACE_BONUS if bonus else T.SPACE)(action=name, effects=action_text(act))
        return Option(i, label, (f"space:{sid}",), rule,
                      data={"cost_ore": act.cost_ore, "cost_pop": act.cost_pop,
                            "bonus_ore": bonus, "standin": standin,
                            "group": T.SPACE(action=name, effects=action_text(act))})

    def resolve(self, g, s, e, answer, ev):
        seat = e.seat
        p = s.players[seat]
        if answer == PASS:
            ev.append(X.event(T.PASSES(player=SeatRef(seat)), R.TURN_PASS, seat))
            return
        if e.get("basic"):
            row = X.cat(s).basic[answer]
            act, bonus, name, rule, standin = row.action, 0, X.nm(row), _ROW_RULE[answer], False
        else:
            _sid, act, bonus, name, rule, standin = _find(s, seat, answer)
            p.pawn = answer
        p.ore -= act.cost_ore
        for _ in range(act.cost_pop):
            p.pop -= 1
            X.return_supply(p)
        p.ore += bonus
        ev.append(X.event(T.TOOK_SPACE(player=SeatRef(seat), action=name), rule, seat, standin,
                          objects=(f"space:{answer}",)))
        X.queue(s, seat, X.fx_list(act.effects), owner(s, answer) if not e.get("basic") else answer,
                rule, standin)
