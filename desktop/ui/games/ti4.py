"""TI4 Imperial: the scoring table.

Top: the revealed public objectives (each player's markers on those they scored), the three
face-down decks and the Imperial card (initiative 8; the holder's marker on it).  Then the
victory point track 0–10 and Mecatol Rex.  Then one area per seat: name, VP, strategy pool,
home-system control, and secret objectives: face up only for the seat in view (the hot-seat
curtain keeps them out of the scene until that person lifts it), face down for the others,
and face up for everyone once scored.

Object ids are the model's (``desktop/games/ti4/game.py``): ``seat:<n>``, ``vp:<n>``,
``pool:<n>``, ``home:<n>``, ``obj:<id>``, ``deck:stage1|stage2|secret``, ``mecatol``,
``imperial``; decision options target them, so they glow and can be clicked.
"""

from __future__ import annotations

from desktop.engine.marks import M, P
from desktop.ui.table.spec import (CardSpec, LabelSpec, Marker, TableSpec, TokenSpec, TrackSpec,
                                   Zone)

FRAMES = {"1": "#d4a017", "2": "#2e86de", "secret": "#c0392b"}
STAGE = {"1": M("ti4.layout", "Stage I objective"),
         "2": M("ti4.layout", "Stage II objective"),
         "secret": M("ti4.layout", "Secret objective")}
PHASE = {"status": M("ti4.layout", "status phase"),
         "action": M("ti4.layout", "action phase"),
         "agenda": M("ti4.layout", "agenda phase")}
SECRET_KIND = M("ti4.layout", "{kind}, {phase}")
DECKS = {"deck:stage1": M("ti4.layout", "Stage I deck"),
         "deck:stage2": M("ti4.layout", "Stage II deck"),
         "deck:secret": M("ti4.layout", "Secret objectives")}
FACE_DOWN = P("ti4.layout", "%n face down", "", 1)
DECK = M("ti4.layout", "Deck")
PUBLIC = M("ti4.layout", "Public objectives")
DECKS_TITLE = M("ti4.layout", "Decks")
STRATEGY = M("ti4.layout", "Strategy")
IMPERIAL = M("ti4.layout", "Imperial")
STRATEGY_CARD = M("ti4.layout", "Strategy card")
# the card's abilities in the project's own words (the rule entries quote the rulebook)
IMPERIAL_LINES = (
    M("ti4.layout", "Primary: score 1 public objective, only while you control every planet "
                    "of your home system."),
    M("ti4.layout", "Then 1 VP if you control Mecatol Rex; if not, draw 1 secret objective."),
    M("ti4.layout", "Others: spend 1 strategy token to draw 1 secret objective."),
)
VP_TRACK = M("ti4.layout", "Victory points")
MECATOL_BY = M("ti4.layout", "Mecatol Rex: controlled by {name}")
MECATOL_NOBODY = M("ti4.layout", "Mecatol Rex: nobody controls it")
ROUND = M("ti4.layout", "Round {round}")
SEAT_TITLE = M("ti4.layout", "{name} (seat {seat})")
HOLDS_IMPERIAL = M("ti4.layout", "holds Imperial")
CONTROLS_MECATOL = M("ti4.layout", "Mecatol Rex")
YOU = M("ti4.layout", "you")
VP_TIP = M("ti4.layout", "{name}: {vp} victory points")
VP_BY = M("ti4.layout", "public objectives {public} · secret objectives {secret} · Imperial {imperial} · recorded at the table {other}")
CUSTODIANS = M("ti4.layout", "custodians token")
POOL = M("ti4.layout", "S")
POOL_TIP = M("ti4.layout", "{name}: strategy pool")
HOME = M("ti4.layout", "H")
HOME_YES = M("ti4.layout", "Home system: every planet controlled")
HOME_NO = M("ti4.layout", "Home system: not every planet controlled")
HOME_UNKNOWN = M("ti4.layout", "Home system: not asked yet")

WIDTH = 12.3
SEAT_W = 5.9
SEAT_H = 1.98
TOP_H = 3.05


def _objective(card: dict, ctx, markers=()) -> CardSpec:
    tr = ctx.tr
    stage = str(card.get("stage", "secret"))
    kind = tr(STAGE.get(stage, STAGE["secret"])())
    if stage == "secret" and card.get("phase") in PHASE:
        kind = tr(SECRET_KIND(kind=kind, phase=PHASE[card["phase"]]()))
    return CardSpec(card["id"], tr(card.get("name", card["id"])),
                    frame=FRAMES.get(stage, "#7f8c8d"), vp=str(card.get("points", "")),
                    lines=(tr(card.get("condition", "")),), kind=kind,
                    rule="ti4.imperial.primary_public" if stage != "secret" else "ti4.status.score",
                    markers=tuple(markers))


