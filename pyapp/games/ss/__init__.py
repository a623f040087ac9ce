"""Stonewall's Sword: the battle of Cedar Mountain, 9 August 1862, with the chit cup.

The rules engine is ``rules`` (its ``GAME``); the map (``mapdata``) and the
authored tables and counters (``data``) beside it.
"""

from .rules import GAME

__all__ = ["GAME"]
