"""Stonewall's Sword: Fire Combat (12.0-12.3).

- who fires: in a brigade's Fire Combat step its infantry under Attack or
  Defend, or, under a Limited Activation, its Engaged infantry (12.0, 10.7);
  in an Artillery Step the batteries (and the cavalry) of the hex activated
  (9.1, 9.5), never from Woods or Rough (12.1d);
- each unit fires once, at one enemy hex in range and, from two hexes on, in
  Line of Sight (12.1a, b); infantry in one hex or two adjacent hexes of one
  brigade, or the batteries of one hex, may fire together (12.1c);
- the SP total (each unit's modified SP times its range factor, fractions
  dropped once, 4.8) picks the CRT column, shifted by the 12.3a modifiers;
  the d66 roll and the Lead Unit's modified CR give the Cohesion Test (12.3).

Defensive Fire and Support Defensive Fire (14.2a) are Fire steps of modes
"defensive" and "support" opened by close combat (close.py).

Converging Fire (12.4): in a Fire step of a brigade or an Artillery Step the
firer may declare every fire at one hex; its owner picks the primary hexside;
the declared units fire at it while it holds units, and those whose every
line enters away from the primary hexside and its neighbours shift 2 right.
"""

from __future__ import annotations

from fractions import Fraction

from ...core.game import text
from . import board as B
from . import data as D
from . import model as M
from . import morale as MO
from . import tables as T
from .grid import GRID
from .steps import SsStep

CLEAR, OBSTRUCTED, BLOCKED = "clear", "obstructed", "blocked"
_RANK = {CLEAR: 0, OBSTRUCTED: 1, BLOCKED: 2}


# ---------------------------------------------------------------- 12.1a Line of Sight

class Occupancy(dict):
    """{hex: units} of every occupied hex, and ``memo``: the sights and
    targets worked out from it. Build one per decision (``occupancy``) and
    drop it once anything moves: the memo is only true of the state it was
    built from."""

    def __init__(self) -> None:
        super().__init__()
        self.memo: dict = {}


def occupancy(st: dict) -> dict[str, list[str]]:
    """{hex: units} of every occupied hex, for the many lines one decision traces."""
    occ = Occupancy()
    for u, h in sorted(st["pos"].items()):
        occ.setdefault(h, []).append(u)
    return occ


def _memo(occ: dict | None) -> dict | None:
    return occ.memo if isinstance(occ, Occupancy) else None


def _hex_effect(occ: dict, h: str, la: int, lb: int) -> tuple[str, set[str]]:
    """What one intervening hex does to a line from level ``la`` to ``lb``."""
    lv = B.level(h)
    t = B.terrain(h)
    units = h in occ
    woods = t == "woods"
    obstruct = {r for r, on in (("over_woods", woods), ("over_units", units)) if on}
    if lv > max(la, lb):
        return BLOCKED, set()                                   # i: higher than both
    if lv < min(la, lb):
        return (OBSTRUCTED if obstruct else CLEAR), obstruct     # ii: lower than both
    if la == lb:                                                # same level, iii: an intervening hex as high
        return (BLOCKED if woods or t == "cornfield" or units else CLEAR), set()
    if la < lb:
        if lv == lb:
            return BLOCKED, set()                               # firer lower, iii: at the target's level
        # at the firer's level or between: obstructed (RULES_NOTES; the 12.1a example, 2214 -> 1611)
        return (OBSTRUCTED if obstruct else CLEAR), obstruct
    if lv == la:
        return BLOCKED, set()                                   # firer higher, iii: at the firer's level
    return (OBSTRUCTED if obstruct else CLEAR), obstruct        # firer higher, iv


