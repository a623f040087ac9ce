"""What changed on a point-to-point map between two positions, and A House
Divided's turn headers for the log. Pure Python, tested natively.

``trail(before, after)`` compares two views that hold ``units`` ({uid:
{box, side, ...}}) and ``owners`` ({box: 'u' | 'c'}): an arrow for every
unit that stands in another box (from its old box to its new one, with
its side), and the boxes whose owner changed (the new owner's role, or
None when nobody holds it now). The map draws them with
``map.set_trail(arrows, changed)``.

``heading(view, lang)`` is the log's header for a position ("Turn 3 —
September 1861, Union half"); ``heading_entry(entry)`` tells the engine's
own "Turn 3: ..." and "... half-turn" lines, which the header replaces.
"""

from __future__ import annotations

OWNER_ROLE = {"u": "union", "c": "csa", "union": "union", "csa": "csa"}


def fits(view) -> bool:
    """True when ``view`` has what ``trail`` compares."""
    units = view.get("units") if isinstance(view, dict) else None
    return (isinstance(units, dict) and isinstance(view.get("owners"), dict)
            and all(isinstance(u, dict) and "box" in u for u in units.values()))


def trail(before: dict, after: dict):
    """(arrows, changed): arrows [(from_box, to_box, side role)] for the
    units that moved (one arrow per distinct move, in a stable order), and
    {box: new owner role or None} for the boxes that changed hands."""
    ub, ua = before.get("units") or {}, after.get("units") or {}
    arrows = []
    seen = set()
    for uid in sorted(ua):
        if uid not in ub:
            continue                                   # recruited: no arrow
        a, b = ub[uid].get("box"), ua[uid].get("box")
        if not a or not b or a == b:
            continue
        side = OWNER_ROLE.get(ua[uid].get("side"), ua[uid].get("side"))
        key = (a, b, side)
        if key not in seen:
            seen.add(key)
            arrows.append(key)
    ob, oa = before.get("owners") or {}, after.get("owners") or {}
    changed = {}
    for box in sorted(set(ob) | set(oa)):
        old, new = OWNER_ROLE.get(ob.get(box)), OWNER_ROLE.get(oa.get(box))
        if old != new:
            changed[box] = new
    return arrows, changed


def moved_units(before: dict, after: dict) -> int:
    """How many units stand in another box."""
    ub, ua = before.get("units") or {}, after.get("units") or {}
    return sum(1 for uid in ua if uid in ub and ua[uid].get("box") != ub[uid].get("box"))


# The log's headers ------------------------------------------------------------------------------

def heading(view: dict, lang: str) -> str:
    """"Turn 3 — September 1861, Union half" / "Turno 3 — septiembre de
    1861, mitad de la Unión"."""
    turn = view.get("turn")
    if turn is None:
        return ""
    es = lang == "es"
    date = view.get("date") or {}
    date = str(date.get(lang) or date.get("en") or "") if isinstance(date, dict) else str(date)
    side = view.get("phasing")
    half = ""
    if side == "union":
        half = "mitad de la Unión" if es else "Union half"
    elif side == "csa":
        half = "mitad de la Confederación" if es else "Confederate half"
    out = (f"Turno {turn}" if es else f"Turn {turn}")
    if date:
        out += f" — {date}"
    if half:
        out += f", {half}"
    return out


_HEADS = None


def _heads() -> set:
    global _HEADS
    if _HEADS is None:
        from pyapp.games.ahd import data as D
        from pyapp.games.ahd import text as T
        out = set()
        for lang in ("en", "es"):
            for s in D.SIDES:
                out.add(T.log_line(["half", s], lang)[0])
            for t in range(1, len(D.TRACK) + 1):
                out.add(T.log_line(["turn", t], lang)[0])
        _HEADS = out
    return _HEADS


def heading_entry(entry: dict) -> bool:
    """True for the engine's "Turn 3: September 1861" and "Union half-turn"
    lines (the log shows a header in their place)."""
    return entry.get("rule") in ("3", "10") and entry.get("en") in _heads()
