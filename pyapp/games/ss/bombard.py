"""Stonewall's Sword: the preliminary bombardments of The Valley of
Vengeance (22.1 special rules 2 and 3), before the first turn.

Union first: 1d6 for each of Garnett, Taliaferro and Early and one for the
Confederate artillery as a group; the Union player flips that many units of
the brigade or group to Depleted (1: none, 2-5: one, 6: two). Then the
Confederate player rolls once for his artillery: 1-2 one, 3-4 two, 5-6 three
Union batteries flipped, his choice.
"""

from __future__ import annotations

from ...core.game import text
from . import data as D
from . import model as M
from .steps import SsStep


def targets_of(st: dict, target: list) -> list[str]:
    """The Fresh units on the map of a brigade, or of a side's artillery."""
    what, name = target
    if what == "brigade":
        us = M.brigade_units(name)
    else:
        us = [u for u in D.UNITS if D.UNITS[u]["side"] == name and D.UNITS[u]["kind"] == "art"]
    return sorted(u for u in us if u in st["pos"] and not M.is_depleted(st, u))


def begin(game, st: dict) -> None:
    special = D.SCENARIOS[st["sc"]]["special"]
    if "rebel_bombardment" in special:
        game.flow.push(st, "bombard", who=M.CSA, key="rebel_bombardment", i=0, left=0)
    if "union_bombardment" in special:
        game.flow.push(st, "bombard", who=M.USA, key="union_bombardment", i=0, left=0)


class Bombard(SsStep):
    """22.1 rules 2-3: roll for the next target, then flip its units."""
    rule = "22.1"
    auto = True

    def run(self, game, st, f):
        spec = D.SCENARIOS[st["sc"]]["special"][f["key"]]
        side = f["who"]
        targets = spec["targets"]
        if f["left"] > 0:
            cands = targets_of(st, targets[f["i"] - 1])
            if cands:
                game.flow.goto(st, "bombard", who=side, key=f["key"], i=f["i"], left=f["left"] - 1)
                game.flow.push(st, "flip", who=side, cands=cands, rule="22.1")
                return
        if f["i"] >= len(targets):
            game.flow.pop(game, st)
            return
        target = targets[f["i"]]
        r = M.roll(st, side)
        n = spec["flips"][r]
        what = M.bname(target[1]) if target[0] == "brigade" else f"the {M.SIDE_EN[target[1]]} artillery"
        what_es = (f"la {M.bname(target[1], 'es')}" if target[0] == "brigade"
                   else f"la artillería de {M.SIDE_ES[target[1]]}")
        M.log(st, f"Preliminary bombardment on {what}: roll {r}, {n} unit(s) flipped.",
              f"Bombardeo preliminar sobre {what_es}: tirada {r}, {n} unidad(es) giradas.", "22.1")
        game.flow.goto(st, "bombard", who=side, key=f["key"], i=f["i"] + 1, left=n)

    def prompt(self, game, st, f):
        return text("", "", self.rule)