def line_of_sight(st: dict, a: str, b: str, occ: dict | None = None) -> tuple[str, set[str], list[str]]:
    """12.1a: the line from ``a`` to ``b``: "clear", "obstructed" or
    "blocked", the obstructions met ("over_woods", "over_units"), and the
    intervening hexes holding units. A line along a hexside takes the more
    restrictive of its two hexes; the firer's own hex never counts."""
    if occ is None:
        occ = occupancy(st)
    la, lb = B.level(a), B.level(b)
    worst, reasons, with_units = CLEAR, set(), []
    for step in B.line(a, b):
        best = None
        for h in step:
            eff = _hex_effect(occ, h, la, lb)
            if best is None or _RANK[eff[0]] > _RANK[best[0]] or (
                    _RANK[eff[0]] == _RANK[best[0]] and len(eff[1]) > len(best[1])):
                best = eff
            if h in occ:
                with_units.append(h)
        assert best is not None
        if _RANK[best[0]] > _RANK[worst]:
            worst = best[0]
        reasons |= best[1]
    if worst == BLOCKED:
        reasons = set()
    return worst, reasons, with_units


# ---------------------------------------------------------------- 12.1 who may fire where

def band(st: dict, uid: str, target: str) -> str | None:
    """12.1b: the range band of ``target`` for ``uid`` (None: out of range)."""
    d = B.distance(st["pos"][uid], target)
    return D.range_band(M.kind(uid), D.UNITS[uid]["weapon"], d)


def may_fire_from(st: dict, uid: str) -> bool:
    """12.1d: artillery never fires from Rough or Woods (even on a road)."""
    if M.kind(uid) != "art":
        return True
    return T.terrain(B.terrain(st["pos"][uid])).get("artillery_may_fire", True)


def sight(st: dict, uid: str, target: str, occ: dict | None = None) -> tuple[bool, set[str], bool]:
    """Whether ``uid`` may fire at ``target`` (range, LOS, firing over units,
    12.1a-b), the LOS obstructions, and whether artillery at canister range
    keeps its bonus (it gives it up to fire over units, 12.1a)."""
    memo = _memo(occ)
    if memo is not None:
        key = ("sight", uid, st["pos"][uid], target)
        got = memo.get(key)
        if got is None:
            got = memo[key] = _sight(st, uid, target, occ)
        return got
    return _sight(st, uid, target, occ)


def _sight(st: dict, uid: str, target: str, occ: dict | None) -> tuple[bool, set[str], bool]:
    side = M.side_of(uid)
    if occ is None:
        occ = occupancy(st)
    if not any(M.side_of(u) != side for u in occ.get(target, ())) or not may_fire_from(st, uid):
        return False, set(), False
    b = band(st, uid, target)
    if b is None:
        return False, set(), False
    hx = st["pos"][uid]
    if B.distance(hx, target) < 2:
        return True, set(), b == "canister"
    los, reasons, over = line_of_sight(st, hx, target, occ)
    if los == BLOCKED:
        return False, set(), False
    friends = any(M.side_of(u) == side for h in over for u in occ[h])
    if friends and M.kind(uid) != "art":
        return False, set(), False                            # 12.1a: infantry never fires over friends
    canister = b == "canister" and not over                   # 12.1a: no canister over any unit
    return True, reasons, canister


def firers(st: dict, f: dict) -> list[str]:
    """The units that may still fire in this step."""
    side = f["who"]
    if f["mode"] == "artillery":
        us = [u for u in f["units"] if u in st["pos"]]
    elif f["mode"] == "defensive":                           # 14.2a: the units of the hex assaulted
        us = M.units_at(st, f["hex"])
    elif f["mode"] == "support":                             # 14.2a: others next to an attacking hex
        us = sorted(u for u, h in st["pos"].items() if M.side_of(u) == side and h != f["hex"]
                    and h not in f["skip"] and any(B.distance(h, a) == 1 for a in f["at"]))
    elif f["mode"] == "disengage":                           # 13.7: every enemy unit next to the hex
        if st["pos"].get(f["unit"]) != f["hex"]:
            return []
        us = sorted(u for u, h in st["pos"].items() if M.side_of(u) == side and B.distance(h, f["hex"]) == 1)
    else:
        us = [u for u in M.brigade_units(f["brigade"]) if u in st["pos"]]
        if f.get("limited"):
            us = [u for u in us if M.engaged(st, u)]          # 10.7: only the Engaged units
    return [u for u in us if u not in f["fired"] and M.side_of(u) == side and may_fire_from(st, u)]


