"""What the computer opponent knows of Skirmish at the Ford (pyapp.core.knowledge).

Small on purpose: it proves that a game with hidden information gets a
sensible computer through the contract alone. The search samples the
unseen (the enemy's hand, the deck, the enemy blocks' identities and
strengths) from the role's view; this module scores a position and cuts
playouts at the end of the other side's next turn.
"""

from __future__ import annotations

from ...core.knowledge import Knowledge, Level
from . import board as B
from .rules import ENEMY, ROLES, side_of, strength


class MiniKnowledge(Knowledge):
    def evaluate(self, state, role, level: Level) -> float:
        """Strength on the map, and how near each side is to the enemy flag (R8)."""
        total = {r: 0 for r in ROLES}
        near = {r: 9 for r in ROLES}
        for h, place in state["pieces"].items():
            side = side_of(h)
            hx = place[0]
            total[side] += strength(state, h) or 0     # a sampled state knows every block
            near[side] = min(near[side], B.LABELS.distance(hx, B.FLAG[ENEMY[side]]))
        enemy = ENEMY[role]
        score = 0.12 * (total[role] - total[enemy]) + 0.06 * (near[enemy] - near[role])
        return max(-0.95, min(0.95, score))

    def horizon(self, root, sim, level: Level) -> bool:
        """Stop once the side to move at the root has moved again after the
        other side's reply (one full turn of each)."""
        return (sim["turn"], sim["side"]) >= (root["turn"] + 1, root["side"])


KNOWLEDGE = MiniKnowledge()
