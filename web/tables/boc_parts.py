"""Badges of Courage's table: the parts that need no browser.

The map's geometry (pointy hexes drawn with the columns right to left, so
north is up and east is right: ``pyapp.games.boc.grid``), its colours, the
words for hexes, blocks, hexsides and actions in English and Spanish, which
block an action belongs to and which hex a tap plays it on, and the map key.
The canvas (``boc_map``) and the panels (``boc``) build on these; pure
Python, tested natively (tests/test_boc_table_parts.py).
"""

from __future__ import annotations

import math

from pyapp.games.boc import terrain as T
from pyapp.games.boc.grid import GRID, HEXES, PLACES
from pyapp.games.boc.mapdata import ENTRY, ROADS, SIDES, VICTORY
from pyapp.games.boc.oob import BLOCKS

from ..widgets.hexdraw import burst_points, hachure
from ..widgets.hexparts import HexLayout, key_html, key_row, slope_sides, swatch, tr

HEX = 40.0                    # centre to corner, in map units

# -- geometry -----------------------------------------------------------------------

LAYOUT = HexLayout(GRID, HEXES, HEX, lambda gx, gy: (-gx, gy), lambda x, y: (-x, y))
_CENTRE = LAYOUT.centres                     # columns grow westward: drawn right to left
centre = LAYOUT.centre
corners = LAYOUT.corners
hex_at = LAYOUT.hex_at
bounds = LAYOUT.bounds


# -- place names (issue 32: drawn as the zoom allows, as on the other maps) ----------------------

AREA_INK, PLACE_INK = "rgba(45,35,20,0.70)", "#2a2418"


def place_labels(lang: str = "en") -> list:
    """(text, (x, y), kind) of the names on the map, from the gazetteer
    (grid.PLACES): "area" for a ridge, a hill or a town of several hexes
    (written large, at their middle), "place" for one hex (under its
    centre). Proper names, the same in both languages; the entry roads are
    named by their arrows, not here."""
    out = []
    for name, hexes in PLACES.items():
        if name.endswith(" entry"):
            continue
        spots = [centre(h) for h in hexes]
        if len(hexes) == 1:
            out.append((name, (spots[0][0], spots[0][1] + HEX * 0.62), "place"))
        else:
            out.append((name, (sum(x for x, _ in spots) / len(spots), sum(y for _, y in spots) / len(spots)),
                        "area"))
    return out


def side_points(a: str, b: str) -> tuple:
    """The two corners the adjacent hexes a and b share."""
    cb = corners(b)
    out = [p for p in corners(a) if any(abs(p[0] - q[0]) < 1e-6 and abs(p[1] - q[1]) < 1e-6 for q in cb)]
    return out[0], out[1]


def entry_arrows() -> list:
    """(road id, entry hex, (x0, y0) outside the map, (x1, y1) at the hex's
    edge): an arrow pointing onto the map along each entry road, through
    the side of the entry hex that faces off the map most nearly along
    the road."""
    return [(road, hx, *LAYOUT.road_entry(ROADS[road]["hexes"], hx)) for road, hx in sorted(ENTRY.items())]


def slopes() -> list:
    """(uphill hex, downhill hex, levels) for every slope hexside."""
    return [(up, down, 2 if "hill" in rec["f"] else 1) for up, down, rec in slope_sides(SIDES)]


def hachures(up: str, down: str, levels: int) -> list:
    """Line segments (map units) for one slope: a line along the hexside
    just inside the higher hex, with ticks falling toward the lower one
    (more ticks for a hill, 2 levels, than a ridge, 1)."""
    hill = levels >= 2
    return hachure(*side_points(up, down), centre(up), HEX, 7 if hill else 4, HEX * (0.2 if hill else 0.16))


def water() -> list:
    """(kind, hex a, hex b) for every hexside with a river or a stream."""
    out = []
    for side, rec in sorted(SIDES.items()):
        for kind in ("river", "stream"):
            if kind in rec["f"]:
                a, b = side.split("/")
                out.append((kind, a, b))
    return out