def scale_of(f: dict) -> Fraction:
    """13.7: Disengagement Fire is at half SP; 14.2a: so is Support Defensive Fire."""
    if f["mode"] == "disengage":
        return T.DISENGAGEMENT_FIRE_FACTOR
    if f["mode"] == "support":
        return T.SUPPORT_DEFENSIVE_FIRE_FACTOR
    return Fraction(1)


def targets_of(st: dict, f: dict, uid: str, occ: dict) -> list[str]:
    """The hexes ``uid`` may fire at in this step: Disengagement Fire only
    at the hex the mover is leaving."""
    if f["mode"] == "disengage":
        return [f["hex"]] if sight(st, uid, f["hex"], occ)[0] else []
    if f["mode"] in ("defensive", "support"):                 # 14.2a: at the attacking hexes only
        return [h for h in f["at"] if sight(st, uid, h, occ)[0]]
    return targets(st, uid, occ)


def any_fire(st: dict, f: dict) -> bool:
    """Whether any unit of the frame ``f`` can fire at all."""
    occ = occupancy(st)
    sc = scale_of(f)
    return any(completable(st, f, [u], t, occ, sc)
               for u in firers(st, f) for t in targets_of(st, f, u, occ))


def begin_disengage(game, st: dict, uid: str) -> bool:
    """13.7: ``uid`` is about to leave a hex next to enemy units: the enemy
    may fire at it with them, at half SP, the mover being the Lead Unit.
    Pushes that Fire step if any of them can fire; True if it did."""
    hx = st["pos"][uid]
    enemy = M.ENEMY[M.side_of(uid)]
    f = {"who": enemy, "mode": "disengage", "hex": hx, "unit": uid, "fired": [], "pending": None}
    occ = occupancy(st)
    sc = scale_of(f)
    if not any(completable(st, f, [u], hx, occ, sc) for u in firers(st, f)
               if sight(st, u, hx, occ)[0]):
        return False
    M.log(st, f"{M.uname(uid)} leaves {hx}, next to the enemy: Disengagement Fire.",
          f"{M.uname(uid)} deja {hx}, junto al enemigo: Disparo de Separación.", "13.7")
    game.flow.push(st, "fire", **f)
    return True


def targets(st: dict, uid: str, occ: dict | None = None) -> list[str]:
    """The enemy hexes ``uid`` may fire at (range and LOS, 12.1)."""
    if occ is None:
        occ = occupancy(st)
    memo = _memo(occ)
    if memo is None:
        return _targets(st, uid, occ)
    key = ("targets", uid, st["pos"][uid])
    if key not in memo:
        memo[key] = _targets(st, uid, occ)
    return list(memo[key])


def _targets(st: dict, uid: str, occ: dict) -> list[str]:
    side = M.side_of(uid)
    hx = st["pos"][uid]
    reach = D.max_range(M.kind(uid), D.UNITS[uid]["weapon"])
    hexes = sorted(h for h, us in occ.items() if any(M.side_of(u) != side for u in us)
                   and B.distance(hx, h) <= reach)
    return [t for t in hexes if sight(st, uid, t, occ)[0]]


def may_join(st: dict, f: dict, uid: str, occ: dict | None = None) -> bool:
    """12.1c: a unit may add its SP to the pending fire: infantry in the same
    hex as the firers or in one hex next to it (one brigade); artillery in
    the same hex only; the cavalry alone; infantry with artillery only in
    Defensive or Support Defensive Fire, stacked in one hex (Mixed
    Defensive Fire)."""
    p = f["pending"]
    first = p["units"][0]
    hexes = sorted({st["pos"][u] for u in p["units"]})
    hx = st["pos"][uid]
    k, k0 = M.kind(uid), M.kind(first)
    if k == "cav" or k0 == "cav":
        return False
    if (k == "art") != (k0 == "art"):
        # 12.1c Mixed Defensive Fire: infantry and artillery stacked together add
        # their SP when firing at an assaulting hex (Defensive and Support Fire)
        return f["mode"] in ("defensive", "support") and hexes == [hx] and sight(st, uid, p["target"], occ)[0]
    if k == "art" or any(M.kind(u) == "art" for u in p["units"]):
        if hx not in hexes:
            return False
    elif hx not in hexes:
        if len(hexes) > 1 or B.distance(hx, hexes[0]) != 1 or M.brigade_of(uid) != M.brigade_of(first):
            return False
    return sight(st, uid, p["target"], occ)[0]


