"""The flow's frames and the cavalry battle of a Badges of Courage state, as
the rules push and keep them (``checks.check`` calls these).

The stack is ``[hour, pturn, phase, ...]`` (1.1, 1.2): the hour at the
bottom, a player turn on it, the phase on that, and above the phase what
interrupts it (hits, a repulse, the relay's volley in the Fire Phase; a
melee, its reveal and its tied hit, a regroup in the Melee Phase; the
enemy's reveal or melee orders after the Move Phase). The free deployment
(9.6) and the cavalry battle's decisions (10.0) sit on the hour itself.
Each frame here has the fields its step reads, of the right type and
range, and the names it holds are in the state where the step looks.
"""

from __future__ import annotations

from typing import Any

from . import cavalry as CAV
from . import data as D
from . import model as M
from .common import NIGHT_SP

# required fields, optional fields; the steps each may sit on (None: the bottom)
SHAPE: dict[str, tuple[frozenset, frozenset, tuple]] = {}
for _names, _req, _opt, _on in (
        (("hour",), (), ("next",), (None,)),
        (("pturn",), ("who", "ph"), ("late",), ("hour",)),
        (("command", "move", "melees", "morders"), ("who",), (), ("pturn",)),
        (("fire",), ("who",), ("ending",), ("pturn",)),
        (("supply",), ("who", "sp", "acting"), (), ("pturn",)),
        (("nsupply",), ("who", "sp"), (), ("pturn",)),
        (("hits",), ("who", "hex", "n", "long"), (), ("fire", "volley")),
        (("repulse",), ("who", "h"), (), ("hits", "fire", "volley")),
        (("volley",), ("who",), (), ("fire",)),
        (("show",), ("who", "why"), ("hex", "in"), ("pturn", "morders", "melee")),
        (("melee",), ("who", "hex", "rnd", "acted", "uns", "att"), ("pending", "ret"), ("melees",)),
        (("mhit",), ("who", "hex", "cand"), (), ("melee",)),
        (("regroup",), ("who", "hex", "used"), (), ("melees", "pturn")),
        (("deploy",), ("who",), (), ("hour", "deploy")),
        (("cavout", "custer", "stuart", "cavord", "cavfight"), ("who",), (), ("hour",)),
        (("cavshow",), ("who", "b"), (), ("hour",)),
        (("clash",), ("b", "rnd", "acted", "att", "usa", "csa", "pending"), (), ("hour",)),
        (("closs",), ("who", "b", "cand"), (), ("clash",))):
    for _n in _names:
        SHAPE[_n] = (frozenset(("step",) + _req), frozenset(_opt), _on)
DAY = ("command", "fire", "move", "melee", "supply")
NIGHT = ("move", "nsupply")
PHASE_OF = {"command": "command", "fire": "fire", "move": "move", "melees": "melee", "supply": "supply",
            "nsupply": "nsupply"}
CAV_STEPS = frozenset(CAV.STEPS)
_HEXES = frozenset(D.HEXES)


BIG = 1 << 20           # any counter (reveals, stirs, units eliminated) stays far below this


def need(cond: Any, msg: str) -> None:
    if not cond:
        raise ValueError(msg)


def _int(x: Any, lo: int = 0, hi: int = BIG) -> bool:
    """A whole number in [lo, hi] (JSON's true/false are not)."""
    return type(x) is int and lo <= x <= hi


def _word(x: Any, known: Any) -> bool:
    """A string among ``known`` (never an unhashable value tested by ``in``)."""
    return isinstance(x, str) and x in known


def _set_of(x: Any, known: Any) -> bool:
    """A list of distinct words among ``known``."""
    return isinstance(x, list) and all(_word(h, known) for h in x) and len(set(x)) == len(x)


def _steps() -> dict:
    from .rules import STEPS
    return STEPS


def rule_of(state: dict) -> str:
    """The rule section of the step the state waits on."""
    flow = state.get("flow")
    if isinstance(flow, list) and flow and isinstance(flow[-1], dict):
        step = _steps().get(flow[-1].get("step"))
        if step is not None:
            return step.rule or "1.2"
    return "1.2"


