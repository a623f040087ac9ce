"""The End Phase (3.5, 19; RULES_NOTES C13): the Control Segment (19.1:
markers where a side's SPs hold enemy places, CSA markers in the North cut
off, Border states that change sides, 17.1.4-17.1.5), the End-of-Turn Rally
(19.2), and the Victory Check (19.3, S1-S4: Invasion of the North and
Fleeting Glory, the automatic victory against the turn's reference, the
1864 election, a scenario's end).

Not yet: the Mississippi award (19.3.1, A23), which needs the naval rules'
control of the river; the naval segments (advanced game).

Step ``end_phase`` (automatic). VPs are kept in halves (start.py).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ...core.flow import Frame, Step
from ...core.flowgame import log
from ...core.game import State, Text, text
from . import model, places, situation, supply, victory
from .board import BOARD
from .situation import NORTH
from .oob import BORDER_STATES
from .supplynet import net_of
from .track import reference



def _places(kind: str) -> list[tuple[str, str, int]]:
    """(key, hex, printed CP) of every on-map place of ``kind``."""
    return [(k, r[1], r[6]) for k, r in places.PLACES.items()
            if kind in r[5].split() and BOARD.grid.has_label(r[1])]


def union_resource_vp(state: State) -> int:
    """19.3.1 (C12): one VP per CP of CSA Resource hexes the Union controls,
    and the destroyed part of those it burned and lost again."""
    total = 0
    for _key, h, cp in _places("resource"):
        burned = state.get("burned", {}).get(h, 0)
        if situation.controller(state, h) == "usa":
            total += cp
        else:
            total += burned
    return total


def csa_resource_cp(state: State) -> int:
    """14.3.2: the printed CPs of the Resource hexes the CSA controls (a
    burned hex counts 1)."""
    return sum((1 if state.get("burned", {}).get(h) else cp) for _k, h, cp in _places("resource")
               if situation.controller(state, h) == "csa")


def closed_blockade_points(state: State) -> int:
    """S1.2-S3.2: the blockade DRM points of ports the Union has closed (it
    holds the port, or the Coastal Fort guarding it, 14.4.2)."""
    out = 0
    for key, (_zone, drm, _src) in places.BLOCKADE.items():
        space = places.PLACES[key][1] if key in places.PLACES else None
        forts = [f"cf.{k}" for k, f in places.COASTAL_FORTS.items() if f.get("port") == key]
        if space and (situation.controller(state, space) == "usa"
                      or any(model.side_at(state, f) == "usa" or state["ctl"].get(f) == "usa" for f in forts)):
            out += drm
    return out


def place_markers(state: State) -> list[str]:
    """19.1.1: each side's marker on every Port, Town, City and Objective or
    Resource hex of an enemy state that holds its SPs and not its marker;
    the Union burns a Resource hex of 2 CPs or more as it marks it (6.4)."""
    placed = []
    for h, stack in sorted(state["stacks"].items()):
        if stack["sp"] <= 0 or not BOARD.grid.has_label(h) or not situation.marker_place(h):
            continue
        side = stack["side"]
        owner = situation.state_owner(state, situation.state_code(h))
        if owner is None or owner == side or state["ctl"].get(h) == side:
            continue
        state["ctl"][h] = side
        placed.append(h)
        if side == "usa":
            burn(state, h)
    return placed


def burn(state: State, h: str) -> None:
    """6.4: a Union Control marker on a Resource hex of 2 CPs or more
    destroys its industry (6.4.2: the CSA would count it 1 again)."""
    cp = max((places.PLACES[k][6] for k in places.places_in(h)), default=0)
    if cp >= 2 and not state.setdefault("burned", {}).get(h):
        state["burned"][h] = cp - 1


def cut_off_markers(state: State) -> list[str]:
    """19.1.2: CSA markers in Northern states with no LOC to a CSA SP go."""
    net = net_of(state, "csa")
    sp_hexes = {h for h, s in state["stacks"].items() if s["side"] == "csa" and s["sp"] > 0}
    gone = []
    for h, side in sorted(state["ctl"].items()):
        if side == "csa" and BOARD.grid.has_label(h) and situation.state_code(h) in NORTH:
            if h not in sp_hexes and not net._loc_reaches(h, sp_hexes):
                del state["ctl"][h]
                gone.append(h)
    return gone


def border_changes(state: State) -> list[tuple[str, str]]:
    """17.1.4-17.1.5 (B1): a Border state whose every Objective and Resource
    hex one side controls joins it; every marker there goes, and the other
    side marks the Towns and Ports where it has SPs."""
    out = []
    for code in BORDER_STATES:
        keys = [r[1] for r in places.PLACES.values() if r[4] == code and BOARD.grid.has_label(r[1])
                and ({"objective", "resource"} & set(r[5].split()))]
        if not keys:
            continue
        holders = {situation.controller(state, h) for h in keys}
        if len(holders) != 1 or None in holders:
            continue
        side = holders.pop()
        if state["border"].get(code) == side:
            continue
        state["border"][code] = side
        for h in [h for h in state["ctl"] if BOARD.grid.has_label(h) and situation.state_code(h) == code]:
            del state["ctl"][h]
        enemy = model.other(side)
        for h, stack in state["stacks"].items():
            if stack["side"] == enemy and stack["sp"] and BOARD.grid.has_label(h) and \
                    situation.state_code(h) == code and situation.marker_place(h):
                state["ctl"][h] = enemy
        out.append((code, side))
    return out


def rally(state: State) -> list[str]:
    """19.2: every Demoralized stack with a LOC to a supply source rallies."""
    nets = {s: net_of(state, s) for s in model.SIDES}
    out = []
    for h, stack in sorted(state["stacks"].items()):
        if stack["dem"] and BOARD.grid.has_label(h) and nets[stack["side"]].supply_state(h) != "unsupplied":
            stack["dem"] = False
            out.append(h)
    return out


def vps(state: State) -> tuple[Fraction, Fraction]:
    """(Union VP, CSA VP) as 19.3 counts them now: the Union's resource VPs;
    the CSA's scenario VPs, its Invasion of the North VPs and National Panic's 3."""
    union = Fraction(union_resource_vp(state))
    csa = Fraction(state["vp"]["csa"], 2) + state.get("invasion", 0) + (victory.PANIC_VP if state.get("panic") else 0)
    return union, csa


class EndPhase(Step):
    rule = "19"
    auto = True

    def run(self, game: Any, state: State, frame: Frame) -> None:
        placed = place_markers(state)
        if placed:
            log(state, f"Control markers placed: {', '.join(placed)}.",
                f"Marcadores de Control colocados: {', '.join(placed)}.", "19.1.1")
        gone = cut_off_markers(state)
        if gone:
            log(state, f"Confederate markers cut off in the North removed: {', '.join(gone)}.",
                f"Se retiran marcadores confederados aislados en el Norte: {', '.join(gone)}.", "19.1.2")
        for code, side in border_changes(state):
            log(state, f"{code} joins {'the Union' if side == 'usa' else 'the Confederacy'}.",
                f"{code} se une a {'la Unión' if side == 'usa' else 'la Confederación'}.", "17.1.4")
        rallied = rally(state)
        if rallied:
            log(state, f"Demoralized stacks rally: {', '.join(rallied)}.",
                f"Se reagrupan apilamientos desmoralizados: {', '.join(rallied)}.", "19.2")
        self._victory(game, state, frame)

    def _victory(self, game: Any, state: State, frame: Frame) -> None:
        turn = state["turn"]
        northern = [h for _k, h, _cp in _places("objective") if situation.state_code(h) in NORTH
                    and situation.controller(state, h) == "csa"]
        markers_north = any(s == "csa" and BOARD.grid.has_label(h) and situation.state_code(h) in NORTH
                            for h, s in state["ctl"].items())
        state["invasion"] = victory.invasion(state.get("invasion", 0), len(northern), markers_north)
        union, csa = vps(state)
        ref = reference(turn)
        log(state, f"Victory Check, turn {turn}: Union {union} VP, Confederacy {csa} VP; reference {ref}.",
            f"Comprobación de Victoria, turno {turn}: Unión {union} PV, Confederación {csa} PV; referencia {ref}.",
            "19.3")
        verdict = None
        if state["sc"] == "campaign" and turn == victory.ELECTION_TURN:
            verdict = victory.election(union, csa, ref)
        verdict = verdict or victory.automatic(union, csa, ref)
        if verdict is None and turn == state["last"]:
            if state["sc"] in victory.THRESHOLD:
                border = sum(1 for r in places.PLACES.values() if r[4] in BORDER_STATES
                             and "objective" in r[5].split() and BOARD.grid.has_label(r[1])
                             and situation.controller(state, r[1]) == "csa")
                verdict = victory.short_scenario_end(state["sc"], union, csa, closed_blockade_points(state), border)
            else:
                verdict = victory.campaign_end(union)
        if verdict is not None:
            who = "The Union" if verdict.winner == "usa" else "The Confederacy"
            quien = "La Unión" if verdict.winner == "usa" else "La Confederación"
            state["res"] = [verdict.winner, f"{who} wins ({verdict.rule}).", f"{quien} gana ({verdict.rule}).",
                            verdict.rule]
        game.flow.pop(game, state, {"over": verdict is not None})

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return text("The End Phase.", "La Fase Final.", "19")
