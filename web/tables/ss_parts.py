"""Stonewall's Sword's table: the parts that need no browser.

The map's static ground as geometry in map units, built from the authored
map (``pyapp.games.ss.mapdata``, ``grid``): the grid's columns are east-west
lines on the ground with row numbers growing westward (MAP_NOTES.md "The
grid"), so the table draws the grid turned a quarter, north up and west on
the left, and the flat-topped hexes of the data come out pointy-topped on
screen. Then the counters in the boxed game's manner (4.1: brigade band on
top, the unit's name, SP / weapon / CR at the bottom; the Depleted face
lighter), the markers as small drawable specs, and the words for hexes,
hexsides and counters in English and Spanish.

The canvas (``ss_map``) builds on these; pure Python, tested natively
(tests/test_ss_table_parts.py).

A counter handed to the map is a plain dict (the rules' view will give
them)::

    {"id": "c-5-va", "hex": "1517",
     "depleted": False,            # or "face": "fresh" | "depleted" (4.1)
     "mh": 0,                      # Morale Hits: 1 Shaken, 2 Disrupted (15.6);
                                   # or "morale": "shaken" | "disrupted"
     "skirmish": False,            # Skirmish Order (18.0)
     "markers": []}                # more MARKERS ids: "fatigue", "attack", ...

Colours: the ten levels are tinted from the darkest green (level 1) to pale
yellow (level 10), as the rulebook describes its map (3.2a), and each level
also carries its number at zoom. The two sides differ in lightness (Union
dark blue, Confederate light grey) and in shape (Union counters square,
Confederate ones rounded); states carry a number or letters (Shaken "-1",
Disrupted "-2", Skirmish Order "SO"), never only a colour.
"""

from __future__ import annotations

import math
from html import escape

from pyapp.games.ss import data as D
from pyapp.games.ss.chits import CHITS
from pyapp.games.ss.grid import GRID, HEXES, PLACES, REAR_AREA
from pyapp.games.ss.mapdata import ENTRY, HEXES as MAP, NAMES, POND, ROADS, SIDES, WATER
from pyapp.games.ss.scenarios import SCENARIOS
from pyapp.games.ss.tables import CSA_AUTOMATIC_VICTORY_HEX, REAR_AREA_VP

from ..widgets.hexdraw import hachure
from ..widgets.hexparts import HexLayout, key_html, key_row, slope_sides, swatch, tr

HEX = 40.0                    # centre to corner, in map units
SQRT3 = math.sqrt(3.0)

# -- geometry ----------------------------------------------------------------------------------

def _screen(gx: float, gy: float) -> tuple:
    """A grid point (the data's flat layout) in map units (north up)."""
    return (-gy, gx)                           # row numbers grow westward: x = east, y = south


LAYOUT = HexLayout(GRID, HEXES, HEX, _screen, lambda x, y: (y, -x))
_CENTRE = LAYOUT.centres
centre = LAYOUT.centre
corners = LAYOUT.corners
hex_at = LAYOUT.hex_at
bounds = LAYOUT.bounds
_off_map = LAYOUT.off_map


def neighbours(h: str) -> list:
    return [GRID.label(n) for n in GRID.neighbours(GRID.parse(h))]


def side_points(a: str, b: str) -> tuple:
    """The two corners the adjacent hexes ``a`` and ``b`` share."""
    ha = GRID.parse(a)
    p, q = GRID.side_points(ha, GRID.direction(ha, GRID.parse(b)), HEX)
    return _screen(*p), _screen(*q)


def side_mid(a: str, b: str) -> tuple:
    (x1, y1), (x2, y2) = side_points(a, b)
    return (x1 + x2) / 2, (y1 + y2) / 2