def _pending(p: Any) -> bool:
    """A melee's or a fight's hits waiting for their owner's choice: None or [side, n]."""
    return p is None or isinstance(p, list) and len(p) == 2 and _word(p[0], M.ROLES) and _int(p[1], 1, 100)


def frames(game: Any, state: dict, inf: Any) -> None:
    flow = state["flow"]
    steps = _steps()
    side = state["side"]
    enemy = M.ENEMY[side]
    night = D.is_night(state["t"])
    phases = NIGHT if night else DAY
    up = set(state["up"])
    pos = state["pos"]
    turn = None                                    # the player turn frame
    for i, f in enumerate(flow):
        step = f["step"]
        req, opt, on = SHAPE[step]
        rule = steps[step].rule
        need(req <= set(f) <= req | opt, f"{rule}: bad {step} frame")
        below = flow[i - 1]["step"] if i else None
        above = flow[i + 1] if i + 1 < len(flow) else None
        need(below in on, f"{rule}: a {step} step on {below or 'nothing'}")
        need("who" not in f or _word(f["who"], M.ROLES), f"{rule}: bad {step} frame")
        if step == "hour":
            need("next" not in f or _int(f["next"], 0, 1), "1.1: bad hour frame")
            nxt = above is not None and above["step"] == "pturn"
            need((f.get("next") == 1) == nxt, "1.1: the hour's player turns are under way exactly when it says so")
        elif step == "pturn":
            turn = f
            need(f["who"] == side and _int(f["ph"], 1, len(phases)), "1.2: bad player turn")
            if "late" in f:
                need(not night and 3 <= f["ph"] <= 5 and isinstance(f["late"], list)
                     and all(_word(x, _HEXES) for x in f["late"]), "5.31: bad reveal owed")
        elif step in PHASE_OF:
            need(f["who"] == side, f"{rule}: the phase is the phasing side's")
            need(PHASE_OF[step] in phases and turn["ph"] == phases.index(PHASE_OF[step]) + 1,
                 f"{rule}: the {step} phase out of its turn (1.2)")
        _frame(state, f, step, i, flow, above, turn, inf, up, pos, side, enemy, phases)
    top = flow[-1] if flow else None
    if top is not None:
        need(not steps[top["step"]].auto, f"{steps[top['step']].rule}: the game waits on a step nobody decides")
    _phase_state(state, flow, turn, phases)