# ---------------------------------------------------------------- 12.4 Converging Fire

def entry_sides(firer_hex: str, target: str) -> frozenset[int]:
    """12.4: the target's hexsides (directions 0-5 round the hex) a line of
    fire from ``firer_hex`` enters by: one hexside, or the two that meet at
    the vertex it enters through (a line along a hexside)."""
    if B.distance(firer_hex, target) == 1:
        return frozenset({GRID.direction(GRID.parse(target), GRID.parse(firer_hex))})
    last = GRID.line_steps(GRID.parse(firer_hex), GRID.parse(target))[-2]
    return frozenset(GRID.direction(GRID.parse(target), h) for h in last)


def beyond(hx: str, d: int) -> str:
    """The label of the hex across hexside ``d`` of ``hx`` (on the map or not)."""
    try:
        return GRID.label(GRID.neighbour(GRID.parse(hx), d))
    except ValueError:
        return f"{hx}/{d}"


def _apart(a: int, b: int) -> bool:
    """12.4: two hexsides with at least one hexside between them."""
    return min((a - b) % 6, (b - a) % 6) >= 2


def converging_possible(sides) -> bool:
    """12.4: the hexsides crossed include two with a hexside between them."""
    ss = sorted(set(sides))
    return any(_apart(a, b) for a in ss for b in ss)


def converging_bonus(st: dict, units: list[str], target: str, primary: int) -> bool:
    """12.4: +2 columns unless a unit's line enters across the primary
    hexside, one of its vertices, or a hexside next to it; every unit of a
    fire together must qualify (RULES_NOTES)."""
    near = {primary % 6, (primary + 1) % 6, (primary - 1) % 6}
    return all(not (entry_sides(st["pos"][u], target) & near) for u in units)


def converge_units(st: dict, f: dict, target: str, occ: dict | None = None) -> list[str]:
    """The units of this step that may still fire at ``target``."""
    if occ is None:
        occ = occupancy(st)
    return [u for u in firers(st, f) if target in targets_of(st, f, u, occ)]


def converge_offers(st: dict, f: dict, occ: dict) -> list[tuple]:
    """12.4: ("converge", hex) for each enemy hex the step's units could fire
    at across hexsides with one between them, not yet declared."""
    if f["mode"] not in ("brigade", "artillery") or f.get("conv"):
        return []
    out = []
    for t in sorted({t for u in firers(st, f) for t in targets_of(st, f, u, occ)}):
        us = converge_units(st, f, t, occ)
        sides: set[int] = set()
        for u in us:
            sides |= entry_sides(st["pos"][u], t)
        if len(us) > 1 and converging_possible(sides):
            out.append(("converge", t))
    return out


def _conv_bound(st: dict, f: dict, occ: dict) -> list[str]:
    """12.4: declared units that have not fired, while the hex still holds units."""
    c = f.get("conv")
    if not c or not M.units_at(st, c["hex"]):
        return []
    return [u for u in c["units"] if u not in f["fired"] and u in firers(st, f)
            and completable(st, f, [u], c["hex"], occ, scale_of(f))]


# ---------------------------------------------------------------- 12.3 the attack