def compass(a: str, b: str) -> int:
    """The screen direction from hex ``a`` to hex ``b`` as 0..7 (0 east,
    counter-clockwise in 45-degree steps, 2 north)."""
    (ax, ay), (bx, by) = centre(a), centre(b)
    ang = math.degrees(math.atan2(-(by - ay), bx - ax)) % 360
    return int(((ang + 22.5) % 360) // 45)


# -- the ground --------------------------------------------------------------------------------

def terrain(h: str) -> str:
    return MAP[h]["t"]


def level(h: str) -> int:
    return MAP[h]["e"]


def by_terrain() -> dict:
    """{terrain: [hex, ...]} of every hex."""
    out: dict = {}
    for h in HEXES:
        out.setdefault(terrain(h), []).append(h)
    return out


def by_level() -> dict:
    out: dict = {}
    for h in HEXES:
        out.setdefault(level(h), []).append(h)
    return dict(sorted(out.items()))


def _jitter(h: str, k: int) -> float:
    """A fixed pseudo-random number in [-1, 1) for hex ``h`` and index ``k``
    (so the woods do not look stamped, and always look the same)."""
    n = (int(h) * 2654435761 + k * 40503) & 0xFFFFFFFF
    n ^= n >> 13
    n = (n * 1274126177) & 0xFFFFFFFF
    return (n % 2000) / 1000.0 - 1.0


_TREE_SPOTS = ((-0.45, -0.3), (0.05, -0.55), (0.48, -0.25), (-0.5, 0.28), (0.0, 0.02), (0.47, 0.3),
               (-0.08, 0.56))


def trees(h: str) -> list:
    """(x, y, radius) of the tree crowns drawn in a woods hex."""
    cx, cy = centre(h)
    out = []
    for k, (dx, dy) in enumerate(_TREE_SPOTS):
        out.append((cx + (dx + 0.08 * _jitter(h, k)) * HEX, cy + (dy + 0.08 * _jitter(h, k + 7)) * HEX,
                    HEX * (0.17 + 0.03 * _jitter(h, k + 14))))
    return out


def corn_rows(h: str) -> list:
    """Line segments: rows of corn across a cornfield hex (slanting)."""
    cx, cy = centre(h)
    r = HEX * SQRT3 / 2 * 0.82                  # inside the hex's inner circle
    ux, uy = math.cos(math.radians(-20)), math.sin(math.radians(-20))
    px, py = -uy, ux
    out = []
    for d in (-0.62, -0.31, 0.0, 0.31, 0.62):
        off = d * r
        half = math.sqrt(max(r * r - off * off, 0.0))
        mx, my = cx + px * off, cy + py * off
        out.append(((mx - ux * half, my - uy * half), (mx + ux * half, my + uy * half)))
    return out


def rough_marks(h: str) -> list:
    """Polylines: little broken peaks scattered over a rough hex."""
    cx, cy = centre(h)
    out = []
    for dx, dy in ((-0.4, -0.2), (0.3, -0.35), (0.0, 0.25), (0.42, 0.3), (-0.35, 0.45)):
        x, y = cx + dx * HEX, cy + dy * HEX
        w = HEX * 0.13
        out.append([(x - w, y + w * 0.7), (x - w * 0.3, y - w * 0.6), (x + w * 0.1, y), (x + w * 0.5, y - w * 0.8),
                    (x + w, y + w * 0.7)])
    return out


def summit_hatch(h: str) -> list:
    """Segments: dense hatching over a summit hex (never entered, 13.3)."""
    cx, cy = centre(h)
    r = HEX * SQRT3 / 2 * 0.9
    out = []
    for k in range(-4, 5):
        off = k * r / 4.5
        half = math.sqrt(max(r * r - off * off, 0.0))
        # 45-degree lines
        ux, uy = math.sqrt(0.5), -math.sqrt(0.5)
        px, py = math.sqrt(0.5), math.sqrt(0.5)
        mx, my = cx + px * off, cy + py * off
        out.append(((mx - ux * half, my - uy * half), (mx + ux * half, my + uy * half)))
    return out


def creek_lines() -> list:
    """Polylines of the dry creek beds (3.2c: drawn, no effect on play): each
    run of adjacent dry-creek hexes joined centre to centre along a tree
    (no loops where three or four of them touch), and a short wiggle in a
    dry-creek hex with none next to it."""
    dry = sorted(h for h in HEXES if terrain(h) == "dry_creek")
    dset = set(dry)
    seen: set = set()
    out = []
    for start in sorted(dry, key=lambda h: (sum(n in dset for n in neighbours(h)), h)):
        if start in seen:
            continue
        seen.add(start)
        stack = [start]
        if not any(n in dset for n in neighbours(start)):
            cx, cy = centre(start)
            out.append([(cx - HEX * 0.5, cy - HEX * 0.2), (cx - HEX * 0.15, cy + HEX * 0.1),
                        (cx + HEX * 0.2, cy - HEX * 0.1), (cx + HEX * 0.5, cy + HEX * 0.2)])
        while stack:
            h = stack.pop()
            for n in neighbours(h):
                if n in dset and n not in seen:
                    seen.add(n)
                    out.append([centre(h), centre(n)])
                    stack.append(n)
    return out


def contours() -> list:
    """(hex a, hex b, kind) for every hexside between two levels: "slope"
    (3.2f), "steep_slope" (3.2g) or "gentle" (a level change with no Slope
    hexside: it matters for line of sight only)."""
    out = []
    for h in HEXES:
        for n in neighbours(h):
            if h < n and level(h) != level(n):
                rec = SIDES.get(f"{h}/{n}", {})
                f = rec.get("f", [])
                kind = "steep_slope" if "steep_slope" in f else "slope" if "slope" in f else "gentle"
                out.append((h, n, kind))
    return out


def slopes() -> list:
    """(uphill hex, downhill hex, steep) for every Slope and Steep Slope hexside."""
    return [(up, down, "steep_slope" in rec["f"]) for up, down, rec in slope_sides(SIDES)]


def hachures(up: str, down: str, steep: bool) -> list:
    """Line segments (map units) for one slope: a line along the hexside
    just inside the higher hex, with ticks falling toward the lower one
    (more and longer ticks on a Steep Slope)."""
    return hachure(*side_points(up, down), centre(up), HEX, 7 if steep else 4, HEX * (0.2 if steep else 0.12),
                   0.07)


def streams() -> list:
    """(hex a, hex b) of every Running Stream hexside (3.2c)."""
    return [tuple(side.split("/")) for side, rec in sorted(SIDES.items()) if "stream" in rec["f"]]


def stream_names() -> list:
    """(stream id, (x, y) where to write its name): the middle of its banks."""
    out = []
    for sid, (bank_a, bank_b) in WATER.items():
        mids = [side_mid(a, b) for a, b in streams() if (a in bank_a and b in bank_b) or (a in bank_b and b in bank_a)]
        if mids:
            mids.sort()
            out.append((sid, mids[len(mids) // 2]))
    return out


def ponds() -> list:
    """(hex a, hex b) of every Pond hexside (3.2c: impassable)."""
    return [tuple(side.split("/")) for side in sorted(POND)]


def crossings() -> list:
    """(hexside, "bridge" | "ford", (x, y) midpoint, angle of the road in radians)."""
    out = []
    for side, rec in sorted(SIDES.items()):
        if rec.get("crossing"):
            a, b = side.split("/")
            (ax, ay), (bx, by) = centre(a), centre(b)
            out.append((side, rec["crossing"], side_mid(a, b), math.atan2(by - ay, bx - ax)))
    return out


# -- roads ---------------------------------------------------------------------------------------

ROAD_ORDER = ("trail", "pike")      # drawn in this order: pikes over trails


def _edge_tail(end: str, prev: str):
    """Where a road ending on a map edge leaves the map: the midpoint of the
    end hex's outer side most nearly along the road, or None inside."""
    off = _off_map(end)
    if not off:
        return None
    (ex, ey), (px, py) = centre(end), centre(prev)
    rx, ry = ex - px, ey - py
    nx, ny = max(off, key=lambda p: (p[0] - ex) * rx + (p[1] - ey) * ry)
    return (ex + nx) / 2, (ey + ny) / 2


def road_commands(rid: str) -> list:
    """The road as path commands in map units: ("M", x, y), ("L", x, y),
    ("Q", cx, cy, x, y). It runs from hex centre to hex centre through the
    midpoints of the hexsides it crosses (13.5: the road graphic crosses
    the shared hexside), curving inside each hex, and off the map's edge
    where it ends on one."""
    path = ROADS[rid]["hexes"]
    pts = [centre(h) for h in path]
    mids = [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in zip(pts, pts[1:])]
    cmds: list = []
    head = _edge_tail(path[0], path[1])
    if head:
        cmds += [("M", *head), ("L", *pts[0])]
    else:
        cmds.append(("M", *pts[0]))
    cmds.append(("L", *mids[0]))
    for k in range(1, len(path) - 1):
        cmds.append(("Q", *pts[k], *mids[k]))
    cmds.append(("L", *pts[-1]))
    tail = _edge_tail(path[-1], path[-2])
    if tail:
        cmds.append(("L", *tail))
    return cmds


def commands_svg(cmds) -> str:
    return " ".join(c[0] + " ".join(f"{v:.2f}" for v in c[1:]) for c in cmds)


def sample_commands(cmds, per: int = 12) -> list:
    """Points along a path of commands (for tests and hit checks)."""
    out = []
    x0 = y0 = 0.0
    for c in cmds:
        if c[0] == "M":
            x0, y0 = c[1], c[2]
            out.append((x0, y0))
        elif c[0] == "L":
            for k in range(1, per + 1):
                t = k / per
                out.append((x0 + (c[1] - x0) * t, y0 + (c[2] - y0) * t))
            x0, y0 = c[1], c[2]
        else:
            _q, qx, qy, x1, y1 = c
            for k in range(1, per + 1):
                t = k / per
                u = 1 - t
                out.append((u * u * x0 + 2 * u * t * qx + t * t * x1, u * u * y0 + 2 * u * t * qy + t * t * y1))
            x0, y0 = x1, y1
    return out


def road_label(rid: str) -> tuple:
    """((x, y), angle in radians) where to write a road's name: along its
    middle stretch, never upside down."""
    path = ROADS[rid]["hexes"]
    k = max(0, len(path) // 2 - 1)
    (ax, ay), (bx, by) = centre(path[k]), centre(path[k + 1])
    ang = math.atan2(by - ay, bx - ax)
    if ang > math.pi / 2:
        ang -= math.pi
    elif ang < -math.pi / 2:
        ang += math.pi
    return ((ax + bx) / 2, (ay + by) / 2), ang


def entry_arrows() -> list:
    """(entry hex, side entering, road id, (x0, y0) off the map, (x1, y1) at
    the hex's edge): an arrow onto the map at each entry hex (20.2, 20.3, 22)."""
    return [(hx, side, road, *LAYOUT.road_entry(ROADS[road]["hexes"], hx))
            for hx, (side, road, _rule) in sorted(ENTRY.items())]


# -- victory, the Rear Area, a scenario's closed ground ------------------------------------------

def vp_marks() -> list:
    """(hex, side scoring it, VP, per turn, name) of every victory hex (19.1, 19.2)."""
    return [(h, r["side"], r["vp"], r["per_turn"], r["name"]) for h, r in sorted(D.vp_hexes().items())]


AUTOMATIC_VICTORY = CSA_AUTOMATIC_VICTORY_HEX       # 19.1: Cedar Run Church


def rear_area_edges() -> list:
    """Segments along the West edge of the Confederate Rear Area (19.2)."""
    out = []
    for h in REAR_AREA:
        cx, _cy = centre(h)
        for nx, ny in _off_map(h):
            if nx < cx - 1e-6:
                # the side between h and that off-map neighbour
                mid = ((cx + nx) / 2, (centre(h)[1] + ny) / 2)
                pts = sorted(corners(h), key=lambda p: math.hypot(p[0] - mid[0], p[1] - mid[1]))[:2]
                out.append(tuple(pts))
    return out


def closed_edges(scenario: str) -> list:
    """Segments of the line a scenario closes (22.1 rule 5: nothing may enter
    column 30 or beyond in "The Valley of Vengeance"), or []."""
    col = (SCENARIOS[scenario].get("special") or {}).get("closed_from_column")
    if not col:
        return []
    out = []
    for h in HEXES:
        if int(h[:2]) == col - 1:
            for n in neighbours(h):
                if int(n[:2]) == col:
                    out.append(side_points(h, n))
    return out


# -- names on the map ------------------------------------------------------------------------------

# Proper names stay as the rulebook prints them (the Spanish text keeps them in
# English); descriptive ones are translated.
AREA_NAMES = {
    "The Wheatfield": ("The Wheatfield", "The Wheatfield (trigal)"),
    "The Brushy Field": ("The Brushy Field", "The Brushy Field (maleza)"),
    "The timber belt": ("the timber belt", "franja de bosque"),
    "The Cornfield": ("The Cornfield", "The Cornfield (maizal)"),
    "Cedar Mountain": ("Cedar Mountain", "Cedar Mountain"),
    "Cedar Mountain summit": ("summit: no entry", "cima: prohibida"),
    "The Slaughter shelf": ("the Slaughter shelf", "la terraza de Slaughter"),
}
STREAM_NAMES = {"cedar_run": ("Cedar Run", "Cedar Run"), "mill_branch": ("the mill branch", "arroyo del molino")}


def _mean(points) -> tuple:
    pts = list(points)
    return sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)


def place_labels(lang: str = "en") -> list:
    """(text, (x, y), kind) of the names on the map: "area" (a stretch of
    ground, written large), "place" (one hex: under the hex's centre),
    "road" and "stream" (placed by ``road_label`` / ``stream_names``)."""
    i = 1 if lang == "es" else 0
    out = []
    for name, hexes in PLACES.items():
        if len(hexes) == 1:
            h = hexes[0]
            text = NAMES.get(h, name)
            out.append((text, (centre(h)[0], centre(h)[1] + HEX * 0.62), "place"))
        elif name in AREA_NAMES:
            if name == "Cedar Mountain":
                spot = _mean(centre(h) for h in hexes if int(h[:2]) <= 34)
            else:
                spot = _mean(centre(h) for h in hexes)
            out.append((AREA_NAMES[name][i], spot, "area"))
    for sid, spot in stream_names():
        out.append((STREAM_NAMES.get(sid, (sid, sid))[i], spot, "stream"))
    return out


# -- colours -----------------------------------------------------------------------------------------

# 3.2a: the levels tinted from the darkest green (1, lowest) to yellow (10, highest).
LEVEL_FILL = {
    1: "#6f9a5c", 2: "#81a764", 3: "#93b36c", 4: "#a6bf75", 5: "#b8ca7f",
    6: "#cbd489", 7: "#dcdc93", 8: "#e9e09c", 9: "#f2e3a5", 10: "#f7e7b4",
}
TERRAIN_OVERLAY = {
    "woods": "rgba(38,86,38,0.42)", "cornfield": "rgba(214,160,40,0.38)",
    "rough": "rgba(120,90,60,0.22)", "summit": "#a99c85",
}
TREE, TREE_EDGE = "#2f5e2c", "#1f3f1d"
CORN = "#8a6514"
ROCK = "#5f4a30"
SUMMIT_HATCH = "#6d6150"
CREEK = "#4f86c6"
CONTOUR = "#6e4a22"
STREAM = "#2a6bbf"
POND_FILL = "#3b7fd0"
ROAD_CASING = "#fbf6e4"
PIKE, TRAIL = "#8a2f12", "#6b4a24"
BRIDGE = "#2a2623"
ENTRY_INK = {"usa": "#1f3f7a", "csa": "#55524b"}
GRID_LINE = "rgba(50,45,30,0.28)"
REAR = "#1f3f7a"
CLOSED = "#b0201a"
INK = "#1d1b16"
PAPER = "#fffdf6"
VP_FILL = {"usa": "#1f3f7a", "csa": "#55524b"}
VP_INK = "#ffffff"
AREA_INK, PLACE_INK = "rgba(45,35,20,0.72)", "#2a2418"
WATER_INK = "#1d4f8f"

# Counters. Union dark blue, Confederate light grey; the Depleted face lighter (4.1).
BODY = {("usa", False): "#1f3f7a", ("usa", True): "#5573ab",
        ("csa", False): "#b3afa6", ("csa", True): "#e4e1da"}
BODY_INK = {("usa", False): "#ffffff", ("usa", True): "#ffffff",
            ("csa", False): INK, ("csa", True): INK}
EDGE = {"usa": "#0f2147", "csa": "#5c5850"}
# Brigade bands: one colour family per division (Okabe-Ito hues), a shade per brigade.
DIVISION_COLOUR = {"williams": "#e69f00", "augur": "#cc79a7", "ricketts": "#009e73",
                   "winder": "#d55e00", "ewell": "#f0e442", "hill": "#56b4e9"}
BRIGADE_BAND = {
    "crawford": "#e69f00", "gordon": "#f7c65e",
    "geary": "#cc79a7", "prince": "#e8b3d0", "greene": "#9e4f82",
    "duryee": "#009e73", "tower": "#66c7a8", "hartsuff": "#00704f", "carroll": "#a6e0cc",
    "garnett": "#de6808", "ronald": "#f2955a", "taliaferro": "#9c4500",
    "early": "#f0e442", "trimble": "#c9b800", "forno": "#f8f2a6",
    "thomas": "#56b4e9", "branch": "#9ad2f2", "archer": "#2f8fcc", "pender": "#c4e6f8", "field": "#15608f",
}
KIND_BAND = {"art": "#2a2623", "cav": "#c9a227"}


def ink_for(fill: str) -> str:
    """Dark or white ink, whichever reads better on ``fill`` (#rrggbb)."""
    r, g, b = (int(fill[i:i + 2], 16) / 255 for i in (1, 3, 5))

    def lin(c):
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    lum = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    return INK if (lum + 0.05) / 0.05 > 1.05 / (lum + 0.05) else "#ffffff"


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two #rrggbb colours."""
    def lum(c):
        vals = [int(c[i:i + 2], 16) / 255 for i in (1, 3, 5)]
        vals = [v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in vals]
        return 0.2126 * vals[0] + 0.7152 * vals[1] + 0.0722 * vals[2]
    la, lb = sorted((lum(a), lum(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


# -- words for the ground ------------------------------------------------------------------------------

TERRAIN_WORDS = {
    "clear": ("clear", "despejado"), "woods": ("woods", "bosque"), "cornfield": ("cornfield", "maizal"),
    "rough": ("rough", "terreno anguloso"), "dry_creek": ("clear, a dry creek bed (no effect)",
                                                         "despejado, arroyo seco (sin efecto)"),
    "summit": ("the summit of Cedar Mountain: never entered", "la cima de Cedar Mountain: no se entra nunca"),
}
SIDE_WORDS = {"slope": ("slope", "ladera"), "steep_slope": ("steep slope", "ladera empinada"),
              "stream": ("running stream", "arroyo corriente"), "pond": ("pond (impassable)", "estanque (intransitable)")}
ROAD_WORDS = {"pike": ("pike", "peaje"), "trail": ("trail", "camino")}
SIDE_NAMES = {"usa": ("Union", "de la Unión"), "csa": ("Confederate", "confederada")}   # es: after a feminine noun
COMPASS = (("east", "este"), ("north-east", "noreste"), ("north", "norte"), ("north-west", "noroeste"),
           ("west", "oeste"), ("south-west", "suroeste"), ("south", "sur"), ("south-east", "sureste"))


def _w(pair, lang: str) -> str:
    return pair[1] if lang == "es" else pair[0]


def terrain_words(h: str, lang: str) -> str:
    return _w(TERRAIN_WORDS[terrain(h)], lang)


def hex_words(h: str, lang: str) -> str:
    """"1914 The Gate: clear, level 6, Culpeper Road (pike), ..., Union VP 4 a turn"."""
    name = NAMES.get(h)
    bits = [terrain_words(h, lang)]
    if terrain(h) != "summit":
        bits.append(tr(lang, f"level {level(h)}", f"nivel {level(h)}"))
    for rid, r in sorted(ROADS.items(), key=lambda kv: (kv[1]["class"] != "pike", kv[0])):
        if h in r["hexes"]:
            bits.append(f"{r['name']['es' if lang == 'es' else 'en']} ({_w(ROAD_WORDS[r['class']], lang)})")
    vp = D.vp_hexes().get(h)
    if vp:
        if vp["per_turn"]:
            bits.append(tr(lang, f"Union VP {vp['vp']} a turn", f"{vp['vp']} PV de la Unión por turno"))
        else:
            bits.append(tr(lang, f"Confederate VP {vp['vp']}", f"{vp['vp']} PV confederados"))
    if h == AUTOMATIC_VICTORY:
        bits.append(tr(lang, "Confederate automatic victory", "victoria automática confederada"))
    if h in REAR_AREA:
        bits.append(tr(lang, f"Confederate Rear Area (Union {REAR_AREA_VP} VP a turn)",
                       f"Retaguardia confederada ({REAR_AREA_VP} PV de la Unión por turno)"))
    if h in ENTRY:
        side = ENTRY[h][0]
        bits.append(tr(lang, f"{_w(SIDE_NAMES[side], 'en')} entry hex",
                       "hex de entrada " + ("de la Unión" if side == "usa" else "confederado")))
    head = f"{h} {name}" if name else h
    return f"{head}: {', '.join(bits)}"


def side_words(a: str, b: str, lang: str) -> str:
    """The hexside between ``a`` and ``b`` in words: "2208/2209: slope, up to
    2209", "2905/3005: running stream, bridge"; "" for a plain hexside."""
    side = "/".join(sorted((a, b)))
    rec = SIDES.get(side)
    if not rec:
        return ""
    bits = [_w(SIDE_WORDS[f], lang) for f in rec["f"]]
    if "up" in rec:
        bits.append(tr(lang, f"up to {rec['up']}", f"sube hacia {rec['up']}"))
    if rec.get("crossing"):
        bits.append(_w({"bridge": ("bridge", "puente"), "ford": ("ford", "vado")}[rec["crossing"]], lang))
    return f"{side}: {', '.join(bits)}"


def direction_words(a: str, b: str, lang: str) -> str:
    return _w(COMPASS[compass(a, b)], lang)


# -- counters ------------------------------------------------------------------------------------------

WEAPON_WORDS = {"Sm": ("smoothbore", "ánima lisa"), "Rf": ("rifled", "rayadas"),
                "Sr": ("Sharps carbines", "carabinas Sharps"), "Mx": ("mixed battery", "batería mixta")}
KIND_WORDS = {"inf": ("infantry", "infantería"), "art": ("artillery", "artillería"), "cav": ("cavalry", "caballería")}
KIND_BAND_WORDS = {"art": ("Artillery", "Artillería"), "cav": ("Cavalry", "Caballería")}
FACE_WORDS = {False: ("fresh", "cara Nueva"), True: ("depleted", "cara Desgastada")}
MORALE_WORDS = {1: ("Shaken", "Conmocionada"), 2: ("Disrupted", "En Desorden")}


def normalise(c: dict) -> dict:
    """A counter dict in the one form the map draws (see the module docstring)."""
    depleted = bool(c.get("depleted")) or c.get("face") == "depleted" or c.get("state") == "depleted"
    mh = c.get("mh")
    if mh is None:
        mh = {"shaken": 1, "disrupted": 2}.get(c.get("morale") or c.get("state") or "", 0)
    markers = [m for m in (c.get("markers") or []) if m in MARKERS]
    return {"id": c["id"], "hex": c.get("hex"), "depleted": depleted, "mh": max(0, min(2, int(mh))),
            "skirmish": bool(c.get("skirmish")), "markers": markers}


def band(uid: str, lang: str = "en") -> tuple:
    """(text, fill, ink) of a counter's top band: its brigade (4.1), or the
    kind of an independent battery or the cavalry (5.0)."""
    u = D.UNITS[uid]
    if u["kind"] in KIND_BAND:
        fill = KIND_BAND[u["kind"]]
        return _w(KIND_BAND_WORDS[u["kind"]], lang), fill, ink_for(fill)
    fill = BRIGADE_BAND[u["brigade"]]
    return D.BRIGADES[u["brigade"]]["commander"], fill, ink_for(fill)


def values(uid: str, depleted: bool) -> tuple:
    """(SP, weapon, CR) as the face up prints them: "C" for a cadre (4.1)."""
    sp, cr = D.face(uid, depleted)
    return str(sp), D.UNITS[uid]["weapon"], str(cr)


def counter_spec(c: dict, lang: str = "en") -> dict:
    """What a counter shows: its body and ink (side, face), band, name,
    values and the markers on it, with the side's shape ("square" Union,
    "round" Confederate)."""
    n = normalise(c)
    uid = n["id"]
    u = D.UNITS[uid]
    side, dep = u["side"], n["depleted"]
    text, fill, ink = band(uid, lang)
    sp, weapon, cr = values(uid, dep)
    markers = ([("shaken", "disrupted")[n["mh"] - 1]] if n["mh"] else []) + (["skirmish"] if n["skirmish"] else [])
    markers += [m for m in n["markers"] if m not in markers]
    return {"id": uid, "hex": n["hex"], "side": side, "kind": u["kind"], "depleted": dep,
            "body": BODY[(side, dep)], "ink": BODY_INK[(side, dep)], "edge": EDGE[side],
            "shape": "square" if side == "usa" else "round",
            "band": text, "band_fill": fill, "band_ink": ink, "label": u["label"],
            "sp": sp, "weapon": weapon, "cr": cr, "stats": f"{sp} {weapon} {cr}", "markers": markers}


def counter_words(c: dict, lang: str, where: bool = False) -> str:
    """A counter in words: "5 VA (5th Virginia), Ronald's Brigade, Winder's
    Division: 10 SP, rifled, CR 5, fresh"; markers after."""
    n = normalise(c)
    uid = n["id"]
    u = D.UNITS[uid]
    sp, weapon, cr = values(uid, n["depleted"])
    name = u["name"]["es" if lang == "es" else "en"]
    head = name if name.startswith(u["label"]) else f"{u['label']} ({name})"
    if where and n["hex"]:
        head += tr(lang, f" at {n['hex']}", f" en {n['hex']}")
    if u["brigade"]:
        b = D.BRIGADES[u["brigade"]]
        formation = f"{b['name']['es' if lang == 'es' else 'en']}, {D.DIVISIONS[b['div']]['name']['es' if lang == 'es' else 'en']}"
    else:
        kind = _w(KIND_WORDS[u["kind"]], lang)
        formation = (f"{kind} {_w(SIDE_NAMES[u['side']], 'es')}" if lang == "es"
                     else f"{_w(SIDE_NAMES[u['side']], 'en')} {kind}")
    sp_text = tr(lang, "C (cadre, 1/2 SP)", "C (cuadro, 1/2 PF)") if sp == "C" else tr(lang, f"{sp} SP", f"{sp} PF")
    facts = [sp_text, _w(WEAPON_WORDS[weapon], lang), tr(lang, f"CR {cr}", f"VC {cr}"), _w(FACE_WORDS[n["depleted"]], lang)]
    for m in counter_spec(c, lang)["markers"]:
        facts.append(_w(MARKERS[m]["title"], lang))
    return f"{head}, {formation}: {', '.join(facts)}"


def stack_offsets(n: int, size: float) -> list:
    """(dx, dy) of each of ``n`` counters of one stack from its centre,
    bottom first: a fan up and to the right, so each lower counter's band
    shows (at most 4 drawn)."""
    shown = min(n, 4)
    step = size * 0.16
    mid = (shown - 1) / 2
    return [((i - mid) * step * 0.55, -(i - mid) * step) for i in range(shown)]


def counter_px(hex_px: float) -> float:
    """A counter's side on screen for a hex of ``hex_px`` (centre to corner)."""
    return max(10.0, min(96.0, hex_px * 0.98))


def setup_counters(scenario: str) -> list:
    """The counter dicts of a scenario's set-up (22.1, 22.2), Fresh and
    unmarked, the skirmishers in Skirmish Order (18.0)."""
    sc = SCENARIOS[scenario]
    return [{"id": uid, "hex": hx, "skirmish": uid in sc["skirmish"]} for uid, hx in sc["setup"].items()]


# -- markers and chits as small drawable specs ----------------------------------------------------------

# shape: "square" | "round" | "flag" | "tag"; text: the letters it carries
# (never colour alone); title: its meaning; rule: where it comes from.
MARKERS = {
    "shaken": {"shape": "square", "fill": "#ffd23f", "ink": INK, "text": ("-1", "-1"),
               "title": ("Shaken: SP and CR -1", "Conmocionada: PF y VC -1"), "rule": "15.6"},
    "disrupted": {"shape": "square", "fill": "#b3202a", "ink": "#ffffff", "text": ("-2", "-2"),
                  "title": ("Disrupted: SP and CR -2", "En Desorden: PF y VC -2"), "rule": "15.6"},
    "skirmish": {"shape": "tag", "fill": "#2e7d4f", "ink": "#ffffff", "text": ("SO", "OE"),
                 "title": ("Skirmish Order", "En Orden de Escaramuza"), "rule": "18.0"},
    "available": {"shape": "flag", "fill": "#ffffff", "ink": INK, "text": ("", ""),
                  "title": ("brigade available", "brigada disponible"), "rule": "4.3"},
    "activated": {"shape": "square", "fill": "#4a4a4a", "ink": "#ffffff", "text": ("ACT", "ACT"),
                  "title": ("brigade activated", "brigada activada"), "rule": "4.3"},
    "attack": {"shape": "round", "fill": "#b3202a", "ink": "#ffffff", "text": ("A", "A"),
               "title": ("Attack order", "orden de Atacar"), "rule": "11.2"},
    "defend": {"shape": "round", "fill": "#1f3f7a", "ink": "#ffffff", "text": ("D", "D"),
               "title": ("Defend order", "orden de Defender"), "rule": "11.3"},
    "maneuver": {"shape": "round", "fill": "#2e7d4f", "ink": "#ffffff", "text": ("M", "M"),
                 "title": ("Maneuver order", "orden de Maniobrar"), "rule": "11.4"},
    "regroup": {"shape": "round", "fill": "#ffffff", "ink": INK, "text": ("R", "R"),
                "title": ("Regroup order", "orden de Reagruparse"), "rule": "11.5"},
    "fatigue": {"shape": "round", "fill": "#6a3d9a", "ink": "#ffffff", "text": ("½", "½"),
                "title": ("Fatigue: half movement", "Fatiga: mitad de movimiento"), "rule": "10.4"},
    "quick_march": {"shape": "round", "fill": "#ffffff", "ink": INK, "text": ("+3", "+3"),
                    "title": ("Quick March: +3 MP", "Marcha Rápida: +3 PM"), "rule": "10.4"},
}


def marker_spec(kind: str, lang: str = "en") -> dict:
    m = MARKERS[kind]
    return {"kind": kind, "shape": m["shape"], "fill": m["fill"], "ink": m["ink"], "text": _w(m["text"], lang),
            "title": _w(m["title"], lang), "rule": m["rule"]}


def activation_spec(brigade: str, activated: bool, lang: str = "en") -> dict:
    """A Brigade Activation Status marker (4.3): the flag face while the
    brigade is available, the plain face once activated; in the brigade's
    colour, with its name."""
    fill = BRIGADE_BAND[brigade]
    return {"kind": "activated" if activated else "available", "shape": "square" if activated else "flag",
            "fill": "#4a4a4a" if activated else fill, "ink": "#ffffff" if activated else ink_for(fill),
            "text": D.BRIGADES[brigade]["commander"],
            "title": _w(MARKERS["activated" if activated else "available"]["title"], lang), "rule": "4.3"}


def chit_spec(chit: str, lang: str = "en") -> dict:
    """A leader's chit (Division Activation or CiC, 4.4): the general, his
    Command Value, the division's colour; a casualty twin carries a red cross."""
    c = CHITS[chit]
    side = c["side"]
    fill = DIVISION_COLOUR.get(c["div"] or "", BODY[(side, False)])
    return {"kind": c["kind"], "side": side, "shape": "round", "body": BODY[(side, False)],
            "ink": BODY_INK[(side, False)], "ring": fill, "text": c["name"]["es" if lang == "es" else "en"],
            "cv": c["cv"], "casualty": bool(c["casualty"]), "star": c["kind"] == "cic"}


def marker_svg(spec: dict, w: int = 28, h: int = 22) -> str:
    """A marker spec as a small inline SVG (for panels and the map key)."""
    fill, ink, text = spec["fill"], spec["ink"], escape(spec.get("text") or "")
    cx, cy = w / 2, h / 2
    if spec["shape"] == "round":
        body = f'<circle cx="{cx}" cy="{cy}" r="{min(w, h) / 2 - 1}" fill="{fill}" stroke="{INK}"/>'
    elif spec["shape"] == "flag":
        body = (f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="2" fill="#ffffff" stroke="{INK}"/>'
                f'<path d="M6 {h - 4}V4h{w - 12}l-4 4 4 4H6" fill="{fill}" stroke="{INK}" stroke-width=".8"/>')
        text = ""
    elif spec["shape"] == "tag":
        body = (f'<rect x="1" y="3" width="{w - 2}" height="{h - 6}" rx="2" fill="{fill}" stroke="{INK}"/>'
                f'<path d="M3 {h - 5}H{w - 3}" stroke="{ink}" stroke-dasharray="2 2"/>')
    else:
        body = f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="2" fill="{fill}" stroke="{INK}"/>'
    label = (f'<text x="{cx}" y="{cy + 4}" font-size="{11 if len(text) < 3 else 8}" font-weight="700" '
             f'text-anchor="middle" fill="{ink}">{text}</text>') if text else ""
    return (f'<svg viewBox="0 0 {w} {h}" width="{w}" height="{h}" aria-hidden="true" focusable="false">'
            f'{body}{label}</svg>')


# -- the map key ---------------------------------------------------------------------------------------

def _swatch(body: str, w: int = 44, h: int = 28, fill: str = LEVEL_FILL[5]) -> str:
    return swatch(body, fill, w, h)


def _counter_svg(side: str, depleted: bool, band_fill: str, band_text: str, stats: str) -> str:
    body, ink = BODY[(side, depleted)], BODY_INK[(side, depleted)]
    rx = 1 if side == "usa" else 5
    dog = '<path d="M34 2h-8l8 8z" fill="#ffffff" stroke="#1d1b16" stroke-width=".5"/>' if depleted else ""
    return _swatch(f'<rect x="10" y="2" width="24" height="24" rx="{rx}" fill="{body}" stroke="{EDGE[side]}"/>'
                   f'<rect x="10.5" y="2.5" width="23" height="7" fill="{band_fill}"/>{dog}'
                   f'<text x="22" y="8" font-size="5" text-anchor="middle" fill="{ink_for(band_fill)}">{escape(band_text)}</text>'
                   f'<text x="22" y="23" font-size="6.5" font-weight="700" text-anchor="middle" fill="{ink}">{escape(stats)}</text>')


def legend_html(lang: str) -> str:
    """The map key: levels, terrain, hexsides, roads, victory, entry, the
    counters and their markers."""
    row = key_row

    ramp = "".join(f'<rect x="{(lv - 1) * 4.4:.1f}" y="0" width="4.5" height="28" fill="{LEVEL_FILL[lv]}"/>'
                   for lv in range(1, 11))
    ground = [
        row(_swatch(ramp), tr(lang, "Levels 1 (dark green, low) to 10 (pale yellow, high); the number shows at zoom",
                              "Niveles 1 (verde oscuro, bajo) a 10 (amarillo pálido, alto); el número se ve al ampliar")),
        row(_swatch(f'<rect width="44" height="28" fill="{TERRAIN_OVERLAY["woods"]}"/>'
                    f'<circle cx="15" cy="11" r="5" fill="{TREE}"/><circle cx="28" cy="17" r="5" fill="{TREE}"/>'),
            tr(lang, "Woods", "Bosque")),
        row(_swatch(f'<rect width="44" height="28" fill="{TERRAIN_OVERLAY["cornfield"]}"/>'
                    f'<path d="M4 10L40 4M4 18L40 12M4 26L40 20" stroke="{CORN}" stroke-dasharray="3 2"/>'),
            tr(lang, "Cornfield", "Maizal")),
        row(_swatch(f'<path d="M8 18l4-7 3 4 3-6 4 9M24 22l4-7 3 4 3-6 4 9" stroke="{ROCK}" fill="none"/>'),
            tr(lang, "Rough", "Terreno anguloso")),
        row(_swatch(f'<path d="M2 16L42 12" stroke="{CREEK}" stroke-width="2" stroke-dasharray="5 3"/>'),
            tr(lang, "Dry creek bed: no effect", "Arroyo seco: sin efecto")),
        row(_swatch(f'<rect width="44" height="28" fill="{TERRAIN_OVERLAY["summit"]}"/>'
                    f'<path d="M0 28L28 0M10 28L38 0M20 28L44 4" stroke="{SUMMIT_HATCH}"/>'),
            tr(lang, "Summit of Cedar Mountain: never entered", "Cima de Cedar Mountain: no se entra nunca")),
    ]
    sides = [
        row(_swatch(f'<path d="M4 10H40M8 10v5M17 10v5M26 10v5M35 10v5" stroke="{CONTOUR}" stroke-width="1.6"/>'),
            tr(lang, "Slope: the ticks fall from the higher hex", "Ladera: las marcas bajan desde el hex más alto")),
        row(_swatch(f'<path d="M4 10H40M6 10v8M11 10v8M16 10v8M21 10v8M26 10v8M31 10v8M36 10v8" '
                    f'stroke="{CONTOUR}" stroke-width="2.2"/>'),
            tr(lang, "Steep slope (two levels)", "Ladera empinada (dos niveles)")),
        row(_swatch(f'<path d="M4 14H40" stroke="{CONTOUR}" stroke-width="1" stroke-opacity=".6"/>'),
            tr(lang, "Gentle rise: a level changes, no slope (line of sight only)",
               "Pendiente suave: cambia el nivel, sin ladera (solo línea de visión)")),
        row(_swatch(f'<path d="M2 14H42" stroke="{STREAM}" stroke-width="3.5"/>'),
            tr(lang, "Running stream on a hexside", "Arroyo corriente en un lado de hex")),
        row(_swatch(f'<ellipse cx="22" cy="14" rx="18" ry="5" fill="{POND_FILL}"/>'),
            tr(lang, "Pond hexside: impassable", "Lado de estanque: intransitable")),
        row(_swatch(f'<path d="M2 14H42" stroke="{ROAD_CASING}" stroke-width="8"/><path d="M2 14H42" stroke="{PIKE}" stroke-width="4"/>'),
            tr(lang, "Pike (March Column)", "Peaje (Columna de Marcha)")),
        row(_swatch(f'<path d="M2 14H42" stroke="{ROAD_CASING}" stroke-width="5"/>'
                    f'<path d="M2 14H42" stroke="{TRAIL}" stroke-width="2.2" stroke-dasharray="6 3"/>'),
            tr(lang, "Trail", "Camino")),
        row(_swatch(f'<path d="M2 14H42" stroke="{STREAM}" stroke-width="3.5"/><path d="M16 8v12M28 8v12" stroke="{BRIDGE}" stroke-width="2"/>'),
            tr(lang, "Bridge or ford: the road goes on across the stream", "Puente o vado: el camino cruza el arroyo")),
    ]
    marks = [
        row(_swatch(f'<rect x="13" y="5" width="18" height="18" rx="2" fill="{VP_FILL["usa"]}" stroke="#fff"/>'
                    f'<text x="22" y="18" font-size="11" font-weight="700" text-anchor="middle" fill="#fff">4</text>'),
            tr(lang, "Square: Union VP each turn it holds the hex", "Cuadrado: PV de la Unión cada turno que controle el hex")),
        row(_swatch(f'<circle cx="22" cy="14" r="10" fill="{VP_FILL["csa"]}" stroke="#fff"/>'
                    f'<text x="22" y="18" font-size="11" font-weight="700" text-anchor="middle" fill="#fff">5</text>'),
            tr(lang, "Circle: Confederate VP at the end", "Círculo: PV confederados al final")),
        row(_swatch(f'<path d="M22 3l3 7h7l-6 5 2 8-6-5-6 5 2-8-6-5h7z" fill="{VP_FILL["csa"]}" stroke="#fff"/>'),
            tr(lang, "Star: Cedar Run Church, Confederate automatic victory", "Estrella: Cedar Run Church, victoria automática confederada")),
        row(_swatch(f'<path d="M6 2V26" stroke="{REAR}" stroke-width="3" stroke-dasharray="5 3"/>'),
            tr(lang, "Confederate Rear Area (west edge): Union VP", "Retaguardia confederada (borde oeste): PV de la Unión")),
        row(_swatch(f'<path d="M4 14H34" stroke="{ENTRY_INK["usa"]}" stroke-width="3"/><path d="M40 14l-9-6v12z" fill="{ENTRY_INK["usa"]}"/>'),
            tr(lang, "Entry hex: reinforcements come on here", "Hex de entrada: por aquí llegan los refuerzos")),
    ]
    counters = [
        row(_counter_svg("usa", False, BRIGADE_BAND["crawford"], "Crawford", "9 Rf 5"),
            tr(lang, "Union counter (dark blue, square): brigade band, name, SP weapon CR",
               "Ficha de la Unión (azul oscuro, cuadrada): franja de brigada, nombre, PF arma VC")),
        row(_counter_svg("csa", False, BRIGADE_BAND["ronald"], "Ronald", "10 Rf 5"),
            tr(lang, "Confederate counter (light grey, rounded)", "Ficha confederada (gris claro, redondeada)")),
        row(_counter_svg("csa", True, BRIGADE_BAND["ronald"], "Ronald", "5 Rf 4"),
            tr(lang, "Depleted face: lighter, a white corner", "Cara Desgastada: más clara, una esquina blanca")),
    ] + [row(marker_svg(marker_spec(k, lang)), f"{_w(MARKERS[k]['title'], lang)} ({MARKERS[k]['rule']})")
         for k in ("shaken", "disrupted", "skirmish")]
    sections = [(tr(lang, "Ground", "Terreno"), ground), (tr(lang, "Hexsides and roads", "Lados de hex y caminos"), sides),
                (tr(lang, "Victory and entry", "Victoria y entrada"), marks), (tr(lang, "Counters", "Fichas"), counters)]
    return key_html(tr(lang, "Map key", "Leyenda del mapa"), sections, "ss-legend")


def fire_odds_words(row: list, lang: str, close: bool = False) -> str:
    """One fire of the previews' ``fire_odds`` (or with ``close`` one assault
    of their ``assault_odds``; ``Game.previews``) in words: target, CRT column with its shifts, and
    against each possible Lead Unit the d66 rolls of 36 that give each
    Cohesion Test grade (12.2-12.3c; 14.0: no grade is Hard Fighting)."""
    from pyapp.games.ss.close import SHIFT_WORDS as CLOSE_WORDS
    from pyapp.games.ss.fire import SHIFT_WORDS as FIRE_WORDS
    SHIFT_WORDS = CLOSE_WORDS if close else FIRE_WORDS
    _units, target, label, shifts, leads = row
    if label is None:
        return tr(lang, f"{target}: no SP to attack with (4.8)", f"{target}: sin PF con que atacar (4.8)") if close \
            else tr(lang, f"{target}: cannot fire (the total rounds to 0, 4.8)",
                    f"{target}: no puede disparar (el total se redondea a 0, 4.8)")
    k = 1 if lang == "es" else 0
    sh = "; ".join(f"{SHIFT_WORDS.get(n, (n, n))[k]} {s:+d}" for n, s in shifts)
    head = tr(lang, f"{target}: column {label}", f"{target}: columna {label}") + (f" ({sh})" if sh else "")
    parts = []
    for lead, cr, severe, difficult, routine, none in leads:
        name = D.UNITS[lead]["label"] if lead in D.UNITS else lead
        rest = tr(lang, "Hard Fighting", "Lucha Reñida") if close else tr(lang, "no effect", "sin efecto")
        parts.append(tr(lang, f"against {name} (CR {cr}): Severe {severe}, Difficult {difficult}, Routine "
                              f"{routine}, {rest} {none} in 36",
                        f"contra {name} (VC {cr}): Severo {severe}, Difícil {difficult}, Rutinario {routine}, "
                        f"{rest} {none} de 36"))
    return head + ": " + "; ".join(parts)
