"""For the People (GMT, 2nd edition): the card-driven strategic war (issue 34).

Rules in rules.py and the modules beside it (RULES_NOTES.md); data in
spaces.py, mapdata.py, oob.py, track.py, scenarios.py, cards.py. In the
games registry, not yet in the menu (no table yet).
"""

from .rules import GAME, ForThePeople

__all__ = ["GAME", "ForThePeople"]
