"""A House Divided's map legend: every line and mark the map draws, in
English or Spanish, with a drawn swatch for each (inline SVG in the map's
own colours). Pure Python (no browser import), tested natively.

``legend_html(lang)`` returns one closed ``<details class="map-legend">``
for the page to place under the map; its style is in ``web/css/map.css``.
The colours come from the map's modules' constants copied here (the map
module needs the browser); ``tests/test_geo.py`` checks they agree.
"""

from __future__ import annotations

from html import escape

# The map's colours (web/widgets/p2p.py, web/tables/ahd_map.py).
RAIL, ROAD, RIVER, RIVER_COURSE = "#2a2623", "#b08d57", "#4a86c5", "#9cc3e6"
LAND, INK, HIGHLIGHT, SELECTED, CURSOR = "#f4efe3", "#1d1b16", "#ffbf00", "#d2361e", "#0b63c4"
OWNER_FILL = {"union": "#3b5b9a", "csa": "#8c8c8c", None: "#ffffff"}
SIDE_FILL = {"union": "#2b4c8c", "csa": "#6f6f6f"}
SIDE_RING = {"union": "#2b4c8c", "csa": "#555555"}
TRAIL = {"union": "#1f4fb4", "csa": "#4d4d4d"}
RIVER_EDGE, STAR, DAMAGED_BAND, TRENCH = "#1f6fc2", "#f2c230", "#c0392b", "#e0b43a"


