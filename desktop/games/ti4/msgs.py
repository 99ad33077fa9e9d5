"""Every player-facing English template of the TI4 module (marked for lupdate)."""

from __future__ import annotations

from desktop.engine.marks import M, P

C = "ti4"
NAME = M("ti4", "Twilight Imperium 4: Imperial")
DESCRIPTION = M("ti4", "A scoring-table companion for a real game of Twilight Imperium 4 (3–6 players): objectives, secret objectives, victory points and the Imperial strategy card.")

# setup
SHUFFLED_PUBLIC = M("ti4", "The stage I and stage II objective decks are shuffled; 5 of each are laid out face down.")
SETUP_REVEAL = M("ti4", "Setup: {objective} is revealed.")
DEALT = M("ti4", "Each player is dealt 2 secret objectives.")
DEALT_YOU = M("ti4", "You are dealt {first} and {second}.")
KEEP_PROMPT = M("ti4", "Keep one of your 2 secret objectives; the other goes back to the deck.")
KEEP_OPTION = M("ti4", "Keep {objective}")
KEPT = M("ti4", "{player} keeps a secret objective and returns the other.")
SECRET_SHUFFLED = M("ti4", "The secret objective deck is shuffled.")

# strategy phase
HOLDER_PROMPT = M("ti4", "Round {round}: who took the Imperial strategy card?")
NOBODY_HOLDS = M("ti4", "Nobody took Imperial this round")
HOLDER_IS = M("ti4", "{player} holds Imperial in round {round}.")
NO_HOLDER = M("ti4", "Nobody holds Imperial in round {round}.")

# Imperial
HOME_PROMPT = M("ti4", "{player}: do you control every planet in your home system?")
YES_HOME = M("ti4", "Yes, every planet of my home system")
NO_HOME = M("ti4", "No")
CONTROLS_HOME = M("ti4", "{player} controls every planet of their home system.")
CANNOT_SCORE_PUBLIC = M("ti4", "{player} does not control every planet of their home system and cannot score a public objective.")
NOTHING_TO_SCORE = M("ti4", "{player} has no revealed public objective left to score.")
IMP_PUBLIC_PROMPT = M("ti4", "Imperial: score 1 revealed public objective whose condition you meet.")
SCORE_OPTION = M("ti4", "Score {objective} ({points} VP): {condition}")
SCORE_NONE = M("ti4", "Score none")
MECATOL_PROMPT = M("ti4", "Imperial: who controls Mecatol Rex?")
MECATOL_NOBODY = M("ti4", "Nobody (the custodians token is still there)")
MECATOL_IS = M("ti4", "{player} controls Mecatol Rex.")
MECATOL_NONE = M("ti4", "Nobody controls Mecatol Rex.")
MECATOL_VP = M("ti4", "{player} controls Mecatol Rex and gains 1 victory point.")
NO_PUBLIC = M("ti4", "{player} scores no public objective.")
NO_SECRET = M("ti4", "{player} scores no secret objective.")
SCORED = M("ti4", "{player} scores {objective} for {points} VP.")
DRAWS = M("ti4", "{player} draws a secret objective.")
DRAWS_YOU = M("ti4", "You draw {objective}.")
DECK_EMPTY = M("ti4", "The secret objective deck is empty: {player} draws nothing.")
SECONDARY_PROMPT = M("ti4", "{player}: spend 1 strategy-pool token to draw 1 secret objective?")
SECONDARY_DRAW = M("ti4", "Spend 1 token and draw")
SECONDARY_PASS = M("ti4", "Pass")
SPENDS = M("ti4", "{player} spends 1 strategy-pool token.")
PASSES = M("ti4", "{player} does not draw.")
RETURN_PROMPT = M("ti4", "You hold more than 3 secret objectives: return 1 unscored secret objective to the deck.")
RETURN_OPTION = M("ti4", "Return {objective}")
RETURNS = M("ti4", "{player} returns an unscored secret objective to the deck.")

# status phase
STATUS_HOME_PROMPT = M("ti4", "Status phase, {player}: do you control every planet in your home system?")
STATUS_PUBLIC_PROMPT = M("ti4", "Status phase: score up to 1 revealed public objective whose condition you meet.")
STATUS_SECRET_PROMPT = M("ti4", "Status phase: score up to 1 of your secret objectives whose condition you met.")
SECRET_OPTION = M("ti4", "Score {objective} ({phase}): {condition}")
PHASE_STATUS = M("ti4", "status phase")
PHASE_ACTION = M("ti4", "action phase")
PHASE_AGENDA = M("ti4", "agenda phase")
REVEALED = M("ti4", "{objective} is revealed.")
NONE_LEFT = M("ti4", "No public objective is left to reveal: the game ends.")
TOKENS_PROMPT = M("ti4", "{player} gains 2 command tokens: how many go to the strategy pool?")
TOKENS_UNIT = M("ti4", "tokens to the strategy pool")
GAINS = P("ti4", "{player} gains 2 command tokens and puts %n in the strategy pool.", "", 1)

# the end
TARGET_REACHED = M("ti4", "{player} reaches {vp} victory points: the game ends.")
LINE_PUBLIC = M("ti4", "Public objectives")
LINE_SECRET = M("ti4", "Secret objectives")
LINE_IMPERIAL = M("ti4", "Imperial (Mecatol Rex)")
LINE_OTHER = M("ti4", "Recorded at the table")
LINE_TOTAL = M("ti4", "Victory points")
TIEBREAK = M("ti4", "Tied on victory points: {player} is first in initiative order.")

# victory points the app cannot see, recorded by the table
RECORD_OPTION = M("ti4", "Record what the app cannot see: a secret objective achieved, the custodians token, Support for the Throne, agendas, relics…")
RECORD_PROMPT = M("ti4", "Record victory points: who scores, gains or loses them?")
RECORD_BACK = M("ti4", "Back: nothing to record")
REASON_PROMPT = M("ti4", "{player}: what gives or takes the victory points?")
REASON_CUSTODIANS = M("ti4", "The custodians token, removed from Mecatol Rex (+1 VP)")
REASON_THRONE = M("ti4", "Support for the Throne")
REASON_AGENDA = M("ti4", "An agenda")
REASON_RELIC = M("ti4", "A relic")
REASON_OTHER = M("ti4", "Another effect")
RECORD_VP_PROMPT = M("ti4", "{player}, {reason}: how many victory points? (below 0: points lost)")
RECORD_VP_UNIT = M("ti4", "victory points")
RECORD_GAIN = P("ti4", "{player} gains %n victory point(s): {reason}.", "", 1)
RECORD_LOSE = P("ti4", "{player} loses %n victory point(s): {reason}.", "", 1)
# the reasons as they read inside a sentence of the log
WHY_CUSTODIANS = M("ti4", "the custodians token")
WHY_THRONE = M("ti4", "Support for the Throne")
WHY_AGENDA = M("ti4", "an agenda")
WHY_RELIC = M("ti4", "a relic")
WHY_OTHER = M("ti4", "another effect")
