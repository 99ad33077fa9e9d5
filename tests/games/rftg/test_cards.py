"""The card data: counts, the schema, and that every power and scoring rule is implemented."""

import json
import subprocess
import sys

from desktop.games.rftg import GAME
from desktop.games.rftg.cards import deck, load_file
from desktop.games.rftg.game import IMPLEMENTED_POWERS, IMPLEMENTED_SCORING, power_text


def test_counts():
    d = deck()
    assert len(d.designs) == 114
    assert len(d.instance_design) == 136
    starts = sorted(x.start_number for x in d.designs if x.start_number is not None)
    assert starts == list(range(9))
    assert sum(x.copies for x in d.designs if x.is_world) == 78
    assert sum(x.copies for x in d.designs if x.is_dev) == 58
    assert d.by_id["contact_specialist"].copies == 3
    assert sum(1 for x in d.designs if x.copies == 2) == 20
    assert all(x.copies == 1 for x in d.designs if x.is_world or x.six_dev)
    assert sum(1 for x in d.designs if x.expansion == "base") == 95
    assert [x.id for x in d.designs if x.start_parity == "odd"] == [
        "epsilon_eridani", "new_sparta", "separatist_colony", "damaged_alien_factory"]


def test_card_facts():
    d = deck().by_id
    assert d["ancient_race"].start_keep == 3
    assert d["alpha_centauri"].windfall and d["alpha_centauri"].good == "rare"
    assert d["doomed_world"].vp == -1
    assert d["damaged_alien_factory"].good == "alien" and d["damaged_alien_factory"].military
    assert {"uplift", "chromosome"} <= d["clandestine_uplift_lab"].keywords
    assert d["rebel_homeworld"].military and d["rebel_homeworld"].cost == 7
    assert d["space_mercenaries"].expansion == "tgs"


def test_every_power_and_scoring_rule_has_an_implementation():
    for c in load_file().cards:
        for p in c.powers:
            assert (p.phase, p.code) in IMPLEMENTED_POWERS, (c.id, p.phase, p.code)
            assert power_text(p).english()
        for s in c.scoring:
            assert s.match in IMPLEMENTED_SCORING, (c.id, s.match)
    six = [c for c in load_file().cards if c.type == "development" and c.cost == 6]
    assert len(six) == 15 and all(c.scoring for c in six)


def test_cards_json_cli():
    out = subprocess.run([sys.executable, "-m", "desktop", "cards", "rftg", "--json"],
                         capture_output=True, text=True, check=True).stdout
    data = json.loads(out)
    assert len(data) == 114
    old = next(c for c in data if c["name"] == "Old Earth")
    assert old["type"] == "world" and old["start_world"] == 0 and old["good"] is None
    ac = next(c for c in data if c["name"] == "Alpha Centauri")
    assert ac["good"] == "RARE" and ac["windfall"] is True
    for key in ("name", "type", "cost", "vp", "copies", "good", "windfall", "military",
                "start_world"):
        assert all(key in c for c in data)


def test_translatable_data_has_card_names():
    data = GAME.translatable_data()
    assert ("rftg.cards", "Gambling World") in data
    assert ("rftg.cards", "Greatest Military") in data
    assert len(data) == len(set(data))
