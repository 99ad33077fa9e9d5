"""Names and generated texts: Parties, agendas, end conditions, technologies, turbine effects
and Connector rules.  Every text is an English template filled from ``court.yaml``; none is
rulebook prose.
"""

from __future__ import annotations

from desktop.engine.marks import M
from desktop.engine.protocol import Msg, RuleRef

from desktop.games.nucleum.data import COURT

C = "nucleum"

PARTY_NAMES = {
    "cap": M("nucleum", "Capitalists"),
    "ft": M("nucleum", "Free Thinkers"),
    "com": M("nucleum", "Communists"),
    "rea": M("nucleum", "Realists"),
}

AGENDA_NAMES = {
    "contracts": M("nucleum", "1 VP per fulfilled contract"),
    "mines_turbines": M("nucleum", "1 VP per Mine and Turbine on the map"),
    "progress": M("nucleum", "highest Progress tile with your marker, multiplier 2"),
    "techs": M("nucleum", "1 VP per unlocked technology"),
    "network": M("nucleum", "1 VP per city of your largest network"),
    "cities": M("nucleum", "1 VP per city with your building, Mine or Turbine"),
    "parties": M("nucleum", "2 VP per Party where you are Member or Leader"),
    "energized": M("nucleum", "VP equal to your costliest energized building's electricity"),
    "residences": M("nucleum", "2 VP per Residence on the map (rulebook example)"),
}

AGENDA_QUESTIONS = {
    "contracts": M("nucleum", "How many contracts have you fulfilled?"),
    "mines_turbines": M("nucleum", "How many of your Mines and Turbines are on the map?"),
    "progress": M("nucleum", "What does the highest Progress tile with your marker count for you (before the multiplier of 2)?"),
    "techs": M("nucleum", "How many technologies have you unlocked?"),
    "network": M("nucleum", "How many cities are in your largest network?"),
    "cities": M("nucleum", "In how many different cities do you have an Urban Building, a Mine or a Turbine?"),
    "parties": M("nucleum", "In how many Parties are you Member or Leader?"),
    "energized": M("nucleum", "How much electricity does your costliest energized non-government Urban Building need?"),
    "residences": M("nucleum", "How many of your Residences are on the map?"),
}

AGENDA_UNITS = {
    "contracts": M("nucleum", "contracts"), "mines_turbines": M("nucleum", "Mines and Turbines"),
    "progress": M("nucleum", "units"), "techs": M("nucleum", "technologies"), "network": M("nucleum", "cities"),
    "cities": M("nucleum", "cities"), "parties": M("nucleum", "Parties"), "energized": M("nucleum", "electricity"),
    "residences": M("nucleum", "Residences"),
}

CONDITIONS = {
    "action_stacks": M("nucleum", "The Action tile stacks are empty"),
    "contract_stacks": M("nucleum", "The silver and gold contract stacks are empty"),
    "recharges": M("nucleum", "Every player has recharged 3 times"),
    "baron_recharges": M("nucleum", "The Baron has recharged 3 times"),
    "technologies": M("nucleum", "A player has unlocked all 8 technologies"),
    "vp_flag": M("nucleum", "A player has reached the VP flag ({flag} VP)"),
}

_TECH = {
    "mine_turbine_uranium": M("nucleum", "After you place a Uranium Mine or a Turbine, gain {amount} uranium."),
    "red_border": M("nucleum", "Red-bordered spaces cost you {amount} extra thaler instead of {was}."),
    "foreign_turbine": M("nucleum", "When you use another player's Turbine, the bank pays its owner {amount} thaler for you and it gives {amount} more electricity."),
    "gain_achievements_thalers": M("nucleum", "At once: gain {a} achievement tokens and {t} thalers."),
    "gain_workers_court": M("nucleum", "At once: gain {amount} workers, then you may take a Court action."),
    "second_contract_bonus": M("nucleum", "When you gain a contract, also take the bonus of one other contract space, occupied or not."),
    "court_worker_or_again": M("nucleum", "At each Court action, choose: gain {amount} worker, or the chosen Party's benefit once more."),
    "politicians_vp": M("nucleum", "At the end: {a}/{b}/{c} Politicians on the Court board score {x}/{y}/{z} VP."),
    "contract_achievement": M("nucleum", "When you gain a contract, gain {amount} achievement token."),
    "gain_workers_thalers": M("nucleum", "At once: gain {w} workers and {t} thalers."),
    "urbanize_discount": M("nucleum", "At once: Urbanize with {amount} thalers more discount, ignoring the network requirement."),
    "contract_lowest_income": M("nucleum", "From now on, when you fulfil a contract, advance your lowest income track {amount} step (your choice on a tie)."),
    "connectors": M("nucleum", "Gain the {amount} Connector tiles."),
    "action_tiles_vp": M("nucleum", "At the end: {a}/{b}/{c} Action tiles (available or on top of your board, no railways) score {x}/{y}/{z} VP."),
}

