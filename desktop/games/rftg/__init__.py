"""Race for the Galaxy + The Gathering Storm (model layer; no Qt).

Table object ids used in views, options and events (for the UI):

- ``card:<i>``: card instance ``i`` (0..135, deck order of ``resources/rftg/cards.yaml``; a
  design with several copies has consecutive instances);
- ``good:<i>``: the face-down good lying on world instance ``i``;
- ``seat:<n>``: seat ``n`` (0-based);
- ``goal:<goal id>``: a goal tile (ids in ``desktop.games.rftg.rules.GOALS``);
- ``action:<seat>:<action>``: an action card; actions are ``e5`` (Explore +5), ``e11``
  (Explore +1/+1), ``dev``, ``dev2`` (second Develop, advanced game), ``set``, ``set2``,
  ``trade`` (Consume: Trade), ``x2`` (Consume: 2x VP), ``prod``.

Solitaire game (``seats=1`` with a ``difficulty``; ``desktop.games.rftg.robot``): the view's
``robot`` entry is the robot's mat, and its events name these objects:

- ``robot``: the robot; ``robot:eq`` the robot= marker (``reads``: explore, develop, settle,
  trade, x2, produce); ``robot:credit`` (0-4) and ``robot:economy`` (0-5) track markers;
  ``robot:markers`` its 6-cost development markers (``left`` unplaced, ``placed``, ``vp`` each);
  ``robot:pile`` its face-down pile (a count only); ``robot:vp`` its current score;
- ``space:<i>``: the mat's action spaces 0..8, left to right: e5, e11, dev, dev2, set, set2,
  trade, x2, prod (each with ``marker``: the player's action marker lies there, and ``dice``);
- ``die:0`` (the robot die, with the two robot faces) and ``die:1`` (the plain die), each with
  ``rolled`` (explore, develop, settle, trade, x2, produce, star, robot), ``reads`` (the face
  as read through robot=) and ``space`` once placed; both empty before the round's roll;
- ``counter:<area>``: a special counter of the robot's start world on the mat's explore,
  settle or consume area;
- the robot's tableau is a list of ``card:<i>``; the outcome's scores are (player, robot) and
  winner ``1`` is the robot.

Drafting variant (``draft=True``, 2-3 seats; ``desktop.games.rftg.draft``): the view's
``draft`` entry holds ``round``, ``direction`` (left: to the next seat number), the counts of
every seat's pack and picks, and for the viewing seat its ``pack``, ``picks`` and ``starts``
(its two start worlds, then the one kept) as ``card:<i>``; each seat entry gains ``deck`` and
``discard`` (its own piles' counts).  Draft options are the ``card:<i>`` of the pack; the start
world choice is the ``card:<i>`` of the world kept.

Option ids: cards are answered by their ``card:<i>`` id; ``pass``/``done``; settle options are
``card:<w>`` (pay), ``card:<w>/free:<ship>`` (Colony Ship; a military world too, paid for with
Contact Specialist), ``card:<w>/war``, ``card:<w>/pay`` (pay for a military world); consume
powers ``power:<card>:<index>``; produce ``wf:<key>:<world>``, ``daf:<key>``, ``draw:<key>``
with ``key = card * 8 + power index`` (``-1``: the Produce bonus).  These are the saved form
of answers; each step parses them once into typed values ((card, index) powers).

Options carry ``data`` (``Option.data``) so that the table reads numbers, not labels: develop
``{"card", "cost"}``; settle ``{"world", "mode", "cost"}`` plus ``via`` (free) or
``military``/``defence`` (conquest, temporary military included); sales ``{"world",
"price"}``; temporary military ``{"military", "from"}``; consume powers ``{"card", "code"}``.
Seat views carry ``vp`` (the live total: chips, card VP, 6-cost bonuses, goals) and its
``score`` parts, ``military`` (temporary military included) and ``temp_military``; the view
says whether the game is ``advanced``.

Decisions are ``state.pending`` entries (desktop.engine.flow), one Step per kind in
``steps/``: ``rftg.setup_discard``, ``rftg.action``, ``rftg.explore``, ``rftg.develop``,
``rftg.settle``, ``rftg.pay``, ``rftg.temp_military``, ``rftg.trade``, ``rftg.sell``,
``rftg.consume``, ``rftg.consume_goods``, ``rftg.discard_hand``, ``rftg.gamble``,
``rftg.produce``, ``rftg.produce_discard``, ``rftg.hand_limit``, ``rftg.draft_pick``,
``rftg.draft_start``.
"""

from desktop.games.rftg.game import RftgGame, RftgOptions

GAME = RftgGame()

__all__ = ["GAME", "RftgGame", "RftgOptions"]
