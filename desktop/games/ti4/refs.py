"""The rules the TI4 module cites (resources/ti4/rules.yaml) and the numbers of the rulebook."""

from __future__ import annotations

from desktop.engine.protocol import RuleRef

R_CARD = RuleRef("ti4.imperial.card")
R_STRATEGIC = RuleRef("ti4.imperial.strategic_action")
R_PRIMARY_PUBLIC = RuleRef("ti4.imperial.primary_public")
R_PRIMARY_MECATOL = RuleRef("ti4.imperial.primary_mecatol")
R_SECONDARY = RuleRef("ti4.imperial.secondary")
R_LIMIT = RuleRef("ti4.imperial.secret_limit")
R_HOME = RuleRef("ti4.imperial.home_system")
R_MECATOL_NO_HOME = RuleRef("ti4.imperial.mecatol_without_home")
R_MECATOL_MUST = RuleRef("ti4.imperial.mecatol_must_gain")
R_RETURN_FIRST = RuleRef("ti4.imperial.return_before_next_draw")
R_SETUP_PUBLIC = RuleRef("ti4.setup.public_objectives")
R_SETUP_SECRET = RuleRef("ti4.setup.secret_objectives")
R_SETUP_TOKENS = RuleRef("ti4.setup.command_tokens")
R_STRATEGY_PHASE = RuleRef("ti4.round.strategy_phase")
R_TABLE = RuleRef("ti4.app.table_decisions")
R_OBJ_HOME = RuleRef("ti4.objectives.home_system")
R_ONCE = RuleRef("ti4.objectives.once")
R_STATUS_SCORE = RuleRef("ti4.status.score")
R_STATUS_REVEAL = RuleRef("ti4.status.reveal")
R_NONE_LEFT = RuleRef("ti4.status.no_objective_left")
R_STATUS_TOKENS = RuleRef("ti4.status.command_tokens")
R_TEN = RuleRef("ti4.victory.ten_points")
R_ORDER = RuleRef("ti4.app.initiative_order")
R_TIMING = RuleRef("ti4.objectives.timing")
R_STATUS_LIMIT = RuleRef("ti4.objectives.status_limit")
R_RECORD = RuleRef("ti4.app.record_vp")
R_CUSTODIANS = RuleRef("ti4.victory.custodians")
R_FOURTEEN = RuleRef("ti4.victory.fourteen")

#: the most VP one recorded change gives or takes (an agenda, a relic, a promissory note)
RECORD_MOST = 2

WIN_VP = 10
SECRET_LIMIT = 3
#: public objectives laid out at setup per stage, and revealed at setup (stage I)
LAID_OUT = 5
SETUP_REVEALS = 2
#: secret objectives dealt at setup, of which each player keeps 1 (Prophecy of Kings setup)
SECRET_DEALT = 2
START_STRATEGY, START_OTHER = 2, 6
STATUS_GAIN = 2
