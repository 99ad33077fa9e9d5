"""Every card the seed shows, as a scenario; the box's counts; stand-ins are flagged."""

from __future__ import annotations

from desktop.games.bts import GAME
from desktop.games.bts import cards as C
from desktop.games.bts import effects as X
from tests.games.bts.helpers import (ask, fresh, give, head, ids, new_ship, play,
                                     research_marks, run_fx, turn_of)

SEED_CARDS = {"t1.robotics", "t1.lasers", "t1.genetics", "t1.terraforming", "t2.hypercomputer",
              "e3.kc24x", "e2.secret_arms", "a.transcendence", "a.empire", "aa.warlord",
              "ab.technologist", "sa.barnard", "sa.lalande", "sb.kapteyn", "sb.tau_ceti"}


def test_the_box_counts_and_stand_in_flags():
    c = C.base()
    levels = [t.level for t in c.techs.values()]
    assert {lv: levels.count(lv) for lv in (1, 2, 3, 4)} == C.TECH_COUNTS
    ev = [e.level for e in c.events.values()]
    assert {lv: ev.count(lv) for lv in (2, 3)} == C.EVENT_COUNTS
    decks = [x.deck for x in c.systems.values()]
    assert {d: decks.count(d) for d in "AB"} == C.SYSTEM_COUNTS
    assert sum(x.start for x in c.systems.values()) == 4
    assert all(x.deck == "A" for x in c.systems.values() if x.start)
    ach = [a.deck for a in c.achievements.values()]
    assert {d: ach.count(d) for d in ("basic", "A", "B")} == C.ACHIEVEMENT_COUNTS
    shown = {cid for cid in (*c.techs, *c.events, *c.systems, *c.achievements)
             if not c.any_card(cid).standin}
    assert shown == SEED_CARDS
    for cid in shown:
        assert c.any_card(cid).seed_lines
    assert sum(e.fixed for e in c.events.values()) == 4
    assert len(c.factions) == 4 and len(c.guilds) == 4 and len(c.basic) == 4


def test_seed_lines_point_into_the_seed():
    from desktop.engine.rules import seed_text

    n = len(seed_text("beyond-the-sun.pl.txt").split("\n"))
    c = C.base()
    for card in (*c.techs.values(), *c.events.values(), *c.systems.values(),
                 *c.achievements.values(), *c.factions.values()):
        if card.seed_lines:
            for part in card.seed_lines.split(","):
                a, _, b = part.partition("-")
                assert 1 <= int(a) <= int(b or a) <= n


def _research_level_one(s, seat, card):
    slot = next(sl for sl, c in s.slots.items() if c == card)
    ask(s, "bts.research", seat, level=1)
    play(s, seat, slot)
    return slot


def test_advanced_robotics_automates_an_ore_disc_and_takes_one_ore():
    s = fresh(4, 2)
    p = give(s, 0, ore=0, pop=2)
    _research_level_one(s, 0, "t1.robotics")
    assert (p.automation, p.ore_track, p.food_track, p.ore, p.pop) == (1, 7, 8, 1, 1)


def test_advanced_genetics_automates_a_food_disc_and_grows_one():
    s = fresh(4, 2)
    p = give(s, 0, ore=0, pop=2)
    _research_level_one(s, 0, "t1.genetics")
    assert (p.automation, p.food_track, p.ore_track, p.pop) == (1, 7, 8, 2)


def test_narrow_beam_lasers_immediate_and_action():
    s = fresh(4, 2)
    p = give(s, 0, ore=0, pop=3)
    slot = _research_level_one(s, 0, "t1.lasers")
    assert p.ore == 1 and head(s).kind == "bts.pick_ship"
    ones = p.ships["sol"].count(1)
    play(s, 0, "sol:1")
    assert p.ships["sol"].count(2) == 1 and p.ships["sol"].count(1) == ones - 1
    turn_of(s, 0)
    give(s, 0, ore=1)
    play(s, 0, f"{slot}:0:0")  # pay 1 ore: 1 population into a level-2 ship, then jump 3
    assert p.ore == 0 and p.ships["sol"].count(2) == 2
    assert head(s).kind == "bts.move" and head(s)["points"] == 3


def test_terraforming_ship_in_deep_space_jump_four_and_colonise_for_three_ore():
    s = fresh(4, 2)
    p = give(s, 0, ore=3, pop=2)
    slot = _research_level_one(s, 0, "t1.terraforming")
    assert p.ships.get("deep") == [1] + ([1] if p.faction == "f.tabernacle" else [])
    turn_of(s, 0)
    play(s, 0, f"{slot}:0:0")
    assert head(s).kind == "bts.move" and head(s)["points"] == 4
    turn_of(s, 0)
    assert f"{slot}:1:0" not in ids(s)  # nothing to colonise
    new_ship(s, 0, "A2", 4)
    X.update_control(s, [])
    give(s, 0, ore=3, pop=1)
    play(s, 0, f"{slot}:1:0")
    assert (p.ore, p.pop) == (0, 0) and head(s).kind == "bts.settle"


def test_hypercomputer_automates_and_researches_level_three_for_four_ore():
    s = fresh(4, 2)
    deck = s.decks["2"]
    deck.remove("t2.hypercomputer")
    deck.insert(0, "t2.hypercomputer")
    research_marks(s, 0, "I0", "I1", "II0", "II1")  # II0 takes the top card: Hypercomputer
    assert s.slots["II0"] == "t2.hypercomputer"
    p = give(s, 0, ore=4, pop=2)
    run_fx(s, 0, X.fx_list(X.cat(s).techs["t2.hypercomputer"].immediate))
    assert head(s).kind == "bts.automate"
    play(s, 0, "food")
    assert p.automation == 1 and p.food_track == 7
    turn_of(s, 0)
    play(s, 0, "II0:0:0")
    assert p.ore == 0 and "III0" in p.researched


