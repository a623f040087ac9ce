"""Stonewall's Sword: each frame of a state's flow checked as its step reads it
(``checks_flow``, ``checks``, ``StonewallsSword.check_state``).

``SPEC`` gives, for every step, the fields its frame holds (required and
optional) and what each must be: a side, a unit (or one on the map), a hex
(or one a unit may enter), a brigade, an order, a window, a stage, a number
in its range, a list of these. ``fields`` checks a frame against it, and the
fields that depend on one another (the mode of a fire or a move and the
fields it reads; the sides of the units a frame names; a Close Combat
decision's choices, each as the Close step reads it back).
"""

from __future__ import annotations

from typing import Any, Callable

from . import activation as A
from . import board as B
from . import data as D
from . import model as M
from . import steps as ST
from . import tables as T

SIDES = M.ROLES
ENEMY = M.ENEMY
MAX_LIST = 600          # a path, a queue of results, a list of options: far fewer in any game
DEP_CODES = ("D", "D2", "Dall", "AD", "BD*")                              # 15.1a, 15.2a
ROUT_CODES = ("MH", "2MH", "BT", "P", "AMH", "R1", "R2", "R3", "AR1", "AR2")  # 15.1b, 15.2b
TODO_CODES = ("D", "D2", "Dall", "AD", "MH", "BT", "R", "AMH", "AR", "P")  # morale._queue
ACT_WINDOWS = {"confusion": "enemy_activated", "own_order": "own_orders_given",
               "enemy_order": "enemy_orders_given", "yell": "own_close_combat"}
CLOSE_PH = ("declare", "next", "cavalry", "skirmish", "dfire", "sfire", "hexes", "lead", "roll", "advance")
PICK_PH = {"declare": "declare", "next": "next", "cavalry": "dfire", "ahex": "lead", "advance": "advance"}
PICK_VERB = {"declare": "assault", "next": "resolve", "cavalry": "cav_retreat", "ahex": "assault_hex",
             "advance": "advance"}
PICK_LAST = {"declare": ["done"], "cavalry": ["stand"], "advance": ["done"]}
STACK_PH = A.PHASES.index("stack")


def need(cond: Any, msg: str) -> None:
    if not cond:
        raise ValueError(msg)


def _int(x: Any) -> bool:
    """A whole number (JSON's true/false are not)."""
    return type(x) is int


def _word(x: Any, known: Any) -> bool:
    """A string among ``known`` (never an unhashable value tested by ``in``)."""
    return isinstance(x, str) and x in known


# ---------------------------------------------------------------- field validators: (state, value) -> bool

V = Callable[[dict, Any], bool]


def ints(lo: int, hi: int) -> V:
    return lambda st, v: _int(v) and lo <= v <= hi


def one(*words: str) -> V:
    return lambda st, v: _word(v, words)


def opt(fn: V) -> V:
    return lambda st, v: v is None or fn(st, v)


def lst(fn: V, nonempty: bool = False, unique: bool = True) -> V:
    def ok(st: dict, v: Any) -> bool:
        if not isinstance(v, list) or len(v) > MAX_LIST or nonempty and not v or not all(fn(st, x) for x in v):
            return False
        return not unique or len({repr(x) for x in v}) == len(v)
    return ok


SIDE = one(*SIDES)
UNIT: V = lambda st, v: _word(v, D.UNITS)                      # noqa: E731
ON_MAP: V = lambda st, v: _word(v, st["pos"])                  # noqa: E731
HEX: V = lambda st, v: B.exists(v)                             # noqa: E731
ENTER: V = lambda st, v: B.enterable(v)                        # noqa: E731
BRIGADE: V = lambda st, v: _word(v, D.BRIGADES)                # noqa: E731
ORDER = one(*T.ORDERS)
BOOL: V = lambda st, v: type(v) is bool                        # noqa: E731
STR: V = lambda st, v: isinstance(v, str)                      # noqa: E731
EMPTY: V = lambda st, v: v == {}                               # noqa: E731
DICT: V = lambda st, v: isinstance(v, dict)                    # noqa: E731
FRACTION: V = lambda st, v: (isinstance(v, list) and len(v) == 2 and _int(v[0]) and _int(v[1])  # noqa: E731
                             and 0 <= v[0] <= 10 ** 6 and 1 <= v[1] <= 10 ** 6)
