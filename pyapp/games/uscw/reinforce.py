"""The Reinforcement Phase (3.1, 14; digest 4.1): the Union's segment (its
SPs by area, its two cards), the Confederacy's (War Industry, Command
Points into SPs, blockade running and inflation, winter, its two cards),
then the Displaced Boxes' returns, the Union first (14.6).

Steps: ``reinforce`` (automatic; frame {"stage"}); ``place`` (a side puts
its new or returning SPs, one at a time, where the rules allow: frame
{"who", "pending": [[area, n], ...], "kind", "per_state", "eligible"}); ``arsenal``
(the CSA's War Industry hex, 14.5); ``winter_cut`` (the CSA takes off the
SPs a winter costs more than it built, 14.1.2).

The Union's free Fort (10.2.6) is the ``free_fort`` step. Not yet: the
naval reinforcements (advanced game). Generals back from the Displaced Box rejoin at once where
their theatre has a friendly stack in Full Supply (C25: else they wait).
"""

from __future__ import annotations

from typing import Any

from ...core.errors import Illegal
from ...core.flow import Frame, Step
from ...core.flowgame import log, roll
from ...core.game import Action, State, Text, text
from . import economy, forts, hands, model, places, situation, supply, tables
from .board import BOARD
from .situation import NORTH
from .endphase import csa_resource_cp
from .initiative import NAME
from .supplynet import SideNet, net_of
from .track import is_winter, year

AREA_STATES = {"ohio_indiana": ("OH", "IN"), "illinois": ("IL",)}
CHESAPEAKE = "box.chesapeake_bay"
PER_STATE = 2                                       # 14.3.5: at most 2 new CSA SPs a state


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _key_hexes(kind: str) -> list[str]:
    return sorted({r[1] for r in places.PLACES.values() if kind in r[5].split() and BOARD.grid.has_label(r[1])})


def union_hexes(state: State, area: str, net: SideNet) -> list[str]:
    """14.2.1-14.2.2: Union-controlled Objective hexes of Northern states in
    Full Supply, of the area's states (East: the East theatre, and the
    Chesapeake box); St. Louis's two SPs go to St. Louis alone."""
    if area == "st_louis":
        h = places.hex_of("st_louis")
        return [h] if situation.controller(state, h) == "usa" and net.is_full(h) else []
    out = []
    for h in _key_hexes("objective"):
        code = situation.state_code(h)
        if code not in NORTH or situation.controller(state, h) != "usa" or not net.is_full(h):
            continue
        if area == "east" and BOARD.theatre(h) == "east" or code in AREA_STATES.get(area, ()):
            out.append(h)
    return out + ([CHESAPEAKE] if area == "east" else [])


def csa_hexes(state: State, theatre: str, net: SideNet, per_state: dict[str, int]) -> list[str]:
    """14.3.5: CSA-controlled Resource hexes of the theatre with a LOC to a
    Primary Source, no more than 2 new SPs a state."""
    return [h for h in _key_hexes("resource")
            if BOARD.theatre(h) == theatre and situation.controller(state, h) == "csa"
            and per_state.get(situation.state_code(h) or "", 0) < PER_STATE and net.supply_state(h) != "unsupplied"]


def return_hexes(state: State, side: str, theatre: str, net: SideNet) -> list[str]:
    """14.6: Fully Supplied Northern Objective hexes (Union) or Resource hexes
    (CSA) the side controls in the theatre the SPs left."""
    kind = "objective" if side == "usa" else "resource"
    return [h for h in _key_hexes(kind) if BOARD.theatre(h) == theatre and situation.controller(state, h) == side
            and (side == "csa" or situation.state_code(h) in NORTH) and net.is_full(h)]


def eligible(state: State, side: str, kind: str, areas: list[str]) -> dict[str, list[str]]:
    """The hexes each area's SPs may go to, judged once as the placing begins
    (a snapshot, as the Supply Segment's, RULES_NOTES C9)."""
    net = net_of(state, side)
    if kind == "union":
        return {a: union_hexes(state, a, net) for a in areas}
    if kind == "csa":
        return {a: csa_hexes(state, a, net, {}) for a in areas}
    if kind == "train":                                 # 17.3 with A19: a friendly key hex with a LOC to a source
        key = "resource" if side == "csa" else "objective"
        return {a: [h for h in _key_hexes(key) if situation.controller(state, h) == side
                    and net.supply_state(h) != "unsupplied"] for a in areas}
    return {a: return_hexes(state, side, a, net) for a in areas}


