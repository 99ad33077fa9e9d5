"""The generic table toolkit (after KDE's libkcardgame): specs in card units, a scene that
diffs them onto items keyed by object id, items drawn by the app, a view that fits and zooms."""

from desktop.ui.table.scene import TableScene, layout_zone
from desktop.ui.table.spec import (CARD_RATIO, BoardSpec, CardSpec, DieSpec, LabelSpec, Marker,
                                   PanelSpec, TableSpec, TokenSpec, TrackSpec, Zone)
from desktop.ui.table.view import TableView

__all__ = ["TableScene", "TableView", "TableSpec", "Zone", "CardSpec", "TokenSpec", "DieSpec",
           "TrackSpec", "BoardSpec", "LabelSpec", "PanelSpec", "Marker", "CARD_RATIO",
           "layout_zone"]
