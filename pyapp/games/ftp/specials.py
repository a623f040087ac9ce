"""For the People: the card events that are rules of their own (the effect
vocabulary's ``special`` and ``concentrate`` nodes, pyapp/games/ftp/cards.py).

``STEPS`` holds their flow steps (registered in rules.FLOW); ``KINDS`` the
special kinds played today (``events.built`` reads it).
"""

from __future__ import annotations

STEPS: dict = {}
KINDS: frozenset = frozenset()
