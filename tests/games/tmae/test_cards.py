"""One test per project card: play it on a prepared table and check its own printed effect.

Expected results are written here from the printed cards, independently of cards.yaml:
``pm/ph/pp/pc`` MC, heat, plant and card production; ``st/ti`` steel and titanium; ``M/H/P``
MC, heat and plants gained; ``D`` cards drawn (net); ``T/O/W/F`` temperature steps, oxygen
steps, ocean flips and forests; ``R`` TR from the card itself (raises are counted from T/O/W/F);
``X`` resources placed on the card itself.  Spend requirements are checked separately.
"""

from __future__ import annotations

import re

import pytest

from tests.games.tmae import helpers as R
from desktop.games.tmae.data import BANDS
from tests.games.tmae.helpers import act, enter, give, table

EXPECT = {
    # green
    103: "pc1", 104: "pp1", 105: "pc1 ph2", 106: "O1 ph2", 107: "pp2", 108: "pp1", 109: "pp1 ph1",
    110: "ti2", 111: "ti1", 112: "ph3 pp1", 113: "ph1", 114: "pc1", 115: "pm3", 116: "pp1 ph3", 117: "ph5",
    118: "F1 ph1", 119: "pc1 pm2", 120: "st2", 121: "P2 pp2", 122: "pc1", 123: "pm1", 124: "ph3",
    125: "pm4", 126: "T1 ph1", 127: "pp2", 128: "P3 H3 pp1", 129: "st1", 130: "pm3", 131: "pc2",
    132: "P3 pm2", 133: "P2 pm2 pp2", 134: "pm4", 135: "pm1 ti1", 136: "ph2", 137: "pc1", 138: "ti2",
    139: "pm2", 140: "ph2", 141: "ph3", 142: "P3 pp1", 143: "ph2", 144: "st1", 145: "P1 pp1", 146: "pm3",
    147: "ph2", 148: "H5 ph1", 149: "pm3 st1", 150: "pm1 pp2", 151: "ph1 st1", 152: "", 153: "pm2 ti2",
    154: "P2 pm2 pp3", 155: "pp1", 156: "pm1", 157: "pm1 ph2", 158: "ph4", 159: "ph3 ti1", 160: "",
    161: "pp2 ph2", 162: "ph1 st1", 163: "D1 ph3", 164: "st2", 165: "pm1", 166: "ph4", 167: "pp2",
    168: "pp1", 169: "pm2", 170: "pm1 pp1 ph1", 171: "pp2", 172: "P2 pp1", 173: "pm1 ph3", 174: "pm1",
    175: "ph1", 176: "pm2 ph1", 177: "F1 pm2", 178: "ph3", 179: "pm2", 180: "ph1", 181: "pm1", 182: "pp2",
    183: "D2 ph5", 184: "T1 pp2", 185: "ph1", 186: "D1 H3 ph1", 187: "ph5", 188: "D1 ph2", 189: "ti1",
    190: "pm2", 191: "st2 ti1", 192: "st1 ti1", 193: "ph3", 194: "ti1", 195: "pm3", 196: "P3 pm2",
    197: "W1 ph2", 198: "P1 pp3", 199: "pm4", 200: "P1 pm2 pp1", 201: "pm1 st1", 202: "ph4 pc1", 203: "",
    204: "ti1", 205: "ph3", 206: "ph1", 207: "pp1", 208: "",
    # red
    65: "", 66: "W1", 67: "O1", 68: "", 69: "R2", 70: "D2", 71: "", 72: "", 73: "T1 W1", 74: "D1 W1",
    75: "W1", 76: "T3 M7", 77: "T2 W2", 78: "W2", 79: "W1", 80: "W1 P3", 81: "R1 P4", 82: "", 83: "D1",
    84: "M10", 85: "D1", 86: "W2", 87: "W1 D2 P5", 88: "T2", 89: "P4", 90: "F1", 91: "R2 T1 P2", 92: "W1",
    93: "T1 W1 D2", 94: "F2", 95: "R2", 96: "D2", 97: "", 98: "W1", 99: "W1 D2", 100: "R1", 101: "O1 W1 P2",
    102: "",
    # blue: what playing them does at once
    1: "", 2: "", 3: "", 4: "", 5: "X1", 6: "", 7: "", 8: "", 9: "", 10: "", 11: "", 12: "", 13: "", 14: "",
    15: "", 16: "", 17: "", 18: "", 19: "X1", 20: "X2", 21: "", 22: "", 23: "", 24: "X2", 25: "", 26: "",
    27: "", 28: "", 29: "P3", 30: "", 31: "", 32: "", 33: "", 34: "", 35: "", 36: "", 37: "", 38: "", 39: "",
    40: "", 41: "", 42: "", 43: "X3", 44: "D1", 45: "", 46: "", 47: "", 48: "", 49: "", 50: "", 51: "",
    52: "", 53: "", 54: "", 55: "", 56: "", 57: "", 58: "", 59: "", 60: "", 61: "P2", 62: "", 63: "",
    64: "P4",
}
#: spend requirements: (TR, heat, plants) paid on top of the MC cost
SPEND = {84: (1, 0, 0), 89: (0, 3, 0), 115: (1, 0, 0), 117: (0, 0, 2), 120: (0, 4, 0), 134: (0, 0, 2),
         135: (0, 3, 0), 136: (1, 0, 0), 158: (1, 0, 0), 167: (1, 0, 0), 168: (0, 0, 1), 191: (1, 0, 0),
         199: (0, 5, 0)}


