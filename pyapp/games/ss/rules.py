"""Stonewall's Sword: the Battle of Cedar Mountain, 9 August 1862 — the rules
engine (Spanish rulebook, errata of 26 July 2015; RULES_NOTES.md beside this
file says how it reads the text where the text is unclear).

The game's data comes through ``data`` (counters, chits, tables, scenarios:
DATA_NOTES.md) and its map through ``board``. The sequence of play is a flow
(``pyapp.core.flow``) of steps: ``sequence`` (the Game Turn, Command
Decision, Artillery, Chit Draw), ``activation`` (a brigade's activation),
``rally``, ``morale`` and ``retreat`` (cohesion, Break Tests, the Broken
Track, Recover and Rebuild), ``fog`` (Fog of War), ``events`` (playing
chits), ``endturn`` (End Turn, the optional arrivals, victory) and
``bombard`` (22.1's preliminary bombardments).

Fire combat (``fire``: 12.0-12.3) and movement (``movement``: 13.0-13.9,
Disengagement Fire, Skirmish Order 18.1-18.2) and close combat (``close``:
14.0-14.2, the Advance 15.8) are in, with Converging Fire (12.4); not yet:
the Rebel Yell! event.

State (plain JSON)::

    {"sc": scenario id, "op": {option: bool},
     "rng": the dice (pyapp.core.dice), "rng_cup": the cup's own stream (8.2, 10.3),
     "turn": the Game Turn, 1..15 (3:40 pm .. 8:20 pm, 20 minutes each),
     "pos": {unit: hex} units on the map,
     "dep": [unit] units Depleted side up (4.1), on the map or the Broken Track,
     "mh": {unit: 1 Shaken | 2 Disrupted} Morale Hit markers (15.6),
     "so": [unit] units in Skirmish Order (18.0),
     "broken": {unit: "3" | "2" | "1" | "available"} the Broken Track (15.9),
     "elim": [unit] eliminated batteries (15.9), "off": [unit] units that left the map (13.9),
     "ever_broken": [unit] units that have been on the Broken Track (16.2 Rebuild Option),
     "waiting": {brigade: [turn, hex, delayed]} brigades not yet on the map: they may enter
                from ``turn`` at ``hex`` on a Full Activation (13.8); ``delayed``: once delayed,
     "activated": [brigade] status markers on their Activated face this turn (4.3),
     "ctrl": {victory hex: side} the side whose infantry last occupied it (19.1),
     "vp_usa": the Union's victory points scored turn by turn so far (17.2, 19.2),
     "cup": [chit] the chits in the cup, sorted, Event chits by handle (8.3),
     "excluded": {side: [event]} the two chits set aside unseen this turn (8.2; hidden from both),
     "main": {side: event | "cup" | None} the main chit chosen this turn (8.1; hidden from the
        enemy), "cup" once the cup is filled (8.3: in it, under a handle nobody can name),
     "held": {side: [chit]} Event and CiC chits kept face down (10.3; the events hidden from
             the enemy under the secret events option, 10.4),
     "parked": {side: [event]} chits played as Common Events this turn (10.4b, 20.1a, 20.2a),
     "discard": [chit] chits drawn and set aside this turn (10.8),
     "seen": [event] event chits shown to both players this turn (secret events option),
     "cancel": 1 while Fortunes of War cancels the next chit (10.5a),
     "casualty": [general] generals whose Casualty chit is in force: division ids,
                 "cic-usa", "cic-csa" (10.5b),
     "chits_in": [chit] Division and CiC chits an optional track brought into play (20.1, 20.2),
     "track": {"jackson": box, "ricketts": box} the Where's tracks (20.1, 20.2),
     "ricketts": [brigade] Ricketts' brigades chosen to enter (20.2c),
     "ricketts_turn": the turn his chit went in the cup (0: not yet), "field": 1 once
                      Field's entry is set (20.3),
     "released": 1 once Forno and Trimble are released (22.2 rule 2),
     "opened": 1 once the Turn 7 opening pick was offered (22.1 rule 4),
     "art_done": [unit] batteries (and the cavalry) activated this Artillery Phase (9.1),
     "flow": [frame], "lg": [log entry], "lr": [[side, die]] the latest action's dice,
     "rv": reveals, "res": None | {"winner", "level", "usa_vp", "csa_vp"},
     "sealed": {handle: value} the hidden values (secrets.py): "E.usa.1" .. "E.csa.7" each
               side's seven Event chits as [chit, stamp], "K.usa"/"K.csa" each side's salt;
               the lists above name Event chits by these handles,
     "stirs": the public count of the handles' re-deals (T3.5)}
"""

