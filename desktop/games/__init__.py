"""Qt-free rule sets, one package per game."""
