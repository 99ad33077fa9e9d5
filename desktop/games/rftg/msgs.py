"""Every message template, name and rule reference of the game (one place, for translators
and for the steps, phases and views that use them).  Prompts ``P_``, option labels ``O_``,
events ``E_``, refusals ``X_``, score sheet ``S_``; rule references ``R_``."""

from __future__ import annotations

from desktop.engine.marks import M, P, QT_TRANSLATE_NOOP
from desktop.engine.protocol import Msg, SeatRef
from desktop.games.rftg.rules import DESIGN, GOALS, R

C = "rftg"
CARDS_CONTEXT = "rftg.cards"


# -- names ---------------------------------------------------------------------------------
_CARD_NAMES = tuple(Msg(CARDS_CONTEXT, d.name) for d in DESIGN)


def card_name(iid: int) -> Msg:
    return _CARD_NAMES[iid]


# the table id of every card instance
CARD_IDS = tuple(f"card:{i}" for i in range(len(DESIGN)))


def cid(iid: int) -> str:
    return CARD_IDS[iid]


ACTIONS = ("e5", "e11", "dev", "dev2", "set", "set2", "trade", "x2", "prod")
BASIC_ACTIONS = ("e5", "e11", "dev", "set", "trade", "x2", "prod")


def second_alone(actions) -> bool:
    """rftg.round.advanced: a second Develop or Settle card only with the first one."""
    return ("dev2" in actions and "dev" not in actions) or ("set2" in actions and "set" not in actions)


def random_action_pair(rng) -> list[str]:
    """Two action cards drawn at random that the advanced game allows together."""
    while True:
        a = rng.sample(ACTIONS, 2)
        if not second_alone(a):
            return a


ACTION_NAMES = {
    "e5": M("rftg", "Explore +5"), "e11": M("rftg", "Explore +1/+1"), "dev": M("rftg", "Develop"),
    "dev2": M("rftg", "Develop (second)"), "set": M("rftg", "Settle"), "set2": M("rftg", "Settle (second)"),
    "trade": M("rftg", "Consume: Trade"), "x2": M("rftg", "Consume: 2x VP"), "prod": M("rftg", "Produce"),
}
PHASE_NAMES = {
    "explore": M("rftg", "Explore"), "develop": M("rftg", "Develop"), "develop2": M("rftg", "Develop"),
    "settle": M("rftg", "Settle"), "settle2": M("rftg", "Settle"), "consume": M("rftg", "Consume"),
    "produce": M("rftg", "Produce"),
}
KIND_NAMES = {"novelty": QT_TRANSLATE_NOOP("rftg.cards", "Novelty"),
              "rare": QT_TRANSLATE_NOOP("rftg.cards", "Rare elements"),
              "gene": QT_TRANSLATE_NOOP("rftg.cards", "Genes"),
              "alien": QT_TRANSLATE_NOOP("rftg.cards", "Alien")}
KEYWORD_NAMES = {"alien": QT_TRANSLATE_NOOP("rftg.cards", "Alien"),
                 "rebel": QT_TRANSLATE_NOOP("rftg.cards", "Rebel"),
                 "uplift": QT_TRANSLATE_NOOP("rftg.cards", "Uplift"),
                 "imperium": QT_TRANSLATE_NOOP("rftg.cards", "Imperium"),
                 "terraforming": QT_TRANSLATE_NOOP("rftg.cards", "Terraforming"),
                 "chromosome": QT_TRANSLATE_NOOP("rftg.cards", "Chromosome")}
GOAL_NAMES = {
    "standard_of_living": QT_TRANSLATE_NOOP("rftg.cards", "Galactic Standard of Living"),
    "system_diversity": QT_TRANSLATE_NOOP("rftg.cards", "System Diversity"),
    "overlord_discoveries": QT_TRANSLATE_NOOP("rftg.cards", "Overlord Discoveries"),
    "budget_surplus": QT_TRANSLATE_NOOP("rftg.cards", "Budget Surplus"),
    "innovation_leader": QT_TRANSLATE_NOOP("rftg.cards", "Innovation Leader"),
    "galactic_status": QT_TRANSLATE_NOOP("rftg.cards", "Galactic Status"),
    "greatest_military": QT_TRANSLATE_NOOP("rftg.cards", "Greatest Military"),
    "largest_industry": QT_TRANSLATE_NOOP("rftg.cards", "Largest Industry"),
    "greatest_infrastructure": QT_TRANSLATE_NOOP("rftg.cards", "Greatest Infrastructure"),
    "production_leader": QT_TRANSLATE_NOOP("rftg.cards", "Production Leader"),
}
GOAL_RULES = {g: R("goal." + g) for g in GOALS}

