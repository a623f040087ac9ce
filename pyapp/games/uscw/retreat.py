"""Where a defeated defender may retreat (11.6; RULES_NOTES C8): the paths
of one or two hexes from the battle hex that 11.6.4 allows, and among them
those 11.6.3's priorities prefer. A pure search over the board and the
state; the battle's steps let the owner pick among the best paths.
"""

from __future__ import annotations

from typing import Any, Callable

from . import model, situation
from .board import BOARD, Board


def _forbidden(st: dict[str, Any], side: str, frm: str, to: str, attacker_zoc: set[str],
               strong: Callable[[str], bool], board: Board, sp: int) -> bool:
    """11.6.4: a hex a retreating ``side`` force may not enter from ``frm``."""
    enemy = model.other(side)
    kind = board.side(frm, to).get("kind", "plain")
    if kind in ("impassable", "sea", "unplayable") or board.terrain(to) == "unplayable":
        return True
    if kind == "navigable" and not board.side(frm, to).get("bridged"):
        return True                                   # even under friendly naval control
    if st["forts"].get(to, {}).get("side") == enemy or st["entrench"].get(to) == enemy:
        return True
    enemy_sp = model.sp_at(st, to, enemy)
    enemy_here = enemy_sp > 0 or st["militia"].get(to) == enemy or (model.side_at(st, to) == enemy)
    if enemy_here and not sp >= 7 * max(enemy_sp, 0.5):
        return True                                   # 11.6.5: only a force it outnumbers 7 to 1 is pushed aside
    if situation.key_hex(to) and situation.controller(st, to, board) == enemy:
        return True
    if to in attacker_zoc:
        return True
    return strong(to)


def _stops_early(st: dict[str, Any], side: str, h: str, sp: int, board: Board) -> bool:
    """11.6.1: a retreat may end after one hex in a friendly-controlled
    Objective or Resource hex, a friendly Fortification, or a hex with more
    friendly SPs than the retreating force."""
    if situation.key_hex(h) and situation.controller(st, h, board) == side:
        return True
    if st["forts"].get(h, {}).get("side") == side or st["entrench"].get(h) == side:
        return True
    return model.sp_at(st, h, side) > sp


def paths(st: dict[str, Any], side: str, battle: str, sp: int, attacker_from: str,
          supplied: Callable[[str], bool] = lambda h: True, board: Board = BOARD) -> list[tuple[str, ...]]:
    """The retreat paths the owner of the defeated ``side`` force (``sp``
    SPs, in ``battle``) may choose among (11.6.1-11.6.5, C8): legal paths of
    two hexes (or one, where it may stop early), ranked by fewest hexes in
    an enemy ZOC, then fewest mountain hexsides crossed without a pass, then
    a supplied last hex; only the best rank is returned. Empty: the force
    surrenders (11.6.6)."""
    enemy = model.other(side)
    # the attacking stack's ZOC, judged from the hex it attacked from (11.6.4)
    attacker = situation.zone_from(st, enemy, attacker_from, board)
    zoc = situation.zoc(st, enemy, board)

    def strong(h: str) -> bool:
        """In the ZOC of one non-moving enemy force of at least as many SPs."""
        for n in board.neighbours(h):
            if n == attacker_from or situation.projects_from(st, n) != enemy:
                continue
            if model.sp_at(st, n, enemy) >= sp and situation.projects_into(st, n, h, board):
                return True
        return False

    found: list[tuple[str, ...]] = []
    for a in board.neighbours(battle):
        if _forbidden(st, side, battle, a, attacker, strong, board, sp):
            continue
        if _stops_early(st, side, a, sp, board):
            found.append((a,))
        for b in board.neighbours(a):
            if b != battle and not _forbidden(st, side, a, b, attacker, strong, board, sp):
                found.append((a, b))
    if not found:
        return []

    def rank(path: tuple[str, ...]) -> tuple[int, int, int]:
        hexes = (battle,) + path
        in_zoc = sum(1 for h in path if h in zoc)
        mountains = sum(1 for x, y in zip(hexes, hexes[1:]) if board.side(x, y).get("kind") == "mountain")
        return in_zoc, mountains, 0 if supplied(path[-1]) else 1

    best = min(rank(p) for p in found)
    return sorted(p for p in found if rank(p) == best)
