"""``bts.choice``: choose one of a card's alternatives (``choice``), or whether to do an
optional effect (``optional``)."""

from __future__ import annotations

from desktop.engine.flow import Step
from desktop.engine.protocol import Legal, Option, RuleRef
from desktop.games.bts import effects as X
from desktop.games.bts import msgs as T
from desktop.games.bts import refs as R
from desktop.games.bts.steps import STEPS


@STEPS.register
class Choice(Step):
    kind = "bts.choice"
    rule = R.APP_STANDIN

    def rule_of(self, g, s, e):
        return RuleRef(e.get("rule", "bts.app.standin"))

    def legal(self, g, s, e):
        return Legal("one", tuple(f"o{i}" for i in range(len(e["options"]))))

    def prompt(self, g, s, e):
        source = X.nm_id(s, e.source)
        return (T.OPTIONAL_PROMPT if e.get("optional") else T.CHOICE_PROMPT)(source=source)

    def option(self, g, s, e, i):
        fx = e["options"][int(i[1:])]
        if not fx:
            return Option(i, T.SKIP(), (), self.rule_of(g, s, e))
        what = X.describe(fx)
        label = T.DO_IT(what=what) if e.get("optional") else what
        return Option(i, label, (), self.rule_of(g, s, e))

    def resolve(self, g, s, e, answer, ev):
        fx = e["options"][int(answer[1:])]
        X.queue(s, e.seat, list(fx), e.source, self.rule_of(g, s, e), bool(e.get("standin")))