def strength(st: dict, units: list[str], target: str, occ: dict | None = None,
             scale: Fraction = Fraction(1)) -> tuple[Fraction, bool, dict]:
    """12.1b-c, 4.8: the fire total (fractions kept), whether any unit's
    SP was cut by range or by ``scale`` (13.7: Disengagement Fire at half
    SP), and the SP each weapon kind contributes."""
    total, cut, parts = Fraction(0), False, {"mx_far": Fraction(0), "sm_canister": Fraction(0)}
    for u in units:
        b = band(st, u, target)
        if b is None:
            continue                                   # out of range: adds nothing
        ok, _r, canister = sight(st, u, target, occ)
        factor = T.RANGE_FACTOR["effective"] if b == "canister" and not canister else T.RANGE_FACTOR[b]
        sp = M.modified_sp(st, u) * factor * scale
        cut = cut or factor * scale < 1
        total += sp
        w = D.UNITS[u]["weapon"]
        if M.kind(u) == "art" and w == "Mx" and b in ("long", "extreme"):
            parts["mx_far"] += sp
        if M.kind(u) == "art" and w == "Sm" and b == "canister" and canister:
            parts["sm_canister"] += sp
    return total, cut, parts


def can_fire(st: dict, units: list[str], target: str, occ: dict | None = None,
             scale: Fraction = Fraction(1)) -> bool:
    """4.8, 12.1b-iii: a total that rounds down to 0 cannot fire (a lone
    cadre at full range fires on column C: RULES_NOTES)."""
    total, cut, _parts = strength(st, units, target, occ, scale)
    return total > 0 and not (total < 1 and cut)


def joiners(st: dict, f: dict, uid: str, target: str, occ: dict | None = None) -> list[str]:
    """The units that could fire together with ``uid`` at ``target`` (12.1c)."""
    g = dict(f, pending={"target": target, "units": [uid]})
    return [u for u in firers(st, f) if u != uid and may_join(st, g, u, occ)]


def completable(st: dict, f: dict, units: list[str], target: str, occ: dict | None = None,
                scale: Fraction = Fraction(1), _seen: set | None = None) -> bool:
    """12.1c: ``units`` firing at ``target`` can fire as they are, or after
    more units join them (each joiner allowed by the group so far). The
    step offers a fire or a join only when this holds, so no offered choice
    leads to a fire that could only be cancelled."""
    if can_fire(st, units, target, occ, scale):
        return True
    seen = set() if _seen is None else _seen
    key = frozenset(units)
    if key in seen:
        return False
    seen.add(key)
    g = dict(f, pending={"target": target, "units": list(units)})
    for u in firers(st, f):
        if u not in units and may_join(st, g, u, occ) \
                and completable(st, f, units + [u], target, occ, scale, seen):
            return True
    return False


def column(st: dict, units: list[str], target: str, lead: str,
           scale: Fraction = Fraction(1), converging: bool = False) -> tuple[int | None, list[tuple[str, int]]]:
    """12.3, 12.3a: the CRT column (None: it cannot fire) and the shifts applied."""
    total, cut, parts = strength(st, units, target, None, scale)
    if not can_fire(st, units, target, None, scale):
        return None, []
    col = D.crt_column(total)
    shifts: list[tuple[str, int]] = []
    t = B.terrain(target)
    if t == "woods":
        shifts.append(("target_in_woods", T.FIRE_SHIFTS["target_in_woods"]))
    elif t == "cornfield":
        shifts.append(("target_in_cornfield", T.FIRE_SHIFTS["target_in_cornfield"]))
    reasons: set[str] = set()
    for u in units:
        reasons |= sight(st, u, target)[1]
    for r in sorted(reasons):
        shifts.append((r, T.FIRE_SHIFTS[r]))
    if any(u in st["so"] for u in units):
        shifts.append(("firer_skirmish", T.FIRE_SHIFTS["firer_skirmish"]))
    if lead in st["so"]:
        shifts.append(("target_skirmish", T.FIRE_SHIFTS["target_skirmish"]))
    if total and parts["mx_far"] * 2 >= total:
        shifts.append(("mx_at_long_or_extreme", T.FIRE_SHIFTS["mx_at_long_or_extreme"]))
    if total and parts["sm_canister"] * 2 >= total:
        shifts.append(("sm_artillery_at_canister", T.FIRE_SHIFTS["sm_artillery_at_canister"]))
    if M.kind(lead) == "cav":
        shifts.append(("target_cavalry", T.FIRE_SHIFTS["target_cavalry"]))
    if converging:
        shifts.append(("converging", T.FIRE_SHIFTS["converging"]))      # 12.4
    assert col is not None
    return D.shift_column(col, sum(s for _n, s in shifts)), shifts