def _frame(state, f, step, i, flow, above, turn, inf, up, pos, side, enemy, phases) -> None:
    """The fields ``step`` reads, and what they name, where the rules keep them."""
    if step == "fire":
        need("ending" not in f or _int(f["ending"], 0, 1), "5.23: bad fire frame")
    elif step == "supply":
        sp, acting = f["sp"], f["acting"]
        need(_set_of(acting, inf.handles[side]) and isinstance(sp, dict) and set(sp) == set(acting),
             "8.2: bad HQs activated for supply")
        for h in acting:
            v = state["sealed"][h]
            need(h in pos and h in up and v is not None and D.BLOCKS[v[0]]["kind"] == "hq"
                 and _int(sp[h], 0, D.BLOCKS[v[0]].get("range") or 0), f"8.2: bad supply points of {h}")
    elif step == "nsupply":
        need(_int(f["sp"], 0, NIGHT_SP[side]), "8.4: bad night supply points")
    elif step == "morders":
        need(state["op"]["relay"] and f["who"] == enemy and turn["ph"] == 3, "7.2: bad melee orders step")
    elif step == "volley":
        need(f["who"] == enemy and "pend" in state, "5.23: bad volley")
    elif step == "hits":
        need(f["who"] == enemy and _word(f["hex"], _HEXES) and _int(f["long"], 0, 1)
             and _int(f["n"], 0 if above is not None else 1, 100), "5.23: bad hits")
        if above is None:
            need(any(p == f["hex"] and M.side_of(h) == enemy for h, p in pos.items()),
                 f"5.23: hits at {f['hex']} where the enemy has no block")
    elif step == "repulse":
        need(f["who"] == enemy and _word(f["h"], pos) and M.side_of(f["h"]) == enemy, "5.32: bad repulse")
    elif step == "show":
        why = f["why"]
        need(_word(why, ("melee", "move", "art")) and f["who"] == enemy, "5.31: bad reveal")
        need(("hex" in f) == (why == "melee") and ("in" not in f or why == "art"), "5.31: bad reveal")
        below = flow[i - 1]
        if why == "melee":
            need(below["step"] == "melee" and f["hex"] == below["hex"], "7.1: a melee's reveal on its melee")
        elif why == "move":
            need(below["step"] == "morders", "7.1: the reveal after movement goes with the melee orders")
        else:
            need(below["step"] == "pturn" and not D.is_night(state["t"]), "5.31: bad artillery reveal")
            if "in" in f:
                need(isinstance(f["in"], list) and all(_word(x, _HEXES) for x in f["in"])
                     and below["ph"] == len(phases) and "late" not in below, "5.31: bad reveal owed")
            else:
                need(below["ph"] == 3, "5.31: the artillery is shown when movement is over")
    elif step == "melee":
        _melee(state, f, above, inf, up, pos, side)
    elif step == "mhit":
        below = flow[i - 1]
        need(below.get("pending") is not None and below["pending"][0] == f["who"] and f["hex"] == below["hex"],
             "7.2: a tied melee hit without its melee's hits")
        need(_set_of(f["cand"], inf.all) and f["cand"]
             and all(pos.get(h) == f["hex"] and M.side_of(h) == f["who"] and h in up for h in f["cand"]),
             "7.2: bad blocks to take the melee hit")
    elif step == "regroup":
        need(_word(f["hex"], _HEXES) and isinstance(f["used"], list)
             and all(isinstance(x, str) and x.count("/") == 1 for x in f["used"]), "7.9: bad regroup")
        need(turn["ph"] == 4 and not D.is_night(state["t"]), "7.9: a regroup outside the Melee Phase")
        need((flow[i - 1]["step"] == "melees") == bool(state["melees"]),
             "7.9: a regroup ends the Melee Phase only after its last melee")
    elif step == "deploy":
        need(state["op"]["free_deploy"] and state["first"] == 1 and state["t"] == inf.start
             and [g["step"] for g in flow[:i]] in (["hour"], ["hour", "deploy"])
             and f["who"] == ("csa" if i == 1 else "usa") and len(flow) <= 3, "9.6: bad free deployment")
    elif step in CAV_STEPS:
        _cav_frame(state, f, step, i, flow, above, up, inf)


def _melee(state, f, above, inf, up, pos, side) -> None:
    x = f["hex"]
    m = next((m for m in state["melees"] if m["hex"] == x), None) if _word(x, _HEXES) else None
    need(m is not None and f["att"] == m["att"] and f["uns"] == m["uns"], "7.1: a melee not declared")
    need(f["who"] == side and _int(f["rnd"], 1, 2 if f["uns"] else 3), "7.2: bad melee round")
    need(_set_of(f["acted"], inf.all), "7.2: bad blocks that acted")
    need("ret" not in f or isinstance(f["ret"], list) and all(isinstance(s, str) for s in f["ret"]),
         "7.7: bad retreats")
    need(_pending(f.get("pending")), "7.2: bad melee hits")
    a = above["step"] if above is not None else None
    need((f.get("pending") is not None) == (a == "mhit"), "7.2: melee hits wait exactly for a tied hit")
    need(a in (None, "mhit", "show"), "7.2: bad step on a melee")
    if a != "show":
        need(all(h in up for h, p in pos.items() if p == x), f"7.1: a hidden block in the melee at {x}")


