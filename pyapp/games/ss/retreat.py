"""Stonewall's Sword: Retreat (15.4, as the errata of 26 July 2015 word it).

A retreat is counted in hexes, not MP. Its owner moves the unit one hex at a
time (``Retreat`` offers the hexes the rules allow, and moves at once when
only one is allowed):

- hard requirements: it ends at least ``n`` hexes from where it started
  (going further if it must), never enters a hex with an enemy unit, never
  enters a prohibited hex nor crosses a prohibited hexside (artillery into
  or out of Woods only along a connected road, 9.4a), and never ends
  over-stacked (it goes on until it is legally stacked). With no way to
  meet them it goes to Broken box 3 (artillery: eliminated);
- preferences, each kept where possible, in order: no hex next to the enemy
  units that caused the retreat, no hex next to other enemy units, every
  hex entered nearer its own map edge (Union East, row 00; Confederate West,
  rows 17/18);
- reaching its own map edge with hexes still to go sends it to Broken box 1
  (artillery: eliminated; RULES_NOTES).

On the way, each hex left after the first that is next to the enemy draws
Disengagement Fire (13.7); a new retreat result adds to the distance (15.4).
"""

from __future__ import annotations

from ...core.game import text
from . import board as B
from . import model as M
from . import tables as T
from .steps import SsStep


def begin(game, st: dict, uid: str, n: int, cause: list[str] | None = None) -> None:
    hx = st["pos"][uid]
    side = M.side_of(uid)
    if cause is None:
        cause = sorted({h for u, h in st["pos"].items() if M.side_of(u) != side and B.distance(h, hx) <= 1})
    game.flow.push(st, "retreat", who=side, unit=uid, origin=hx, n=n, path=[hx], cause=list(cause))


def _passable(st: dict, uid: str, a: str, b: str) -> bool:
    side = M.side_of(uid)
    return B.may_step(a, b, M.kind(uid)) and not M.closed(st, b) and not M.enemy_in(st, b, side)


def _done(st: dict, f: dict, hx: str) -> bool:
    uid = f["unit"]
    fits = M.stack_total(st, hx, without=(uid,)) + M.stack_points(st, uid) <= T.STACK_LIMIT
    return B.distance(f["origin"], hx) >= f["n"] + f.get("extra", 0) and fits


def _feasible(st: dict, f: dict, start: str) -> bool:
    """Some way on from ``start`` meets the hard requirements (or reaches
    the own edge, which ends the retreat on the Broken Track)."""
    uid, side = f["unit"], M.side_of(f["unit"])
    seen, todo = {start}, [start]
    while todo:
        h = todo.pop()
        if _done(st, f, h) or B.edge_distance(h, side) == 0:
            return True
        for nb in B.neighbours(h):
            if nb not in seen and _passable(st, uid, h, nb):
                seen.add(nb)
                todo.append(nb)
    return False


def choices(st: dict, f: dict) -> list[str]:
    """The hexes the retreat may enter next, preferences applied (15.4)."""
    uid, side = f["unit"], M.side_of(f["unit"])
    cur = f["path"][-1]
    cands = [h for h in B.neighbours(cur) if h not in f["path"] and _passable(st, uid, cur, h)
             and _feasible(st, f, h)]
    cause = set(f["cause"])

    def near(h: str, hexes) -> bool:
        return any(B.distance(h, e) <= 1 for e in hexes)

    others = {h for u, h in st["pos"].items() if M.side_of(u) != side and h not in cause}
    for keep in (lambda h: not near(h, cause), lambda h: not near(h, others),
                 lambda h: B.edge_distance(h, side) < B.edge_distance(cur, side)):
        kept = [h for h in cands if keep(h)]
        if kept:
            cands = kept
    return sorted(cands)


class Retreat(SsStep):
    """15.4: the owner retreats the unit one hex at a time."""
    rule = "15.4"
    auto = True

    def run(self, game, st, f):
        from . import morale as MO
        uid, side = f["unit"], M.side_of(f["unit"])
        cur = f["path"][-1]
        if uid not in st["pos"]:
            game.flow.pop(game, st)
            return
        if len(f["path"]) > 1 and _done(st, f, cur):
            M.log(st, f"{M.uname(uid)} retreats to {cur}.", f"{M.uname(uid)} se retira a {cur}.", self.rule)
            game.flow.pop(game, st)
            return
        if B.edge_distance(cur, side) == 0:
            M.log(st, f"{M.uname(uid)} reaches its map edge before the end of its retreat.",
                  f"{M.uname(uid)} llega a su borde del mapa antes de terminar su retirada.", self.rule)
            MO.to_broken(st, uid, "1")
            game.flow.pop(game, st)
            return
        if len(f["path"]) > 1 and f.get("df") != len(f["path"]) and M.enemy_adjacent(st, cur, side):
            # 13.7: leaving a hex after the first, next to the enemy: Disengagement Fire
            from . import fire as FI
            data = {k: v for k, v in f.items() if k != "step"}
            data["df"] = len(f["path"])
            game.flow.goto(st, "retreat", **data)
            FI.begin_disengage(game, st, uid)
            return
        cands = choices(st, f)
        if not cands:
            M.log(st, f"{M.uname(uid)} cannot retreat.", f"{M.uname(uid)} no puede retirarse.", self.rule)
            MO.to_broken(st, uid, "3")
            game.flow.pop(game, st)
            return
        if len(cands) == 1:
            self.resume(game, st, f, cands[0])
            return
        game.flow.push(st, "retreat_to", who=side, unit=uid, cands=cands)

    def resume(self, game, st, f, result):
        if not isinstance(result, str):
            # another unit's retreat, pushed above this one, has ended (None), or the
            # Disengagement Fire at this unit (13.7) has (the list of units that fired)
            return
        data = {k: v for k, v in f.items() if k != "step"}
        data["path"] = f["path"] + [result]
        M.occupy(st, f["unit"], result)
        game.flow.goto(st, "retreat", **data)
        from . import movement as MV
        MV.screen(game, st, f["unit"], result)              # 18.2: an enemy retreat moves the screen too

    def prompt(self, game, st, f):
        return text("", "", self.rule)


class RetreatTo(SsStep):
    """15.4: the next hex of a retreat, among those the rules allow."""
    rule = "15.4"

    def legal(self, game, st, f):
        return [("retreat", f["unit"], h) for h in f["cands"]]

    def act(self, game, st, f, a):
        game.flow.pop(game, st, a[2])

    def prompt(self, game, st, f):
        return text(f"Retreat {M.uname(f['unit'])}: choose the next hex.",
                    f"Retirada de {M.uname(f['unit'])}: elige el siguiente hex.", self.rule)
