"""The Strategic Movement Phase (3.2, 15): SPs moved far along rail lines,
navigable rivers and roads, the Union first, each means within its side's
limit (strategic.py), a move that changes means counting against each leg
(15.1, RULES_NOTES C24).

Step ``strategic`` (a side's decision): ("pick", hex) an SP of that stack;
then ("to", hex, legs...) a destination and the means it takes, among those
the search finds within the limits left; ("done",).

The searches (15.2-15.5): by rail, along contiguous rail hexes free of enemy
SPs and zones, every Town on the way friendly (and, for the Union, the
north-edge exits joined to one another); by river, along a navigable river
with no enemy naval control, landing where no enemy SP or zone is; by road,
anywhere in the same theatre with a LOC from start to end. A move may join
rail and river legs at a friendly port. Not yet: ocean moves (15.4), which
need the sea lanes and the forts that close them (the naval rules).
"""

from __future__ import annotations

from collections import deque
from typing import Any

from ...core.errors import Illegal
from ...core.flow import Frame, Step
from ...core.flowgame import log
from ...core.game import Action, State, Text, text
from . import model, places, situation, strategic, supply
from .board import BOARD
from .supplynet import SideNet, net_of

MAX_LEGS = 3                       # rail, river, rail: longer chains are not searched


def _edge_exits(net: SideNet) -> set[str]:
    from . import mapdata
    out = set()
    for path in (p.split() for p in [*mapdata.RAIL_1861.values(), *mapdata.RAIL_1864.values()]):
        for end in (path[0], path[-1]):
            if int(end[:2]) == places.ROWS[0]:
                out.add(end)
    return out


def _rail_ok(net: SideNet, h: str) -> bool:
    """15.2: a hex a strategic rail move may pass: no enemy SPs, no enemy
    zone, a Town on it friendly."""
    st = net.st
    if model.sp_at(st, h, net.enemy) or h in net.enemy_zoc:
        return False
    return not (situation.marker_place(h) and situation.controller(st, h) == net.enemy)


def destinations(state: State, side: str, start: str, used: dict[str, int]) -> dict[str, tuple[str, ...]]:
    """Every hex one SP of ``side`` in ``start`` may reach strategically with
    the limits ``used`` leaves, and the legs it takes (fewest legs first)."""
    net = net_of(state, side)
    exits = _edge_exits(net) if side == "usa" else set()
    best: dict[str, tuple[str, ...]] = {}
    todo = deque([(start, None, ())])
    seen = {(start, None, ())}
    while todo:
        here, mode, legs = todo.popleft()
        if legs and here != start and here not in best and strategic.room(side, used, legs)[0]:
            best[here] = legs
        for nxt_mode in ("rail", "river"):
            new_legs = legs if mode == nxt_mode else legs + (nxt_mode,)
            if len(new_legs) > MAX_LEGS or (mode and mode != nxt_mode and not net.port(here)):
                continue                                      # 13.4.4 / C24: change means at a friendly port
            if not strategic.room(side, used, new_legs)[0]:
                continue
            if nxt_mode == "rail":
                steps = [n for n in net.neighbours(here) if net.board.rail(here, n) and net.mover.built(here, n)
                         and _rail_ok(net, n)]
                if side == "usa" and here in exits:
                    steps += [e for e in exits if e != here and _rail_ok(net, e)]   # 15.2: joined exits
            else:
                steps = [n for n in net.neighbours(here) if net.river_step(here, n)]
            for n in steps:
                key = (n, nxt_mode, new_legs)
                if key not in seen:
                    seen.add(key)
                    todo.append(key)
    # 15.5: one SP a theatre by road, with a LOC from start to end
    theatre = BOARD.theatre(start)
    if strategic.room(side, used, ("road",), theatre)[0]:
        for h in loc_area(net, start):
            if h != start and h not in best and BOARD.theatre(h) == theatre:
                best[h] = ("road",)
    return {h: legs for h, legs in best.items() if _may_end(state, side, h, net)}


def loc_area(net: SideNet, start: str) -> set[str]:
    """Every hex joined to ``start`` by a LOC (13.5): 4 MP from it, or from a
    friendly depot so joined, leg after leg."""
    area: set[str] = set()
    seen, todo = {start}, deque([start])
    while todo:
        here = todo.popleft()
        for h in supply._within(net, here, supply.LOC_MP):
            area.add(h)
            if h not in seen and net.depot(h):
                seen.add(h)
                todo.append(h)
    return area


def _may_end(state: State, side: str, h: str, net: SideNet) -> bool:
    """15.3, 15.6: a friendly Objective or Resource hex, a hex with a friendly
    general, or a friendly Fort, Port or Town; no enemy SPs or zone there."""
    if model.sp_at(state, h, net.enemy) or h in net.enemy_zoc:
        return False
    key = situation.key_hex(h) and situation.controller(state, h) == side
    general = any(model.oob.GENERALS[g].side == side for g in model.generals_at(state, h))
    place = (situation.marker_place(h) or state["forts"].get(h, {}).get("side") == side) and \
        situation.controller(state, h) == side
    return strategic.may_end(key, general, place)


def movable(state: State, side: str) -> list[str]:
    """The stacks an SP may leave (15.6: never a stack's last SP under a general)."""
    return [h for h, s in sorted(state["stacks"].items())
            if s["side"] == side and s["sp"] > 0 and BOARD.grid.has_label(h)
            and strategic.may_leave(s["sp"], len(model.generals_at(state, h)))]


class StrategicMove(Step):
    rule = "15"

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        side = frame["who"]
        if frame.get("from") is None:
            return [("pick", h) for h in movable(state, side)] + [("done",)]
        dests = destinations(state, side, frame["from"], frame["used"])
        return [("to", h, *legs) for h, legs in sorted(dests.items())] + [("back",)]

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        if action not in self.legal(game, state, frame):
            raise Illegal("a strategic move goes by rail, river or road within the side's limits, to a friendly "
                          "place, and never takes a general's last SP", rule="15",
                          es="un movimiento estratégico va por ferrocarril, río o camino dentro de los límites del "
                             "bando, a un lugar amigo, y nunca se lleva el último PF de un general")
        side = frame["who"]
        if action[0] == "done":
            game.flow.pop(game, state)
        elif action[0] == "pick":
            frame["from"] = action[1]
        elif action[0] == "back":
            frame["from"] = None
        else:
            to, legs = action[1], tuple(action[2:])
            stack = model.stack(state, frame["from"])
            dem = bool(stack and stack["dem"])
            model.remove_sp(state, frame["from"], 1)
            model.add_sp(state, to, side, 1)
            if dem:
                model.stack(state, to)["dem"] = True       # C7
            frame["used"] = strategic.charge(frame["used"], legs, BOARD.theatre(frame["from"]))
            log(state, f"An SP moves by {' and '.join(legs)} from {frame['from']} to {to}.",
                f"Un PF se mueve por {' y '.join(legs)} de {frame['from']} a {to}.", "15.1")
            frame["from"] = None

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        if frame.get("from") is None:
            return text("Strategic Movement: pick a stack to move an SP from, or be done.",
                        "Movimiento Estratégico: elige un apilamiento del que mover un PF, o termina.", "15")
        return text("Choose where the SP goes, and by which means.", "Elige adónde va el PF, y por qué medio.", "15")
