"""Race for the Galaxy + The Gathering Storm: the rules engine (model layer, no Qt).

Flow: every seat that owes an answer in the current step is in ``to_act`` (simultaneous
where the rules are: the opening discard, action selection, and every phase, in which all
seats act "at once").  Each seat's prompt is ``SeatState.sub``; when no seat owes anything
the step moves on (``_progress``).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from desktop.engine.marks import M, P, QT_TRANSLATE_NOOP
from desktop.engine.protocol import (Answer, Decision, Event, Game, Illegal, Msg, Option,
                                     Options, Outcome, PickNumber, PickOne, PickSome, RuleRef,
                                     ScoreLine, check_shape, not_your_turn, SeatRef)
from desktop.engine.rng import Rng
from desktop.games.rftg import draft as drafting
from desktop.games.rftg import robot as robotics
from desktop.games.rftg.cards import KINDS
from desktop.games.rftg.rules import (DESIGN, FIRST_GOALS, GOALS, MOST_GOALS, N_CARDS, POWERS,
                                      R, goal_amount, six_dev_bonus, total_military,
                                      trade_price)
from desktop.games.rftg.state import RftgState, SeatState

C = "rftg"
CARDS_CONTEXT = "rftg.cards"


#: option values as the New game dialog shows them (translated in the "options" context)
OPTION_VALUES = (QT_TRANSLATE_NOOP("options", "easy"), QT_TRANSLATE_NOOP("options", "medium"),
                 QT_TRANSLATE_NOOP("options", "hard"))


class RftgOptions(Options):
    """Seats 2-5; ``seats=1`` is the solitaire game against the robot (``difficulty`` required;
    it plays the two-player advanced rules without goals); ``draft`` the drafting variant
    (2-3 seats)."""

    seats: int = Field(2, ge=1, le=5, title=QT_TRANSLATE_NOOP("options", "Seats"))
    advanced: bool = Field(False, title=QT_TRANSLATE_NOOP(
        "options", "Two-player advanced game (two actions each)"))
    goals: bool = Field(True, title=QT_TRANSLATE_NOOP("options", "Goals (The Gathering Storm)"))
    difficulty: Literal["easy", "medium", "hard"] | None = Field(None, title=QT_TRANSLATE_NOOP(
        "options", "Solitaire robot difficulty"))
    draft: bool = Field(False, title=QT_TRANSLATE_NOOP(
        "options", "Drafting variant (2-3 players)"))

    @model_validator(mode="after")
    def _advanced_two_seats(self) -> "RftgOptions":
        if self.seats == 1:
            if self.difficulty is None:
                raise ValueError("the solitaire game (1 seat) needs a robot difficulty")
            if self.draft:
                raise ValueError("the drafting variant is for 2-3 seats")
            if self.goals and "goals" in self.model_fields_set:
                raise ValueError("the solitaire game is played without goals")
            # rftg.robot.setup: the two-player advanced rules without goals
            self.goals = False
            self.advanced = True
            return self
        if self.difficulty is not None:
            raise ValueError("a robot difficulty is for the solitaire game (1 seat)")
        if self.advanced and self.seats != 2:
            raise ValueError("the advanced game is for 2 seats")
        if self.draft and self.seats not in (2, 3):
            raise ValueError("the drafting variant is for 2-3 seats")
        return self


# -- names ---------------------------------------------------------------------------------
_CARD_NAMES = tuple(Msg(CARDS_CONTEXT, d.name) for d in DESIGN)


def card_name(iid: int) -> Msg:
    return _CARD_NAMES[iid]


def cid(iid: int) -> str:
    return f"card:{iid}"


ACTIONS = ("e5", "e11", "dev", "dev2", "set", "set2", "trade", "x2", "prod")
BASIC_ACTIONS = ("e5", "e11", "dev", "set", "trade", "x2", "prod")
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
_P_SETUP = P("rftg", "Discard %n of your opening cards.", "", 1)
_P_ACTION = M("rftg", "Choose your action for this round.")
_P_ACTIONS2 = M("rftg", "Choose two different action cards for this round.")
_P_EXPLORE = P("rftg", "Explore: keep %n of the cards you drew.", "", 1)
_P_DEVELOP = M("rftg", "Develop: choose a development to place, or pass.")
_P_SETTLE = M("rftg", "Settle: choose a world to place, or pass.")
_P_SETTLE2 = M("rftg", "Settle: choose a second world to place, or pass.")
_P_PAY = P("rftg", "Pay %n card(s) from your hand.", "", 1)
_P_BOOST = P("rftg", "You need %n more military: discard cards for temporary military.", "", 1)
_P_TRADE = M("rftg", "Trade: choose a good to sell.")
_P_CONSUME = M("rftg", "Consume: choose the next power to use.")
_P_GOODS = P("rftg", "Choose %n good(s) to consume.", "", 1)
_P_DISCARD_HAND = P("rftg", "Discard up to %n card(s) from your hand for VP.", "", 1)
_P_GAMBLE = M("rftg", "Gamble: name a cost from 1 to 7.")
_P_PRODUCE = M("rftg", "Produce: choose the next power to use.")
_P_DAF = M("rftg", "Choose the card to discard.")
_P_LIMIT = P("rftg", "Discard %n card(s) down to the hand limit of 10.", "", 1)
_P_DRAFT = M("rftg", "Draft: keep one card of this pack; the rest passes {direction}.")
_P_START = M("rftg", "Choose your start world; the other one is discarded.")

_O_PASS = M("rftg", "Pass")
_O_DONE = M("rftg", "Done")
_O_CARD = M("rftg", "{card}")
_O_PLACE_DEV = P("rftg", "{card} (pay %n)", "", 1)
_O_SETTLE_PAY = P("rftg", "{card}: pay %n", "", 1)
_O_SETTLE_FREE = M("rftg", "{card}: discard {via} to place it for free")
_O_SETTLE_WAR = M("rftg", "{card}: conquer with military")
_O_SETTLE_PAYMIL = P("rftg", "{card}: pay %n instead of conquering", "", 1)
_O_TEMP = M("rftg", "Discard {card} from your tableau: +{count} military")
_O_MERC = M("rftg", "Discard {card} from your hand: +1 military")
_O_SELL = P("rftg", "Sell the good on {card} for %n card(s)", "", 1)
_O_POWER = M("rftg", "Use {card}: {power}")
_O_GOOD = M("rftg", "The good on {card}")
_O_WINDFALL = M("rftg", "Produce on {world} ({card})")
_O_BONUS_WF = M("rftg", "Produce bonus: produce on {world}")
_O_DAF = M("rftg", "Discard a card to produce on {card}")

_E_DEAL = M("rftg", "{player} is dealt the start world {card} and six cards.")
_E_DRAW = P("rftg", "{player} draws %n card(s).", "", 1)
_E_ACTIONS = M("rftg", "{player} chose {action}.")
_E_PHASE = M("rftg", "Phase: {phase}.")
_E_PLACE = M("rftg", "{player} places {card}.")
_E_GOOD = M("rftg", "A good is placed on {card}.")
_E_SELL = P("rftg", "{player} sells a good from {card} for %n card(s).", "", 1)
_E_VP = P("rftg", "{player} gains %n VP.", "", 1)
_E_CONSUME = M("rftg", "{player} uses {card}.")
_E_DISCARD = P("rftg", "{player} discards %n card(s).", "", 1)
_E_RESHUFFLE = M("rftg", "The discard pile is shuffled into a new draw pile.")
_E_RESHUFFLE_OWN = M("rftg", "{player} shuffles their discard pile into a new draw pile.")
_E_GOAL = M("rftg", "{player} claims the goal {goal}.")
_E_GOAL_BACK = M("rftg", "The goal {goal} returns to the centre.")
_E_GAMBLE_WIN = M("rftg", "{player} names {count} and flips {card}: a match, kept.")
_E_GAMBLE_LOSE = M("rftg", "{player} names {count} and flips {card}: no match.")
_E_END = M("rftg", "The game ends after this round.")
_E_GOAL_CHIP = M("rftg", "{player} is tied for the most in {goal} at the end: a 3-VP goal chip.")
_E_SCORE = M("rftg", "{player} scores {total} VP ({chips} chips, {cards} cards, {six} bonus, {goals} goals).")
_E_TEMP = M("rftg", "{player} discards {card} for temporary military.")

_X_DUP = M("rftg", "You already have this development in your tableau.")
_X_AFFORD = M("rftg", "You cannot pay for this card.")
_X_MIL = M("rftg", "Your military is too weak for this world.")
_X_SECOND = M("rftg", "Choose the first card of that action before its second card.")
_X_DIFF = M("rftg", "Choose goods of different kinds.")
_X_MERC = P("rftg", "You may discard at most %n hand card(s) for military.", "", 1)

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


def _msg(t, n=None, **args) -> Msg:
    """``t(n=..., **args)`` without the template call's overhead (hot event messages)."""
    return Msg(t.context, t.text, args, n if t.plural else None)


_PLAYERS = [SeatRef(i) for i in range(8)]


def _player(seat: int) -> SeatRef:
    """A seat in a message: the UI shows the player's name ("Player 2" in plain English)."""
    return _PLAYERS[seat]


