"""Every message template of the TM:AE rules (log lines, prompts, option labels, scoring) and
the rule references they cite.  Card text lives in :mod:`desktop.games.tmae.text`."""

from __future__ import annotations

from desktop.engine.marks import M
from desktop.engine.protocol import Event, Msg, RuleRef, seat_name
from desktop.games.tmae.data import data

C = "tmae"
CARDS = data().all


# The log's messages and events are built on every answer, read or not (random playouts read
# none): they are built here as the frozen dataclasses' own __init__ would, slot by slot, without
# its one ``object.__setattr__`` call per field.  tests/games/tmae/test_msgs.py holds them equal.
_new = object.__new__
_M_CONTEXT, _M_TEXT, _M_ARGS, _M_N = (Msg.__dict__[f].__set__ for f in ("context", "text", "args", "n"))
_E_FIELDS = ("msg", "rule", "seat", "reveals", "private_to", "objects", "unconfirmed")
_E_MSG, _E_RULE, _E_SEAT, _E_REVEALS, _E_PRIVATE, _E_OBJECTS, _E_UNCONFIRMED = (
    Event.__dict__[f].__set__ for f in _E_FIELDS)


def msg(t, **args) -> Msg:
    """``t(**args)`` for a marked template (``M``, no plural), built directly (hot path of the
    simulator): the same ``Msg``."""
    m = _new(Msg)
    _M_CONTEXT(m, t.context)
    _M_TEXT(m, t.text)
    _M_ARGS(m, args)
    _M_N(m, None)
    return m


def event(msg: Msg, rule: RuleRef | None = None, seat: int | None = None, reveals: bool = False,
          private_to: int | None = None, objects: tuple[str, ...] = (), unconfirmed: bool = False) -> Event:
    """``Event(...)``, the same arguments and the same object, built directly (hot path)."""
    e = _new(Event)
    _E_MSG(e, msg)
    _E_RULE(e, rule)
    _E_SEAT(e, seat)
    _E_REVEALS(e, reveals)
    _E_PRIVATE(e, private_to)
    _E_OBJECTS(e, objects)
    _E_UNCONFIRMED(e, unconfirmed)
    return e


def R(rule: str) -> RuleRef:
    return RuleRef("tmae." + rule)


# -- rules cited ------------------------------------------------------------------------------
RULE_PICK = R("planning.pick")
RULE_NO_REPEAT = R("planning.no_repeat")
RULE_ORDER = R("phases.order")
RULE_DEV = R("development.play")
RULE_CONS = R("construction.play")
RULE_CONS_BONUS = R("construction.bonus")
RULE_ACTION = R("action.play")
RULE_ACTION_BONUS = R("action.bonus")
RULE_SELL = R("sell")
RULE_PAY = R("payment.steel_titanium")
RULE_DISCOUNTS = R("payment.discounts")
RULE_FORCED = R("action.forced")
RULE_RESEARCH = R("research.draw")
RULE_HAND = R("round_end.hand_limit")
RULE_END = R("end.phase")
RULE_MAXED = R("end.maxed_phase")
RULE_TR = R("tr.raise")
RULE_OCEAN = R("ocean.tile")
RULE_CORP = R("setup.corporations")
RULE_EFFECT = R("card.effect")
RULE_CARD_ACTION = R("card.action")
RULE_RES = R("card.resources")
RULE_REQ_PHASE = R("req.phase_start")
RULE_SOLO = R("solo.dummy")
RULE_SOLO_ADV = R("solo.advance_choice")
RULE_SOLO_LAST = R("solo.last_rounds")
RULE_UNMI = R("corp.unmi")
RULE_PER_TAG = R("card.per_tag")
RULE_PROD_PER_TAG = R("card.production_per_tag")
RULE_SELL_WHEN = R("sell.when")
RULE_OVER = R("game.over")
SP_RULES = {"forest_plants": R("sp.forest_plants"), "forest_mc": R("sp.forest_mc"), "heat": R("sp.heat"),
            "temp_mc": R("sp.temp_mc"), "ocean": R("sp.ocean")}