def _svg(body: str, w: int = 44, h: int = 28, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (f'<svg{c} viewBox="0 0 {w} {h}" width="{w}" height="{h}" aria-hidden="true" '
            f'focusable="false"><rect width="{w}" height="{h}" fill="{LAND}" rx="3"/>{body}</svg>')


def _box(fill: str = "#ffffff", x: float = 15, y: float = 7, s: float = 14, extra: str = "") -> str:
    return f'<rect x="{x}" y="{y}" width="{s}" height="{s}" fill="{fill}" stroke="{INK}"/>{extra}'


def _star(cx: float, cy: float, r: float) -> str:
    import math
    pts = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append(f"{cx + rr * math.cos(a):.1f},{cy + rr * math.sin(a):.1f}")
    return f'<polygon points="{" ".join(pts)}" fill="{STAR}" stroke="{INK}" stroke-width="0.8"/>'


def _disc(cx: float, cy: float, n: int, side: str) -> str:
    col = SIDE_RING[side]
    return (f'<circle cx="{cx}" cy="{cy}" r="5.5" fill="#fff" stroke="{col}" stroke-width="1.6"/>'
            f'<text x="{cx}" y="{cy + 3}" font-size="8" font-weight="800" text-anchor="middle" '
            f'fill="{col}" font-family="system-ui,sans-serif">{n}</text>')


def _counter(side: str, kind: str = "mi", value: int = 2, damaged: bool = False,
             entrenched: bool = False) -> str:
    s = 34
    parts = [f'<rect x="5" y="3" width="{s}" height="{s}" fill="{SIDE_FILL[side]}" stroke="{INK}"/>']
    x, y = 5, 3
    if damaged:
        parts.append(f'<rect x="{x}" y="{y + s * 0.6:.1f}" width="{s}" height="{s * 0.4:.1f}" fill="{DAMAGED_BAND}"/>')
    bx, by, bw, bh = x + s * 0.26, y + s * 0.16, s * 0.56, s * 0.36
    parts.append(f'<rect x="{bx:.1f}" y="{by:.1f}" width="{bw:.1f}" height="{bh:.1f}" fill="none" '
                 f'stroke="#fff" stroke-width="1.4"/>')
    d = f"M{bx:.1f} {by + bh:.1f}L{bx + bw:.1f} {by:.1f}"
    if kind.endswith("i"):
        d += f"M{bx:.1f} {by:.1f}L{bx + bw:.1f} {by + bh:.1f}"
    parts.append(f'<path d="{d}" stroke="#fff" stroke-width="1.4"/>')
    for i in range({"m": 1, "v": 2, "e": 3}[kind[0]]):
        parts.append(f'<circle cx="{x + s * 0.12:.1f}" cy="{y + s * (0.2 + 0.15 * i):.1f}" r="{s * 0.055:.1f}" fill="#fff"/>')
    parts.append(f'<text x="{x + s / 2}" y="{y + s * 0.8 + 4:.1f}" font-size="12" font-weight="800" '
                 f'text-anchor="middle" fill="#fff" font-family="system-ui,sans-serif">{value}</text>')
    if entrenched:
        t = s / 7
        parts.append(f'<rect x="{x}" y="{y}" width="{s}" height="{t * 0.6:.1f}" fill="{TRENCH}"/>')
        parts.extend(f'<rect x="{x + i * t:.1f}" y="{y}" width="{t:.1f}" height="{t * 1.3:.1f}" fill="{TRENCH}"/>'
                     for i in range(0, 7, 2))
    return _svg("".join(parts), 44, 40, "counter")


def _marker(side: str, text: str) -> str:
    return _svg(f'<rect x="4" y="6" width="34" height="16" fill="{SIDE_FILL[side]}" stroke="{INK}"/>'
                f'<rect x="5.5" y="7.5" width="31" height="13" fill="none" stroke="#fff"/>'
                f'<text x="21" y="18" font-size="11" font-weight="700" text-anchor="middle" fill="#fff" '
                f'font-family="system-ui,sans-serif">{escape(text)}</text>')


def _swatches() -> dict:
    """The drawn swatch of each legend entry."""
    return {
        "rail": _svg(f'<path d="M3 14H41" stroke="{RAIL}" stroke-width="2.2"/>'),
        "road": _svg(f'<path d="M3 14H41" stroke="{ROAD}" stroke-width="1.8" stroke-dasharray="5 4"/>'),
        "river": _svg(f'<path d="M3 14H41" stroke="{RIVER}" stroke-width="3"/>'
                      f'<path d="M27 14L18 9.5L21 14L18 18.5Z" fill="{RIVER}" stroke="#fff" stroke-width=".6"/>'),
        "course": _svg(f'<path d="M3 18C12 8 22 22 41 10" fill="none" stroke="{RIVER_COURSE}" stroke-width="2.4"/>'),
        "union": _svg(_box(OWNER_FILL["union"])),
        "csa": _svg(_box(OWNER_FILL["csa"], extra='<path d="M16 20L28 8" stroke="#fff" stroke-width="1.5"/>')),
        "neutral": _svg(_box()),
        "flag": _svg(_box(OWNER_FILL["csa"], extra='<path d="M16 20L28 8" stroke="#fff" stroke-width="1.5"/>'
                          f'<path d="M15 7V1" stroke="{INK}" stroke-width="1.2"/>'
                          f'<path d="M15 1L8 3L15 5Z" fill="{OWNER_FILL["csa"]}" stroke="{INK}" stroke-width=".8"/>')),
        "victory": _svg(_box(OWNER_FILL["csa"], extra=_star(22, 14.3, 7))),
        "recruit": _svg(_box(OWNER_FILL["union"], extra=_disc(15, 21, 3, "union"))),
        "recruit2": _svg(_box(OWNER_FILL["union"], extra=_disc(15, 21, 2, "union") + _disc(27, 21, 1, "csa"))),
        "fort": _svg(_box(extra=f'<rect x="12.5" y="4.5" width="19" height="19" fill="none" stroke="{INK}" '
                                f'stroke-width="1.5"/>')),
        "port": _svg(_box(extra=f'<text x="30" y="25" font-size="10" text-anchor="middle" fill="#1f2a44" '
                                f'stroke="#fff" stroke-width="2.5" paint-order="stroke">⚓</text>')),
        "river_edge": _svg(f'<path d="M3 14H15" stroke="{RIVER}" stroke-width="3"/>' + _box()
                           + f'<path d="M12 6V22" stroke="{RIVER_EDGE}" stroke-width="3"/>'),
        "lit": _svg(f'<rect x="11" y="3" width="22" height="22" fill="{HIGHLIGHT}"/>' + _box()),
        "selected": _svg(f'<rect x="15" y="7" width="14" height="14" fill="#fff" stroke="{SELECTED}" stroke-width="2.5"/>'),
        "cursor": _svg(_box() + f'<rect x="8" y="0.5" width="28" height="27" fill="none" stroke="{CURSOR}" '
                                f'stroke-width="2.5"/>'),
        "stack": _marker("union", "3·8"),
        "stack_csa": _marker("csa", "2·5"),
        "infantry": _counter("union", "mi", 2),
        "cavalry": _counter("csa", "mc", 1),
        "grade": _counter("union", "ei", 4),
        "damaged": _counter("csa", "vi", 1, damaged=True),
        "entrenched": _counter("union", "vi", 3, entrenched=True),
        "arrow": _svg(f'<path d="M4 18Q22 4 34 12" fill="none" stroke="#fff" stroke-width="6"/>'
                      f'<path d="M4 18Q22 4 34 12" fill="none" stroke="{TRAIL["union"]}" stroke-width="3"/>'
                      f'<path d="M41 17L31 15L35 8Z" fill="{TRAIL["union"]}"/>'),
        "changed": _svg(_box(OWNER_FILL["csa"], extra='<path d="M16 20L28 8" stroke="#fff" stroke-width="1.5"/>'
                             f'<circle cx="22" cy="14" r="11" fill="none" stroke="{TRAIL["csa"]}" stroke-width="2"/>')),
    }


# (group, [(swatch, English, Spanish)])
ENTRIES = (
    (("Lines", "Líneas"), (
        ("rail", "Railroad (black line).", "Ferrocarril (línea negra)."),
        ("road", "Road (dashed brown line).", "Camino (línea marrón discontinua)."),
        ("river", "River line (thick blue); the arrow points downstream (4).",
         "Línea de río (azul gruesa); la flecha apunta río abajo (4)."),
        ("course", "A river's real course: background only, not a line of movement.",
         "Curso real de un río: solo fondo, no es una línea de movimiento."),
    )),
    (("Boxes", "Casillas"), (
        ("union", "Controlled by the Union (blue).", "Controlada por la Unión (azul)."),
        ("csa", "Controlled by the Confederacy (grey with a white bar).",
         "Controlada por la Confederación (gris con una barra blanca)."),
        ("neutral", "Controlled by nobody (white).", "Sin control (blanca)."),
        ("flag", "Flag: control differs from the printed owner; the flag shows the side in control (9).",
         "Bandera: el control no es el impreso; la bandera muestra el bando que la controla (9)."),
        ("victory", "Gold star: one of the seven victory cities; the Union wins by holding all seven (11).",
         "Estrella dorada: una de las siete ciudades de victoria; la Unión gana si controla las siete (11)."),
        ("recruit", "Ringed number, bottom-left: a recruitment city and how many units it raises "
                    "for the side of the ring's colour (7). Not a stack: stacks are square tabs.",
         "Número en un círculo, abajo a la izquierda: ciudad de reclutamiento y cuántas unidades da "
         "al bando del color del círculo (7). No es una pila: las pilas son fichas cuadradas."),
        ("recruit2", "Two rings: the city recruits for either side (blue Union, grey Confederacy).",
         "Dos círculos: la ciudad recluta para cualquiera de los bandos (azul Unión, gris Confederación)."),
        ("fort", "Double edge: a fort, permanently entrenched (4.2.5).",
         "Borde doble: un fuerte, atrincherado siempre (4.2.5)."),
        ("port", "Anchor: a port, for naval moves (4.2.4).", "Ancla: un puerto, para movimientos navales (4.2.4)."),
        ("river_edge", "Blue edge: attackers arriving across this side cross a river (5.2.3).",
         "Borde azul: quien ataca por este lado cruza un río (5.2.3)."),
        ("lit", "Amber: a box you can act on now.", "Ámbar: una casilla donde puedes actuar ahora."),
        ("selected", "Red edge: the selected box; its units are shown below it.",
         "Borde rojo: la casilla elegida; sus unidades se muestran debajo."),
        ("cursor", "Blue frame: the keyboard cursor.", "Marco azul: el cursor del teclado."),
    )),
    (("Units", "Unidades"), (
        ("stack", "Stack marker: units of a side in the box · their total strength (3 units, strength 8).",
         "Marcador de pila: unidades de un bando en la casilla · su fuerza total (3 unidades, fuerza 8)."),
        ("stack_csa", "The Confederate stack, grey (2 units, strength 5).",
         "La pila confederada, gris (2 unidades, fuerza 5)."),
        ("infantry", "Infantry: a crossed box (the NATO symbol); the number is its strength.",
         "Infantería: un rectángulo con aspa (símbolo OTAN); el número es su fuerza."),
        ("cavalry", "Cavalry: a box with one diagonal.", "Caballería: un rectángulo con una diagonal."),
        ("grade", "Pips on the left: grade, 1 militia, 2 veteran, 3 elite (6).",
         "Puntos a la izquierda: calidad, 1 milicia, 2 veterana, 3 élite (6)."),
        ("damaged", "Red band: damaged, the reduced side; the strength shown is the reduced one (5).",
         "Banda roja: dañada, la cara reducida; la fuerza que se ve es la reducida (5)."),
        ("entrenched", "Gold battlement along the top: entrenched (4.2.5).",
         "Almenas doradas arriba: atrincherada (4.2.5)."),
    )),
    (("Since your last turn", "Desde tu último turno"), (
        ("arrow", "Arrow: a move, in the colour of the side that moved.",
         "Flecha: un movimiento, del color del bando que movió."),
        ("changed", "Ring with rays: the box changed hands; the ring has the new owner's colour.",
         "Anillo con rayos: la casilla cambió de manos; el anillo tiene el color del nuevo dueño."),
    )),
)

HELP = {
    "en": ("Names appear as you zoom in. Touch: one finger scrolls the page until you zoom in, two fingers "
           "zoom; a tap where boxes crowd zooms in so the next tap picks one. Keyboard: the arrows move the "
           "cursor from box to box, Enter picks, Shift and the arrows pan, + − zoom, 0 shows the whole map."),
    "es": ("Los nombres aparecen al acercar el mapa. Táctil: un dedo desplaza la página hasta que acercas, dos "
           "dedos acercan; tocar donde hay casillas juntas acerca el mapa para que el siguiente toque elija una. "
           "Teclado: las flechas mueven el cursor de casilla en casilla, Intro elige, Mayúsculas y flechas "
           "desplazan, + − acercan y alejan, 0 muestra todo el mapa."),
}


def legend_html(lang: str = "en") -> str:
    """The map's legend as a closed <details> element, in ``lang`` ("en" or "es")."""
    es = lang == "es"
    sw = _swatches()
    groups = []
    for (title_en, title_es), items in ENTRIES:
        lis = "".join(f"<li>{sw[key]}<span>{escape(text_es if es else text_en)}</span></li>"
                      for key, text_en, text_es in items)
        groups.append(f"<h4>{escape(title_es if es else title_en)}</h4><ul>{lis}</ul>")
    summary = "Leyenda del mapa" if es else "Map legend"
    return (f'<details class="map-legend"><summary>{summary}</summary><div class="legend-body">'
            f'<p class="legend-help">{escape(HELP["es" if es else "en"])}</p>{"".join(groups)}</div></details>')