from __future__ import annotations

from ...core import dice
from ...core.flow import Flow
from ...core.errors import Illegal
from ...core.flowgame import FlowGame
from ...core.game import as_action, text
from . import activation as A
from . import bombard as BO
from . import close as CC
from . import data as D
from . import endturn as ET
from . import fire as FI
from . import fog as F
from . import model as M
from . import morale as MO
from . import movement as MV
from . import rally as R
from . import retreat as RT
from . import secrets as SE
from . import sequence as S
from . import statedict
from . import steps as ST

ROLES = M.ROLES

STEPS = {
    "turn": S.Turn(), "main": S.Main(), "fill": S.Fill(), "artillery": S.Artillery(), "arty_pick": S.ArtyPick(),
    "chits": S.Chits(), "event": S.EventDrawn(), "cic": S.CicDrawn(), "division": S.Division(),
    "opening": S.Opening(), "flip": S.Flip(),
    "retained": ST.Retained(), "announce": ST.Announce(), "first": ST.First(), "window": ST.Window(),
    "pick": ST.PickBrigade(),
    "activation": A.Activation(), "order": A.Order(), "entry": A.Entry(), "unstack": A.Unstack(),
    "rally": R.Rally(), "place": R.Place(), "displace": R.Displace(),
    "cohesion": MO.Cohesion(), "choose": MO.Choose(), "retreat": RT.Retreat(), "retreat_to": RT.RetreatTo(),
    "fog": F.Fog(), "fogmove": F.FogMove(), "endturn": ET.EndTurn(), "ricketts": ET.Ricketts(), "field": ET.Field(),
    "bombard": BO.Bombard(), "fire": FI.Fire(), "volley": FI.Volley(), "lead": FI.Lead(),
    "primary": FI.Primary(),
    "battery": S.Battery(), "move": MV.Move(), "screen": MV.Screen(),
    "close": CC.Close(), "ccpick": CC.Pick(),
}
FLOW = Flow(STEPS)

# Options (all off by default; on is the rule in brackets).
OPTIONS = {
    "bad_day": ("Bad Day for Stonewall: Jackson's CiC chit waits on the Where's General Jackson? track "
                "(20.1; Slaughter Mountain only)",
                "Mal Día para Stonewall: la ficha de CEJ de Jackson espera en el contador ¿Dónde está el "
                "General Jackson? (20.1; solo El Monte de la Masacre)"),
    "pope": ("General Pope's Reinforcements: Ricketts' division may arrive (20.2; Slaughter Mountain only)",
             "Los Refuerzos del General Pope: puede llegar la división de Ricketts (20.2; solo El Monte de la "
             "Masacre)"),
    "hill_rearguard": ("Hill's Rearguard: Field's brigade may follow Ricketts' arrival (20.3; with Pope's "
                       "Reinforcements)",
                       "La Retaguardia de Hill: la brigada de Field puede llegar tras Ricketts (20.3; con los "
                       "Refuerzos de Pope)"),
    "secret_events": ("Secret held events: the enemy does not see the Event chits you draw and keep (10.4)",
                      "Eventos conservados en secreto: el enemigo no ve las fichas de Evento que robas y "
                      "conservas (10.4)"),
    "rebuild_option": ("Rebuild Option: a unit that has been Broken never rebuilds to its Fresh side (16.2)",
                       "Opción de Reconstrucción: una unidad que estuvo Desorganizada nunca vuelve a su cara "
                       "Nueva (16.2)"),
    "artillery_full_sp": ("Artillery counts its full SP for stacking (without the recommended rule 6.1a)",
                          "La artillería cuenta todos sus PF para el apilamiento (sin la regla recomendada 6.1a)"),
}

