"""Nucleum: Court of Progress — the Court side board.

Left: the four Party rows top to bottom (Capitalists, Free Thinkers, Communists, Realists),
each with its Leader space, the King when it is the Dominant Party, its neutral Politicians (by
number, the arrow one by its arrow) and the players' Politicians by colour, and its agenda tile
(the face shown).  Above them the Court action space, the King's Day count and whose turn it
is; under them each player's court tally: the VP the court brought, Politicians on the board,
and contracts C64–C67 and technologies E7/E8 (lit when met or unlocked).

Right: the Baron's panel in solo (his VP, what he would score now, his last Court decision and
why, his Logic cards and difficulty), the auction board when the expert variant is played (bids,
passes, the choice order), the end-game conditions, the scoring panel (who scores which agenda,
step by step: the figure being asked, then each line with running totals), and the reference
cards of learning mode (technologies E/F, turbine effects, Connector rules) with generated text.

While a figure is asked for an agenda (a PickNumber, so no option glows) the agenda tile, the
Politicians and the tally of the player asked get the context glow (``TableSpec.focus``).

Object ids are the model's (``desktop/games/nucleum/__init__.py``): ``party.<p>``,
``leader.<p>``, ``agenda.<p>``, ``pol.<p>.<side>.<k>``, ``neutral.<t>``, ``king``, ``court``,
``baron``, ``seat.<i>``; the layout adds ``c64.seat.<i>``… ``e8.seat.<i>``, ``auction``,
``end``, ``scoring`` and the reference cards' ids (``tech.e1``…).
"""

from __future__ import annotations

from desktop.engine.marks import M, P
from desktop.games.nucleum.cards import CONDITIONS, reference_cards
from desktop.games.nucleum.data import COURT
from desktop.ui.table.spec import LabelSpec, PanelSpec, TableSpec, TokenSpec, Zone


# -- words of the table (the model's own messages come translated through ctx.tr) -----------
TITLE = M("nucleum.layout", "Court of Progress")
KINGS_DAYS = M("nucleum.layout", "King's Days: {done} of {max}")
TURN = M("nucleum.layout", "Turn: {name}")
COURT_ACTION = M("nucleum.layout", "Court action")
COURT_TIP = M("nucleum.layout", "Place a worker as a Politician in a Party and take its benefit.")
PARTY_TITLE = P("nucleum.layout", "{party} — %n Politician(s)", "", 1)
PARTY_DOMINANT = P("nucleum.layout", "{party} — %n Politician(s) — ♚ Dominant Party", "", 1)
AGENDA = M("nucleum.layout", "Agenda")
AGENDA_TIP = M("nucleum.layout", "{party} agenda: {agenda}")
AGENDA_UNCONFIRMED = M("nucleum.layout", "Which two agendas share a tile, and its Party, is a "
                                         "default: no public source confirms it.")
LEADER_EMPTY = M("nucleum.layout", "{party}: the Leader space is empty")
LEADER_BY = M("nucleum.layout", "{party}: Leader space held by {holder}")
NEUTRAL_NAME = M("nucleum.layout", "neutral {token}")
ARROW_NAME = M("nucleum.layout", "the arrow neutral")
NEUTRAL_TIP = M("nucleum.layout", "{neutral} in the {party}")
POL_TIP = P("nucleum.layout", "{name}: %n Politician(s) in the {party}", "", 1)
KING_TIP = M("nucleum.layout", "The King: the {party} are the Dominant Party")
BARON = M("nucleum.layout", "Baron von Automat")
# a player's court tally
TALLY_VP = M("nucleum.layout", "Court VP: {vp}")
TALLY_ON = M("nucleum.layout", "On the Court: {n} of {total}")
TALLY_TIP = M("nucleum.layout", "Party benefits {benefit} · King's Days {kings_day} · final agendas "
                                "{final} · E8 {e8} · auction {auction}")
INCOME_TIP = M("nucleum.layout", "Income steps from the Court: thaler {thaler}, worker {worker}, "
                                 "VP {vp}")
COLOURS = {"silver": M("nucleum.layout", "silver"), "gold": M("nucleum.layout", "gold"),
           "purple": M("nucleum.layout", "purple")}