# every (phase, power code) and scoring match the engine implements (a test holds the data to it)
IMPLEMENTED_POWERS = frozenset({
    ("explore", "draw"), ("explore", "keep"),
    ("develop", "reduce"), ("develop", "draw"), ("develop", "draw_after"),
    ("settle", "military"), ("settle", "reduce"), ("settle", "discard_settle_free"),
    ("settle", "discard_military"), ("settle", "pay_military"), ("settle", "military_from_hand"),
    ("settle", "place_second_world"), ("settle", "draw_after"),
    ("consume", "trade_bonus"), ("consume", "trade_action"), ("consume", "consume"),
    ("consume", "discard_hand"), ("consume", "draw"), ("consume", "gamble"),
    ("produce", "produce"), ("produce", "discard_to_produce"), ("produce", "windfall"),
    ("produce", "draw"), ("produce", "draw_if_produced"), ("produce", "draw_per_good_produced"),
    ("produce", "draw_per_kind_produced"), ("produce", "draw_if_most_produced"),
    ("produce", "draw_per_world"), ("produce", "draw_per_military_world"),
})
IMPLEMENTED_SCORING = frozenset({
    "production_world", "windfall_world", "development_with_power", "world_with_power",
    "six_cost_development", "development", "world", "military_world", "rebel_military_world",
    "keyword", "named_card", "vp_chips_per_three", "military_total"})

# -- messages ------------------------------------------------------------------------------
P_SETUP = P("rftg", "Discard %n of your opening cards.", "", 1)
P_ACTION = M("rftg", "Choose your action for this round.")
P_ACTIONS2 = M("rftg", "Choose two different action cards for this round.")
P_EXPLORE = P("rftg", "Explore: keep %n of the cards you drew.", "", 1)
P_DEVELOP = M("rftg", "Develop: choose a development to place, or pass.")
P_SETTLE = M("rftg", "Settle: choose a world to place, or pass.")
P_SETTLE2 = M("rftg", "Settle: choose a second world to place, or pass.")
P_PAY = P("rftg", "Pay %n card(s) from your hand.", "", 1)
P_BOOST = P("rftg", "You need %n more military: discard cards for temporary military.", "", 1)
P_TRADE = M("rftg", "Trade: choose a good to sell.")
P_CONSUME = M("rftg", "Consume: choose the next power to use.")
P_GOODS = P("rftg", "Choose %n good(s) to consume.", "", 1)
P_DISCARD_HAND = P("rftg", "Discard up to %n card(s) from your hand for VP.", "", 1)
P_GAMBLE = M("rftg", "Gamble: name a cost from 1 to 7.")
P_PRODUCE = M("rftg", "Produce: choose the next power to use.")
P_DAF = M("rftg", "Choose the card to discard.")
P_LIMIT = P("rftg", "Discard %n card(s) down to the hand limit of 10.", "", 1)
P_DRAFT = M("rftg", "Draft: keep one card of this pack; the rest passes {direction}.")
P_START = M("rftg", "Choose your start world; the other one is discarded.")

O_PASS = M("rftg", "Pass")
O_DONE = M("rftg", "Done")
O_CARD = M("rftg", "{card}")
O_PLACE_DEV = P("rftg", "{card} (pay %n)", "", 1)
O_SETTLE_PAY = P("rftg", "{card}: pay %n", "", 1)
O_SETTLE_FREE = M("rftg", "{card}: discard {via} to place it for free")
O_SETTLE_WAR = M("rftg", "{card}: conquer with military")
O_SETTLE_PAYMIL = P("rftg", "{card}: pay %n instead of conquering", "", 1)
O_TEMP = M("rftg", "Discard {card} from your tableau: +{count} military")
O_MERC = M("rftg", "Discard {card} from your hand: +1 military")
O_SELL = P("rftg", "Sell the good on {card} for %n card(s)", "", 1)
O_POWER = M("rftg", "Use {card}: {power}")
O_GOOD = M("rftg", "The good on {card}")
O_WINDFALL = M("rftg", "Produce on {world} ({card})")
O_BONUS_WF = M("rftg", "Produce bonus: produce on {world}")
O_DAF = M("rftg", "Discard a card to produce on {card}")

