"""For the People: the state's pieces and how the rules read and change them.

The state is plain JSON (pyapp/games/ftp/rules.py lists every key). This
module is the one place that knows where pieces are kept:

- ``st["sp"][side][space]``: SP on the map outside army boxes (infantry; a
  corps or division is SP with or without generals in a space, 5.5, 5.6);
- ``st["armies"][aid]``: ``{"side", "at": space | None (off the map, its
  marker on the turn track), "sp": infantry SP in its box, "cmd": general id
  | None (a generic commander, 5.4)}``;
- ``st["gens"][gid]``: where a general is: a space id, ``"A:<aid>"`` (in an
  army's box), ``"T<n>"`` (on the turn track, back on turn n), ``"pool"`` (not
  arrived yet), ``"dead"`` (a casualty, 5.13) or ``"out"`` (removed for good,
  5.8). A cavalry general on the map or in an army box *is* his brigade: a
  general and 1 SP at once (5.7);
- ``st["forts"][space]``: a fort counter and its side (5.23); printed coastal
  forts belong to whoever controls their space;
- ``st["ctl"][space]``: the side controlling a space (5.1: control is by PC
  only; a space of a side's original state counts as holding its PC); a
  neutral space has no entry.

Every change of strategic will goes through ``sw`` (fates of war, 5.30).
"""

from __future__ import annotations

from typing import Iterable

from ...core.flowgame import log
from . import oob
from . import spaces as S
from . import tables as T

ROLES = T.ROLES
ENEMY = T.ENEMY
SIDE_EN = {"union": "Union", "csa": "Confederacy"}
SIDE_ES = {"union": "la Unión", "csa": "la Confederación"}
SHORT = {"union": "Union", "csa": "CSA"}
SHORT_ES = {"union": "Unión", "csa": "CSA"}

GEN = oob.GENERALS


def gen_side(gid: str) -> str:
    return GEN[gid].side


def cavalry(gid: str) -> bool:
    return bool(GEN[gid].cavalry)


def pi(gid: str) -> int:
    """Political influence; a cavalry general has none (0), 5.4."""
    return int(GEN[gid].pi or 0)


def gname(gid: str) -> str:
    return GEN[gid].name


def sname(space: str) -> str:
    return S.NAME[space]


def original(space: str) -> str | None:
    """The side whose original state holds ``space`` (None: a border state), 3.2."""
    a = S.ALLEGIANCE[S.STATE[space]]
    return None if a == "border" else ("csa" if a == "csa" else "union")


# -- control -------------------------------------------------------------------------------

def ctl(st: dict, space: str) -> str | None:
    return st["ctl"].get(space)


def set_ctl(st: dict, space: str, side: str | None) -> None:
    if side is None:
        st["ctl"].pop(space, None)
    else:
        st["ctl"][space] = side


# -- forces --------------------------------------------------------------------------------

def loose_sp(st: dict, side: str, space: str) -> int:
    return int(st["sp"][side].get(space, 0))


def add_sp(st: dict, side: str, space: str, n: int) -> None:
    v = loose_sp(st, side, space) + n
    if v < 0:
        raise ValueError(f"negative SP at {space}")
    if v:
        st["sp"][side][space] = v
    else:
        st["sp"][side].pop(space, None)


def armies_at(st: dict, side: str, space: str) -> list[str]:
    return [aid for aid, a in st["armies"].items() if a["side"] == side and a["at"] == space]


def army_gens(st: dict, aid: str) -> list[str]:
    """The generals in an army's box, brigades included, in id order."""
    key = "A:" + aid
    return [g for g, at in st["gens"].items() if at == key]


def brigade_sp(st: dict, g: str) -> int:
    """A cavalry brigade's SP: 1, or 2 for Forrest's or Sheridan's grown one
    (optional rule 7, pyapp/games/ftp/abilities.py)."""
    return 2 if g in st.get("brig2", ()) else 1


def army_total(st: dict, aid: str) -> int:
    """An army's SP: infantry and brigades (5.3: cavalry SP count)."""
    return st["armies"][aid]["sp"] + sum(brigade_sp(st, g) for g in army_gens(st, aid) if cavalry(g))


def gens_at(st: dict, side: str, space: str, inside: bool = True) -> list[str]:
    """Generals of ``side`` at ``space``: loose ones, and (``inside``) those in
    the boxes of the armies there."""
    keys = {space}
    if inside:
        keys |= {"A:" + a for a in armies_at(st, side, space)}
    return [g for g, at in st["gens"].items() if at in keys and gen_side(g) == side]


def loose_gens(st: dict, side: str, space: str) -> list[str]:
    return [g for g, at in st["gens"].items() if at == space and gen_side(g) == side]


def brigades_at(st: dict, side: str, space: str, inside: bool = True) -> list[str]:
    return [g for g in gens_at(st, side, space, inside) if cavalry(g)]


def total_sp(st: dict, side: str, space: str) -> int:
    """Every SP of ``side`` in ``space``: loose, in armies, brigades (5.3)."""
    n = loose_sp(st, side, space) + sum(brigade_sp(st, g) for g in loose_gens(st, side, space) if cavalry(g))
    return n + sum(army_total(st, a) for a in armies_at(st, side, space))


