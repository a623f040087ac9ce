"""Is a state one the rules of A House Divided can play? (``AHD.check_state``)

A position link carries a whole state (``pyapp.core.link``, form 1); once
it is opened, every verb of the page (``active``, ``legal``, ``apply`` with
any legal action, ``view``, ``prompt``, ``result``, ``describe``) runs on
it. So ``check`` refuses, with ``ValueError`` naming what is wrong, any
state those verbs could break on or stall in: every field of the shape,
type and range the rules read (the module docstring of ``rules`` describes
them), every name known (boxes, kinds, phases, unit ids), and the fields
consistent with each other the way the rules keep them (a battle only in
a battle phase, its declared targets units of that battle, an open march
only in movement, recruits only in recruitment ...), each with the rule
section it comes from. The last check asks the rules themselves: the side
that must decide has something to do.

Whatever passes is also a state the rules keep passing: every legal action
leads to a state that passes again (``tests/test_position_fuzz.py``), the
one exception a battle's round at ``MAX_ROUND`` going one further.
"""

from __future__ import annotations

from typing import Any

from . import board as B
from . import data as D
from . import rules as R
from . import text as T

BATTLE_KEYS = frozenset({"x", "r", "s", "tg", "rb", "h", "w"})
BATTLE_PHASES = ("wd", "rf", "fs", "fr", "bp")
MAX_ROUND = 10_000      # 5: a battle has no round limit, but each round is two fire steps
                        # the players click through: no battle comes near this
MAX_ROLLS = 100         # dice of one roll event: one per firer, a side has fewer than 100 counters


def _int(x: Any) -> bool:
    """A whole number (JSON's true/false are not)."""
    return type(x) is int


def _word(x: Any, known: Any) -> bool:
    """A string among ``known`` (never an unhashable value tested by ``in``)."""
    return isinstance(x, str) and x in known


def _unit_id(x: Any) -> bool:
    """A unit id: the side's letter and a number from 1 to 999, no leading zero."""
    n = x[1:] if isinstance(x, str) else ""
    return (2 <= len(x) <= 4 and x[0] in D.SIDES and n.isascii() and n.isdigit()
            and n[0] != "0") if n else False


def need(cond: Any, msg: str) -> None:
    if not cond:
        raise ValueError(msg)


def check(game: Any, state: Any) -> None:
    """Raise ValueError unless ``state`` is playable (see the module)."""
    need(isinstance(state, dict), "state is not an object")
    keys = set(game.STATE_KEYS)
    need(set(state) == keys, f"state keys differ: {sorted(map(str, set(state) ^ keys))[:8]}")
    need(_word(state["sc"], game.scenarios), "bad scenario")
    op = state["op"]
    need(isinstance(op, dict) and set(op) == set(game.options)
         and all(type(x) is bool for x in op.values()), "bad options")
    rng = state["rng"]
    need(isinstance(rng, str) and len(rng) == 16 and all(c in "0123456789abcdef" for c in rng), "bad rng")
    last = D.LAST_TURN[state["sc"]]
    need(_int(state["t"]) and 1 <= state["t"] <= last, "10: bad turn")
    need(_word(state["p"], D.SIDES), "3: bad phasing side")
    need(_word(state["ph"], R.PHASES), "3: bad phase")
    _units(state)
    _control(state)
    _segments(state)
    _log(state)
    _result(state)
    _battle(state)
    _phases(state)
    _moves(game, state)


def _units(state: dict) -> None:
    units = state["u"]
    need(isinstance(units, dict) and len(units) <= 300, "bad units")
    for uid, u in units.items():
        need(_unit_id(uid), f"bad unit id {str(uid)[:20]!r}")
        need(isinstance(u, list) and len(u) == 5, f"bad unit {uid}")
        need(_word(u[0], B.BOXES), f"unit {uid}: bad box")
        need(_word(u[1], D.KINDS), f"unit {uid}: bad kind")
        need(_int(u[2]) and 0 <= u[2] <= R.FLAG_MAX, f"unit {uid}: bad flags")
        need(_int(u[3]) and 0 <= u[3] <= 2, f"unit {uid}: 4: bad marches (two a half-turn at most)")
        need(u[4] == "" or _word(u[4], B.BOXES), f"unit {uid}: bad from box")
    # 1.3, 6, 7, 8: no more counters of a kind than the side owns (Union
    # militia: only those released by the drafts so far)
    for s in D.SIDES:
        for k in D.KINDS:
            need(R.count_kind(state, s, k) <= R.available(state, s, k), f"too many {k} for {s}")