def stack_offsets(n: int, size: float) -> list:
    """(dx, dy) of each of ``n`` blocks of one stack from its centre, bottom
    first: a small fan up and to the right, at most 4 drawn."""
    shown = min(n, 4)
    step = size * 0.13
    mid = (shown - 1) / 2
    return [((i - mid) * step, -(i - mid) * step) for i in range(shown)]


def block_px(hex_px: float) -> float:
    """A block's size on screen for a hex of ``hex_px`` (centre to corner)."""
    return max(12.0, min(88.0, hex_px * 0.92))


# -- colours ------------------------------------------------------------------------------

TERRAIN_FILL = {
    "clear": "#ece5c8", "woods": "#9dbd7c", "orchard": "#cfe0a2", "town": "#d7c6bb", "marsh": "#b9d6c6",
    "devils_den": "#b7b1a3", "lrt": "#ece5c8", "college": "#d7c6bb", "peach_orchard": "#cfe0a2",
}
LEVEL_TINT = {1: "rgba(150,98,38,0.22)", 2: "rgba(120,70,20,0.45)"}
TREE, TREE_DARK = "#5f8a45", "#47703a"
BUILDING = "#8c6f62"
ROCK = "#7f786c"
MARSH_TUFT = "#4f8a6a"
SLOPE = "#6e4a22"
RIVER, STREAM = "#2f6fbf", "#5b95d6"
ROAD_CASING, ROAD_MAIN, ROAD_SECONDARY, RAIL = "#fbf6e4", "#8a5a2b", "#a98556", "#2a2623"
VP_FILL, VP_INK = "#e8731a", "#ffffff"
ENTRY_INK = "#5a3d1e"
SIDE_FILL = {"usa": "#2b4c8c", "csa": "#7b7b7b"}
SIDE_DEPTH = {"usa": "#18305e", "csa": "#4d4d4d"}
LABEL = "#f6f0dc"
INK = "#1d1b16"
LIT_FILL, LIT_EDGE = "rgba(255,191,0,0.42)", "#d99a00"
ATTACK_EDGE = "#d2361e"
FIRE_EDGE, FIRE_FILL = "#a0197a", "rgba(160,25,122,0.16)"
CONE_FILL = "rgba(160,25,122,0.10)"
NO_LOS = "#5a5a5a"
SELECTED = "#1f2a44"
ACTIVE_HQ = "#f2c230"
REACH_FILL, REACH_EDGE = "rgba(242,194,48,0.22)", "rgba(140,95,0,0.85)"
FIRED = "#f07a1a"
FACE_UP = "#ffd84a"


# -- words --------------------------------------------------------------------------------

TERRAIN_WORDS = {
    "clear": ("clear", "despejado"), "woods": ("woods", "bosque"), "orchard": ("orchard", "huerto"),
    "town": ("town", "pueblo"), "marsh": ("marsh", "pantano"), "devils_den": ("Devil's Den (rocks)", "Devil's Den (rocas)"),
    "lrt": ("Little Round Top (cleared)", "Little Round Top (talado)"),
    "college": ("Pennsylvania College", "Pennsylvania College"),
    "peach_orchard": ("Peach Orchard", "Peach Orchard"),
}
LEVEL_WORDS = {0: ("low ground", "llano"), 1: ("level 1 (ridge)", "nivel 1 (loma)"), 2: ("level 2 (hill)", "nivel 2 (colina)")}
# hexside directions of a hex on this map (0..5: the grid's numbers, mirrored)
DIRS = (("north-west", "noroeste"), ("west", "oeste"), ("south-west", "suroeste"),
        ("south-east", "sureste"), ("east", "este"), ("north-east", "noreste"))
KIND_WORDS = {"inf": ("infantry", "infantería"), "cav": ("cavalry", "caballería"),
              "art": ("artillery", "artillería"), "hart": ("horse artillery", "artillería a caballo"),
              "hq": ("HQ", "CG")}
SIDE_WORDS = {"usa": ("USA", "EE. UU."), "csa": ("CSA", "CSA")}


