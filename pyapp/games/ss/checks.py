"""Is a state one the rules of Stonewall's Sword can play? (``StonewallsSword.check_state``)

A position link (``pyapp.core.link``, form "position") carries a whole
state; once it is opened, every verb of the page (``active``, ``legal``,
``apply`` with any legal action, ``view``, ``prompt``, ``result``,
``describe``, ``copy``, ``reveals``, ``take_events``) runs on it. So
``check`` refuses, with ``ValueError`` naming what is wrong (and the rule
section where one applies), any state those verbs could break on or stall
in:

- every field of the shape, type and range the rules read (the module
  docstring of ``rules`` describes them), every name known (hexes, units,
  brigades, chits, Event handles, sides, tracks);
- the fields consistent with each other the way the rules keep them: each
  unit of the scenario in one place (the map, the Broken Track, eliminated,
  off the map, or with its brigade still to enter, 13.8, 15.9), markers
  only on units on the map, every chit in one place (the cup, the discard,
  a hand, the chits set aside, a chit being resolved) and each side's seven
  Event chits all dealt once the cup is filled (8.2-8.3), the Where's
  tracks and the chits they bring in (20.1, 20.2), the sealed values
  (secrets.py: None wherever ``Game.mask`` hides one);
- the flow: every frame's fields as its step reads them (``checks_frames``),
  and each frame one the frame below it can be waiting on (``checks_flow``);
- last, asking the rules themselves: the side that must decide has
  something to do.

Whatever passes is also a state the rules keep passing: every legal action
leads to a state that passes again (``tests/ss/test_checks.py``,
``tests/test_position_fuzz.py``).
"""

from __future__ import annotations

from typing import Any

from ...core.flowgame import log_ok

from . import board as B
from . import checks_flow as CF
from . import data as D
from . import model as M
from . import secrets as SE
from . import tables as T
from .checks_frames import _int, _word, need

SIDES = M.ROLES
STATE_KEYS = frozenset({
    "sc", "op", "rng", "rng_cup", "turn", "pos", "dep", "mh", "so", "broken", "elim", "off", "ever_broken",
    "waiting", "activated", "ctrl", "vp_usa", "cup", "excluded", "main", "held", "parked", "discard", "seen",
    "cancel", "casualty", "chits_in", "track", "ricketts", "ricketts_turn", "field", "released", "opened",
    "art_done", "flow", "lg", "lr", "rv", "res", "sealed", "stirs"})
BOXES = ("1", "2", "3", "available")          # 15.9: the Broken Track's boxes
LEVELS = ("automatic", "draw") + tuple(lv for _lo, _hi, lv in T.VICTORY_LEVELS if lv != "draw")
GENERALS = frozenset(D.DIVISIONS) | {f"cic-{s}" for s in SIDES}     # 10.5b: M.general_key
TRACK_CHIT = {"jackson": ("cic-csa", "bad_day", T.JACKSON_TRACK, "20.1"),
              "ricketts": ("div-ricketts", "pope", T.RICKETTS_TRACK, "20.2")}
FRAME_RULE = {"event": "10.4", "cic": "10.6", "division": "10.7"}     # the chits being resolved
PLACE_RULE = {"cup": "8.3", "discard": "10.8", "held": "10.3a", "parked": "10.4b", "set aside": "8.2",
              "being resolved": "10.3"}
HEX_DIGITS = frozenset("0123456789abcdef")
MAX_COUNT = 10 ** 6     # reveals, stirs: a few dozen a turn, fifteen turns at most
MAX_VP = 10 ** 4        # 17.2: the Union's running total, a few dozen a turn
MAX_LOG = 5000          # log lines of one action (a long retreat or rally writes a few dozen)
MAX_TEXT = 2000         # characters of one log line


def check(game: Any, state: Any) -> None:
    """Raise ValueError unless ``state`` is playable (see the module)."""
    need(isinstance(state, dict), "state is not an object")
    need(set(state) == STATE_KEYS, f"state keys differ: {sorted(map(str, set(state) ^ STATE_KEYS))[:8]}")
    try:
        _scalars(game, state)
        _units(state)
        _chits(state)
        _sealed(state)
        _log(state)
        CF.check(state, game.flow.steps)
    except ValueError:
        raise
    except Exception as exc:    # a shape no check above foresaw: refused all the same
        raise ValueError(f"malformed state ({type(exc).__name__})") from None
    _moves(game, state)


# ---------------------------------------------------------------- plain fields