_TURBINE = {
    "energize_vp_income": M("nucleum", "After an Energize action, advance your VP income track 1 step."),
    "energize_free_tile": M("nucleum", "After an Energize action, you may take the rightmost market Action tile for free."),
}

_CONNECTOR = {
    "play": M("nucleum", "Do the Connector's printed action, then play a non-Connector Action tile on top of it and resolve that tile."),
    "railway": M("nucleum", "A Connector is never placed as a railway."),
    "one_per_turn": M("nucleum", "At most one Connector per turn (a Shipping tile counts)."),
    "special": M("nucleum", "Your special Action tile may go on top of a Connector."),
    "order": M("nucleum", "Finish the Connector's action before placing the tile on top."),
    "counts": M("nucleum", "A Connector counts as an Action tile for contracts, Progress and scoring technologies."),
    "no_contract": M("nucleum", "A Connector never lets you fulfil a second contract in the turn."),
}

_TECH_NAME = M("nucleum", "Technology {id} (level {level})")
_TURBINE_NAME = M("nucleum", "Turbine effect (Experiment {experiment})")
_CONNECTOR_NAME = M("nucleum", "Connector tiles")


def tech_text(tech) -> Msg:
    if tech.effect in ("politicians_vp", "action_tiles_vp"):
        th = (COURT.e8 if tech.effect == "politicians_vp" else COURT.f8).thresholds
        (a, x), (b, y), (c, z) = th
        return _TECH[tech.effect](a=a, b=b, c=c, x=x, y=y, z=z)
    args = {k: getattr(tech, k) for k in ("was", "a", "t", "w") if getattr(tech, k) is not None}
    if tech.n is not None:
        args["amount"] = tech.n   # "n" is the plural count of a Template call
    return _TECH[tech.effect](**args)


def reference_cards() -> list[dict]:
    """Learning-mode reference cards: technologies E and F, turbine effects, Connector rules.
    ``short`` is the card's label on the table's compact reference (E1, F, 3) and ``group`` its
    row there (technology.e, technology.f, turbine_effect, connector_rule)."""
    cards = []
    for t in COURT.technologies:
        cards.append({"id": f"tech.{t.id}", "kind": "technology", "level": t.level,
                      "experiments": list(t.experiments), "also": t.also,
                      "name": _TECH_NAME(id=t.id.upper(), level=t.level),
                      "short": t.id.upper(), "group": f"technology.{t.id[0]}",
                      "text": tech_text(t), "rule": RuleRef(t.rule).id, "unconfirmed": False})
    for te in COURT.turbine_effects:
        cards.append({"id": f"turbine.{te.id}", "kind": "turbine_effect",
                      "name": _TURBINE_NAME(experiment=te.experiment),
                      "short": te.experiment, "group": "turbine_effect",
                      "experiments": [te.experiment], "text": _TURBINE[te.effect](),
                      "rule": te.rule, "owner_rule": te.owner_rule,
                      "unconfirmed": te.unconfirmed})
    for k, cr in enumerate(COURT.connector_rules):
        cards.append({"id": f"connector.{cr.id}", "kind": "connector_rule",
                      "name": _CONNECTOR_NAME(), "short": str(k + 1), "group": "connector_rule",
                      "text": _CONNECTOR[cr.id](), "rule": cr.rule, "unconfirmed": False})
    return cards