def side_word(side, lang: str) -> str:
    w = SIDE_WORDS.get(side)
    return (w[1] if lang == "es" else w[0]) if w else str(side or "")


def terrain_words(h: str, lang: str) -> str:
    w = TERRAIN_WORDS.get(T.terrain(h), (T.terrain(h), T.terrain(h)))
    return w[1] if lang == "es" else w[0]


def hex_words(h: str, lang: str) -> str:
    """"R7 Little Round Top: Little Round Top (cleared), level 2 (hill), 2 VP"."""
    name = T.name(h)
    bits = [terrain_words(h, lang)]
    level = T.ground(h)
    if level:
        bits.append(LEVEL_WORDS[level][1 if lang == "es" else 0])
    if VICTORY.get(h):
        bits.append(tr(lang, f"{VICTORY[h]} VP", f"{VICTORY[h]} PV"))
    roads = sorted({ROADS[r]["name"]["es" if lang == "es" else "en"] for r in ROADS if h in ROADS[r]["hexes"]})
    entry = [r for r, e in ENTRY.items() if e == h]
    if entry:
        bits.append(tr(lang, "entry road: ", "camino de entrada: ") + ROADS[entry[0]]["name"]["es" if lang == "es" else "en"])
    elif roads:
        bits.append(", ".join(roads))
    head = f"{h} {name}" if name else h
    return f"{head}: {', '.join(bits)}"


def short_name(ident: str, lang: str = "en") -> str:
    """A block's name as its label prints it: "Huger" for "Huger (Alexander's Bn)"."""
    name = BLOCKS[ident]["name"]
    name = name.get(lang, name["en"]) if isinstance(name, dict) else str(name)
    return name.split(" (")[0]


def full_name(ident: str, lang: str = "en") -> str:
    name = BLOCKS[ident]["name"]
    return name.get(lang, name["en"]) if isinstance(name, dict) else str(name)


def fire_text(ident: str) -> str:
    """Letter and firepower as the label prints them: "A2"; artillery
    short/long range "A3/1"; an HQ its melee defence "B1"."""
    b = BLOCKS[ident]
    if b["kind"] in ("art", "hart") and b.get("long"):
        return f"{b['letter']}{b['fire']}/{b['long']}"
    return f"{b['letter']}{b['fire']}"


def lowest(ident: str) -> int:
    """The lowest strength of a block (an HQ stands at 0, 4.3)."""
    return 0 if BLOCKS[ident]["kind"] == "hq" else 1


def pips(ident: str, strength: int) -> list:
    """One bool per step the block can have: True for those it has."""
    top = BLOCKS[ident]["steps"]
    return [k < strength for k in range(top)]


def block_words(b: dict, lang: str, where: bool = False) -> str:
    """A block of the view in words: "Law (CSA infantry, A2, strength 3 of 3,
    face up)"; a hidden enemy block: "a hidden CSA block"."""
    at = f" {tr(lang, 'at', 'en')} {b.get('hex')}" if where and b.get("hex") else ""
    if not b.get("id"):
        return tr(lang, f"a hidden {side_word(b.get('side'), lang)} block{at}",
                  f"un bloque oculto de {side_word(b.get('side'), lang)}{at}")
    i = b["id"]
    rec = BLOCKS[i]
    kind = KIND_WORDS.get(rec["kind"], (rec["kind"], rec["kind"]))[1 if lang == "es" else 0]
    facts = [f"{side_word(b.get('side'), lang)} {kind}" if lang != "es" else f"{kind} {side_word(b.get('side'), lang)}",
             fire_text(i),
             tr(lang, f"strength {b.get('strength')} of {rec['steps']}", f"fuerza {b.get('strength')} de {rec['steps']}")]
    if rec["kind"] == "hq" and rec.get("range"):
        facts.append(tr(lang, f"command range {rec['range']}", f"alcance de mando {rec['range']}"))
    if b.get("half"):
        facts.append(tr(lang, "half hit", "medio impacto"))
    if b.get("up"):
        facts.append(tr(lang, "face up", "boca arriba"))
    return f"{full_name(i, lang)}{at} ({', '.join(facts)})"


