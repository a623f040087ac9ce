"""Badges of Courage: the chain of command (4.0) and supply (8.0).

Who commands whom for Fire and Melee, who may raise whom in the Supply
Phase, Command Range traced through Friendly or Neutral hexes, and the
succession when HQs fall (4.6, 4.61). Everything here reads only the side's
own blocks (its device knows them) and public positions.
"""

from __future__ import annotations

from . import data as D
from . import model as M

FIRE_HQS = ("dhq", "arty", "cav_chq", "cav_dhq")        # 4.2: HQs that command fire


def hq_type(block: dict) -> str | None:
    return block.get("hq") if block["kind"] == "hq" else None


def own_hqs(st: dict, side: str) -> dict[str, str]:
    """block id -> handle of ``side``'s HQs on the map (known on its device)."""
    out = {}
    sealed = st["sealed"]
    for h in M.on_map(st, side):
        v = sealed.get(h)                       # M.info and M.ident, inlined (hot)
        if v is not None and D.BLOCKS[v[0]]["kind"] == "hq":
            out[v[0]] = h
    return out


def dead_ids(st: dict, side: str) -> set[str]:
    out = set()
    for h in st["dead"]:
        if M.side_of(h) == side:
            i = M.ident(st, h)
            if i is not None:
                out.add(i)
    return out


def roles(st: dict, side: str) -> dict[str, str]:
    """4.6, 4.61: the part each of ``side``'s HQs on the map plays now:
    "ahq" (the AHQ, or the senior CHQ standing in for it), "chq", "promoted"
    (a DHQ acting for its fallen CHQ), "dhq", "arty", "cav_chq", "cav_dhq"."""
    hqs = own_hqs(st, side)
    dead = dead_ids(st, side)
    out: dict[str, str] = {}
    for i in hqs:
        out[i] = D.BLOCKS[i]["hq"]
    army = D.army(side)
    sub = substitute(st, side)
    if sub is not None and HANCOCK in hqs and army["ahq"] not in hqs:
        out[HANCOCK] = "ahq"                    # opt.hancock: in command until Meade comes
    elif army["ahq"] not in hqs:
        # 4.6: the most senior CHQ on the battlefield acts as AHQ
        for chq in army["seniority"]:
            if chq in hqs:
                out[chq] = "ahq"
                if army["ahq"] in dead:
                    # 4.61: when the AHQ has fallen, that CHQ's senior DHQ becomes CHQ
                    heir = _heir(side, D.BLOCKS[chq]["corps"], hqs, out)
                    if heir is not None:
                        out[heir] = "promoted"
                break
    for corps, c in army["corps"].items():
        if c.get("hq") in dead and not (sub == corps and HANCOCK in hqs):
            heir = _heir(side, corps, hqs, out)
            if heir is not None:
                out[heir] = "promoted"          # 4.61: a fallen CHQ is not replaced
    return out


HANCOCK = "u-hancock-hq"


def substitute(st: dict, side: str) -> str | None:
    """opt.hancock: the corps whose fallen CHQ Hancock replaces, if sent."""
    sent = st.get("hancock")
    return sent[0] if side == "usa" and sent else None


def hq_corps(st: dict, side: str, hq_id: str) -> set:
    """The corps an HQ supplies as their CHQ: its own, and for Hancock sent
    under opt.hancock the fallen CHQ's corps too."""
    out = {D.BLOCKS[hq_id].get("corps")}
    if hq_id == HANCOCK and substitute(st, side):
        out.add(substitute(st, side))
    return out


def _heir(side: str, corps: str, hqs: dict, taken: dict) -> str | None:
    for dhq in D.corps_dhqs(side, corps):
        if dhq in hqs and taken.get(dhq) == "dhq":
            return dhq
    return None


# in_range's answers, kept outside the state keyed on all they read (a few)
_RANGES: dict = {}


def in_range(st: dict, side: str, start: str, rng: int) -> dict[str, int]:
    """4.5: hex -> distance for every hex within ``rng`` hexes of ``start``
    along paths that enter no Enemy hex (control fixed at the turn's start).
    The answer is shared: read it, never change it."""
    key = (side, start, rng, tuple(st["ctrl"].items()))
    got = _RANGES.get(key)
    if got is None:
        if len(_RANGES) >= 32:
            _RANGES.clear()
        got = _RANGES[key] = _in_range(st, side, start, rng)
    return got


def _in_range(st: dict, side: str, start: str, rng: int) -> dict[str, int]:
    enemy = M.ENEMY[side]
    ctrl = st["ctrl"]
    dist = {start: 0}
    frontier = [start]
    for d in range(1, rng + 1):
        nxt = []
        for hx in frontier:
            for n in M.neighbours(hx):
                if n in dist or ctrl.get(n) == enemy:
                    continue
                dist[n] = d
                nxt.append(n)
        frontier = nxt
    return dist