REQ_LEADER = M("nucleum.layout", "be Leader of the Dominant Party")
REQ_POLS = P("nucleum.layout", "have %n Politician(s) on the Court board", "", 1)
REW_VP = M("nucleum.layout", "{vp} VP")
REW_INCOME = P("nucleum.layout", "%n income step(s)", "", 1)
REW_TECH = M("nucleum.layout", "a Level {level} Technology")
CONTRACT_TIP = M("nucleum.layout", "Contract {id} ({colour}): {requirement}; reward: {reward}.")
MET = M("nucleum.layout", "{name} meets it now.")
NOT_MET = M("nucleum.layout", "{name} does not meet it now.")
TECH_ON = M("nucleum.layout", "{name} has unlocked technology {tech}.")
TECH_OFF = M("nucleum.layout", "{name} has not unlocked technology {tech}.")
E8_NOW = M("nucleum.layout", "E8 now: {vp} VP")
AND = M("nucleum.layout", "{a} and {b}")
# the Baron's panel
BARON_VP = M("nucleum.layout", "Court VP: {vp} · Politicians on the Court: {n} of {total}")
BARON_SUPPLY = M("nucleum.layout", "Supply and reserve are on the table: the app asks when it "
                                   "needs them.")
BARON_NOW = P("nucleum.layout", "Scored now: leads %n Party(s), {dominant}: {vp} VP", "", 1)
BARON_IN_DOM = M("nucleum.layout", "sits in the Dominant Party")
BARON_NOT_DOM = M("nucleum.layout", "not in the Dominant Party")
BARON_LAST = M("nucleum.layout", "Last Court decision: {why}")
BARON_NONE = M("nucleum.layout", "Last Court decision: none yet.")
LOGIC_TAPPED = M("nucleum.layout", "Logic cards: drawn on the table (you tap the Party).")
LOGIC_DIGITAL = M("nucleum.layout", "Logic cards: drawn by the app (house rule ⚑).")
DIFFICULTY = M("nucleum.layout", "Difficulty: {modifiers}")
STANDARD = M("nucleum.layout", "standard")
MODIFIERS = {
    "nucleum.baron.harder_empty": M("nucleum.layout", "harder, he leads the empty Party"),
    "nucleum.baron.harder_neutral": M("nucleum.layout", "harder, his worker in each neutral-led Party"),
    "nucleum.baron.easier": M("nucleum.layout", "easier, your worker leads the empty Party"),
}
HARDER_SCORING = M("nucleum.layout", "harder, 6 VP from the 2nd King's Day")
PRIORITY = M("nucleum.layout", "Priority: {order}")
ACTIONS = {
    "court": M("nucleum.layout", "Court"), "urbanize": M("nucleum.layout", "Urbanize"),
    "industrialize": M("nucleum.layout", "Industrialize"), "develop": M("nucleum.layout", "Develop"),
    "contract": M("nucleum.layout", "Contract"), "energize": M("nucleum.layout", "Energize"),
    "subsidize": M("nucleum.layout", "Subsidize"),
}
# the auction board
AUCTION = M("nucleum.layout", "Auction for the Experiment choice")
HIGH = M("nucleum.layout", "High bid: {vp} VP")
BIDS = M("nucleum.layout", "Last bids: {bids}")
NO_BID = M("nucleum.layout", "—")
STILL_IN = M("nucleum.layout", "Still bidding: {names}")
PASSED = M("nucleum.layout", "Passed, in order: {names}")
ORDER = M("nucleum.layout", "Choice order: {order}")
COSTS = M("nucleum.layout", "Lost at the end: {costs}")
NOBODY = M("nucleum.layout", "nobody")
# the end of the game
END = M("nucleum.layout", "End of the game")
END_NEED = M("nucleum.layout", "Conditions met: {met} of {needed}")
END_TRIGGERED = M("nucleum.layout", "The end is triggered: final scoring after the last turns.")
# the scoring panel
PREVIEW = M("nucleum.layout", "If King's Day came now")
KD_TITLE = M("nucleum.layout", "King's Day {n}: agenda scoring")
FINAL_TITLE = M("nucleum.layout", "Final scoring: agendas")
LAST_KD = M("nucleum.layout", "Last scoring: King's Day {n}")
LAST_FINAL = M("nucleum.layout", "Final scoring")
STEP_LEADER = M("nucleum.layout", "{mark} {name}, Leader of the {party}: {agenda}")
STEP_MEMBER = M("nucleum.layout", "{mark} {name}, Member of the Dominant {party}: {agenda}")
STEP_COUNTED = P("nucleum.layout", "(counted by the app: %n Party(s))", "", 1)
STEP_BARON = M("nucleum.layout", "{mark} Baron von Automat: 4 VP per Party led, 4 VP in the "
                                 "Dominant Party")
