"""Is a state one the rules of Badges of Courage can play? (``BadgesOfCourage.check_state``)

A position link carries a whole state (``pyapp.core.link``, form
"position"); once it is opened, every verb of the page (``active``,
``legal``, ``apply`` with any legal action, ``view``, ``prompt``,
``result``, ``describe``, ``copy``, ``reveals``, ``take_events``,
``auto_choice``) runs on it. So ``check`` refuses, with ``ValueError``
naming what is wrong (and the rule section where one applies), any state
those verbs could break on or stall in:

- every field of the shape, type and range the rules read (the module
  docstring of ``rules`` describes them), every name known: hexes of the
  map, the scenario's handles, blocks of the order of battle, entry roads,
  hexsides, sides, steps;
- the hidden values as a device holds them (``Game.mask``): a side whose
  salt this state holds knows every value of its own; a side whose salt it
  lacks shows only its face-up blocks (5.1), every other value None;
- the fields consistent with each other the way the rules keep them (a
  handle in one place at a time, stacking, a hex shared only by a melee,
  the melees declared and the one under way, the cavalry battle ...);
- the flow's frames (``checks_flow``): each step where the rules push it,
  with the fields it reads;
- last, the rules themselves: the side that must decide, where this state
  holds its secrets, has something to do.

Whatever passes is also a state the rules keep passing: every legal action
leads to a state that passes again (``tests/boc/test_checks.py``,
``tests/test_position_fuzz.py``). It runs on every link decode: linear in
the state's size, but for the last step's ``legal``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...core.flowgame import log_ok

from . import cavalry as CAV
from . import command as C
from . import checks_flow as CF
from .checks_flow import BIG, _int, _set_of, _word, need
from . import data as D
from . import model as M
from . import secrets as S

ROLES = M.ROLES
HEXES = frozenset(D.HEXES)
ROADS = frozenset(D.entries())
HEXSIDES = frozenset(D.side_id(a, b) for a in D.HEXES for b in M.neighbours(a))
MAX_STEPS = max(b["steps"] for b in D.BLOCKS.values())
REQUIRED = frozenset((
    "sc", "op", "rng", "t", "first", "p1", "side", "half", "pos", "due", "off", "dead", "up", "act",
    "done", "moved", "fs", "traffic", "melees", "ctrl", "elim", "sealed", "came", "col", "spent",
    "hancock", "stirs", "lost", "mk", "flow", "rv", "lg", "lr", "res"))
OPTIONAL = frozenset(("cav", "pend", "mo"))
MAX_LOG = 5000          # log lines of one action (a cavalry fight played out is the longest)
MAX_TEXT = 5000         # characters of one log line
MAX_DICE = 1000         # dice of one action


class Info:
    """What the scenario and options fix: the handles, their groups, the blocks."""

    def __init__(self, sc: str, longstreet: bool, cavalry: bool) -> None:
        from . import rules as R
        op = {"longstreet": longstreet, "cavalry": cavalry}
        groups = R._groups(sc, op)
        self.handles = {s: [h for h, _g in R._handles(sc, op)[s]] for s in ROLES}
        self.all = frozenset(self.handles["usa"] + self.handles["csa"])
        self.kind = {h: groups[s][g][0] for s in ROLES for h, g in R._handles(sc, op)[s]}
        self.ids = {s: frozenset(i for g in groups[s] for i in g[-1]) for s in ROLES}
        self.spare = next((h for h, k in self.kind.items() if k == "spare"), None)
        # opt.hancock: the handles Hancock may stand under (those of his set-up group)
        self.hancock = frozenset(h for h, g in R._handles(sc, op)["usa"] if C.HANCOCK in groups["usa"][g][-1])
        self.start = D.turn_index(D.SCENARIOS[sc]["start"])
        self.last = D.turn_index(D.SCENARIOS[sc]["end"])


@lru_cache(maxsize=None)
def info(sc: str, longstreet: bool, cavalry: bool) -> Info:
    return Info(sc, longstreet, cavalry)


def check(game: Any, state: Any) -> None:
    """Raise ValueError unless ``state`` is playable (see the module)."""
    need(isinstance(state, dict), "state is not an object")
    keys = set(state)
    need(REQUIRED <= keys <= REQUIRED | OPTIONAL,
         f"state keys differ: {sorted(map(str, keys ^ REQUIRED))[:8]}")
    need(_word(state["sc"], D.SCENARIOS), "bad scenario")
    op = state["op"]
    need(isinstance(op, dict) and set(op) == set(game.options) and all(type(x) is bool for x in op.values()),
         "bad options")
    inf = info(state["sc"], op["longstreet"], op["cavalry"])
    need(("cav" in state) == (op["cavalry"] and CAV.reaches(state["sc"])),
         "10.0: the cavalry battle goes with its option, in a scenario that reaches it")
    _scalars(state, inf)
    _places(state, inf)
    _sealed(state, inf)
    _turn_lists(state, inf)
    _hexes(state)
    _melees(state, inf)
    _relay(state, inf)
    if "cav" in state:
        CF.cavalry(state, inf)
    _log(state)
    CF.frames(game, state, inf)
    _moves(game, state)


def _scalars(state: dict, inf: Info) -> None:
    t = state["t"]
    need(_int(t, inf.start, inf.last), "2.4: bad turn for the scenario")
    need(_int(state["first"], 0, 1), "bad first-turn mark")
    need(state["first"] == 0 or t == inf.start, "9.2: the first initiative is the scenario's first turn's")
    need(_word(state["p1"], ROLES) and _word(state["side"], ROLES), "1.1: bad side")
    need(_int(state["half"], 1, 2), "1.1: bad half of the hour")
    need(state["side"] == (state["p1"] if state["half"] == 1 else M.ENEMY[state["p1"]]),
         "1.1: the phasing side is Player 1 in the first half of the hour, the other in the second")
    need(_int(state["stirs"]) and _int(state["rv"]), "bad counters")
    elim = state["elim"]
    need(isinstance(elim, dict) and set(elim) == set(ROLES) and all(_int(v) for v in elim.values()),
         "9.12: bad units eliminated")
    lr = state["lr"]
    need(isinstance(lr, list) and len(lr) <= MAX_DICE
         and all(isinstance(x, list) and len(x) == 2 and _word(x[0], ROLES) and _int(x[1], 1, 6) for x in lr),
         "bad last dice")
    res = state["res"]
    if res is None:
        need(state["flow"], "a game going on waits on a step")
    else:
        need(isinstance(res, list) and len(res) == 3 and _word(res[0], ("usa", "csa", "draw"))
             and _word(res[1], ("day", "end")) and _int(res[2], -BIG, BIG), "9.1: bad result")
        need(not state["flow"], "9.1: a game over waits on no step")


def _value_ok(v: Any, side: str, inf: Info, stirs: int) -> bool:
    return (isinstance(v, list) and len(v) == M.VALUE and _word(v[0], inf.ids[side])
            and _int(v[1], 0, D.BLOCKS[v[0]]["steps"]) and _int(v[2], 0, stirs))


def _sealed(state: dict, inf: Info) -> None:
    """5.1: the hidden values, as the device holding ``state`` knows them."""
    sealed = state["sealed"]
    need(isinstance(sealed, dict), "bad sealed values")
    want = inf.all | set(S.SALT.values()) | ({CAV.PRIVATE} if "cav" in state else set())
    need(set(sealed) == want, "bad sealed handles")
    up = set(state["up"])
    lost = state["lost"]
    need(isinstance(lost, dict) and all(_word(h, inf.all) and _int(n, -MAX_STEPS, MAX_STEPS) and n
                                        for h, n in lost.items()), "bad steps lost")
    for side in ROLES:
        salt = sealed[S.SALT[side]]
        held = salt is not None
        # (32 hex digits from a private set-up; 16 from a computer's sample of the other side)
        need(salt is None or (isinstance(salt, str) and 16 <= len(salt) <= 64
                              and all(c in "0123456789abcdef" for c in salt)), f"bad {side} salt")
        seen = set()
        for h in inf.handles[side]:
            v = sealed[h]
            if v is None:
                need(not held and h not in up,
                     f"5.1: {h}: a value its side's device or a face-up block shows is missing")
                continue
            need(held or h in up, f"5.1: {h}: a hidden value known without its side's salt")
            need(_value_ok(v, side, inf, state["stirs"]), f"{h}: bad block value")
            need(v[0] not in seen, f"{h}: a block under two handles")
            seen.add(v[0])
            now = v[1] - lost.get(h, 0)
            steps = D.BLOCKS[v[0]]["steps"]
            floor = 0 if D.BLOCKS[v[0]]["kind"] == "hq" or h in state["dead"] else 1
            need(floor <= now <= steps, f"{h}: strength out of range")
    hc = state["hancock"]
    need(not hc or sealed[hc[1]] is None or sealed[hc[1]][0] == C.HANCOCK,
         "opt.hancock: the block sent is not Hancock")
    if "cav" in state:
        code = sealed[CAV.PRIVATE]
        pool = state["cav"].get("pool") if isinstance(state["cav"], dict) else None
        n = len(pool["csa"]) if isinstance(pool, dict) and isinstance(pool.get("csa"), list) else 0
        if sealed[S.SALT["csa"]] is None:
            need(code is None, "10.0: Stuart's assignment known without the CSA's salt")
        else:
            need(_int(code, 0, 3 ** n - 1), "10.0: bad assignment of Stuart's blocks")


def _places(state: dict, inf: Info) -> None:
    """Where each handle is: on the map, due, off the map or eliminated, one at a time."""
    pos, due, off, dead = state["pos"], state["due"], state["off"], state["dead"]
    need(isinstance(pos, dict) and all(_word(h, inf.all) and _word(x, HEXES) for h, x in pos.items()),
         "bad block positions")
    need(isinstance(off, dict) and all(_word(h, inf.all) and _word(x, D.EDGE) for h, x in off.items()),
         "2.4: bad blocks off the map (each left by a map-edge hex)")
    need(_set_of(dead, inf.all), "bad eliminated blocks")
    need(_set_of(state["up"], inf.all), "5.1: bad face-up blocks")
    need(isinstance(due, dict), "6.7: bad reinforcements")
    for h, d in due.items():
        need(_word(h, inf.all) and isinstance(d, list) and len(d) == 4 and _int(d[0], 0, len(D.TRACK) - 1)
             and _word(d[1], ROADS) and isinstance(d[2], list) and all(_word(r, ROADS) for r in d[2])
             and (d[3] == "" or _word(d[3], HEXES)), f"6.7: bad reinforcement {str(h)[:8]}")
    n = len(pos) + len(due) + len(off) + len(dead)
    need(len(set(pos) | set(due) | set(off) | set(dead)) == n, "a block in two places at once")
    need(not set(state["up"]) & (set(off) | set(dead)), "5.1: a face-up block off the map or eliminated")
    if inf.spare is not None and not state["hancock"]:
        need(inf.spare not in pos and inf.spare not in due and inf.spare not in off and inf.spare not in dead,
             "opt.hancock: Hancock is off the map until sent")
    hc = state["hancock"]
    need(isinstance(hc, list) and (hc == [] or len(hc) == 2 and state["op"]["hancock"]
                                   and _word(hc[0], D.army("usa")["corps"]) and _word(hc[1], inf.hancock)),
         "opt.hancock: bad Hancock sent")
    # 6.2: stacking, per side; both sides share a hex only in a melee (7.1)
    count: dict = {}
    sides: dict = {}
    for h, x in pos.items():
        s = M.side_of(h)
        count[(x, s)] = count.get((x, s), 0) + 1
        sides.setdefault(x, set()).add(s)
    for (x, s), k in count.items():
        need(k <= D.stacking(x), f"6.2: {x} holds more {s} blocks than its stacking limit")
    melee = {m.get("hex") for m in state["melees"] if isinstance(m, dict) and isinstance(m.get("hex"), str)} \
        if isinstance(state["melees"], list) else set()
    for x, ss in sides.items():
        need(len(ss) == 1 or x in melee, f"7.1: both sides in {x} without a melee")


def _turn_lists(state: dict, inf: Info) -> None:
    """What the phasing side did this player turn (6.1), and the formations."""
    side = state["side"]
    mine = frozenset(inf.handles[side])
    for key in ("act", "done", "moved", "came"):
        need(_set_of(state[key], mine), f"bad {key} list (the phasing side's blocks)")
    need(set(state["act"]) <= set(state["done"]), "4.3: an activated HQ has commanded")
    need(set(state["came"]) <= set(state["moved"]), "6.7: a reinforcement that entered has moved")
    need(not (set(state["done"]) | set(state["moved"])) & set(state["due"]),
         "6.1: a reinforcement still to come has moved or acted")
    for h in state["act"]:
        v = state["sealed"][h]
        need(v is None or D.BLOCKS[v[0]]["kind"] == "hq", "4.3: only HQs are activated")
    for h in state["done"]:
        v = state["sealed"][h]
        need(v is None or D.BLOCKS[v[0]]["kind"] != "hq" or h in state["act"],
             "4.3: an HQ commands by its activation")
    col = state["col"]
    need(_set_of(col, state["pos"]), "opt.column: bad columns (blocks on the map)")
    need(not col or state["op"]["column"], "opt.column: columns without the option")
    for h in col:
        v = state["sealed"][h]
        need(v is None or D.BLOCKS[v[0]]["kind"] == "inf", "opt.column: only infantry forms column")
    spent = state["spent"]
    need(isinstance(spent, dict) and all(_word(h, mine) and _int(n, 0, 10)
                                         for h, n in spent.items()), "opt.column: bad formation costs")
    need(not spent or state["op"]["column"], "opt.column: formation costs without the option")
    mk = state["mk"]
    need(_set_of(mk, inf.all), "5.24: bad marks")


def _hexes(state: dict) -> None:
    ctrl = state["ctrl"]
    need(isinstance(ctrl, dict) and all(_word(x, HEXES) and _word(s, ROLES) for x, s in ctrl.items()),
         "6.6: bad control")
    fs = state["fs"]
    need(isinstance(fs, dict) and all(_word(x, HEXES) and isinstance(d, list) and all(_int(k, 0, 5) for k in d)
                                      and len(set(d)) == len(d) for x, d in fs.items()),
         "5.21: bad hexsides used for fire")
    tr = state["traffic"]
    need(isinstance(tr, dict) and all(_word(x, HEXSIDES) and _int(n, 1, 100) for x, n in tr.items()),
         "6.62: bad crossings")


def _melees(state: dict, inf: Info) -> None:
    """7.1: the melees declared this turn: each an enemy hex, its attackers
    the phasing side's blocks there, each from an adjacent hex (or the map
    edge, 6.7), one a hexside, no more than the hex's stacking limit."""
    ms = state["melees"]
    need(isinstance(ms, list), "7.1: bad melees")
    side = state["side"]
    enemy = M.ENEMY[side]
    going = {f["hex"] for f in state["flow"] if f["step"] == "melee" and isinstance(f.get("hex"), str)}
    seen = set()
    for m in ms:
        need(isinstance(m, dict) and set(m) == {"hex", "att", "uns"} and _word(m["hex"], HEXES)
             and _int(m["uns"], 0, 1), "7.1: bad melee")
        x = m["hex"]
        need(x not in seen, f"7.1: two melees at {x}")
        seen.add(x)
        att = m["att"]
        need(att_ok(att, x, inf.handles[side]), f"7.1: bad attackers at {x}")
        need(len(att) <= D.stacking(x) and (not m["uns"] or len(att) == 1)
             and sum(1 for _h, fr in att if fr == "off") <= 2, f"7.1: too many attackers at {x}")
        need(x in going or any(M.side_of(h) == enemy for h, p in state["pos"].items() if p == x),
             f"7.1: the melee at {x} has no defender")
        here = {h for h, p in state["pos"].items() if p == x and M.side_of(h) == side}
        hs = {h for h, _fr in att}
        if x not in going:
            need(here == hs, f"7.1: the attackers at {x} are the blocks that declared the melee")
        else:
            need(here <= hs, f"7.1: a block in the melee at {x} that did not declare it")
        need(all(h in state["up"] for h in here), f"7.1: an attacker at {x} is hidden")
    need(not ms or not D.is_night(state["t"]), "9.72: no melee at night")