def _control(state: dict) -> None:
    own = state["own"]
    need(isinstance(own, dict), "bad own")
    for x, o in own.items():
        need(_word(x, B.BOXES) and _word(o, D.SIDES) and o != B.PRINTED[x], "9: bad owner entry")
    cav = state["cav"]
    # 9: control resting on cavalry alone is a capture (a box off its printed colour)
    need(isinstance(cav, list) and all(_word(x, own) for x in cav) and cav == sorted(set(cav)),
         "9: bad cavalry-held list")


def _segments(state: dict) -> None:
    units = state["u"]
    p = state["p"]
    ph = state["ph"]
    need(_int(state["ml"]) and 0 <= state["ml"] <= 6, "4: bad marches left")
    need(state["mb"] == "" or _word(state["mb"], B.BOXES), "4: bad march box")
    mu = state["mu"]
    # 4: the units of the open march, each once, all of the phasing side
    need(isinstance(mu, list) and all(_word(x, units) and x[0] == p for x in mu)
         and len(set(mu)) == len(mu), "4: bad march units")
    need(_int(state["ni"]) and state["ni"] in (0, 1), "4.2.4: bad naval invasion mark")
    need(state["ni"] == 0 or p == "u", "4.2.4: only the Union rolls for a naval invasion")
    need(state["nip"] == "" or _word(state["nip"], B.PORTS), "4.2.4: bad invasion port")
    need(_int(state["rl"]) and 0 <= state["rl"] <= 6, "7: bad recruits left")
    rcb = state["rcb"]
    # 7: one recruit per city of the phasing side's colour, in its recruitment
    need(isinstance(rcb, list) and all(_word(x, B.RECRUIT_BOXES[p]) for x in rcb)
         and len(set(rcb)) == len(rcb), "7: bad recruited cities")
    need(not rcb or ph == "rc", "7: recruited cities outside recruitment")
    lr = state["lr"]
    need(isinstance(lr, list) and len(lr) <= MAX_ROLLS and all(_int(x) and 1 <= x <= 6 for x in lr),
         "bad last roll")


# The latest action's log entries as the rules write them (``rules._log``) and
# ``text.log_line`` renders them: a word, then its items, one letter each:
# i a number, s a side, b a box, u a unit id, k a unit kind, K a kind or ""
# (a unit already gone), r a result code (11, 13), x a shot's outcome (5.1).
LOG_SHAPES = {
    "turn": "i", "half": "s", "t1": "", "rollm": "siii", "march": "b", "move": "ukbbi",
    "ent": "ukbi", "naval": "ukbb", "inv": "ukb", "capt": "sb", "revert": "b", "battle": "b",
    "wd": "bb", "reinf": "ukb", "shot": "ukuKiix", "hold": "s", "retreat": "sbb", "win": "sb",
    "deadlock": "b", "surrender": "b", "promo": "ukk", "reorg": "", "rollr": "sii",
    "recruit": "ukb", "draft": "i", "end": "sr",
}
SHOT_OUTCOMES = ("lost", "miss", "dmg", "elim")
LOG_INT = 1000          # any number a log entry holds (turns, dice, values) is far smaller




def _log_item(kind: str, x: Any) -> bool:
    if kind == "i":
        return _int(x) and -LOG_INT <= x <= LOG_INT
    if kind == "u":
        return _unit_id(x)
    known = {"s": D.SIDES, "b": B.BOXES, "k": D.KINDS, "r": T.RESULT, "x": SHOT_OUTCOMES}.get(kind)
    if kind == "K":
        return x == "" or _word(x, D.KINDS)
    return known is not None and _word(x, known)


def _log(state: dict) -> None:
    """The latest action's log, shown to both players (``AHD.events``): only
    what the rules write, so a link cannot put other words in it."""
    lg = state["lg"]
    need(isinstance(lg, list) and len(lg) <= R.LOG_MAX, "bad log")
    for e in lg:
        need(isinstance(e, list) and e and _word(e[0], LOG_SHAPES), "bad log entry")
        shape = LOG_SHAPES[e[0]]
        need(len(e) == 1 + len(shape) and all(_log_item(k, x) for k, x in zip(shape, e[1:])),
             f"bad log entry {e[0]!r}")


