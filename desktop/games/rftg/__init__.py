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

Option ids: cards are answered by their ``card:<i>`` id; ``pass``/``done``; settle options are
``card:<w>`` (pay), ``card:<w>/free:<ship>``, ``card:<w>/war``, ``card:<w>/pay`` (pay for a
military world); consume powers ``power:<card>:<index>``; produce ``wf:<key>:<world>``,
``daf:<key>``, ``draw:<key>`` with ``key = card * 8 + power index`` (``-1``: the Produce bonus).
"""

from desktop.games.rftg.game import RftgGame, RftgOptions

GAME = RftgGame()

__all__ = ["GAME", "RftgGame", "RftgOptions"]