SHIFT_WORDS = {
    "target_in_woods": ("target in Woods", "objetivo en Bosque"),
    "target_in_cornfield": ("target in a Cornfield", "objetivo en Maizal"),
    "over_woods": ("over Woods", "por encima de Bosque"),
    "over_units": ("over units", "por encima de unidades"),
    "firer_skirmish": ("firer in Skirmish Order", "tirador en Orden de Escaramuza"),
    "target_skirmish": ("target in Skirmish Order", "objetivo en Orden de Escaramuza"),
    "mx_at_long_or_extreme": ("Mx artillery at long range", "artillería Mx a alcance largo"),
    "sm_artillery_at_canister": ("smoothbore canister", "metralla de ánima lisa"),
    "target_cavalry": ("target is cavalry", "objetivo de caballería"),
    "converging": ("Converging Fire", "Disparo Convergente"),
}


def odds(st: dict, f: dict) -> list:
    """For the table, before a fire is made (12.2-12.3): for each fire the
    firer may declare or is declaring now, [units, target, column label,
    [[shift, columns]], [[lead unit, modified CR, severe, difficult,
    routine, none]]] with the d66 rolls out of 36 that give each grade
    against each unit that may be the Lead Unit (12.2: the owner chooses
    among ties); column None when the total rounds to 0 (4.8)."""
    occ = occupancy(st)
    sc = scale_of(f)
    p = f.get("pending")
    fires = ([(list(p["units"]), p["target"])] if p else
             [([a[1]], a[2]) for a in Fire().legal(None, st, f) if a[0] == "fire"])
    out = []
    for units, target in fires:
        leads = [f["unit"]] if f.get("mode") == "disengage" and f.get("unit") in st["pos"] else \
            MO.lead_candidates(st, target)
        if not leads:
            continue
        c = f.get("conv")
        conv = bool(c and c["hex"] == target and c["primary"] is not None
                    and converging_bonus(st, units, target, c["primary"]))
        col, shifts = column(st, units, target, leads[0], sc, conv)
        label = T.CRT_COLUMNS[col][0] if col is not None else None
        rows = []
        for lead in leads:
            cr = M.modified_cr(st, lead)
            c = column(st, units, target, lead, sc, conv)[0] if lead != leads[0] else col
            g = T.crt_odds(c, cr) if c is not None else {"severe": 0, "difficult": 0, "routine": 0, "none": 36}
            rows.append([lead, cr, g["severe"], g["difficult"], g["routine"], g["none"]])
        out.append([units, target, label, [[n, k] for n, k in shifts], rows])
    return out