# -- actions ------------------------------------------------------------------------------

# Actions a tap on their hex plays without a block picked first (the one
# block they name is clear from the step, or a chooser lists them).
TAP_ANY = ("resolve", "hit", "take", "nsupply", "give", "rebuild", "repulse", "retreat", "out", "in")
# Actions of a block: picked first (a tap on the block, or its button), then a tap on the target.
BLOCK_VERBS = ("activate", "fire", "move", "exit", "enter", "attack", "unsupported", "supply", "give", "out", "in",
               "repulse", "retreat")


def side_of(h: str) -> str:
    """A handle's side: "C..." the CSA's, "U..." the Union's."""
    return "csa" if str(h).startswith("C") else "usa"


def command_reach(view: dict, hqs) -> set:
    """4.5: the hexes within command range of the HQs ``hqs`` (handles),
    as the engine gives them in the view for those whose value it may know."""
    ranges = view.get("command_range") or {}
    out: set = set()
    for h in hqs:
        out |= set(ranges.get(h) or [])
    return out


def fired(view: dict) -> set:
    """The handles of the blocks that fired this player turn: those done
    (fired or commanded, 5.1) that are not active HQs (4.3)."""
    return set(view.get("done") or []) - set(view.get("active_hqs") or [])


def reach_edges(hexes: set) -> list:
    """The hexsides on the rim of a set of hexes: (inside hex, outside hex
    or the direction off the map), to outline a command range."""
    out = []
    for h in sorted(hexes):
        for n in T.neighbours(h):
            if n not in hexes:
                out.append((h, n))
    return out


def where_is(view: dict) -> dict:
    """handle -> hex of every block the view shows on the map."""
    return {b["h"]: b["hex"] for b in view.get("blocks") or []}


def top_frame(view: dict) -> dict:
    flow = view.get("flow") or []
    return flow[-1] if flow else {}


def actor(action) -> str | None:
    """The block an action belongs to (picked before its target), or None."""
    if action and action[0] in BLOCK_VERBS and len(action) > 1:
        return action[1]
    return None


def target(action, view: dict, where: dict | None = None) -> str | None:
    """The hex a tap plays ``action`` on, or None (a button only: leaving
    the map, 2.4, is a button of the picked block, so that a tap on an edge
    hex moves there)."""
    where = where_is(view) if where is None else where
    v = action[0] if action else ""
    if v in ("activate", "move", "attack", "unsupported", "supply", "out", "rebuild"):
        return action[2] or None
    if v == "fire":
        return action[2]
    if v == "enter":
        return action[3]
    if v in ("repulse", "retreat"):
        return action[2] if action[2] not in ("", "off") else None
    if v == "in":
        return top_frame(view).get("hex")
    if v == "give":
        return where.get(action[2])
    if v in ("hit", "take", "nsupply"):
        return where.get(action[1])
    if v == "resolve":
        return action[1] if len(action) > 1 else None      # ("resolve",): the waiting hits (relay)
    return None


def direction_words(d: int, lang: str) -> str:
    return DIRS[d % 6][1 if lang == "es" else 0]


def extra_words(action, view: dict, lang: str) -> str:
    """What the engine's description leaves out and a chooser needs: the
    hexside a shot goes through, the range, an unsupported attack."""
    v = action[0]
    where = where_is(view)
    if v == "fire":
        src = where.get(action[1])
        rng = T.distance(src, action[2]) if src else 1
        side = direction_words(action[3], lang)
        out = tr(lang, f"through the {side} side", f"por el lado {side}")
        if rng > 1:
            out += tr(lang, f", long range {rng}", f", largo alcance {rng}")
        return out
    if v == "unsupported":
        return tr(lang, "alone, without command (2 rounds)", "sola, sin mando (2 asaltos)")
    if v == "attack":
        return tr(lang, "under command", "bajo mando")
    if v == "enter":
        return tr(lang, f"by {action[2]}", f"por {action[2]}")
    return ""


