"""The registry of games: ``get(id)`` and ``ids()``.

An explicit list, no import-time discovery: a game appears here when its
package lands.
"""

from __future__ import annotations

import importlib

from ..core.game import Game

_MODULES = {
    "ahd": "pyapp.games.ahd",
    "boc": "pyapp.games.boc",
    "ftp": "pyapp.games.ftp",
    "mini": "pyapp.games.mini",
    "ss": "pyapp.games.ss",
}
# Games that exist for testing the platform, not for the menu: the test
# minigame (pyapp/games/mini) proves the shared machinery first.
_HIDDEN = frozenset({"mini"})


def ids(hidden: bool = False) -> list:
    """The ids of the games this build plays, in menu order (``hidden``:
    with the test games too)."""
    return [g for g in _MODULES if hidden or g not in _HIDDEN]


def get(game_id: str) -> Game:
    """The game object for ``game_id``; ``KeyError`` names the unknown id."""
    try:
        module = _MODULES[game_id]
    except (KeyError, TypeError):
        raise KeyError(f"unknown game {game_id!r}") from None
    return importlib.import_module(module).GAME
