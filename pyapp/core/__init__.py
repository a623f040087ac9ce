"""Game-agnostic machinery: the contract, seeded dice, the match log with undo
and replay, and the link codec."""

from .errors import Illegal, LinkError
from .game import Game, as_action, canonical_json, state_hash
from . import dice

__all__ = ["Illegal", "LinkError", "Game", "as_action", "canonical_json", "state_hash", "dice"]
