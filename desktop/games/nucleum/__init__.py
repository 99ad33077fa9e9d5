"""Nucleum: Court of Progress — the court module (Qt-free).

A Nucleum game is played on the physical table; this package runs its Court side board by the
rules of the Court of Progress expansion (seed ``nucleum-court-of-progress.pt-BR.txt``): setup
of the neutrals, the King and the agenda tiles, the Court action, King's Day and final agenda
scoring, contracts C64-C67 and technologies E7/E8 checked, the expert auction, and Baron von
Automat's court decisions in solo.  The flow is driven by what the players declare ("what
happens next?").

Table object ids (``view`` and ``Option.targets``):

- ``party.cap``, ``party.ft``, ``party.com``, ``party.rea`` — the four Parties, top to bottom
  (Capitalists, Free Thinkers, Communists, Realists).
- ``leader.<party>`` — each Party's Leader space; ``view["parties"][i]["leader"]["holder"]`` is
  ``seat.<i>``, ``baron``, ``neutral.<token>`` or ``None``.
- ``pol.<party>.<side>.<k>`` — the k-th Politician of a side in a Party; side is ``seat.<i>``
  or ``baron``.
- ``neutral.arrow``, ``neutral.2``, ``neutral.3``, ``neutral.4`` — the neutral Politicians.
- ``king`` — the King marker (its Party is the Dominant Party).
- ``agenda.<party>`` — the agenda tile of each Party (``face`` is the agenda id).
- ``court`` (the Court action), ``baron`` (Baron von Automat) — targets of the top decision.

Everything is public.  Modules: ``data`` (resources/nucleum/court.yaml), ``state``, ``court``
(the rules as pure functions), ``cards`` (names and generated texts), ``game`` (the flow),
``views``.
"""

from desktop.games.nucleum.game import GAME, Nucleum, NucleumOptions

__all__ = ["GAME", "Nucleum", "NucleumOptions"]
