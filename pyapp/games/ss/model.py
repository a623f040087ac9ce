"""Stonewall's Sword: reading and changing the state, shared by every step.

Units, values, Support, stacking, brigades in play, chits, names and the log.
The state layout is documented in ``rules``.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from ...core import flowgame
from . import board as B
from . import data as D
from . import tables as T

USA, CSA = D.USA, D.CSA
ROLES = (USA, CSA)
ENEMY = {USA: CSA, CSA: USA}
SIDE_EN = {USA: "Union", CSA: "Confederate"}
SIDE_ES = {USA: "la Unión", CSA: "la Confederación"}
SIDE_ADJ_ES = {USA: "de la Unión", CSA: "confederada"}
CUP = "rng_cup"                  # the cup's own random stream (8.3, 10.3)
SHAKEN, DISRUPTED = 1, 2         # 15.6: the two faces of the Morale Hit marker


# ---------------------------------------------------------------- log and dice

log = flowgame.log          # a log line (core.flowgame)
roll = flowgame.roll        # one d6 rolled by a side (4.7); every die of the game comes from here


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


# ---------------------------------------------------------------- names

def uname(uid: str, lang: str = "en") -> str:
    """A unit's counter label ("5 VA", "Knap"): the same in both languages."""
    return D.UNITS[uid]["label"]


def bname(brigade: str, lang: str = "en") -> str:
    return D.BRIGADES[brigade]["name"][lang]


def cname(chit: str, lang: str = "en") -> str:
    c = D.CHITS[chit]
    return c["name"][lang]


# ---------------------------------------------------------------- event handles (8.0, 10.4; TRUST.md T3)
#
# Each side's seven Event chits stand under seven handles, "E.usa.1" .. "E.csa.7",
# and the lists of the state (cup, held, parked, discard, excluded, main) name the
# handles. Which chit a handle holds is a sealed value, [chit, stamp], that only its
# owner's device knows until the rules show it (secrets.py).

def ev_handles(side: str) -> list[str]:
    return [f"E.{side}.{i}" for i in range(1, D.C.EVENTS_PER_SIDE + 1)]


def is_ev(x: object) -> bool:
    return isinstance(x, str) and x.startswith("E.")


def chit_of(st: dict, x: str) -> str | None:
    """The chit under ``x``: itself for a public chit, the sealed value's chit
    for an event handle (None where this device may not know it)."""
    if not is_ev(x):
        return x
    v = st["sealed"].get(x)
    return v[0] if v else None


def chit_kind(x: str) -> str:
    return "event" if is_ev(x) else D.CHITS[x]["kind"]


def chit_side(x: str) -> str | None:
    return x.split(".")[1] if is_ev(x) else D.CHITS[x]["side"]


def chit_words(st: dict, x: str, lang: str = "en") -> str:
    """A chit's name, or "a Union Event chit" where this device cannot see it."""
    c = chit_of(st, x)
    if c is not None:
        return cname(face_of(st, c), lang)
    side = chit_side(x)
    return f"a {SIDE_EN[side]} Event chit" if lang == "en" else f"una ficha de Evento {SIDE_ADJ_ES[side]}"


def side_name(side: str, lang: str = "en") -> str:
    return SIDE_EN[side] if lang == "en" else SIDE_ES[side]


# ---------------------------------------------------------------- units

def side_of(uid: str) -> str:
    return D.UNITS[uid]["side"]


def kind(uid: str) -> str:
    return D.UNITS[uid]["kind"]


def brigade_of(uid: str) -> str | None:
    return D.UNITS[uid]["brigade"]


def is_depleted(st: dict, uid: str) -> bool:
    return uid in st["dep"]


def printed_sp(st: dict, uid: str) -> Fraction:
    """4.1: the SP printed on the face up ("C" = 1/2)."""
    return D.printed_sp(uid, is_depleted(st, uid))


def printed_cr(st: dict, uid: str) -> int:
    return D.face(uid, is_depleted(st, uid))[1]


def marker(st: dict, uid: str) -> int:
    """15.6: 0 none, 1 Shaken, 2 Disrupted."""
    return st["mh"].get(uid, 0)


def modified_sp(st: dict, uid: str) -> Fraction:
    """4.1, 15.6: printed SP less the marker (Shaken -1, Disrupted -2), never below 0."""
    return max(Fraction(0), printed_sp(st, uid) - marker(st, uid))


def supported(st: dict, uid: str, rebuilding: bool = False) -> bool:
    """15.5a: whether a unit has Support now."""
    if rebuilding and st["broken"].get(uid) == "available":
        return True                               # 15.5a: rebuilding from the Available box
    k = kind(uid)
    if k == "cav":
        return True                               # 15.5a-iv
    hx = st["pos"].get(uid)
    if hx is None or B.woods(hx):
        return False                              # 15.5a-i: Woods overrides everything
    side = side_of(uid)
    for other, ohx in st["pos"].items():
        if other == uid or side_of(other) != side or kind(other) != "inf" or marker(st, other):
            continue
        if ohx != hx and B.distance(ohx, hx) != 1:
            continue
        if B.woods(ohx):
            continue                              # 15.5a-i: nor gives Support from Woods
        if k == "art" or brigade_of(other) == brigade_of(uid):
            return True                           # 15.5a-ii, 15.5a-iii
    return False


