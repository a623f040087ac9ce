"""What the computer opponent knows of Badges of Courage (pyapp.core.knowledge).

A first, fast player: every level decides by ``policy`` alone (no search
yet; a move of this game costs milliseconds and a turn has dozens of them).
It reads only states sampled from its own view (``Game.sample``), so it never
sees the enemy's hidden blocks. The policy:

- Command: activate the HQs with units of theirs near the enemy, in place.
- Fire: the shot with the most hits to expect (dice x firepower / 6).
- Move: melees with the odds; otherwise blocks out of the front line march
  toward the objective (for the CSA the victory hexes it does not hold, for
  the USA the victory hexes and the enemy nearest them), reinforcements come
  on toward it; a phase ends when no move gets closer.
- Melee: fight while able; retreat a block down to its last step against a
  stronger side.
- Supply: activate HQs with blocks to raise in range; give steps.

``evaluate`` (for a later search): victory points, and the steps of both
armies on the map.
"""

from __future__ import annotations

from ...core import dice
from ...core.knowledge import Knowledge, Level
from . import data as D
from . import model as M

LEVELS = {
    "easy": Level("easy", 0, noise=0.5),
    "normal": Level("normal", 0, noise=0.15),
    "hard": Level("hard", 0, noise=0.0),
}


def _objectives(st: dict, role: str) -> list[str]:
    vic = D.victory_hexes()
    ctrl = st["ctrl"]
    if role == "csa":
        out = [h for h in vic if ctrl.get(h) != "csa"]
    else:
        out = list(vic)
    return out or list(vic)


def _dist_to(objs: list[str], hx: str) -> int:
    return min(M.distance(hx, o) for o in objs) if objs else 0


def _strength_at(st: dict, hx: str, side: str) -> int:
    total = 0
    for h in M.at(st, hx, side):
        v = st["sealed"].get(h)
        total += v[1] if v else 2
    return total


class BocKnowledge(Knowledge):
    levels = LEVELS

    def evaluate(self, state, role, level: Level) -> float:
        steps = {s: 0 for s in M.ROLES}
        for h in state["pos"]:
            v = state["sealed"].get(h)
            steps[M.side_of(h)] += v[1] if v else 2
        from .rules import vp
        score = vp(state) / 12.0
        if role == "usa":
            score = -score
        score += 0.01 * (steps[role] - steps[M.ENEMY[role]])
        return max(-0.95, min(0.95, score))

    def policy(self, state, role, legal, rng, level: Level, searcher):
        if len(legal) == 1:
            return legal[0]
        best, best_score = None, None
        for a in legal:
            s = self._score(state, role, a)
            if level.noise:
                s += level.noise * dice.randbelow(rng, 1000) / 1000.0
            if best_score is None or s > best_score:
                best, best_score = a, s
        return best

    def _score(self, st: dict, role: str, a: tuple) -> float:
        verb = a[0]
        enemy = M.ENEMY[role]
        if verb in ("show", "hancock", "rebuild", "withdraw"):
            return 10.0
        if verb == "done" or verb == "end":
            return 0.5
        if verb == "activate":
            hx = a[2]
            near = any(M.distance(hx, st["pos"][e]) <= 3 for e in M.on_map(st, enemy))
            return (2.0 if near else -1.0) - (0.3 if hx != st["pos"][a[1]] else 0.0)
        if verb == "fire":
            v = st["sealed"].get(a[1])
            if v is None:
                return 0.0
            b = D.BLOCKS[v[0]]
            rng = M.distance(st["pos"][a[1]], a[2])
            fp = (b.get("long") or 0) if rng > 1 else b["fire"] - D.fire_penalty(st["pos"][a[1]], a[2])
            return 1.0 + v[1] * max(fp, 0) / 6.0 + (0.5 if a[4] else 0.0)
        if verb in ("attack", "unsupported"):
            mine = st["sealed"].get(a[1])
            theirs = _strength_at(st, a[2], enemy)
            odds = (mine[1] if mine else 2) * 2 - theirs
            return 0.8 + 0.3 * odds - (0.5 if verb == "unsupported" else 0.0)
        if verb in ("move", "enter"):
            dest = a[-1] if verb == "move" else a[3]
            start = st["pos"].get(a[1]) or D.entry_hex(st["due"][a[1]][1])
            objs = _objectives(st, role)
            gain = _dist_to(objs, start) - _dist_to(objs, dest)
            bonus = 1.5 if verb == "enter" else 0.0
            v = st["sealed"].get(a[1])
            if v is not None and D.BLOCKS[v[0]]["kind"] == "hq":
                gain *= 0.5
            return (0.5 + 0.25 * gain + bonus) if gain > 0 or bonus else -1.0
        if verb == "form":
            return -0.5
        if verb == "resolve":
            return 5.0
        if verb in ("fight", "charge"):
            return 3.0
        if verb in ("retreat", "leave"):
            v = st["sealed"].get(a[1])
            return 1.0 if v is not None and v[1] <= 1 else -1.0
        if verb in ("stand", "take", "hit", "repulse", "hold", "loss"):
            return 1.0
        if verb in ("out", "in"):
            return -0.2
        if verb == "supply":
            return 1.5 if a[2] == st["pos"].get(a[1]) else 1.0
        if verb in ("give", "nsupply"):
            return 2.0
        if verb == "swap":
            return -1.0
        if verb == "custer":
            return 0.6 if a[1] else 0.4             # 10.0: Gregg meets Stuart's main body
        if verb == "assign":
            return 0.3 if a[2] == "gregg" else 0.0  # 10.0: Stuart's orders were to ride east
        return 0.0


KNOWLEDGE = BocKnowledge()
