"""Learning mode: rule summaries on hover (in the UI language), the rulebook quote on request
(in the rulebook's own language), and refusals explained with their rule."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QVBoxLayout)

from desktop.engine.protocol import Illegal, RuleRef
from desktop.ui.i18n import tr_msg

# language code of a rulebook -> its name (shown next to the quote)
BOOK_LANGUAGES = {"ru": "Русский", "pt-BR": "Português (Brasil)",
                  "pt_BR": "Português (Brasil)", "pl": "Polski", "en": "English"}


def rule_entry(ref: RuleRef | str | None):
    """``(entry, book)`` of a rule, or None when it cannot be found (never raises)."""
    if ref is None:
        return None
    from desktop.engine import rules

    rid = ref.id if isinstance(ref, RuleRef) else str(ref)
    try:
        entry = rules.lookup(rid)
        return entry, rules.book(rid.split(".", 1)[0])
    except Exception:  # noqa: BLE001 - a missing rules file must not break the table
        return None


def rule_summary(ref: RuleRef | str | None) -> tuple[str, bool] | None:
    """The rule's summary in the UI language and whether it is unconfirmed."""
    found = rule_entry(ref)
    if found is None:
        return None
    entry, book = found
    text = QCoreApplication.translate(f"rules.{book.game}", entry.summary)
    return text, entry.unconfirmed


def unconfirmed_flag() -> str:
    return QCoreApplication.translate(
        "learning", "⚑ Unconfirmed: no public source confirms this; the app uses a default.")


def rule_tip(ref: RuleRef | str | None) -> str:
    """Tooltip text (rich text) for a rule: summary, and the flag when unconfirmed."""
    s = rule_summary(ref)
    if s is None:
        return ""
    text, unconfirmed = s
    # the summary only: a rule's id (``rftg.round.select``) is ours, not the player's
    html = f"<p>{escape(text)}</p>"
    if unconfirmed:
        html += f"<p style='color:#b35c00'>{escape(unconfirmed_flag())}</p>"
    return html


def refusal_text(illegal: Illegal) -> str:
    """A refused answer: its reason, and the rule that says so (plain text)."""
    reason = tr_msg(illegal.reason)
    s = rule_summary(illegal.rule)
    if s is None:
        return reason
    return f"{reason} — {s[0]}"


class RulebookDialog(QDialog):
    """The rule's summary (UI language) and the rulebook's own words (original language)."""

    def __init__(self, ref: RuleRef | str, parent=None):
        super().__init__(parent)
        self.ref = ref if isinstance(ref, RuleRef) else RuleRef(str(ref))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.source = QLabel()
        self.quote = QPlainTextEdit()
        self.quote.setReadOnly(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.summary)
        lay.addWidget(self.source)
        lay.addWidget(self.quote, 1)
        lay.addStretch()
        lay.addWidget(self.buttons)
        self.resize(560, 420)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rulebook"))
        found = rule_entry(self.ref)
        if found is None:
            self.summary.setText(escape(self.tr("This decision has no rule entry yet.")))
            self.source.setText("")
            self.quote.setPlainText("")
            self.quote.hide()
            return
        entry, book = found
        self.summary.setText(rule_tip(self.ref))
        lang = book.language or ""
        language = BOOK_LANGUAGES.get(lang, lang)
        if entry.quote:
            if book.seed_title:
                self.source.setText(self.tr("{book} says (in {language}):").format(
                    book=book.seed_title, language=language))
                self.setWindowTitle(self.tr("Rulebook: {book}").format(book=book.seed_title))
            else:
                self.source.setText(self.tr("The rulebook says ({language}):").format(
                    language=language))
            self.quote.setPlainText(entry.quote)
            # the quote keeps its own language, whatever the UI language
            self.quote.setLocale(_locale(lang))
            self.quote.show()
        else:
            # never an empty box: the summary above (in the player's language) and where the
            # rule is written
            if book.base_title:
                self.source.setText(self.tr(
                    "The rulebook of {base} holds this rule; the rulebook quoted here is "
                    "{seed} ({language}), which takes it for granted.").format(
                        base=book.base_title, seed=book.seed_title or book.game,
                        language=language))
            else:
                self.source.setText(self.tr("The rulebook takes this rule for granted; there "
                                            "is no passage to quote."))
            self.quote.setPlainText("")
            self.quote.hide()
        self.source.setWordWrap(True)

    def quote_text(self) -> str:
        return self.quote.toPlainText()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _locale(lang: str):
    from PySide6.QtCore import QLocale

    return QLocale(lang.replace("-", "_")) if lang else QLocale()
