"""bts.choice: a card's alternatives, or an optional effect with "skip"."""

from desktop.games.bts import GAME
from tests.games.bts.helpers import fresh, head, play, run_fx


def test_bts_choice_alternatives_and_optional():
    s = fresh(4, 3)
    p = s.players[0]
    p.ore = 0
    run_fx(s, 0, [{"op": "choice", "options": [[{"op": "gain_ore", "n": 3}], [{"op": "vp", "n": 1}]]}])
    assert head(s).kind == "bts.choice"
    d = GAME.decision(s, 0)
    assert [o.label.english() for o in d.options] == ["take 3 ore", "1 VP"]
    play(s, 0, "o0")
    assert p.ore == 3
    run_fx(s, 0, [{"op": "optional", "then": [{"op": "gain_ore", "n": 1}]}])
    d = GAME.decision(s, 0)
    assert [o.label.english() for o in d.options] == ["Do it: take 1 ore", "Skip"]
    play(s, 0, "o1")
    assert p.ore == 3
