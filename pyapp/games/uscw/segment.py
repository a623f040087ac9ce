"""The phasing player's Movement and Combat Segment (4.2 B.a, 4.3): spend
the Action Points of this Action Phase on actions, one after another,
until none is left or the player ends the segment.

Frame ``segment``: {"who": side}. The points are the game's
(``game.pool(state, side)``, ``game.spend(...)``): the Initiative Segment
gave both sides the same allowance (4.1.1, 4.1.3).

Actions offered (4.3): ("move", hex, general) activates a general there,
("move", hex) up to 3 SPs with no general (5.10), 1 AP of the theatre the
force begins in (4.1.3); ("entrench", hex) 1 AP (10.1.2); ("rally", hex) 1
AP (12.5.2); ("transfer",) two generals for 1 AP (7.8); ("train",) a point
into Training (17.3); ("disperse",) 0 AP (14.6); ("militia",) the
Militia repositioned, once a phase (17.2.3, C15); ("play_card", card) a
Special Action card as one more action in its theatre (18.1); ("end",).
"""

from __future__ import annotations

from typing import Any

from ...core.errors import Illegal
from ...core.flow import Frame, Step
from ...core.flowgame import log
from ...core.game import Action, State, Text, text
from . import activation, battle, cards, forts, hands, leaders, model, places, points, situation, supply
from .supplynet import net_of
from .board import BOARD

NAME = {"usa": ("the Union", "la Unión"), "csa": ("the Confederacy", "la Confederación")}


def theatre_of(hex_id: str) -> str | None:
    return BOARD.theatre(hex_id)


def fort_sites(state: State, side: str) -> list[tuple[str, str]]:
    """10.2.2-10.2.4: (hex, card) pairs for a Fort begun or raised by a card of
    the hex's theatre: a friendly hex in Full Supply, one fortification a
    hex; raising an F1 or F2 only in an Objective or Resource hex."""
    usable = [(h, cards.card(side, hands.card(state, h))) for h in hands.hand(state, side)
              if hands.card(state, h) is not None]
    usable = [(h, c) for h, c in usable if c.theatre in ("east", "west", "tm", "any")]
    if not usable or forts.markers_left(state, side) <= 0:
        return []
    net = None
    out = []
    for hex_id, stack in sorted(state["stacks"].items()):
        if stack["side"] != side or not BOARD.grid.has_label(hex_id) or hex_id in state.get("building", {}):
            continue
        fort = state["forts"].get(hex_id)
        if fort and (fort["side"] != side or fort["level"] >= 3 or not situation.key_hex(hex_id)):
            continue
        net = net or net_of(state, side)
        if not net.is_full(hex_id):
            continue
        theatre = theatre_of(hex_id)
        for h, card in usable:
            if cards.usable(card, "fort", theatre or ""):
                out.append((hex_id, h))
                break
    return out


def supply_card_sites(state: State, side: str) -> list[tuple[str, str]]:
    """18.1 with C22: (stack hex, card) where a card of the stack's theatre
    spares it its Attrition roll this phase: stacks that are Unsupplied now."""
    usable = [(h, cards.card(side, hands.card(state, h))) for h in hands.hand(state, side)
              if hands.card(state, h) is not None]
    if not usable:
        return []
    net = net_of(state, side)
    out = []
    for hex_id, stack in sorted(state["stacks"].items()):
        if stack["side"] != side or not stack["sp"] or not BOARD.grid.has_label(hex_id) \
                or hex_id in state.get("fed", []) or net.supply_state(hex_id) != "unsupplied":
            continue
        for h, card in usable:
            if cards.usable(card, "supply", theatre_of(hex_id) or ""):
                out.append((hex_id, h))
                break
    return out


def frame_done(game: Any, state: State, side: str) -> bool:
    """C15: the side's Militia were repositioned in this segment already."""
    top = [f for f in game.flow.frames(state) if f["step"] == "segment" and f["who"] == side]
    return bool(top and top[-1].get("militia_done"))


