"""A land battle, from the attacker's card to the last retreat (11.0;
RULES_NOTES C5-C8, C11, C21, B4).

Steps:

- ``battle_card`` (the attacker): play a Special Action card for +2, or not
  (18.3.2: one a battle, declared before the dice);
- ``battle`` (automatic): automatic displacement at 7 to 1 (11.1.2, C21),
  or the columns, the generals that count, both sides' modifiers, the dice,
  the winner, the losses and Demoralization (11.2-11.4, 10.2.1, 12.2-12.3,
  13.1.5 by ``outcome.settle``); then the retreats;
- ``retreat`` (the defeated defender): one of the best paths (11.6, C8), or
  surrender when there is none (11.6.6);
- ``push`` (the owner of a force a retreat pushes aside at 7 to 1, B4): its
  hex, under the Avoid Battle restrictions.

Frame ``battle``: {"att", "def", "hex", "from", "sp": the attacking force's
SPs, "fight": those that take part (11.5), "gid", "subs", "dem": the
attacker Demoralized, "theatre", "failed_avoid", "card"}. It pops to the
activation with {"won", "enter", "go_on", "sp", "dem"}.
"""

from __future__ import annotations

from typing import Any

from ...core.errors import Illegal
from ...core.flow import Frame, Step
from ...core.flowgame import log, roll
from ...core.game import Action, State, Text, text
from . import battle_math as B
from . import cards, forts, hands, model, naval, outcome, reaction, retreat, situation, terrain
from .board import BOARD
from .tables import result

NAME = {"usa": ("the Union", "la Unión"), "csa": ("the Confederacy", "la Confederación")}


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def defence(state: State, hex_id: str, side: str) -> dict[str, Any]:
    """What defends ``hex_id`` for ``side``: its SPs, generals, Militia,
    Fort, Entrenchment, Coastal Fort, markers."""
    stack = model.stack(state, hex_id)
    mine = stack is not None and stack["side"] == side
    fort = state["forts"].get(hex_id, {})
    garrison = side == "usa" and situation.garrison(state, hex_id)       # 17.2.4: counts as a 0-SP Militia
    return {"sp": stack["sp"] if mine else 0, "gens": model.generals_at(state, hex_id) if mine else [],
            "militia": state["militia"].get(hex_id) == side or garrison, "garrison": garrison,
            "fort": fort.get("level", 0) if fort.get("side") == side else 0,
            "entrench": state["entrench"].get(hex_id) == side, "coastal": hex_id.startswith("cf."),
            "dem": bool(mine and stack["dem"]), "forage": bool(mine and stack["forage"])}


def fighting_sp(state: State, frm: str, target: str, sp: int, side: str) -> int:
    """The attacker's SPs that take part (11.5): 3 across a navigable river,
    1 where the defender has naval control of it (11.5.3); every one else."""
    kind = BOARD.side(frm, target).get("kind") if BOARD.grid.has_label(frm) and BOARD.grid.has_label(target) else None
    if kind == "navigable":
        theirs = naval.relative(naval.river_control(state), side, frm, target) == "enemy"
        return min(sp, B.river_cap(theirs))                 # 11.5.3: 1 SP where the defender controls it
    if target.startswith("cf."):
        return min(sp, B.river_cap(False))
    return sp


def attack_card(state: State, side: str, theatre: str) -> list[str]:
    """The attacker's cards that may give +2 in this battle (18.1, 18.3.2)."""
    out = []
    for h in hands.hand(state, side):
        number = hands.card(state, h)
        if number is not None and cards.usable(cards.card(side, number), "battle_drm", theatre):
            out.append(h)
    return out


def send_to_box(state: State, side: str, theatre: str | None, sp: int, gens: list[str]) -> None:
    """SPs and generals to the side's Displaced Box of ``theatre`` (14.6)."""
    t = theatre or "east"
    state["box"][side][t] = state["box"][side].get(t, 0) + sp
    for g in gens:
        model.place_general(state, g, f"box:{t}")