PHASE_NAMES = {1: M("tmae", "Development"), 2: M("tmae", "Construction"), 3: M("tmae", "Action"),
               4: M("tmae", "Production"), 5: M("tmae", "Research")}
PHASE_MSGS = {k: v() for k, v in PHASE_NAMES.items()}

# -- the log ------------------------------------------------------------------------------------
DRAW = M("tmae", "{player} draws {num} card(s).")
RESHUFFLE = M("tmae", "The discards are shuffled into a new project deck.")
PLAYS = M("tmae", "{player} plays {card} for {mc} MC.")
SELLS = M("tmae", "{player} sells {card} for {mc} MC.")
PICKED = M("tmae", "{player} picks the {phase} phase.")
DUMMY = M("tmae", "The dummy hand plays the {phase} phase.")
PHASE = M("tmae", "{phase} phase.")
TEMP = M("tmae", "{player} raises the temperature to {value} °C.")
OXY = M("tmae", "{player} raises oxygen to {value}%.")
OCEAN = M("tmae", "{player} flips an ocean tile: {mc} MC, {plants} plants, {cards} card(s).")
MAXED_TR = M("tmae", "{player} raises a parameter maxed this phase: 1 TR.")
FOREST = M("tmae", "{player} gains a forest.")
TR = M("tmae", "{player} gains {num} TR.")
#: the log of each standard project, with what it cost
SP_USED = {"forest_plants": M("tmae", "{player} turns {n} plants into a forest (standard project)."),
           "forest_mc": M("tmae", "{player} buys a forest for {n} MC (standard project)."),
           "heat": M("tmae", "{player} spends {n} heat to raise the temperature (standard project)."),
           "temp_mc": M("tmae", "{player} buys a temperature step for {n} MC (standard project)."),
           "ocean": M("tmae", "{player} buys an ocean tile for {n} MC (standard project).")}
FORCED_FOREST = M("tmae", "{player} must turn {n} plants into a forest (end of the Action phase).")
FORCED_HEAT = M("tmae", "{player} must spend {n} heat to raise the temperature (end of the Action phase).")
ACT = M("tmae", "{player} uses the action of {card}.")
PASS = M("tmae", "{player} passes.")
PRODUCTION = M("tmae", "{player} produces {mc} MC, {heat} heat, {plants} plants and {cards} card(s).")
OVER = M("tmae", "Mars is terraformed: the game ends after this phase.")
SOLO_END = M("tmae", "Round 25 is over.")
SOLO_STEP = M("tmae", "Mars advances on its own (solo difficulty).")
SOLO_RESHUFFLE = M("tmae", "The dummy hand is reshuffled.")
CORP = M("tmae", "{player} takes {corp}.")
DISCARDS = M("tmae", "{player} discards {num} card(s) for {mc} MC.")
REVEALS = M("tmae", "{player} reveals {card}.")
FEW_CORPS = M("tmae", "Only one starred corporation per player: it is kept.")
DEALT = M("tmae", "Cards and corporations are dealt; the ocean tiles are shuffled.")

# -- prompts ------------------------------------------------------------------------------------
P_CORP = M("tmae", "Choose your corporation.")
P_PHASE = M("tmae", "Pick a phase card for this round.")
P_DUMMY = M("tmae", "Choose the dummy's phase card for this round.")
P_ADV = M("tmae", "Mars advances: raise temperature or oxygen (no TR).")
P_MAIN = {1: M("tmae", "Development: play a green card, sell, or pass."),
          2: M("tmae", "Construction: play a blue or red card, sell, or pass."),
          3: M("tmae", "Action: use an action or a standard project, sell, or pass.")}
P_PAY = M("tmae", "How do you pay for {card}?")
P_CHOICE = M("tmae", "{card}: choose one.")
P_TARGET = M("tmae", "{card}: which card gets the resources?")
P_KEEP = M("tmae", "Keep {k} of the drawn cards.")
P_DISCARD = M("tmae", "Discard {k} card(s).")
P_HAND = M("tmae", "Hand limit: discard {k} card(s) for MC.")
P_REDRAFT = M("tmae", "{card}: discard up to {k} cards to draw as many.")
P_FREE = M("tmae", "{card}: play a cheap green card for free?")
P_UNI = M("tmae", "{card}: discard a card to draw?")
P_CONVERT = M("tmae", "{card}: how much heat do you spend?")
P_UNMI = M("tmae", "{card}: pay 6 MC for 1 more TR?")

