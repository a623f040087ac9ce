"""The non-phasing side's reactions to one entry (9.0; RULES_NOTES C5):
Avoid Battle by the force in the hex entered, Interception by the forces
with a general whose zone covers it, all declared at once, then resolved:
the Avoid Battle roll and its destination, the interception rolls in the
order declared, a cavalry force's step back (8.2); then the battle, or the
entry.

Steps: ``react`` (the non-phasing side declares: ("avoid",), ("intercept",
hex) for each stack it sends, ("resolve",)); ``avoid_to`` (where the
avoiding stack goes, among the hexes its roll reached); ``step_back`` (the
phasing side, after a successful interception, when its force is or holds
cavalry: ("step_back",) or ("press_on",)).

Not offered yet: 22.6's Maneuver (optional) and the automatic reactions of
a Coastal Fort and its Port (10.3.2), whose spaces the map does not join
yet.
"""

from __future__ import annotations

from typing import Any

from ...core.errors import Illegal
from ...core.flow import Frame, Step
from ...core.flowgame import log, reveal, roll
from ...core.game import Action, State, Text, text
from . import model, naval, reaction, situation
from .board import BOARD

NAME = {"usa": ("the Union", "la Unión"), "csa": ("the Confederacy", "la Confederación")}


def _cavalry(state: State, gens: list[str]) -> bool:
    return any(model.form(state, g).cavalry for g in gens)


def _crossing(frm: str, to: str, state: State | None = None, side: str | None = None) -> int | None:
    """9.4's hexside modifier (None: no reaction across it), with the naval
    control of a navigable hexside as ``side`` sees it (9.2, 11.5)."""
    control = "none"
    if state is not None and side is not None and BOARD.side(frm, to).get("kind") == "navigable":
        control = naval.relative(naval.river_control(state), side, frm, to)
    return reaction.crossing_drm(BOARD.side(frm, to), control)


def can_avoid(state: State, side: str, target: str) -> bool:
    """9.3, 5.10, 7.6: the force in ``target`` may try to avoid: it has a
    real general (a stack of SPs alone may not; generals alone may)."""
    return model.side_at(state, target) == side and bool(model.generals_at(state, target))


def interceptors(state: State, side: str, target: str) -> list[str]:
    """9.2: the hexes of ``side``'s forces with a general whose zone covers
    ``target`` and that may cross into it; generals alone only to join
    their own SPs there (7.6)."""
    out = []
    friends_there = model.sp_at(state, target, side) > 0
    for h in situation.led_zoc(state, side, target):
        if h == target or _crossing(h, target, state, side) is None:
            continue
        if model.sp_at(state, h, side) == 0 and not friends_there:
            continue
        out.append(h)
    return out


def possible(state: State, mover: str, target: str) -> bool:
    enemy = model.other(mover)
    return can_avoid(state, enemy, target) or bool(interceptors(state, enemy, target))


def modifier(state: State, hex_id: str, crossing: int, momentum: bool) -> int:
    """9.4 for the stack in ``hex_id``: its commander's Defence, cavalry,
    momentum, the hexside crossed; at most +4."""
    gens = model.generals_at(state, hex_id)
    cg = model.commander(state, hex_id)
    defence = model.form(state, cg).defence if cg else 0
    return reaction.drm(defence, cavalry=_cavalry(state, gens), momentum=momentum, crossing=crossing)


def avoid_hexes(state: State, side: str, target: str, came_from: str) -> list[tuple[str, int]]:
    """9.3: (hex, its crossing modifier) where the force in ``target`` may
    avoid to, judged with the active enemy force in ``came_from``."""
    enemy = model.other(side)
    sp = model.sp_at(state, target, side)
    active_zoc = situation.zone_from(state, enemy, came_from)
    out = []
    for n in BOARD.neighbours(target):
        crossing = _crossing(target, n)
        if n == came_from or not BOARD.land(n) or BOARD.terrain(n) == "unplayable":
            continue
        there = model.sp_at(state, n, enemy) if model.side_at(state, n) == enemy or \
            state["militia"].get(n) == enemy else None
        strong = max((model.sp_at(state, m, enemy) for m in BOARD.neighbours(n)
                      if m != came_from and situation.projects_from(state, m) == enemy
                      and situation.projects_into(state, m, n)), default=None)
        if reaction.may_avoid_into(crossing is not None, situation.key_hex(n) and situation.controller(
                state, n) == enemy, n in active_zoc, there, sp, strong, has_general=True):
            out.append((n, crossing or 0))
    return out