def modified_cr(st: dict, uid: str, rebuilding: bool = False) -> int:
    """4.1, 15.5b, 15.6: printed CR less the marker and 1 without Support, never below 0."""
    cr = printed_cr(st, uid) - marker(st, uid) - (0 if supported(st, uid, rebuilding) else 1)
    return max(0, cr)


def units_at(st: dict, hx: str) -> list[str]:
    return sorted(u for u, h in st["pos"].items() if h == hx)


def on_map(st: dict, side: str | None = None) -> list[str]:
    return sorted(u for u in st["pos"] if side is None or side_of(u) == side)


@lru_cache(maxsize=None)
def _points(uid: str, depleted: bool, artillery_option: bool) -> Fraction:
    return D.stack_points(uid, depleted, artillery_option=artillery_option)


@lru_cache(maxsize=None)
def _points_f(uid: str, depleted: bool, artillery_option: bool) -> float:
    return float(_points(uid, depleted, artillery_option))


def stack_points_f(st: dict, uid: str) -> float:
    """``stack_points`` as a float: exact, every value being a multiple of 1/8."""
    return _points_f(uid, uid in st["dep"], not st["op"].get("artillery_full_sp"))


def stack_points(st: dict, uid: str) -> Fraction:
    """6.1-6.2: printed SP (markers ignored), at most 8; artillery x 3/4 with
    the recommended optional rule 6.1a."""
    return _points(uid, uid in st["dep"], not st["op"].get("artillery_full_sp"))


def stack_total(st: dict, hx: str, extra: tuple[str, ...] = (), without: tuple[str, ...] = ()) -> Fraction:
    us = [u for u in units_at(st, hx) if u not in without and u not in extra] + list(extra)
    return sum((stack_points(st, u) for u in us), Fraction(0))


def over_stacked(st: dict, hx: str) -> bool:
    """6.1: more than 8 stacking points in the hex."""
    return stack_total(st, hx) > T.STACK_LIMIT


def fits(st: dict, hx: str, uid: str) -> bool:
    """6.1: ``uid`` may end in ``hx`` without over-stacking it."""
    return stack_total(st, hx, extra=(uid,)) <= T.STACK_LIMIT


def enemy_distance(st: dict, hx: str, side: str) -> int | None:
    """The range from ``hx`` to the nearest enemy unit on the map (None: none)."""
    ds = [B.distance(hx, h) for u, h in st["pos"].items() if side_of(u) != side]
    return min(ds) if ds else None


def enemy_adjacent(st: dict, hx: str, side: str) -> bool:
    d = enemy_distance(st, hx, side)
    return d is not None and d <= 1


def engaged(st: dict, uid: str) -> bool:
    """13.6: next to an enemy unit (artillery: within 2 hexes)."""
    hx = st["pos"].get(uid)
    if hx is None:
        return False
    d = enemy_distance(st, hx, side_of(uid))
    reach = T.ARTILLERY_ENGAGED_RANGE if kind(uid) == "art" else 1
    return d is not None and d <= reach


def enemy_in(st: dict, hx: str, side: str) -> bool:
    return any(side_of(u) != side for u in units_at(st, hx))


def closed(st: dict, hx: str) -> bool:
    """22.1 special rule 5: no unit may enter column 30 or above in the Valley."""
    col = D.SCENARIOS[st["sc"]]["special"].get("closed_from_column")
    return col is not None and B.column(hx) >= col


def may_enter(st: dict, hx: str, side: str) -> bool:
    """A hex a unit of ``side`` may be placed in or moved into: on the map,
    not the summit (13.3), not closed (22.1), no enemy in it."""
    return B.enterable(hx) and not closed(st, hx) and not enemy_in(st, hx, side)


# ---------------------------------------------------------------- formations

def brigade_units(brigade: str) -> list[str]:
    return D.brigade_units(brigade)


def arrived(st: dict, brigade: str) -> bool:
    """Its units have come onto the map (or were set up there)."""
    return brigade not in st["waiting"]


def in_play(st: dict, brigade: str) -> bool:
    """4.3, 17.3: the brigade's status marker is in its owner's pool: set up,
    or due to arrive this turn or earlier (13.8)."""
    w = st["waiting"].get(brigade)
    if w is not None:
        return w[0] <= st["turn"]
    return any(u in st["pos"] or u in st["broken"] for u in brigade_units(brigade))


def brigades(st: dict, side: str) -> list[str]:
    """The side's brigades in play, in the data's order."""
    return [b for b, r in D.BRIGADES.items() if r["side"] == side and in_play(st, b)]


def frozen(st: dict, brigade: str) -> bool:
    """22.2 special rule 2: Forno and Trimble until released."""
    fr = D.SCENARIOS[st["sc"]]["special"].get("frozen")
    return bool(fr) and brigade in fr["brigades"] and not st["released"]


def may_activate(st: dict, brigade: str) -> bool:
    """10.6, 10.7, 22.2: a brigade in play that may take an activation."""
    return in_play(st, brigade) and not frozen(st, brigade)