def cone_hexes(src: str, dirs) -> set:
    """The hexes of the cones of fire of ``src`` through the sides ``dirs`` (5.31)."""
    out: set = set()
    for d in dirs:
        out.update(T.cone(src, d))
    return out


def no_los(src: str, dirs, enemy_hexes, targets) -> set:
    """Enemy hexes in those cones, beyond range 1, that are no target of
    the firer (out of its line of sight, 5.33)."""
    return {t for t in cone_hexes(src, dirs) if t in enemy_hexes and T.distance(src, t) > 1} - set(targets)


# -- the map key ----------------------------------------------------------------------------

def _svg(body: str, w: int = 44, h: int = 28) -> str:
    return swatch(body, TERRAIN_FILL["clear"], w, h)


def _hexagon(fill: str, extra: str = "") -> str:
    pts = " ".join(f"{22 + 13 * math.cos(math.radians(60 * k - 30)):.1f},{14 + 13 * math.sin(math.radians(60 * k - 30)):.1f}"
                   for k in range(6))
    return _svg(f'<polygon points="{pts}" fill="{fill}" stroke="#8a7f68"/>{extra}')


def _block(side: str, up: bool = False, extra: str = "") -> str:
    body = (f'<rect x="14" y="4" width="20" height="20" rx="2" fill="{SIDE_DEPTH[side]}"/>'
            f'<rect x="12" y="2" width="20" height="20" rx="2" fill="{SIDE_FILL[side]}"/>')
    if up:
        body += (f'<rect x="14" y="4" width="16" height="16" rx="1" fill="{LABEL}"/>'
                 f'<text x="16" y="12" font-size="8" font-weight="700" fill="{INK}">3</text>'
                 f'<text x="22" y="19" font-size="6" text-anchor="middle" fill="{INK}">A2</text>')
    return _svg(body + extra)


def _burst_points(x: float, y: float, rad: float) -> str:
    return " ".join(f"{px:.1f},{py:.1f}" for px, py in burst_points(x, y, rad))