def infantry_sp(st: dict, side: str, space: str) -> int:
    return loose_sp(st, side, space) + sum(st["armies"][a]["sp"] for a in armies_at(st, side, space))


def fort(st: dict, space: str) -> str | None:
    """The side of the fort in ``space`` (a counter, or a printed coastal fort
    held by its controller), 5.23."""
    if space in st["forts"]:
        return st["forts"][space]
    from . import board
    if board.coastal_fort(space):
        return ctl(st, space)
    return None


def occupied(st: dict, side: str, space: str) -> bool:
    """``side`` has a unit in ``space``: SP or a fort (a fort is a unit of 0 SP, 5.1)."""
    return total_sp(st, side, space) > 0 or fort(st, space) == side


def occupied_spaces(st: dict, side: str) -> set[str]:
    """Every space where ``side`` has a unit (SP, a brigade or a fort), in
    one pass over the state (the supply search's index)."""
    out = {s for s, n in st["sp"][side].items() if n > 0}
    for a in st["armies"].values():
        if a["side"] == side and a["at"] and (a["sp"] > 0):
            out.add(a["at"])
    for g, at in st["gens"].items():
        if GEN[g].side != side or not GEN[g].cavalry:
            continue
        if at in S.NAME:
            out.add(at)
        elif at.startswith("A:") and st["armies"][at[2:]]["at"]:
            out.add(st["armies"][at[2:]]["at"])
    out |= {s for s, who in st["forts"].items() if who == side}
    from . import board
    out |= {s for s in board.coastal_forts() if st["ctl"].get(s) == side}
    return out


def occupant(st: dict, space: str) -> str | None:
    for side in ROLES:
        if occupied(st, side, space):
            return side
    return None


def spaces_with(st: dict, side: str) -> list[str]:
    """The spaces holding ``side``'s SP or generals, in map order."""
    here = set(st["sp"][side])
    here |= {a["at"] for a in st["armies"].values() if a["side"] == side and a["at"]}
    here |= {at for g, at in st["gens"].items() if at in S.NAME and gen_side(g) == side}
    return [s for s in S.NAME if s in here]


def commander(st: dict, side: str, space: str) -> str | None:
    """5.5, 5.12: the highest-PI general of a force at rest (an army's
    commander where an army stands); a brigade leads only when alone."""
    for aid in armies_at(st, side, space):
        return st["armies"][aid]["cmd"]
    gens = gens_at(st, side, space)
    inf = [g for g in gens if not cavalry(g)]
    pool = inf or gens
    if not pool:
        return None
    return max(pool, key=lambda g: (pi(g), -sorted(GEN).index(g)))


# -- strategic will --------------------------------------------------------------------------

def sw(st: dict, side: str, delta: int, en: str, es: str, rule: str) -> None:
    """A change of ``side``'s strategic will, fates of war included (5.30),
    logged with its reason."""
    if delta == 0:
        return
    value, sign = st["sw"][side]
    new, new_sign, extra = T.fates_of_war(value, sign, delta)
    st["sw"][side] = [new, new_sign]
    more_en = f" ({extra:+d} fates of war)" if extra else ""
    more_es = f" ({extra:+d} por los hados de la guerra)" if extra else ""
    log(st, f"{SHORT[side]} SW {delta:+d}{more_en}: {en}; now {new}.",
        f"VP de {SHORT_ES[side]} {delta:+d}{more_es}: {es}; ahora {new}.", rule)


def sw_plain(st: dict, side: str, delta: int, en: str, es: str, rule: str) -> None:
    """A change without fates of war (the end-of-scenario adjustments, 5.30)."""
    if delta == 0:
        return
    value, sign = st["sw"][side]
    st["sw"][side] = [max(0, value + delta), sign]
    log(st, f"{SHORT[side]} SW {delta:+d}: {en}; now {st['sw'][side][0]}.",
        f"VP de {SHORT_ES[side]} {delta:+d}: {es}; ahora {st['sw'][side][0]}.", rule)


def sw_value(st: dict, side: str) -> int:
    return int(st["sw"][side][0])


# -- generals leaving the map ---------------------------------------------------------------

def to_track(st: dict, gid: str, turns: int | None = None) -> None:
    """A general off the map until a later reinforcement phase: next turn, or
    three turns later for a CSA cavalry general (5.4, 5.7)."""
    if turns is None:
        turns = 3 if (cavalry(gid) and gen_side(gid) == "csa") else 1
    st["gens"][gid] = f"T{st['turn'] + turns}"


def names(gids: Iterable[str]) -> str:
    return ", ".join(gname(g) for g in gids)


ARMY_ES = {"u_potomac": "Ejército del Potomac", "u_tennessee": "Ejército del Tennessee",
           "u_cumberland": "Ejército del Cumberland", "u_missouri": "Ejército del Misuri",
           "c_northern_virginia": "Ejército de Virginia del Norte", "c_tennessee": "Ejército de Tennessee",
           "c_mississippi": "Ejército de Misisipi", "c_west": "Ejército del Oeste"}


def army_name(aid: str, lang: str = "en") -> str:
    """An army's name (no game effect, 2.4), without its article."""
    from . import oob as _oob
    if lang == "es":
        return ARMY_ES.get(aid, aid)
    return _oob.ARMIES[aid].name if aid in _oob.ARMIES else aid