PROJ_PLAYER = M("nucleum.layout", "▸ {name}: {vp} VP")
PROJ_ASKED = M("nucleum.layout", "▸ {name}: {vp} VP + {asked}")
PER_UNIT = M("nucleum.layout", "{per} VP × {unit}")
PROJ_BARON = M("nucleum.layout", "▸ Baron von Automat: {vp} VP")
NOBODY_SCORES = M("nucleum.layout", "No player leads a Party or sits in the Dominant Party.")
LINE_LEADER = M("nucleum.layout", "{name}, Leader of the {party}: +{vp} VP (total {total})")
LINE_MEMBER = M("nucleum.layout", "{name}, Dominant {party}: +{vp} VP (total {total})")
LINE_BARON = M("nucleum.layout", "Baron von Automat: +{vp} VP (total {total})")
LINE_E8 = M("nucleum.layout", "{name}, technology E8: +{vp} VP (total {total})")
LINE_AUCTION = M("nucleum.layout", "{name}, auction bid: −{vp} VP (total {total})")
LINE_TOTALS = M("nucleum.layout", "Court VP now: {totals}")
NAME_VP = M("nucleum.layout", "{name} {vp}")
# reference cards
REFERENCE = M("nucleum.layout", "Reference: technologies E/F, turbines, Connectors")
REF_GROUPS = {"technology.e": M("nucleum.layout", "Technologies E"),
              "technology.f": M("nucleum.layout", "Technologies F"),
              "turbine_effect": M("nucleum.layout", "Turbine effects"),
              "connector_rule": M("nucleum.layout", "Connector rules")}
KINDS = {"technology": M("nucleum.layout", "Technology, Experiment {exp}"),
         "turbine_effect": M("nucleum.layout", "Turbine effect"),
         "connector_rule": M("nucleum.layout", "Connector rule")}
ALSO = M("nucleum.layout", "{kind} (also {also})")

MARK_DONE, MARK_NOW, MARK_SAME, MARK_LATER = "✔", "▶", "▷", "·"

# -- geometry (card units) -------------------------------------------------------------------
X0 = 0.15
BOARD_W = 9.4
ROW_Y0 = 0.55
ROW_H = 1.3
ROW_PANEL_H = 1.22
POL_X = 1.62
POL_SCALE = 0.72
POL_GAP = 0.05
POL_W = 6.0
AGENDA_X = 7.68
AGENDA_W = 1.62
TALLY_W = 2.27
TALLY_H = 1.38
RX = 9.75
RW = 4.95
FONT = 0.15

PARTY_COLORS = {"cap": ("#5a4720", "#e0b84a"), "ft": ("#1f4b5c", "#9be7c4"),
                "com": ("#662a2a", "#ef8a80"), "rea": ("#443a63", "#b39ddb")}
NEUTRAL_COLOR = "#c9ced3"
BARON_COLOR = "#8e44ad"
EMPTY_COLOR = "#2e3338"
KING_COLOR = "#f1c40f"
CONTRACT_COLORS = {"silver": "#c7ccd1", "gold": "#d4af37", "purple": "#9b59b6"}
OFF_COLOR = "#3b4047"
PANEL = "#23313f"
FOCUS_COLOR = "#00e5ff"  # the toolkit's context glow
# the compact reference: a heading and up to 8 chips a row (hover shows the card)
REF_HEAD_W = 1.18
REF_GAP = 0.05
REF_CHIP_W = 0.42
REF_CHIP_H = 0.3
REF_TITLE_H = 0.32
REF_ROWS = 4
REF_H = REF_TITLE_H + REF_ROWS * (REF_CHIP_H + REF_GAP)
REF_FRAMES = {"technology": "#2e86de", "turbine_effect": "#16a085", "connector_rule": "#7f6a3a"}

BARON_STEPS = {"nucleum.baron.step1", "nucleum.baron.step2", "nucleum.baron.step3",
               "nucleum.baron.step4"}

BARON_FOLLOW = {"nucleum.baron.bonus", "nucleum.court.leadership", "nucleum.court.dominance"}
BARON_STOP = {"nucleum.flow.turn", "nucleum.court.action", "nucleum.court.benefit",
              "nucleum.kingsday.trigger", "nucleum.final.agendas", "nucleum.baron.unavailable"}


def _side_seat(side: str | None) -> int | None:
    if side and side.startswith("seat."):
        return int(side.split(".", 1)[1])
    return None


class _Table:
    """One layout pass: the view, the context and helpers to name and colour sides."""

    def __init__(self, view: dict, seat: int | None, ctx):
        self.v, self.seat, self.ctx = view, seat, ctx
        self.tr = ctx.tr
        self.parties = view.get("parties", [])
        self.players = view.get("players", [])
        self.baron = view.get("baron")
        self.pnames = {p["id"]: self.tr(p["name"]) for p in self.parties}

    def side_name(self, side: str | None) -> str:
        if side == "baron":
            return self.tr(BARON())
        if side and side.startswith("neutral."):
            return self.neutral_name(side)
        return self.ctx.name(_side_seat(side))

    def neutral_name(self, nid: str) -> str:
        token = nid.split(".", 1)[1]
        return self.tr(ARROW_NAME() if token == "arrow" else NEUTRAL_NAME(token=token))

    def side_color(self, side: str | None) -> str:
        if side == "baron":
            return BARON_COLOR
        if side and side.startswith("neutral."):
            return NEUTRAL_COLOR
        if side is None:
            return EMPTY_COLOR
        return self.ctx.color(_side_seat(side))

    @staticmethod
    def neutral_label(nid: str) -> str:
        token = nid.split(".", 1)[1]
        return "↗" if token == "arrow" else token


