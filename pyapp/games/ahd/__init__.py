"""A House Divided (basic game): rules engine over the shared game contract."""

from .rules import AHD

GAME = AHD()

__all__ = ["GAME", "AHD"]