def _discover_with_event(s, seat, slot, event):
    """Put ``event`` face down on ``slot`` (swapping places) and research it."""
    where = next((k for k, v in s.slot_events.items() if v == event), None)
    if where is None:
        s.events_box[s.events_box.index(event)] = s.slot_events[slot]
    else:
        s.slot_events[where] = s.slot_events[slot]
    s.slot_events[slot] = event
    ask(s, "bts.research", seat, level=int(slot.count("I")) if slot.startswith("I") and "V" not in slot else 4)


def test_kc24x_unlocks_a_level_two_guild_and_is_worth_one_vp():
    s = fresh(4, 2)
    research_marks(s, 0, "I0", "I1", "I2", "II0", "II1")
    p = give(s, 0, pop=2)
    _discover_with_event(s, 0, "III0", "e3.kc24x")
    assert head(s).kind in ("bts.research", "bts.choose_card")
    while head(s).kind != "bts.unlock":
        play(s, 0, ids(s)[0])
    assert sorted(ids(s)) == ["g.metascientists", "g.technocrats"]  # level-2 tiles only
    play(s, 0, "g.technocrats")
    assert s.unlocked == ["g.technocrats"] and "e3.kc24x" in p.events
    turn_of(s, 1)
    give(s, 1, pop=2)
    assert "g.technocrats:0:0" in ids(s)  # every faction may use it now
    from desktop.games.bts import scoring
    line = dict((str(l.english()), v) for l, _r, v in scoring.lines(s))
    assert line["Events"][0] == 1


def test_secret_arms_purchase_each_faction_may_build_then_an_upgrade():
    s = fresh(4, 2)
    research_marks(s, 0, "I0", "I1")
    give(s, 0, pop=2)
    for i in range(4):
        give(s, i, pop=2)
    _discover_with_event(s, 0, "II0", "e2.secret_arms")
    while head(s).kind != "bts.choice":
        play(s, 0, ids(s)[0])
    assert ids(s) == ["o0", "o1"]  # level 2 or level 3
    play(s, 0, "o1")
    for seat in (0, 1, 2, 3):  # each faction, from the revealer on
        e = head(s)
        assert e.kind == "bts.choice" and e.seat == seat and e.get("optional")
        play(s, seat, "o0" if seat % 2 == 0 else "o1")
    assert 3 in s.players[0].ships["deep"] and 3 in s.players[2].ships["deep"]
    assert 3 not in s.players[1].ships.get("deep", [])
    e = head(s)
    assert e.kind == "bts.choice" and e.seat == 0  # then the revealer may upgrade 1 ship
    play(s, 0, "o0")
    play(s, 0, "deep:3")
    assert 4 in s.players[0].ships["deep"]


def _colonise(s, seat, area, card, strength=None):
    s.system_decks["A" if area[0] == "A" else "B"].append(s.systems[area])
    deck = s.system_decks["A" if card.startswith("sa") else "B"]
    if card in deck:
        deck.remove(card)
    else:
        other = next(a for a, c in s.systems.items() if c == card)
        s.systems[other] = deck.pop(0)
    s.systems[area] = card
    need = X.cat(s).systems[card].strength
    for lv in ([4] * (need // 4) + ([need % 4] if need % 4 else [])):
        new_ship(s, seat, area, lv)
    X.update_control(s, [])
    assert s.control[area] == seat
    ev = run_fx(s, seat, [{"op": "colonise"}], phase="production")
    if head(s).kind == "bts.settle":
        play(s, seat, [f"s{i}" for i in range(len(s.players[seat].ships[area]))])
    return ev


def test_barnards_star_bonus():
    s = fresh(4, 2)
    p = give(s, 0, ore=0, pop=2)
    _colonise(s, 0, "A1", "sa.barnard")
    assert (p.pop, p.ore) == (4, 2) and p.colonies == ["sa.barnard"]


def test_lalande_allows_all_three_production_options():
    s = fresh(4, 2)
    p = give(s, 0, ore=0, pop=2)
    _colonise(s, 0, "A1", "sa.lalande")
    assert s.all_production and head(s).kind == "bts.production"
    assert sorted(ids(s)) == ["done", "grow", "ore", "trade"]
    play(s, 0, "ore")
    assert sorted(ids(s)) == ["done", "grow", "trade"]
    play(s, 0, "grow")
    assert ids(s)[0] == "trade"


def test_kapteyns_star_gives_a_level_four_ship_in_deep_space():
    s = fresh(4, 2)
    p = give(s, 0, pop=2)
    _colonise(s, 0, "B1", "sb.kapteyn")
    assert 4 in p.ships["deep"]


def test_tau_ceti_vp_formula_and_bonus():
    s = fresh(4, 2)
    p = give(s, 0, pop=2)
    _colonise(s, 0, "B2", "sb.tau_ceti")
    assert head(s).kind == "bts.choice"  # you may move the rightmost cube to column A
    before = list(p.supply)
    play(s, 0, "o0")
    assert p.supply[0] == before[0] + 1 and sum(p.supply) == sum(before)
    from desktop.games.bts.scoring import system_vp
    assert system_vp(s, 0, "sb.tau_ceti") == 4  # 1 colony + 3
    p.colonies += ["x1", "x2", "x3"]
    assert system_vp(s, 0, "sb.tau_ceti") == 7  # at most 7
    p.colonies += ["x4"]
    assert system_vp(s, 0, "sb.tau_ceti") == 7


def test_cards_json_lists_every_card_with_its_stand_in_flag():
    import json

    data = GAME.cards_json()
    assert len(data) == 46 + 20 + 24 + 10
    assert sum(not c["standin"] for c in data) == 15
    json.dumps(data)