SCALE: V = lambda st, v: v in ([1, 1], [1, 2])                 # noqa: E731  (13.7, 14.2a: half SP)
KIND = one("full", "limited")


def _todo(st: dict, v: Any) -> bool:
    """morale._queue: [code, arg], arg a number of hits or hexes where it takes one."""
    if not (isinstance(v, list) and len(v) == 2 and _word(v[0], TODO_CODES)):
        return False
    if v[0] == "MH":
        return _int(v[1]) and v[1] in (1, 2)
    if v[0] in ("R", "AR"):
        return _int(v[1]) and 1 <= v[1] <= 3
    return v[1] is None


def _pending(st: dict, v: Any) -> bool:
    """12.1c: the fire being declared: its target and the units on the map firing at it."""
    return (isinstance(v, dict) and set(v) == {"target", "units"} and B.exists(v["target"])
            and lst(ON_MAP, nonempty=True)(st, v["units"]))


def _conv(st: dict, v: Any) -> bool:
    """12.4: the Converging Fire declared: its hex, units, primary hexside (None until picked)."""
    return (isinstance(v, dict) and set(v) == {"hex", "units", "primary"} and B.exists(v["hex"])
            and lst(UNIT)(st, v["units"]) and (v["primary"] is None or _int(v["primary"]) and 0 <= v["primary"] <= 5))


def _decl(st: dict, v: Any) -> bool:
    """14.1: [unit, target, hex it attacks from, its marker when declared]."""
    return (isinstance(v, list) and len(v) == 4 and UNIT(st, v[0]) and B.exists(v[1]) and B.exists(v[2])
            and _int(v[3]) and 0 <= v[3] <= M.DISRUPTED)


def _after(st: dict, v: Any) -> bool:
    """13.7: the move waiting on its Disengagement Fire: ["step", unit, hex] or ["exit", unit]."""
    return isinstance(v, list) and (v[:1] == ["step"] and len(v) == 3 and UNIT(st, v[1]) and ENTER(st, v[2])
                                    or v[:1] == ["exit"] and len(v) == 2 and UNIT(st, v[1]))


OFF: V = lambda st, v: isinstance(v, list) and len(v) == 2 and UNIT(st, v[0]) and B.exists(v[1])  # noqa: E731

