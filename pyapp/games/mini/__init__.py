"""Skirmish at the Ford: the platform's test minigame (not one of the five games)."""

from .rules import GAME, Mini

__all__ = ["GAME", "Mini"]