def parse(spec: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for tok in spec.split():
        m = re.fullmatch(r"([a-zA-Z]+)(-?\d+)", tok)
        out[m.group(1)] = int(m.group(2))
    return out


def prepare(code: int):
    s = table(seats=2, mc=200)
    p = s.players[0]
    p.heat = p.plants = 20
    c = R.CARDS[code]
    r = c.req
    if r is not None:
        if r.temp_min:
            s.temp = R.TEMP_BANDS[BANDS.index(r.temp_min)]
        if r.oxy_min:
            s.oxygen = R.OXY_BANDS[BANDS.index(r.oxy_min)]
        for tag, n in r.tags.items():
            p.tags[tag] = n
        if r.oceans_min:
            s.flipped, s.oceans = s.oceans[:r.oceans_min], s.oceans[r.oceans_min:]
        if r.tr_min:
            p.tr = r.tr_min
    give(s, 0, code)
    enter(s, 1 if c.kind == "green" else 2, {0: 3, 1: 3})
    return s


def resolve_first(s, seat=0):
    """Answer every pending question of ``seat`` with its first option."""
    for _ in range(30):
        p = s.players[seat]
        if not R.waiting(s, seat):
            return
        kind, ids, lo, hi = R.options(s, seat)
        if kind == "one":
            act(s, seat, ids[0])
        elif kind == "some":
            act(s, seat, ids[:lo])
        else:
            act(s, seat, lo)


@pytest.mark.parametrize("code", sorted(EXPECT))
def test_card_played_does_its_printed_effect(code):
    assert len(EXPECT) == 208
    s = prepare(code)
    p = s.players[0]
    c = R.CARDS[code]
    before = dict(mc=p.mc, heat=p.heat, plants=p.plants, hand=len(p.hand) - 1, tr=p.tr, temp=s.temp,
                  oxygen=s.oxygen, flipped=len(s.flipped), forests=p.forests,
                  prod=(p.prod_mc, p.prod_heat, p.prod_plant, p.prod_card), steel=p.steel, ti=p.titanium)
    act(s, 0, f"play:{code}")
    resolve_first(s)
    assert code in p.played
    e = parse(EXPECT[code])
    new_tiles = s.flipped[before["flipped"]:]
    o_mc = sum(R.D.oceans[t].mc for t in new_tiles)
    o_pl = sum(R.D.oceans[t].plants for t in new_tiles)
    o_cards = sum(R.D.oceans[t].cards for t in new_tiles)
    tr_spend, heat_spend, plant_spend = SPEND.get(code, (0, 0, 0))
    raises = e.get("T", 0) + e.get("O", 0) + e.get("W", 0) + e.get("F", 0)
    assert (p.prod_mc - before["prod"][0], p.prod_heat - before["prod"][1], p.prod_plant - before["prod"][2],
            p.prod_card - before["prod"][3]) == (e.get("pm", 0), e.get("ph", 0), e.get("pp", 0), e.get("pc", 0))
    assert (p.steel - before["steel"], p.titanium - before["ti"]) == (e.get("st", 0), e.get("ti", 0))
    assert p.mc - before["mc"] == -c.cost + e.get("M", 0) + o_mc
    assert p.heat - before["heat"] == e.get("H", 0) - heat_spend
    assert p.plants - before["plants"] == e.get("P", 0) + o_pl - plant_spend
    assert len(p.hand) - before["hand"] == e.get("D", 0) + o_cards
    assert s.temp - before["temp"] == e.get("T", 0)
    assert s.oxygen - before["oxygen"] == e.get("O", 0) + e.get("F", 0)
    assert len(s.flipped) - before["flipped"] == e.get("W", 0)
    assert p.forests - before["forests"] == e.get("F", 0)
    assert p.tr - before["tr"] == e.get("R", 0) + raises - tr_spend
    assert p.res.get(code, 0) == e.get("X", 0)


def test_spend_requirements_are_the_printed_ones():
    for code, (tr, heat, plants) in SPEND.items():
        sp = R.CARDS[code].req.spend
        assert (sp.get("tr", 0), sp.get("heat", 0), sp.get("plant", 0)) == (tr, heat, plants), code
    assert sum(1 for c in R.CARDS.values() if c.req is not None and c.req.spend) == len(SPEND)