class Fire(SsStep):
    """12.0, 9.1: declare a fire (a unit and its target), add the units that
    may fire with it, then resolve it; or end the step. Frame: ``mode``
    "brigade" or "artillery", ``brigade`` / ``hex`` and ``units``,
    ``limited``, ``fired`` (units that have fired), ``pending`` the fire
    being declared ({"target", "units"})."""
    rule = "12.1"

    def legal(self, game, st, f):
        p = f["pending"]
        occ = occupancy(st)
        sc = scale_of(f)
        bound = _conv_bound(st, f, occ)
        if p is None:
            if bound:                                      # 12.4: the declared units fire at that hex first
                t = f["conv"]["hex"]
                return [("fire", u, t) for u in bound]
            off = f.get("off", [])                         # declarations called off in this step
            out = [("fire", u, t) for u in firers(st, f) for t in targets_of(st, f, u, occ)
                   if [u, t] not in off and completable(st, f, [u], t, occ, sc)]
            return out + converge_offers(st, f, occ) + [("done",)]
        out = [("join", u) for u in firers(st, f) if u not in p["units"] and may_join(st, f, u, occ)
               and not (u in bound and p["target"] != f["conv"]["hex"])
               and completable(st, f, p["units"] + [u], p["target"], occ, sc)]      # no dead end (12.1c)
        if can_fire(st, p["units"], p["target"], occ, sc):
            out.append(("shoot",))
        return out + [("cancel",)]

    def act(self, game, st, f, a):
        if a[0] == "done":
            game.flow.pop(game, st, list(f["fired"]))
            return
        if a[0] == "cancel":
            # nothing fired: they may fire elsewhere, or join another's fire; the same
            # declaration is not offered again in this step, so a step always ends (RULES_NOTES)
            p = f["pending"]
            f["off"] = f.get("off", []) + [[p["units"][0], p["target"]]]
            f["pending"] = None
            return
        if a[0] == "converge":                             # 12.4: every fire at the hex declared now
            t = a[1]
            us = converge_units(st, f, t)
            sides = sorted({d for u in us for d in entry_sides(st["pos"][u], t)})
            f["conv"] = {"hex": t, "units": us, "primary": None}
            M.log(st, f"Converging Fire declared at {t}: {', '.join(M.uname(u) for u in us)}.",
                  f"Disparo Convergente declarado contra {t}: {', '.join(M.uname(u) for u in us)}.", "12.4")
            game.flow.push(st, "primary", who=M.ENEMY[f["who"]], hex=t, sides=sides)
            return
        if a[0] == "fire":
            f["pending"] = {"target": a[2], "units": [a[1]]}
        elif a[0] == "join":
            f["pending"]["units"].append(a[1])
        more = [u for u in firers(st, f) if u not in f["pending"]["units"] and may_join(st, f, u)]
        if a[0] == "shoot" or not more and can_fire(st, f["pending"]["units"], f["pending"]["target"], None,
                                                    scale_of(f)):
            p = f["pending"]
            f["fired"] += p["units"]
            f["pending"] = None
            dis = f["mode"] == "disengage"
            c = f.get("conv")
            conv = bool(c and c["hex"] == p["target"] and c["primary"] is not None
                        and converging_bonus(st, p["units"], p["target"], c["primary"]))
            game.flow.push(st, "volley", who=f["who"], units=p["units"], target=p["target"], conv=int(conv),
                           lead=f["unit"] if dis else None, scale=[scale_of(f).numerator, scale_of(f).denominator],
                           disengage=int(dis))

    def resume(self, game, st, f, result):
        if isinstance(result, dict) and "primary" in result:
            f["conv"]["primary"] = result["primary"]
        if f["pending"] is None and game.flow.top(st) is f and not [
                a for a in self.legal(game, st, f) if a[0] != "done"]:
            game.flow.pop(game, st, list(f["fired"]))        # nobody left to fire (or the mover has gone, 13.7)

    def prompt(self, game, st, f):
        if f["mode"] == "disengage" and not f["pending"]:
            return text(f"Disengagement Fire: {M.uname(f['unit'])} leaves {f['hex']}; fire at it at half SP, or "
                        "let it go.", f"Disparo de Separación: {M.uname(f['unit'])} deja {f['hex']}; dispárale "
                        "a mitad de PF, o déjala ir.", "13.7")
        if f["pending"]:
            return text(f"Fire at {f['pending']['target']}: add units that may fire with it, or fire.",
                        f"Disparo a {f['pending']['target']}: añade unidades que puedan disparar con ella, o "
                        "dispara.", "12.1c")
        return text("Fire Combat: choose a unit and its target, or end the step.",
                    "Combate de Disparo: elige una unidad y su objetivo, o termina el paso.", self.rule)


