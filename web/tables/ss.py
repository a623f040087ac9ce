"""Stonewall's Sword's table: the hex map (``ss_map``) with the counters in
the boxed game's manner, the decision at hand by the prompt line, the cup
and the tracks beside the map, and the map's text twin; the drawing parts
that need no browser are in ``ss_parts``.

Played by taps alone, or by the buttons by the prompt line (every legal
action has one). Tap one of your counters (a lit hex holds one that can act
now): it is picked and the hexes where it can act light up, fire targets in
crosshairs with their lines of sight dashed (12.1a); tap a lit hex to play
it. Where one tap means several actions a chooser by the prompt line lists
them in words. Tap the hex again for the next counter of the stack. While a
unit moves hex by hex (13.1) it stays picked, and the map marks it at the
hex it has reached.

The cup shows how many chits are in it, never which; the chits each side
keeps are shown by name to their owner only (10.3, 10.4). Fire and close
combat show what the table gave (CRT column, dice, result, Cohesion Test)
as the engine wrote it, with the dice. Pure Python but for the map.
"""

from __future__ import annotations

from pyapp.games.ss import data as D
from pyapp.games.ss.chits import EVENTS
from pyapp.games.ss.grid import HEXES

from ..markup import act_button, esc, rule_ref, words
from ..text import role_name, t
from ..widgets.dice import dice_tray
from . import ss_parts as P
from .base import Seat, Table, lit_links, next_in_stack, viewer

# verb -> the index of the hex an action names (a tap there plays it)
HEX_AT = {"fire": 2, "step": 2, "withdraw": 2, "retreat": 2, "place": 2, "displace": 2, "fog": 2, "assault": 2,
          "advance": 2, "cav_retreat": 2, "battery": 1, "enter": 1, "converge": 1, "assault_hex": 1,
          "resolve": 1, "field": 1, "ricketts": 2}
# verbs whose second item is a brigade (a tap on one of its counters plays them)
BRIGADE_VERBS = ("brigade", "activate")
# verbs whose second item is the unit that acts
UNIT_VERBS = ("fire", "join", "lead", "step", "with", "exit", "leave_so", "withdraw", "retreat", "place", "displace", "fog",
              "assault", "advance", "cav_retreat", "flip", "recover", "rebuild", "unit")

PHASES = {
    "command": ("Command Decision Phase", "Fase de Decisión de Mando", "8.0"),
    "artillery": ("Artillery Phase", "Fase de Artillería", "9.0"),
    "chits": ("Chit Draw Phase", "Fase de Robo de Fichas", "10.0"),
    "end": ("End Turn Phase", "Fase de Final de Turno", "17.0"),
}
# what each step asks, in a newcomer's words (the prompt line says the rest)
TIPS = {
    "flip": ("A unit must flip to its Depleted side (a preliminary bombardment before play, or an event): tap a "
             "lit counter, then its button, or pick it below.",
             "Una unidad debe girarse a su cara Desgastada (un bombardeo preliminar antes de jugar, o un evento): toca "
             "una ficha resaltada y luego su botón, o elígela abajo.", "22.1"),
    "main": ("Choose in secret the Event chit sure to go in the cup this turn; the other side does not see it.",
             "Elige en secreto la ficha de Evento que seguro entra en el recipiente este turno; el otro bando no "
             "la ve.", "8.1"),
    "arty_pick": ("Tap a lit hex of your batteries to activate them (fire or move), or pass.",
                  "Toca un hex resaltado de tus baterías para activarlas (disparar o mover), o pasa.", "9.1"),
    "fire": ("Tap one of your lit units, then a target in crosshairs (its line of sight is dashed); or end the "
             "fire.", "Toca una de tus unidades resaltadas y luego un objetivo con punto de mira (su línea de "
             "visión va a trazos); o termina el disparo.", "12.1"),
    "move": ("Tap one of your lit units, then a lit hex next to it: it moves one hex at a time until you halt it.",
             "Toca una de tus unidades resaltadas y luego un hex resaltado junto a ella: mueve de hex en hex "
             "hasta que la detengas.", "13.1"),
    "opening": ("Take one of your Division chits from the cup for a Full Activation, or draw at random.",
                "Toma una de tus fichas de División del recipiente para una Activación Completa, o roba al azar.",
                "22.1"),
    "pick_cancelled": ("Fortunes of War: choose the brigade that is marked Activated and does nothing this "
                       "time: tap one of its lit counters, or its button.",
                       "Fortunas de la Guerra: elige la brigada que se marca Activada y esta vez no hace nada: "
                       "toca una de sus fichas resaltadas, o su botón.", "10.5a"),
    "pick": ("Choose the brigade that activates now: tap one of its lit counters, or its button.",
             "Elige la brigada que se activa ahora: toca una de sus fichas resaltadas, o su botón.", "10.7"),
    "order": ("Give the brigade its order: Attack lets it assault, Defend holds and fires, Maneuver moves "
              "fastest, Regroup rallies.", "Da la orden a la brigada: Atacar permite asaltar, Defender "
              "mantiene y dispara, Maniobrar mueve más rápido, Reagruparse reorganiza.", "11.1"),
    "window": ("You may play an Event chit you hold now, or pass.",
               "Puedes jugar ahora una ficha de Evento que conservas, o pasar.", "10.1"),
    "retained": ("You may play an Event chit you hold now, or pass.",
                 "Puedes jugar ahora una ficha de Evento que conservas, o pasar.", "10.1"),
    "event": ("Your Event chit was drawn: play it, keep it face down for later, or use its Common Event.",
              "Se ha robado tu ficha de Evento: juégala, consérvala boca abajo o usa su Evento Común.", "10.3"),
    "rally": ("Recover or Rebuild the units that may, then end the Rally step.",
              "Recupera o Reconstruye las unidades que pueden y termina el paso de Reorganización.", "16.0"),
    "fog": ("Fog of War: move one enemy unit one hex away from your units (tap it, then a lit hex), or pass.",
            "Niebla de Guerra: mueve una unidad enemiga un hex lejos de tus unidades (tócala y luego un hex "
            "resaltado), o pasa.", "10.5"),
    "retreat_to": ("Your unit must retreat: tap a lit hex or choose below.",
                   "Tu unidad debe retirarse: toca un hex resaltado o elige abajo.", "15.4"),
    "unstack": ("Too many units in a hex: move one to a lit hex.",
                "Demasiadas unidades en un hex: mueve una a un hex resaltado.", "6.3"),
    "close": ("Close combat: declare assaults (tap an attacking unit, then the lit enemy hex), then resolve them.",
              "Combate cuerpo a cuerpo: declara asaltos (toca una unidad atacante y luego el hex enemigo "
              "resaltado) y luego resuélvelos.", "14.1"),
    "fire_cc": ("Close combat, defensive fire: your units under assault (and their neighbours, at half SP) may "
                "fire at the attackers first: tap a unit, then a target in crosshairs; or end the fire.",
                "Combate cuerpo a cuerpo, disparo defensivo: tus unidades asaltadas (y sus vecinas, a la mitad de "
                "PF) pueden disparar antes a los atacantes: toca una unidad y luego un objetivo con punto de mira; "
                "o termina el disparo.", "14.2"),
    "ccpick_declare": ("Declare every assault now: tap an attacking unit, then the lit enemy hex next to it; then "
                       "end the declaration. A declared unit must attack.",
                       "Declara ahora todos los asaltos: toca una unidad atacante y luego el hex enemigo resaltado "
                       "junto a ella; después termina la declaración. Una unidad declarada debe atacar.", "14.1"),
    "ccpick_next": ("Choose which declared assault to resolve next.",
                    "Elige qué asalto declarado se resuelve ahora.", "14.2"),
    "cic": ("Your Commander-in-Chief's chit: activate any brigade of yours (tap one of its counters, or its "
            "button), or keep the chit for later.",
            "La ficha de tu Comandante en Jefe: activa cualquier brigada tuya (toca una de sus fichas, o su botón), "
            "o conserva la ficha.", "10.6"),
}