class BattleCard(Step):
    rule = "18.3.2"

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        return [("card", h) for h in attack_card(state, frame["who"], frame["theatre"])] + [("no_card",)]

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        if action not in self.legal(game, state, frame):
            raise self.refuse(game, state, frame, action)
        battle = game.flow.frames(state)[-2]
        if action[0] == "card":
            hands.use(state, action[1])
            battle["card"] = True
            log(state, "The attacker plays a Special Action card: +2 to its roll.",
                "El atacante juega una Carta de Acción Especial: +2 a su tirada.", "18.3.2")
        game.flow.pop(game, state)

    def refuse(self, game: Any, state: State, frame: Frame, action: Action) -> Illegal:
        return Illegal("only a card of the theatre the force began in, or an Any card, gives +2 here",
                       rule="18.3.2", es="solo una carta del teatro donde empezó la fuerza, o una carta "
                                         "Cualquiera, da +2 aquí")

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return text("Play a Special Action card for +2 to your battle roll, or not.",
                    "Juega una Carta de Acción Especial para +2 a tu tirada de batalla, o no.", "18.3.2")


class Battle(Step):
    rule = "11.2"
    auto = True

    def run(self, game: Any, state: State, frame: Frame) -> None:
        if not frame.get("asked"):
            frame["asked"] = True
            if attack_card(state, frame["att"], frame["theatre"]):
                game.flow.push(state, "battle_card", who=frame["att"], theatre=frame["theatre"])
                return
        self._resolve(game, state, frame)

    def _resolve(self, game: Any, state: State, frame: Frame) -> None:
        att, dfn, here = frame["att"], frame["def"], frame["hex"]
        d = defence(state, here, dfn)
        fight = frame["fight"]
        lone = d["sp"] == 0 and (d["militia"] or d["fort"])
        if not here.startswith("cf.") and B.overruns(fight, d["sp"], lone=bool(lone)):
            self._overrun(game, state, frame, d)
            return
        frame["pre"] = [frame["sp"], d["sp"]]                  # 5.11: the sizes just before the battle
        a_col = B.column(fight)
        d_col = B.column(d["sp"])
        if d["forage"]:
            d_col = B.shift_left(d_col)                     # 13.2.1
        a_gens = [frame["gid"], *frame["subs"]] if frame["gid"] else []
        a_lead = B.leadership([model.form(state, g).attack for g in a_gens], a_col,
                              [model.form(state, g).cavalry for g in a_gens])
        d_lead = B.leadership([model.form(state, g).defence for g in d["gens"]], d_col,
                              [model.form(state, g).cavalry for g in d["gens"]])
        fortified = forts.fortification_drm(d["fort"], d["entrench"], d["coastal"])
        ground = 0
        if BOARD.grid.has_label(frame["from"]) and BOARD.grid.has_label(here):
            ground = terrain.defender_drm(BOARD.terrain(frame["from"]), BOARD.terrain(here),
                                          BOARD.side(frame["from"], here).get("kind", "plain"), False)
        a_drm = B.attacker_drm(a_lead, demoralized=frame["dem"], card=frame.get("card", False))
        d_drm = B.defender_drm(d_lead, fortification=fortified, terrain=ground,
                               failed_avoid=frame.get("failed_avoid", False))
        a_roll = sum(roll(state, att) for _ in range(B.dice(a_col)))
        d_roll = sum(roll(state, dfn) for _ in range(B.dice(d_col)))
        by_att, by_def = result(a_col, a_roll + a_drm), result(d_col, d_roll + d_drm)
        a_en, a_es = NAME[att]
        d_en, d_es = NAME[dfn]
        log(state, f"Battle at {here}: {a_en} {fight} SP on column {a_col}, rolls {a_roll}{a_drm:+d}: {by_att}; "
                   f"{d_en} {d['sp']} SP on column {d_col}, rolls {d_roll}{d_drm:+d}: {by_def}.",
            f"Batalla en {here}: {a_es} {fight} PF en la columna {a_col}, saca {a_roll}{a_drm:+d}: {by_att}; "
            f"{d_es} {d['sp']} PF en la columna {d_col}, saca {d_roll}{d_drm:+d}: {by_def}.", "11.2.1")
        full = getattr(game, "full_supply", None)
        out = outcome.settle(
            outcome.Side(fight, frame["dem"], full(state, att, frame["from"]) if full else True),
            outcome.Side(d["sp"], d["dem"], full(state, dfn, here) if full else True, d["fort"], d["coastal"]),
            by_att, by_def)
        frame["sp"] -= out.attacker_loss
        frame["dem"] = out.attacker_demoralized
        model.remove_sp(state, here, out.defender_loss)
        stack = model.stack(state, here)
        if stack is not None and stack["side"] == dfn:
            stack["dem"] = out.defender_demoralized
        won = out.winner == "attacker"
        word = {"attacker": (f"{_cap(a_en)} wins", f"{_cap(a_es)} gana"),
                "defender": (f"{_cap(d_en)} wins", f"{_cap(d_es)} gana"), None: ("A tie", "Empate")}[out.winner]
        log(state, f"{word[0]}: the attacker loses {out.attacker_loss} SP, the defender {out.defender_loss}.",
            f"{word[1]}: el atacante pierde {out.attacker_loss} PF, el defensor {out.defender_loss}.",
            ", ".join(out.rules))
        left = model.sp_at(state, here, dfn)
        if not won:                                            # 11.6.2: back to the hex it came from
            game.flow.pop(game, state, {"won": False, "enter": False, "go_on": False, "sp": frame["sp"],
                                        "dem": frame["dem"]})
            return
        if left == 0:
            gens = model.generals_at(state, here)
            if gens and model.side_at(state, here) == dfn:
                send_to_box(state, dfn, BOARD.theatre(here) if BOARD.grid.has_label(here) else None, 0, gens)   # 11.2.4
            self._taken(state, frame, d)
            self._done(game, state, frame, d)
            return
        paths = retreat.paths(state, dfn, here, left, frame["from"], board=BOARD)
        if not paths:                                           # 11.6.6: surrender
            gens = model.generals_at(state, here)
            model.remove_sp(state, here, left)
            send_to_box(state, dfn, BOARD.theatre(here), 0, gens)
            log(state, f"{_cap(d_en)} has no way back and surrenders: {left} SP lost.",
                f"{_cap(d_es)} no tiene retirada y se rinde: pierde {left} PF.", "11.6.6")
            self._taken(state, frame, d)
            self._done(game, state, frame, d)
            return
        frame["pending"] = True
        game.flow.push(state, "retreat", who=dfn, hex=here, sp=left, paths=[list(p) for p in paths])

    def resume(self, game: Any, state: State, frame: Frame, result_: Any) -> None:
        if frame.pop("pending", False):
            d = defence(state, frame["hex"], frame["def"])
            self._taken(state, frame, d)
            self._done(game, state, frame, d)

    def _taken(self, state: State, frame: Frame, d: dict[str, Any]) -> None:
        """The hex is the attacker's: its Fort reduced to the captor's (C11),
        an Entrenchment gone (10.1.3), the Militia eliminated."""
        here = frame["hex"]
        fort = state["forts"].get(here)
        if fort and fort["side"] == frame["def"]:
            level = outcome.fort_after_capture(fort["level"])
            if level:
                state["forts"][here] = {"side": frame["att"], "level": level}
            else:
                del state["forts"][here]
        if state["entrench"].get(here) == frame["def"]:
            del state["entrench"][here]
        if state["militia"].get(here) == frame["def"]:
            del state["militia"][here]
        if d.get("garrison") and here not in state.setdefault("gone", []):
            state["gone"].append(here)                          # 17.2.4, C15: a beaten garrison is gone

    def _done(self, game: Any, state: State, frame: Frame, d: dict[str, Any]) -> None:
        before, against = frame.get("pre", [frame["sp"], 0])
        go_on = B.may_continue(True, before, against, sp_left=frame["sp"], mp_left=1)   # MPs: the activation's
        game.flow.pop(game, state, {"won": True, "enter": True, "go_on": go_on, "sp": frame["sp"],
                                    "dem": frame["dem"]})

    def _overrun(self, game: Any, state: State, frame: Frame, d: dict[str, Any]) -> None:
        here, dfn = frame["hex"], frame["def"]
        gens = model.generals_at(state, here) if model.side_at(state, here) == dfn else []
        sp = model.remove_sp(state, here, d["sp"])
        send_to_box(state, dfn, BOARD.theatre(here) if BOARD.grid.has_label(here) else None, sp, gens)
        state["forts"].pop(here, None)                          # C11: displaced, the Fort is eliminated
        state["entrench"].pop(here, None)
        state["militia"].pop(here, None)
        if d.get("garrison"):
            state.setdefault("gone", []).append(here)           # 17.2.4, C15: it flees, not displaced
        log(state, f"{_cap(NAME[frame['att']][0])} sweeps the defenders of {here} into the Displaced Box (7 to 1).",
            f"{_cap(NAME[frame['att']][1])} barre a los defensores de {here} a la Casilla de Desplazados (7 a 1).",
            "11.1.2")
        game.flow.pop(game, state, {"won": True, "enter": True, "go_on": True, "sp": frame["sp"],
                                    "dem": frame["dem"], "overrun": True})