def att_ok(att: Any, x: str, handles: list) -> bool:
    """7.1, 6.7: [[handle, hex it attacked from or "off"], ...], each handle
    and each hexside once."""
    if not isinstance(att, list) or not att:
        return False
    for a in att:
        if not (isinstance(a, list) and len(a) == 2 and _word(a[0], handles)):
            return False
        fr = a[1]
        if not (fr == "off" and x in D.EDGE or _word(fr, M.neighbours(x))):
            return False
    hs = [a[0] for a in att]
    frs = [a[1] for a in att if a[1] != "off"]
    return len(set(hs)) == len(hs) and len(set(frs)) == len(frs)


def _relay(state: dict, inf: Info) -> None:
    """relay (RULES_NOTES 5.23, 7.2): hits waiting for their owner, and melee orders."""
    relay = state["op"]["relay"]
    if "pend" in state:
        need(relay, "5.23: waiting hits without the relay option")
        pend = state["pend"]
        need(isinstance(pend, list), "5.23: bad waiting hits")
        for e in pend:
            need(isinstance(e, dict) and (set(e) == {"rep"} and _word(e["rep"], inf.all)
                                          or set(e) == {"hex", "n", "long"} and _word(e["hex"], HEXES)
                                          and _int(e["n"], 1, 100) and _int(e["long"], 0, 1)
                                          or set(e) == {"fire", "hex", "n", "fp", "long", "art"}
                                          and _word(e["fire"], inf.all) and _word(e["hex"], HEXES)
                                          and _int(e["n"], 1, 6) and _int(e["fp"], 0, 6)
                                          and _int(e["long"], 0, 1)
                                          and (e["art"] == "" or _word(e["art"], inf.all))),
                 "5.23: bad waiting hit")
    if "mo" in state:
        need(relay, "7.2: melee orders without the relay option")
        mo = state["mo"]
        need(isinstance(mo, dict), "7.2: bad melee orders")
        for x, o in mo.items():
            need(_word(x, HEXES) and isinstance(o, dict) and set(o) <= {"r", "rank", "rg"}, "7.2: bad melee orders")
            r = o.get("r", {})
            need(isinstance(r, dict) and all(_word(h, inf.all) and isinstance(v, list) and len(v) == 2
                                             and _int(v[0], 1, 3) and (v[1] in ("", "off") or _word(v[1], HEXES))
                                             for h, v in r.items()), "7.2: bad retreat orders")
            need(_set_of(o.get("rank", []), inf.all), "7.2: bad hit ranking")
            rg = o.get("rg", [])
            need(isinstance(rg, list) and len(rg) <= 4
                 and all(isinstance(a, list) and len(a) == 3 and _word(a[0], ("in", "out"))
                         and _word(a[1], inf.all) and _word(a[2], HEXES) for a in rg), "7.9: bad regroup orders")


def _log(state: dict) -> None:
    """The latest action's log lines (``flowgame.log``)."""
    need(log_ok(state["lg"], ROLES, MAX_LOG, MAX_TEXT), "bad log line")


def _moves(game: Any, state: dict) -> None:
    """1.2: the side that must decide has something to do (every step ends
    by the player's say, so an empty choice would stall the game). Only
    where this state holds that side's secrets: another device decides
    for it there (T1.3)."""
    try:
        roles = game.active(state)
        for role in roles:
            if game.holds(state, role):
                need(game.legal(state, role), f"{CF.rule_of(state)}: {role} must act and has nothing to do")
    except ValueError:
        raise
    except Exception as exc:  # noqa: BLE001 - a state the rules cannot read is refused, not played
        raise ValueError(f"{CF.rule_of(state)}: the rules cannot play this state "
                         f"({type(exc).__name__})") from exc