def legend_html(lang: str) -> str:
    """The map key: terrain, levels and slopes, water, roads, victory hexes,
    entry roads, the blocks and every mark a tap leaves."""
    es = lang == "es"
    row = key_row

    ground = [
        row(_hexagon(TERRAIN_FILL["clear"]), tr(lang, "Clear", "Despejado")),
        row(_hexagon(TERRAIN_FILL["woods"], f'<circle cx="18" cy="12" r="3" fill="{TREE}"/><circle cx="26" cy="16" r="3" fill="{TREE}"/>'),
            tr(lang, "Woods: +1 MP, stacking 3, half hits (D2), -1 to fire across", "Bosque: +1 PM, apilamiento 3, medio impacto (D2), -1 al fuego")),
        row(_hexagon(TERRAIN_FILL["orchard"], f'<circle cx="18" cy="12" r="2" fill="{TREE}"/><circle cx="26" cy="16" r="2" fill="{TREE}"/>'),
            tr(lang, "Orchard: as woods, without D2", "Huerto: como bosque, sin D2")),
        row(_hexagon(TERRAIN_FILL["town"], f'<rect x="17" y="9" width="5" height="5" fill="{BUILDING}"/><rect x="24" y="14" width="5" height="5" fill="{BUILDING}"/>'),
            tr(lang, "Town (and Pennsylvania College): +1 MP, stacking 3", "Pueblo (y Pennsylvania College): +1 PM, apilamiento 3")),
        row(_hexagon(TERRAIN_FILL["marsh"], f'<path d="M17 17l2-5M19 17l2-5M25 15l2-5M27 15l2-5" stroke="{MARSH_TUFT}"/>'),
            tr(lang, "Marsh: +3 MP to enter, stacking 2", "Pantano: +3 PM para entrar, apilamiento 2")),
        row(_hexagon(TERRAIN_FILL["devils_den"], f'<circle cx="19" cy="13" r="3" fill="{ROCK}"/><circle cx="25" cy="16" r="2.5" fill="{ROCK}"/>'),
            tr(lang, "Devil's Den: rocks, stacking 2, D2", "Devil's Den: rocas, apilamiento 2, D2")),
        row(_hexagon(TERRAIN_FILL["clear"], f'<polygon points="11.7,7.5 22,1 32.3,7.5 32.3,20.5 22,27 11.7,20.5" fill="{LEVEL_TINT[1]}"/>'),
            tr(lang, "Level 1 (a ridge)", "Nivel 1 (una loma)")),
        row(_hexagon(TERRAIN_FILL["clear"], f'<polygon points="11.7,7.5 22,1 32.3,7.5 32.3,20.5 22,27 11.7,20.5" fill="{LEVEL_TINT[2]}"/>'),
            tr(lang, "Level 2 (a hill)", "Nivel 2 (una colina)")),
        row(_svg(f'<path d="M4 10H40M8 10v7M16 10v7M24 10v7M32 10v7" stroke="{SLOPE}" stroke-width="1.6"/>'),
            tr(lang, "Slope: the ticks fall from the higher hex (+1 MP uphill; -1 to fire and melee uphill)",
               "Ladera: las marcas bajan desde el hex más alto (+1 PM cuesta arriba; -1 al fuego y la melé cuesta arriba)")),
    ]
    lines = [
        row(_svg(f'<path d="M2 14H42" stroke="{RIVER}" stroke-width="5"/>'),
            tr(lang, "River on a hexside (Rock Creek, Willoughby Run): +2 MP", "Río en un lado de hex (Rock Creek, Willoughby Run): +2 PM")),
        row(_svg(f'<path d="M2 14H42" stroke="{STREAM}" stroke-width="2.5"/>'),
            tr(lang, "Stream on a hexside: +1 MP", "Arroyo en un lado de hex: +1 PM")),
        row(_svg(f'<path d="M2 14H42" stroke="{ROAD_CASING}" stroke-width="7"/><path d="M2 14H42" stroke="{ROAD_MAIN}" stroke-width="3.5"/>'),
            tr(lang, "Main road: 1 MP a hex", "Camino principal: 1 PM por hex")),
        row(_svg(f'<path d="M2 14H42" stroke="{ROAD_CASING}" stroke-width="5"/><path d="M2 14H42" stroke="{ROAD_SECONDARY}" stroke-width="2"/>'),
            tr(lang, "Secondary road: 2 MP a hex", "Camino secundario: 2 PM por hex")),
        row(_svg(f'<path d="M2 14H42" stroke="{RAIL}" stroke-width="1.5"/><path d="M2 14H42" stroke="{RAIL}" stroke-width="6" stroke-dasharray="1.5 4"/>'),
            tr(lang, "Railroad: 2 MP a hex", "Ferrocarril: 2 PM por hex")),
        row(_svg(f'<circle cx="22" cy="14" r="9" fill="{VP_FILL}" stroke="#fff"/><text x="22" y="18" font-size="11" font-weight="700" text-anchor="middle" fill="#fff">2</text>'),
            tr(lang, "Victory hex: its VP go to the CSA while it holds the hex", "Hex de victoria: sus PV son de la CSA mientras lo controle")),
        row(_svg(f'<path d="M4 14H34" stroke="{ENTRY_INK}" stroke-width="3"/><path d="M40 14l-9-6v12z" fill="{ENTRY_INK}"/>'),
            tr(lang, "Entry road: reinforcements come on here", "Camino de entrada: por aquí llegan los refuerzos")),
    ]
    blocks = [
        row(_block("usa"), tr(lang, "A hidden USA block (blue): the enemy sees only its colour",
                              "Un bloque oculto de EE. UU. (azul): el enemigo solo ve su color")),
        row(_block("csa"), tr(lang, "A hidden CSA block (grey)", "Un bloque oculto de la CSA (gris)")),
        row(_block("csa", True), tr(lang, "Your block (or one face up): strength on top (the dots: its steps), name, "
                                          "letter and firepower (artillery: short/long range)",
                                    "Tu bloque (o uno boca arriba): fuerza arriba (los puntos: sus pasos), nombre, "
                                    "letra y potencia de fuego (artillería: corto/largo alcance)")),
        row(_block("usa", True, f'<path d="M32 2h-7l7 7z" fill="{FACE_UP}" stroke="{INK}" stroke-width=".6"/>'),
            tr(lang, "Yellow corner: face up, the enemy sees it too", "Esquina amarilla: boca arriba, el enemigo también lo ve")),
        row(_block("csa", True, f'<circle cx="31" cy="4" r="5" fill="{ACTIVE_HQ}" stroke="{INK}"/>'),
            tr(lang, "Gold disc: an HQ active this turn", "Disco dorado: un CG activo este turno")),
        row(_block("csa", False, f'<circle cx="13" cy="21" r="5" fill="#fff" stroke="{INK}"/><path d="M10.5 21l2 2 3.5-4" stroke="{INK}" fill="none"/>'),
            tr(lang, "Tick: it has moved or commanded this turn", "Marca: ya ha movido o mandado este turno")),
        row(_block("csa", False, f'<polygon points="{_burst_points(13, 21, 6)}" fill="{FIRED}" stroke="{INK}" stroke-width=".8"/>'),
            tr(lang, "Orange burst: it fired this turn", "Estallido naranja: ya ha disparado este turno")),
        row(_svg(f'<rect x="12" y="2" width="20" height="20" rx="2" fill="{SIDE_FILL["csa"]}"/><circle cx="34" cy="4" r="5" fill="#fff" stroke="{INK}"/>'
                 f'<text x="34" y="7" font-size="7" font-weight="700" text-anchor="middle" fill="{INK}">3</text>'),
            tr(lang, "A stack: how many blocks stand in the hex", "Una pila: cuántos bloques hay en el hex")),
    ]
    marks = [
        row(_svg(f'<rect x="6" y="4" width="32" height="20" fill="{LIT_FILL}" stroke="{LIT_EDGE}" stroke-width="3"/>'),
            tr(lang, "Lit: a block that can act, or where the picked block can go", "Resaltado: un bloque que puede actuar, o adónde puede ir el elegido")),
        row(_svg(f'<rect x="6" y="4" width="32" height="20" fill="{LIT_FILL}" stroke="{ATTACK_EDGE}" stroke-width="3" stroke-dasharray="5 3"/>'),
            tr(lang, "Red dashed edge: a melee the picked block can declare", "Borde rojo discontinuo: una melé que el bloque elegido puede declarar")),
        row(_svg(f'<circle cx="22" cy="14" r="8" fill="none" stroke="{FIRE_EDGE}" stroke-width="2.5"/><path d="M22 2v6M22 20v6M10 14h6M28 14h6" stroke="{FIRE_EDGE}" stroke-width="2.5"/>'),
            tr(lang, "Crosshair: a target the picked block can fire at", "Punto de mira: un objetivo al que el bloque elegido puede disparar")),
        row(_svg(f'<rect x="6" y="4" width="32" height="20" fill="{REACH_FILL}" stroke="{REACH_EDGE}" stroke-width="1.5" stroke-dasharray="4 3"/>'),
            tr(lang, "Gold tint, dashed rim: the command range of the HQ picked, or of the active HQs",
               "Tinte dorado, borde discontinuo: el alcance de mando del CG elegido, o de los CG activos")),
        row(_svg(f'<rect x="6" y="4" width="32" height="20" fill="{CONE_FILL}" stroke="{FIRE_EDGE}" stroke-dasharray="2 2"/>'),
            tr(lang, "Tinted: the artillery's cones of fire (range 3)", "Tintado: los conos de fuego de la artillería (alcance 3)")),
        row(_svg(f'<circle cx="22" cy="14" r="8" fill="#fff" stroke="{NO_LOS}" stroke-width="2"/><path d="M16 20L28 8" stroke="{NO_LOS}" stroke-width="2"/>'),
            tr(lang, "Crossed circle: an enemy in the cone the artillery cannot see (no line of sight)",
               "Círculo tachado: un enemigo en el cono que la artillería no ve (sin línea de visión)")),
        row(_svg(f'<path d="M4 14H34" stroke="{ATTACK_EDGE}" stroke-width="3"/><path d="M40 14l-9-6v12z" fill="{ATTACK_EDGE}"/>'),
            tr(lang, "Red arrow: a melee declared, from the attacker's hex", "Flecha roja: una melé declarada, desde el hex atacante")),
    ]
    sections = [(tr(lang, "Ground", "Terreno"), ground), (tr(lang, "Lines and marks", "Líneas y marcas"), lines),
                (tr(lang, "Blocks", "Bloques"), blocks), (tr(lang, "What a tap shows", "Lo que muestra un toque"), marks)]
    return key_html("Leyenda del mapa" if es else "Map key", sections, "boc-legend")