class Segment(Step):
    rule = "4.3"

    def who(self, game: Any, state: State, frame: Frame) -> str:
        return str(frame["who"])

    def _can(self, game: Any, state: State, side: str, hex_id: str, cost: int) -> bool:
        return points.can_pay(game.pool(state, side), theatre_of(hex_id) or "", cost)

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        side = frame["who"]
        acts: list[Action] = []
        for hex_id in sorted(state["stacks"]):
            stack = state["stacks"][hex_id]
            if stack["side"] != side or not BOARD.grid.has_label(hex_id):
                continue
            if not self._can(game, state, side, hex_id, points.action_cost("move")):
                continue
            for gid in model.generals_at(state, hex_id):
                if not state["gens"][gid]["moved"]:
                    acts.append(("move", hex_id, gid))                    # 4.3, 7.2.2
            if stack["fresh"]:
                acts.append(("move", hex_id))                             # 5.10: SPs with no general
        for hex_id in sorted(set(state["stacks"]) | set(state["militia"])):
            if self._entrench_ok(game, state, side, hex_id):
                acts.append(("entrench", hex_id))
        acts += self._more(game, state, side)
        acts.append(("end",))
        return acts

    def _more(self, game: Any, state: State, side: str) -> list[Action]:
        """Rally, Leader Transfer, Training, Disperse, Militia, and the cards
        that stand for an action (4.3, 18.1)."""
        acts: list[Action] = []
        pool = game.pool(state, side)
        net = None
        for hex_id, stack in sorted(state["stacks"].items()):
            if stack["side"] != side or not BOARD.grid.has_label(hex_id):
                continue
            if stack["dem"] and stack["fresh"] == stack["sp"] and self._can(game, state, side, hex_id, 1):
                net = net or net_of(state, side)
                if net.supply_state(hex_id) != "unsupplied":
                    acts.append(("rally", hex_id))                            # 12.5.2
        if leaders.transferable(state, side) and any(pool.values()):
            if any(self._can(game, state, side, state["gens"][g]["at"], 1) for g in leaders.transferable(state, side)):
                acts.append(("transfer",))                                    # 7.8
        if pool.get("any", 0):
            acts.append(("train",))                                           # 17.3
        if any(s["side"] == side and s["sp"] and s["fresh"] == s["sp"] and BOARD.grid.has_label(h)
               for h, s in state["stacks"].items()):
            acts.append(("disperse",))                                        # 14.6, 4.3: which, in its step
        if not frame_done(game, state, side) and any(v == side for v in state["militia"].values()):
            acts.append(("militia",))                                         # 17.2.3, C15
        for h in hands.hand(state, side):
            number = hands.card(state, h)
            if number is not None and any(cards.usable(cards.card(side, number), "extra_action", t)
                                          for t in ("east", "west", "tm")):
                acts.append(("play_card", h))                                 # 18.1: an extra action
        acts += [("fort", h, c) for h, c in fort_sites(state, side)]           # 10.2.2-10.2.3: by card, no AP
        acts += [("supply_card", h, c) for h, c in supply_card_sites(state, side)]   # 18.1, C22
        return acts

    def _entrench_ok(self, game: Any, state: State, side: str, hex_id: str) -> bool:
        if not BOARD.grid.has_label(hex_id) or hex_id in state["entrench"]:
            return False
        troops = model.sp_at(state, hex_id, side) > 0 or state["militia"].get(hex_id) == side
        owner = situation.state_owner(state, situation.state_code(hex_id))
        ok, _ = forts.may_entrench_by_action(owner == side, troops, False, hex_id in state["forts"])
        return ok and self._can(game, state, side, hex_id, points.action_cost("entrench"))

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        if action not in self.legal(game, state, frame):
            raise self.refuse(game, state, frame, action)
        side = frame["who"]
        en, es = NAME[side]
        if action[0] == "move":
            hex_id, gid = action[1], (action[2] if len(action) > 2 else None)
            game.spend(state, side, theatre_of(hex_id) or "", points.action_cost("move"))
            who_en = gid.replace("_", " ").title() if gid else "SPs without a general"
            who_es = gid.replace("_", " ").title() if gid else "PF sin general"
            log(state, f"{en[0].upper() + en[1:]} activates {who_en} at {hex_id} (1 AP).",
                f"{es[0].upper() + es[1:]} activa {who_es} en {hex_id} (1 PA).", "4.3")
            activation.begin(game, state, side, hex_id, gid, theatre_of(hex_id) or "")
        elif action[0] == "rally":
            hex_id = action[1]
            game.spend(state, side, theatre_of(hex_id) or "", 1)
            stack = model.stack(state, hex_id)
            stack["dem"], stack["fresh"] = False, 0                     # 12.5.2: it rallies, and does not move
            log(state, f"The stack at {hex_id} rallies (1 AP).", f"El apilamiento de {hex_id} se reagrupa (1 PA).",
                "12.5.2")
        elif action[0] == "transfer":
            pool = game.pool(state, side)
            theatre = "any" if pool.get("any") else next(t for t, n in pool.items() if n)
            game.spend(state, side, theatre if theatre != "any" else "", 1)
            game.flow.push(state, "transfer", who=side, left=2, gid=None, only=None, to=None, action=True)
        elif action[0] == "train":
            game.spend(state, side, "", 1)
            track, gained = points.training(state["training"].get(side, 0), 1)
            state["training"][side] = track
            log(state, f"{en[0].upper() + en[1:]} puts an Action Point into Training ({track}/10).",
                f"{es[0].upper() + es[1:]} dedica un Punto de Acción al Entrenamiento ({track}/10).", "17.3")
            if gained:
                from .reinforce import push_place
                push_place(game, state, side, "train", [["train", gained]])
        elif action[0] == "disperse":
            net = net_of(state, side)
            choices = [h for h, st_ in sorted(state["stacks"].items())
                       if st_["side"] == side and st_["sp"] and st_["fresh"] == st_["sp"]
                       and BOARD.grid.has_label(h) and not supply.isolated(net, h)]
            game.flow.push(state, "disperse", who=side, choices=choices)
        elif action[0] == "militia":
            frame["militia_done"] = True                     # C15: once in the phase
            game.flow.push(state, "militia", who=side)
        elif action[0] == "play_card":
            number = hands.card(state, action[1])
            card = cards.card(side, number)
            hands.use(state, action[1])
            pool = game.pool(state, side)                   # (the game's own dict: one more point in it)
            key = card.theatre if card.theatre in ("east", "west", "tm") else "any"
            pool[key] = pool.get(key, 0) + 1
            log(state, f"{en[0].upper() + en[1:]} plays a Special Action card ({card.theatre}) for an extra action.",
                f"{es[0].upper() + es[1:]} juega una Carta de Acción Especial ({card.theatre}) para una acción más.",
                "18.1")
        elif action[0] == "fort":
            hex_id, handle = action[1], action[2]
            hands.use(state, handle)
            fort = state["forts"].get(hex_id)
            level = fort["level"] + 1 if fort else 1
            phase = state["ap"]["phase"] if state.get("ap") and "phase" in state["ap"] else 1
            forts.begin(state, side, hex_id, level, [state.get("turn", 1), phase + 1])
            log(state, f"A Fort F{level} is begun at {hex_id} with a Special Action card.",
                f"Se empieza un Fuerte F{level} en {hex_id} con una Carta de Acción Especial.", "10.2.2")
        elif action[0] == "supply_card":
            hex_id, handle = action[1], action[2]
            hands.use(state, handle)
            state.setdefault("fed", []).append(hex_id)                   # C22: no Attrition there this phase
            log(state, f"A Supply card spares the stack at {hex_id} its attrition this phase.",
                f"Una carta de Abastecimiento libra al apilamiento de {hex_id} del desgaste en esta fase.", "18.1")
        elif action[0] == "entrench":
            game.spend(state, side, theatre_of(action[1]) or "", points.action_cost("entrench"))
            state["entrench"][action[1]] = side
            log(state, f"An Entrenchment is dug at {action[1]} (1 AP).",
                f"Se cava un Atrincheramiento en {action[1]} (1 PA).", "10.1.2")
        else:
            log(state, f"{en[0].upper() + en[1:]} ends its Movement and Combat Segment.",
                f"{es[0].upper() + es[1:]} termina su Segmento de Movimiento y Combate.", "4.2")
            ap = state.get("ap") or {}
            if side == "usa" and ap.get("richmond") and not ap.get("richmond_met"):
                from .cycle import richmond_choices          # 4.1.4: unanswered, an SP is lost
                choices = richmond_choices(state)
                if choices:
                    frame["ending"] = True
                    game.flow.push(state, "richmond_loss", who="usa", choices=choices)
                    return
            game.flow.pop(game, state, {"side": side})

    def resume(self, game: Any, state: State, frame: Frame, result: Any) -> None:
        if frame.pop("ending", False):
            game.flow.pop(game, state, {"side": frame["who"]})

    def refuse(self, game: Any, state: State, frame: Frame, action: Action) -> Illegal:
        return Illegal("that action is not open now: it costs Action Points of the theatre where the force "
                       "begins, and each general and SP acts once an Action Phase", rule="4.3",
                       es="esa acción no es posible ahora: cuesta Puntos de Acción del teatro donde empieza la "
                          "fuerza, y cada general y PF actúa una vez por Fase de Acción")

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        pool = game.pool(state, frame["who"])
        left = sum(pool.values())
        return text(f"Spend your Action Points ({left} left): activate a force, entrench, or end the segment.",
                    f"Gasta tus Puntos de Acción (quedan {left}): activa una fuerza, atrinchérate o termina el "
                    "segmento.", "4.3")