def division(st: dict, ident: str) -> str | None:
    """The division block ``ident`` serves in now: its own, but under the
    cavalry battle (10.0) "MERRITT es mandada por Kilpatrick", and Custer
    serves under Gregg once the Union moved him there."""
    div = D.BLOCKS[ident].get("div")
    cav = st.get("cav")
    if cav:
        cb = D.SCENARIOS[st["sc"]]["cavalry_battle"]
        div = cb["transfer"].get(ident, div)
        if cav.get("custer") and ident == cb["huey_fails"]["may_transfer"]:
            div = cb["huey_fails"]["to"]
    return div


def commands(hq_id: str, role: str, unit_id: str, div: str | None = None) -> bool:
    """4.2-4.4: whether an active HQ in ``role`` commands ``unit_id`` for
    Fire and Melee (range apart); ``div``: the unit's division now, if not
    its own (``division``)."""
    hq, u = D.BLOCKS[hq_id], D.BLOCKS[unit_id]
    if u["kind"] == "hq":
        return False
    udiv = u.get("div") if div is None else div
    if role in ("dhq", "promoted", "cav_dhq"):
        if udiv is not None and udiv == hq.get("div"):
            return True
        if role == "promoted":
            return False                       # 4.61: its own division only
        if u.get("asset") and u.get("corps") == hq.get("corps"):
            return True                        # 4.4: corps assets
        if role == "dhq" and u.get("reserve") and hq["side"] == "usa":
            return True                        # Artillery Reserve: any Union DHQ
        return False
    if role == "arty":
        return u["kind"] == "art"              # any artillery but horse artillery
    if role == "cav_chq":
        return u["kind"] in ("cav", "hart")
    return False


def commanders(st: dict, side: str) -> list[tuple[str, str, str, dict[str, int]]]:
    """The HQs active this turn: (handle, id, role, hexes in range)."""
    out = []
    rl = roles(st, side)
    for h in st["act"]:
        if M.side_of(h) != side or h not in st["pos"]:
            continue
        i = M.ident(st, h)
        if i is None:
            continue
        role = rl.get(i, D.BLOCKS[i]["hq"])
        out.append((h, i, role, in_range(st, side, st["pos"][h], D.BLOCKS[i]["range"])))
    return out


def under_command(st: dict, side: str, h: str, cmd=None) -> bool:
    """4.1, 5.1: block ``h`` is within range of an active HQ that commands it
    (Berdan's Sharpshooters need no command, 3.3)."""
    i = M.ident(st, h)
    if i is None:
        return False
    b = D.BLOCKS[i]
    if b.get("no_command"):
        return True
    hx = st["pos"].get(h)
    for _h, hq, role, reach in (cmd if cmd is not None else commanders(st, side)):
        if hx in reach and commands(hq, role, i, division(st, i)):
            return True
    return False


def can_fire_command(st: dict, side: str, hq_id: str, rl: dict | None = None) -> bool:
    """4.3: an HQ that can command fire (activated in the Command Phase);
    ``rl``: ``roles(st, side)`` when the caller has it."""
    role = (rl if rl is not None else roles(st, side)).get(hq_id, D.BLOCKS[hq_id]["hq"])
    return role in FIRE_HQS or role == "promoted"


def supplies(hq_id: str, role: str, unit_id: str, corps: set | None = None, div: str | None = None) -> bool:
    """8.2-8.3: whether an HQ in ``role`` may add steps to ``unit_id``
    (``corps``: the corps it supplies as CHQ, when not only its own; ``div``:
    the unit's division now, if not its own)."""
    hq, u = D.BLOCKS[hq_id], D.BLOCKS[unit_id]
    ut = u.get("hq") if u["kind"] == "hq" else None
    if role == "ahq":
        return ut != "ahq"                     # the AHQ itself only by Night Supply
    if ut in ("ahq", "chq", "arty", "cav_chq"):
        return False                           # only the AHQ raises a CHQ
    if role in ("chq", "promoted"):
        return u.get("corps") in (corps or {hq.get("corps")})
    if role in ("dhq", "cav_dhq"):
        if ut is not None or u.get("asset"):
            return False                       # only a CHQ or the AHQ raises a DHQ or corps asset
        udiv = u.get("div") if div is None else div
        return udiv is not None and udiv == hq.get("div")
    if role == "arty":
        return u["kind"] == "art"
    if role == "cav_chq":
        return u["kind"] in ("cav", "hart") or ut == "cav_dhq"
    return False
