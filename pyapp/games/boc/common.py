"""Gettysburg: Badges of Courage — what every phase of the rules engine
uses: the sides' words, the log, dice, block names and strengths, a block
eliminated (9.12), a revealed value checked (5.1)."""

from __future__ import annotations

from ...core import flowgame
from ...core.errors import Illegal
from . import data as D
from . import model as M


ROLES = M.ROLES
ENEMY = M.ENEMY
SIDE_EN = {"usa": "USA", "csa": "CSA"}
SIDE_ES = {"usa": "la Unión", "csa": "la Confederación"}
LETTERS = "ABCD"
NIGHT_SP = {"csa": 12, "usa": 16}                   # 8.4
SUPPLY_SOURCE = {"usa": "baltimore_pike", "csa": "cashtown_pike"}   # 8.4 (MAP_NOTES: L10 -> L1)
VP_TABLES = {
    "standard": ((10, "csa"), (0, "draw"), (None, "usa")),     # 9.1
    "day1": ((10, "csa"), (5, "draw"), (None, "usa")),         # 9.2 sidebar
}


# ---------------------------------------------------------------- small helpers

_log = flowgame.log           # a log line (core.flowgame)
_roll = flowgame.roll         # one die rolled by a side, for the dice tray


def _reveal(st: dict, handles) -> None:
    """5.1: blocks turned face up: their values are public from now on."""
    new = [h for h in handles if h not in st["up"]]
    if new:
        st["up"].extend(new)
        st["rv"] += 1


def bname(st: dict, h: str, lang: str = "en") -> str:
    """A block's name where this state knows it, else "a block"."""
    i = M.ident(st, h)
    if i is None:
        return "a block" if lang == "en" else "un bloque"
    n = D.BLOCKS[i]["name"]
    return n.get(lang, n["en"]) if isinstance(n, dict) else str(n)


def _public_name(st: dict, h: str, lang: str) -> str:
    """How the log names a block for both sides: by name only if face up."""
    if h in st["up"]:
        return bname(st, h, lang)
    return ("a " if lang == "en" else "un bloque ") + (SIDE_EN[M.side_of(h)] + " block" if lang == "en"
                                                         else SIDE_ES[M.side_of(h)])


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def block(st: dict, h: str) -> dict:
    return D.BLOCKS[M.ident(st, h)]


def _eliminate(st: dict, h: str, rule: str) -> None:
    """A block is eliminated: it leaves the map and counts for VPs (9.12);
    a fallen DHQ comes back in its side's next Supply Phase (4.61)."""
    side = M.side_of(h)
    hx = st["pos"].pop(h, None)
    st["dead"].append(h)
    if h in st["col"]:
        st["col"].remove(h)
    st["elim"][side] += 1
    if h in st["up"]:
        st["up"].remove(h)
    en = f"{cap(_public_name(st, h, 'en'))} at {hx} is eliminated."
    es = f"{cap(_public_name(st, h, 'es'))} en {hx} es eliminado."
    _log(st, en[0].upper() + en[1:], es[0].upper() + es[1:], rule)


def _hx_front(st: dict, side: str) -> set[str]:
    return M.enemy_adjacent(st, side)


def _check_value(st: dict, side: str, h: str, val, rule: str) -> None:
    """A value an announced action reveals: it must be a block of ``side``
    and agree with what this device knows."""
    if len(val) != M.VALUE or not all(isinstance(x, int) for x in val[1:]):
        raise Illegal("the move reveals a malformed value", rule)
    ident, s = val[0], val[1]
    if not isinstance(h, str) or M.side_of(h) != side or h not in st["sealed"]:
        raise Illegal("the move names a block that is not the mover's", rule)
    if not isinstance(ident, str) or ident not in D.BLOCKS or D.BLOCKS[ident]["side"] != side:
        raise Illegal("the move reveals a block that does not exist", rule)
    if not 0 <= s <= D.BLOCKS[ident]["steps"] or not 0 <= s - st["lost"].get(h, 0) <= D.BLOCKS[ident]["steps"]:
        raise Illegal("the move reveals an impossible strength", rule)
    known = st["sealed"].get(h)
    if known is not None and list(known) != list(val):
        raise Illegal("the block revealed is not the one this device knows", rule)