def odds_words(fp: int, dice: int, lang: str, halved: bool = False) -> str:
    """5.2: what a fire or melee would do: firepower, dice and the hits to
    expect (each die at or below the firepower hits; D2 halves them, 5.24)."""
    fp = max(0, min(6, fp))
    if fp == 0 or dice <= 0:
        return tr(lang, "cannot hit", "no puede impactar")
    mean = dice * fp / 6
    at_least_one = 1 - (1 - fp / 6) ** dice
    half = tr(lang, "; each a half hit there (D2, 5.24)", "; allí cada uno es medio impacto (D2, 5.24)") if halved else ""
    return tr(lang, f"{dice} {'die' if dice == 1 else 'dice'} at {fp} or less: "
                    f"{mean:.1f} hits expected, {at_least_one:.0%} chance of at least one{half}",
              f"{dice} {'dado' if dice == 1 else 'dados'} a {fp} o menos: "
              f"{mean:.1f} impactos de media, {at_least_one:.0%} de lograr al menos uno{half}")


def shot_rows(previews: dict, block: str | None, lang: str) -> list:
    """(target hex, words) for each target the picked block may fire at now
    (the previews' ``shots``, ``Game.previews``)."""
    if block is None:
        return []
    rows = []
    for t, fp, dice, long, d2 in (previews.get("shots") or {}).get(block, []):
        rng = tr(lang, " (long range)", " (largo alcance)") if long else ""
        rows.append((t, f"{t}{rng}: " + odds_words(fp, dice, lang, bool(d2))))
    return rows


