"""Settings (QSettings in an INI file under the user config folder) and their dialog."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSettings
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QLabel, QVBoxLayout)

from desktop.ui.i18n import LANGUAGES, SOURCE

# animation speed -> milliseconds per move (0: no animation)
SPEEDS = (0, 140, 280, 560)
DEFAULT_SPEED = 2


def settings_path():
    import platformdirs

    return platformdirs.user_config_path("Tabula", appauthor=False) / "settings.ini"


class Settings:
    """Typed access to the few settings the app has.  The path is resolved when created, so
    tests that point XDG_CONFIG_HOME at a tmp dir get their own file."""

    def __init__(self, path=None):
        self.path = path or settings_path()
        self.q = QSettings(str(self.path), QSettings.Format.IniFormat)

    @property
    def language(self) -> str:
        v = str(self.q.value("language", "") or "")
        return v if v in LANGUAGES else SOURCE

    @language.setter
    def language(self, value: str) -> None:
        self.q.setValue("language", value)

    @property
    def learning(self) -> bool:
        v = self.q.value("learning", False)
        return v in (True, "true", "1", 1)

    @learning.setter
    def learning(self, value: bool) -> None:
        self.q.setValue("learning", bool(value))

    @property
    def skip_forced(self) -> bool:
        """Give a person's answer when the question leaves no choice (a lone Pass), as
        Keldon's Race for the Galaxy does; on unless turned off."""
        v = self.q.value("skip_forced", True)
        return v in (True, "true", "1", 1)

    @skip_forced.setter
    def skip_forced(self, value: bool) -> None:
        self.q.setValue("skip_forced", bool(value))

    @property
    def animation_speed(self) -> int:
        try:
            v = int(self.q.value("animation_speed", DEFAULT_SPEED))
        except (TypeError, ValueError):
            v = DEFAULT_SPEED
        return v if 0 <= v < len(SPEEDS) else DEFAULT_SPEED

    @animation_speed.setter
    def animation_speed(self, value: int) -> None:
        self.q.setValue("animation_speed", int(value))

    def move_ms(self) -> int:
        """Duration of one animated move (0 when animations are off)."""
        return SPEEDS[self.animation_speed]

    def bot_delay_ms(self) -> int:
        """Pause between two bot answers so people can follow them."""
        return 0 if self.animation_speed == 0 else 100 + 2 * SPEEDS[self.animation_speed]

    def sync(self) -> None:
        self.q.sync()


class SettingsDialog(QDialog):
    """Language, learning mode, animation speed and answering questions without a choice;
    applied when accepted."""

    def __init__(self, settings: Settings, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.language = QComboBox()
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(list(LANGUAGES).index(settings.language))
        self.learning = QCheckBox()
        self.learning.setChecked(settings.learning)
        self.speed = QComboBox()
        self.speed.addItems(["", "", "", ""])
        self.speed.setCurrentIndex(settings.animation_speed)
        self.skip_forced = QCheckBox()
        self.skip_forced.setChecked(settings.skip_forced)
        self._form = QFormLayout()
        self._labels = [QLabel(), QLabel(), QLabel(), QLabel()]
        self._form.addRow(self._labels[0], self.language)
        self._form.addRow(self._labels[1], self.learning)
        self._form.addRow(self._labels[2], self.speed)
        self._form.addRow(self._labels[3], self.skip_forced)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(self._form)
        box.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self._labels[0].setText(self.tr("Language"))
        self._labels[1].setText(self.tr("Learning mode"))
        self.learning.setText(self.tr("Explain each decision with its rule"))
        self._labels[2].setText(self.tr("Animations"))
        for i, text in enumerate((self.tr("Off"), self.tr("Fast"), self.tr("Normal"),
                                  self.tr("Slow"))):
            self.speed.setItemText(i, text)
        self._labels[3].setText(self.tr("Questions without a choice"))
        self.skip_forced.setText(self.tr("Answer them for me (a lone Pass, say)"))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def values(self) -> dict:
        return {"language": self.language.currentData(), "learning": self.learning.isChecked(),
                "animation_speed": self.speed.currentIndex(),
                "skip_forced": self.skip_forced.isChecked()}

    def store(self) -> None:
        v = self.values()
        self.settings.language = v["language"]
        self.settings.learning = v["learning"]
        self.settings.animation_speed = v["animation_speed"]
        self.settings.skip_forced = v["skip_forced"]
        self.settings.sync()
