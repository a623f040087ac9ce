"""The tables: one module per game, from an explicit registry.

A table module draws one game from its views: it offers ``make(game)`` ->
a ``web.tables.base.Table``. A game without a table module gets a clear
message on its screen and is played from its list of legal actions.
"""

from __future__ import annotations

import importlib

# game id -> the module that draws it
TABLES = {
    "ahd": "web.tables.ahd",
    "boc": "web.tables.boc",
    "ftp": "web.tables.ftp",
    "mini": "web.tables.mini",
    "ss": "web.tables.ss",
}

_made: dict = {}


def module_for(game_id: str):
    """The table module of ``game_id``, or None when it has none."""
    name = TABLES.get(game_id)
    return importlib.import_module(name) if name else None


def table_for(game):
    """The table for ``game`` (one per game object, kept), or None."""
    key = getattr(game, "id", "")
    if key not in _made:
        module = module_for(key)
        _made[key] = module.make(game) if module is not None else None
    return _made[key]


def load_all() -> None:
    """Import every table module (start-up, so a snapshot holds them)."""
    for game_id in TABLES:
        module_for(game_id)