def _scalars(game: Any, st: dict) -> None:
    need(_word(st["sc"], D.SCENARIOS), "bad scenario")
    op = st["op"]
    need(isinstance(op, dict) and set(op) == set(game.options) and all(type(x) is bool for x in op.values()),
         "bad options")
    scen = D.SCENARIOS[st["sc"]]
    need(_int(st["turn"]) and scen["start"] <= st["turn"] <= scen["end"], "3.1: bad Game Turn")
    need(_int(st["vp_usa"]) and 0 <= st["vp_usa"] <= MAX_VP, "17.2: bad Union victory points")
    for key, rule in (("cancel", "10.5a"), ("field", "20.3"), ("released", "22.2"), ("opened", "22.1")):
        need(_int(st[key]) and st[key] in (0, 1), f"{rule}: bad {key}")
    need(_int(st["rv"]) and 0 <= st["rv"] <= MAX_COUNT, "bad rv")
    need(_int(st["stirs"]) and 0 <= st["stirs"] <= MAX_COUNT, "T3.5: bad stirs")
    special = scen["special"]
    need(not st["released"] or "frozen" in special, "22.2: Forno and Trimble released outside Slaughter Mountain")
    opening = special.get("opening_pick")
    need(not st["opened"] or opening and st["turn"] >= opening["turn"], "22.1: the opening pick offered too early")
    ctrl = st["ctrl"]
    need(isinstance(ctrl, dict) and set(ctrl) == set(M.VP_HEXES) and all(_word(s, SIDES) for s in ctrl.values()),
         "19.1: bad victory hex control")
    # 20.1, 20.2: the Where's tracks, and the chit each brings in once it reaches its last box
    track, chits_in = st["track"], st["chits_in"]
    need(isinstance(chits_in, list) and len(set(map(str, chits_in))) == len(chits_in)
         and all(_word(c, ("cic-csa", "div-ricketts")) for c in chits_in), "20.0: bad chits brought in")
    need(isinstance(track, dict) and set(track) == set(TRACK_CHIT), "20.0: bad Where's tracks")
    for name, (chit, opt, boxes, rule) in TRACK_CHIT.items():
        box = track[name]
        need(_int(box) and 0 <= box < len(boxes), f"{rule}: bad {name} track box")
        need(box == 0 or M.option(st, opt), f"{rule}: the {name} track moved without its option")
        need((chit in chits_in) == (box == len(boxes) - 1), f"{rule}: {chit} and the {name} track disagree")
    ricketts = st["ricketts"]
    pope = D.OPTIONS["pope"]["brigades"]
    need(isinstance(ricketts, list) and all(_word(b, pope) for b in ricketts)
         and len(set(ricketts)) == len(ricketts), "20.2c: bad Ricketts brigades")
    arrived = "div-ricketts" in chits_in
    need(arrived or not ricketts, "20.2c: Ricketts' brigades chosen before he arrives")
    rt = st["ricketts_turn"]
    need(_int(rt) and (rt == 0 if not arrived else 1 <= rt <= st["turn"]), "20.2c: bad Ricketts arrival turn")
    need(not st["field"] or rt and M.option(st, "hill_rearguard"), "20.3: Field set to enter without its rule")
    casualty = st["casualty"]
    need(isinstance(casualty, list) and all(_word(g, GENERALS) for g in casualty)
         and len(set(casualty)) == len(casualty), "10.5b: bad casualty list")
    res = st["res"]
    if res is not None:
        need(isinstance(res, dict) and set(res) == {"winner", "level", "usa_vp", "csa_vp"}, "19.3: bad result")
        lv, u, c = res["level"], res["usa_vp"], res["csa_vp"]
        need(_word(lv, LEVELS) and _int(u) and _int(c) and 0 <= u <= MAX_VP and 0 <= c <= MAX_VP,
             "19.3: bad result")
        if lv == "automatic":
            need(res["winner"] == M.CSA and u == c == 0, "19.1: bad automatic victory")
        else:
            need(lv == T.victory_level(u - c), "19.3: the victory level does not match the points")
            need(res["winner"] == ("draw" if lv == "draw" else lv.split("_")[0]), "19.3: bad winner")


# ---------------------------------------------------------------- units (4.1, 13.8, 15.6, 15.9, 18.0)

def _unit_list(st: dict, key: str, rule: str) -> list:
    xs = st[key]
    need(isinstance(xs, list) and all(_word(u, D.UNITS) for u in xs) and len(set(xs)) == len(xs),
         f"{rule}: bad {key}")
    return xs