def push_place(game: Any, state: State, side: str, kind: str, pending: list[list[Any]]) -> None:
    game.flow.push(state, "place", who=side, pending=pending, kind=kind, per_state={},
                   eligible=eligible(state, side, kind, [a for a, _n in pending]))


def choices(state: State, frame: Frame) -> list[str]:
    area = frame["pending"][0][0]
    got = frame["eligible"][area]
    if frame["kind"] == "csa":                          # 14.3.5: 2 new SPs a state at most
        got = [h for h in got if frame["per_state"].get(situation.state_code(h) or "", 0) < PER_STATE]
    return got


def blockade_cp(state: State) -> tuple[int, int]:
    """14.4: (CPs, "+2M" results) of the three zones' rolls this turn."""
    total, inflations = 0, 0
    for zone in ("North Atlantic", "South Atlantic", "Gulf"):
        drms = []
        for key, (z, drm, _src) in places.BLOCKADE.items():
            if z != zone or key not in places.PLACES:
                continue
            port = places.PLACES[key][1]
            forts = [f"cf.{k}" for k, f in places.COASTAL_FORTS.items() if f.get("port") == key]
            open_ = situation.controller(state, port) == "csa" and not any(
                model.side_at(state, f) == "usa" or state["ctl"].get(f) == "usa" for f in forts)
            if open_:
                drms.append(drm)                            # 14.4.2: the CSA holds the port and its fort
        die = roll(state, "csa")
        got = tables.blockade(year(state["turn"]), die + economy.blockade_drm(drms))
        total += got.cp
        inflations += got.inflation
        log(state, f"Blockade running, {zone}: {die}{economy.blockade_drm(drms):+d}, {got.cp} CP"
                   f"{' and inflation' if got.inflation else ''}.",
            f"Burladores del bloqueo, {zone}: {die}{economy.blockade_drm(drms):+d}, {got.cp} PM"
            f"{' e inflación' if got.inflation else ''}.", "14.4.4")
    return total, inflations


def border_cp(state: State) -> int:
    """14.3.3: 2 CPs per CSA-held Objective hex of Kentucky and Missouri, 8 a state."""
    total = 0
    for code in ("KY", "MO"):
        held = sum(1 for r in places.PLACES.values() if r[4] == code and "objective" in r[5].split()
                   and BOARD.grid.has_label(r[1]) and situation.controller(state, r[1]) == "csa")
        total += economy.border_cp(held)
    return total