def _move_stack(state: State, frm: str, to: str, sp: int | None = None, gens: list[str] | None = None) -> None:
    side = model.side_at(state, frm)
    stack = model.stack(state, frm)
    dem = bool(stack and stack["dem"])
    gens = model.generals_at(state, frm) if gens is None else gens
    moved = model.remove_sp(state, frm, model.sp_at(state, frm) if sp is None else sp)
    model.add_sp(state, to, side, moved, fresh=False)
    for g in gens:
        model.place_general(state, g, to)
    if dem and model.stack(state, to) is not None:
        model.stack(state, to)["dem"] = True                   # C7


class React(Step):
    rule = "9.2"

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        acts: list[Action] = []
        if frame["can_avoid"] and not frame["avoid"]:
            acts.append(("avoid",))
        acts += [("intercept", h) for h in frame["can_intercept"] if h not in frame["intercept"]]
        acts.append(("resolve",))
        return acts

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        if action not in self.legal(game, state, frame):
            raise Illegal("reactions are declared once each, then resolved together", rule="9.2.2",
                          es="las reacciones se declaran una vez cada una y luego se resuelven juntas")
        if action[0] == "avoid":
            frame["avoid"] = True
        elif action[0] == "intercept":
            frame["intercept"].append(action[1])
        else:
            frame["resolving"] = True
            self._avoid(game, state, frame)

    def _avoid(self, game: Any, state: State, frame: Frame) -> None:
        side, target = frame["who"], frame["target"]
        if frame["avoid"]:
            frame["avoid"] = False
            base = modifier(state, target, 0, target in frame["momentum"])
            dice = roll(state, side) + roll(state, side)
            reached = [n for n, c in avoid_hexes(state, side, target, frame["from"])
                       if reaction.succeeds(dice, min(reaction.DRM_CAP, base + c))]
            en, es = NAME[side]
            if reached:
                log(state, f"{en[0].upper() + en[1:]} tries to avoid battle: {dice}{base:+d}, it gets away.",
                    f"{es[0].upper() + es[1:]} intenta evitar la batalla: {dice}{base:+d}, se escapa.", "9.3")
                game.flow.push(state, "avoid_to", who=side, hex=target, choices=reached)
                return
            frame["failed_avoid"] = True
            log(state, f"{en[0].upper() + en[1:]} tries to avoid battle: {dice}{base:+d}, it is caught and fights "
                       "without its fortification or terrain.",
                f"{es[0].upper() + es[1:]} intenta evitar la batalla: {dice}{base:+d}, queda atrapada y lucha sin "
                "fortificación ni terreno.", "9.3.3")
        self._intercept(game, state, frame)

    def resume(self, game: Any, state: State, frame: Frame, result: Any) -> None:
        if isinstance(result, dict) and "avoided_to" in result:
            frame["momentum"].append(result["avoided_to"])
        if frame.get("resolving"):
            self._intercept(game, state, frame)

    def _intercept(self, game: Any, state: State, frame: Frame) -> None:
        side, target = frame["who"], frame["target"]
        success = frame.setdefault("success", False)
        while frame["intercept"]:
            h = frame["intercept"].pop(0)
            if model.side_at(state, h) != side:
                continue
            if model.sp_at(state, h, side) == 0 and model.sp_at(state, target, side) == 0:
                continue                                       # 7.6: generals alone only join their SPs
            drm = modifier(state, h, _crossing(h, target) or 0, h in frame["momentum"])
            dice = roll(state, side) + roll(state, side)
            en, es = NAME[side]
            if not reaction.succeeds(dice, drm):
                log(state, f"{en[0].upper() + en[1:]} tries to intercept from {h}: {dice}{drm:+d}, it fails.",
                    f"{es[0].upper() + es[1:]} intenta interceptar desde {h}: {dice}{drm:+d}, falla.", "9.2")
                continue
            cg = model.commander(state, h)
            gens = model.generals_at(state, h)
            sp = min(model.sp_at(state, h, side), model.command_limit(state, cg))
            left = model.sp_at(state, h, side) - sp
            staying = [g for g in gens if g != cg] if left > 0 else []     # 9.2.3: those left keep the SPs
            _move_stack(state, h, target, sp, [g for g in gens if g not in staying])
            success = frame["success"] = True
            log(state, f"{en[0].upper() + en[1:]} intercepts from {h} into {target}: {dice}{drm:+d}.",
                f"{es[0].upper() + es[1:]} intercepta desde {h} hacia {target}: {dice}{drm:+d}.", "9.2")
        reveal(state)
        mover = model.other(side)
        if success and frame["mover_cavalry"]:
            game.flow.goto(state, "step_back", who=mover, target=target, failed_avoid=frame.get("failed_avoid", False),
                           momentum=frame["momentum"])
            return
        game.flow.pop(game, state, {"failed_avoid": frame.get("failed_avoid", False), "step_back": False,
                                    "momentum": frame["momentum"]})

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return text(f"The enemy enters {frame['target']}: declare your reactions (avoid battle, intercept), "
                    "then resolve them.",
                    f"El enemigo entra en {frame['target']}: declara tus reacciones (evitar la batalla, "
                    "interceptar) y luego resuélvelas.", "9.2.2")


