"""RftG computer players value a card in its tableau: a 6-cost development by what it would
score there, and any card by what the 6-cost developments already placed score for it."""

from __future__ import annotations

import pytest

from desktop.engine import registry
from desktop.engine.ai import rftg as R
from desktop.engine.ai.adapters import adapter_for
from desktop.engine.ai.rftg import _Ctx, _Plan
from desktop.games.rftg.rules import DESIGN, scoring_match


@pytest.fixture(scope="module")
def ad():
    return adapter_for(registry.get("rftg"))


def card_id(ad, design: str) -> str:
    return f"card:{next(n for n, d in enumerate(ad.inst) if d.id == design)}"


def view(tableau, hand=(), chips=0, military=0, longest=0):
    """A one-seat view; ``longest``: another tableau's size (the end comes at 12)."""
    me = {"tableau": [{"design": d, "good": None} for d in tableau],
          "hand": list(hand), "chips": chips, "military": military}
    other = {"tableau": [{"design": "x", "good": None}] * longest, "chips": 0}
    return {"seats": [me, other]}


def test_the_adapter_reads_six_cost_scoring_as_the_rules_score_it(ad):
    # every 6-cost development against every design: the points of its first matching rule
    # (rftg.end.score).  Trade League counts Trade powers, New Economy the other Consume ones
    rules = {d.id: d for d in DESIGN}
    sixes = [d for d in ad.by_design.values() if d.six]
    assert len(sixes) >= 10
    for six in sixes:
        for x in ad.by_design.values():
            want = next((r.points for r in rules[six.id].scoring
                         if scoring_match(r, rules[x.id])), 0)
            assert R._points(six, x) == want, (six.id, x.id)
    assert ad.by_design["trade_league"].per_card > 0


def test_a_six_cost_development_is_worth_what_it_would_score_in_the_tableau(ad):
    ati = ad.by_design["alien_tech_institute"]
    bare = _Ctx(ad, view(["epsilon_eridani"], longest=11), 0)
    aliens = ["epsilon_eridani", "alien_robot_sentry", "alien_rosetta_stone_world"]
    rich = _Ctx(ad, view(aliens, longest=11), 0)
    assert bare.left == rich.left == 1
    scored = sum(R._points(ati, ad.by_design[d]) for d in aliens)
    assert scored >= 4
    assert ad.worth(ati, rich) - ad.worth(ati, bare) == pytest.approx(R.SIX_NOW * scored)
    # the cards still to come count at the deck's average: more of them, more worth
    early = _Ctx(ad, view(["epsilon_eridani"], longest=1), 0)
    assert early.left == 11
    assert ad.worth(ati, early) - ad.worth(ati, bare) == pytest.approx(
        R.SIX_LEFT * ati.per_card * 10)
    # without a context a card is worth its printed worth, the flat 6-cost bonus included
    assert ad.worth(ati, None) == ati.value


def test_a_card_is_worth_more_beside_a_six_cost_development_that_scores_it(ad):
    sentry = ad.by_design["alien_robot_sentry"]
    plain = _Ctx(ad, view(["epsilon_eridani"]), 0)
    with_ati = _Ctx(ad, view(["epsilon_eridani", "alien_tech_institute"]), 0)
    pts = R._points(ad.by_design["alien_tech_institute"], sentry)
    assert pts > 0
    assert ad.worth(sentry, with_ati) - ad.worth(sentry, plain) == pytest.approx(R.SYNERGY * pts)
    # and a card it does not score is worth the same
    vinland = ad.by_design["new_vinland"]
    assert ad.worth(vinland, with_ati) == ad.worth(vinland, plain)


def test_the_plan_develops_a_six_cost_development_that_scores_well(ad):
    # Galactic Federation scores 1 per development (2 per 6-cost one): with four developments
    # placed and a hand of six it is worth its five cards' payment; on a bare tableau it is not
    devs = ["investment_credits", "space_marines", "contact_specialist", "replicant_robots"]
    assert all(not ad.by_design[d].world for d in devs)
    hand = [card_id(ad, "galactic_federation")] + [card_id(ad, "new_vinland")] * 5
    v_rich = view(["epsilon_eridani"] + devs, hand=hand, longest=10)
    v_bare = view(["epsilon_eridani"], hand=hand, longest=10)
    rich = _Plan(ad, v_rich["seats"][0], _Ctx(ad, v_rich, 0))
    bare = _Plan(ad, v_bare["seats"][0], _Ctx(ad, v_bare, 0))
    assert rich.value(("dev",)) > 0 > bare.value(("dev",))