W = {"who": SIDE}
# step: (required fields, optional fields)
SPEC: dict[str, tuple[dict[str, V], dict[str, V]]] = {
    "turn": ({"ph": ints(0, 4)}, {}),
    "fill": ({}, {}),
    "main": (W, {}),
    "artillery": ({**W, "usa_idle": ints(0, 1)}, {"out": lst(SIDE, nonempty=True)}),
    "arty_pick": (W, {}),
    "battery": ({**W, "hex": HEX, "units": lst(UNIT, nonempty=True), "stage": ints(0, 3), "fired": lst(UNIT)}, {}),
    "chits": ({"stage": one("3a", "3b")}, {}),
    "event": ({**W, "chit": STR}, {}),
    "cic": ({**W, "chit": STR}, {}),
    "division": ({**W, "chit": STR, "cancel": ints(0, 1),
                  "stage": one("start", "window", "roll", "brigade", "cancelled", "after")},
                 {"kind": KIND, "confident": ints(1, 1)}),
    "opening": (W, {}),
    "flip": ({**W, "cands": lst(ON_MAP, nonempty=True)}, {"rule": one("22.1")}),
    "retained": ({"window": one("retained_step", "end_turn"), "ctx": EMPTY,
                  "stage": one("ask", "usa", "csa", "first", "play", "playing"), "order": lst(SIDE)},
                 {"usa": BOOL}),
    "announce": ({**W, "window": one("retained_step", "end_turn"), "ctx": EMPTY}, {}),
    "first": (W, {}),
    "window": ({**W, "window": one(*ST.WINDOW_TEXT), "ctx": DICT}, {}),
    "pick": ({**W, "cands": lst(BRIGADE, nonempty=True)}, {"kind": KIND, "why": one("cancelled")}),
    "activation": ({**W, "brigade": BRIGADE, "kind": KIND, "chit": STR, "ph": ints(0, len(A.PHASES)),
                    "order": opt(ORDER), "mp_bonus": ints(0, 30), "mp_divisor": ints(1, 2), "forced": opt(ORDER),
                    "win": opt(one(*ACT_WINDOWS.values()))}, {"yell": ints(1, 1)}),
    "order": ({**W, "brigade": BRIGADE}, {}),
    "entry": ({**W, "brigade": BRIGADE, "cands": lst(ENTER, nonempty=True)}, {}),
    "unstack": (W, {}),
    "rally": ({**W, "brigade": BRIGADE, "mode": one("defend", "regroup", "rusty"), "done": lst(UNIT)}, {}),
    "place": ({**W, "unit": UNIT, "brigade": BRIGADE}, {}),
    "displace": ({**W, "unit": ON_MAP}, {}),
    "cohesion": ({**W, "kind": one("fire", "close_combat"), "hex": HEX, "lead": UNIT,
                  "dep": lst(one(*DEP_CODES), unique=False), "rout": lst(one(*ROUT_CODES), unique=False),
                  "attackers": lst(UNIT), "a_sp": FRACTION, "d_sp": FRACTION, "firer": SIDE,
                  "todo": opt(lst(_todo, unique=False)), "retreat": ints(0, 0), "firer_hexes": opt(lst(HEX)),
                  "only_lead": ints(0, 1), "by_art": ints(0, 1)},
                 {"panic": lst(UNIT), "mh": ints(1, 2), "retreated": lst(UNIT)}),
    "choose": ({**W, "cands": lst(ON_MAP, nonempty=True), "effect": one("D", "MH", "R1", "R2", "R3", "P"),
                "rule": one("15.1", "15.2")}, {}),
    "retreat": ({**W, "unit": UNIT, "origin": HEX, "n": ints(1, 3), "path": lst(HEX, nonempty=True, unique=False),
                 "cause": lst(HEX, unique=False)}, {"extra": ints(0, MAX_LIST), "df": ints(1, MAX_LIST)}),
    "retreat_to": ({**W, "unit": ON_MAP, "cands": lst(ENTER, nonempty=True)}, {}),
    "fog": ({**W, "what": one("uncontrolled_advance", "uncontrolled_retreat"), "side": SIDE}, {}),
    "fogmove": ({**W, "unit": UNIT, "frm": HEX, "to": HEX}, {}),
    "endturn": ({"stage": ints(0, 8)}, {}),
    "ricketts": (W, {}),
    "field": (W, {}),
    "bombard": ({**W, "key": one("union_bombardment", "rebel_bombardment"), "i": ints(0, 10), "left": ints(0, 3)},
                {}),
    "fire": ({**W, "mode": one("brigade", "artillery", "defensive", "support", "disengage"),
              "fired": lst(UNIT), "pending": opt(_pending)},
             {"brigade": BRIGADE, "limited": BOOL, "units": lst(UNIT, nonempty=True), "hex": HEX,
              "at": lst(HEX, nonempty=True), "skip": lst(HEX), "unit": UNIT, "conv": _conv, "off": lst(OFF)}),
    "volley": ({**W, "units": lst(UNIT, nonempty=True), "target": HEX, "conv": ints(0, 1), "lead": opt(UNIT),
                "scale": SCALE, "disengage": ints(0, 1)}, {"done": ints(1, 1)}),
    "lead": ({**W, "cands": lst(ON_MAP, nonempty=True), "target": HEX}, {}),
    "primary": ({**W, "hex": HEX, "sides": lst(ints(0, 5), nonempty=True)}, {}),
    "move": ({**W, "mode": one("brigade", "artillery"), "done": lst(UNIT, unique=False), "mover": opt(UNIT),
              "spent": FRACTION, "path": lst(HEX, unique=False)},
             {"brigade": BRIGADE, "order": opt(ORDER), "mp_bonus": ints(0, 30), "mp_divisor": ints(1, 2),
              "units": lst(UNIT, nonempty=True), "mp_fixed": ints(1, 30), "march_column": BOOL, "no_engage": BOOL,
              "group": lst(UNIT), "after_df": opt(_after), "df_hex": HEX, "df_lead": UNIT}),
    "screen": ({**W, "unit": ON_MAP, "cands": lst(ENTER, nonempty=True)}, {}),
    "close": ({**W, "mode": one("brigade", "cavalry"), "brigade": opt(BRIGADE), "units": lst(UNIT),
               "ph": one(*CLOSE_PH), "decl": lst(_decl), "done": lst(HEX, unique=False), "cur": opt(HEX),
               "ahex": opt(HEX), "lead": opt(UNIT), "defenders": lst(UNIT), "yell": ints(0, 1)},
              {"froms": lst(HEX), "wait": one(*PICK_PH, "lead"), "advanced": lst(UNIT)}),
    "ccpick": ({**W, "kind": one(*PICK_PH), "opts": lambda st, v: isinstance(v, list) and 0 < len(v) <= MAX_LIST},
               {}),
}
# the fields a fire step of each mode reads (fire.firers, targets_of, prompt)
FIRE_MODE = {"brigade": {"brigade", "limited"}, "artillery": {"units", "hex"}, "defensive": {"hex", "at"},
             "support": {"hex", "at", "skip"}, "disengage": {"hex", "unit"}}