def division_candidates(st: dict, div: str) -> list[str]:
    """10.7: the division's brigades that may take its chit's activation:
    in play, not yet activated this turn, not frozen."""
    return [b for b in D.division_brigades(div)
            if may_activate(st, b) and b not in st["activated"]]


# ---------------------------------------------------------------- chits

def general_key(chit: str) -> str:
    """The general a division or CiC chit stands for: its division id, or
    "cic-usa" / "cic-csa" (the same for both faces)."""
    c = D.CHITS[chit]
    if c["kind"] == "division":
        return c["div"]
    return f"cic-{c['side']}"


def face_of(st: dict, chit: str) -> str:
    """10.5b: the face in force of a division or CiC chit (the Casualty
    twin while its general is a casualty); other chits are themselves."""
    c = D.CHITS[chit]
    if c["kind"] not in ("division", "cic"):
        return chit
    base = chit if not c["casualty"] else c["twin"]
    return D.CHITS[base]["twin"] if general_key(base) in st["casualty"] else base


def commander_chits(st: dict) -> list[str]:
    """The Division and CiC chits in play this turn (normal faces): the
    scenario's schedule, and those an optional track brought in (20.1, 20.2)."""
    ops = [k for k, v in st["op"].items() if v and k in optional_arrivals(st)]
    out = D.chits_in_play(st["sc"], st["turn"], ops)
    return out + [c for c in st["chits_in"] if c not in out]


def optional_arrivals(st: dict) -> tuple[str, ...]:
    """20.0: the arrival options the scenario allows (Slaughter Mountain only)."""
    return tuple(D.SCENARIOS[st["sc"]]["options"])


def option(st: dict, name: str) -> bool:
    """An option in force: an arrival option only where the scenario allows it."""
    if name in ("bad_day", "pope", "hill_rearguard") and name not in optional_arrivals(st):
        return False
    return bool(st["op"].get(name))


def jackson_in_play(st: dict) -> bool:
    """Jackson's CiC chit has entered play: scheduled (22.1, 22.2) or arrived
    by the Where's General Jackson? track (20.1c)."""
    return "cic-csa" in commander_chits(st)


# ---------------------------------------------------------------- occupying hexes

VP_HEXES = {**{h: CSA for h in T.CSA_VP_HEXES}, **{h: USA for h in T.USA_VP_HEXES}}


def occupy(st: dict, uid: str, hx: str, moved: bool = True) -> None:
    """A unit enters ``hx`` (placed, moved, retreated, rebuilt). Infantry
    takes control of a victory hex (19.1: the last infantry to occupy it);
    Confederate infantry moved into Cedar Run Church wins at once (19.1; a
    unit a Rebuild places there, ``moved`` False, does not: RULES_NOTES); a
    Union unit in column 29 releases Forno and Trimble (22.2 rule 2)."""
    st["pos"][uid] = hx
    side = side_of(uid)
    if kind(uid) == "inf":
        if hx in VP_HEXES and st["ctrl"].get(hx) != side:
            st["ctrl"][hx] = side
            name = (T.CSA_VP_HEXES.get(hx) or T.USA_VP_HEXES[hx])[0]
            log(st, f"The {SIDE_EN[side]} side takes control of {name} ({hx}).",
                f"{cap(SIDE_ES[side])} toma el control de {name} ({hx}).", "19.1")
        if side == CSA and hx == T.CSA_AUTOMATIC_VICTORY_HEX and moved and not st["res"]:
            st["res"] = {"winner": CSA, "level": "automatic", "usa_vp": 0, "csa_vp": 0}
            log(st, f"Confederate infantry enters Cedar Run Church ({hx}): the Confederates win at once.",
                f"La infantería confederada entra en Cedar Run Church ({hx}): la Confederación gana en el acto.",
                "19.1")
    fr = D.SCENARIOS[st["sc"]]["special"].get("frozen")
    if fr and side == USA and B.column(hx) == fr["release_column"] and not st["released"]:
        release(st, "column")


def release(st: dict, why: str) -> None:
    """22.2 special rule 2: Forno and Trimble are released (by Jackson's
    chit entering play, or a Union unit in column 29); they may be activated
    from the next phase, and Ewell's chit, if already spent this turn, goes
    back in the cup."""
    fr = D.SCENARIOS[st["sc"]]["special"].get("frozen")
    if not fr or st["released"]:
        return
    st["released"] = 1
    en = "Jackson's chit enters play" if why == "jackson" else "a Union unit enters column 29"
    es = "la ficha de Jackson entra en juego" if why == "jackson" else "una unidad de la Unión entra en la fila 29"
    log(st, f"{cap(en)}: Forno and Trimble are released.", f"{cap(es)}: Forno y Trimble quedan liberadas.", "22.2")
    chit = fr["return_chit"]
    if chit in st["discard"]:
        st["discard"].remove(chit)
        st["cup"] = sorted(st["cup"] + [chit])
        log(st, f"{cname(face_of(st, chit))} goes back in the cup.",
            f"{cname(face_of(st, chit), 'es')} vuelve al recipiente.", "22.2")