class Retreat(Step):
    """11.6, C8: the defeated defender's path, among the best."""

    rule = "11.6"

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        return [("retreat", *p) for p in frame["paths"]]

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        if action not in self.legal(game, state, frame):
            raise self.refuse(game, state, frame, action)
        frame["path"] = list(action[1:])
        self._next(game, state, frame)

    def _next(self, game: Any, state: State, frame: Frame) -> None:
        """Push aside the next enemy force on the path (11.6.5: its owner
        moves it, B4), then make the retreat."""
        enemy = model.other(frame["who"])
        for h in frame["path"]:
            if model.side_at(state, h) == enemy or state["militia"].get(h) == enemy:
                choices = push_hexes(state, h, enemy)
                if not choices:                                  # B4: nowhere to go: it surrenders
                    gens = model.generals_at(state, h)
                    model.remove_sp(state, h, model.sp_at(state, h, enemy))
                    state["militia"].pop(h, None)
                    send_to_box(state, enemy, BOARD.theatre(h), 0, gens)
                    continue
                game.flow.push(state, "push", who=enemy, hex=h, choices=choices)
                return
        self._move(game, state, frame)

    def resume(self, game: Any, state: State, frame: Frame, result_: Any) -> None:
        self._next(game, state, frame)

    def _move(self, game: Any, state: State, frame: Frame) -> None:
        side, here = frame["who"], frame["hex"]
        stack = model.stack(state, here)
        dem = bool(stack and stack["dem"])
        gens = model.generals_at(state, here)
        sp = model.remove_sp(state, here, frame["sp"])
        if state["entrench"].get(here) == side:
            del state["entrench"][here]                         # 10.1.3: every unit driven off
        end = frame["path"][-1]
        model.add_sp(state, end, side, sp, fresh=False)
        for g in gens:
            model.place_general(state, g, end)
        if dem:
            model.stack(state, end)["dem"] = True               # C7: the hex's SPs share it
        log(state, f"{_cap(NAME[side][0])} retreats to {end}.", f"{_cap(NAME[side][1])} se retira a {end}.", "11.6")
        game.flow.pop(game, state)

    def refuse(self, game: Any, state: State, frame: Frame, action: Action) -> Illegal:
        return Illegal("a retreat goes along one of the paths the rules leave open, the best of them first",
                       rule="11.6.3", es="la retirada va por uno de los caminos que dejan las reglas, los mejores "
                                        "primero")

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return text("Your force lost the battle: choose its retreat.",
                    "Tu fuerza perdió la batalla: elige su retirada.", "11.6")