MOVE_MODE = {"brigade": {"brigade", "order", "mp_bonus", "mp_divisor"}, "artillery": {"units"}}


def side_of(u: str) -> str:
    return D.UNITS[u]["side"]


def fields(st: dict, f: dict, rule: str) -> None:
    """Raise ValueError unless frame ``f`` holds the fields its step reads, as ``SPEC`` says."""
    step = f["step"]
    req, optional = SPEC[step]
    keys = set(f) - {"step"}
    need(set(req) <= keys <= set(req) | set(optional), f"{rule}: bad {step} frame fields")
    for k, v in f.items():
        if k != "step":
            need((req.get(k) or optional[k])(st, v), f"{rule}: bad {k} in the {step} frame")
    who = f.get("who")
    if step == "fire":
        need(FIRE_MODE[f["mode"]] <= keys <= FIRE_MODE[f["mode"]] | {"who", "mode", "fired", "pending", "conv",
                                                                     "off"}, f"{rule}: bad fire frame fields")
        need(f["mode"] not in ("brigade", "artillery") or "unit" not in f, f"{rule}: bad fire frame")
        need("brigade" not in f or D.BRIGADES[f["brigade"]]["side"] == who, f"{rule}: a fire by an enemy brigade")
        need("unit" not in f or side_of(f["unit"]) != who, "13.7: Disengagement Fire at a friendly unit")
        p = f["pending"]
        need(p is None or all(side_of(u) == who for u in p["units"]), "12.1c: an enemy unit in the fire")
    elif step == "move":
        mode = MOVE_MODE[f["mode"]]
        need(mode <= keys and not (MOVE_MODE["brigade" if f["mode"] == "artillery" else "artillery"] & keys),
             f"{rule}: bad move frame fields")
        need("brigade" not in f or D.BRIGADES[f["brigade"]]["side"] == who, f"{rule}: a move by an enemy brigade")
        need(f["mover"] is not None or (not f["path"] and f["spent"] == [0, 1] and not f.get("group")),
             "13.1: a move under way with no unit moving")
        need(f["mover"] is None or side_of(f["mover"]) == who, "13.1: an enemy unit moving")
        need(f["mover"] not in f.get("group", []), "13.4: a unit moving with itself")
        need("df_lead" not in f or f.get("after_df"), "13.7: bad Disengagement Fire of a move")
    elif step in ("activation", "order", "entry", "rally", "close") and f.get("brigade") is not None:
        need(D.BRIGADES[f["brigade"]]["side"] == who, f"{rule}: the {step} of an enemy brigade")
    if step == "activation":
        ph = A.PHASES[f["ph"] - 1] if f["ph"] else None
        need(f["win"] is None or ACT_WINDOWS.get(ph or "") == f["win"], "11.0: a window out of its step")
        need(f["kind"] == "full" or f["order"] is None and f["forced"] is None,
             "10.7: a Limited Activation takes no order")
        need(f["chit"] in D.CHITS and D.CHITS[f["chit"]]["kind"] in ("division", "cic")
             and D.CHITS[f["chit"]]["side"] == who and not D.CHITS[f["chit"]]["casualty"],
             "10.6: bad activating chit")
    elif step == "division":
        need(f["stage"] != "brigade" or "kind" in f, "10.7: an activation without its kind")
    elif step == "retained":
        need(("usa" in f) == (f["stage"] in ("csa", "first")), "10.1: bad announcements")
        need(f["stage"] != "playing" or f["order"], "10.1: nobody to play")
    elif step == "pick":
        need(("kind" in f) != ("why" in f), "10.7: bad brigade choice")
        need(all(D.BRIGADES[b]["side"] == who for b in f["cands"]), "10.7: an enemy brigade to choose")
    elif step in ("flip", "lead", "choose"):
        need(all(side_of(u) == side_of(f["cands"][0]) for u in f["cands"]), f"{rule}: units of both sides")
        need(step != "flip" or not any(u in st["dep"] for u in f["cands"]), "10.8: a Depleted unit to flip")
        need(step != "lead" or side_of(f["cands"][0]) == who, "12.2: the enemy picks the Lead Unit")
    elif step in ("retreat", "retreat_to", "displace", "screen", "fogmove", "place"):
        need(side_of(f["unit"]) == who, f"{rule}: the enemy moves the unit")
        need(step != "place" or st["broken"].get(f["unit"]) == "available", "16.2: a unit placed not Available")
        need(step != "retreat" or f["path"][0] == f["origin"], "15.4: bad retreat path")
    elif step == "cohesion":
        need(side_of(f["lead"]) == who and f["firer"] == ENEMY[who], "15.0: bad sides of a Cohesion Test")
    elif step == "fog":
        need(who == ENEMY[f["side"]], "10.5b: the side moved moves itself")
    elif step == "bombard":
        spec = D.SCENARIOS[st["sc"]]["special"].get(f["key"])
        need(spec and who == (M.USA if f["key"] == "union_bombardment" else M.CSA)
             and f["i"] <= len(spec["targets"]) and (f["left"] == 0 or f["i"] >= 1)
             and f["left"] <= max(spec["flips"].values()), "22.1: bad preliminary bombardment")
    elif step == "volley":
        need(all(side_of(u) == who for u in f["units"]) and (f["lead"] is None or side_of(f["lead"]) != who),
             "12.2: bad sides of a fire")
        need("done" not in f or f["lead"] is not None, "12.2: a fire without its Lead Unit")
    elif step == "close":
        need((f["mode"] == "cavalry") == (f["brigade"] is None), "14.1: bad close combat")
        need(all(side_of(u) == who for u in f["units"]) and all(d[0] in f["units"] for d in f["decl"]),
             "14.1: bad attackers")
        need(f["ph"] in ("declare", "next") or f["cur"] is not None, "14.2: an assault without its target")
        need(f["ph"] != "roll" or f["ahex"] is not None, "14.2c: an assault without its Assault hex")
    elif step == "ccpick":
        _opts(st, f)


def _opts(st: dict, f: dict) -> None:
    """14.1-15.8: the choices of a Close Combat decision, each as the Close step reads it back."""
    kind, opts = f["kind"], f["opts"]
    body = opts
    last = PICK_LAST.get(kind)
    if last:
        need(opts[-1] == last, f"14.1: bad {kind} choices")
        body = opts[:-1]
    need(body or last, f"14.1: no {kind} choice")
    verb = PICK_VERB[kind]
    for o in body:
        need(isinstance(o, list) and o[:1] == [verb], f"14.1: bad {kind} choice")
        if kind in ("next", "ahex"):
            need(len(o) == 2 and B.exists(o[1]), f"14.1: bad {kind} choice")
        else:
            need(len(o) == 3 and ON_MAP(st, o[1]) and ENTER(st, o[2]) and side_of(o[1]) == f["who"],
                 f"14.1: bad {kind} choice")
