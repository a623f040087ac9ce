"""Moving an activated force (5.0, 7.0): the click-sized steps of one
activation, from the hex it begins in to the hex it stops in.

Frame ``activation``::

    {"who": side, "at": hex, "from": hex, "gid": general or None (the
     intrinsic 0-0-3 of 5.10), "subs": [generals with him], "sp": SPs
     carried, "mp": MPs left, "ma": the stack's MA, "moved": a step taken,
     "caution": 7.7's extra point paid, "theatre": where it began}

Actions: ("take", n) before the first step (how many of the hex's unmoved
SPs go: 7.3, 5.10); ("with", g) / ("without", g) a subordinate (7.2.2, 7.4);
("go", hex) a step (5.1-5.8); ("pick", n) / ("drop", n) SPs on the way
(7.5); ("control",) a Control marker for 1 MP (6.2.1); ("gather", hex) the
SPs of an adjacent hex called in for 1 MP (5.9); ("forced_march", card) +2
MA before the first step (18.1); ("caution_card", card) a card pays a
cautious general's engagement instead of a point (7.7); ("stop",). The force is kept in the frame while it moves and joins
the hex it stops in, its SPs and generals spent for this Action Phase
(5.1.2).

Each entry first gives the other side its reactions (engage.py: Avoid
Battle, Interception, 9.2-9.3, RULES_NOTES C5). A step into a hex then held
by enemy SPs, Militia or a Fort is an attack: the ``battle`` step
(battle.py) resolves it, and the force goes on, stops in the hex it took,
or is back where it came from (5.11, 11.6.2). Generals alone in the hex
entered go to their Displaced Box (7.6).
"""

from __future__ import annotations

from typing import Any

from ...core.errors import Illegal
from ...core.flow import Frame, Step
from ...core.flowgame import log
from ...core.game import Action, State, Text, text
from . import battle, cards, engage, hands, model, movement, naval, oob, places, points, situation
from .board import BOARD
from .track import KENTUCKY_UNION_TURN, NEW_RAIL_LINES_TURN

KENTUCKY_1861_LAST = KENTUCKY_UNION_TURN - 1       # 17.1.3: an invasion "during 1861" (turns 1-3)


def richmond_target(state: State, hex_id: str) -> bool:
    from .cycle import richmond_target as target      # (cycle imports the steps that import this module)
    return target(state, hex_id)

INTRINSIC = oob.INTRINSIC                       # 5.10: the 0-0-3 general of SPs alone
GATHER_MAX = 6                                  # 5.9: SPs one gather brings


def limit(state: State, gid: str | None) -> int:
    """SPs a force may carry (7.3, 8.1, 5.10)."""
    return model.command_limit(state, gid)


def stack_ma(state: State, gid: str | None, subs: list[str], forage: bool) -> int:
    """The MA of a moving stack (5.2, 7.5.2): its commander's, the slowest of
    its generals', 3 without a general; one less under a Forage marker (13.2.1)."""
    gens = ([gid] if gid else []) + list(subs)
    ma = min((model.form(state, g).ma for g in gens), default=INTRINSIC.ma)
    return max(ma - (1 if forage else 0), 0)


def begin(game: Any, state: State, side: str, hex_id: str, gid: str | None, theatre: str) -> None:
    """Push the activation of the force in ``hex_id`` led by ``gid`` (the AP
    is paid by the segment)."""
    stack = model.stack(state, hex_id)
    fresh = stack["fresh"] if stack else 0
    frame = game.flow.push(state, "activation", who=side, at=hex_id, gid=gid, subs=[], sp=0, mp=0, ma=0,
                           moved=False, caution=False, theatre=theatre, forage=bool(stack and stack["forage"]))
    frame["sp"] = min(fresh, limit(state, gid))
    frame["ma"] = frame["mp"] = stack_ma(state, gid, [], frame["forage"])
    frame["from"] = hex_id