class AvoidTo(Step):
    rule = "9.3"

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        return [("to", n) for n in frame["choices"]]

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        if action not in self.legal(game, state, frame):
            raise Illegal("the avoiding stack goes to a hex its roll reached, under 9.3's restrictions", rule="9.3",
                          es="el apilamiento que evita va a un hex que alcanzó su tirada, con las restricciones de 9.3")
        _move_stack(state, frame["hex"], action[1])                 # 9.3: the whole stack
        log(state, f"The stack avoids battle into {action[1]}.", f"El apilamiento evita la batalla hacia {action[1]}.",
            "9.3")
        game.flow.pop(game, state, {"avoided_to": action[1]})

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return text("Your stack got away: choose where it goes.", "Tu apilamiento se escapó: elige adónde va.", "9.3")


class StepBack(Step):
    """8.2: a force that is or holds cavalry, intercepted, may step back to
    the hex it came from and end its move."""

    rule = "8.2"

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        return [("step_back",), ("press_on",)]

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        if action not in self.legal(game, state, frame):
            raise Illegal("step back or press on", rule="8.2", es="retrocede o sigue adelante")
        game.flow.pop(game, state, {"failed_avoid": frame["failed_avoid"], "step_back": action[0] == "step_back",
                                    "momentum": frame["momentum"]})

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return text("You were intercepted: your cavalry may step back and end its move, or press on into battle.",
                    "Te interceptaron: tu caballería puede retroceder y terminar su movimiento, o seguir a la batalla.",
                    "8.2")


def begin(game: Any, state: State, mover_frame: Frame, target: str) -> bool:
    """Push the reactions to ``mover_frame``'s entry into ``target``; False
    when the enemy has none to make."""
    mover = mover_frame["who"]
    enemy = model.other(mover)
    avoid = can_avoid(state, enemy, target)
    inter = interceptors(state, enemy, target)
    if not avoid and not inter:
        return False
    gens = [g for g in [mover_frame["gid"], *mover_frame["subs"]] if g]
    cavalry = _cavalry(state, gens) if gens else False
    game.flow.push(state, "react", who=enemy, target=target, **{"from": mover_frame["at"]}, can_avoid=avoid,
                   can_intercept=inter, avoid=False, intercept=[], momentum=list(mover_frame.get("momentum", [])),
                   mover_cavalry=cavalry)
    return True
