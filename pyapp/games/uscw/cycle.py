"""The Action Cycle (3.4, 4.2): four Action Phases, each an Initiative
Segment, then each player's Action Phase (its Movement and Combat Segment,
then its Supply Segment), the first player first, both with the same
points (4.1.1).

Steps: ``cycle`` (automatic; frame {"phase": 1-4, "stage"}; pops when the
fourth phase is over); ``supply_seg`` (automatic: RULES_NOTES C9);
``richmond_loss`` (the Union picks the Fully Supplied SP it loses under 4.1.4
when it did not attack as it had to).

State: ``"ap": {"n", "first", "pool": {side: points}, "richmond": due,
"richmond_met": an attack or capture that meets it}``; ``"spoints": {hex:
Surrender Points}`` (13.6).
"""

from __future__ import annotations

from typing import Any

from ...core.errors import Illegal
from ...core.flow import Frame, Step
from ...core.flowgame import log, roll
from ...core.game import Action, State, Text, text
from . import battle, forts, model, places, points, situation, supply, surrender
from .board import BOARD
from .initiative import NAME, allowance, richmond_due
from .supplynet import SideNet, net_of
from .track import TURN

ON_TO_RICHMOND_STATES = ("VA", "MD", "PA")        # 4.1.4 (not West Virginia)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def pool(state: State, side: str) -> dict[str, int]:
    return state["ap"]["pool"][side]


def spend(state: State, side: str, theatre: str, cost: int) -> None:
    state["ap"]["pool"][side] = points.pay(state["ap"]["pool"][side], theatre, cost)


def richmond_target(state: State, hex_id: str) -> bool:
    """4.1.4: a hex of Virginia (not WV), Maryland or Pennsylvania holding a
    Resource hex, CSA SPs or a CSA Fort."""
    if BOARD.state(hex_id) not in ON_TO_RICHMOND_STATES:
        return False
    resource = any("resource" in places.kinds(k) for k in places.places_in(hex_id))
    return resource or model.sp_at(state, hex_id, "csa") > 0 or state["forts"].get(hex_id, {}).get("side") == "csa"


class Cycle(Step):
    rule = "4.2"
    auto = True

    def run(self, game: Any, state: State, frame: Frame) -> None:
        model.new_phase(state)                                  # 5.1.2: all may act again
        frame["stage"] = "initiative"
        game.flow.push(state, "initiative")

    def resume(self, game: Any, state: State, frame: Frame, result: Any) -> None:
        stage = frame.get("stage")
        if stage == "initiative":
            n, first = result["n"], result["first"]
            richmond = state["ctl"].get(places.hex_of("richmond")) != "usa" and \
                situation.controller(state, places.hex_of("richmond")) == "csa"
            state["ap"] = {"n": n, "first": first, "pool": {s: allowance(n) for s in model.SIDES},
                           "richmond": richmond_due(n, richmond), "richmond_met": False}
            if state["ap"]["richmond"]:
                log(state, "On to Richmond! The Union must spend a point attacking in Virginia, Maryland or "
                           "Pennsylvania, or lose an SP.",
                    "¡Hacia Richmond! La Unión debe gastar un punto en atacar en Virginia, Maryland o "
                    "Pensilvania, o perder un PF.", "4.1.4")
            frame["order"] = [first, model.other(first)]
            frame["stage"] = "segment:0"
            state["ap"]["phase"] = frame["phase"]
            self._stand(state, first, frame["phase"], False)
            game.flow.push(state, "segment", who=first)
        elif stage and stage.startswith("segment:"):
            i = int(stage[-1])
            self._stand(state, frame["order"][i], frame["phase"], True)     # 10.2.6: the free Fort, at its end
            frame["stage"] = f"supply:{i}"
            game.flow.push(state, "supply_seg", who=frame["order"][i])
        elif stage and stage.startswith("supply:"):
            i = int(stage[-1])
            if i == 0:
                frame["stage"] = "segment:1"
                self._stand(state, frame["order"][1], frame["phase"], False)
                game.flow.push(state, "segment", who=frame["order"][1])
            elif frame["phase"] < 4:
                frame["phase"] += 1
                frame["stage"] = ""                             # the next Action Phase: run() again
            else:
                game.flow.pop(game, state, {"cycle": "done"})

    @staticmethod
    def _stand(state: State, side: str, phase: int, at_end: bool) -> None:
        """10.2.2, 10.2.6 (C11): the side's Forts due now stand; at the start
        of the Union's part, its intrinsic garrisons come back where no CSA
        SP stands (17.2.4, C15)."""
        if side == "usa" and not at_end and state.get("gone"):
            state["gone"] = [h for h in state["gone"] if model.sp_at(state, h, "csa") > 0]
        for h in forts.complete(state, side, state.get("turn", 1), phase, at_end):
            log(state, f"The Fort at {h} is complete.", f"El Fuerte de {h} está terminado.", "10.2.2")

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return text("The Action Cycle goes on.", "El Ciclo de Acción continúa.", "4.2")


def _groups(net: SideNet, hexes: list[str]) -> list[list[str]]:
    """13.6.2: isolated stacks joined by 4-MP LOCs, as groups."""
    left, out = set(hexes), []
    while left:
        seed = min(left)
        group, todo = {seed}, [seed]
        left.discard(seed)
        while todo:
            h = todo.pop()
            near = supply._within(net, h, supply.LOC_MP)
            for other in list(left):
                if other in near:
                    left.discard(other)
                    group.add(other)
                    todo.append(other)
        out.append(sorted(group))
    return out