E_DEAL = M("rftg", "{player} is dealt the start world {card} and six cards.")
E_DRAW = P("rftg", "{player} draws %n card(s).", "", 1)
E_ACTIONS = M("rftg", "{player} chose {action}.")
E_PHASE = M("rftg", "Phase: {phase}.")
E_PLACE = M("rftg", "{player} places {card}.")
E_NO_DEV = M("rftg", "{player} places no development.")
E_NO_WORLD = M("rftg", "{player} settles no world.")
E_GOOD = M("rftg", "A good is placed on {card}.")
E_SELL = P("rftg", "{player} sells a good from {card} for %n card(s).", "", 1)
E_VP = P("rftg", "{player} gains %n VP.", "", 1)
E_CONSUME = M("rftg", "{player} uses {card}.")
E_DISCARD = P("rftg", "{player} discards %n card(s).", "", 1)
E_RESHUFFLE = M("rftg", "The discard pile is shuffled into a new draw pile.")
E_RESHUFFLE_OWN = M("rftg", "{player} shuffles their discard pile into a new draw pile.")
E_GOAL = M("rftg", "{player} claims the goal {goal}.")
E_GOAL_BACK = M("rftg", "The goal {goal} returns to the centre.")
E_GAMBLE_WIN = M("rftg", "{player} names {count} and flips {card}: a match, kept.")
E_GAMBLE_LOSE = M("rftg", "{player} names {count} and flips {card}: no match.")
E_END = M("rftg", "The game ends after this round.")
E_GOAL_CHIP = M("rftg", "{player} is tied for the most in {goal} at the end: a 3-VP goal chip.")
E_SCORE = M("rftg", "{player} scores {total} VP ({chips} chips, {cards} cards, {six} bonus, {goals} goals).")
E_TEMP = M("rftg", "{player} discards {card} for temporary military.")

X_DUP = M("rftg", "You already have this development in your tableau.")
X_AFFORD = M("rftg", "You cannot pay for this card.")
X_MIL = M("rftg", "Your military is too weak for this world.")
X_SECOND = M("rftg", "Choose the first card of that action before its second card.")
X_DIFF = M("rftg", "Choose goods of different kinds.")
X_MERC = P("rftg", "You may discard at most %n hand card(s) for military.", "", 1)

# -- rule references -----------------------------------------------------------------------
R_SETUP_DEAL = R("setup.deal")
R_ANCIENT = R("setup.ancient_race")
R_WINDFALL_START = R("setup.windfall_start")
R_SELECT = R("round.select")
R_ADVANCED = R("round.advanced")
R_PHASES = R("round.phases")
R_EXPLORE = R("explore.draw")
R_EXPLORE_BONUS = R("explore.bonus")
R_DEVELOP = R("develop.place")
R_DEVELOP_BONUS = R("develop.bonus")
R_NO_DUP = R("develop.no_duplicate")
R_PAY = R("pay.cards")
R_SETTLE = R("settle.place")
R_SETTLE_MIL = R("settle.military")
R_SETTLE_BONUS = R("settle.bonus")
R_WINDFALL = R("settle.windfall")
R_TIMING = R("powers.timing")
R_TRADE = R("consume.trade")
R_CONSUME = R("consume.powers")
R_X2 = R("consume.x2")
R_PRODUCE = R("produce.produce")
R_PRODUCE_BONUS = R("produce.bonus")
R_LIMIT = R("round.hand_limit")
R_RESHUFFLE = R("deck.reshuffle")
R_END = R("end.trigger")
R_SCORE = R("end.score")
R_TIE = R("end.tiebreak")
R_GOALS = R("goals.timing")
R_FIRST = R("goals.first")
R_MOST = R("goals.most")
R_MOST_TIE = R("goals.most_tie")
R_MOST_END = R("goals.most_end")
R_GOAL_VP = R("goals.not_chips")
R_VP_POOL = R("setup.vp_pool")
R_SIX = R("scoring.six_dev")
R_DRAFT_PRIVATE = R("draft.private")
POWER_RULES = {
    "discard_settle_free": R("power.colony_ship"),
    "discard_military": R("power.military_tactics"),
    "pay_military": R("power.contact_specialist"),
    "military_from_hand": R("power.mercenaries"),
    "place_second_world": R("power.improved_logistics"),
    "gamble": R("power.gamble"),
    "discard_to_produce": R("power.damaged_alien_factory"),
    "trade_action": R("power.trade_action"),
    "discard_hand": R("power.discard_hand"),
}