def _cav_frame(state, f, step, i, flow, above, up, inf) -> None:
    need("cav" in state, "10.0: a cavalry battle step without the option")
    c = state["cav"]
    relay = state["op"]["relay"]
    if step == "cavout":
        need(f["who"] == "usa" and c["wd"] == 1 and c["rolls"] is None, "10.0: bad withdrawal of Buford")
    elif step == "custer":
        need(f["who"] == "usa" and c["rolls"] is not None and c["force"] is None and not c["custer"]
             and CAV._custer_choice(state), "10.0: bad choice for Custer")
    elif step == "stuart":
        need(f["who"] == "csa" and c["force"] is not None and c["opp"] is None, "10.0: bad assignment step")
    elif step == "cavshow":
        b = f["b"]
        need(f["who"] == "usa" and _word(b, CAV.BATTLES) and c["opp"] is not None and c["res"][b] is None
             and c["opp"][b], "10.0: bad reveal of a division")
    elif step == "cavord":
        need(relay and c["opp"] is not None and CAV.fights(state) and isinstance(c.get("ord"), dict)
             and f["who"] in c["ord"] and not c["ord"][f["who"]]["done"], "10.0: bad cavalry orders step")
    elif step == "cavfight":
        fights = CAV.fights(state) if c["opp"] is not None else []
        need(f["who"] == "csa" and relay and fights and all(CAV.orders(state, s)["done"] for s in M.ROLES)
             and all(h in up for b in fights for h in c["force"][b] + c["opp"][b]), "10.0: bad cavalry fights")
    elif step == "clash":
        b = f["b"]
        need(_word(b, CAV.BATTLES) and c["opp"] is not None and c["res"][b] is None, "10.0: bad cavalry fight")
        need(_int(f["rnd"], 1, CAV._rounds(state)) and f["att"] == [] and _pending(f["pending"])
             and _set_of(f["acted"], inf.all), "10.0: bad cavalry fight")
        need(_set_of(f["usa"], c["force"][b]) and _set_of(f["csa"], c["opp"][b])
             and all(h in up for h in f["usa"] + f["csa"]), "10.0: bad blocks in the cavalry fight")
        need((f["pending"] is not None) == (above is not None), "10.0: the fight's hits wait for a tied hit")
    elif step == "closs":
        clash = flow[i - 1]
        need(clash["pending"] is not None and clash["pending"][0] == f["who"] and f["b"] == clash["b"]
             and _set_of(f["cand"], clash[f["who"]]) and f["cand"], "10.0: bad tied hit in the cavalry fight")


def _phase_state(state: dict, flow: list, turn: dict | None, phases: tuple) -> None:
    """What a phase leaves in the state only while it runs."""
    ph = turn["ph"] if turn is not None else 0
    names = [f["step"] for f in flow]
    if turn is not None and phases == DAY and ph == 1:
        need(set(state["done"]) == set(state["act"]), "4.3: in the Command Phase only the HQs activated have acted")
    if turn is not None and phases == NIGHT:
        need(not state["act"] and not state["done"], "9.71: no command or fire at night")
    if state["melees"]:
        need(turn is not None and phases == DAY and ph in (3, 4), "7.1: melees outside the Move and Melee Phases")
        need(ph != 4 or "melees" in names, "7.1: melees left unresolved in the Melee Phase")
    if "mo" in state:
        need(turn is None or phases == DAY and ph >= 3, "7.2: melee orders before the Move Phase's end")
    if "pend" in state:
        need("fire" in names and (state["pend"] or "volley" in names), "5.23: waiting hits outside the Fire Phase")
    if "melees" in names:
        need(state["melees"] or names[-1] != "melees", "7.1: a Melee Phase with no melee to resolve")