class SupplySegment(Step):
    """4.2 B.b with RULES_NOTES C9: supply judged at once for every stack of
    the phasing side; Forage markers; Attrition; Surrender."""

    rule = "13"
    auto = True

    def run(self, game: Any, state: State, frame: Frame) -> None:
        side = frame["who"]
        net = net_of(state, side)
        season = TURN[state.get("turn", 1)].season
        judged = {h: supply.state(net, h) for h, s in sorted(state["stacks"].items())
                  if s["side"] == side and s["sp"] > 0 and BOARD.grid.has_label(h)}
        en, es = NAME[side]
        for h, got in judged.items():
            stack = model.stack(state, h)
            stack["forage"] = got == "unsupplied"              # 13.2.1
        fed = set(state.pop("fed", []))                        # C22: a Supply card spares these
        for h, got in judged.items():
            stack = model.stack(state, h)
            if stack is None or not stack["forage"] or h in fed:
                continue
            cg = model.commander(state, h)
            attack = model.form(state, cg).attack if cg else 0
            mod = supply.attrition_modifier(attack, stack["dem"], season, BOARD.terrain(h))
            die = roll(state, side)
            lost = supply.attrition_loss(stack["sp"], die, mod)
            log(state, f"{_cap(en)} forages at {h}: attrition roll {die}{mod:+d}, {lost} SP displaced.",
                f"{_cap(es)} forrajea en {h}: tirada de desgaste {die}{mod:+d}, {lost} PF desplazados.", "13.2.2")
            if lost:
                gone = model.remove_sp(state, h, lost)
                gens = model.generals_at(state, h) if model.sp_at(state, h) == 0 else []
                battle.send_to_box(state, side, BOARD.theatre(h), gone, gens)
        self._surrender(game, state, side, net, en, es)
        game.flow.pop(game, state)

    def _surrender(self, game: Any, state: State, side: str, net: SideNet, en: str, es: str) -> None:
        points_ = state.setdefault("spoints", {})
        mine = [h for h, s in state["stacks"].items() if s["side"] == side and BOARD.grid.has_label(h)]
        isolated = [h for h in mine if supply.isolated(net, h)]
        for h in mine:
            if h not in isolated:
                points_.pop(h, None)                            # 13.6.5: a LOC clears them
        for group in _groups(net, isolated):
            before = surrender.merged([(model.sp_at(state, h), points_.get(h, 0)) for h in group])
            best = max((model.form(state, g).defence for h in group for g in model.generals_at(state, h)), default=0)
            key = [h for h in group if situation.key_hex(h) and situation.controller(state, h) == side]
            fortified = any(state["forts"].get(h, {}).get("side") == side for h in key)
            mod = surrender.drm(best, bool(key), fortified)
            die = roll(state, side)
            total, gives_up = surrender.roll(before, die, mod)
            if gives_up:
                for h in group:
                    gens = model.generals_at(state, h)
                    model.remove_sp(state, h, model.sp_at(state, h))
                    state["forts"].pop(h, None)
                    battle.send_to_box(state, side, BOARD.theatre(h), 0, gens)
                    points_.pop(h, None)
                log(state, f"{_cap(en)}'s isolated force at {', '.join(group)} surrenders ({die}{mod:+d}).",
                    f"La fuerza aislada de {es} en {', '.join(group)} se rinde ({die}{mod:+d}).", "13.6.3")
            else:
                for h in group:
                    points_[h] = total
                log(state, f"{_cap(en)}'s isolated force at {', '.join(group)} holds out ({die}{mod:+d}): "
                           f"{total} Surrender Points.",
                    f"La fuerza aislada de {es} en {', '.join(group)} resiste ({die}{mod:+d}): "
                    f"{total} Puntos de Rendición.", "13.6.3")

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return text("Supply is checked.", "Se comprueba el abastecimiento.", "13")


class RichmondLoss(Step):
    """4.1.4 with RULES_NOTES C3: the Union did not attack as On to Richmond!
    demanded: it removes one Fully Supplied SP of its choice."""

    rule = "4.1.4"

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        return [("lose", h) for h in frame["choices"]]

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        if action not in self.legal(game, state, frame):
            raise Illegal("the SP lost under On to Richmond! must be a Union SP in Full Supply", rule="4.1.4",
                          es="el PF perdido por ¡Hacia Richmond! debe ser un PF de la Unión Totalmente Abastecido")
        model.remove_sp(state, action[1], 1)
        log(state, f"On to Richmond! unanswered: the Union loses an SP at {action[1]}.",
            f"¡Hacia Richmond! sin respuesta: la Unión pierde un PF en {action[1]}.", "4.1.4")
        game.flow.pop(game, state)

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return text("On to Richmond! went unanswered: choose a Union SP in Full Supply to lose.",
                    "¡Hacia Richmond! quedó sin respuesta: elige un PF de la Unión Totalmente Abastecido para perder.",
                    "4.1.4")


def richmond_choices(state: State) -> list[str]:
    net = net_of(state, "usa")
    return [h for h, s in sorted(state["stacks"].items())
            if s["side"] == "usa" and s["sp"] > 0 and BOARD.grid.has_label(h) and supply.full(net, h)]
