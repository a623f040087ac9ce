"""For the People: the map as the rules read it (over mapdata.py's authored
data and spaces.py), built once at import.

- ``links_between(a, b)``: the connections joining two spaces, each a
  ``Link(kind, bars, bo, land, up64)``: kind "road", "rail", "river" or
  "dotted" (the rough roads of north-east Alabama, 3.3); ``bars`` the
  spaces whose blue bar the link crosses (a river crossing, 5.18); ``bo``
  part of the B&O railroad (3.3); ``land`` usable by land forces (roads,
  railroads, the rough roads, and the Cairo-Paducah river route; rule
  5.1.1); ``up64`` a road that becomes a railroad in Spring 1864.
- ``neighbours(a)``: every space joined to ``a``, in map order.
- the space flags the rules ask for: ports, coastal forts, resource
  centres, capitals, blockade-runner ports and zones, pro-Union and
  Shenandoah spaces, the north-edge rail exits.
- ``union_naval_control(st, space)`` (5.21).
"""

from __future__ import annotations

from typing import NamedTuple

from . import mapdata as MD
from . import spaces as S


class Link(NamedTuple):
    kind: str
    bars: tuple          # the spaces whose blue bar the link crosses (5.18)
    bo: bool             # the B&O (3.3)
    land: bool           # land forces may move along it (rule 5.1.1)
    up64: bool           # a road that becomes a railroad in Spring 1864 (3.3)


_LINKS: dict[tuple[str, str], list[Link]] = {}
_NEIGHBOURS: dict[str, list[str]] = {s: [] for s in S.NAME}
_ORDER = {s: i for i, s in enumerate(S.NAME)}


def _add(a: str, b: str, link_ab: Link, link_ba: Link) -> None:
    _LINKS.setdefault((a, b), []).append(link_ab)
    _LINKS.setdefault((b, a), []).append(link_ba)
    if b not in _NEIGHBOURS[a]:
        _NEIGHBOURS[a].append(b)
    if a not in _NEIGHBOURS[b]:
        _NEIGHBOURS[b].append(a)


def _build() -> None:
    for e in MD.EDGES:
        link = Link(e.kind, e.bars, bool(e.bo), bool(e.land), bool(e.upgrade_1864))
        _add(e.a, e.b, link, link)
    for s in _NEIGHBOURS:
        _NEIGHBOURS[s].sort(key=_ORDER.__getitem__)


_build()


def links_between(a: str, b: str) -> list[Link]:
    return _LINKS.get((a, b), [])


def neighbours(a: str) -> list[str]:
    return _NEIGHBOURS[a]


def state_of(space: str) -> str:
    return S.STATE[space]


def spaces_of(state: str) -> list[str]:
    return _BY_STATE.get(state, [])


_BY_STATE: dict[str, list[str]] = {}
for _s in S.NAME:
    _BY_STATE.setdefault(S.STATE[_s], []).append(_s)


def border(space: str) -> bool:
    return S.ALLEGIANCE[S.STATE[space]] == "border"


def _attr(space: str, key: str, default=None):
    return MD.SPACE[space].get(key, default)


def kind_now(st: dict, link: Link) -> str:
    """3.3: from Spring 1864 the two upgraded roads are railroads."""
    return "rail" if link.up64 and st["turn"] >= 10 else link.kind


def is_port(space: str) -> bool:
    return bool(_attr(space, "port"))


def ports() -> list[str]:
    return _PORTS


_PORTS = [s for s in S.NAME if is_port(s)]


def river_port(space: str) -> bool:
    """A port on a navigable river (5.18)."""
    return bool(_attr(space, "river_port"))


def coastal_fort(space: str) -> str | None:
    """The port a coastal-fort space protects (3.8), or None."""
    return _attr(space, "coastal_fort")


def coastal_fort_of(port: str) -> str | None:
    """The coastal fort protecting ``port``, or None."""
    return _FORT_OF.get(port)


_FORT_OF = {coastal_fort(s): s for s in S.NAME if coastal_fort(s)}


def coastal_forts() -> list[str]:
    return _COASTAL


_COASTAL = [s for s in S.NAME if coastal_fort(s)]


def rc_value(space: str) -> int:
    return int(_attr(space, "rc", 0) or 0)


def resource_centres() -> list[str]:
    return _RCS


_RCS = [s for s in S.NAME if rc_value(s)]


def state_capital(space: str) -> bool:
    """A Union state capital (3.11)."""
    return _attr(space, "capital") == "union_state"


def national_capital(space: str) -> bool:
    return _attr(space, "capital") in ("union_national", "csa_national")


def union_capitals() -> list[str]:
    return [s for s in S.NAME if state_capital(s)]


def pro_union(space: str) -> bool:
    return bool(_attr(space, "pro_union"))


def shenandoah(space: str) -> bool:
    return bool(_attr(space, "shenandoah"))


def rail_exits() -> list[str]:
    return _EXITS


def rail_exit(space: str) -> bool:
    return bool(_attr(space, "rail_exit"))


_EXITS = [s for s in S.NAME if _attr(space=s, key="rail_exit")]


def all_br_ports() -> list[str]:
    return [s for s in S.NAME if _attr(s, "br_zone")]


def br_zones(st: dict) -> dict[str, list[str]]:
    """5.26: each blockade zone's ports (St. Marks only after card 117)."""
    out: dict[str, list[str]] = {}
    for s in S.NAME:
        zone = _attr(s, "br_zone")
        if not zone:
            continue
        if _attr(s, "br_card") and "st_marks_br_port" not in st["flags"]:
            continue
        out.setdefault(zone, []).append(s)
    return out


def br_ports(st: dict) -> list[str]:
    return [p for ps in br_zones(st).values() for p in ps]


def region(name: str) -> list[str]:
    """A named region of the cards' data (``ne_alabama``: the spaces the
    rough roads join)."""
    if name == "ne_alabama":
        out = []
        for (a, b), links in _LINKS.items():
            if any(lk.kind == "dotted" for lk in links):
                out += [a, b]
        return sorted(set(out), key=_ORDER.__getitem__)
    return []


def union_naval_control(st: dict, space: str) -> bool:
    """5.21: the Union navy controls this port (pyapp/games/ftp/naval.py)."""
    from . import naval
    return space in naval.controlled(st)


def bar_controlled(st: dict, space: str) -> bool:
    """5.18: the blue bar at ``space`` is under Union naval control."""
    from . import naval
    return naval.bar_controlled(st, space)
