"""Stonewall's Sword: the flow of a state checked (``checks``, ``StonewallsSword.check_state``).

Each frame of ``state["flow"]`` is checked as its step reads it (``SPEC``:
every field of the right type and range, names known: hexes, units,
brigades, sides, orders, windows, stages), then against the frame below it
(``PARENT``; the fields themselves: ``checks_frames``): a frame is only ever pushed by certain steps, at a certain
stage of theirs, and the frame below resumes with what the one above hands
back, so a frame on anything else would have the rules read a result of the
wrong kind. The Game Turn is the bottom frame, and the top one waits for a
player (the automatic steps run at once); the main chits chosen match the
Command Decision frames (8.1).
"""

from __future__ import annotations

from typing import Callable

from . import activation as A
from . import data as D
from . import model as M
from .checks_frames import ENEMY, PICK_PH, SIDES, SPEC, STACK_PH, _word, fields, need


# ---------------------------------------------------------------- the frame below each frame

def aph(p: dict) -> str | None:
    """The activation step last begun (activation.PHASES)."""
    return A.PHASES[p["ph"] - 1] if p["ph"] else None


def ctx(p: dict) -> dict:
    return {"side": p["who"], "brigade": p["brigade"], "order": p["order"], "kind": p["kind"]}


def _window(st: dict, p: dict, c: dict) -> bool:
    if p["step"] == "retained":
        return p["stage"] == "playing" and c["who"] == p["order"][0] and c["window"] == p["window"] \
            and c["ctx"] == {}
    if p["step"] == "division":
        return p["stage"] == "window" and c["who"] == p["who"] and c["window"] == "own_division_drawn" \
            and c["ctx"] == {"side": p["who"], "chit": p["chit"]}
    w = p["win"]
    return w is not None and c["window"] == w and c["ctx"] == ctx(p) \
        and c["who"] == (ENEMY[p["who"]] if w.startswith("enemy") else p["who"])


def _fire(st: dict, p: dict, c: dict) -> bool:
    s, mode = p["step"], c["mode"]
    if s == "activation":
        return aph(p) == "fire" and mode == "brigade" and c["brigade"] == p["brigade"] and c["who"] == p["who"] \
            and c["limited"] == (p["kind"] == "limited")
    if s == "battery":
        return p["stage"] == 1 and mode == "artillery" and _same("who", "units", "hex")(st, p, c)
    if s == "chits":
        return p["stage"] == "3a" and mode == "brigade" and c["limited"] is True      # Firefight
    if s == "close":
        return "wait" not in p and c["who"] == ENEMY[p["who"]] and c["hex"] == p["cur"] \
            and (p["ph"], mode) in (("sfire", "defensive"), ("hexes", "support"))
    if mode != "disengage":
        return False
    if s == "move":
        return bool(p.get("after_df")) and c["unit"] == p.get("df_lead")
    if s == "retreat":
        return c["unit"] == p["unit"] and p.get("df") == len(p["path"])
    return c["unit"] == p["unit"]                                                       # fogmove


def _move(st: dict, p: dict, c: dict) -> bool:
    s = p["step"]
    if s == "activation":
        return aph(p) == "move" and c["mode"] == "brigade" and c["brigade"] == p["brigade"] \
            and c["who"] == p["who"] and "mp_fixed" not in c
    if s == "battery":
        return p["stage"] == 2 and c["mode"] == "artillery" and c["units"] == p["units"] and c["who"] == p["who"]
    return p["stage"] == "play" and c["mode"] == "brigade" and "mp_fixed" in c                 # Brigade Reserve


def _same(*keys: str) -> Callable[[dict, dict, dict], bool]:
    return lambda st, p, c: all(p.get(k) == c.get(k) for k in keys)