def _units(st: dict) -> None:
    pos, broken, waiting = st["pos"], st["broken"], st["waiting"]
    need(isinstance(pos, dict) and isinstance(broken, dict) and isinstance(waiting, dict),
         "13.8: bad units on the map, on the Broken Track or still to enter")
    held: dict[str, str] = {}
    for u, hx in pos.items():
        need(_word(u, D.UNITS) and B.enterable(hx) and not M.closed(st, hx), f"13.3: bad unit position {u!s:.20}")
        # 13.3, 15.4: no unit ever enters a hex an enemy unit holds
        need(held.setdefault(hx, D.UNITS[u]["side"]) == D.UNITS[u]["side"], f"13.3: units of both sides in {hx}")
    for u, box in broken.items():
        need(_word(u, D.UNITS) and _word(box, BOXES) and D.UNITS[u]["kind"] != "art",
             f"15.9: bad Broken Track entry {u!s:.20}")
    elim, off = _unit_list(st, "elim", "15.9"), _unit_list(st, "off", "13.9")
    need(all(D.UNITS[u]["kind"] == "art" for u in elim), "15.9: only batteries are eliminated")
    where: dict[str, str] = {}
    for place, coll in (("on the map", pos), ("on the Broken Track", broken), ("eliminated", elim),
                        ("off the map", off)):
        for u in coll:
            need(u not in where, f"15.9: {u} is both {where.get(u)} and {place}")
            where[u] = place
    # 13.8: the brigades still to enter, and the units each scenario brings into play
    scen = D.SCENARIOS[st["sc"]]
    sched = {b for r in scen["reinforcements"] for b in r["brigades"]
             if not (r["unless_option"] and M.option(st, r["unless_option"]))}
    sched |= set(st["ricketts"])
    if st["field"]:
        sched.add(D.OPTIONS["hill_rearguard"]["brigade"])
    for b, w in waiting.items():
        need(_word(b, sched), f"13.8: brigade {b!s:.20} is not due to enter")
        need(isinstance(w, list) and len(w) == 3 and _int(w[0]) and 1 <= w[0] <= T.GAME_TURNS + 3
             and B.enterable(w[1]) and not M.closed(st, w[1]) and _int(w[2]) and w[2] in (0, 1),
             f"13.8: bad entry of {b}")
    present = set(scen["setup"])
    for b in sched:
        if b not in waiting:
            present.update(D.BRIGADES[b]["units"])
    for u in where:
        need(u in present, f"13.8: {u} is {where[u]} but not in play")
    for u in present:
        need(u in where, f"13.8: {u} is nowhere")
    # 4.1, 15.6, 15.9, 16.2, 18.0: the markers and lists on the units
    dep = _unit_list(st, "dep", "4.1")
    need(all(u in where for u in dep), "4.1: a Depleted unit not in play")
    need(all(u in dep for u in broken), "15.9a: a Broken unit not Depleted")
    mh = st["mh"]
    need(isinstance(mh, dict) and all(_word(u, pos) and _int(m) and m in (M.SHAKEN, M.DISRUPTED)
                                      for u, m in mh.items()), "15.6: bad Morale Hit markers")
    so = _unit_list(st, "so", "18.0")
    need(all(u in scen["skirmish"] and (u in pos or u in off) for u in so), "18.0: bad Skirmish Order")
    ever = _unit_list(st, "ever_broken", "16.2")
    need(all(u in where and D.UNITS[u]["kind"] != "art" for u in ever) and all(u in ever for u in broken),
         "16.2: bad list of units once Broken")
    art = _unit_list(st, "art_done", "9.1")
    need(all(u in where and D.UNITS[u]["kind"] in ("art", "cav") for u in art), "9.1: bad activated batteries")
    act = st["activated"]
    need(isinstance(act, list) and all(_word(b, D.BRIGADES) for b in act) and len(set(act)) == len(act),
         "4.3: bad activated brigades")


# ---------------------------------------------------------------- chits (8.0-10.8)

def public_chits(st: dict) -> set[str]:
    """The Division and CiC chits in play (normal faces) and the Generic chits."""
    return set(M.commander_chits(st)) | set(D.generic_chits())


