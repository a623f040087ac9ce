"""Gettysburg: Badges of Courage (Columbia Games, rules 1.07): the block game of the battle."""

from .rules import GAME, BadgesOfCourage

__all__ = ["GAME", "BadgesOfCourage"]