class Volley(SsStep):
    """12.2-12.3: the Lead Unit, the column, the d66 roll and the Cohesion Test."""
    rule = "12.3"
    auto = True

    def run(self, game, st, f):
        target = f["target"]
        units = [u for u in f["units"] if u in st["pos"]]
        if not M.units_at(st, target) or not units:
            game.flow.pop(game, st)
            return
        if f["lead"] is None:
            cands = MO.lead_candidates(st, target)
            if len(cands) > 1:
                owner = M.side_of(cands[0])                     # 12.2: the owner breaks ties
                game.flow.push(st, "lead", who=owner, cands=cands, target=target)
                return
            self.resume(game, st, f, cands[0])
            return
        if f.get("done"):
            game.flow.pop(game, st)
            return
        lead = f["lead"]
        side = f["who"]
        data = {k: v for k, v in f.items() if k != "step"}
        data["done"] = 1
        game.flow.goto(st, "volley", **data)
        sc = Fraction(*f.get("scale", [1, 1]))
        col, shifts = column(st, units, target, lead, sc, bool(f.get("conv")))
        names = ", ".join(M.uname(u) for u in units)
        verb = ("fires", "dispara") if len(units) == 1 else ("fire", "disparan")
        if col is None:
            M.log(st, f"{names} cannot fire at {target}: the total rounds to 0.",
                  f"{names} no puede disparar a {target}: el total se redondea a 0.", "4.8")
            return
        coloured, white = M.roll(st, side), M.roll(st, side)
        d66 = 10 * coloured + white
        cr = M.modified_cr(st, lead)
        grade = D.crt_grade(col, d66, cr)
        label = T.CRT_COLUMNS[col][0]
        sh_en = "; ".join(f"{SHIFT_WORDS[n][0]} {s:+d}" for n, s in shifts)
        sh_es = "; ".join(f"{SHIFT_WORDS[n][1]} {s:+d}" for n, s in shifts)
        names_g = {"routine": ("Routine", "Rutinario"), "difficult": ("Difficult", "Difícil"),
                   "severe": ("Severe", "Severo"), None: ("no effect", "sin efecto")}[grade]
        M.log(st, f"{names} {verb[0]} at {target} on column {label}" + (f" ({sh_en})" if shifts else "")
              + f": roll {d66}, Lead Unit {M.uname(lead)} CR {cr}: {names_g[0]}.",
              f"{names} {verb[1]} a {target} en la columna {label}" + (f" ({sh_es})" if shifts else "")
              + f": tirada {d66}, Unidad Principal {M.uname(lead)} VC {cr}: {names_g[1]}.", "12.3")
        if grade:
            MO.begin_test(game, st, "fire", grade, target, lead, firer=side,
                          cause=sorted({st["pos"][u] for u in units}), only_lead=bool(f.get("disengage")),
                          by_artillery=all(M.kind(u) == "art" for u in units))      # 9.4f

    def resume(self, game, st, f, result):
        if result is None or f.get("done"):
            return                              # the Cohesion Test has been applied
        data = {k: v for k, v in f.items() if k != "step"}
        data["lead"] = result
        game.flow.goto(st, "volley", **data)

    def prompt(self, game, st, f):
        return text("", "", self.rule)


class Primary(SsStep):
    """12.4: the target's owner picks the primary hexside among those the
    declared fire crosses (directions 0-5 round the hex; the hex beyond it
    names it)."""
    rule = "12.4"

    def legal(self, game, st, f):
        return [("primary", f["hex"], d) for d in f["sides"]]

    def act(self, game, st, f, a):
        d = a[2]
        b = beyond(f["hex"], d)
        M.log(st, f"{f['hex']} faces the hexside towards {b}.", f"{f['hex']} encara el lado de hex hacia {b}.",
              self.rule)
        game.flow.pop(game, st, {"primary": d})

    def prompt(self, game, st, f):
        return text(f"Converging Fire at {f['hex']}: choose the hexside it faces (the primary hexside).",
                    f"Disparo Convergente contra {f['hex']}: elige el lado de hex que encara (el principal).",
                    self.rule)


class Lead(SsStep):
    """12.2: units of the target hex tie for the highest printed SP: their owner picks the Lead Unit."""
    rule = "12.2"

    def legal(self, game, st, f):
        return [("lead", u) for u in f["cands"]]

    def act(self, game, st, f, a):
        game.flow.pop(game, st, a[1])

    def prompt(self, game, st, f):
        return text(f"Choose the Lead Unit of {f['target']}.", f"Elige la Unidad Principal de {f['target']}.",
                    self.rule)