# what "done" / "pass" end, by step
END_WORDS = {
    "move": ("End movement", "Terminar el movimiento"),
    "fire_cc": ("End defensive fire", "Terminar el disparo defensivo"),
    "ccpick_declare": ("End the declaration of assaults", "Terminar la declaración de asaltos"),
    "fire": ("End fire combat", "Terminar el disparo"),
    "rally": ("End the Rally step", "Terminar la Reorganización"),
    "close": ("End close combat", "Terminar el combate cuerpo a cuerpo"),
    "arty_pick": ("Pass this step", "Pasar en este paso"),
    "window": ("Pass: play no chit now", "Pasar: no jugar ninguna ficha ahora"),
    "retained": ("Pass: play no chit now", "Pasar: no jugar ninguna ficha ahora"),
    "fog": ("Pass: move no enemy unit", "Pasar: no mover ninguna unidad enemiga"),
}


def make(game):
    return SsTable(game)


def actor(action):
    """The unit an action moves, fires, flips... or None."""
    if action and action[0] in UNIT_VERBS and len(action) > 1 and action[1] in D.UNITS:
        return action[1]
    return None


def target(action):
    """The hex an action names, or None."""
    i = HEX_AT.get(action[0]) if action else None
    if i is not None and len(action) > i and isinstance(action[i], str) and action[i] in P._CENTRE:
        return action[i]
    return None


def counters(view: dict) -> list:
    """The view's units as the map's counter dicts, with the activation
    status (4.3) and the order of the brigade activating now (11.1)."""
    activated = set(view.get("activated") or [])
    act = next((f for f in reversed(view.get("flow") or []) if f.get("step") == "activation"), None)
    out = []
    for u in view.get("units") or []:
        b = D.UNITS[u["id"]]["brigade"]
        marks = []
        if act and b and b == act.get("brigade") and act.get("order") in P.MARKERS:
            marks.append(act["order"])
        elif b in activated:
            marks.append("activated")
        out.append({"id": u["id"], "hex": u["hex"], "depleted": u.get("depleted"), "mh": u.get("marker") or 0,
                    "skirmish": u.get("skirmish"), "markers": marks})
    return out


def chit_name(view: dict, x: str, lang: str) -> str | None:
    """The name of chit ``x`` (an Event chit by its handle: only where this
    seat sees it, ``view["names"]``), or None."""
    c = (view.get("names") or {}).get(x, x)
    return D.CHITS[c]["name"]["es" if lang == "es" else "en"] if c in D.CHITS else None