class Militia(Step):
    """17.2.3 with C15: the owner repositions any of his Militia, each to a
    friendly Objective or Resource hex of its own state, free."""

    rule = "17.2.3"

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        side = frame["who"]
        moved = set(frame.get("moved", []))
        acts: list[Action] = []
        targets = [r[1] for r in places.PLACES.values() if BOARD.grid.has_label(r[1])
                   and {"objective", "resource"} & set(r[5].split())]
        for h, owner in sorted(state["militia"].items()):
            if owner != side or h in moved or not BOARD.grid.has_label(h):
                continue
            code = situation.state_code(h)
            for t in sorted(set(targets)):
                if t != h and situation.state_code(t) == code and t not in state["militia"] \
                        and model.side_at(state, t) in (None, side) and situation.controller(state, t) in (None, side):
                    acts.append(("shift", h, t))
        return acts + [("done",)]

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        if action not in self.legal(game, state, frame):
            raise Illegal("Militia go only to friendly Objective or Resource hexes of their own state", rule="17.2.3",
                          es="la Milicia solo va a Hexágonos Objetivo o de Recursos amigos de su propio estado")
        if action[0] == "done":
            game.flow.pop(game, state)
            return
        h, t = action[1], action[2]
        state["militia"][t] = state["militia"].pop(h)
        frame.setdefault("moved", []).append(t)
        log(state, f"Militia moves from {h} to {t}.", f"La Milicia pasa de {h} a {t}.", "17.2.3")

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return text("Reposition your Militia, or be done.", "Recoloca tu Milicia, o termina.", "17.2.3")


class Disperse(Step):
    """4.3, 14.6: friendly units that are not isolated go to their theatre's
    Displaced Box, free (the stacks chosen one by one, then done)."""

    rule = "14.6"

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        return [("disperse", h) for h in frame["choices"] if model.sp_at(state, h, frame["who"])] + [("done",)]

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        if action not in self.legal(game, state, frame):
            raise Illegal("only units that are not isolated and have not moved this phase disperse", rule="14.6",
                          es="solo se dispersan unidades no aisladas que no han movido en esta fase")
        if action[0] == "done":
            game.flow.pop(game, state)
            return
        hex_id, side = action[1], frame["who"]
        gens = model.generals_at(state, hex_id)
        sp = model.remove_sp(state, hex_id, model.sp_at(state, hex_id))
        battle.send_to_box(state, side, theatre_of(hex_id), sp, gens)
        log(state, f"The units at {hex_id} disperse to the Displaced Box.",
            f"Las unidades de {hex_id} se dispersan a la Casilla de Desplazados.", "14.6")

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return text("Choose the stacks that disperse, then be done.",
                    "Elige los apilamientos que se dispersan y termina.", "14.6")
