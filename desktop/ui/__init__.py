"""All of Tabula's Qt: the shell (app, home, settings, table page) and the table toolkit."""