class Reinforce(Step):
    rule = "14"
    auto = True
    STAGES = ("union_sp", "union_fort", "union_cards", "csa_industry", "csa_sp", "csa_cards", "return_usa",
              "return_csa")

    def run(self, game: Any, state: State, frame: Frame) -> None:
        i = frame.get("i", 0)
        if i >= len(self.STAGES):
            game.flow.pop(game, state)
            return
        depth = len(game.flow.frames(state))
        getattr(self, "_" + self.STAGES[i])(game, state, frame)
        if len(game.flow.frames(state)) == depth:            # nothing pushed: the next stage at once
            game.flow.goto(state, "reinforce", i=i + 1)
        else:
            frame["i"] = i + 1

    def _union_sp(self, game: Any, state: State, frame: Frame) -> None:
        stl = situation.controller(state, places.hex_of("st_louis")) == "csa"
        got = economy.union_sp(is_winter(state["turn"]), stl)
        pending = [[a, n] for a, n in got.items() if n]
        if pending:
            push_place(game, state, "usa", "union", pending)

    def _union_fort(self, game: Any, state: State, frame: Frame) -> None:
        """10.2.6: one F1 built, or one F1 or F2 raised, free, winter too."""
        sites = free_fort_sites(state)
        if sites:
            game.flow.push(state, "free_fort", who="usa", choices=sites)

    def _union_cards(self, game: Any, state: State, frame: Frame) -> None:
        self._cards(game, state, "usa")

    def _csa_cards(self, game: Any, state: State, frame: Frame) -> None:
        self._cards(game, state, "csa")

    def _cards(self, game: Any, state: State, side: str) -> None:
        for h in hands.draw(state, side, 2):                # 18.2
            log(state, f"You draw {h}.", f"Robas {h}.", "18.2", to=side)
        if hands.over(state, side):
            game.flow.push(state, "hand_limit", who=side)

    def _csa_industry(self, game: Any, state: State, frame: Frame) -> None:
        dice = roll(state, "csa") + roll(state, "csa")
        code = tables.RANDOM_STATE[dice]
        room = [h for h in _key_hexes("resource") if situation.state_code(h) == code
                and situation.controller(state, h) == "csa"
                and economy.arsenal_room(max(places.PLACES[k][6] for k in places.places_in(h)),
                                         self._value(state, h)) > 0]
        log(state, f"War Industry: {dice}, {code}.", f"Industria de Guerra: {dice}, {code}.", "14.5")
        if room:
            game.flow.push(state, "arsenal", who="csa", choices=room)
        else:
            log(state, "No Resource hex there can take an Arsenal: the increase is lost.",
                "Ningún Hexágono de Recursos de allí admite un Arsenal: se pierde el aumento.", "14.5")

    @staticmethod
    def _value(state: State, h: str) -> int:
        printed = max(places.PLACES[k][6] for k in places.places_in(h))
        base = 1 if state.get("burned", {}).get(h) else printed
        return base + state.setdefault("arsenal_at", {}).get(h, 0)

    def _csa_sp(self, game: Any, state: State, frame: Frame) -> None:
        blockade, inflations = blockade_cp(state)
        arsenals = sum(n for h, n in state.get("arsenal_at", {}).items() if situation.controller(state, h) == "csa")
        cp = economy.csa_cp(csa_resource_cp(state), arsenals, border_cp(state), blockade, state["upkeep"])
        build = economy.csa_build(cp, is_winter(state["turn"]))
        state["upkeep"] = economy.upkeep_after(state["upkeep"], inflations)
        log(state, f"The Confederacy has {cp} CP: {build.sp} SP built, {build.lost_cp} CP lost.",
            f"La Confederación tiene {cp} PM: construye {build.sp} PF, pierde {build.lost_cp} PM.", "14.3")
        if build.remove:
            game.flow.push(state, "winter_cut", who="csa", n=build.remove)
        split = economy.csa_split(build.sp)
        pending = [[t, n] for t, n in (("tm", split["tm"]), ("east", split["east"]), ("west", split["west"])) if n]
        if pending:
            push_place(game, state, "csa", "csa", pending)

    def _return_usa(self, game: Any, state: State, frame: Frame) -> None:
        self._returns(game, state, "usa")

    def _return_csa(self, game: Any, state: State, frame: Frame) -> None:
        self._returns(game, state, "csa")

    def _returns(self, game: Any, state: State, side: str) -> None:
        """14.6: half the SPs back, as many eliminated, an odd one staying;
        every general back with a friendly stack of his theatre (C25)."""
        pending = []
        for theatre, sp in sorted(state["box"][side].items()):
            back, gone, stay = economy.displaced_return(sp)
            state["box"][side][theatre] = stay
            if back or gone:
                log(state, f"{_cap(NAME[side][0])}'s Displaced Box ({theatre}): {back} SP back, {gone} eliminated.",
                    f"Casilla de Desplazados de {NAME[side][1]} ({theatre}): vuelven {back} PF, {gone} eliminados.",
                    "14.6")
            if back:
                pending.append([theatre, back])
            for gid, g in state["gens"].items():
                if g["at"] == f"box:{theatre}" and model.oob.GENERALS[gid].side == side:
                    home = self._general_home(state, side, theatre)
                    if home:
                        model.place_general(state, gid, home)
        if pending:
            push_place(game, state, side, "return", pending)

    @staticmethod
    def _general_home(state: State, side: str, theatre: str) -> str | None:
        net = net_of(state, side)
        for h, s in sorted(state["stacks"].items(), key=lambda kv: -kv[1]["sp"]):
            if s["side"] == side and s["sp"] and BOARD.grid.has_label(h) and BOARD.theatre(h) == theatre \
                    and not supply.isolated(net, h):
                return h
        return None

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return text("Reinforcements.", "Refuerzos.", "14")


class Place(Step):
    rule = "14"

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        got = choices(state, frame)
        if not got:
            return [("forgo",)]                              # 14.2.2: no legal hex, the SPs are lost
        return [("place", h) for h in got]

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        if action not in self.legal(game, state, frame):
            raise Illegal("new SPs go to the hexes the rules name for them, each one in turn",
                          rule="14.2.2" if frame["who"] == "usa" else "14.3.5",
                          es="los PF nuevos van a los hexágonos que las reglas les asignan, de uno en uno")
        area_n = frame["pending"][0]
        if action[0] == "forgo":
            log(state, f"No hex can take the {area_n[1]} SP of {area_n[0]}: they are lost.",
                f"Ningún hexágono puede recibir los {area_n[1]} PF de {area_n[0]}: se pierden.", "14.2.2")
            area_n[1] = 0
        else:
            h = action[1]
            model.add_sp(state, h, frame["who"], 1)
            code = situation.state_code(h) if BOARD.grid.has_label(h) else ""
            frame["per_state"][code or ""] = frame["per_state"].get(code or "", 0) + 1
            area_n[1] -= 1
        if area_n[1] <= 0:
            frame["pending"].pop(0)
        if not frame["pending"]:
            game.flow.pop(game, state)

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        area, n = frame["pending"][0]
        return text(f"Place your new SPs: {n} for {area}.", f"Coloca tus PF nuevos: {n} para {area}.", "14")