def attack_rows(view: dict, legal, block: str | None, lang: str) -> list:
    """For the picked block in the Move Phase: each melee it may declare,
    with its firepower in round 1 (less the hexside crossed, 7.3; 7.4, 7.6)
    and after, and a warning where it cannot hit in round 1 or at all."""
    from pyapp.games.boc.melee import round_fire
    b = next((x for x in view.get("blocks") or [] if x.get("h") == block), None)
    if b is None or not b.get("id"):
        return []
    rec = BLOCKS[b["id"]]
    letter = rec.get("melee_letter") or rec["letter"]
    rows = []
    for t in sorted({a[2] for a in legal if a[0] in ("attack", "unsupported") and a[1] == block}):
        pen = T.melee_penalty(b["hex"], t)
        first, later = round_fire(rec, 1, True, pen), round_fire(rec, 2, True)
        n = b.get("strength") or 0
        cut = tr(lang, f" (hexside −{pen}, 7.3)", f" (lado de hex −{pen}, 7.3)") if pen else ""
        head = tr(lang, f"Attack {t}: round 1 at {letter}{first}{cut}, then {letter}{later}",
                  f"Atacar {t}: asalto 1 a {letter}{first}{cut}, luego {letter}{later}")
        if first == 0 and later == 0:
            rows.append(head + tr(lang, ": it cannot hit at all, only retreat.", ": no puede impactar, solo retirarse."))
        elif first == 0:
            rows.append(head + tr(lang, ": no dice in round 1; it holds and strikes from round 2.",
                                  ": sin dados en el asalto 1; aguanta y golpea desde el asalto 2."))
        else:
            rows.append(head + tr(lang, "; round 1: ", "; asalto 1: ") + odds_words(first, n, lang))
    return rows
