"""bts.choose_card: the first discoverer keeps a drawn card whose type fits; the other goes
under the deck."""

from desktop.games.bts import effects as X
from tests.games.bts.helpers import ask, fresh, ids, play, research_marks


def test_bts_choose_card_keeps_one_and_returns_the_other():
    s = fresh(4, 2)
    research_marks(s, 0, "I0", "I1")
    fit = X.prereq_types(s, "II0")
    drawn = X.draw_candidates(s, "II0")
    assert 1 <= len(drawn) <= 2 and all(set(X.cat(s).techs[c].types) & fit for c in drawn)
    s.decks["2"][:0] = drawn
    deck = len(s.decks["2"])
    ask(s, "bts.choose_card", 0, slot="II0", cards=[s.decks["2"].pop(0), s.decks["2"].pop(0)])
    keep, other = ids(s)
    play(s, 0, keep)
    assert s.slots["II0"] == keep and s.decks["2"][-1] == other and len(s.decks["2"]) == deck - 1