ANY = _same()
C3A: Callable = lambda st, p, c: p["stage"] == "3a"            # noqa: E731
# child step: {parent step: (state, parent, child) -> bool}
PARENT: dict[str, dict[str, Callable[[dict, dict, dict], bool]]] = {
    "fill": {"turn": lambda st, p, c: p["ph"] == 1},
    "main": {"fill": lambda st, p, c: c["who"] == M.CSA,
             "main": lambda st, p, c: p["who"] == M.CSA and c["who"] == M.USA},
    "artillery": {"turn": lambda st, p, c: p["ph"] == 2},
    "arty_pick": {"artillery": _same("who")},
    "battery": {"artillery": _same("who")},
    "chits": {"turn": lambda st, p, c: p["ph"] == 3},
    "endturn": {"turn": lambda st, p, c: p["ph"] == 4},
    "bombard": {"turn": lambda st, p, c: p["ph"] == 0,
                "bombard": lambda st, p, c: p["key"] == "rebel_bombardment" and c["key"] == "union_bombardment"},
    "retained": {"chits": lambda st, p, c: p["stage"] == "3b" and c["window"] == "retained_step",
                 "endturn": lambda st, p, c: p["stage"] == 1 and c["window"] == "end_turn"},
    "announce": {"retained": lambda st, p, c: p["stage"] in ("usa", "csa") and c["who"] == p["stage"]
                 and c["window"] == p["window"]},
    "first": {"retained": lambda st, p, c: p["stage"] == "first" and c["who"] == M.CSA},
    "window": {"retained": _window, "division": _window, "activation": _window},
    "event": {"chits": C3A}, "cic": {"chits": C3A}, "opening": {"chits": C3A}, "fog": {"chits": C3A},
    "fogmove": {"chits": C3A}, "division": {"chits": C3A},
    "pick": {"division": lambda st, p, c: c["who"] == p["who"] and (
        p["stage"] == "brigade" and c.get("kind") == p.get("kind") or p["stage"] == "cancelled" and "why" in c)
        and all(b in D.DIVISIONS[D.CHITS[p["chit"]]["div"]]["brigades"] for b in c["cands"])},
    "activation": {"division": lambda st, p, c: p["stage"] == "after" and _same("who", "chit")(st, p, c),
                   "chits": lambda st, p, c: p["stage"] == "3a" and D.CHITS[c["chit"]]["kind"] == "cic",
                   "retained": lambda st, p, c: p["stage"] == "play" and D.CHITS[c["chit"]]["kind"] == "cic"},
    "order": {"activation": lambda st, p, c: aph(p) == "order" and p["win"] is None
              and _same("who", "brigade")(st, p, c)},
    "entry": {"activation": lambda st, p, c: aph(p) == "arrive" and _same("who", "brigade")(st, p, c)
              and c["brigade"] in st["waiting"]},
    "unstack": {"activation": lambda st, p, c: p["ph"] == STACK_PH and _same("who")(st, p, c)},
    "flip": {"bombard": _same("who"),
             "activation": lambda st, p, c: aph(p) == "enemy_order" and p["win"] is None and _same("who")(st, p, c)},
    "rally": {"activation": lambda st, p, c: aph(p) == "rally" and _same("who", "brigade")(st, p, c)
              and p["order"] in ("defend", "regroup") and c["mode"] == p["order"],
              "chits": lambda st, p, c: C3A(st, p, c) and c["mode"] == "rusty"},
    "place": {"rally": _same("who", "brigade")},
    "displace": {"rally": _same("who"),        # or, the rally over, a unit still over-stacked (16.2)
                 "activation": lambda st, p, c: p["ph"] == STACK_PH and _same("who")(st, p, c)},
    "fire": {s: _fire for s in ("activation", "battery", "chits", "close", "move", "retreat", "fogmove")},
    "volley": {"fire": _same("who")},
    "primary": {"fire": lambda st, p, c: bool(p.get("conv")) and p["conv"]["primary"] is None
                and c["hex"] == p["conv"]["hex"] and c["who"] == ENEMY[p["who"]]},
    "lead": {"volley": lambda st, p, c: p["lead"] is None and c["target"] == p["target"],
             "close": lambda st, p, c: p["ph"] == "roll" and p.get("wait") == "lead" and c["target"] == p["cur"]},
    "cohesion": {"volley": lambda st, p, c: p.get("done") == 1 and c["kind"] == "fire" and c["lead"] == p["lead"],
                 "close": lambda st, p, c: p["ph"] == "advance" and "wait" not in p and c["kind"] == "close_combat"},
    "choose": {"cohesion": ANY},
    "retreat": {"cohesion": ANY, "retreat": ANY},
    "retreat_to": {"retreat": _same("who", "unit")},
    "move": {"activation": _move, "battery": _move, "retained": _move},
    "screen": {s: ANY for s in ("move", "activation", "rally", "displace", "retreat", "chits", "screen")}
    | {"close": lambda st, p, c: "wait" not in p},
    "close": {"activation": lambda st, p, c: aph(p) == "close" and c["mode"] == "brigade"
              and _same("who", "brigade")(st, p, c) and c["yell"] == int(bool(p.get("yell"))),
              "battery": lambda st, p, c: p["stage"] == 3 and c["mode"] == "cavalry" and _same("who")(st, p, c)},
    "ccpick": {"close": lambda st, p, c: p.get("wait") == c["kind"] and p["ph"] == PICK_PH[c["kind"]]
               and c["who"] == (ENEMY[p["who"]] if c["kind"] == "cavalry" else
                                p["who"] if c["kind"] != "advance" else c["who"])},
    "ricketts": {"endturn": lambda st, p, c: p["stage"] == 6},
    "field": {"endturn": lambda st, p, c: p["stage"] == 7},
}