def _chits(st: dict) -> None:
    """Every chit in one place; a side's seven Event handles all dealt from the
    cup's filling (8.2-8.3) to the End Turn (17.6), none before."""
    public = public_chits(st)
    handles = {s: M.ev_handles(s) for s in SIDES}
    every = {h: s for s in SIDES for h in handles[s]}
    place: dict[str, str] = {}

    def put(c: Any, where: str, ok: Any) -> None:
        need(isinstance(c, str) and ok(c), f"{PLACE_RULE[where]}: bad chit {c!s:.20} ({where})")
        need(c not in place, f"8.3: chit {c} is both {place.get(c)} and {where}")
        place[c] = where

    cup = st["cup"]
    need(isinstance(cup, list) and all(isinstance(c, str) for c in cup) and cup == sorted(cup), "8.3: bad cup")
    for c in cup:
        put(c, "cup", lambda c: c in every or c in public)
    need(isinstance(st["discard"], list), "10.8: bad discard")
    for c in st["discard"]:
        put(c, "discard", lambda c: c in every or c in public)
    for key, rule in (("held", "10.3a"), ("parked", "10.4b"), ("excluded", "8.2"), ("main", "8.1")):
        need(isinstance(st[key], dict) and set(st[key]) == set(SIDES), f"{rule}: bad {key}")
    for s in SIDES:
        need(isinstance(st["held"][s], list) and isinstance(st["parked"][s], list)
             and isinstance(st["excluded"][s], list), f"10.3a: bad chits of {s}")
        for c in st["held"][s]:
            put(c, "held", lambda c: every.get(c) == s or c == f"cic-{s}" and c in public)
        for c in st["parked"][s]:
            put(c, "parked", lambda c: every.get(c) == s)
        for c in st["excluded"][s]:
            put(c, "set aside", lambda c: every.get(c) == s)
    for f in st["flow"] if isinstance(st["flow"], list) else ():
        if isinstance(f, dict) and f.get("step") in ("event", "cic", "division"):
            side = f.get("who")
            need(_word(side, SIDES), f"{FRAME_RULE[f['step']]}: bad side of the {f['step']} frame")
            put(f.get("chit"), "being resolved", lambda c: every.get(c) == side if f["step"] == "event"
                else c in public and D.CHITS[c]["side"] == side and D.CHITS[c]["kind"] == f["step"])
    for s in SIDES:
        main = st["main"][s]
        dealt = [h for h in handles[s] if h in place]
        need(main is None or main == "cup" or every.get(main) == s, f"8.1: bad main chit of {s}")
        if main == "cup":
            need(len(dealt) == len(handles[s]) and len(st["excluded"][s]) == D.C.EXCLUDED_CHITS,
                 f"8.3: the {s} Event chits are not all dealt")
        else:
            need(not dealt, f"8.1: {s} Event chits dealt before the cup is filled")
    seen = st["seen"]
    need(isinstance(seen, list) and len(set(map(str, seen))) == len(seen)
         and all(place.get(h) in ("held", "parked", "discard", "being resolved") for h in seen),
         "10.4: bad shown chits")


# ---------------------------------------------------------------- sealed values (secrets.py)

def _sealed(st: dict) -> None:
    """Each handle's value [chit, stamp] or None (unknown on this device:
    ``Game.mask``); a side's salt known only with all its seven chits."""
    sealed = st["sealed"]
    need(isinstance(sealed, dict) and set(sealed) == set(SE.blank()), "T3.3: bad sealed values")
    for s in SIDES:
        salt = sealed[SE.SALT[s]]
        need(salt is None or isinstance(salt, str) and 16 <= len(salt) <= 64 and set(salt) <= HEX_DIGITS,
             f"T3.4: bad salt of {s}")
        chits = []
        for h in M.ev_handles(s):
            v = sealed[h]
            if v is None:
                need(salt is None, f"T3.5: {h} unknown on the device that holds the {s} chits")
                continue
            need(isinstance(v, list) and len(v) == 2 and _word(v[0], D.EVENTS) and D.EVENTS[v[0]]["side"] == s
                 and _int(v[1]) and 0 <= v[1] <= st["stirs"], f"T3.3: bad sealed value of {h}")
            chits.append(v[0])
        need(len(set(chits)) == len(chits), f"10.4: a {s} Event chit under two handles")


def _log(st: dict) -> None:
    need(log_ok(st["lg"], SIDES, MAX_LOG, MAX_TEXT), "bad log entry")
    lr = st["lr"]
    need(isinstance(lr, list) and len(lr) <= MAX_LOG
         and all(isinstance(x, list) and len(x) == 2 and _word(x[0], SIDES) and _int(x[1]) and 1 <= x[1] <= 6
                 for x in lr), "4.7: bad last roll")


# ---------------------------------------------------------------- last: something to do

def _moves(game: Any, st: dict) -> None:
    """7.0: the side that must decide has something to do (every step waits
    for a player's say, so an empty choice would stall the game)."""
    try:
        active = game.active(st)
        rule = CF.rule_of(st, game.flow.steps)
        for role in active:
            need(game.legal(st, role), f"{rule}: {role} must act and has nothing to do")
    except ValueError:
        raise
    except Exception as exc:
        raise ValueError(f"the rules cannot play this state ({type(exc).__name__}: {str(exc)[:80]})") from None