def _mover(state: State, frame: Frame) -> movement.Mover:
    turn = state.get("turn", 1)
    control = naval.river_control(state)
    side = frame["who"]
    return movement.Mover(sp=frame["sp"], naval=lambda a, b: naval.relative(control, side, a, b),
                          built=lambda a, b: turn >= NEW_RAIL_LINES_TURN or not BOARD.new_line(a, b))


def _enemy_held(state: State, hex_id: str, side: str) -> bool:
    enemy = model.other(side)
    return (model.side_at(state, hex_id) == enemy or state["forts"].get(hex_id, {}).get("side") == enemy
            or state["militia"].get(hex_id) == enemy or (enemy == "usa" and situation.garrison(state, hex_id)))


def _engages(state: State, side: str, hex_id: str) -> bool:
    """7.7: the hex is in the ZOC of an enemy force that has a general."""
    return bool(situation.led_zoc(state, model.other(side), hex_id))


class Activation(Step):
    rule = "5.1"

    def who(self, game: Any, state: State, frame: Frame) -> str:
        return str(frame["who"])

    def _steps(self, state: State, frame: Frame) -> list[tuple[str, int]]:
        side, here = frame["who"], frame["at"]
        out = []
        zoc = situation.zoc(state, model.other(side), moving=here)
        for n in BOARD.neighbours(here):
            if _enemy_held(state, n, side) and frame["sp"] == 0:
                continue                                  # 7.6: a general alone attacks nobody
            step = movement.step(BOARD, here, n, _mover(state, frame))
            if step.mp is None:
                continue
            first = not frame["moved"]
            if step.mp > frame["mp"] and not (first and frame["mp"] == frame["ma"]):
                continue                                  # 5.1.1: at least one hex, never more
            if n in zoc and frame["sp"] == 0:
                continue                                  # 7.6: a general alone keeps out of enemy ZOC
            out.append((n, step.mp))
        return out

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        side, here = frame["who"], frame["at"]
        acts: list[Action] = []
        stack = model.stack(state, here)
        fresh = stack["fresh"] if stack else 0
        if not frame["moved"]:
            lo = 1 if frame["gid"] is None else 0
            acts += [("take", n) for n in range(lo, min(fresh, limit(state, frame["gid"])) + 1)
                     if n != frame["sp"]]
            if frame["gid"]:
                top = model.rank(state, frame["gid"])
                for g in model.generals_at(state, here):
                    if g == frame["gid"] or state["gens"][g]["moved"]:
                        continue
                    three = model.form(state, g).stars >= 3 and model.form(state, frame["gid"]).stars < 4
                    if g in frame["subs"]:
                        acts.append(("without", g))
                    elif model.rank(state, g) <= top and not three:        # 7.2.2, 7.4.1
                        acts.append(("with", g))
        left_alone = (not frame["moved"] and (fresh - frame["sp"]) == 0 and any(
            g != frame["gid"] and g not in frame["subs"] for g in model.generals_at(state, here)))
        for n, cost in ([] if left_alone else self._steps(state, frame)):   # 7.6: no general left without SPs
            if self._caution_due(state, frame, n) and not points.can_pay(
                    game.pool(state, side), frame["theatre"], points.CAUTIOUS_EXTRA):
                continue                                  # 7.7: no point left to engage
            acts.append(("go", n))
        if frame["moved"]:
            room = limit(state, frame["gid"]) - frame["sp"]
            extra = 1 if stack and stack["forage"] else 0  # 13.2.1: picking up from a foraging stack
            if fresh and room and frame["mp"] >= extra and frame["gid"] is not None:
                acts += [("pick", n) for n in range(1, min(fresh, room) + 1)]
            keep = 1 if frame["gid"] is not None else 0   # 7.5.3: a general keeps an SP
            acts += [("drop", n) for n in range(1, frame["sp"] - keep + 1)]
        if self._may_mark(state, frame):
            acts.append(("control",))
        acts += [("gather", h) for h in self._gatherable(state, frame)]
        if not frame["moved"] and frame["gid"] and model.form(state, frame["gid"]).cautious and not frame["caution"]:
            for h in hands.hand(state, side):                              # 7.7, 18.1: a card pays for caution
                number = hands.card(state, h)
                if number is not None and cards.usable(cards.card(side, number), "cautious_general", frame["theatre"]):
                    acts.append(("caution_card", h))
        if not frame["moved"] and frame["gid"] and not frame.get("forced") and not frame.get("dem"):
            stack = model.stack(state, here)
            if not (stack and stack["dem"] and frame["sp"]):
                for h in hands.hand(state, side):
                    number = hands.card(state, h)
                    if number is not None and cards.usable(cards.card(side, number), "forced_march", frame["theatre"]):
                        acts.append(("forced_march", h))                   # 18.1: +2 MA at the start
        acts.append(("stop",))
        return acts

    def _gatherable(self, state: State, frame: Frame) -> list[str]:
        """5.9 (A5): a 2-, 3- or 4-star general, for 1 MP, calls to his hex the
        unmoved SPs of one adjacent hex within 1 MP of it, 6 at most, as many
        as his command allows."""
        gid, here, side = frame["gid"], frame["at"], frame["who"]
        if not gid or model.form(state, gid).stars < 2 or frame["mp"] < 1 or not BOARD.grid.has_label(here):
            return []
        if frame["sp"] >= limit(state, gid):
            return []
        out = []
        for h in BOARD.neighbours(here):
            stack = model.stack(state, h)
            if stack is None or stack["side"] != side or not stack["fresh"]:
                continue
            step = movement.step(BOARD, h, here, movement.Mover(sp=1))
            if step.mp is not None and step.mp <= 1:
                out.append(h)
        return out

    def _may_mark(self, state: State, frame: Frame) -> bool:
        """6.2.1: 2+ SPs (a general's, or 2-3 alone: 5.10; never a Cavalry
        Unit, 8.3) spend 1 MP for a Control marker in a place of an enemy
        state that holds none of theirs."""
        here, side = frame["at"], frame["who"]
        if frame["sp"] < 2 or frame["mp"] < 1 or not BOARD.grid.has_label(here):
            return False
        owner = situation.state_owner(state, situation.state_code(here))
        return (situation.marker_place(here) and owner is not None and owner != side
                and state["ctl"].get(here) != side)

    def _caution_due(self, state: State, frame: Frame, target: str) -> bool:
        gid = frame["gid"]
        return bool(gid and model.form(state, gid).cautious and not frame["caution"]
                    and _engages(state, frame["who"], target))

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        if action not in self.legal(game, state, frame):
            raise self.refuse(game, state, frame, action)
        kind = action[0]
        if kind == "take":
            frame["sp"] = int(action[1])
        elif kind == "with":
            frame["subs"].append(action[1])
            frame["ma"] = frame["mp"] = stack_ma(state, frame["gid"], frame["subs"], frame["forage"])
        elif kind == "without":
            frame["subs"].remove(action[1])
            frame["ma"] = frame["mp"] = stack_ma(state, frame["gid"], frame["subs"], frame["forage"])
        elif kind == "go":
            self._go(game, state, frame, str(action[1]))
        elif kind == "pick":
            stack = model.stack(state, frame["at"])
            if stack["forage"]:
                frame["mp"] -= 1
            model.take_fresh(state, frame["at"], int(action[1]))
            frame["sp"] += int(action[1])
        elif kind == "drop":
            model.add_sp(state, frame["at"], frame["who"], int(action[1]), fresh=False)
            frame["sp"] -= int(action[1])
        elif kind == "gather":
            h = str(action[1])
            n = min(model.stack(state, h)["fresh"], GATHER_MAX, limit(state, frame["gid"]) - frame["sp"])
            frame["mp"] -= 1
            model.take_fresh(state, h, n)
            frame["sp"] += n
            top = model.rank(state, frame["gid"])
            if model.sp_at(state, h) == 0:                # the generals come with them when none is left (7.6)
                for g in model.generals_at(state, h):
                    if not state["gens"][g]["moved"] and model.rank(state, g) <= top:
                        frame["subs"].append(g)
                        state["gens"][g]["moved"] = True
                        state["gens"][g]["at"] = "moving"
            model.tidy(state, h)
            log(state, f"{n} SP gather from {h} (1 MP).", f"{n} PF se reúnen desde {h} (1 PM).", "5.9")
        elif kind == "caution_card":
            hands.use(state, action[1])
            frame["caution"] = True
            log(state, "A Special Action card pays for the cautious general's engagement.",
                "Una Carta de Acción Especial paga el combate del general cauto.", "7.7")
        elif kind == "forced_march":
            hands.use(state, action[1])
            frame["forced"] = True
            frame["ma"] += 2
            frame["mp"] += 2
            log(state, "A Special Action card forces the march: +2 MA.",
                "Una Carta de Acción Especial fuerza la marcha: +2 CM.", "18.1")
        elif kind == "control":
            frame["mp"] -= 1
            state["ctl"][frame["at"]] = frame["who"]
            if frame["who"] == "usa":
                from .endphase import burn                  # 6.4: the Union's marker burns industry
                burn(state, frame["at"])
            log(state, f"A Control marker is placed at {frame['at']} (1 MP).",
                f"Se coloca un marcador de Control en {frame['at']} (1 PM).", "6.2.1")
        else:
            self._stop(game, state, frame)

    def _go(self, game: Any, state: State, frame: Frame, target: str) -> None:
        side = frame["who"]
        if not frame["moved"]:
            if frame["sp"]:
                model.take_fresh(state, frame["at"], frame["sp"])
            for g in [frame["gid"], *frame["subs"]]:
                if g:
                    state["gens"][g]["moved"] = True
                    state["gens"][g]["at"] = "moving"
            model.tidy(state, frame["at"])
            frame["moved"] = True
        if self._caution_due(state, frame, target):
            game.spend(state, side, frame["theatre"], points.CAUTIOUS_EXTRA)
            frame["caution"] = True
            log(state, "A cautious general pays a second Action Point to engage.",
                "Un general cauto paga un segundo Punto de Acción para trabar combate.", "7.7")
        cost = dict(self._steps(state, frame))[target]
        frame["mp"] = max(frame["mp"] - cost, 0)         # paid at once, a battle or not (C5)
        ap = state.get("ap")
        if side == "usa" and ap and ap.get("richmond") and richmond_target(state, target):
            ap["richmond_met"] = True                     # 4.1.4: an attack on, or the capture of, such a hex
        if engage.begin(game, state, frame, target):      # 9.2-9.3: the other side may react first
            frame["entering"] = target
            return
        self._arrive(game, state, frame, target, False)

    def _arrive(self, game: Any, state: State, frame: Frame, target: str, failed_avoid: bool) -> None:
        """The entry, once the reactions are done: a battle where enemy SPs,
        Militia or a Fort hold the hex (11.1), else the hex is the force's."""
        side = frame["who"]
        enemy = model.other(side)
        if model.sp_at(state, target, enemy) or state["militia"].get(target) == enemy or \
                state["forts"].get(target, {}).get("side") == enemy or (
                    enemy == "usa" and frame["sp"] and situation.garrison(state, target)):
            fight = battle.fighting_sp(state, frame["at"], target, frame["sp"], side)
            game.flow.push(state, "battle", att=side, **{"def": enemy}, hex=target, sp=frame["sp"], fight=fight,
                           gid=frame["gid"], subs=list(frame["subs"]), dem=frame.get("dem", False),
                           theatre=frame["theatre"], failed_avoid=failed_avoid, **{"from": frame["at"]})
            frame["attacking"] = target
            return
        lone = [g for g in model.generals_at(state, target) if oob.GENERALS[g].side == enemy]
        if lone:                                          # 7.6: generals alone are swept to the box
            battle.send_to_box(state, enemy, BOARD.theatre(target), 0, lone)
            log(state, f"The generals alone at {target} go to the Displaced Box.",
                f"Los generales solos en {target} van a la Casilla de Desplazados.", "7.6")
        self._enter(state, frame, target)

    def resume(self, game: Any, state: State, frame: Frame, result: Any) -> None:
        entering = frame.pop("entering", None)
        if entering is not None and isinstance(result, dict):
            frame["momentum"] = result.get("momentum", [])
            if result.get("step_back"):                   # 8.2: back, and the move ends
                self._stop(game, state, frame)
                return
            self._arrive(game, state, frame, entering, bool(result.get("failed_avoid")))
            return
        target = frame.pop("attacking", None)
        if target is None or not isinstance(result, dict):
            return
        frame["sp"], frame["dem"] = result["sp"], result["dem"]
        if result["won"] and result["enter"]:
            self._enter(state, frame, target)
            if not result["go_on"] or frame["sp"] == 0 or frame["mp"] == 0:
                self._stop(game, state, frame)           # 5.11: no further move
            return
        if frame["sp"] == 0:                              # 11.2.4: a defeated force's generals
            gens = [g for g in [frame["gid"], *frame["subs"]] if g]
            battle.send_to_box(state, frame["who"], BOARD.theatre(frame["at"]), 0, gens)
            frame["gid"], frame["subs"] = None, []
        self._stop(game, state, frame)                    # 11.6.2: back where it came from, and stays

    def _enter(self, state: State, frame: Frame, target: str) -> None:
        side = frame["who"]
        frame["at"] = target
        if side == "usa" and target in state.get("gone", []):
            state["gone"].remove(target)                  # 17.2.4, C15: the garrison is back with the Union
        if state["ctl"].get(target) == model.other(side):
            del state["ctl"][target]                      # 6.2.2: removed in passing, at 0 MP
            log(state, f"An enemy Control marker is removed at {target}.",
                f"Se retira un marcador de Control enemigo en {target}.", "6.2.2")
        if BOARD.grid.has_label(target) and situation.state_code(target) == "KY" and \
                state["border"].get("KY") == "neutral" and state.get("turn", 1) <= KENTUCKY_1861_LAST:
            state["border"]["KY"] = model.other(side)     # 17.1.3: the invaded Kentucky joins the other side
            log(state, f"Kentucky is invaded and joins {'the Union' if side == 'csa' else 'the Confederacy'}.",
                f"Kentucky es invadido y se une a {'la Unión' if side == 'csa' else 'la Confederación'}.", "17.1.3")
        if side == "csa" and frame["sp"] and target == places.hex_of("washington") and not state.get("panic"):
            state["panic"] = True                         # 19.3.2: National Panic, 3 VP, once, kept
            log(state, "National Panic: Confederate troops stand in Washington (3 VP).",
                "Pánico Nacional: tropas confederadas en Washington (3 PV).", "19.3.2")

    def _stop(self, game: Any, state: State, frame: Frame) -> None:
        here, side = frame["at"], frame["who"]
        if frame["moved"]:
            model.add_sp(state, here, side, frame["sp"], fresh=False)
            for g in [frame["gid"], *frame["subs"]]:
                if g:
                    model.place_general(state, g, here)
            stack = model.stack(state, here)
            if stack is not None and frame.get("dem"):
                stack["dem"] = True                       # C7: the hex's SPs share it
        log(state, f"The force stops at {here}.", f"La fuerza se detiene en {here}.", "5.1")
        game.flow.pop(game, state, {"at": here})

    def refuse(self, game: Any, state: State, frame: Frame, action: Action) -> Illegal:
        return Illegal("that is not a move this force can make now", rule="5.1",
                       es="esa no es una jugada que esta fuerza pueda hacer ahora")

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return text(f"Move the force ({frame['sp']} SP, {frame['mp']} MP left), or stop it.",
                    f"Mueve la fuerza ({frame['sp']} PF, le quedan {frame['mp']} PM), o detenla.", "5.1")