# -- power texts ---------------------------------------------------------------------------
_T = {
    ("explore", "draw"): P("rftg", "Draw %n more card(s) when exploring", "", 1),
    ("explore", "keep"): P("rftg", "Keep %n more card(s) when exploring", "", 1),
    ("develop", "reduce"): P("rftg", "Developments cost %n less", "", 1),
    ("develop", "draw"): P("rftg", "Draw %n card(s) at the start of Develop", "", 1),
    ("develop", "draw_after"): P("rftg", "Draw %n card(s) after placing a development", "", 1),
    ("settle", "military"): M("rftg", "{sign}{count} military{against}"),
    ("settle", "reduce"): P("rftg", "Non-military worlds cost %n less", "", 1),
    ("settle", "discard_settle_free"): M(
        "rftg", "Discard this card to place a non-military, non-Alien world for free"),
    ("settle", "discard_military"): P("rftg", "Discard this card for +%n military this phase", "", 1),
    ("settle", "pay_military"): P(
        "rftg", "Pay for a non-Alien military world at %n less than its defence", "", 1),
    ("settle", "military_from_hand"): P(
        "rftg", "Discard up to %n hand card(s) for +1 military each this phase", "", 1),
    ("settle", "place_second_world"): M("rftg", "Place a second world"),
    ("settle", "draw_after"): P("rftg", "Draw %n card(s) after placing a world", "", 1),
    ("consume", "trade_bonus"): M("rftg", "Trade: +{count} for {which}"),
    ("consume", "trade_action"): M("rftg", "Sell a good{nobonus}"),
    ("consume", "consume"): M("rftg", "Consume {goods}: {reward}"),
    ("consume", "discard_hand"): P("rftg", "Discard up to %n card(s) from hand: {vp} VP each", "", 1),
    ("consume", "draw"): P("rftg", "Draw %n card(s)", "", 1),
    ("consume", "gamble"): M("rftg", "Name a cost 1-7 and flip the top card: keep it on a match"),
    ("produce", "produce"): M("rftg", "Produce a good here"),
    ("produce", "discard_to_produce"): M("rftg", "Discard a card to produce a good here"),
    ("produce", "windfall"): M("rftg", "Produce on an empty windfall world"),
    ("produce", "draw"): P("rftg", "Draw %n card(s)", "", 1),
    ("produce", "draw_if_produced"): P("rftg", "Draw %n card(s) if this world produced", "", 1),
    ("produce", "draw_per_good_produced"): M("rftg", "Draw {count} per {which} good produced"),
    ("produce", "draw_per_kind_produced"): M("rftg", "Draw {count} per kind of good produced"),
    ("produce", "draw_if_most_produced"): M("rftg", "Draw {count} if you produced the most {which} goods"),
    ("produce", "draw_per_world"): M("rftg", "Draw {count} per {which} world"),
    ("produce", "draw_per_military_world"): M("rftg", "Draw {count} per military world"),
}
_ANY = M("rftg", "any")
_AGAINST_KIND = M("rftg", " against {which} worlds")
_AGAINST_REBEL = M("rftg", " against Rebel worlds")
_NO_BONUS = M("rftg", " (no trade bonuses)")
_THIS_GOOD = M("rftg", "this world's good")
_KIND_GOOD = M("rftg", "{which} goods")
_ANY_GOOD = M("rftg", "any good")
_PER_CHROMO = M("rftg", "Trade: +1 per chromosome card for {which} goods")
_REDUCE_KIND = P("rftg", "Non-military {which} worlds cost %n less", "", 1)
_WINDFALL_KIND = M("rftg", "Produce on an empty {which} windfall world")
_GOODS_EACH = P("rftg", "up to %n {which} good(s)", "", 1)
_GOODS_EACH_ANY = P("rftg", "up to %n good(s)", "", 1)
_GOODS_TWO = M("rftg", "two {which} goods")
_GOODS_TWO_ANY = M("rftg", "two goods")
_GOODS_THREE = M("rftg", "three goods of different kinds")
_GOODS_ALL = M("rftg", "all your goods")
_GOODS_THIS = M("rftg", "this world's {which} good")
_REWARD_VP = P("rftg", "%n VP", "", 1)
_REWARD_CARDS = P("rftg", "%n card(s)", "", 1)
_REWARD_BOTH = M("rftg", "{vp} and {cards}")
_REWARD_EACH = M("rftg", "{reward} each")
_REWARD_ALL = M("rftg", "VP equal to the goods minus one")


