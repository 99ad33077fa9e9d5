"""``bts.unlock``: remove a guild lock tile of the level (every faction may then use it)."""

from __future__ import annotations

from desktop.engine.flow import Step
from desktop.engine.protocol import Legal, Option
from desktop.games.bts import effects as X
from desktop.games.bts import msgs as T
from desktop.games.bts import refs as R
from desktop.games.bts.steps import STEPS


def locked(s, level: int) -> list[str]:
    return [g.id for g in X.cat(s).guilds.values() if g.level == level and g.id not in s.unlocked]


@STEPS.register
class Unlock(Step):
    kind = "bts.unlock"
    rule = R.SETUP_GUILD_LOCKS

    def rule_of(self, g, s, e):
        return R.EVENT_KC24X if e["level"] == 2 else R.GUILD_UNLOCK_LEVEL1

    def legal(self, g, s, e):
        return Legal("one", tuple(locked(s, e["level"])))

    def prompt(self, g, s, e):
        return T.UNLOCK_PROMPT(level=e["level"])

    def option(self, g, s, e, i):
        guild = X.cat(s).guilds[i]
        return Option(i, T.SPACE(action=X.nm(guild), effects=_text(guild)), (f"guild:{i}",),
                      self.rule_of(g, s, e))

    def forced(self, g, s, e):
        ids = locked(s, e["level"])
        return ids[0] if len(ids) == 1 else None

    def resolve(self, g, s, e, answer, ev):
        s.unlocked.append(answer)
        ev.append(X.event(T.GUILD_UNLOCKED(guild=X.nm(X.cat(s).guilds[answer])),
                          self.rule_of(g, s, e), e.seat, objects=(f"guild:{answer}",)))


def _text(guild):
    from desktop.games.bts.steps.action import action_text

    return action_text(guild.action)