# ------------------------------------------------------------------------------------------
class RftgGame(Game[RftgState]):
    """Race for the Galaxy with The Gathering Storm.

    Table object ids (for the UI): ``card:<instance>`` a card (0..135, deck order of
    cards.yaml); ``good:<world instance>`` the face-down good on a world; ``seat:<n>``;
    ``goal:<goal id>``; ``action:<seat>:<action>`` an action card (actions: e5, e11, dev,
    dev2, set, set2, trade, x2, prod); ``deck``, ``discard``, ``pool``.
    """

    id = "rftg"
    name = M("rftg", "Race for the Galaxy")
    description = M("rftg", "Race for the Galaxy with The Gathering Storm: 1-5 players (solitaire against the robot).")
    min_seats = 1
    max_seats = 5
    options_model = RftgOptions
    state_type = RftgState
    seed_file = "rftg-gathering-storm.pt-BR.txt"
    max_answers = 4000

    # -- setup -----------------------------------------------------------------------------
    def new(self, options: Options, seed: int) -> RftgState:
        return self.start(options, seed)[0]

    def start(self, options: Options, seed: int) -> tuple[RftgState, list[Event]]:
        """Setup, with the events of the deal (start worlds, windfall goods, the robot's and
        the draft's setup) for the log."""
        opts = options if isinstance(options, RftgOptions) else RftgOptions(**options.model_dump())
        n = opts.seats
        rng = Rng.from_seed(seed)
        st = RftgState(rng=rng, seats=[SeatState() for _ in range(n)], advanced=opts.advanced)
        st.good_on = [-1] * N_CARDS
        st.placed_at = [0] * N_CARDS
        st.pool = st.pool_start = 12 * n
        if opts.goals:
            firsts = list(FIRST_GOALS)
            mosts = list(MOST_GOALS)
            rng.shuffle(firsts)
            rng.shuffle(mosts)
            st.goals = sorted(firsts[:4]) + sorted(mosts[:2])
            st.claims = [[] for _ in st.goals]
        events: list[Event] = []
        if opts.draft:
            drafting.setup(self, st, events)  # rftg.draft.setup: after the goals
            return st, events
        starts = [i for i in range(N_CARDS) if DESIGN[i].start_number is not None]
        rest = [i for i in range(N_CARDS) if DESIGN[i].start_number is None]
        rng.shuffle(starts)
        for s in range(n):
            w = starts[s]
            st.seats[s].tableau.append(w)
            st.start_worlds.append(w)
        robot_start = -1
        if opts.difficulty is not None:
            # rftg.robot.setup.chips: 24 chips; a start world for the player and the robot
            robot_start = starts[n]
            n_dealt = n + 1
            st.pool = st.pool_start = robotics.data().chips
        else:
            n_dealt = n
        st.deck = rest + starts[n_dealt:]
        rng.shuffle(st.deck)
        if robot_start >= 0:
            robotics.setup(self, st, robot_start, opts.difficulty, events)
        for s in range(n):
            w = st.seats[s].tableau[0]
            if DESIGN[w].windfall:
                self._add_good(st, s, w, events, R_WINDFALL_START)
            self._draw(st, s, 6, events, R_SETUP_DEAL)
            events.append(Event(_msg(_E_DEAL, player=_player(s), card=card_name(w)), R_SETUP_DEAL,
                                seat=s, reveals=True, objects=(cid(w),)))
            seat = st.seats[s]
            seat.owes = True
            seat.sub = "setup"
            seat.arg = 6 - DESIGN[w].start_keep
        st.step = "setup"
        return st, events

    # -- card movement ---------------------------------------------------------------------
    # Every draw and discard names the seat it is for, so per-seat decks (the drafting
    # variant) can replace the shared ``deck``/``discard`` here without touching the phases.
    def _pop(self, st: RftgState, seat: int, events: list[Event]) -> int:
        """The top card of the draw pile ``seat`` draws from (-1: none left anywhere).
        ``seat`` -1 is the robot (the shared pile); with private decks (drafting) each seat
        draws from its own pile and reshuffles its own discard pile (rftg.draft.private)."""
        if st.private and seat >= 0:
            s = st.seats[seat]
            if not s.deck:
                if not s.discard:
                    return -1
                s.deck = s.discard
                s.discard = []
                st.rng.shuffle(s.deck)
                events.append(Event(_msg(_E_RESHUFFLE_OWN, player=_player(seat)), R_DRAFT_PRIVATE,
                                    seat=seat, reveals=True))
            return s.deck.pop()
        if not st.deck:
            if not st.discard:
                return -1
            st.deck = st.discard
            st.discard = []
            st.rng.shuffle(st.deck)
            events.append(Event(_msg(_E_RESHUFFLE), R_RESHUFFLE, reveals=True))
        return st.deck.pop()

    def _draw(self, st: RftgState, seat: int, n: int, events: list[Event], rule=None) -> None:
        if n <= 0:
            return
        hand = st.seats[seat].hand
        got = 0
        for _ in range(n):
            c = self._pop(st, seat, events)
            if c < 0:
                break
            hand.append(c)
            got += 1
        events.append(Event(_msg(_E_DRAW, n=got, player=_player(seat)), rule or R_PHASES, seat=seat,
                            reveals=True))

    def _to_discard(self, st: RftgState, seat: int, card: int) -> None:
        if st.private and seat >= 0:
            st.seats[seat].discard.append(card)  # rftg.draft.private
        else:
            st.discard.append(card)

    def _has_pile(self, st: RftgState, seat: int) -> bool:
        """``seat`` has a card to draw (its own piles in the drafting variant)."""
        if st.private:
            s = st.seats[seat]
            return bool(s.deck or s.discard)
        return bool(st.deck or st.discard)

    def _add_good(self, st: RftgState, seat: int, world: int, events: list[Event],
                  rule: RuleRef = R_PRODUCE) -> bool:
        if st.good_on[world] >= 0:
            return False
        c = self._pop(st, seat, events)
        if c < 0:
            return False
        st.good_on[world] = c
        events.append(Event(_msg(_E_GOOD, card=card_name(world)), rule, reveals=True,
                            objects=(f"good:{world}",)))
        return True

    def _gain_vp(self, st: RftgState, seat: int, n: int, events: list[Event], rule) -> None:
        if n <= 0:
            return
        st.seats[seat].chips += n
        st.pool -= n
        events.append(Event(_msg(_E_VP, n=n, player=_player(seat)), rule, seat=seat))

    def _discard_cards(self, st: RftgState, seat: int, cards: list[int]) -> None:
        hand = st.seats[seat].hand
        for c in cards:
            hand.remove(c)
            self._to_discard(st, seat, c)

    def _goods(self, st: RftgState, seat: int) -> list[int]:
        """Worlds of ``seat`` holding a good."""
        g = st.good_on
        return [w for w in st.seats[seat].tableau if g[w] >= 0]

    def _active(self, st: RftgState, seat: int) -> list[int]:
        """Tableau cards whose powers work now (placed before this phase)."""
        pa = st.placed_at
        no = st.phase_no
        return [c for c in st.seats[seat].tableau if pa[c] < no]

    def _powers(self, st: RftgState, seat: int, phase: str) -> list:
        """(card, power index, power) of the active tableau's powers of ``phase``."""
        pa = st.placed_at
        no = st.phase_no
        return [(c, i, p) for c in st.seats[seat].tableau if pa[c] < no
                for i, p in POWERS[c][phase]]

    # -- protocol: who acts ----------------------------------------------------------------
    def to_act(self, state: RftgState) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(state.seats) if s.owes)

    # -- the flow --------------------------------------------------------------------------
    def _progress(self, st: RftgState, events: list[Event]) -> None:
        """Move on while no seat owes an answer."""
        while not any(s.owes for s in st.seats):
            step = st.step
            if step == "over":
                return
            if step == "setup":
                if st.draft is not None and any(st.draft.starts):
                    drafting.reveal(self, st, events)
                self._begin_round(st, events)
            elif step == "draft":
                drafting.advance(self, st, events)
            elif step == "action":
                self._reveal_actions(st, events)
                self._next_phase(st, events)
            elif step == "explore":
                self._end_phase(st, events)
            elif step == "develop":
                self._develop_pay(st, events)
            elif step == "develop_pay":
                self._develop_place(st, events)
                self._end_phase(st, events)
            elif step == "settle":
                self._settle_pay(st, events)
            elif step == "settle_pay":
                self._settle_place(st, events)
            elif step == "consume":
                self._end_phase(st, events)
            elif step == "produce":
                self._produce_end(st, events)
                self._end_phase(st, events)
            elif step == "discard":
                self._end_round(st, events)
            else:  # pragma: no cover - a bug
                raise RuntimeError(f"unknown step {step}")

    def _begin_round(self, st: RftgState, events: list[Event]) -> None:
        st.round += 1
        st.step = "action"
        st.phase = ""
        if st.robot is not None:
            st.robot.rolled = []
            st.robot.placed = []
        for s in st.seats:
            s.actions = []
            s.end_discards = 0
            s.owes = True
            s.sub = "action"

    def _reveal_actions(self, st: RftgState, events: list[Event]) -> None:
        chosen = set()
        for i, s in enumerate(st.seats):
            chosen.update(s.actions)
            for a in s.actions:
                events.append(Event(_msg(_E_ACTIONS, player=_player(i), action=ACTION_NAMES[a]()),
                                    R_SELECT, seat=i, objects=(f"action:{i}:{a}",)))
        if st.robot is not None:
            # rftg.robot.round: the robot's dice are rolled and placed after the player chose;
            # a phase happens when the player chose it or a die lies on its space
            robotics.roll(self, st, events)
            chosen.update(ACTIONS[sp] for sp in st.robot.placed)
        phases = []
        if "e5" in chosen or "e11" in chosen:
            phases.append("explore")
        if "dev" in chosen:
            phases.append("develop")
        if "dev2" in chosen:
            phases.append("develop2")
        if "set" in chosen:
            phases.append("settle")
        if "set2" in chosen:
            phases.append("settle2")
        if "trade" in chosen or "x2" in chosen:
            phases.append("consume")
        if "prod" in chosen:
            phases.append("produce")
        st.phases = phases

    def _chose(self, s: SeatState, phase: str) -> bool:
        a = s.actions
        if phase == "explore":
            return "e5" in a or "e11" in a
        if phase == "develop":
            return "dev" in a
        if phase == "develop2":
            return "dev2" in a
        if phase == "settle":
            return "set" in a
        if phase == "settle2":
            return "set2" in a
        if phase == "consume":
            return "trade" in a or "x2" in a
        return "prod" in a

    def _next_phase(self, st: RftgState, events: list[Event]) -> None:
        if not st.phases:
            self._round_discard(st, events)
            return
        phase = st.phases.pop(0)
        st.phase = phase
        st.phase_no += 1
        st.second_world = False
        events.append(Event(_msg(_E_PHASE, phase=PHASE_NAMES[phase]()), R_PHASES))
        for s in st.seats:
            s.bonus = self._chose(s, phase)
            s.used = []
            s.produced = []
            s.temp_military = 0
            s.merc_used = 0
            s.worlds_placed = 0
            s.selected = -1
            s.via = -1
            s.mode = ""
            s.cost = 0
            s.owes = False
        base = phase.rstrip("2")
        getattr(self, "_start_" + base)(st, events)

    def _end_phase(self, st: RftgState, events: list[Event]) -> None:
        if st.robot is not None:
            robotics.resolve(self, st, st.phase, events)  # rftg.robot.round: the player first
        base = st.phase.rstrip("2")
        self._check_goals(st, base, events)
        self._check_end(st, events)
        st.phase = ""
        self._next_phase(st, events)

    def _check_end(self, st: RftgState, events: list[Event]) -> None:
        if st.ending:
            return
        if st.robot is not None:
            if (st.pool <= 0 or len(st.seats[0].tableau) >= 12
                    or robotics.tableau_size(st) >= 12):
                st.ending = True
                events.append(Event(_msg(_E_END), robotics.R_END))
            return
        if st.pool <= 0 or any(len(s.tableau) >= 12 for s in st.seats):
            st.ending = True
            events.append(Event(_msg(_E_END), R_END))

    def _round_discard(self, st: RftgState, events: list[Event]) -> None:
        st.step = "discard"
        st.phase = ""
        for s in st.seats:
            if len(s.hand) > 10:
                s.owes = True
                s.sub = "limit"
                s.arg = len(s.hand) - 10

    def _end_round(self, st: RftgState, events: list[Event]) -> None:
        self._check_goals(st, "round", events)
        self._check_end(st, events)
        if st.ending:
            st.step = "over"
            for s in st.seats:
                s.owes = False
            self._final_events(st, events)
            return
        self._begin_round(st, events)

    def _final_events(self, st: RftgState, events: list[Event]) -> None:
        for gi, g in enumerate(st.goals):
            kind, value, minimum, _ = GOALS[g]
            if kind != "most":
                continue
            amounts = [goal_amount(g, s) for s in st.seats]
            best = max(amounts)
            holder = st.claims[gi][0] if st.claims[gi] else -1
            for i, a in enumerate(amounts):
                if best >= minimum and a == best and i != holder:
                    events.append(Event(_msg(_E_GOAL_CHIP, player=_player(i), goal=Msg(
                        CARDS_CONTEXT, GOAL_NAMES[g])), R_MOST_END, seat=i))
        for i, x in enumerate(self.scores(st)):
            events.append(Event(_msg(_E_SCORE, player=_player(i), total=x["total"],
                                     chips=x["chips"], cards=x["cards"], six=x["six"],
                                     goals=x["goals"]), R_SCORE, seat=i))
        if st.robot is not None:
            robotics.score_event(st, events)

    # -- Explore ---------------------------------------------------------------------------
    def _start_explore(self, st: RftgState, events: list[Event]) -> None:
        st.step = "explore"
        for i in range(len(st.seats)):
            self._explore_seat(st, i, events)

    def _explore_seat(self, st: RftgState, i: int, events: list[Event]) -> None:
        """One seat's Explore: draw, then keep (a question unless every card is kept)."""
        s = st.seats[i]
        draw, keep = 2, 1
        if "e5" in s.actions:
            draw += 5
        if "e11" in s.actions:
            draw += 1
            keep += 1
        for _, _, p in self._powers(st, i, "explore"):
            if p.code == "draw":
                draw += p.value
            else:
                keep += p.value
        for _ in range(draw):
            c = self._pop(st, i, events)
            if c < 0:
                break
            s.explore.append(c)
        events.append(Event(_msg(_E_DRAW, n=len(s.explore), player=_player(i)), R_EXPLORE,
                            seat=i, reveals=True))
        if len(s.explore) <= keep:
            s.hand.extend(s.explore)
            s.explore = []
        else:
            s.owes = True
            s.sub = "explore"
            s.arg = keep

    # -- Develop ---------------------------------------------------------------------------
    def _start_develop(self, st: RftgState, events: list[Event]) -> None:
        st.step = "develop"
        for i in range(len(st.seats)):
            self._develop_seat(st, i, events)

    def _develop_seat(self, st: RftgState, i: int, events: list[Event]) -> None:
        """One seat's start of Develop: draw powers, then the choice of a development."""
        s = st.seats[i]
        n = sum(p.value for _, _, p in self._powers(st, i, "develop") if p.code == "draw")
        self._draw(st, i, n, events, R_DEVELOP)
        s.owes = True
        s.sub = "develop"

    def dev_cost(self, st: RftgState, seat: int, card: int) -> int:
        s = st.seats[seat]
        cost = DESIGN[card].cost - (1 if s.bonus else 0)
        cost -= sum(p.value for _, _, p in self._powers(st, seat, "develop") if p.code == "reduce")
        return max(0, cost)

    def _has_design(self, s: SeatState, card: int) -> bool:
        d = DESIGN[card].index
        return any(DESIGN[c].index == d for c in s.tableau)

    def _develop_pay(self, st: RftgState, events: list[Event]) -> None:
        st.step = "develop_pay"
        for i, s in enumerate(st.seats):
            if s.selected >= 0:
                s.cost = self.dev_cost(st, i, s.selected)
                if s.cost > 0:
                    s.owes = True
                    s.sub = "pay"
                    s.arg = s.cost

    def _develop_place(self, st: RftgState, events: list[Event]) -> None:
        for i, s in enumerate(st.seats):
            if s.selected < 0:
                continue
            self._place(st, i, s.selected, events, R_DEVELOP)
            n = sum(p.value for _, _, p in self._powers(st, i, "develop")
                    if p.code == "draw_after")
            self._draw(st, i, n, events, R_DEVELOP)
            s.selected = -1

    def _place(self, st: RftgState, seat: int, card: int, events: list[Event], rule) -> None:
        s = st.seats[seat]
        s.hand.remove(card)
        s.tableau.append(card)
        st.placed_at[card] = st.phase_no
        events.append(Event(_msg(_E_PLACE, player=_player(seat), card=card_name(card)), rule,
                            seat=seat, objects=(cid(card),)))

    # -- Settle ----------------------------------------------------------------------------
    def _start_settle(self, st: RftgState, events: list[Event]) -> None:
        st.step = "settle"
        for s in st.seats:
            s.owes = True
            s.sub = "settle"

    def _settle_stats(self, st: RftgState, seat: int):
        """(reduce any, reduce by kind, military, military by kind, vs rebel, free cards,
        temporary cards, pay-for-military discount or None, mercenary cap)."""
        red = 0
        red_k: dict[str, int] = {}
        mil = 0
        mil_k: dict[str, int] = {}
        reb = 0
        free: list[int] = []
        temp: list[tuple[int, int]] = []
        paymil = None
        merc = 0
        for c, i, p in self._powers(st, seat, "settle"):
            code = p.code
            if code == "military":
                if p.against_rebel:
                    reb += p.value
                elif p.kind:
                    mil_k[p.kind] = mil_k.get(p.kind, 0) + p.value
                else:
                    mil += p.value
            elif code == "reduce":
                if p.kind:
                    red_k[p.kind] = red_k.get(p.kind, 0) + p.value
                else:
                    red += p.value
            elif code == "discard_settle_free":
                free.append(c)
            elif code == "discard_military":
                temp.append((c, p.value))
            elif code == "pay_military":
                paymil = max(paymil or 0, p.value)
            elif code == "military_from_hand":
                merc += p.value
        return red, red_k, mil, mil_k, reb, free, temp, paymil, merc

    def strength(self, st: RftgState, seat: int, world: int, stats=None) -> int:
        """Military of ``seat`` against ``world`` now (temporary military included)."""
        red, red_k, mil, mil_k, reb, free, temp, paymil, merc = stats or self._settle_stats(st, seat)
        d = DESIGN[world]
        n = mil + st.seats[seat].temp_military
        if d.good:
            n += mil_k.get(d.good, 0)
        if "rebel" in d.keywords:
            n += reb
        return n

    def settle_choices(self, st: RftgState, seat: int) -> list[tuple[str, int, str, int, int]]:
        """Every legal way to settle now: (option id, world, mode, via card, cards to pay)."""
        s = st.seats[seat]
        stats = self._settle_stats(st, seat)
        red, red_k, mil, mil_k, reb, free, temp, paymil, merc = stats
        hand_n = len(s.hand)
        out = []
        for w in s.hand:
            d = DESIGN[w]
            if not d.is_world:
                continue
            reduce = red + (red_k.get(d.good, 0) if d.good else 0)
            if not d.military:
                cost = max(0, d.cost - reduce)
                if cost <= hand_n - 1:
                    out.append((cid(w), w, "pay", -1, cost))
                if d.good != "alien" and cost > 0:
                    for f in free:
                        if f not in s.tableau:
                            continue
                        out.append((f"{cid(w)}/free:{f}", w, "free", f, 0))
            else:
                have = self.strength(st, seat, w, stats)
                boost = sum(v for c, v in temp if c in s.tableau)
                boost += min(max(0, merc - s.merc_used), hand_n - 1)
                if have + boost >= d.cost:
                    out.append((f"{cid(w)}/war", w, "war", -1, 0))
                if paymil is not None and d.good != "alien":
                    cost = max(0, d.cost - paymil - reduce)
                    if cost <= hand_n - 1:
                        out.append((f"{cid(w)}/pay", w, "paymil", -1, cost))
        return out

    def _settle_pay(self, st: RftgState, events: list[Event]) -> None:
        st.step = "settle_pay"
        for i, s in enumerate(st.seats):
            if s.selected < 0:
                continue
            if s.mode == "war":
                need = DESIGN[s.selected].cost - self.strength(st, i, s.selected)
                if need > 0:
                    s.owes = True
                    s.sub = "boost"
                    s.arg = need
                    continue
            if s.cost > 0:
                s.owes = True
                s.sub = "pay"
                s.arg = s.cost

    def _settle_place(self, st: RftgState, events: list[Event]) -> None:
        again = False
        for i, s in enumerate(st.seats):
            if s.selected < 0:
                continue
            w = s.selected
            if s.via >= 0:
                s.tableau.remove(s.via)
                self._to_discard(st, i, s.via)
                events.append(Event(_msg(_E_TEMP, player=_player(i), card=card_name(s.via)),
                                    POWER_RULES["discard_settle_free"], seat=i))
            self._place(st, i, w, events, R_SETTLE)
            if DESIGN[w].windfall:
                self._add_good(st, i, w, events, R_WINDFALL)
            if s.bonus and s.worlds_placed == 0:
                self._draw(st, i, 1, events, R_SETTLE_BONUS)
            n = sum(p.value for _, _, p in self._powers(st, i, "settle") if p.code == "draw_after")
            self._draw(st, i, n, events, R_SETTLE)
            s.worlds_placed += 1
            s.selected = -1
            s.via = -1
            s.mode = ""
            s.cost = 0
            if (not st.second_world and any(p.code == "place_second_world"
                                            for _, _, p in self._powers(st, i, "settle"))):
                s.owes = True
                s.sub = "settle"
                again = True
        if again and not st.second_world:
            st.second_world = True
            st.step = "settle"
            return
        for s in st.seats:
            s.owes = False
        self._end_phase(st, events)

    # -- Consume ---------------------------------------------------------------------------
    def _start_consume(self, st: RftgState, events: list[Event]) -> None:
        st.step = "consume"
        for i in range(len(st.seats)):
            self._consume_seat(st, i, events)

    def _consume_seat(self, st: RftgState, i: int, events: list[Event]) -> None:
        """One seat's start of Consume: draw powers, the Trade sale, then consume powers."""
        s = st.seats[i]
        for c, k, p in self._powers(st, i, "consume"):
            if p.code == "draw":
                self._draw(st, i, p.value, events, R_CONSUME)
                s.used.append(c * 8 + k)
        if "trade" in s.actions and self._goods(st, i):
            s.owes = True
            s.sub = "trade"
        else:
            self._consume_next(st, i, events)

    def consume_powers(self, st: RftgState, seat: int) -> tuple[list, bool]:
        """Unused consume powers usable now as (card, index, power), and whether any of them
        is mandatory (a power that consumes goods)."""
        s = st.seats[seat]
        goods = self._goods(st, seat)
        out = []
        mandatory = False
        for c, k, p in self._powers(st, seat, "consume"):
            key = c * 8 + k
            if key in s.used:
                continue
            code = p.code
            if code == "consume":
                if self._eligible_goods(st, seat, c, p, goods) is None:
                    continue
                mandatory = True
                out.append((c, k, p))
            elif code == "trade_action":
                if goods:
                    out.append((c, k, p))
            elif code == "discard_hand":
                if s.hand:
                    out.append((c, k, p))
            elif code == "gamble":
                if self._has_pile(st, seat):
                    out.append((c, k, p))
        return out, mandatory

    def _eligible_goods(self, st: RftgState, seat: int, card: int, p, goods=None):
        """Worlds whose goods the consume power may take, or None when it cannot be used."""
        if goods is None:
            goods = self._goods(st, seat)
        if p.mode == "this_world":
            el = [w for w in goods if w == card]
        elif p.goods == "any":
            el = goods
        else:
            el = [w for w in goods if DESIGN[w].good == p.goods]
        if p.mode == "two":
            return el if len(el) >= 2 else None
        if p.mode == "three_different":
            return el if len({DESIGN[w].good for w in el}) >= 3 else None
        return el if el else None

    def _consume_next(self, st: RftgState, seat: int, events: list[Event]) -> None:
        s = st.seats[seat]
        powers, mandatory = self.consume_powers(st, seat)
        if not powers:
            s.owes = False
            return
        s.owes = True
        s.sub = "consume"

    def _consume_count(self, p, eligible: list[int]) -> int:
        if p.mode == "each":
            return min(p.times, len(eligible))
        if p.mode == "two":
            return 2
        if p.mode == "three_different":
            return 3
        if p.mode == "all":
            return len(eligible)
        return 1

    def _use_consume(self, st: RftgState, seat: int, card: int, p, worlds: list[int],
                     events: list[Event]) -> None:
        s = st.seats[seat]
        for w in worlds:
            self._to_discard(st, seat, st.good_on[w])
            st.good_on[w] = -1
        n = len(worlds)
        if p.mode in ("each",):
            uses = n
        else:
            uses = 1
        vp = p.vp * uses
        if p.mode == "all":
            vp = p.vp * max(0, n - 1)
        if "x2" in s.actions:
            vp *= 2
        events.append(Event(_msg(_E_CONSUME, player=_player(seat), card=card_name(card)), R_CONSUME,
                            seat=seat))
        self._gain_vp(st, seat, vp, events, R_X2 if "x2" in s.actions else R_CONSUME)
        self._draw(st, seat, p.cards * uses, events, R_CONSUME)

    def _sell(self, st: RftgState, seat: int, world: int, no_bonus: bool,
              events: list[Event], rule) -> None:
        price = trade_price(world, self._active(st, seat), no_bonus)
        self._to_discard(st, seat, st.good_on[world])
        st.good_on[world] = -1
        events.append(Event(_msg(_E_SELL, n=price, player=_player(seat), card=card_name(world)), rule,
                            seat=seat, objects=(f"good:{world}",)))
        self._draw(st, seat, price, events, rule)

    # -- Produce ---------------------------------------------------------------------------
    def _start_produce(self, st: RftgState, events: list[Event]) -> None:
        st.step = "produce"
        for i in range(len(st.seats)):
            self._produce_seat(st, i, events)

    def _produce_seat(self, st: RftgState, i: int, events: list[Event]) -> None:
        """One seat's Produce: goods on production worlds, then the other produce powers."""
        s = st.seats[i]
        for c, k, p in self._powers(st, i, "produce"):
            if p.code == "produce":
                if self._add_good(st, i, c, events):
                    s.produced.append(c)
        self._produce_next(st, i, events)

    def produce_choices(self, st: RftgState, seat: int) -> tuple[list, list, list]:
        """(windfall options (key, world), discard-to-produce worlds, unused draw powers)."""
        s = st.seats[seat]
        empty_wf = [w for w in s.tableau if DESIGN[w].windfall and st.good_on[w] < 0]
        wf = []
        daf = []
        draws = []
        if s.bonus and -1 not in s.used:
            wf.extend((-1, w) for w in empty_wf)
        for c, k, p in self._powers(st, seat, "produce"):
            key = c * 8 + k
            if key in s.used:
                continue
            code = p.code
            if code == "windfall":
                wf.extend((key, w) for w in empty_wf if p.kind is None or DESIGN[w].good == p.kind)
            elif code == "discard_to_produce":
                if st.good_on[c] < 0 and s.hand:
                    daf.append((key, c))
            elif code.startswith("draw") and code != "draw_if_most_produced":
                draws.append((key, c, p))
        return wf, daf, draws

    def _produce_next(self, st: RftgState, seat: int, events: list[Event]) -> None:
        s = st.seats[seat]
        wf, daf, draws = self.produce_choices(st, seat)
        if not wf and not daf:
            # nothing to choose: the draw powers resolve; a card they bring may still be
            # discarded for Damaged Alien Factory (which then gives no draw for its good)
            for key, c, p in draws:
                s.used.append(key)
                self._produce_draw(st, seat, c, p, events)
            if not draws or not self.produce_choices(st, seat)[1]:
                s.owes = False
                return
        s.owes = True
        s.sub = "produce"

    def _produce_draw(self, st: RftgState, seat: int, card: int, p, events: list[Event]) -> None:
        s = st.seats[seat]
        code = p.code
        n = 0
        if code == "draw":
            n = p.value
        elif code == "draw_if_produced":
            n = p.value if card in s.produced else 0
        elif code == "draw_per_good_produced":
            n = p.value * sum(1 for w in s.produced if DESIGN[w].good == p.kind)
        elif code == "draw_per_kind_produced":
            n = p.value * len({DESIGN[w].good for w in s.produced})
        elif code == "draw_per_world":
            n = p.value * sum(1 for w in s.tableau if DESIGN[w].is_world and DESIGN[w].good == p.kind)
        elif code == "draw_per_military_world":
            n = p.value * sum(1 for w in s.tableau if DESIGN[w].is_world and DESIGN[w].military)
        self._draw(st, seat, n, events, R_PRODUCE)

    def _produce_end(self, st: RftgState, events: list[Event]) -> None:
        counts = []
        for i, s in enumerate(st.seats):
            counts.append({k: sum(1 for w in s.produced if DESIGN[w].good == k) for k in KINDS})
        for i, s in enumerate(st.seats):
            for c, k, p in self._powers(st, i, "produce"):
                if p.code != "draw_if_most_produced":
                    continue
                mine = counts[i][p.kind]
                # strictly the most: more than every other seat, and (solitaire) more than none
                if mine > 0 and all(mine > counts[j][p.kind] for j in range(len(st.seats)) if j != i):
                    self._draw(st, i, p.value, events, R_PRODUCE)

    # -- goals -----------------------------------------------------------------------------
    def _check_goals(self, st: RftgState, when: str, events: list[Event]) -> None:
        for gi, g in enumerate(st.goals):
            kind, vp, minimum, phases = GOALS[g]
            if when not in phases:
                continue
            claims = st.claims[gi]
            if kind == "first" and claims:
                continue
            amounts = [goal_amount(g, s) for s in st.seats]
            if kind == "first":
                for i, a in enumerate(amounts):
                    if a >= minimum:
                        claims.append(i)
                        events.append(Event(_msg(_E_GOAL, player=_player(i), goal=Msg(
                            CARDS_CONTEXT, GOAL_NAMES[g])), R_FIRST, seat=i,
                            objects=(f"goal:{g}",)))
            else:
                self._update_most(st, gi, amounts, events)

    def _update_most(self, st: RftgState, gi: int, amounts: list[int],
                     events: list[Event]) -> None:
        g = st.goals[gi]
        minimum = GOALS[g][2]
        claims = st.claims[gi]
        name = Msg(CARDS_CONTEXT, GOAL_NAMES[g])
        holder = claims[0] if claims else -1
        if holder >= 0 and amounts[holder] < minimum:
            claims.clear()
            events.append(Event(_msg(_E_GOAL_BACK, goal=name), R_MOST, objects=(f"goal:{g}",)))
            holder = -1
        bar = max(minimum - 1, amounts[holder] if holder >= 0 else -10**6)
        over = [i for i, a in enumerate(amounts) if a > bar and i != holder]
        if not over:
            return
        top = max(amounts[i] for i in over)
        tops = [i for i in over if amounts[i] == top]
        if len(tops) == 1:
            claims[:] = tops
            events.append(Event(_msg(_E_GOAL, player=_player(tops[0]), goal=name), R_MOST,
                                seat=tops[0], objects=(f"goal:{g}",)))
        elif holder >= 0:
            claims.clear()
            events.append(Event(_msg(_E_GOAL_BACK, goal=name), R_MOST_TIE, objects=(f"goal:{g}",)))

    def goal_vp(self, st: RftgState) -> list[int]:
        """Goal VP per seat (tiles, 3-VP goal chips and the end-of-game ties)."""
        vp = [0] * len(st.seats)
        for gi, g in enumerate(st.goals):
            kind, value, minimum, _ = GOALS[g]
            claims = st.claims[gi]
            if kind == "first":
                for i in claims:
                    vp[i] += value
                continue
            holder = claims[0] if claims else -1
            if holder >= 0:
                vp[holder] += value
            amounts = [goal_amount(g, s) for s in st.seats]
            best = max(amounts)
            if best >= minimum:
                for i, a in enumerate(amounts):
                    if a == best and i != holder:
                        vp[i] += 3
        return vp

    # -- decisions -------------------------------------------------------------------------
    def _legal(self, st: RftgState, seat: int, keep: bool = False) -> tuple[str, list, int, int]:
        """What ``seat`` may answer now, without labels (the fast path of ``check`` and
        ``sample_answer``): (shape "one"/"some"/"number", option ids, min/lo, max/hi).

        ``sample_answer`` keeps its result (``keep``) for the same state object, seat and
        ``state.version`` (bumped by every ``apply``), so the check of the sampled answer
        that follows does not compute it again."""
        cache = self._cache
        if cache is not None and cache[0] is st and cache[1] == st.version and cache[2] == seat:
            return cache[3]
        out = self._legal_now(st, seat)
        if keep:
            self._cache = (st, st.version, seat, out)
        return out

    _cache = None

    def _legal_now(self, st: RftgState, seat: int) -> tuple[str, list, int, int]:
        s = st.seats[seat]
        sub = s.sub
        if sub == "setup" or sub == "limit":
            return "some", [cid(c) for c in s.hand], s.arg, s.arg
        if sub == "action":
            if st.advanced:
                return "some", list(ACTIONS), 2, 2
            return "one", list(BASIC_ACTIONS), 0, 0
        if sub == "explore":
            return "some", [cid(c) for c in s.explore], s.arg, s.arg
        if sub == "develop":
            return "one", ["pass"] + [cid(c) for c in self.develop_choices(st, seat)], 0, 0
        if sub == "settle":
            return "one", ["pass"] + [x[0] for x in self.settle_choices(st, seat)], 0, 0
        if sub == "pay":
            return "some", [cid(c) for c in s.hand if c != s.selected], s.arg, s.arg
        if sub == "boost":
            temp, merc = self._boost_sources(st, seat)
            ids = [cid(c) for c, v in temp]
            if merc:
                ids += [cid(c) for c in s.hand if c != s.selected]
            hi = len(temp) + (min(merc, len(s.hand) - 1) if merc else 0)
            return "some", ids, 1, hi
        if sub == "trade" or sub == "sell":
            return "one", [cid(w) for w in self._goods(st, seat)], 0, 0
        if sub == "consume":
            powers, mandatory = self.consume_powers(st, seat)
            ids = [f"power:{c}:{k}" for c, k, p in powers]
            if not mandatory:
                ids.append("done")
            return "one", ids, 0, 0
        if sub == "goods":
            c, k = divmod(s.arg, 8)
            p = DESIGN[c].powers[k]
            el = self._eligible_goods(st, seat, c, p) or []
            n = self._consume_count(p, el)
            return "some", [cid(w) for w in el], n, n
        if sub == "discard_hand":
            p = DESIGN[s.arg // 8].powers[s.arg % 8]
            return "some", [cid(c) for c in s.hand], 0, min(p.times, len(s.hand))
        if sub == "gamble":
            return "number", [], 1, 7
        if sub == "produce":
            wf, daf, draws = self.produce_choices(st, seat)
            ids = [f"wf:{key}:{w}" for key, w in wf]
            ids += [f"daf:{key}" for key, w in daf]
            ids += [f"draw:{key}" for key, c, p in draws]
            if not wf:
                ids.append("done")
            return "one", ids, 0, 0
        if sub == "daf":
            return "one", [cid(c) for c in s.hand], 0, 0
        if sub == "draft":
            return "one", [cid(c) for c in st.draft.packs[seat]], 0, 0
        if sub == "start":
            return "one", [cid(c) for c in st.draft.starts[seat]], 0, 0
        raise RuntimeError(f"seat {seat} owes nothing")  # pragma: no cover

    _PROMPTS = {
        "setup": (_P_SETUP, R_SETUP_DEAL), "action": (_P_ACTION, R_SELECT),
        "explore": (_P_EXPLORE, R_EXPLORE), "develop": (_P_DEVELOP, R_DEVELOP),
        "settle": (_P_SETTLE, R_SETTLE), "pay": (_P_PAY, R_PAY),
        "boost": (_P_BOOST, R_SETTLE_MIL), "trade": (_P_TRADE, R_TRADE),
        "sell": (_P_TRADE, POWER_RULES["trade_action"]), "consume": (_P_CONSUME, R_CONSUME),
        "goods": (_P_GOODS, R_CONSUME), "discard_hand": (_P_DISCARD_HAND, POWER_RULES["discard_hand"]),
        "gamble": (_P_GAMBLE, POWER_RULES["gamble"]), "produce": (_P_PRODUCE, R_PRODUCE),
        "daf": (_P_DAF, POWER_RULES["discard_to_produce"]), "limit": (_P_LIMIT, R_LIMIT),
        "draft": (_P_DRAFT, drafting.R_PICK), "start": (_P_START, drafting.R_START),
    }

    def decision(self, state: RftgState, seat: int) -> Decision:
        st = state
        s = st.seats[seat]
        sub = s.sub
        shape, ids, lo, hi = self._legal_now(st, seat)
        tpl, rule = self._PROMPTS[sub]
        if sub == "setup" and s.arg == 3:
            rule = R_ANCIENT
        elif sub == "action" and st.advanced:
            tpl, rule = _P_ACTIONS2, R_ADVANCED
        elif sub == "settle" and st.second_world:
            tpl, rule = _P_SETTLE2, POWER_RULES["place_second_world"]
        if sub == "draft":
            prompt = tpl(direction=drafting.direction_name(st.draft.direction))
            if st.draft.round > 1:
                rule = drafting.R_ALTERNATE
        elif tpl.plural:
            n = {"goods": lo, "discard_hand": hi}.get(sub, s.arg)
            if sub == "discard_hand":
                n = DESIGN[s.arg // 8].powers[s.arg % 8].times
            prompt = tpl(n=n)
        else:
            prompt = tpl()
        if shape == "number":
            return PickNumber(seat, prompt, rule, lo=lo, hi=hi)
        opts = tuple(self._option(st, seat, sub, i) for i in ids)
        if shape == "one":
            return PickOne(seat, prompt, rule, options=opts)
        return PickSome(seat, prompt, rule, options=opts, min=lo, max=hi)

    def _option(self, st: RftgState, seat: int, sub: str, oid: str) -> Option:
        """The label, targets and rule of one option id."""
        s = st.seats[seat]
        if oid == "pass":
            return Option(oid, _O_PASS(), (), R_SETTLE if sub == "settle" else R_DEVELOP)
        if oid == "done":
            return Option(oid, _O_DONE(), (), R_CONSUME if sub == "consume" else R_PRODUCE)
        if sub == "action":
            return Option(oid, ACTION_NAMES[oid](), (f"action:{seat}:{oid}",), R_SELECT)
        if sub == "develop":
            c = int(oid[5:])
            return Option(oid, _O_PLACE_DEV(n=self.dev_cost(st, seat, c), card=card_name(c)),
                          (oid,), R_DEVELOP_BONUS if s.bonus else R_DEVELOP)
        if sub == "settle":
            for xid, w, mode, via, cost in self.settle_choices(st, seat):
                if xid != oid:
                    continue
                name = card_name(w)
                if mode == "pay":
                    return Option(oid, _O_SETTLE_PAY(n=cost, card=name), (cid(w),), R_SETTLE)
                if mode == "free":
                    return Option(oid, _O_SETTLE_FREE(card=name, via=card_name(via)),
                                  (cid(w), cid(via)), POWER_RULES["discard_settle_free"])
                if mode == "war":
                    return Option(oid, _O_SETTLE_WAR(card=name), (cid(w),), R_SETTLE_MIL)
                return Option(oid, _O_SETTLE_PAYMIL(n=cost, card=name), (cid(w),),
                              POWER_RULES["pay_military"])
        if sub == "boost":
            c = int(oid[5:])
            if c in s.tableau:
                v = next(p.value for _, p in POWERS[c]["settle"] if p.code == "discard_military")
                return Option(oid, _O_TEMP(card=card_name(c), count=v), (oid,),
                              POWER_RULES["discard_military"])
            return Option(oid, _O_MERC(card=card_name(c)), (oid,),
                          POWER_RULES["military_from_hand"])
        if sub in ("trade", "sell"):
            w = int(oid[5:])
            no_bonus = sub == "sell" and DESIGN[s.arg // 8].powers[s.arg % 8].no_bonus
            return Option(oid, _O_SELL(n=trade_price(w, self._active(st, seat), no_bonus),
                                       card=card_name(w)), (f"good:{w}", oid),
                          R_TRADE if sub == "trade" else POWER_RULES["trade_action"])
        if sub == "consume":
            _, c, k = oid.split(":")
            c, k = int(c), int(k)
            p = DESIGN[c].powers[k]
            return Option(oid, _O_POWER(card=card_name(c), power=power_text(p)), (cid(c),),
                          POWER_RULES.get(p.code, R_CONSUME))
        if sub == "goods":
            w = int(oid[5:])
            return Option(oid, _O_GOOD(card=card_name(w)), (f"good:{w}", oid), R_CONSUME)
        if sub == "produce":
            kind, rest = oid.split(":", 1)
            if kind == "wf":
                key, w = (int(x) for x in rest.split(":"))
                if key < 0:
                    return Option(oid, _O_BONUS_WF(world=card_name(w)), (cid(w),),
                                  R_PRODUCE_BONUS)
                return Option(oid, _O_WINDFALL(world=card_name(w), card=card_name(key // 8)),
                              (cid(w), cid(key // 8)), R_PRODUCE)
            key = int(rest)
            c, k = divmod(key, 8)
            if kind == "daf":
                return Option(oid, _O_DAF(card=card_name(c)), (cid(c),),
                              POWER_RULES["discard_to_produce"])
            return Option(oid, _O_POWER(card=card_name(c), power=power_text(DESIGN[c].powers[k])),
                          (cid(c),), R_PRODUCE)
        c = int(oid[5:])
        if sub == "draft":
            return Option(oid, _O_CARD(card=card_name(c)), (oid,), drafting.R_PICK)
        if sub == "start":
            return Option(oid, _O_CARD(card=card_name(c)), (oid,), drafting.R_START)
        return Option(oid, _O_CARD(card=card_name(c)), (oid,))

    def develop_choices(self, st: RftgState, seat: int) -> list[int]:
        s = st.seats[seat]
        out = []
        n = len(s.hand)
        for c in s.hand:
            d = DESIGN[c]
            if d.is_world or self._has_design(s, c):
                continue
            if self.dev_cost(st, seat, c) <= n - 1:
                out.append(c)
        return out

    def _boost_sources(self, st: RftgState, seat: int):
        stats = self._settle_stats(st, seat)
        s = st.seats[seat]
        temp = [(c, v) for c, v in stats[6] if c in s.tableau]
        merc = max(0, stats[8] - s.merc_used)
        return temp, merc

    # -- check / apply ---------------------------------------------------------------------
    def check(self, state: RftgState, seat: int, answer: Answer) -> Illegal | None:
        if not (0 <= seat < len(state.seats)) or not state.seats[seat].owes:
            return not_your_turn(seat)
        shape, ids, lo, hi = self._legal(state, seat)
        if shape == "one":
            ok = isinstance(answer, str) and answer in ids
        elif shape == "some":
            ok = (isinstance(answer, list) and lo <= len(answer) <= hi
                  and all(isinstance(a, str) for a in answer)
                  and len(set(answer)) == len(answer) and all(a in ids for a in answer))
        else:
            ok = type(answer) is int and lo <= answer <= hi
        if not ok:
            # the slow path only for refusals: the reasons need the full decision
            return self._refusal(state, seat, answer) or check_shape(
                self.decision(state, seat), answer)
        return self._check_more(state, seat, answer)

    def _refusal(self, st: RftgState, seat: int, answer: Answer) -> Illegal | None:
        """The rule that refuses a card the seat holds but may not place now."""
        s = st.seats[seat]
        if s.sub not in ("develop", "settle") or not isinstance(answer, str):
            return None
        card = answer.split("/", 1)[0]
        if not card.startswith("card:") or not card[5:].isdigit():
            return None
        c = int(card[5:])
        if c not in s.hand:
            return None
        d = DESIGN[c]
        if s.sub == "develop" and d.is_dev:
            if self._has_design(s, c):
                return Illegal(_X_DUP(), R_NO_DUP)
            return Illegal(_X_AFFORD(), R_PAY)
        if s.sub == "settle" and d.is_world:
            if d.military and answer.endswith("/war"):
                return Illegal(_X_MIL(), R_SETTLE_MIL)
            return Illegal(_X_AFFORD(), R_PAY)
        return None

    def _check_more(self, st: RftgState, seat: int, answer: Answer) -> Illegal | None:
        s = st.seats[seat]
        sub = s.sub
        if sub == "action" and st.advanced:
            a = set(answer)
            if "dev2" in a and "dev" not in a or "set2" in a and "set" not in a:
                return Illegal(_X_SECOND(), R_ADVANCED)
        elif sub == "boost":
            temp, merc = self._boost_sources(st, seat)
            tv = dict(temp)
            total = 0
            hand_used = 0
            for a in answer:
                c = int(a.split(":")[1])
                if c in tv:
                    total += tv[c]
                else:
                    total += 1
                    hand_used += 1
            if hand_used > merc:
                return Illegal(_X_MERC(n=merc), POWER_RULES["military_from_hand"])
            if total < s.arg:
                return Illegal(_X_MIL(), R_SETTLE_MIL)
        elif sub == "goods":
            c, k = divmod(s.arg, 8)
            p = DESIGN[c].powers[k]
            if p.mode == "three_different":
                kinds = {DESIGN[int(a.split(":")[1])].good for a in answer}
                if len(kinds) != len(answer):
                    return Illegal(_X_DIFF(), R_CONSUME)
        return None

    def apply(self, state: RftgState, seat: int, answer: Answer) -> list[Event]:
        bad = self.check(state, seat, answer)
        if bad is not None:
            raise bad
        events: list[Event] = []
        state.version += 1
        self._cache = None
        self._apply(state, seat, answer, events)
        self._progress(state, events)
        return events

    def _apply(self, st: RftgState, seat: int, answer: Answer, events: list[Event]) -> None:
        s = st.seats[seat]
        sub = s.sub
        if sub == "setup":
            self._discard_cards(st, seat, [int(a[5:]) for a in answer])
            s.owes = False
        elif sub == "action":
            s.actions = sorted(answer, key=ACTIONS.index) if isinstance(answer, list) else [answer]
            s.owes = False
        elif sub == "explore":
            keep = {int(a[5:]) for a in answer}
            for c in s.explore:
                if c in keep:
                    s.hand.append(c)
                else:
                    self._to_discard(st, seat, c)
            s.explore = []
            s.owes = False
        elif sub == "develop":
            s.owes = False
            if answer != "pass":
                s.selected = int(answer[5:])
        elif sub == "settle":
            s.owes = False
            if answer != "pass":
                for oid, w, mode, via, cost in self.settle_choices(st, seat):
                    if oid == answer:
                        s.selected, s.mode, s.via, s.cost = w, mode, via, cost
                        break
        elif sub == "pay":
            self._discard_cards(st, seat, [int(a[5:]) for a in answer])
            events.append(Event(_msg(_E_DISCARD, n=len(answer), player=_player(seat)), R_PAY, seat=seat))
            s.cost = 0
            s.owes = False
        elif sub == "boost":
            temp, merc = self._boost_sources(st, seat)
            tv = dict(temp)
            for a in answer:
                c = int(a[5:])
                if c in tv:
                    s.tableau.remove(c)
                    self._to_discard(st, seat, c)
                    s.temp_military += tv[c]
                    events.append(Event(_msg(_E_TEMP, player=_player(seat), card=card_name(c)),
                                        POWER_RULES["discard_military"], seat=seat))
                else:
                    s.hand.remove(c)
                    self._to_discard(st, seat, c)
                    s.temp_military += 1
                    s.merc_used += 1
            s.owes = False
        elif sub == "trade":
            self._sell(st, seat, int(answer[5:]), False, events, R_TRADE)
            self._consume_next(st, seat, events)
        elif sub == "consume":
            if answer == "done":
                s.owes = False
                return
            _, c, k = answer.split(":")
            c, k = int(c), int(k)
            p = DESIGN[c].powers[k]
            s.used.append(c * 8 + k)
            code = p.code
            if code == "consume":
                el = self._eligible_goods(st, seat, c, p) or []
                n = self._consume_count(p, el)
                forced = len(el) == n or (p.mode == "three_different" and len(el) == 3)
                if forced:
                    self._use_consume(st, seat, c, p, el[:n], events)
                    self._consume_next(st, seat, events)
                else:
                    s.sub = "goods"
                    s.arg = c * 8 + k
            elif code == "trade_action":
                s.sub = "sell"
                s.arg = c * 8 + k
            elif code == "discard_hand":
                s.sub = "discard_hand"
                s.arg = c * 8 + k
            elif code == "gamble":
                s.sub = "gamble"
                s.arg = c * 8 + k
        elif sub == "goods":
            c, k = divmod(s.arg, 8)
            self._use_consume(st, seat, c, DESIGN[c].powers[k], [int(a[5:]) for a in answer],
                              events)
            self._consume_next(st, seat, events)
        elif sub == "sell":
            c, k = divmod(s.arg, 8)
            self._sell(st, seat, int(answer[5:]), DESIGN[c].powers[k].no_bonus, events,
                       POWER_RULES["trade_action"])
            self._consume_next(st, seat, events)
        elif sub == "discard_hand":
            c, k = divmod(s.arg, 8)
            p = DESIGN[c].powers[k]
            self._discard_cards(st, seat, [int(a[5:]) for a in answer])
            vp = p.vp * len(answer) * (2 if "x2" in s.actions else 1)
            self._gain_vp(st, seat, vp, events, POWER_RULES["discard_hand"])
            self._consume_next(st, seat, events)
        elif sub == "gamble":
            c = self._pop(st, seat, events)
            if c >= 0:
                hit = DESIGN[c].cost == answer
                tpl = _E_GAMBLE_WIN if hit else _E_GAMBLE_LOSE
                events.append(Event(_msg(tpl, player=_player(seat), count=answer, card=card_name(c)),
                                    POWER_RULES["gamble"], seat=seat, reveals=True,
                                    objects=(cid(c),)))
                if hit:
                    s.hand.append(c)
                else:
                    self._to_discard(st, seat, c)
            self._consume_next(st, seat, events)
        elif sub == "produce":
            if answer == "done":
                for key, c, p in self.produce_choices(st, seat)[2]:
                    s.used.append(key)
                    self._produce_draw(st, seat, c, p, events)
                s.owes = False
                return
            kind, rest = answer.split(":", 1)
            if kind == "wf":
                key, w = (int(x) for x in rest.split(":"))
                s.used.append(key)
                if self._add_good(st, seat, w, events, R_PRODUCE_BONUS if key < 0 else R_PRODUCE):
                    s.produced.append(w)
                self._produce_next(st, seat, events)
            elif kind == "daf":
                s.arg = int(rest)
                s.sub = "daf"
            else:
                key = int(rest)
                s.used.append(key)
                c, k = divmod(key, 8)
                self._produce_draw(st, seat, c, DESIGN[c].powers[k], events)
                self._produce_next(st, seat, events)
        elif sub == "daf":
            key = s.arg
            w = key // 8
            s.used.append(key)
            self._discard_cards(st, seat, [int(answer[5:])])
            if self._add_good(st, seat, w, events, POWER_RULES["discard_to_produce"]):
                s.produced.append(w)
            self._produce_next(st, seat, events)
        elif sub == "draft":
            drafting.pick(self, st, seat, int(answer[5:]), events)
        elif sub == "start":
            drafting.choose_start(self, st, seat, int(answer[5:]), events)
        elif sub == "limit":
            self._discard_cards(st, seat, [int(a[5:]) for a in answer])
            s.end_discards = len(answer)
            events.append(Event(_msg(_E_DISCARD, n=len(answer), player=_player(seat)), R_LIMIT,
                                seat=seat))
            s.owes = False

    # -- sampling --------------------------------------------------------------------------
    def sample_answer(self, state: RftgState, seat: int, rng) -> Answer:
        s = state.seats[seat]
        sub = s.sub
        if sub == "action" and state.advanced:
            while True:
                a = rng.sample(ACTIONS, 2)
                if ("dev2" in a and "dev" not in a) or ("set2" in a and "set" not in a):
                    continue
                return a
        if sub == "boost":
            temp, merc = self._boost_sources(state, seat)
            need = s.arg
            pool = [(c, v) for c, v in temp]
            hand = [c for c in s.hand if c != s.selected]
            rng.shuffle(hand)
            pool += [(c, 1) for c in hand[:merc]]
            rng.shuffle(pool)
            out, total = [], 0
            for c, v in pool:
                if total >= need:
                    break
                out.append(cid(c))
                total += v
            return out
        if sub == "goods":
            c, k = divmod(s.arg, 8)
            p = DESIGN[c].powers[k]
            el = list(self._eligible_goods(state, seat, c, p) or [])
            rng.shuffle(el)
            if p.mode == "three_different":
                seen, out = set(), []
                for w in el:
                    if DESIGN[w].good not in seen:
                        seen.add(DESIGN[w].good)
                        out.append(cid(w))
                return out[:3]
            return [cid(w) for w in el[:self._consume_count(p, el)]]
        shape, ids, lo, hi = self._legal(state, seat, keep=True)
        if shape == "one":
            return ids[rng.randbelow(len(ids))]
        if shape == "number":
            return lo + rng.randbelow(hi - lo + 1)
        k = lo + rng.randbelow(hi - lo + 1)
        pool = list(ids)
        n = len(pool)
        for j in range(k):  # partial Fisher-Yates: only the k picks are drawn
            r = j + rng.randbelow(n - j)
            pool[j], pool[r] = pool[r], pool[j]
        return pool[:k]

    # -- outcome ---------------------------------------------------------------------------
    def scores(self, st: RftgState) -> list[dict]:
        gvp = self.goal_vp(st)
        out = []
        for i, s in enumerate(st.seats):
            cards = sum(DESIGN[c].vp for c in s.tableau)
            six = sum(six_dev_bonus(DESIGN[c], s.tableau, s.chips) for c in s.tableau
                      if DESIGN[c].six_dev)
            out.append({"chips": s.chips, "cards": cards, "six": six, "goals": gvp[i],
                        "total": s.chips + cards + six + gvp[i],
                        "tiebreak": len(s.hand) + len(self._goods(st, i))})
        return out

    def outcome(self, state: RftgState) -> Outcome | None:
        if state.step != "over":
            return None
        if state.robot is not None:
            return self._robot_outcome(state)
        sc = self.scores(state)
        totals = tuple(x["total"] for x in sc)
        best = max(totals)
        top = [i for i, t in enumerate(totals) if t == best]
        tiebreak = None
        if len(top) > 1:
            tb = max(sc[i]["tiebreak"] for i in top)
            top = [i for i in top if sc[i]["tiebreak"] == tb]
            tiebreak = _TIEBREAK()  # rftg.end.tiebreak (R_TIE)
        sheet = (ScoreLine(_S_CHIPS(), tuple(x["chips"] for x in sc)),
                 ScoreLine(_S_CARDS(), tuple(x["cards"] for x in sc)),
                 ScoreLine(_S_SIX(), tuple(x["six"] for x in sc)),
                 ScoreLine(_S_GOALS(), tuple(x["goals"] for x in sc)),
                 ScoreLine(_S_TOTAL(), totals),
                 ScoreLine(_S_TIE(), tuple(x["tiebreak"] for x in sc)))
        return Outcome(totals, tuple(top), sheet, tiebreak)

    def _robot_outcome(self, st: RftgState) -> Outcome:
        """Solitaire: ``scores`` are (player, robot); winner 1 is the robot (a rule, not a seat).
        A tie goes to the higher of the robot's credit + economy and the player's hand + goods
        (rftg.robot.tiebreak); a further tie is shared (robot.yaml facts.second_tie)."""
        me = self.scores(st)[0]
        rb = robotics.score(st)
        totals = (me["total"], rb["total"])
        tiebreak = None
        if totals[0] != totals[1]:
            winners = (0,) if totals[0] > totals[1] else (1,)
        else:
            tiebreak = _ROBOT_TIEBREAK()  # rftg.robot.tiebreak
            if me["tiebreak"] != rb["tiebreak"]:
                winners = (0,) if me["tiebreak"] > rb["tiebreak"] else (1,)
            else:
                winners = (0, 1)  # rftg.robot.unconfirmed.tie
                tiebreak = _ROBOT_SHARED()
        sheet = (ScoreLine(_S_CHIPS(), (me["chips"], rb["chips"])),
                 ScoreLine(_S_CARDS(), (me["cards"], rb["cards"])),
                 ScoreLine(_S_SIX(), (me["six"], rb["six"])),
                 ScoreLine(_S_TOTAL(), totals),
                 ScoreLine(_S_ROBOT_TIE(), (me["tiebreak"], rb["tiebreak"])))
        note = (_ROBOT_WINS if winners == (1,) else _ROBOT_LOSES)(vp=rb["total"])
        return Outcome(totals, winners, sheet, tiebreak, note)

    # -- invariants ------------------------------------------------------------------------
    def invariants(self, state: RftgState) -> list[str]:
        broken = []
        seen = [0] * N_CARDS
        places = [state.deck, state.discard]
        for s in state.seats:
            places += [s.hand, s.tableau, s.explore, s.deck, s.discard]
        r = state.robot
        if r is not None:
            places += [r.pile, r.tableau]
        d = state.draft
        if d is not None:
            places += d.packs + d.picks + d.starts + [d.removed]
        for pl in places:
            for c in pl:
                seen[c] += 1
        for w, g in enumerate(state.good_on):
            if g >= 0:
                seen[g] += 1
                if not any(w in s.tableau for s in state.seats):
                    broken.append(f"a good lies on card {w}, which is in no tableau")
        for c, n in enumerate(seen):
            if n != 1:
                broken.append(f"card {c} is in {n} places")
        robot_chips = r.chips if r is not None else 0
        if state.pool + sum(s.chips for s in state.seats) + robot_chips != state.pool_start:
            broken.append("VP pool and chips do not add up")
        if r is not None:
            caps = robotics.data().caps
            if not (0 <= r.credit <= caps["credit"] and 0 <= r.economy <= caps["economy"]):
                broken.append(f"robot credit {r.credit} / economy {r.economy} off the tracks")
            if r.markers_left + r.markers_placed != robotics.data().difficulty[r.difficulty].markers:
                broken.append("robot 6-cost markers do not add up")
            if any(state.good_on[c] >= 0 for c in r.tableau):
                broken.append("a good lies in the robot's tableau")
        if state.private and state.step not in ("draft",) and (state.deck or state.discard):
            broken.append("the shared piles hold cards after the draft")
        for i, s in enumerate(state.seats):
            devs = [DESIGN[c].index for c in s.tableau if DESIGN[c].is_dev]
            if len(devs) != len(set(devs)):
                broken.append(f"seat {i} has two copies of one development")
        return broken

    # -- views -----------------------------------------------------------------------------
    def view(self, state: RftgState, seat: int | None) -> dict:
        st = state
        all_chosen = st.step != "action"
        seats = []
        for i, s in enumerate(st.seats):
            mine = seat == i
            sv = {
                "id": f"seat:{i}",
                "tableau": [{"id": cid(c), "design": DESIGN[c].id,
                             "good": (f"good:{c}" if st.good_on[c] >= 0 else None),
                             "new": st.placed_at[c] >= st.phase_no and st.phase != ""}
                            for c in s.tableau],
                "hand_size": len(s.hand),
                "explore_size": len(s.explore),
                "chips": s.chips,
                "owes": s.owes,
                "actions": ([f"action:{i}:{a}" for a in s.actions]
                            if (all_chosen or mine) else []),
                "chose": bool(s.actions),
                "military": total_military(s.tableau),
            }
            revealed = st.step in ("develop_pay", "settle_pay")
            if s.selected >= 0 and (mine or revealed):
                sv["selected"] = cid(s.selected)
            if mine:
                sv["hand"] = [cid(c) for c in s.hand]
                sv["explore"] = [cid(c) for c in s.explore]
            if st.private:
                sv["deck"] = len(s.deck)
                sv["discard"] = len(s.discard)
            seats.append(sv)
        goals = []
        for gi, g in enumerate(st.goals):
            kind, vp, minimum, when = GOALS[g]
            goals.append({"id": f"goal:{g}", "kind": kind, "vp": vp, "minimum": minimum,
                          "checked_at": list(when),
                          "progress": [goal_amount(g, s) for s in st.seats],
                          "claimed_by": [f"seat:{i}" for i in st.claims[gi]]})
        out = {"round": st.round, "step": st.step, "phase": st.phase,
               "phases_left": list(st.phases), "deck": len(st.deck),
               "discard": len(st.discard), "pool": st.pool, "goals": goals, "seats": seats,
               "ending": st.ending}
        if st.robot is not None:
            out["robot"] = self._robot_view(st, seat, all_chosen)
        if st.draft is not None:
            out["draft"] = drafting.view(st, seat)
        return out

    def _robot_view(self, st: RftgState, seat: int | None, all_chosen: bool) -> dict:
        """The robot's mat (ids in the package docstring)."""
        r = st.robot
        acts = st.seats[0].actions if (all_chosen or seat == 0) else []
        markers = {ACTIONS.index(a) for a in acts}
        spaces = [{"id": f"space:{i}", "action": a, "marker": i in markers,
                   "dice": [f"die:{k}" for k, sp in enumerate(r.placed) if sp == i]}
                  for i, a in enumerate(ACTIONS)]
        dice = [{"id": f"die:{k}", "die": ("robot_die", "plain_die")[k], "rolled": face,
                 "reads": r.reads if face == "robot" else face,
                 "space": f"space:{r.placed[k]}" if k < len(r.placed) else None}
                for k, face in enumerate(r.rolled)]
        data = robotics.data()
        sc = robotics.score(st)
        return {"id": "robot", "difficulty": r.difficulty, "start_world": cid(r.start),
                "spaces": spaces, "dice": dice,
                "eq": {"id": "robot:eq", "reads": r.reads},
                "credit": {"id": "robot:credit", "value": r.credit, "max": data.caps["credit"]},
                "economy": {"id": "robot:economy", "value": r.economy,
                            "max": data.caps["economy"]},
                "markers": {"id": "robot:markers", "left": r.markers_left,
                            "placed": r.markers_placed,
                            "vp": data.difficulty[r.difficulty].marker_vp},
                "pile": {"id": "robot:pile", "count": len(r.pile)},
                "tableau": [cid(c) for c in r.tableau],
                "tableau_size": robotics.tableau_size(st),
                "counters": [f"counter:{a}" for a in r.counters],
                "chips": r.chips, "vp": {"id": "robot:vp", "value": sc["total"]}}

    def secrets(self, state: RftgState, seat: int | None) -> set[str]:
        out = {cid(c) for c in state.deck}
        if state.robot is not None:
            out |= {cid(c) for c in state.robot.pile}
        if state.draft is not None:
            out |= drafting.secrets(state, seat)
        for s in state.seats:
            out |= {cid(c) for c in s.deck}
        out |= {cid(g) for g in state.good_on if g >= 0}
        for i, s in enumerate(state.seats):
            if i != seat:
                out |= {cid(c) for c in s.hand if c != s.selected or state.step not in (
                    "develop_pay", "settle_pay")}
                out |= {cid(c) for c in s.explore}
                if state.step == "action":
                    out |= {f"action:{i}:{a}" for a in s.actions}
        return out

    def reshuffle_hidden(self, state: RftgState, seat: int | None, rng) -> RftgState:
        st = state.clone()
        if st.robot is not None or st.draft is not None:
            return self._reshuffle_more(st, seat, rng)
        pool = list(st.deck)
        slots: list[tuple[str, int, int]] = []
        for w, g in enumerate(st.good_on):
            if g >= 0:
                pool.append(g)
                slots.append(("good", w, 0))
        for i, s in enumerate(st.seats):
            if i == seat:
                continue
            keep = s.selected if s.selected >= 0 else -1
            for j, c in enumerate(s.hand):
                if c != keep:
                    pool.append(c)
                    slots.append(("hand", i, j))
            for j, c in enumerate(s.explore):
                pool.append(c)
                slots.append(("explore", i, j))
        rng.shuffle(pool)
        k = 0
        for kind, a, b in slots:
            if kind == "good":
                st.good_on[a] = pool[k]
            elif kind == "hand":
                st.seats[a].hand[b] = pool[k]
            else:
                st.seats[a].explore[b] = pool[k]
            k += 1
        st.deck = pool[k:]
        st.rng = Rng.from_seed(rng.next_u32() << 32 | rng.next_u32())
        return st

    def _reshuffle_more(self, st: RftgState, seat: int | None, rng) -> RftgState:
        """reshuffle_hidden with the robot's pile, private decks and the draft: every hidden
        list keeps its length; start worlds dealt face down stay start worlds."""
        lists: list[list[int]] = [st.deck]
        shown: list[int] = []  # seats whose revealed selection is set aside meanwhile
        if st.robot is not None:
            lists.append(st.robot.pile)
        for i, s in enumerate(st.seats):
            lists.append(s.deck)
            if i != seat:
                lists.append(s.explore)
                if st.step in ("develop_pay", "settle_pay") and s.selected in s.hand:
                    s.hand.remove(s.selected)
                    shown.append(i)
                lists.append(s.hand)
        d = st.draft
        start_lists: list[list[int]] = []
        if d is not None:
            lists.append(d.removed)
            for i in range(len(st.seats)):
                if i != seat:
                    lists += [d.packs[i], d.picks[i]]
                    start_lists.append(d.starts[i])
        goods = [w for w, g in enumerate(st.good_on) if g >= 0]
        pool = [c for lst in lists for c in lst] + [st.good_on[w] for w in goods]
        starts = [c for lst in start_lists for c in lst]
        pool += starts
        rng.shuffle(pool)
        start_pool = [c for c in pool if DESIGN[c].start_number is not None]
        for lst in start_lists:
            for j in range(len(lst)):
                lst[j] = start_pool.pop()
        taken = {c for lst in start_lists for c in lst}
        rest = [c for c in pool if c not in taken]
        k = 0
        for lst in lists:
            for j in range(len(lst)):
                lst[j] = rest[k]
                k += 1
        for w in goods:
            st.good_on[w] = rest[k]
            k += 1
        for i in shown:
            st.seats[i].hand.append(st.seats[i].selected)
        st.rng = Rng.from_seed(rng.next_u32() << 32 | rng.next_u32())
        return st

    def clone(self, state: RftgState) -> RftgState:
        return state.clone()

    # -- data ------------------------------------------------------------------------------
    def conformance_options(self) -> list[Options]:
        return ([RftgOptions(seats=n) for n in range(2, 6)]
                + [RftgOptions(seats=2, advanced=True), RftgOptions(seats=3, goals=False)]
                + [RftgOptions(seats=1, difficulty=d) for d in robotics.DIFFICULTIES]
                + [RftgOptions(seats=2, draft=True), RftgOptions(seats=3, draft=True)])

    def translatable_data(self) -> list[tuple[str, str]]:
        out = [(CARDS_CONTEXT, d.name) for d in rules_designs()]
        out += [(CARDS_CONTEXT, t) for t in KIND_NAMES.values()]
        out += [(CARDS_CONTEXT, t) for t in KEYWORD_NAMES.values() if t not in KIND_NAMES.values()]
        out += [(CARDS_CONTEXT, t) for t in GOAL_NAMES.values()]
        seen = set()
        return [x for x in out if not (x in seen or seen.add(x))]

    def card_powers(self, design_id: str) -> list[tuple[str, Msg]]:
        """(phase, generated text) of each power of a design, for card faces and tooltips."""
        from desktop.games.rftg.cards import deck
        return [(p.phase, power_text(p)) for p in deck().by_id[design_id].powers]

    def cards_json(self) -> list[dict]:
        out = []
        for d in rules_designs():
            out.append({
                "id": d.id, "name": d.name, "type": "world" if d.is_world else "development",
                "cost": d.cost, "vp": d.vp, "copies": d.copies,
                "good": d.good.upper() if d.good else None,
                "windfall": bool(d.good and d.windfall), "military": d.military,
                "start_world": d.start_number, "start_parity": d.start_parity,
                "keywords": sorted(d.keywords), "expansion": d.expansion,
                "powers": [{"phase": p.phase, "code": p.code, "text": power_text(p).english()}
                           for p in d.powers],
                "scoring": [r.model_dump(exclude_none=True) for r in d.scoring],
            })
        return out


def rules_designs():
    from desktop.games.rftg.cards import deck
    return deck().designs


_TIEBREAK = M("rftg", "Tie broken by cards in hand plus goods.")
_ROBOT_TIEBREAK = M("rftg", "Tie broken by the robot's credit plus economy against your cards in hand plus goods.")
_ROBOT_SHARED = M("rftg", "Still tied after the tie-break: a shared victory.")
_ROBOT_WINS = M("rftg", "The robot wins with {vp} VP.")
_ROBOT_LOSES = M("rftg", "The robot scores {vp} VP.")
_S_ROBOT_TIE = M("rftg", "Tie-break (hand + goods / robot credit + economy)")
_S_CHIPS = M("rftg", "VP chips")
_S_CARDS = M("rftg", "Card VP")
_S_SIX = M("rftg", "6-cost developments")
_S_GOALS = M("rftg", "Goals")
_S_TOTAL = M("rftg", "Total")
_S_TIE = M("rftg", "Cards in hand + goods")