class Arsenal(Step):
    rule = "14.5"

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        return [("arsenal", h) for h in frame["choices"]]

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        if action not in self.legal(game, state, frame):
            raise Illegal("the Arsenal goes to a Confederate Resource hex of the state rolled, below three times "
                          "its printed value", rule="14.5",
                          es="el Arsenal va a un Hexágono de Recursos confederado del estado sacado, por debajo del "
                             "triple de su valor impreso")
        at = state.setdefault("arsenal_at", {})
        at[action[1]] = at.get(action[1], 0) + 1
        state["arsenals"] = state.get("arsenals", 0) + 1
        log(state, f"An Arsenal raises {action[1]} by 1 CP.", f"Un Arsenal sube {action[1]} en 1 PM.", "14.5")
        game.flow.pop(game, state)

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return text("War Industry: choose the Resource hex that gets the Arsenal.",
                    "Industria de Guerra: elige el Hexágono de Recursos que recibe el Arsenal.", "14.5")


class WinterCut(Step):
    rule = "14.1.2"

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        net = net_of(state, "csa")
        return [("remove", h) for h, s in sorted(state["stacks"].items())
                if s["side"] == "csa" and s["sp"] and BOARD.grid.has_label(h) and not supply.isolated(net, h)]

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        legal = self.legal(game, state, frame)
        if action not in legal:
            raise Illegal("a winter's shortfall comes off non-isolated Confederate SPs", rule="14.1.2",
                          es="lo que falta en invierno se quita de PF confederados no aislados")
        model.remove_sp(state, action[1], 1)
        frame["n"] -= 1
        if frame["n"] <= 0 or not self.legal(game, state, frame):
            game.flow.pop(game, state)

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return text(f"Winter: remove {frame['n']} SP of your choice (not isolated).",
                    f"Invierno: quita {frame['n']} PF a tu elección (no aislados).", "14.1.2")


def free_fort_sites(state: State) -> list[str]:
    """10.2.6 with 10.2.2-10.2.4: Union-controlled hexes in Full Supply with
    no fortification (a new F1), or a Union F1 or F2 in an Objective or
    Resource hex (raised one level); markers a limit."""
    if forts.markers_left(state, "usa") <= 0:
        return []
    net = net_of(state, "usa")
    out = []
    for h, stack in sorted(state["stacks"].items()):
        if stack["side"] != "usa" or not BOARD.grid.has_label(h) or h in state.get("building", {}):
            continue
        fort = state["forts"].get(h)
        if fort and (fort["side"] != "usa" or fort["level"] >= 3 or not situation.key_hex(h)):
            continue
        if net.is_full(h):
            out.append(h)
    return out


class FreeFort(Step):
    """10.2.6: the Union's free Fort of the Reinforcement Phase, standing at
    the end of its part of Action Phase 1 (C11)."""

    rule = "10.2.6"

    def legal(self, game: Any, state: State, frame: Frame) -> list[Action]:
        return [("fort", h) for h in frame["choices"]] + [("no_fort",)]

    def act(self, game: Any, state: State, frame: Frame, action: Action) -> None:
        if action not in self.legal(game, state, frame):
            raise Illegal("the free Fort goes to a Union hex in Full Supply, or raises an F1 or F2 in an Objective "
                          "or Resource hex", rule="10.2.6",
                          es="el Fuerte gratuito va a un hexágono de la Unión Totalmente Abastecido, o sube un F1 o "
                             "F2 en un Hexágono Objetivo o de Recursos")
        if action[0] == "fort":
            h = action[1]
            fort = state["forts"].get(h)
            level = fort["level"] + 1 if fort else 1
            forts.begin(state, "usa", h, level, [state["turn"], 1], at_end=True)
            log(state, f"The Union begins a free Fort F{level} at {h}.",
                f"La Unión empieza un Fuerte F{level} gratuito en {h}.", "10.2.6")
        game.flow.pop(game, state)

    def prompt(self, game: Any, state: State, frame: Frame) -> Text:
        return text("Your free Fort: build an F1 or raise an F1 or F2, or none.",
                    "Tu Fuerte gratuito: construye un F1 o sube un F1 o F2, o ninguno.", "10.2.6")