def cavalry(state: dict, inf: Any) -> None:
    """10.0: the cavalry battle's public state (``cavalry`` module docstring)."""
    c = state["cav"]
    keys = {"pool", "wd", "rolls", "custer", "force", "opp", "res", "out"}
    need(isinstance(c, dict) and keys <= set(c) <= keys | {"ord"}, "10.0: bad cavalry battle")
    cb = CAV.battle_data(state["sc"])
    pools = {s: frozenset(h for h in inf.handles[s] if inf.kind[h] == "pool") for s in M.ROLES}
    pool = c["pool"]
    need(isinstance(pool, dict) and set(pool) == set(M.ROLES) and all(_set_of(pool[s], pools[s]) for s in M.ROLES),
         "10.0: bad off-map pools")
    need(_int(c["wd"], 0, 1) and _int(c["custer"], 0, 1), "10.0: bad cavalry battle marks")
    need(c["rolls"] is None or isinstance(c["rolls"], list) and len(c["rolls"]) == len(cb["absent_rolls"])
         and all(_int(r, 0, 1) for r in c["rolls"]), "10.0: bad rolls of the absent brigades")
    for key, s in (("force", "usa"), ("opp", "csa")):
        v = c[key]
        need(v is None or isinstance(v, dict) and set(v) == set(CAV.BATTLES)
             and all(_set_of(v[b], pools[s]) for b in CAV.BATTLES)
             and not set(v["gregg"]) & set(v["kilpatrick"]), f"10.0: bad {key}")
    res = c["res"]
    need(isinstance(res, dict) and set(res) == set(CAV.BATTLES)
         and all(r is None or _word(r, ("unopposed", "usa", "csa", "stalemate")) for r in res.values()),
         "10.0: bad fight results")
    need(_set_of(c["out"], inf.all), "10.0: bad blocks out of play")
    # in the order the battle goes: Buford withdrawn, the rolls, the Union split, Stuart's assignment
    t = state["t"]
    need(not c["wd"] or t >= D.turn_index(cb["withdraw"]["turn"]), "10.0: Buford withdrawn before Day 3")
    need(c["rolls"] is None or c["wd"], "10.0: the absent brigades roll after Buford leaves")
    need(c["force"] is None or c["rolls"] is not None and not pool["usa"], "10.0: bad Union split")
    need(not c["custer"] or c["force"] is not None and CAV._custer_choice(state), "10.0: Custer moved without cause")
    need(c["opp"] is None or c["force"] is not None and not pool["csa"]
         and t >= D.turn_index(cb["battle_turn"]), "10.0: bad assignment of Stuart's blocks")
    for b in CAV.BATTLES:
        if res[b] is not None:
            need(c["opp"] is not None and (res[b] == "unopposed") == (not c["opp"][b]), "10.0: bad fight result")
        elif c["opp"] is not None:
            need(c["opp"][b], "10.0: an unopposed division without its result")
    placed = set(state["pos"]) | set(state["due"]) | set(state["off"]) | set(state["dead"])
    waiting = set(pool["usa"]) | set(pool["csa"])
    need(not waiting & (placed | set(c["out"]) | set(state["up"])), "10.0: a block of the pools elsewhere")
    need(not set(c["out"]) & placed, "10.0: a block out of play in play")
    clash = {f["b"]: f for f in state["flow"] if f["step"] == "clash" and isinstance(f.get("b"), str)}
    for b in CAV.BATTLES:
        if res[b] is None:                          # off the map until the fight's result
            fighting = set((c["force"] or {}).get(b, [])) | set((c["opp"] or {}).get(b, []))
            need(not fighting & (set(state["pos"]) | set(state["due"]) | set(state["off"])),
                 "10.0: a block of a fight still to come already in play")
            f = clash.get(b)
            still = set(f["usa"] + f["csa"]) if f is not None and isinstance(f.get("usa"), list) \
                and isinstance(f.get("csa"), list) and all(isinstance(h, str) for h in f["usa"] + f["csa"]) \
                else fighting                       # (gone: fallen in the fight, or left it)
            need(not still & (set(state["dead"]) | set(c["out"])), "10.0: a block of a fight already out of it")
    if "ord" in c:
        need(state["op"]["relay"] and c["opp"] is not None and isinstance(c["ord"], dict)
             and set(c["ord"]) <= set(M.ROLES), "10.0: bad cavalry orders")
        rounds = CAV._rounds(state)
        for s, o in c["ord"].items():
            need(isinstance(o, dict) and set(o) == {"leave", "rank", "done"} and _int(o["done"], 0, 1)
                 and isinstance(o["leave"], dict)
                 and all(_word(h, inf.handles[s]) and _int(r, 1, rounds) for h, r in o["leave"].items())
                 and _set_of(o["rank"], inf.handles[s]), "10.0: bad cavalry orders")