def _result(state: dict) -> None:
    res = state["res"]
    if res is not None:
        need(isinstance(res, list) and len(res) == 2 and _word(res[0], D.SIDES)
             and _word(res[1], T.RESULT), "11: bad result")
        need(state["ph"] == "end", "11: result without end phase")
    else:
        need(state["ph"] != "end", "11: end phase without result")


def _battle(state: dict) -> None:
    """5: the battle in progress, present exactly in the battle phases."""
    b = state["b"]
    ph = state["ph"]
    if b is None:
        need(ph not in BATTLE_PHASES, "5: battle phase without battle")
        return
    need(isinstance(b, dict) and set(b) == BATTLE_KEYS, "5: bad battle")
    need(ph in BATTLE_PHASES, "5: battle outside a battle phase")
    X = b["x"]
    need(_word(X, B.BOXES), "5: bad battle box")
    need(_int(b["r"]) and 1 <= b["r"] <= MAX_ROUND, "5: bad round")
    need(_word(b["s"], D.SIDES), "5: bad acting side")
    need(_int(b["h"]) and b["h"] in (0, 1), "5: bad fire mark")
    # 5, 6: the winner is known from the battle's end, which is the winner's promotion
    if ph == "bp":
        need(_word(b["w"], D.SIDES), "6: promotion without winner")
    else:
        need(b["w"] == "", "5: a winner in a battle still fought")
    rb = b["rb"]
    # 5.2.4: one reinforcement from each adjacent box per window
    near = B.NEIGH_SET["u"][X] | B.NEIGH_SET["c"][X]
    need(isinstance(rb, list) and all(_word(x, near) for x in rb) and len(set(rb)) == len(rb),
         "5.2.4: bad reinforcement boxes")
    # 5.1: targets are declared in the fire step, each unit of the firing side
    # in the battle aiming once at an enemy unit in the battle
    tg = b["tg"]
    units = state["u"]
    s = b["s"]
    need(isinstance(tg, list) and all(isinstance(x, list) and len(x) == 2 for x in tg), "5.1: bad targets")
    need(not tg or ph == "fs", "5.1: targets outside a fire step")
    firers = set()
    for f, t in tg:
        need(_word(f, units) and f[0] == s and units[f][0] == X, "5.1: a target declared by no firer of the battle")
        need(_word(t, units) and t[0] != s and units[t][0] == X, "5.1: a target that is no enemy in the battle")
        need(f not in firers, "5.1: a unit aims twice")
        firers.add(f)
    if ph == "fr":
        need(s == state["p"], "5: only the attacker makes a forced retreat")
    if ph == "wd":
        need(s == R.ENEMY[state["p"]], "5.2.6: the defender decides a cavalry withdrawal")


def _phases(state: dict) -> None:
    """3: what each segment holds; battles only where the rules fight them."""
    ph = state["ph"]
    b = state["b"]
    bb = R.battle_boxes(state)
    # 3, 5: every battle is fought in the combat segment, so none is left after
    # it, nor at the start of the next half-turn (its march roll) or the game's end
    if ph in ("pr", "rr", "rc", "mr", "end"):
        need(not bb, "5: units of both sides share a box outside combat")
    if ph == "bc":
        need(len(bb) >= 1, "5: choosing a battle needs a battle")
    if ph in ("wd", "rf", "fs", "fr"):
        need(b["x"] in bb, "5: the battle box does not hold both sides")
    need(state["mb"] == "" or ph == "mv", "4: open march outside movement")
    need(not state["mu"] or state["mb"], "4: march units without an open march")
    need(ph != "mr" or state["ml"] == 0, "4: marches left before the march roll")
    need(state["nip"] == "" or state["ni"] == 1, "4.2.4: invasion port without an invasion")
    need(state["rl"] == 0 or ph == "rc", "7: recruits left outside recruitment")


def _moves(game: Any, state: dict) -> None:
    """3: the side that must decide has something to do (every segment ends
    by the player's say, so an empty choice would stall the game)."""
    for role in game.active(state):
        need(game.legal(state, role), f"{T.PHASE[state['ph']][2]}: {role} must act and has nothing to do")
