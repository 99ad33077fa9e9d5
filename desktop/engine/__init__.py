"""Qt-free kernel shared by every game (imports no PySide6 and no desktop.ui)."""