# -- the Court board -------------------------------------------------------------------------

def _header(t: _Table, zones: list[Zone]) -> None:
    tr, v = t.tr, t.v
    kd = v.get("kings_days", {"done": 0, "max": 3})
    title = LabelSpec("court.title", tr(TITLE()), width=2.6, bold=True, rule="nucleum.court.board")
    court = PanelSpec("court", tr(COURT_ACTION()), width=1.75, height=0.4, color="#34495e",
                      accent="#f5f6fa", font_size=0.12, rule="nucleum.court.action",
                      tooltip=tr(COURT_TIP()))
    days = LabelSpec("court.kings_days", tr(KINGS_DAYS(done=kd["done"], max=kd["max"])), width=2.3,
                     rule="nucleum.kingsday.limit")
    turn = v.get("turn")
    labels = [title, court, days]
    if len(t.players) > 1 and turn is not None:
        labels.append(LabelSpec("court.turn", tr(TURN(name=t.ctx.name(turn))), width=2.3,
                                rule="nucleum.flow.turn"))
    zones.append(Zone("header", "row", X0, 0.06, labels, gap=0.15))


def _party_row(t: _Table, p: dict, i: int, zones: list[Zone]) -> None:
    tr = t.tr
    pid = p["id"].split(".", 1)[1]
    name = t.pnames[p["id"]]
    base, accent = PARTY_COLORS.get(pid, (PANEL, "#dddddd"))
    y = ROW_Y0 + i * ROW_H
    total = int(p.get("total", 0))
    dominant = bool(p.get("dominant"))
    title = (PARTY_DOMINANT if dominant else PARTY_TITLE)(n=total, party=name)
    zones.append(Zone(f"row.{pid}", "row", X0, y, [PanelSpec(
        p["id"], tr(title), width=BOARD_W, height=ROW_PANEL_H, color=base,
        accent=accent, font_size=0.125,
        rule="nucleum.court.dominant" if dominant else "nucleum.court.board")]))
    # the Leader space and the King
    holder = p.get("leader", {}).get("holder")
    if holder is None:
        label, tip = "", tr(LEADER_EMPTY(party=name))
    else:
        label = (t.neutral_label(holder) if holder.startswith("neutral.")
                 else t.side_name(holder)[:1].upper())
        tip = tr(LEADER_BY(party=name, holder=t.side_name(holder)))
    leader = TokenSpec(p["leader"]["id"], label, t.side_color(holder), rule="nucleum.court.leadership",
                       tooltip=tip, scale=1.6)
    zones.append(Zone(f"leader.{pid}", "row", X0 + 0.12, y + 0.34, [leader]))
    if dominant:
        king = TokenSpec(t.v.get("king", {}).get("id", "king"), "♚", KING_COLOR,
                         rule="nucleum.court.dominance", tooltip=tr(KING_TIP(party=name)), scale=1.1)
        zones.append(Zone("king", "row", X0 + 0.95, y + 0.5, [king]))
    # neutrals, then the sides' Politicians, each side's in a run of its colour
    items: list[TokenSpec] = []
    for nid in p.get("neutrals", []):
        items.append(TokenSpec(nid, t.neutral_label(nid), NEUTRAL_COLOR, rule="nucleum.setup.leaders",
                               tooltip=tr(NEUTRAL_TIP(neutral=t.neutral_name(nid), party=name)),
                               scale=POL_SCALE))
    counts = p.get("counts", {})
    for pol in p.get("politicians", []):
        side = pol["side"]
        items.append(TokenSpec(pol["id"], "", t.side_color(side), rule="nucleum.court.terms",
                               tooltip=tr(POL_TIP(n=int(counts.get(side, 0)),
                                                  name=t.side_name(side), party=name)),
                               scale=POL_SCALE))
    pitch = 0.45 * POL_SCALE + POL_GAP
    cols = int(POL_W // pitch)
    if len(items) > 2 * cols:  # a crowded Party: smaller figures, still two rows
        cols = -(-len(items) // 2)
        scale = max(0.3, (POL_W / cols - POL_GAP) / 0.45)
        items = [TokenSpec(it.id, it.label, it.color, rule=it.rule, tooltip=it.tooltip, scale=scale)
                 for it in items]
    zones.append(Zone(f"pols.{pid}", "grid", X0 + POL_X, y + 0.36, items, columns=cols,
                      gap=POL_GAP))
    # the agenda tile, face shown
    ag = p.get("agenda", {})
    face = ag.get("face")
    text = tr(ag.get("text", ""))
    agenda_rule = COURT.agendas[face].rule if face in COURT.agendas else "nucleum.setup.agendas"
    tip = tr(AGENDA_TIP(party=name, agenda=text))
    heading = tr(AGENDA())
    if ag.get("unconfirmed"):
        heading += " ⚑"
        tip += "\n⚑ " + tr(AGENDA_UNCONFIRMED())
    tile = PanelSpec(ag.get("id", f"agenda.{pid}"), heading, (text,), width=AGENDA_W,
                     height=ROW_PANEL_H - 0.16, color="#f3ead7", accent="#6b4f1d",
                     font_size=0.12, rule=agenda_rule,
                     tooltip=tip)
    zones.append(Zone(f"agenda.{pid}", "row", X0 + AGENDA_X, y + 0.08, [tile]))


def _tallies(t: _Table, zones: list[Zone]) -> float:
    tr, ctx = t.tr, t.ctx
    y = ROW_Y0 + 4 * ROW_H + 0.04
    for k, pl in enumerate(t.players):
        i = _side_seat(pl["id"])
        name = ctx.name(i)
        x = X0 + k * (TALLY_W + 0.06)
        by = pl.get("vp_by", {})
        tip = tr(TALLY_TIP(**{c: by.get(c, 0) for c in ("benefit", "kings_day", "final", "e8",
                                                         "auction")}))
        inc = pl.get("income_steps", {})
        tip += "\n" + tr(INCOME_TIP(thaler=inc.get("thaler", 0), worker=inc.get("worker", 0),
                                    vp=inc.get("vp", 0)))
        lines = [tr(TALLY_VP(vp=pl.get("vp", 0))),
                 tr(TALLY_ON(n=pl.get("on_court", 0), total=pl.get("figures", COURT.workers.total)))]
        if pl.get("e8"):
            lines.append(tr(E8_NOW(vp=pl.get("e8_vp_now", 0))))
        you = " ◀" if t.seat == i and len(t.players) > 1 else ""
        zones.append(Zone(f"tally.{i}", "row", x, y, [PanelSpec(
            pl["id"], name + you, tuple(lines), width=TALLY_W, height=TALLY_H, color=PANEL,
            accent=ctx.color(i), font_size=0.12, rule="nucleum.flow.tracked", tooltip=tip)]))
        met = set(pl.get("contracts_met", []))
        toks = []
        for cid, c in COURT.contracts.items():
            on = cid in met
            toks.append(TokenSpec(f"{cid}.{pl['id']}", cid[1:], CONTRACT_COLORS[c.colour] if on
                                  else OFF_COLOR, rule=c.rule,
                                  tooltip=_contract_tip(t, cid, c, name, on), scale=0.78))
        for tech in ("e7", "e8"):
            on = bool(pl.get(tech))
            msg = (TECH_ON if on else TECH_OFF)(name=name, tech=tech.upper())
            toks.append(TokenSpec(f"{tech}.{pl['id']}", tech.upper(), "#2e86de" if on else OFF_COLOR,
                                  rule=f"nucleum.tech.{tech}", tooltip=tr(msg), scale=0.78))
        zones.append(Zone(f"tally.marks.{i}", "row", x + 0.08, y + TALLY_H - 0.45, toks, gap=0.02))
    return y + TALLY_H


def _contract_tip(t: _Table, cid: str, c, name: str, on: bool) -> str:
    tr = t.tr
    req = [tr(REQ_LEADER())] if c.leader_of_dominant else []
    if c.politicians:
        req.append(tr(REQ_POLS(n=c.politicians)))
    reward = []
    if c.reward_vp:
        reward.append(tr(REW_VP(vp=c.reward_vp)))
    if c.reward_income_steps:
        reward.append(tr(REW_INCOME(n=c.reward_income_steps)))
    if c.reward_tech_level:
        reward.append(tr(REW_TECH(level=c.reward_tech_level)))
    text = tr(CONTRACT_TIP(id=cid.upper(), colour=COLOURS[c.colour](), requirement=_and(t, req),
                           reward=_and(t, reward)))
    return text + " " + tr((MET if on else NOT_MET)(name=name))


def _and(t: _Table, parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return t.tr(AND(a=", ".join(parts[:-1]), b=parts[-1]))


# -- the side panels ---------------------------------------------------------------------------

def _rule_of(e) -> str | None:
    r = getattr(e, "rule", None)
    return r.id if r is not None else None


def _baron_panel(t: _Table, y: float, h: float, zones: list[Zone]) -> None:
    tr, b, v = t.tr, t.baron, t.v
    lines = [tr(BARON_VP(vp=b.get("vp", 0), n=b.get("on_court", 0), total=COURT.workers.total)),
             tr(BARON_SUPPLY())]
    # what he would score now: the engine's projection (view["projection"]["baron"])
    now = (v.get("projection") or {}).get("baron") or {}
    lines.append(tr(BARON_NOW(n=int(now.get("led", 0)),
                              dominant=(BARON_IN_DOM if now.get("dominant") else BARON_NOT_DOM)(),
                              vp=int(now.get("vp", 0)))))
    # his last Court decision and why: the step that chose the Party, then what followed
    last = None
    for k in range(len(t.ctx.events) - 1, -1, -1):
        rid = _rule_of(t.ctx.events[k])
        if rid in BARON_STEPS or rid == "nucleum.baron.unavailable":
            last = k
            break
    if last is None:
        lines.append(tr(BARON_NONE()))
    else:
        events = t.ctx.events
        first = last
        while first > 0 and _rule_of(events[first - 1]) == "nucleum.baron.logic_digital":
            first -= 1
        why = [tr(e.msg) for e in events[first:last + 1]]
        for e in events[last + 1:]:
            rid = _rule_of(e)
            if rid in BARON_FOLLOW:
                why.append(tr(e.msg))
            elif rid in BARON_STEPS or rid in BARON_STOP:
                break
        lines.append(tr(BARON_LAST(why=" ".join(why))))
    lines.append(tr(LOGIC_DIGITAL() if b.get("logic") == "digital" else LOGIC_TAPPED()))
    mods = [tr(MODIFIERS[r]()) for r in MODIFIERS
            if any(_rule_of(e) == r for e in t.ctx.events)]
    if b.get("harder_scoring"):
        mods.append(tr(HARDER_SCORING()))
    lines.append(tr(DIFFICULTY(modifiers="; ".join(mods) if mods else tr(STANDARD()))))
    order = " › ".join(tr(ACTIONS[a]()) if a in ACTIONS else a for a in b.get("priority", []))
    lines.append(tr(PRIORITY(order=order)))
    zones.append(Zone("baron", "row", RX, y, [PanelSpec(
        b.get("id", "baron"), tr(BARON()), tuple(lines), width=RW, height=h, color="#2f2340",
        accent="#c39bd3", font_size=FONT, rule="nucleum.baron.place")]))


def _auction_panel(t: _Table, y: float, h: float, zones: list[Zone]) -> None:
    tr, a = t.tr, t.v["auction"]
    name = t.ctx.name
    bids = a.get("last_bids", [])
    lines = [tr(HIGH(vp=a.get("high", 0))),
             tr(BIDS(bids=" · ".join(tr(NAME_VP(name=name(i), vp=b if b else tr(NO_BID())))
                                     for i, b in enumerate(bids))))]
    order = a.get("choice_order", [])
    passed = a.get("passed", [])
    if order:
        lines.append(tr(ORDER(order="  ".join(f"{k + 1}. {name(x)}" for k, x in enumerate(order)))))
        costs = [tr(NAME_VP(name=name(x), vp=-bids[x])) for x in order
                 if bids[x] and not (passed and passed[0] == x)]
        lines.append(tr(COSTS(costs=", ".join(costs) if costs else tr(NOBODY()))))
    else:
        lines.append(tr(STILL_IN(names=", ".join(name(x) for x in a.get("in", [])))))
        if passed:
            lines.append(tr(PASSED(names=", ".join(name(x) for x in passed))))
    zones.append(Zone("auction", "row", RX, y, [PanelSpec(
        "auction", tr(AUCTION()), tuple(lines), width=RW, height=h, color="#3d2f1e",
        accent="#e0b84a", font_size=FONT, rule="nucleum.auction.order")]))


def _end_panel(t: _Table, y: float, h: float, zones: list[Zone]) -> None:
    tr, end = t.tr, t.v.get("end", {})
    met = end.get("met", [])
    lines = [tr(END_NEED(met=len(met), needed=end.get("needed", 0)))]
    every = []
    for cond in end.get("conditions", []):
        tpl = CONDITIONS.get(cond)
        if tpl is None:
            continue
        label = tr(tpl(flag=end.get("vp_flag")) if cond == "vp_flag" else tpl())
        every.append(("✔ " if cond in met else "· ") + label)
        if cond in met:  # the others are offered by the decision bar; all are in the tooltip
            lines.append("✔ " + label)
    if end.get("triggered"):
        lines.append(tr(END_TRIGGERED()))
    zones.append(Zone("end", "row", RX, y, [PanelSpec(
        "end", tr(END()), tuple(lines), width=RW, height=h, color=PANEL,
        accent="#e74c3c" if end.get("triggered") else "#95a5a6", font_size=FONT * 0.92,
        rule="nucleum.final.conditions", tooltip="\n".join(every))]))


def _scoring_plan(t: _Table, asking: bool) -> list[str]:
    """Who scores which agenda (steps 1 and 2, the engine's ``view["projection"]``), with the
    figure asked now marked; then, before a scoring, what each player would score now."""
    tr, ctx = t.tr, t.ctx
    proj = t.v.get("projection") or {}
    pending = [(x["seat"], x["agenda"]) for x in t.v.get("pending", [])]
    now = pending[0] if pending and asking else None
    seen: set[tuple[int, str]] = set()
    lines = []

    def mark(x: dict) -> str:
        seat, face = x["seat"], x["agenda"]
        if not asking:
            return MARK_LATER
        if x.get("computed"):
            return MARK_DONE
        if (seat, face) == now:  # one figure serves every line of that agenda
            first = (seat, face) not in seen
            seen.add((seat, face))
            return MARK_NOW if first else MARK_SAME
        if (seat, face) in pending:
            return MARK_LATER
        return MARK_DONE

    def agenda_text(x: dict) -> str:
        p = next(q for q in t.parties if q["id"] == x["party"])
        text = tr(p["agenda"].get("text", ""))
        if x.get("computed"):
            text += " " + tr(STEP_COUNTED(n=int(x.get("figure") or 0)))
        return text

    for x in proj.get("lines", []):
        tpl = STEP_LEADER if x["role"] == "leader" else STEP_MEMBER
        lines.append(tr(tpl(mark=mark(x), name=ctx.name(x["seat"]), party=t.pnames[x["party"]],
                            agenda=agenda_text(x))))
    if t.baron is not None:
        lines.append(tr(STEP_BARON(mark=MARK_LATER)))
    if not lines:
        lines.append(tr(NOBODY_SCORES()))
    if not asking:
        lines += _projected(t, proj)
    return lines


def _projected(t: _Table, proj: dict) -> list[str]:
    """Every player's projected VP, and the Baron's, as the engine computed them."""
    tr, ctx = t.tr, t.ctx
    out = []
    for pl in proj.get("players", []):
        name = ctx.name(pl["seat"])
        asked = [tr(PER_UNIT(per=x["vp_per"], unit=tr(x["unit"])))
                 for x in pl.get("lines", []) if x.get("vp") is None]
        if asked:
            out.append(tr(PROJ_ASKED(name=name, vp=pl.get("vp", 0), asked=" + ".join(asked))))
        else:
            out.append(tr(PROJ_PLAYER(name=name, vp=pl.get("vp", 0))))
    b = proj.get("baron")
    if b is not None:
        out.append(tr(PROJ_BARON(vp=b.get("vp", 0))))
    return out


def _scoring_panel(t: _Table, y: float, h: float, zones: list[Zone]) -> None:
    """The scoring under way (the figure asked now marked), else the last scoring line by line
    (``view["last_scoring"]``), and what everyone would score if King's Day came now."""
    tr, ctx, v = t.tr, t.ctx, t.v
    now_scoring = v.get("scoring")
    last = v.get("last_scoring")
    asking = v.get("stage") == "ask"
    if asking and now_scoring is not None:
        title = tr(FINAL_TITLE() if now_scoring["kind"] == "final"
                   else KD_TITLE(n=now_scoring["number"]))
        lines = _scoring_plan(t, True)
    elif last is None:
        title = tr(PREVIEW())
        lines = _scoring_plan(t, False)
    else:
        title = tr(LAST_FINAL() if last["kind"] == "final" else LAST_KD(n=last["number"]))
        lines = []
        for x in last.get("lines", []):
            seat, vp, total = x.get("seat"), x["vp"], x["total"]
            name = ctx.name(seat) if seat is not None else tr(BARON())
            party = t.pnames.get(x.get("party") or "", "")
            what = x["what"]
            if what == "leader":
                tpl = LINE_LEADER(name=name, party=party, vp=vp, total=total)
            elif what == "member":
                tpl = LINE_MEMBER(name=name, party=party, vp=vp, total=total)
            elif what == "e8":
                tpl = LINE_E8(name=name, vp=vp, total=total)
            elif what == "auction":
                tpl = LINE_AUCTION(name=name, vp=-vp, total=total)
            else:
                tpl = LINE_BARON(vp=vp, total=total)
            lines.append(tr(tpl))
        if not lines:
            lines.append(tr(NOBODY_SCORES()))
        now = [tr(NAME_VP(name=ctx.name(_side_seat(pl["id"])), vp=pl.get("vp", 0)))
               for pl in t.players]
        if t.baron is not None:
            now.append(tr(NAME_VP(name=tr(BARON()), vp=t.baron.get("vp", 0))))
        lines.append(tr(LINE_TOTALS(totals=" · ".join(now))))
        if v.get("stage") != "over":
            lines.append(tr(PREVIEW()) + ":")
            lines += _projected(t, v.get("projection") or {})
    zones.append(Zone("scoring", "row", RX, y, [PanelSpec(
        "scoring", title, tuple(lines), width=RW, height=h, color="#1f2d24",
        accent=FOCUS_COLOR if asking else "#a3d9a5", font_size=FONT,
        rule="nucleum.kingsday.leaders")]))


def _reference(t: _Table, y: float, zones: list[Zone]) -> None:
    """The reference cards as a compact list: one row per group (technologies E, technologies
    F, turbine effects, Connector rules), a chip per card with its short name; the whole card
    (name, kind, text, and the rule in learning mode) shows on hover."""
    tr = t.tr
    rows: dict[str, list] = {}
    for c in reference_cards():
        kind_tpl = KINDS.get(c["kind"])
        kind = ""
        if kind_tpl is not None:
            kind = tr(kind_tpl(exp="/".join(c.get("experiments", []))) if c["kind"] == "technology"
                      else kind_tpl())
            if c.get("also"):
                kind = tr(ALSO(kind=kind, also=c["also"]))
        name, text = tr(c["name"]), tr(c["text"])
        frame = REF_FRAMES.get(c["kind"], "#6b7b8c")
        rows.setdefault(c.get("group", c["kind"]), []).append(PanelSpec(
            c["id"], c.get("short", ""), (), width=REF_CHIP_W, height=REF_CHIP_H,
            color=frame, accent="#f3ead7", font_size=0.115, rule=c.get("rule"),
            tooltip=f"{name}\n{kind}\n{text}"))
    zones.append(Zone("reference.title", "row", RX, y, [LabelSpec(
        "reference.title", tr(REFERENCE()), width=RW, bold=True, color="#dfe6e9")]))
    y += REF_TITLE_H
    for group, chips in rows.items():
        heading = REF_GROUPS.get(group)
        label = LabelSpec(f"reference.{group}", tr(heading()) if heading else group,
                          width=REF_HEAD_W, color="#dfe6e9")
        zones.append(Zone(f"reference.{group}", "row", RX, y, [label, *chips], gap=REF_GAP))
        y += REF_CHIP_H + REF_GAP


# -- the focus of a figure question ------------------------------------------------------------

def _focus(t: _Table) -> set[str]:
    v = t.v
    stage = v.get("stage")
    if stage == "ask" and v.get("pending"):
        seat, face = v["pending"][0]["seat"], v["pending"][0]["agenda"]
        sid = f"seat.{seat}"
        out = {sid}
        for p in t.parties:
            if p.get("agenda", {}).get("face") != face:
                continue
            out.add(p["agenda"]["id"])
            if p.get("leader", {}).get("holder") == sid:
                out.add(p["leader"]["id"])
            out.update(pol["id"] for pol in p.get("politicians", []) if pol["side"] == sid)
            break
        return out
    if stage in ("baron_supply", "baron_reserve", "baron_tie"):
        return {"baron"}
    if stage in ("auction", "auction_bid"):
        return {"auction"}
    if stage in ("court_source",):
        return {"court"}
    return set()


def layout(view: dict, seat: int | None, ctx) -> TableSpec:
    t = _Table(view, seat, ctx)
    zones: list[Zone] = []
    _header(t, zones)
    for i, p in enumerate(t.parties):
        _party_row(t, p, i, zones)
    bottom = _tallies(t, zones)
    height = max(bottom, 7.3) + 0.08
    ref_y = height - REF_H - 0.04
    # the right column, top to bottom
    y = 0.1
    if t.baron is not None:
        h = 2.5
        _baron_panel(t, y, h, zones)
        y += h + 0.1
    if view.get("auction"):
        h = 1.25
        _auction_panel(t, y, h, zones)
        y += h + 0.1
    end_h = 1.15
    _end_panel(t, y, end_h, zones)
    y += end_h + 0.1
    _scoring_panel(t, y, max(1.0, ref_y - 0.1 - y), zones)
    _reference(t, ref_y, zones)
    return TableSpec(zones, width=RX + RW + 0.15, height=height, focus=_focus(t))


_BARON_NAME = M("nucleum", "Baron von Automat")


def extra_names(view: dict, tr) -> list[str]:
    """The score sheet's column for the Baron in a solo court."""
    return [tr(_BARON_NAME())] if view.get("baron") else []


layout.extra_names = extra_names
