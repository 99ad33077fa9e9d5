"""Qt-free translation marks.

lupdate finds strings by the *name* of the call that wraps them, so the engine and the
games can mark their English templates without importing Qt.  The UI translates them
later with ``QCoreApplication.translate(context, text, comment, n)``.

Three marks, all understood by the lupdate command in ``desktop/i18n_tools.py``:

- ``QT_TRANSLATE_NOOP(context, text)`` returns ``text`` unchanged (the Qt spelling).
- ``M(context, text)`` returns a :class:`Template`; call it with named fields to get a
  :class:`~desktop.engine.protocol.Msg`:  ``M("ti4", "Score {objective}")(objective=name)``.
  lupdate reads only the two literal arguments, so keep them literal and exactly two.
- ``P(context, text, "", 1)`` is the plural form (``%n`` in the text).  The trailing literal
  ``1`` is required by lupdate's Python parser to mark the message as numerus; the real
  count is given when the template is called: ``P("ti4", "%n token(s)", "", 1)(n=count)``.
"""

from __future__ import annotations

from dataclasses import dataclass


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - Qt's name
    """Mark ``text`` for lupdate in ``context``; return it unchanged."""
    return text


@dataclass(frozen=True, slots=True)
class Template:
    """A marked English template; calling it fills the named fields."""

    context: str
    text: str
    plural: bool = False

    # A template with no fields may stand where a Msg is expected (a game's name...).
    @property
    def args(self) -> dict:
        return {}

    @property
    def n(self) -> None:
        return None

    def english(self) -> str:
        return self.text

    def to_json(self) -> dict:
        return {"context": self.context, "text": self.text, "n": None, "args": {}}

    def __call__(self, n: int | None = None, **args: object):
        Msg = _msg_class()

        if not self.plural:
            if n is not None:  # an ordinary field that happens to be called n
                args["n"] = n
            return Msg(self.context, self.text, args, None)
        if n is None:
            raise TypeError(f"plural template {self.text!r} needs n=")
        return Msg(self.context, self.text, args, n)


_MSG: list = []


def _msg_class():
    """``protocol.Msg``, imported once (protocol imports this module, hence not at the top)."""
    if not _MSG:
        from desktop.engine.protocol import Msg

        _MSG.append(Msg)
    return _MSG[0]


def M(context: str, text: str) -> Template:  # noqa: N802 - short on purpose
    return Template(context, text)


def P(context: str, text: str, comment: str = "", _numerus: int = 1) -> Template:  # noqa: N802
    return Template(context, text, plural=True)
