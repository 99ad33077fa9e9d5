from desktop.engine.rng import Rng
from tests.games.rftg.steps.common import GAME, kind, two


def test_action_block_reveals_together_and_second_cards_need_the_first():
    st = two().state()
    assert kind(st, 0) == kind(st, 1) == "rftg.action"
    d = GAME.decision(st, 0)
    assert [o.id for o in d.options] == ["e5", "e11", "dev", "set", "trade", "x2", "prod"]
    assert d.options[0].data == {"action": "e5"} and d.options[0].targets == ("action:0:e5",)
    GAME.apply(st, 0, "prod")
    assert GAME.to_act(st) == (1,) and GAME.view(st, 1)["seats"][0]["actions"] == []
    adv = two(advanced=True).state()
    assert GAME.legal(adv, 0).lo == GAME.legal(adv, 0).hi == 2
    assert GAME.check(adv, 0, ["dev2", "prod"]).rule.id == "rftg.round.advanced"
    rng = Rng.from_seed(3)
    for _ in range(50):
        a = GAME.sample_answer(adv, 0, rng)
        assert GAME.check(adv, 0, a) is None