def kind_msg(kind: str | None) -> Msg:
    return Msg(CARDS_CONTEXT, KIND_NAMES[kind]) if kind else _ANY()


def power_text(p) -> Msg:
    """A short text for a power, generated from its structured data."""
    t = _T[(p.phase, p.code)]
    if p.phase == "settle" and p.code == "military":
        against = (_AGAINST_REBEL() if p.against_rebel
                   else _AGAINST_KIND(which=kind_msg(p.kind)) if p.kind else "")
        return t(sign="+" if p.value >= 0 else "-", count=abs(p.value), against=against)
    if p.code == "reduce" and p.phase == "settle":
        return _REDUCE_KIND(n=p.value, which=kind_msg(p.kind)) if p.kind else t(n=p.value)
    if p.code == "windfall":
        return _WINDFALL_KIND(which=kind_msg(p.kind)) if p.kind else t()
    if p.code == "trade_bonus":
        if p.per_chromosome and not p.value:
            return _PER_CHROMO(which=kind_msg(p.kind))
        which = (_THIS_GOOD() if p.this_world else
                 _KIND_GOOD(which=kind_msg(p.kind)) if p.kind else _ANY_GOOD())
        return t(count=p.value, which=which)
    if p.code == "trade_action":
        return t(nobonus=_NO_BONUS() if p.no_bonus else "")
    if p.code == "consume":
        k = kind_msg(None if p.goods == "any" else p.goods)
        anyk = p.goods == "any"
        goods = {"each": lambda: (_GOODS_EACH_ANY(n=p.times) if anyk
                                  else _GOODS_EACH(n=p.times, which=k)),
                 "two": lambda: _GOODS_TWO_ANY() if anyk else _GOODS_TWO(which=k),
                 "three_different": _GOODS_THREE,
                 "all": _GOODS_ALL, "this_world": lambda: _GOODS_THIS(which=k)}[p.mode]()
        if p.mode == "all":
            return t(goods=goods, reward=_REWARD_ALL())
        parts = []
        if p.vp:
            parts.append(_REWARD_VP(n=p.vp))
        if p.cards:
            parts.append(_REWARD_CARDS(n=p.cards))
        reward = parts[0] if len(parts) == 1 else _REWARD_BOTH(vp=parts[0], cards=parts[1])
        if p.mode == "each":
            reward = _REWARD_EACH(reward=reward)
        return t(goods=goods, reward=reward)
    if p.code == "discard_hand":
        return t(n=p.times, vp=p.vp)
    if p.code in ("draw_per_good_produced", "draw_if_most_produced",
                  "draw_per_world", "draw_per_military_world", "draw_per_kind_produced"):
        return t(count=p.value, which=kind_msg(p.kind))
    if t.plural:
        return t(n=p.value)
    return t()


def msg(t, n=None, **args) -> Msg:
    """``t(n=..., **args)`` without the template call's overhead (hot event messages)."""
    return Msg(t.context, t.text, args, n if t.plural else None)


_PLAYERS = [SeatRef(i) for i in range(8)]


def player(seat: int) -> SeatRef:
    """A seat in a message: the UI shows the player's name ("Player 2" in plain English)."""
    return _PLAYERS[seat]


# -- score sheet and outcome notes ---------------------------------------------------------
TIEBREAK = M("rftg", "Tie broken by cards in hand plus goods.")
ROBOT_TIEBREAK = M("rftg", "Tie broken by the robot's credit plus economy against your cards in hand plus goods.")
ROBOT_SHARED = M("rftg", "Still tied after the tie-break: a shared victory.")
ROBOT_WINS = M("rftg", "The robot wins with {vp} VP.")
ROBOT_LOSES = M("rftg", "The robot scores {vp} VP.")
S_ROBOT_TIE = M("rftg", "Tie-break (hand + goods / robot credit + economy)")
S_CHIPS = M("rftg", "VP chips")
S_CARDS = M("rftg", "Card VP")
S_SIX = M("rftg", "6-cost developments")
S_GOALS = M("rftg", "Goals")
S_TOTAL = M("rftg", "Total")
S_TIE = M("rftg", "Cards in hand + goods")