def push_hexes(state: State, h: str, owner: str) -> list[str]:
    """B4, 9.3: where the owner of a force pushed aside from ``h`` may move it
    (one hex, under the Avoid Battle restrictions)."""
    sp = model.sp_at(state, h, owner)
    enemy = model.other(owner)
    out = []
    for n in BOARD.neighbours(h):
        side = BOARD.side(h, n)
        crossing = side.get("kind") not in ("impassable", "sea", "unplayable") and not (
            side.get("kind") == "navigable" and not side.get("bridged"))
        there = model.sp_at(state, n, enemy) if model.side_at(state, n) == enemy else None
        if BOARD.land(n) and reaction.may_avoid_into(
                crossing, situation.key_hex(n) and situation.controller(state, n) == enemy, False, there, sp, None,
                has_general=True):
            out.append(n)
    return out


class Push(Step):
    """11.6.5 with B4: the owner of a force a retreat pushes aside moves it one hex."""

    rule = "11.6.5"

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        return [("to", n) for n in frame["choices"]]

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        if action not in self.legal(game, state, frame):
            raise Illegal("a force pushed aside goes one hex, where it could avoid battle", rule="11.6.5",
                          es="una fuerza apartada va un hex, donde podría evitar la batalla")
        owner, h, n = frame["who"], frame["hex"], action[1]
        sp = model.sp_at(state, h, owner)
        gens = model.generals_at(state, h)
        model.remove_sp(state, h, sp)
        model.add_sp(state, n, owner, sp, fresh=False)
        for g in gens:
            model.place_general(state, g, n)
        if state["militia"].get(h) == owner:
            state["militia"][n] = state["militia"].pop(h)
        log(state, f"A force is pushed aside from {h} to {n}.", f"Una fuerza es apartada de {h} a {n}.", "11.6.5")
        game.flow.pop(game, state)

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return text(f"An enemy retreat pushes your force in {frame['hex']} aside: choose where it goes.",
                    f"Una retirada enemiga aparta tu fuerza de {frame['hex']}: elige adónde va.", "11.6.5")