PRIVATE_KEYS = ("rng", "rng_cup", "lg", "sealed")
# The public state a view hands on beyond its own fields (state key, view field, what it is):
# with the fields that copy a state key as it is (SAME), all a search needs to sample a state.
PUBLIC_FIELDS = (
    ("pos", "positions", "{unit: hex}: the units on the map"),
    ("dep", "depleted", "[unit]: units Depleted side up (4.1)"),
    ("mh", "morale_hits", "{unit: 1 Shaken | 2 Disrupted} (15.6)"),
    ("so", "skirmish_order", "[unit]: units in Skirmish Order (18.0)"),
    ("ever_broken", "ever_broken", "[unit]: units that have been on the Broken Track (16.2)"),
    ("waiting", "entries", "{brigade: [turn, hex, delayed]}: brigades still to enter (13.8)"),
    ("vp_usa", "vp_usa", "the Union's victory points scored turn by turn so far (17.2)"),
    ("cup", "cup_handles", "[chit]: the cup, Event chits by handle (8.3)"),
    ("excluded", "set_aside", "{side: [handle]}: the chits set aside this turn (8.2)"),
    ("main", "main_handles", "{side: handle | None}: the main chits chosen (8.1)"),
    ("held", "held", "{side: [chit]}: chits held, Event chits by handle (10.3)"),
    ("parked", "parked", "{side: [handle]}: chits played as Common Events (10.4b)"),
    ("discard", "discarded", "[chit]: chits drawn and set aside this turn (10.8)"),
    ("seen", "shown", "[handle]: Event chits shown to both this turn (10.4)"),
    ("cancel", "cancel", "1 while Fortunes of War cancels the next chit (10.5a)"),
    ("chits_in", "chits_in", "[chit]: chits an optional track brought into play (20.1, 20.2)"),
    ("ricketts", "ricketts", "[brigade]: Ricketts' brigades chosen to enter (20.2c)"),
    ("ricketts_turn", "ricketts_turn", "the turn Ricketts' chit went in the cup (0: not yet)"),
    ("field", "field", "1 once Field's entry is set (20.3)"),
    ("released", "released", "1 once Forno and Trimble are released (22.2)"),
    ("opened", "opened", "1 once the Turn 7 opening pick was offered (22.1)"),
    ("art_done", "art_done", "[unit]: batteries activated this Artillery Phase (9.1)"),
    ("res", "end", "None, or the result as the state keeps it"),
    ("stirs", "stirs", "the public count of the Event handles' re-deals (T3.5)"),
)
SAME = (("sc", "scenario"), ("turn", "turn"), ("broken", "broken"), ("elim", "eliminated"), ("off", "off"),
        ("activated", "activated"), ("ctrl", "control"), ("casualty", "casualty"), ("track", "tracks"),
        ("flow", "flow"), ("op", "options"), ("rv", "reveals"))
EVENT_PLACES = ("cup", "excluded", "held", "parked", "discard", "pending", "main")


def blank_state(sc: str, op: dict, seed: int) -> dict:
    scen = D.SCENARIOS[sc]
    return {
        "sc": sc, "op": op, "rng": dice.seed_state(seed), "rng_cup": dice.seed_state(seed, M.CUP),
        "turn": scen["start"], "pos": {}, "dep": [], "mh": {}, "so": list(scen["skirmish"]), "broken": {},
        "elim": [], "off": [], "ever_broken": [], "waiting": {}, "activated": [], "ctrl": dict(scen["control"]),
        "vp_usa": 0, "cup": [], "excluded": {s: [] for s in ROLES}, "main": {s: None for s in ROLES},
        "held": {s: [] for s in ROLES}, "parked": {s: [] for s in ROLES}, "discard": [], "seen": [],
        "cancel": 0, "casualty": [], "chits_in": [], "track": {"jackson": 0, "ricketts": 0}, "ricketts": [],
        "ricketts_turn": 0, "field": 0, "released": 0, "opened": 0, "art_done": [],
        "flow": [], "lg": [], "lr": [], "rv": 0, "res": None, "sealed": SE.blank(), "stirs": 0,
    }


# ---------------------------------------------------------------- hidden chits

def secret(st: dict) -> bool:
    return M.option(st, "secret_events")


def pending(st: dict) -> dict[str, str]:
    """The Event chit drawn and waiting for its owner's decision (10.3a), by side."""
    out = {}
    for f in st["flow"]:
        if f["step"] == "event":
            out[f["who"]] = f["chit"]
    return out


def event_places(st: dict) -> dict[str, str]:
    """Where each Event handle is now: one of EVENT_PLACES but "main" (or
    none, in a hand before the cup is filled)."""
    out: dict[str, str] = {}
    for side in ROLES:
        for c in st["excluded"][side]:
            out[c] = "excluded"
        for c in st["held"][side]:
            if M.is_ev(c):
                out[c] = "held"
        for c in st["parked"][side]:
            out[c] = "parked"
    for c in st["cup"]:
        if M.is_ev(c):
            out[c] = "cup"
    for c in st["discard"]:
        if M.is_ev(c):
            out[c] = "discard"
    for side, c in pending(st).items():
        out[c] = "pending"
    return out