def combat_line(entry: dict) -> bool:
    """A log line of fire (12), movement's Disengagement Fire (13.7), close
    combat (14) or morale (15): what the combat panel shows."""
    return str(entry.get("rule", "")).split(".")[0] in ("12", "13", "14", "15")


def unique_labels(pairs: list, lang: str = "en", names: dict | None = None) -> list:
    """(action, label) pairs with no two labels alike: of two identical
    copies of a chit (the Union's two Confident chits) one button stands for
    both, the same decision; another repeated label gets the action's own
    items added."""
    seen: dict = {}
    for _a, label in pairs:
        seen[label] = seen.get(label, 0) + 1
    out = []
    shown: set = set()
    for a, label in pairs:
        if seen[label] > 1:
            ids = [(names or {}).get(x, x) for x in a[1:] if isinstance(x, str)]
            copies = [x for x in ids if x in D.CHITS and x[-2:] in ("-a", "-b")]
            if copies:
                if label in shown:
                    continue                    # the other copy: the same choice
                shown.add(label)
            else:
                label = f"{label} ({' '.join(str(x) for x in a[1:])})"
        out.append((a, label))
    return out


def top_pending(view: dict):
    """The fire being declared (12.1c), if any."""
    flow = view.get("flow") or []
    top = flow[-1] if flow else {}
    return top.get("pending") if top.get("step") == "fire" else None


