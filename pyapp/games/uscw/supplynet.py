"""One side's supply network on the map as the state stands (13.3-13.5):
the ``supply.Net`` the searches run on. Built once per question (a Supply
Segment builds one a side), with the rivers' naval control (naval.py).
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

from . import control, mapdata, model, movement, naval, places, situation, supply
from .board import BOARD, Board
from .oob import SOUTHERN_STATES
from .track import NEW_RAIL_LINES_TURN

_TYPE2 = ("Mississippi", "Ohio")          # 2.1.7: enemy ports and entrenchments do not block them (13.4.3)


def _kinds(h: str) -> set[str]:
    out: set[str] = set()
    for key in places.places_in(h):
        out |= places.kinds(key)
    return out


class SideNet:
    """``supply.Net`` for ``side``."""

    def __init__(self, state: dict[str, Any], side: str, board: Board = BOARD) -> None:
        self.st, self.side, self.enemy, self.board = state, side, model.other(side), board
        turn = state.get("turn", 1)
        self.mover = movement.Mover(sp=1, built=lambda a, b: turn >= NEW_RAIL_LINES_TURN or not board.new_line(a, b))

    # what the searches look at -------------------------------------------------------------------
    @cached_property
    def enemy_zoc(self) -> set[str]:
        return situation.zoc(self.st, self.enemy, self.board)

    @cached_property
    def rivers(self) -> dict[str, set[str]]:
        """Each navigable river's bank hexes."""
        out: dict[str, set[str]] = {}
        for side_id, rec in self.board.sides.items():
            if rec.get("kind") == "navigable":
                a, b = side_id.split("/")
                out.setdefault(rec.get("river", ""), set()).update((a, b))
        return out

    @cached_property
    def river_of(self) -> dict[str, set[str]]:
        out: dict[str, set[str]] = {}
        for river, banks in self.rivers.items():
            for h in banks:
                out.setdefault(h, set()).add(river)
        return out

    @cached_property
    def rail_ctl(self) -> dict[str, str]:
        """6.5: who controls each rail hex."""
        rail_hexes = {h for s in self.board.rail_sides | self.board.rail_1864 for h in s.split("/")}
        zoc = {s: situation.zoc(self.st, s, self.board) for s in model.SIDES}

        def blocked(side: str, h: str) -> bool:
            enemy = model.other(side)
            if model.sp_at(self.st, h, enemy) or self.st["forts"].get(h, {}).get("side") == enemy:
                return True
            if situation.controller(self.st, h, self.board) == enemy:
                return True
            return h in zoc[enemy] and model.side_at(self.st, h) != side

        sources = {s: [h for h in rail_hexes if situation.key_hex(h) and situation.controller(self.st, h) == s]
                   for s in model.SIDES}
        return control.rail_control(lambda h: [n for n in self.board.neighbours(h) if self.board.rail(h, n)],
                                    sources, blocked)

    @cached_property
    def naval(self) -> dict[str, str | None]:
        return naval.river_control(self.st)

    def _enemy_water(self, a: str, b: str) -> bool:
        """13.4.2, 13.5: an enemy-controlled navigable hexside."""
        return self.board.side(a, b).get("kind") == "navigable" and \
            naval.relative(self.naval, self.side, a, b) == "enemy"

    def _held_by_enemy(self, h: str) -> bool:
        return model.sp_at(self.st, h, self.enemy) > 0 or self.st["forts"].get(h, {}).get("side") == self.enemy

    def _enemy_key(self, h: str) -> bool:
        return situation.key_hex(h) and situation.controller(self.st, h, self.board) == self.enemy

    # answers kept for this position (net_of hands out one net a position)
    @cached_property
    def _states(self) -> dict[str, str]:
        return {}

    def supply_state(self, h: str) -> str:
        """13.1 for ``h``: "full", "limited" or "unsupplied" (kept)."""
        got = self._states.get(h)
        if got is None:
            got = self._states[h] = supply.state(self, h)
        return got

    def is_full(self, h: str) -> bool:
        return self.supply_state(h) == "full"

    # supply.Net ---------------------------------------------------------------------------------
    def neighbours(self, h: str) -> list[str]:
        return self.board.neighbours(h)

    @cached_property
    def _primary(self) -> set[str]:
        st, side, board = self.st, self.side, self.board
        out: set[str] = set()
        candidates = []
        for key, row in places.PLACES.items():
            h, state_code, kinds = row[1], row[4], set(row[5].split())
            if not board.grid.has_label(h) and "offmap" not in kinds:
                continue
            if side == "usa":
                if "port-ocean" in kinds and situation.controller(st, h, board) == "usa":
                    out.add(h)                                             # 13.3.1 (sea access: forts later)
                if (kinds & {"city", "capital"}) and state_code not in SOUTHERN_STATES and \
                        situation.controller(st, h, board) == "usa":
                    candidates.append(h)
            else:
                if board.grid.has_label(h) and situation.controller(st, h, board) != "csa":
                    continue
                if ("capital" in kinds and state_code in SOUTHERN_STATES) or row[6] >= 2 or "offmap" in kinds:
                    candidates.append(h)
        if side == "usa":
            for path in (p.split() for p in [*mapdata.RAIL_1861.values(), *mapdata.RAIL_1864.values()]):
                for end in (path[0], path[-1]):
                    if int(end[:2]) == places.ROWS[0]:
                        out.add(end)                                       # 13.3.1: north-edge rail exits
            targets = {h for h in (places.hex_of(k) for k, r in places.PLACES.items() if "objective" in r[5].split())
                       if situation.controller(st, h, board) == "usa"}
        else:
            targets = {r[1] for r in places.PLACES.values() if "resource" in r[5].split()
                       and board.grid.has_label(r[1]) and situation.controller(st, r[1], board) == "csa"}
        for h in candidates:
            if board.grid.has_label(h) and self._loc_reaches(h, targets - {h}):
                out.add(h)                                                 # 13.3.1-13.3.2: a LOC to another
        return out

    def _loc_reaches(self, start: str, targets: set[str]) -> bool:
        seen, todo = {start}, [start]
        while todo:
            here = todo.pop()
            for d in supply._within(self, here, supply.LOC_MP):
                if d in targets:
                    return True
                if d not in seen and self.depot(d):
                    seen.add(d)
                    todo.append(d)
        return False

    def primary(self, h: str) -> bool:
        return h in self._primary

    @cached_property
    def linked_to_source(self) -> set[str]:
        """Every hex with a path of any length to a Primary Source (13.6.1),
        found in one search back from the sources."""
        every = [self.board.grid.label(x) for x in self.board.grid.all_hexes()]
        return supply.linked(self, self._primary, every)

    def land_leg(self, a: str, b: str) -> bool:
        kind = self.board.side(a, b).get("kind", "plain")
        if kind in ("sea", "impassable", "unplayable") or not self.board.land(b) or self._enemy_water(a, b):
            return False
        return not (self._held_by_enemy(b) or b in self.enemy_zoc or self._enemy_key(b))

    def rail_step(self, a: str, b: str) -> bool:
        if not (self.board.rail(a, b) and self.mover.built(a, b)) or self._enemy_water(a, b):
            return False                                   # 13.4.3: no rail bridge under enemy control
        if self._held_by_enemy(b) or self.st["militia"].get(b) == self.enemy or b in self.enemy_zoc:
            return False
        return self.rail_ctl.get(b) != self.enemy

    def river_step(self, a: str, b: str) -> bool:
        shared = self.river_of.get(a, set()) & self.river_of.get(b, set())
        if not shared or self._enemy_water(a, b) or any(
                self.naval.get(s) == self.enemy for s in self._river_sides(b) if self.board.sides[s].get("river") in shared):
            return False                                   # 13.4.3: never under enemy naval control
        blockers = self._held_by_enemy(b) or self.st["entrench"].get(b) == self.enemy or (
            "port-river" in _kinds(b) and situation.controller(self.st, b, self.board) == self.enemy)
        return not blockers or (shared <= set(_TYPE2) and not (self.st["forts"].get(b, {}).get("side") == self.enemy))

    def _river_sides(self, h: str) -> list[str]:
        return [self.board.side_id(h, n) for n in self.board.neighbours(h)
                if self.board.side(h, n).get("kind") == "navigable"]

    def on_rail(self, h: str) -> bool:
        return any(self.board.rail(h, n) for n in self.board.neighbours(h))

    def on_river(self, h: str) -> bool:
        return h in self.river_of

    def port(self, h: str) -> bool:
        return bool(_kinds(h) & {"port-ocean", "port-river"}) and situation.controller(self.st, h, self.board) == self.side

    def loc_step(self, a: str, b: str) -> int | None:
        if not self.board.land(b) or self._held_by_enemy(b) or b in self.enemy_zoc or self._enemy_key(b) \
                or self._enemy_water(a, b):
            return None
        step = movement.step(self.board, a, b, self.mover)
        if step.mp is None:
            return None
        through_town = situation.marker_place(b) and situation.controller(self.st, b, self.board) == self.enemy
        return step.mp + (1 if through_town else 0)                       # 13.5.4

    def depot(self, h: str) -> bool:
        if model.sp_at(self.st, h, self.side) > 0:
            return True
        return situation.marker_place(h) and situation.controller(self.st, h, self.board) == self.side


_NETS: dict[Any, SideNet] = {}


def net_of(state: dict[str, Any], side: str) -> SideNet:
    """The side's network for this position, built once for it: every
    search it keeps depends only on the forces, forts, markers and states
    in the key."""
    key = (side, state.get("turn", 1),
           tuple(sorted((h, s["side"], s["sp"]) for h, s in state["stacks"].items())),
           tuple(sorted((h, f["side"], f["level"]) for h, f in state["forts"].items())),
           tuple(sorted(state["entrench"].items())), tuple(sorted(state["ctl"].items())),
           tuple(sorted(state["militia"].items())), tuple(sorted(state["border"].items())))
    net = _NETS.get(key)
    if net is None:
        if len(_NETS) > 64:
            _NETS.clear()
        net = _NETS[key] = SideNet(state, side)
    net.st = state                      # (the same forces and markers: what it keeps still holds)
    return net


def state_of(state: dict[str, Any], side: str, h: str) -> str:
    """13.1: "full", "limited" or "unsupplied" for ``side``'s units in ``h``."""
    return supply.state(SideNet(state, side), h)