def public_event(st: dict, handle: str) -> bool:
    """Whether both players know which chit this Event handle holds: what
    was played, and without the secret events option whatever was drawn
    and decided (10.4): ``seen``."""
    return handle in st["seen"]


def names(st: dict, role: str | None) -> dict[str, str]:
    """{handle: chit} for the Event handles ``role`` sees now: the shown
    ones, and its own out of the cup and the chits set aside (8.2: nobody
    looks at those; 8.1: all seven in hand before the cup is filled)."""
    places = event_places(st)
    out = {}
    for h in sorted(SE.may_know(st, role)):
        if M.is_ev(h) and (h in st["seen"] or places.get(h) not in ("cup", "excluded")):
            c = M.chit_of(st, h)
            if c is not None:
                out[h] = c
    return out


class StonewallsSword(FlowGame):
    id = "ss"
    title = "Stonewall's Sword: The Battle of Cedar Mountain"
    roles = ROLES
    rules_version = "4"            # 4: every Event handle dealt anew when the cup is filled, the
                                   # two set aside under handles drawn again (8.2-8.3);
                                   # 3: a pass for the rest of the Artillery Phase (9.3), forced
                                   # stacking moves the largest unit that can move (6.3);
                                   # 2: a stack may move as one (13.4: the "with" move); 1: Event
                                   # chits under sealed handles (two devices)
    hidden = True                  # the cup, the main chits, the excluded chits (8.0)
    # Between two devices the Event chits are sealed values under public handles
    # (secrets.py, docs/TRUST.md T3): the main chit chosen (8.1), the chits set aside
    # (8.2) and those held face down (10.3a, 10.4) stay on their owner's device.
    sealed = True
    # links: a position is canonical JSON deflated with a preset dictionary, set below
    # once the game exists (statedict.py builds it from the data and the set-ups)
    rng_keys = (dice.DICE, M.CUP)
    scenarios = {k: v["title"]["en"] for k, v in D.SCENARIOS.items()}
    scenarios_es = {k: v["title"]["es"] for k, v in D.SCENARIOS.items()}
    options = {k: v[0] for k, v in OPTIONS.items()}
    options_es = {k: v[1] for k, v in OPTIONS.items()}
    flow = FLOW

    # ------------------------------------------------------------ set-up

    def setup(self, scenario, options, seed):
        sc = self.check_scenario(scenario)
        op = self.check_options(options)
        st = blank_state(sc, op, seed)
        scen = D.SCENARIOS[sc]
        for uid, hx in scen["setup"].items():
            st["pos"][uid] = hx                                     # 22.1, 22.2
        for r in scen["reinforcements"]:
            if r["unless_option"] and M.option(st, r["unless_option"]):
                continue
            for b in r["brigades"]:
                st["waiting"][b] = [r["turn"], r["hex"], 0]         # 13.8
        FLOW.push(st, "turn", ph=0)
        BO.begin(self, st)                                          # 22.1 rules 2-3, before play
        FLOW.settle(self, st)
        return self.private_setups(st, seed)                        # T3.4: each side's chits under its handles

    def private_setup(self, state, role, secret):
        SE.private_setup(state, role, secret)

    # ------------------------------------------------------------ secrets (docs/TRUST.md T3)

    def may_know(self, state, role):
        return SE.may_know(state, role)

    @staticmethod
    def _reveals(state, action) -> str | None:
        """The Event handle ``action`` shows to both sides, if any: a chit
        played (10.4a), and without the secret events option every decision
        on a chit just drawn (10.3a)."""
        a = tuple(action)
        if len(a) < 2 or not M.is_ev(a[1]) or a[1] in state["seen"]:
            return None
        frame = FLOW.top(state)
        if a[0] == "play":
            return a[1]
        if frame is not None and frame["step"] == "event" and not secret(state):
            return a[1]
        return None

    def announce(self, state, role, action):
        """A move that shows an Event chit carries it: ``... "=", chit, stamp``."""
        a = as_action(action)
        if "=" in a:
            return a
        h = self._reveals(state, a)
        return a if h is None else a + ("=",) + tuple(state["sealed"][h])

    def check_reveal(self, state, role, handle, value, seen):
        """docs/TRUST.md T3.7: an Event chit the other side reveals must be
        one of its own seven (10.1), dealt no later than the deals the table
        saw (8.3, 17.6: every deal stamps all seven with the public count),
        and not a chit it showed under another handle of the same deal."""
        if handle not in M.ev_handles(role):
            raise Illegal(f"{handle[:20]} is not an Event chit of {role.upper()}", rule="10.1")
        if not (isinstance(value, list) and len(value) == 2 and isinstance(value[0], str)
                and type(value[1]) is int):
            raise Illegal("an Event chit's value is the chit and its deal", rule="10.1")
        chit, stamp = value
        if chit not in D.event_chits(role):
            raise Illegal(f"{chit[:30]} is not an Event chit of {role.upper()}", rule="10.1")
        if not 0 <= stamp <= state["stirs"]:
            raise Illegal(f"{handle} claims a deal the table never saw", rule="8.3")
        for other, v in seen.items():
            if other != handle and isinstance(v, list) and v == value:
                raise Illegal(f"{chit} was shown under {other} in the same deal already", rule="10.1")

    def shown(self, state, role, action):
        a = tuple(action)
        if "=" not in a:
            return {}
        i = a.index("=")
        return {a[1]: list(a[i + 1:])}

    def _learn(self, state, role, action):
        """An announced move from the other device: the chit it shows goes
        into this device's copy, checked against what this device knows."""
        i = action.index("=")
        plain, value = action[:i], list(action[i + 1:])
        h = self._reveals(state, plain)
        if h is None:
            raise Illegal("this move shows no Event chit", rule="T3.3",
                          es="esta jugada no muestra ninguna ficha de Evento")
        ok = (len(value) == 2 and value[0] in D.CHITS and D.CHITS[value[0]]["kind"] == "event"
              and D.CHITS[value[0]]["side"] == M.chit_side(h) and isinstance(value[1], int))
        known = state["sealed"].get(h)
        if not ok or known is not None and list(known) != value:
            raise Illegal(f"the chit shown is not the one under {h}", rule="T3.3",
                          es=f"la ficha mostrada no es la que hay bajo {h}")
        state["sealed"][h] = value
        return plain

    # ------------------------------------------------------------ contract (core.flowgame)

    def learn(self, state, role, action):
        return self._learn(state, role, action) if "=" in action else action

    def holds(self, state, role):
        """Only a device that holds the side's chits decides for it (T1.3):
        it may hold a chit the other cannot see."""
        return state["sealed"].get(SE.SALT[role]) is not None

    # A decision with one way to take it, played without handing over the device:
    # passing a window with nothing to play (10.4), discarding a drawn event its owner
    # cannot use (10.4a), a retreat hex or a unit when only one is allowed.
    forced_steps = frozenset({"event", "window", "announce", "retreat_to", "choose", "flip", "place",
                              "displace", "unstack", "entry", "lead", "screen"})

    def result(self, state):
        res = state.get("res")
        if not res:
            return None
        level = res["level"]
        if level == "automatic":
            en = "The Confederates win: their infantry has reached Cedar Run Church."
            es = "Gana la Confederación: su infantería ha llegado a Cedar Run Church."
            rule = "19.1"
        else:
            names = {"major": ("Major", "Mayor"), "moderate": ("Moderate", "Moderada"), "minor": ("Minor", "Menor")}
            u, c = res["usa_vp"], res["csa_vp"]
            if level == "draw":
                en, es = f"A draw: Union {u} VP, Confederate {c} VP.", f"Empate: Unión {u} PV, Confederación {c} PV."
            else:
                side, grade = level.split("_")
                en = f"{M.SIDE_EN[side]} {names[grade][0]} Victory: Union {u} VP, Confederate {c} VP."
                es = (f"Victoria {names[grade][1]} de {M.SIDE_ES[side]}: Unión {u} PV, Confederación {c} PV.")
            rule = "19.3"
        return {"winner": res["winner"], "reason": en, "reason_es": es, "rule": rule, "level": level,
                "usa_vp": res["usa_vp"], "csa_vp": res["csa_vp"]}

    def knowledge(self):
        """What the computer opponent knows of this game (knowledge.py)."""
        from .knowledge import SsKnowledge
        return SsKnowledge(self)

    # ------------------------------------------------------------ words

    def describe(self, state, action, lang="en"):
        a = tuple(action)
        es = lang == "es"
        if not a:
            return ""
        v = a[0]

        def u(x):
            return M.uname(x)

        def b(x):
            return M.bname(x, lang)

        def c(x):
            return M.chit_words(state, x, lang)

        words = {
            "main": (lambda: f"Ficha principal: {c(a[1])}" if es else f"Main chit: {c(a[1])}"),
            "battery": (lambda: f"Activar la artillería de {a[1]}" if es else f"Activate the artillery at {a[1]}"),
            "pass": (lambda: ("Pasar hasta el final de la Fase de Artillería" if es
                              else "Pass for the rest of the Artillery Phase") if a[1:] == ("phase",)
                     else "Pasar" if es else "Pass"),
            "will": (lambda: ("Jugaré fichas" if a[1] else "No jugaré fichas") if es
                     else ("I will play chits" if a[1] else "I will not play chits")),
            "first": (lambda: f"Empieza {M.SIDE_ES[a[1]]}" if es else f"The {M.SIDE_EN[a[1]]} player goes first"),
            "play": (lambda: (f"Jugar {c(a[1])}" + (f" con la {b(a[2])}" if len(a) > 2 else "")) if es
                     else (f"Play {c(a[1])}" + (f" on {b(a[2])}" if len(a) > 2 else ""))),
            "keep": (lambda: f"Conservar {c(a[1])}" if es else f"Keep {c(a[1])}"),
            "common": (lambda: f"Jugar {c(a[1])} como Evento Común" if es else f"Play {c(a[1])} as its Common Event"),
            "discard": (lambda: f"Descartar {c(a[1])}" if es else f"Discard {c(a[1])}"),
            "activate": (lambda: f"Activar la {b(a[1])}" if es else f"Activate {b(a[1])}"),
            "brigade": (lambda: f"La {b(a[1])}" if es else f"{b(a[1])}"),
            "opening": (lambda: f"Tomar {c(a[1])} del recipiente" if es else f"Take {c(a[1])} from the cup"),
            "draw": (lambda: "Robar una ficha" if es else "Draw a chit"),
            "order": (lambda: f"Orden: {A.ORDER_NAMES[a[1]][1]}" if es else f"Order: {A.ORDER_NAMES[a[1]][0]}"),
            "enter": (lambda: f"Entrar por {a[1]}" if es else f"Enter at {a[1]}"),
            "flip": (lambda: f"Girar {u(a[1])} a su cara Desgastada" if es else f"Flip {u(a[1])} to its Depleted side"),
            "unit": (lambda: f"{u(a[1])}"),
            "retreat": (lambda: f"{u(a[1])} se retira a {a[2]}" if es else f"{u(a[1])} retreats to {a[2]}"),
            "recover": (lambda: f"{u(a[1])} se recupera" if es else f"{u(a[1])} recovers"),
            "rebuild": (lambda: f"{u(a[1])} intenta reconstruirse" if es else f"{u(a[1])} tries to rebuild"),
            "place": (lambda: f"Colocar {u(a[1])} en {a[2]}" if es else f"Place {u(a[1])} at {a[2]}"),
            "displace": (lambda: f"Mover {u(a[1])} a {a[2]}" if es else f"Move {u(a[1])} to {a[2]}"),
            "fire": (lambda: f"{u(a[1])} dispara a {a[2]}" if es else f"{u(a[1])} fires at {a[2]}"),
            "join": (lambda: f"{u(a[1])} se suma al disparo" if es else f"{u(a[1])} joins the fire"),
            "shoot": (lambda: "Disparar" if es else "Fire"),
            "cancel": (lambda: "Anular el disparo" if es else "Call off the fire"),
            "lead": (lambda: f"{u(a[1])} es la Unidad Principal" if es else f"{u(a[1])} is the Lead Unit"),
            "step": (lambda: f"{u(a[1])} entra en {a[2]}" if es else f"{u(a[1])} enters {a[2]}"),
            "halt": (lambda: "Detenerse aquí" if es else "Halt here"),
            "with": (lambda: f"{u(a[2])} mueve con {u(a[1])}, apilados" if es
                     else f"{u(a[2])} moves with {u(a[1])}, as one stack"),
            "exit": (lambda: f"{u(a[1])} sale del mapa" if es else f"{u(a[1])} leaves the map"),
            "leave_so": (lambda: f"{u(a[1])} abandona el Orden de Escaramuza" if es
                         else f"{u(a[1])} leaves Skirmish Order"),
            "withdraw": (lambda: f"{u(a[1])} se retira a {a[2]}" if es else f"{u(a[1])} withdraws to {a[2]}"),
            "fog": (lambda: f"Mover {u(a[1])} a {a[2]}" if es else f"Move {u(a[1])} to {a[2]}"),
            "ricketts": (lambda: f"La {b(a[1])} entra por {a[2]}" if es else f"{b(a[1])} enters at {a[2]}"),
            "field": (lambda: f"Field entra por {a[1]}" if es else f"Field enters at {a[1]}"),
            "converge": (lambda: f"Disparo Convergente contra {a[1]}" if es else f"Converging Fire at {a[1]}"),
            "primary": (lambda: f"Lado de hex principal: hacia {FI.beyond(a[1], a[2])}" if es
                        else f"Primary hexside: towards {FI.beyond(a[1], a[2])}"),
            "assault": (lambda: f"{u(a[1])} asalta {a[2]}" if es else f"{u(a[1])} assaults {a[2]}"),
            "resolve": (lambda: f"Resolver el asalto a {a[1]}" if es else f"Resolve the assault on {a[1]}"),
            "cav_retreat": (lambda: f"{u(a[1])} se retira a {a[2]}" if es else f"{u(a[1])} falls back to {a[2]}"),
            "stand": (lambda: "Mantenerse y disparar" if es else "Stand and fire"),
            "assault_hex": (lambda: f"Hex de Asalto: {a[1]}" if es else f"Assault hex: {a[1]}"),
            "advance": (lambda: f"{u(a[1])} avanza a {a[2]}" if es else f"{u(a[1])} advances into {a[2]}"),
            "done": (lambda: "Terminar" if es else "Done"),
        }
        fn = words.get(v)
        if fn is None:
            return " ".join(str(x) for x in a)
        try:
            return fn()
        except (KeyError, IndexError):
            return " ".join(str(x) for x in a)

    # ------------------------------------------------------------ views

    view_fields = {
        "scenario": "the scenario id", "turn": "the Game Turn", "time": "its time of day, in both languages",
        "phase": "the phase of the turn (command, artillery, chits, end) or None once over",
        "step": "the top step of the flow", "active": "who must act", "result": "the result, once over",
        "units": "every unit on the map: id, hex, side, depleted, marker, skirmish",
        "broken": "the Broken Track: {unit: box}", "eliminated": "eliminated batteries", "off": "units off the map",
        "waiting": "brigades still to enter: {brigade: [turn, hex]}", "activated": "brigades activated this turn",
        "control": "victory hex control", "vp": "victory points: the Union's running total, both sides' totals now",
        "cup": "the cup: its size, its event chits per side, the other chits in it",
        "chits": "each side's event chits: held, parked, discarded, as far as this role may know them",
        "main": "the main chits: this role's own, and whether the enemy has chosen",
        "casualty": "generals whose Casualty chit is in force", "tracks": "the Where's tracks (20.1, 20.2)",
        "flow": "the flow's frames (Event chits by handle)", "last_roll": "the latest action's dice",
        "reveals": "reveal counter", "options": "options",
        "known": "the chits this role knows that the enemy may not: its main chit, its held and parked events",
        "names": "{Event handle: chit} for the handles this role sees (secrets.py)",
    }

    for _key, _field, _what in PUBLIC_FIELDS:
        view_fields[_field] = _what

    def _phase(self, st):
        for f in st["flow"]:
            if f["step"] == "turn":
                return S.PHASES[f["ph"] - 1] if f["ph"] else "command"
        return None

    def _chits_view(self, st, role):
        places = event_places(st)
        seen = names(st, role)
        out = {}
        for side in ROLES:
            rec = {}
            for place in ("held", "parked", "discard"):
                hs = sorted(h for h, p in places.items() if p == place and M.chit_side(h) == side)
                rec[place] = {"known": sorted(seen[h] for h in hs if h in seen), "count": len(hs)}
            rec["excluded"] = len(st["excluded"][side])
            rec["cic_held"] = sorted(c for c in st["held"][side] if not M.is_ev(c))
            out[side] = rec
        out["discard_other"] = sorted(c for c in st["discard"] if not M.is_ev(c))
        return out

    def _flow_view(self, st, role):
        return self.copy(st["flow"])

    def view(self, state, role=None):
        st = state
        top = FLOW.top(st)
        places = event_places(st)
        seen = names(st, role)
        known = {}
        if role in ROLES:
            known = {"main": seen.get(st["main"][role] or ""),
                     "events": {seen[h]: p for h, p in places.items() if h in seen and M.chit_side(h) == role}}
        cup_events = {s: sum(1 for c in st["cup"] if M.is_ev(c) and M.chit_side(c) == s) for s in ROLES}
        return {
            "scenario": st["sc"], "turn": st["turn"],
            "time": {"en": D.turn_label(st["turn"]) + " pm", "es": D.turn_label(st["turn"]) + " p. m."},
            "phase": self._phase(st), "step": top["step"] if top else None, "active": self.active(st),
            "result": self.result(st),
            "units": [{"id": u, "hex": hx, "side": M.side_of(u), "depleted": u in st["dep"],
                       "marker": M.marker(st, u), "skirmish": u in st["so"]}
                      for u, hx in sorted(st["pos"].items())],
            "broken": dict(st["broken"]), "eliminated": list(st["elim"]), "off": list(st["off"]),
            "waiting": {b: w[:2] for b, w in sorted(st["waiting"].items())}, "activated": list(st["activated"]),
            "control": dict(st["ctrl"]),
            "vp": {"usa_running": st["vp_usa"], "usa": ET.usa_vp(st), "csa": ET.csa_vp(st)},
            "cup": {"size": len(st["cup"]), "events": cup_events,
                    "chits": sorted(M.face_of(st, c) for c in st["cup"] if not M.is_ev(c))},
            "chits": self._chits_view(st, role),
            "main": {s: ((seen.get(st["main"][s]) or "chosen") if s == role and st["main"][s]
                         else ("chosen" if st["main"][s] else None)) for s in ROLES},
            "casualty": list(st["casualty"]), "tracks": dict(st["track"]),
            "flow": self._flow_view(st, role),
            "last_roll": [{"side": s, "die": d} for s, d in st["lr"]], "reveals": st["rv"],
            "options": dict(st["op"]), "known": known, "names": seen,
            **{field: self.copy(st[key]) for key, field, _ in PUBLIC_FIELDS},
        }

    def previews(self, state, role):
        """For the table, what the side deciding may want to know before it
        commits: "fire_odds", in a fire step, each fire it may declare or is
        declaring, [units, target, CRT column, [[shift, columns]], [[lead
        unit, modified CR, d66 rolls of 36 giving a Severe, Difficult, Routine
        test, no effect]]] (12.2-12.3); "assault_odds", while it declares
        assaults, each one offered, as the declarations stand (14.1-14.2)."""
        top = FLOW.top(state)
        if not top or role != top.get("who"):
            return {}
        if top["step"] == "fire":
            return {"fire_odds": FI.odds(state, top)}
        if top["step"] == "ccpick" and top.get("kind") == "declare":
            close = next(f for f in reversed(state["flow"]) if f["step"] == "close")
            return {"assault_odds": CC.odds(state, close, top["opts"])}
        return {}

    def sample(self, view, role, rng):
        """A whole state consistent with ``role``'s view: the public state as
        it is (the lists name Event handles, not chits), and under every
        handle whose chit this role does not see a chit of its side drawn at
        random from those not seen elsewhere: the enemy's main chit, the
        chits set aside (8.2) and those in the cup, and under the secret
        events option the enemy's held, parked and discarded ones (10.4).
        The salts are drawn too: they only order later stirs (secrets.py)."""
        st = {key: self.copy(view[field]) for key, field, _ in PUBLIC_FIELDS}
        st.update({key: self.copy(view[field]) for key, field in SAME})
        st["lr"] = [[d["side"], d["die"]] for d in view["last_roll"]]
        st["rng"] = format(dice.next_u64(rng), "016x")
        st["rng_cup"] = format(dice.next_u64(rng), "016x")
        st["lg"] = []
        seen = view["names"]
        sealed = {}
        for side in ROLES:
            sealed[SE.SALT[side]] = format(dice.next_u64(rng), "016x")
            handles = M.ev_handles(side)
            free = [c for c in D.event_chits(side) if c not in {seen[h] for h in handles if h in seen}]
            dice.shuffle(rng, free)
            for h in handles:
                sealed[h] = [seen[h] if h in seen else free.pop(), st["stirs"]]
        st["sealed"] = sealed
        return st

    def check_state(self, state):
        """Refuse (ValueError) a state the rules could crash or stall on (checks.py)."""
        super().check_state(state)
        FLOW.check(state, depth=24)
        from . import checks
        checks.check(self, state)

    # ------------------------------------------------------------ rules text

    def rule_text(self, rule):
        """Our own summary of a cited section, English and Spanish."""
        from . import rules_text
        return rules_text.section(rule)

    def rule_index(self):
        """The rules text's table of contents, in rulebook order."""
        from . import rules_text
        return rules_text.index()


GAME = StonewallsSword()
GAME.state_dict = GAME.link_dict = statedict.build()