class SsTable(Table):
    map_kind = "hex"

    def __init__(self, game) -> None:
        super().__init__(game)
        self.unit = None            # the picked unit (an id)
        self.unit_by = None         # the side that picked it (hotseat: not the next player's pick)
        self.choice = None          # (hex, [actions]) a tap could not tell apart

    @staticmethod
    def legend(lang: str) -> str:
        return P.legend_html(lang)

    # The map -------------------------------------------------------------------------------
    def make_map(self, on_pick):
        if self.map is None:
            from .ss_map import SsMap
            self.map = SsMap(on_pick, label="Stonewall's Sword: Cedar Mountain — map")
            self.map.auto_frame = True
        return self.map

    def item_name(self, item) -> str:
        if item in P._CENTRE:
            return P.hex_words(item, "en")
        if item in D.UNITS:
            return D.UNITS[item]["label"]
        return str(item)

    def mentions(self, action, view: dict) -> set:
        where = {u["id"]: u["hex"] for u in view.get("units") or []}
        return {h for h in (target(action), where.get(actor(action) or "")) if h}

    # The picked unit -------------------------------------------------------------------------
    def picked(self, seat: Seat):
        """The picked unit while it has something to do now; else the one
        unit that has (a unit in mid-move, 13.1), else None."""
        mine = {actor(a) for a in seat.legal} - {None}
        if self.unit in mine and self.unit_by == seat.role:
            return self.unit
        if len(mine) == 1 and all(actor(a) or a[0] in ("halt", "done", "cancel", "shoot", "pass") for a in seat.legal):
            return next(iter(mine))
        return None

    def actors_at(self, view: dict, seat: Seat, hx: str) -> list:
        acting = {actor(a) for a in seat.legal} - {None}
        return [u["id"] for u in view.get("units") or [] if u["hex"] == hx and u["id"] in acting]

    def select(self, item, view: dict, seat: Seat):
        where = {u["id"]: u["hex"] for u in view.get("units") or []}
        self.choice = None
        self.unit_by = seat.role
        if item in D.UNITS:
            self.unit = item
            return where.get(item)
        if item not in P._CENTRE:
            return None
        here = self.actors_at(view, seat, item)
        if here:
            self.unit, picked = next_in_stack(here, self.unit, item, seat.selected)
            return picked
        self.unit = None
        return None if item == seat.selected else item

    def tap(self, item, view: dict, seat: Seat):
        if seat.role is None or item not in P._CENTRE:
            return None
        self.choice = None
        unit = self.picked(seat)
        acts = []
        if unit is not None:
            acts = [a for a in seat.legal if actor(a) == unit and target(a) == item]
        if not acts and not (unit is None and self.actors_at(view, seat, item)):
            acts = [a for a in seat.legal if actor(a) is None and target(a) == item]
        if not acts and unit is None:
            acts = [a for a in seat.legal if a[0] in BRIGADE_VERBS and item in self.brigade_hexes(view, a[1])]
        if len(acts) == 1 and acts[0][0] == "step":
            top = (view.get("flow") or [{}])[-1]
            if top.get("mover") != unit:                # the move begins here: where it came from
                self.origin = (unit, next((u["hex"] for u in view.get("units") or [] if u["id"] == unit), None))
            elif item in self.came_from(top, unit):
                self.choice = (item, acts)              # a step back: asked, never taken by a stray tap
                return None
        if len(acts) == 1:
            return acts[0]
        if len(acts) > 1:
            self.choice = (item, acts)
        return None

    def pending(self, view: dict, seat: Seat):
        """An end of step asks first (issue 32) while a chooser is open."""
        if self.choice and self.choice[0] == seat.selected:
            hx = self.choice[0]
            return (f"The choice at {hx} is still open: nothing was played there.",
                    f"La elección en {hx} sigue abierta: no se jugó nada allí.")
        return None

    def came_from(self, frame: dict, unit) -> set:
        """13.1: the hexes ``unit`` has left in the move under way (the one it
        started from, if this page saw it start, and those it passed)."""
        out = set((frame.get("path") or [])[:-1])
        origin = getattr(self, "origin", None)
        if origin and origin[0] == unit and origin[1]:
            out.add(origin[1])
        return out

    def highlight(self, view: dict, seat: Seat):
        if seat.role is None or not seat.legal:
            return set()
        where = {u["id"]: u["hex"] for u in view.get("units") or []}
        unit = self.picked(seat)
        if unit is not None:
            out = {target(a) for a in seat.legal if actor(a) == unit}
            out.add(where.get(unit))
            return out - {None}
        out = {where.get(actor(a) or "") for a in seat.legal}
        out |= {target(a) for a in seat.legal if actor(a) is None}
        for a in seat.legal:
            if a[0] in BRIGADE_VERBS:
                out |= self.brigade_hexes(view, a[1])   # a tap on a counter picks its brigade
        if not out - {None}:
            act = next((f for f in reversed(view.get("flow") or []) if f.get("step") == "activation"), None)
            if act and act.get("brigade"):
                out |= self.brigade_hexes(view, act["brigade"])   # the brigade at hand (an order to give)
        return out - {None}

    @staticmethod
    def brigade_hexes(view: dict, brigade) -> set:
        return {u["hex"] for u in view.get("units") or [] if D.UNITS[u["id"]]["brigade"] == brigade}

    def draw(self, view: dict, highlight: set, selected, seat: Seat | None = None) -> None:
        if self.map is None:
            return
        if seat is not None and self.map.lang != seat.lang:
            self.map.set_lang(seat.lang)
        if getattr(self.map, "scenario", None) != view.get("scenario"):
            self.map.set_scenario(view.get("scenario"))
        where = {u["id"]: u["hex"] for u in view.get("units") or []}
        sight, targets = [], set()
        if seat is not None and seat.role is not None:
            unit = self.picked(seat)
            if unit is not None:
                selected = where.get(unit, selected)      # the unit where it stands now (13.1)
                src = where.get(unit)
                targets = {a[2] for a in seat.legal if actor(a) == unit and a[0] == "fire"}
                sight = [(src, x) for x in sorted(targets) if src]
        top = (view.get("flow") or [{}])[-1] if view.get("flow") else {}
        pend = top.get("pending") if top.get("step") == "fire" else None
        if pend:
            targets.add(pend["target"])
            sight += [(where[u], pend["target"]) for u in pend.get("units") or [] if u in where]
        self.map.update(counters(view), highlight, selected, sight=sight, targets=targets)

    # Words -----------------------------------------------------------------------------------
    def since(self, before: dict, after: dict, lang: str) -> list:
        """"Since your last turn" in this game's terms: units put on the
        Broken Track (15.9) and the victory points (19.0)."""
        newly = [u for u in (after.get("broken") or {}) if u not in (before.get("broken") or {})]
        per = {s: sum(1 for u in newly if D.UNITS.get(u, {}).get("side") == s) for s in ("usa", "csa")}
        if newly:
            who = ", ".join(f"{P.tr(lang, 'Union' if s == 'usa' else 'Confederate', 'Unión' if s == 'usa' else 'Confederación')} {n}"
                            for s, n in per.items() if n)
            parts = [P.tr(lang, f"units broken: {who}", f"unidades desorganizadas: {who}")]
        else:
            parts = [P.tr(lang, "no unit broken", "ninguna unidad desorganizada")]
        va, vb = before.get("vp") or {}, after.get("vp") or {}
        parts.append(P.tr(lang, f"victory points Union {vb.get('usa', 0)} · Confederate {vb.get('csa', 0)}",
                          f"puntos de victoria Unión {vb.get('usa', 0)} · Confederación {vb.get('csa', 0)}")
                     + ("" if va == vb else P.tr(lang, " (changed)", " (cambiaron)")))
        return parts

    def summary(self, view: dict, lang: str) -> str:
        time = (view.get("time") or {}).get("es" if lang == "es" else "en", "")
        ph = PHASES.get(view.get("phase") or "", ("", "", ""))
        vp = view.get("vp") or {}
        return (f"{P.tr(lang, 'Turn', 'Turno')} {view.get('turn')} ({time}) · {ph[1] if lang == 'es' else ph[0]} · "
                f"{P.tr(lang, 'VP', 'PV')}: {P.tr(lang, 'Union', 'Unión')} {vp.get('usa', 0)}, "
                f"{P.tr(lang, 'Confederate', 'Confederación')} {vp.get('csa', 0)}")

    def cup_words(self, view: dict, lang: str) -> str:
        """The cup: how many chits, never which (8.3); empty in the Command
        Decision Phase, while the players choose what goes in."""
        n = (view.get("cup") or {}).get("size", 0)
        if view.get("phase") == "command":
            return P.tr(lang, "filled at the end of this phase", "se llena al final de esta fase")
        if view.get("phase") == "artillery" and n:
            return P.tr(lang, f"{n} chits, drawn after the Artillery Phase", f"{n} fichas, se roban tras la Fase de Artillería")
        if not n:
            return P.tr(lang, "empty", "vacío")
        return P.tr(lang, f"{n} chit{'s' if n != 1 else ''}", f"{n} ficha{'s' if n != 1 else ''}")

    def drawn(self, view: dict):
        """The chit drawn last and still in play (its frame), as (chit, side) or None."""
        for f in reversed(view.get("flow") or []):
            if f.get("step") in ("event", "cic", "division", "activation") and f.get("chit"):
                return f["chit"]
        return None

    def status_line(self, view: dict, lang: str) -> str:
        time = (view.get("time") or {}).get("es" if lang == "es" else "en", "")
        ph = PHASES.get(view.get("phase") or "")
        vp = view.get("vp") or {}
        broken = view.get("broken") or {}
        nb = {s: sum(1 for u in broken if D.UNITS[u]["side"] == s) for s in ("usa", "csa")}
        cells = [
            (P.tr(lang, "Game turn", "Turno"), P.tr(lang, f"{view.get('turn')} of 15 · {time}",
                                                    f"{view.get('turn')} de 15 · {time}"), "7.0"),
            (P.tr(lang, "Phase", "Fase"), (ph[1] if lang == "es" else ph[0]) if ph else "—", ph[2] if ph else ""),
            (P.tr(lang, "Chit cup", "Recipiente"), self.cup_words(view, lang), "8.3"),
            (P.tr(lang, "Victory points", "Puntos de victoria"),
             P.tr(lang, f"USA {vp.get('usa', 0)} · CSA {vp.get('csa', 0)}",
                  f"Unión {vp.get('usa', 0)} · Confederación {vp.get('csa', 0)}"), "19.0"),
            (P.tr(lang, "Broken units", "Desorganizadas"),
             P.tr(lang, f"USA {nb['usa']} · CSA {nb['csa']}", f"Unión {nb['usa']} · Confederación {nb['csa']}"),
             "15.9"),
        ]
        chit = self.drawn(view)
        if chit:
            name = chit_name(view, chit, lang) or P.tr(lang, "an Event chit", "una ficha de Evento")
            cells.insert(3, (P.tr(lang, "Chit drawn", "Ficha robada"), name, "10.3"))
        items = "".join(f'<div><dt>{esc(k)}</dt><dd>{esc(v)}{rule_ref(lang, r)}</dd></div>' for k, v, r in cells)
        return f'<dl class="strip ss-strip">{items}</dl>'

    def unit_words(self, uid: str, view: dict, lang: str) -> str:
        u = next((x for x in view.get("units") or [] if x["id"] == uid), None)
        if u is None:
            return D.UNITS[uid]["label"]
        sp, weapon, cr = P.values(uid, bool(u.get("depleted")))
        return f"{D.UNITS[uid]['label']} ({u['hex']}, {sp} {weapon} {cr})"

    @staticmethod
    def step_key(view: dict) -> str:
        """The step at hand, told apart where one step serves two moments:
        fire inside a close combat is the defenders' fire (14.2a); a close
        combat choice by its kind."""
        flow = view.get("flow") or []
        frame = flow[-1] if flow else {}
        step = frame.get("step") or view.get("step") or ""
        if step == "fire" and any(f.get("step") == "close" for f in flow):
            return "fire_cc"
        if step == "ccpick":
            return "ccpick_" + str(frame.get("kind"))
        if step == "pick" and frame.get("why") == "cancelled":
            return "pick_cancelled"
        return step

    def label(self, action, view: dict, seat: Seat) -> str:
        """A button's words: the engine's, but a picked unit's step is just
        its hex (the unit is named above the buttons), and a chit's copy is
        told apart by its letter (``unique_labels``)."""
        lang = seat.lang
        if action[0] == "step" and len(action) > 2:
            return f"→ {action[2]}"
        if action in (("done",), ("pass",)):
            words = END_WORDS.get(self.step_key(view))
            if words:
                return words[1] if lang == "es" else words[0]
        if action == ("pass", "phase"):
            return ("Pasar hasta el final de la Fase de Artillería" if lang == "es"
                    else "Pass for the rest of the Artillery Phase")
        return seat.describe(action)

    # The urgent slot -------------------------------------------------------------------------
    def urgent(self, view: dict, seat: Seat) -> str:
        lang = seat.lang
        out = [self.status_line(view, lang)]
        combat = self.combat_panel(view, seat)
        if combat:
            out.append(combat)
        if seat.role is None or not seat.legal:
            return "".join(out) + self.meanwhile(view, seat)
        index = {a: i for i, a in enumerate(seat.legal)}
        frame = (view.get("flow") or [{}])[-1] if view.get("flow") else {}
        step = self.step_key(view)
        body = []
        tip = TIPS.get(step)
        if step == "fog" and frame.get("what") == "uncontrolled_advance":      # 10.5: the prompt's own way
            tip = ("Fog of War: move one enemy unit one hex toward your units (tap it, then a lit hex), or pass.",
                   "Niebla de Guerra: mueve una unidad enemiga un hex hacia tus unidades (tócala y luego un hex "
                   "resaltado), o pasa.", "10.5")
        if step == "move" and ("halt",) in seat.legal:
            tip = ("Tap a lit hex to move on, one hex at a time, or halt here.",
                   "Toca un hex resaltado para seguir, de hex en hex, o detente aquí.", "13.1")
        if tip:
            body.append(f'<p class="tip">{esc(tip[1] if lang == "es" else tip[0])}{rule_ref(lang, tip[2])}</p>')

        def buttons(acts, cls=""):
            pairs = unique_labels([(a, self.label(a, view, seat)) for a in acts], lang, view.get("names"))
            return "".join(act_button(index[a], a, esc(lab), f' class="{cls}"' if cls else "") for a, lab in pairs)

        shown: set = set()
        if self.choice and self.choice[0] == seat.selected and all(a in index for a in self.choice[1]):
            hx, acts = self.choice
            shown |= set(acts)
            body.append(f'<div class="ss-choice" role="group"><p class="tip"><b>{esc(hx)}</b>: '
                        f'{esc(P.tr(lang, "this tap could mean:", "este toque puede ser:"))}</p>'
                        f'<p class="row-buttons">{buttons(acts, "chip")}'
                        f'<button type="button" data-do="unselect">{esc(P.tr(lang, "Cancel", "Cancelar"))}</button></p></div>')
        unit = self.picked(seat)
        if unit is not None:
            acts = [a for a in seat.legal if actor(a) == unit and a not in shown]
            shown |= set(acts)
            body.append(f'<p class="picked">{esc(P.tr(lang, "Picked: ", "Elegida: "))}<b>{esc(self.unit_words(unit, view, lang))}</b></p>')
            odds = [r for r in seat.previews().get("fire_odds") or [] if r[0] == [unit]]
            if odds and not top_pending(view):          # issue 32: column and odds before it fires
                body.append('<ul class="ss-odds">' + "".join(
                    f"<li>{esc(P.fire_odds_words(r, lang))}</li>" for r in odds) + "</ul>")
            odds = [r for r in seat.previews().get("assault_odds") or [] if r[0] == unit]
            if odds:                                    # and before it is declared to assault (14.2)
                body.append('<ul class="ss-odds">' + "".join(
                    f"<li>{esc(P.tr(lang, 'Assault ', 'Asalto a ') + P.fire_odds_words(r, lang, close=True))}</li>"
                    for r in odds) + "</ul>")
            steps = [a for a in acts if a[0] == "step"]
            rest_acts = [a for a in acts if a[0] != "step"]
            if rest_acts:
                body.append(f'<p class="row-buttons ss-unit">{buttons(rest_acts, "chip")}</p>')
            if steps:                        # on the map too: a fold keeps the map where the finger left it
                head = P.tr(lang, f"Move by buttons ({len(steps)} hexes)", f"Mover con botones ({len(steps)} hexes)")
                body.append(f'<details class="ss-fold ss-moves"><summary>{esc(head)}</summary>'
                            f'<p class="row-buttons ss-unit">{buttons(steps, "chip")}</p></details>')
        others = sorted({actor(a) for a in seat.legal if actor(a) and actor(a) != unit},
                        key=lambda u: (self.unit_words(u, view, lang)))
        if others:
            picks = "".join(f'<button type="button" class="chip ss-pick" data-do="pick" data-arg="{esc(u)}">'
                            f'{esc(self.unit_words(u, view, lang))}</button>' for u in others)
            lead = (P.tr(lang, "Units that can act:", "Unidades que pueden actuar:")
                    if all(D.UNITS[u]["side"] == seat.role for u in others) else
                    P.tr(lang, "Units to choose from:", "Unidades entre las que elegir:"))
            body.append(f'<details class="ss-fold ss-picks"><summary>{esc(lead[:-1])} ({len(others)})</summary>'
                        f'<p class="row-buttons">{picks}</p></details>')
        rest = [a for a in seat.legal if a not in shown and not actor(a)]
        main = [a for a in rest if a[0] not in ("done", "pass", "halt", "cancel")]
        ends = [a for a in rest if a[0] in ("done", "pass", "halt", "cancel")]
        if main:
            body.append(f'<p class="row-buttons ss-acts">{buttons(main, "primary" if len(main) <= 2 else "")}</p>')
        if ends:
            body.append(f'<p class="row-buttons ends">{buttons(ends, "primary" if not main and not others and unit is None else "")}</p>')
        names = view.get("names") or {}
        events = sorted({names.get(x, x) for a in seat.legal for x in a[1:2] if isinstance(x, str)
                         and names.get(x, x) in D.CHITS and D.CHITS[names.get(x, x)]["kind"] == "event"})
        if events:
            k = "es" if lang == "es" else "en"
            said = {}
            for c in events:
                ev = EVENTS.get(D.CHITS[c].get("event") or "")
                if ev and ev.get("text"):
                    said.setdefault(D.CHITS[c]["name"][k], ev["text"][k])
            rows = "".join(f'<li><b>{esc(n)}</b>: {esc(x)}</li>' for n, x in said.items())
            if rows:
                head = P.tr(lang, f"What these chits do ({len(said)})", f"Qué hacen estas fichas ({len(said)})")
                body.append(f'<details class="ss-events"><summary>{esc(head)}</summary><ul>{rows}</ul></details>')
        out.append(f'<section class="ss-now">{"".join(body)}</section>')
        return "".join(out)

    def meanwhile(self, view: dict, seat: Seat) -> str:
        me = viewer(seat)
        active = view.get("active") or []
        if me is None or not active or me in active:
            return ""
        lang = seat.lang
        who = ", ".join(role_name(lang, r) for r in active)
        return (f'<section class="ss-meanwhile"><p>{esc(P.tr(lang, f"Now the {who} player decides.", f"Ahora decide el jugador {who}."))}'
                f'</p></section>')

    def combat_panel(self, view: dict, seat: Seat) -> str:
        """Fire and close combat as the table resolves them: the fire being
        declared (who fires at what), then the dice and what the CRT and the
        Cohesion Test gave, in the engine's words (column, roll, result)."""
        lang = seat.lang
        flow = view.get("flow") or []
        top = flow[-1] if flow else {}
        rows = []
        title, rule = "", ""
        pend = top.get("pending") if top.get("step") == "fire" else None
        if pend:
            names = ", ".join(self.unit_words(u, view, lang) for u in pend.get("units") or [])
            here = [self.unit_words(u["id"], view, lang) for u in view.get("units") or [] if u["hex"] == pend["target"]]
            title, rule = P.tr(lang, f"Fire at {pend['target']}", f"Disparo a {pend['target']}"), "12.3"
            rows.append(f'<p>{esc(P.tr(lang, "Firing: ", "Disparan: "))}<b>{esc(names)}</b></p>')
            if here:
                rows.append(f'<p>{esc(P.tr(lang, "Target: ", "Objetivo: "))}{esc("; ".join(here))}</p>')
            for r in seat.previews().get("fire_odds") or []:      # issue 32: the column and odds before Fire
                if r[1] == pend["target"] and sorted(r[0]) == sorted(pend.get("units") or []):
                    rows.append(f'<p class="ss-odds">{esc(P.fire_odds_words(r, lang))}</p>')
            rows.append(f'<p class="hint">{esc(P.tr(lang, "Add the units that may fire with it, then Fire: the total SP gives the CRT column; two dice (coloured tens, white units) against the Lead Unit’s CR give the result.", "Añade las unidades que pueden disparar con ella y luego Disparar: el total de PF da la columna de la TRC; dos dados (el de color decenas, el blanco unidades) contra el VC de la Unidad Principal dan el resultado."))}</p>')
        elif top.get("step") in ("cohesion", "choose"):
            title, rule = P.tr(lang, "Cohesion Test", "Test de Cohesión"), "15.0"
        elif any(f.get("step") in ("close", "ccpick") for f in flow):
            f = next(f for f in reversed(flow) if f.get("step") in ("close", "ccpick"))
            title, rule = P.tr(lang, "Close combat", "Combate cuerpo a cuerpo"), "14.2"
            f = next((g for g in reversed(flow) if g.get("step") == "close"), f)
            if f.get("cur"):
                title += f" · {f['cur']}"
            decl = [d for d in f.get("decl") or [] if len(d) >= 2 and d[0] in D.UNITS]
            if decl:
                said = "; ".join(D.UNITS[d[0]]["label"] + " → " + str(d[1]) for d in decl)
                rows.append(f'<p>{esc(P.tr(lang, "Assaults declared: ", "Asaltos declarados: "))}{esc(said)}</p>')
            else:                           # 14.1: nothing declared yet (the panel is never an empty box)
                rows.append(f'<p class="hint">{esc(P.tr(lang, "No assault declared yet.", "Aún no se ha declarado ningún asalto."))}</p>')
        said = []
        if seat.last_log:
            said = [e for e in seat.last_log if combat_line(e)]
        if seat.last_rolled and said:
            if not title:
                rule = str(said[0].get("rule", ""))
                top_rule = rule.split(".")[0]
                title = (P.tr(lang, "Disengagement Fire", "Disparo de Separación") if rule.startswith("13.7") else
                         P.tr(lang, "Fire combat", "Combate de disparo") if top_rule == "12" else
                         P.tr(lang, "Close combat", "Combate cuerpo a cuerpo") if top_rule == "14" else
                         P.tr(lang, "Cohesion Test", "Test de Cohesión") if top_rule == "15" else
                         P.tr(lang, "Combat", "Combate"))
            rolls = [d.get("die") for d in view.get("last_roll") or []]
            if any(ch.isdigit() for e in seat.last_log if not combat_line(e) for ch in str(e.get("en", ""))):
                # The move may have rolled for more than the combat (after a close
                # combat ends the activation the next chit is drawn: a Fog of War
                # roll, 10.5b): the last roll's dice cannot be told apart, and a die
                # of that roll must not be shown as the combat's. Every roll is told
                # in its log line with its number, so a line with no digit rolled
                # nothing ("Drawn: Sigel"). The combat lines say their dice in words.
                rolls = []
            tray = dice_tray(rolls, said, lang) if rolls else (
                '<div class="die" role="status"><ul class="said">'
                + "".join(f"<li>{esc(words(e, lang))}</li>" for e in said) + "</ul></div>")
            rows.append(f'<div class="dice-tray">{tray}</div>')
        if not title:
            return ""
        return (f'<section class="ss-combat" aria-label="{esc(title)}"><h3>{esc(title)}{rule_ref(lang, rule)}</h3>'
                f'{"".join(rows)}</section>')

    # Panels beside the map -------------------------------------------------------------------
    def panels(self, view: dict, seat: Seat) -> str:
        lang = seat.lang
        me = viewer(seat)
        chits = view.get("chits") or {}
        rows = []
        for side in ("usa", "csa"):
            rec = chits.get(side) or {}
            held = rec.get("held") or {}
            known = held.get("known") or []
            n = held.get("count", 0)
            cic = rec.get("cic_held") or []
            if side == me or (me is None and seat.seat == "both" and False):
                names = [D.CHITS[c]["name"]["es" if lang == "es" else "en"] for c in known + cic]
                text = ", ".join(names) if names else P.tr(lang, "none", "ninguna")
            else:
                hidden = n - len(known)
                parts = [D.CHITS[c]["name"]["es" if lang == "es" else "en"] for c in known + cic]
                if hidden:
                    parts.append(P.tr(lang, f"{hidden} face down", f"{hidden} boca abajo"))
                text = ", ".join(parts) if parts else P.tr(lang, "none", "ninguna")
            rows.append(f'<li>{esc(P.tr(lang, "Held by the ", "Conservadas por ") + role_name(lang, side))}: {esc(text)}</li>')
        mine = (view.get("main") or {}).get(me) if me else None
        if mine and mine in D.CHITS:
            rows.append(f'<li>{esc(P.tr(lang, "Your main chit: ", "Tu ficha principal: "))}'
                        f'{esc(D.CHITS[mine]["name"]["es" if lang == "es" else "en"])}</li>')
        elif mine:
            said = P.tr(lang, "Your main chit is in the cup, shaken with the others.",
                        "Tu ficha principal está en el recipiente, mezclada con las demás.")
            rows.append(f'<li>{esc(said)}</li>')
        cup = (f'<section class="ss-cup"><h3>{esc(P.tr(lang, "Chits", "Fichas"))}{rule_ref(lang, "10.0")}</h3>'
               f'<p>{esc(P.tr(lang, "In the cup: ", "En el recipiente: ") + self.cup_words(view, lang))}</p>'
               f'<ul>{"".join(rows)}</ul></section>')
        broken = view.get("broken") or {}
        brows = "".join(f'<li class="side-{esc(D.UNITS[u]["side"])}">{esc(D.UNITS[u]["label"])}: '
                        f'{esc(P.tr(lang, "box ", "casilla ") + str(b) if b != "available" else P.tr(lang, "available", "disponible"))}</li>'
                        for u, b in sorted(broken.items()))
        track = (f'<section class="ss-broken"><h3>{esc(P.tr(lang, "Broken Track", "Contador de Desorganizadas"))}'
                 f'{rule_ref(lang, "15.9")}</h3>'
                 + (f'<ul>{brows}</ul>' if brows else f'<p>{esc(P.tr(lang, "No unit is broken.", "Ninguna unidad está desorganizada."))}</p>')
                 + '</section>')
        acts = view.get("activated") or []
        act = (f'<section class="ss-activated"><h3>{esc(P.tr(lang, "Brigades activated this turn", "Brigadas activadas este turno"))}'
               f'{rule_ref(lang, "4.3")}</h3><p>{esc(", ".join(D.BRIGADES[b]["name"]["es" if lang == "es" else "en"] for b in acts) or P.tr(lang, "none yet", "ninguna aún"))}</p></section>')
        return self.hex_panel(view, seat) + cup + act + track

    def hex_panel(self, view: dict, seat: Seat) -> str:
        hx = seat.selected if seat.selected in P._CENTRE else None
        if hx is None:
            return ""
        lang = seat.lang
        here = [u for u in view.get("units") or [] if u["hex"] == hx]
        rows = "".join(f'<li class="side-{esc(D.UNITS[u["id"]]["side"])}">{esc(P.counter_words(u | {"mh": u.get("marker") or 0}, lang))}</li>'
                       for u in here)
        return (f'<section class="ss-hex"><h3>{esc(P.hex_words(hx, lang))}</h3>'
                + (f'<ul>{rows}</ul>' if rows else "") + '</section>')

    # The text twin ---------------------------------------------------------------------------
    def text_twin(self, view: dict, seat: Seat) -> str:
        lang = seat.lang
        rows: dict = {}
        for u in view.get("units") or []:
            rows.setdefault(u["hex"], []).append(P.counter_words(u | {"mh": u.get("marker") or 0}, lang))
        lit = lit_links(self.highlight(view, seat), lang) if seat.role is not None else ""
        items = "".join(f'<li><button type="button" class="link" data-do="pick" data-arg="{esc(h)}">{esc(h)}</button> '
                        f'— {esc("; ".join(rows[h]))}</li>' for h in sorted(rows))
        head = P.tr(lang, f"Hexes with units (of {len(HEXES)})", f"Hexes con unidades (de {len(HEXES)})")
        return (f'<details class="text-map"><summary>{esc(t(lang, "text_map"))}</summary>'
                f'<p>{esc(self.summary(view, lang))}</p>{lit}<h4>{esc(head)}</h4><ul>{items}</ul></details>')
