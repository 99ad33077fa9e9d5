"""Terraforming Mars: Ares Expedition (FryxGames), the complete base game, Qt-free.

Modules, in the order of the rulebook: ``data`` (the card schema over
``resources/tmae/cards.yaml``), ``state`` (slotted dataclasses, the pending stack), ``msgs``
(every message template and rule reference), ``piles`` (deck, discards, hands, paying),
``parameters`` (temperature, oxygen, oceans, forests, TR), ``costs`` (requirements, discounts,
ways to pay), ``work`` (card effects as pending work), ``effects`` (playing a card, the effect
vocabulary), ``actions`` (blue ACTIONs), ``projects`` (standard projects, forced conversion),
``flow`` (setup, rounds, planning, phases: the phase machine), ``solo`` (the dummy hand),
``steps/`` (one module per decision kind), ``scoring``, ``views``, ``text`` (card text generated
from the data) and ``game`` (the protocol over the shared flow mechanism).

Table object ids (what ``Option.targets``, ``Event.objects`` and the view use):

- ``card:<code>``        a project card, code 1-208 (the official numbers)
- ``corp:<code>``        a corporation, code 209-220
- ``phase:<seat>:<n>``   the phase card ``n`` (1 Development .. 5 Research) of a seat
- ``dummy:<n>``          a phase card of the solo dummy hand
- ``seat:<i>``           a player board
- ``param:temperature``, ``param:oxygen``   the global parameter tracks
- ``ocean:<i>``          the i-th ocean tile flipped (0-8); ``oceantile:<id>`` the tile (1-9) shown on it
- ``sp:<name>``          a standard project: forest_plants, forest_mc, heat, temp_mc, ocean
- ``deck``               the project deck

Answer ids: ``corp:<code>``, ``phase:<n>``, ``dummy:<n>``, ``play:<code>``, ``sell:<code>``,
``draw``, ``pass``, ``act:<code>:<variant>[:<card>]``, ``sp:<name>``, ``pay:<microbes>:<plant>:<heat>``,
``alt:<i>``, ``target:<code>``, ``card:<code>`` (PickSome), ``free:<code>``, ``uni:<code>``, ``skip``,
``unmi:yes|no``, ``adv:temp|oxygen``; a PickNumber for heat converted by an action.
"""

from desktop.games.tmae.game import TmaeGame, TmaeOptions

GAME = TmaeGame()

__all__ = ["GAME", "TmaeGame", "TmaeOptions"]