# -- option labels ------------------------------------------------------------------------------
O_CORP = M("tmae", "Take {corp}")
O_DUMMY = M("tmae", "Dummy plays {phase}")
O_ADV = {"adv:temp": M("tmae", "Raise the temperature"), "adv:oxygen": M("tmae", "Raise oxygen")}
O_PLAY = M("tmae", "Play {card}")
O_SELL = M("tmae", "Sell {card} for {mc} MC")
#: every "Sell X" of a hand folds under one button of the decision bar (``Option.data["group"]``)
SELL_GROUP = M("tmae", "Sell cards")
O_DRAW = M("tmae", "Draw a card (Construction bonus)")
O_PASS = M("tmae", "Pass")
O_ACT = M("tmae", "Use {card}: {text}")
O_ACT_WITH = M("tmae", "Use {card}: {text} (with {other})")
O_SP = {"forest_plants": M("tmae", "Standard project: plants to forest"),
        "forest_mc": M("tmae", "Standard project: buy a forest"),
        "heat": M("tmae", "Standard project: heat to temperature"),
        "temp_mc": M("tmae", "Standard project: buy a temperature step"),
        "ocean": M("tmae", "Standard project: buy an ocean")}
O_PAY = M("tmae", "Pay {mc} MC and {heat} heat")
O_PAY_MICROBES = M("tmae", "{pay}, using 2 microbes")
O_PAY_PLANT = M("tmae", "{pay}, using 1 plant")
O_TARGET = M("tmae", "Onto {card}")
O_FREE = M("tmae", "Play {card} for free")
O_SKIP = M("tmae", "Skip")
O_UNI = M("tmae", "Discard {card}")
O_YES = M("tmae", "Yes")
O_NO = M("tmae", "No")
HEAT = M("tmae", "heat")

# -- scoring ------------------------------------------------------------------------------------
S_TR = M("tmae", "Terraform rating")
S_FOREST = M("tmae", "Forests")
S_CARDS = M("tmae", "Cards")
S_TOTAL = M("tmae", "Total")
TIE = M("tmae", "Tie broken by the MC, heat and plants left, each card in hand sold first.")
SOLO_LOST = M("tmae", "Mars was not terraformed in 25 rounds: the game is lost.")
NAME = M("tmae", "Terraforming Mars: Ares Expedition")
DESC = M("tmae", "Terraform Mars with phase cards, projects and standard projects; 1–4 players with solo mode.")

# -- names as messages (built once) -------------------------------------------------------------
_NAME_MSGS: dict[int, Msg] = {}


def card_name(code: int) -> Msg:
    m = _NAME_MSGS.get(code)
    if m is None:
        m = _NAME_MSGS[code] = Msg("tmae.cards", CARDS[code].name)
    return m


_PLAYER_MSGS = tuple(seat_name(i) for i in range(4))


def player_name(seat: int) -> Msg:
    return _PLAYER_MSGS[seat]


#: table ids of the cards and corporations (built once)
CARD_IDS = {c: (f"corp:{c}" if CARDS[c].kind == "corporation" else f"card:{c}") for c in CARDS}


# -- log entries that depend only on a seat and a phase (events are immutable: built once) ------
#: "Player N picks the X phase." by (seat, phase)
PICKED_EVENTS = {(seat, ph): event(msg(PICKED, player=player_name(seat), phase=PHASE_MSGS[ph]), RULE_PICK, seat,
                                   reveals=True, objects=(f"phase:{seat}:{ph}",))
                 for seat in range(4) for ph in PHASE_MSGS}
#: "X phase." by phase
PHASE_EVENTS = {ph: event(msg(PHASE, phase=m), RULE_ORDER) for ph, m in PHASE_MSGS.items()}
#: "Player N passes." by seat
PASS_EVENTS = tuple(event(msg(PASS, player=player_name(seat)), RULE_ORDER, seat) for seat in range(4))