def layout(view: dict, seat: int | None, ctx) -> TableSpec:
    tr = ctx.tr
    players = view.get("players", [])
    zones: list[Zone] = []

    # -- top row: public objectives, decks, the Imperial card ------------------------------
    public = []
    for card in view.get("public_objectives", []):
        marks = [(ctx.color(s), ctx.name(s)[:1]) for s in card.get("scored_by", [])]
        public.append(_objective(card, ctx, marks))
    zones.append(Zone("public", "fan", 0.2, 0.1, public, title=tr(PUBLIC()), width=6.8))
    decks = []
    for did, n in view.get("decks", {}).items():
        name = DECKS.get(did)
        decks.append(CardSpec(did, tr(name()) if name else did, frame="#34495e",
                              lines=(tr(FACE_DOWN(n=n)),), kind=tr(DECK()),
                              rule="ti4.imperial.secondary" if did == "deck:secret"
                              else "ti4.setup.public_objectives"))
    zones.append(Zone("decks", "row", 7.25, 0.1, decks, title=tr(DECKS_TITLE()), gap=0.08))
    holder = view.get("holder")
    imperial = CardSpec(
        view.get("imperial", "imperial"), tr(IMPERIAL()), frame="#6c3483", cost="8",
        kind=tr(STRATEGY_CARD()), lines=tuple(tr(line()) for line in IMPERIAL_LINES),
        rule="ti4.imperial.card",
        markers=((ctx.color(holder), ctx.name(holder)[:1]),) if holder is not None else ())
    zones.append(Zone("imperial", "row", 11.0, 0.1, [imperial], title=tr(STRATEGY())))

    # -- VP track, Mecatol Rex, round --------------------------------------------------------
    win = int(view.get("win_vp", 10))
    markers = tuple(Marker(f"vpm:{p['seat']}", int(p.get("vp", 0)), ctx.color(p["seat"]),
                           ctx.name(p["seat"])[:1]) for p in players)
    track = TrackSpec("vptrack", tr(VP_TRACK()), 0, win, markers,
                      rule="ti4.victory.ten_points", step=0.55, goal=win)
    mecatol = view.get("mecatol")
    meca = TokenSpec(view.get("mecatol_object", "mecatol"), "MR",
                     color=ctx.color(mecatol) if mecatol is not None else "#95a5a6",
                     rule="ti4.imperial.primary_mecatol", scale=1.3,
                     tooltip=tr(MECATOL_BY(name=ctx.name(mecatol)) if mecatol is not None
                                else MECATOL_NOBODY()))
    rnd = LabelSpec("round", tr(ROUND(round=view.get("round", 1))), width=2.5, bold=True)
    zones.append(Zone("track", "row", 0.2, 2.15, [track]))
    zones.append(Zone("mecatol", "row", 6.6, 2.2, [meca, rnd], gap=0.3))

    # -- one area per seat ---------------------------------------------------------------------
    for p in players:
        i = p["seat"]
        x = 0.2 + (i % 2) * (SEAT_W + 0.2)
        y = TOP_H + (i // 2) * SEAT_H
        name = ctx.name(i)
        title = tr(SEAT_TITLE(name=name, seat=i + 1))
        if p.get("holds_imperial"):
            title += " · " + tr(HOLDS_IMPERIAL())
        if p.get("controls_mecatol"):
            title += " · " + tr(CONTROLS_MECATOL())
        if p.get("took_custodians"):
            title += " · " + tr(CUSTODIANS())
        if seat == i:
            title += " · " + tr(YOU())
        label = LabelSpec(p.get("object", f"seat:{i}"), title, width=SEAT_W - 0.1, bold=True,
                          color="#ffffff" if seat == i else "#dfe6e9")
        zones.append(Zone(f"area:{i}", "row", x, y, [label]))
        home = p.get("home_control")
        home_color = "#27ae60" if home else ("#c0392b" if home is False else "#95a5a6")
        home_tip = HOME_YES() if home else (HOME_NO() if home is False else HOME_UNKNOWN())
        tokens = [
            TokenSpec(p.get("vp_object", f"vp:{i}"), str(p.get("vp", 0)), ctx.color(i),
                      rule="ti4.victory.ten_points",
                      tooltip=tr(VP_TIP(name=name, vp=p.get("vp", 0))) + "\n" + tr(VP_BY(
                          **{k: p.get("points", {}).get(k, 0)
                             for k in ("public", "secret", "imperial", "other")}))),
            TokenSpec(p.get("pool_object", f"pool:{i}"), tr(POOL()), "#f5f6fa",
                      count=int(p.get("strategy_pool", 0)), rule="ti4.imperial.secondary",
                      tooltip=tr(POOL_TIP(name=name))),
            TokenSpec(p.get("home_object", f"home:{i}"), tr(HOME()), home_color,
                      rule="ti4.imperial.home_system", tooltip=tr(home_tip)),
        ]
        zones.append(Zone(f"tokens:{i}", "grid", x, y + 0.36, tokens, columns=2, gap=0.12))
        cards: list[CardSpec] = []
        if seat == i and "secrets" in p:
            for c in p.get("secrets", []):
                cards.append(_objective(c, ctx, [(ctx.color(i), "✓")] if c.get("scored") else []))
            for c in p.get("dealt", []):
                cards.append(_objective(c, ctx))
        else:
            for c in p.get("scored_secrets", []):
                cards.append(_objective(c, ctx, [(ctx.color(i), "✓")]))
            hidden = int(p.get("unscored_secret_count", 0)) + int(p.get("dealt_count", 0))
            cards.extend(CardSpec(f"hidden:{i}:{k}", face_up=False) for k in range(hidden))
        zones.append(Zone(f"secrets:{i}", "fan", x + 1.25, y + 0.36, cards, width=SEAT_W - 1.3,
                          gap=0.08))
    rows = (len(players) + 1) // 2
    return TableSpec(zones, width=WIDTH, height=TOP_H + rows * SEAT_H + 0.1)