def check(st: dict, steps: dict) -> None:
    """Raise ValueError unless ``st["flow"]`` is a stack of frames the rules can resume."""
    flow = st["flow"]
    need(isinstance(flow, list), "bad flow")
    need((not flow) == (st["res"] is not None), "19.3: the flow and the result disagree")
    for i, f in enumerate(flow):
        need(isinstance(f, dict) and _word(f.get("step"), SPEC), "bad flow frame")
        step = f["step"]
        rule = steps[step].rule
        fields(st, f, rule)
        if i == 0:
            need(step == "turn", "7.0: the Game Turn is not the bottom of the flow")
            continue
        parent = flow[i - 1]
        cond = PARENT.get(step, {}).get(parent["step"])
        need(cond is not None and cond(st, parent, f), f"{rule}: the {step} step cannot wait on the {parent['step']} step")
    if flow:
        top = flow[-1]
        need(not steps[top["step"]].auto, f"{steps[top['step']].rule}: the flow waits on an automatic step")
        _waits(st, flow)
    _main(st, flow)


def _waits(st: dict, flow: list) -> None:
    """What a frame below the top waits for, and what the top may not be waiting for."""
    for i, f in enumerate(flow):
        child = flow[i + 1] if i + 1 < len(flow) else None
        s = f["step"]
        if s == "move":
            # 13.7: a move waits on its Disengagement Fire; else its units are on the map
            need(bool(f.get("after_df")) == (child is not None and child["step"] == "fire"),
                 "13.7: bad Disengagement Fire of a move")
            if child is None:
                need(f["mover"] is None or f["mover"] in st["pos"] and all(u in st["pos"] for u in f.get("group", [])),
                     "13.1: the unit moving is not on the map")
        elif s == "close":
            need(("wait" in f) == (child is not None and child["step"] in ("ccpick", "lead")),
                 "14.1: a close combat decision without its choice")
        elif s == "activation":
            need((f["win"] is not None) == (child is not None and child["step"] == "window"),
                 "11.0: a window without its decision")


def _main(st: dict, flow: list) -> None:
    """8.1: the main chits chosen so far match the Command Decision frames;
    outside it both are in the cup (after it) or not chosen (before)."""
    main = st["main"]
    if any(f["step"] == "fill" for f in flow):
        waiting = {f["who"] for f in flow if f["step"] == "main"}
        for s in SIDES:
            need((main[s] is None) == (s in waiting) and main[s] != "cup", f"8.1: bad main chit of {s}")
        return
    need(main[M.USA] == main[M.CSA] and main[M.USA] in (None, "cup"), "8.1: bad main chits")
    if flow:
        ph = flow[0]["ph"]
        need((main[M.USA] == "cup") == (ph >= 2), "8.3: the cup filled out of the Command Decision Phase")
        need(not st["art_done"] or any(f["step"] == "artillery" for f in flow), "9.1: batteries activated "
             "outside the Artillery Phase")
        need(not st["activated"] or ph == 3 or ph == 4 and flow[1]["stage"] <= 3,
             "17.3: brigades marked Activated outside the Chit Draw Phase")


def rule_of(st: dict, steps: dict) -> str:
    """The rule section of the step the game waits on."""
    flow = st["flow"]
    return steps[flow[-1]["step"]].rule if flow else "19.3"
