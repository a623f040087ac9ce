"""For the People's table: the parts that need no browser.

The board handed to the shared point-to-point map (``board_spec``: the
spaces at their layout places, the links by kind), the forces in each
space as the view gives them (``stacks``: armies, loose SP, generals), the
words for spaces, generals (strategy-offence-defence and PI), armies and
cards in English and Spanish (the Spanish rulebook's terms: UM for SP, VP
for strategic will, CP for political control, OP for operations), and the
HTML of the tracks, the hand, the army display and the legend.

Pure Python, tested natively (tests/test_ftp_table.py). Reads only the
view fields For the People declares.
"""

from __future__ import annotations

from html import escape

from pyapp.games.ftp import cards as C
from pyapp.games.ftp import cards_text as CT
from pyapp.games.ftp import mapdata as MD
from pyapp.games.ftp import oob
from pyapp.games.ftp import spaces as S
from pyapp.games.ftp.phases import PHASE_EN, PHASE_ES

from .. import geo
from ..markup import esc, rule_ref
from ..text import role_name
from .ftp_ground import STATE_NAMES

SIDES = ("union", "csa")
SHORT = {"union": ("Union", "Unión"), "csa": ("CSA", "CSA")}
# the map's colours (web/tables/ftp_map.py draws with the same)
SIDE_FILL = {"union": "#2b4c8c", "csa": "#6f6f6f"}
OWNER_FILL = {"union": "#3b5b9a", "csa": "#8c8c8c", None: "#ffffff"}
CARD_SIDE = {"union": "#2b4c8c", "csa": "#6f6f6f", "both": "#6b4f8a"}
ROAD, RAIL, RIVER, BO, RIVER_COURSE = "#a07f4c", "#2a2623", "#3f7fc0", "#b3202a", "#9cc3e6"
INK, LAND, SEA, STAR, RC_FILL, PORT, BR = "#1d1b16", "#f4efe3", "#cfe0ec", "#f2c230", "#8a5a2b", "#1f2a44", "#b3202a"
HIGHLIGHT, SELECTED = "#ffbf00", "#d2361e"


def tr(lang: str, en: str, es: str) -> str:
    return es if lang == "es" else en


# -- the board -------------------------------------------------------------------------------------

def board_spec() -> dict:
    """The board for the shared map (``web.widgets.p2p``): every space at its
    layout place (handed as the longitude and latitude that project there,
    so the shared projection gives the layout back, spread by nothing), the
    road, rail and river links (a river link from upstream down, for its
    arrow); and this game's own lines: the rough roads, the B&O, the river
    links that join two rivers at a confluence (no arrow), the blue bars."""
    boxes = {}
    for sid, name, state, x, y in S.SPACES:
        lon, lat = geo.unproject(float(x), float(y))
        boxes[sid] = {"name": name, "lon": lon, "lat": lat, "state": state}
    links, dotted, bo, junction, bars = [], [], [], [], []
    for e in MD.EDGES:
        if e.bo:
            bo.append([e.a, e.b])
        elif e.kind == "dotted":
            dotted.append([e.a, e.b])
        elif e.kind == "river" and e.flow != "down":
            junction.append([e.a, e.b])
        else:
            links.append([e.a, e.b, e.kind])
        for end in e.bars:
            bars.append([end, e.other(end)])
    return {"kind": "p2p", "boxes": boxes, "links": links, "layout_sep": 0, "dotted": dotted, "bo": bo,
            "junction": junction, "bars": bars}


def links_of(space: str) -> dict:
    """{kind: [neighbours]} of a space, kinds in words' order ("B&O" apart)."""
    out: dict = {}
    for e in MD.EDGES:
        if space in (e.a, e.b):
            kind = "bo" if e.bo else e.kind
            near = out.setdefault(kind, [])
            if e.other(space) not in near:
                near.append(e.other(space))
    return out


LINK_WORDS = {"rail": ("rail", "ferrocarril"), "road": ("road", "carretera"), "river": ("river", "río"),
              "dotted": ("rough road", "camino malo"), "bo": ("B&O (Union strategic moves only)",
                                                          "B&O (solo movimiento estratégico de la Unión)")}


# -- names -----------------------------------------------------------------------------------------

def space_name(s) -> str:
    return S.NAME.get(s, str(s))


def state_name(code: str, lang: str) -> str:
    names = STATE_NAMES.get(code)
    return (names[1] if lang == "es" else names[0]) if names else code


def side_name(lang: str, side) -> str:
    return role_name(lang, side) if side else tr(lang, "neutral", "neutral")


def ratings(g: str) -> str:
    """"3-1-1": strategy, offence, defence (2.3)."""
    d = oob.GENERALS[g]
    return f"{d.strategy}-{d.offence}-{d.defence}"


def gen_words(g: str, lang: str) -> str:
    """"McDowell 3-1-1, PI 6"; a cavalry general: "Stuart 1-1-1, cavalry"."""
    d = oob.GENERALS.get(g)
    if d is None:
        return str(g)
    if d.cavalry:
        return f"{d.name} {ratings(g)}, {tr(lang, 'cavalry', 'caballería')}"
    return f"{d.name} {ratings(g)}, {tr(lang, 'PI', 'influencia')} {d.pi or 0}"


def army_name(aid: str, lang: str) -> str:
    from pyapp.games.ftp.model import army_name as name
    return name(aid, lang)


def army_abbrev(aid: str) -> str:
    a = oob.ARMIES.get(aid)
    return a.abbrev if a else str(aid)


def sp_word(lang: str, n: int) -> str:
    return f"{n} {tr(lang, 'SP', 'UM')}"


# -- forces ---------------------------------------------------------------------------------------

def army_gens(view: dict, aid: str) -> list:
    """The generals in an army's box, its commander first."""
    key = "A:" + aid
    cmd = ((view.get("armies") or {}).get(aid) or {}).get("cmd")
    gens = sorted(g for g, at in (view.get("generals") or {}).items() if at == key)
    return sorted(gens, key=lambda g: (g != cmd, oob.GENERALS[g].cavalry if g in oob.GENERALS else 0))


def army_total(view: dict, aid: str) -> int:
    """An army's SP: the infantry in its box and its cavalry brigades (5.3)."""
    a = (view.get("armies") or {}).get(aid) or {}
    return int(a.get("sp") or 0) + sum(1 for g in army_gens(view, aid) if _cav(g))


def _cav(g: str) -> bool:
    d = oob.GENERALS.get(g)
    return bool(d and d.cavalry)


def stacks(view: dict) -> dict:
    """{space: {side: {"armies": [aid], "sp": loose infantry SP, "gens": [loose
    generals], "total": every SP there, brigades and armies counted}}}."""
    out: dict = {}

    def at(space, side):
        return out.setdefault(space, {}).setdefault(side, {"armies": [], "sp": 0, "gens": [], "total": 0})

    for side, where in (view.get("sp") or {}).items():
        for space, n in where.items():
            if n:
                s = at(space, side)
                s["sp"] += int(n)
                s["total"] += int(n)
    for aid, a in sorted((view.get("armies") or {}).items()):
        if a.get("at") in S.NAME:
            s = at(a["at"], a.get("side"))
            s["armies"].append(aid)
            s["total"] += army_total(view, aid)
    for g, where in sorted((view.get("generals") or {}).items()):
        if where in S.NAME and g in oob.GENERALS:
            s = at(where, oob.GENERALS[g].side)
            s["gens"].append(g)
            if _cav(g):
                s["total"] += 1
    for sides in out.values():
        for s in sides.values():
            s["gens"].sort(key=lambda g: (_cav(g), -(oob.GENERALS[g].pi or 0), g))
    return out


def leader(stack: dict, view: dict):
    """The force's commander at rest: an army's, else the loose general of
    highest political influence (a brigade only when alone), 5.5."""
    for aid in stack.get("armies", []):
        return ((view.get("armies") or {}).get(aid) or {}).get("cmd")
    gens = stack.get("gens", [])
    return gens[0] if gens else None


def stack_words(stack: dict, view: dict, lang: str) -> str:
    """A side's force in a space in words: each army with its commander,
    generals and SP, then the loose SP and generals."""
    parts = []
    armies = view.get("armies") or {}
    for aid in stack.get("armies", []):
        gens = army_gens(view, aid)
        cmd = armies.get(aid, {}).get("cmd")
        lead = gen_words(cmd, lang) if cmd else tr(lang, "generic commander", "comandante genérico")
        rest = [gen_words(g, lang) for g in gens if g != cmd]
        parts.append(f"{army_name(aid, lang)} ({sp_word(lang, army_total(view, aid))}; "
                     f"{tr(lang, 'commander', 'al mando')} {lead}"
                     + (f"; {'; '.join(rest)}" if rest else "") + ")")
    if stack.get("sp"):
        parts.append(sp_word(lang, stack["sp"]))
    parts.extend(gen_words(g, lang) for g in stack.get("gens", []))
    return "; ".join(parts)


def enemy_at(view: dict, side: str) -> set:
    """The spaces holding the other side's SP, generals or fort (a step
    there is an attack)."""
    out = {s for s, sides in stacks(view).items() if any(k != side for k in sides)}
    return out | {s for s, who in (view.get("forts") or {}).items() if who != side}


def general_at(view: dict, g: str) -> str:
    """Where a general is, as a space, an army, or off the map."""
    return (view.get("generals") or {}).get(g, "")


def off_map_words(where: str, lang: str) -> str:
    if where.startswith("T") and where[1:].isdigit():
        return tr(lang, f"arrives on turn {where[1:]}", f"llega en el turno {where[1:]}")
    return {"pool": tr(lang, "not arrived yet", "aún no ha llegado"), "dead": tr(lang, "killed", "muerto"),
            "out": tr(lang, "out of the game", "fuera del juego"),
            "opt": tr(lang, "optional counter, not in play", "ficha opcional, fuera de juego")}.get(where, where)


# -- spaces --------------------------------------------------------------------------------------

def original(space: str):
    """The side whose original state holds ``space`` (None: a border state), 3.2."""
    a = S.ALLEGIANCE.get(S.STATE.get(space, ""), "border")
    return None if a == "border" else ("csa" if a == "csa" else "union")


def space_marks(space: str, view: dict, lang: str) -> list:
    """The printed marks and the counters of a space in words."""
    d = MD.SPACE[space]
    out = []
    cap = d.get("capital")
    if cap in ("union_national", "csa_national"):
        out.append(tr(lang, "national capital", "capital nacional"))
    elif cap == "union_state":
        out.append(tr(lang, "Union state capital", "capital de estado de la Unión"))
    dead = space in (view.get("rc_destroyed") or [])
    if d.get("rc"):
        out.append(tr(lang, f"resource centre {d['rc']}" + (" (destroyed)" if dead else ""),
                      f"centro de recursos {d['rc']}" + (" (destruido)" if dead else "")))
    elif dead:                                 # card 126 lays the Shenandoah Valley waste (5.24)
        out.append(tr(lang, "destroyed-RC marker: laid waste, no supply for attrition",
                      "indicador de CR destruido: arrasado, sin abastecer el desgaste"))
    if d.get("coastal_fort"):
        out.append(tr(lang, f"coastal fort guarding {space_name(d['coastal_fort'])}",
                      f"fuerte costero que protege {space_name(d['coastal_fort'])}"))
    if d.get("br_zone"):
        out.append(tr(lang, "blockade-runner port", "puerto de rompedores del bloqueo")
                   + (tr(lang, f" (with card {d['br_card']})", f" (con la carta {d['br_card']})") if d.get("br_card") else ""))
    elif d.get("coast"):
        out.append(tr(lang, "sea port", "puerto de mar"))
    if d.get("river_port"):
        rivers = ", ".join(r.title() for r in d["river_port"])
        out.append(tr(lang, f"river port ({rivers})", f"puerto fluvial ({rivers})"))
    fort = (view.get("forts") or {}).get(space)
    if fort:
        out.append(tr(lang, f"{role_name(lang, fort)} fort", f"fuerte de la {role_name(lang, fort)}"))
    if d.get("pro_union"):
        out.append(tr(lang, "pro-Union", "prounionista"))
    if space in (view.get("ironclads") or []):
        out.append(tr(lang, "CSA ironclad", "acorazado confederado"))
    if space in (view.get("torpedoes") or []):
        out.append(tr(lang, "torpedoes", "torpedos"))
    if view.get("hunley") == space:
        out.append("H. L. Hunley")
    caps = view.get("capitals") or {}
    for side, where in caps.items():
        if where == space and cap not in ("union_national", "csa_national"):
            out.append(tr(lang, f"{role_name(lang, side)} capital", f"capital de la {role_name(lang, side)}"))
    return out


def control_words(space: str, view: dict, lang: str) -> str:
    """Who controls a space (5.1), and whether a PC marks it."""
    own = (view.get("control") or {}).get(space)
    who = side_name(lang, own)
    if own is None:
        return tr(lang, "neutral", "neutral")
    if own != original(space):
        return tr(lang, f"{who} (PC)", f"{who} (CP)")
    return who


# -- cards ------------------------------------------------------------------------------------------

def card_text(n: int, lang: str) -> str:
    """The card's paraphrase, without its removal note (shown apart)."""
    t = (CT.TEXT.get(n) or {}).get(lang) or (CT.TEXT.get(n) or {}).get("en", "")
    for note in (CT._REMOVED_EN, CT._REMOVED_ES):
        if t.endswith(note):
            t = t[: -len(note)]
    return t


def card_title(n: int, lang: str) -> str:
    return (CT.TITLE.get(n) or {}).get(lang) or (CT.TITLE.get(n) or {}).get("en", f"#{n}")


def card_side_words(n: int, lang: str) -> str:
    side = C.CARDS[n].side
    if side == "both":
        return tr(lang, "event for either side", "evento de cualquier bando")
    return tr(lang, f"{SHORT[side][0]} event", f"evento de la {role_name(lang, side)}")


def card_html(n: int, lang: str, buttons: str = "", why: str = "", tag: str = "li") -> str:
    """One card: its number, OPS, title, whose event, our paraphrase, the
    removal note, then ``buttons`` (what it may do now) and ``why`` (why
    its event may not be played now, the engine's words)."""
    c = C.CARDS[n]
    ops = f'<span class="ops" title="{esc(tr(lang, "operations value", "valor de operaciones"))}">' \
          f'{c.ops}<small>{esc(tr(lang, "OPS", "OP"))}</small></span>'
    removed = (f'<p class="removed">{esc(tr(lang, "Removed from the game if played as the event.", "Se retira del juego si se juega como evento."))}</p>'
               if c.removed else "")
    when = ""
    if c.timing != "event":
        when = f'<p class="when">{esc(tr(lang, "Played in reply to the enemy (interrupt or reaction).", "Se juega en respuesta al enemigo (interrupción o reacción)."))}</p>'
    why_html = f'<p class="why">{esc(why)}</p>' if why else ""
    acts = f'<p class="row-buttons card-acts">{buttons}</p>' if buttons else ""
    return (f'<{tag} class="ftp-card side-{esc(c.side)}" data-card="{n}">'
            f'<div class="head">{ops}<span class="num">#{n}</span> <b class="title">{esc(card_title(n, lang))}</b>'
            f'<span class="who">{esc(card_side_words(n, lang))}</span></div>'
            f'<p class="text">{esc(card_text(n, lang))}</p>{removed}{when}{acts}{why_html}</{tag}>')


# -- the tracks ------------------------------------------------------------------------------------

def sw_words(view: dict, side: str, lang: str) -> str:
    value, sign = (view.get("sw") or {}).get(side) or [0, "+"]
    return f"{value} {'▲' if sign == '+' else '▼'}"


def status_strip(view: dict, lang: str) -> str:
    """Always in sight: turn and season, phase, both sides' strategic will
    with the marker's side (5.30: ▲ its last change was a gain), the
    blockade, the amphibious modifier, Emancipation."""
    season = (view.get("season") or {}).get(lang) or (view.get("season") or {}).get("en", "")
    ph = view.get("phase") or ""
    phase = (PHASE_ES if lang == "es" else PHASE_EN).get(ph, ph)
    eman = tr(lang, "proclaimed", "proclamada") if view.get("emancipation") else tr(lang, "not yet", "aún no")
    sw_tip = tr(lang, "▲: the last change was a gain (a loss now costs 3 more); ▼: a loss (a gain earns 2 more)",
                "▲: el último cambio fue una ganancia (una pérdida ahora cuesta 3 más); ▼: una pérdida "
                "(una ganancia suma 2 más)")
    cells = [
        (tr(lang, "Turn", "Turno"), f"{view.get('turn')}/{view.get('last_turn')} · {season}", "4", ""),
        (tr(lang, "Phase", "Fase"), phase, "4", ""),
        (tr(lang, "Union SW", "VP Unión"), sw_words(view, "union", lang), "5.30", sw_tip),
        (tr(lang, "CSA SW", "VP CSA"), sw_words(view, "csa", lang), "5.30", sw_tip),
        (tr(lang, "Blockade", "Bloqueo"), f"{view.get('blockade', 0)}/5", "5.26", ""),
        (tr(lang, "Amphibious", "Anfibio"), f"+{view.get('amphibious', 0)}", "5.19", ""),
        (tr(lang, "Emancipation", "Emancipación"), eman, "5.2", ""),
    ]
    items = "".join(f'<div{f" title={chr(34)}{esc(tip)}{chr(34)}" if tip else ""}><dt>{esc(k)}</dt>'
                    f'<dd>{esc(v)}{rule_ref(lang, r)}</dd></div>' for k, v, r, tip in cells)
    return f'<dl class="strip ftp-strip">{items}</dl>'


# -- the army display ------------------------------------------------------------------------------

def armies_html(view: dict, lang: str) -> str:
    """Every army on the map: where, its commander, its generals and SP,
    an elite unit (5.14)."""
    rows = []
    armies = view.get("armies") or {}
    elite = view.get("elite") or {}
    for side in SIDES:
        for aid, a in sorted(armies.items()):
            if a.get("side") != side or not a.get("at"):
                continue
            cmd = a.get("cmd")
            gens = [g for g in army_gens(view, aid) if g != cmd]
            lead = gen_words(cmd, lang) if cmd else tr(lang, "generic commander (cannot move)",
                                                     "comandante genérico (no mueve)")
            extra = f' · {tr(lang, "elite unit", "unidad de élite")}' if aid in (elite.get(side) or []) else ""
            others = ("<br><small>" + esc(", ".join(gen_words(g, lang) for g in gens)) + "</small>") if gens else ""
            rows.append(f'<li class="side-{side}"><button type="button" class="link" data-do="pick" '
                        f'data-arg="{esc(a["at"])}">{esc(army_name(aid, lang))}</button> '
                        f'<b>{esc(sp_word(lang, army_total(view, aid)))}</b> · {esc(space_name(a["at"]))}{esc(extra)}'
                        f'<br>{esc(tr(lang, "Commander: ", "Al mando: "))}{esc(lead)}{others}</li>')
    if not rows:
        rows.append(f'<li>{esc(tr(lang, "No army on the map.", "Ningún ejército en el mapa."))}</li>')
    title = tr(lang, "Armies", "Ejércitos")
    return (f'<section class="ftp-armies" aria-labelledby="ftp-armies"><h3 id="ftp-armies">{esc(title)}'
            f'{rule_ref(lang, "5.4")}</h3><ul>{"".join(rows)}</ul></section>')


# -- the legend -----------------------------------------------------------------------------------

def _svg(body: str, w: int = 44, h: int = 28) -> str:
    return (f'<svg viewBox="0 0 {w} {h}" width="{w}" height="{h}" aria-hidden="true" focusable="false">'
            f'<rect width="{w}" height="{h}" fill="{LAND}" rx="3"/>{body}</svg>')


def _line(colour: str, width: float, dash: str = "") -> str:
    d = f' stroke-dasharray="{dash}"' if dash else ""
    return _svg(f'<line x1="3" y1="14" x2="41" y2="14" stroke="{colour}" stroke-width="{width}"{d}/>')


def _space(fill: str, extra: str = "", before: str = "") -> str:
    dot = '<circle cx="22" cy="14" r="2.3" fill="#fff"/>' if fill == OWNER_FILL["csa"] and "r=\"2.3\"" not in extra else ""
    return _svg(f'{before}<circle cx="22" cy="14" r="7" fill="{fill}" stroke="{INK}"/>{dot}{extra}')


def legend_html(lang: str) -> str:
    """Every line and mark the map draws, with a swatch each."""
    def row(svg, en, es):
        return f"<li>{svg}<span>{escape(tr(lang, en, es))}</span></li>"

    lines = [
        row(_line(RAIL, 2.2), "Railroad", "Ferrocarril"),
        row(_line(ROAD, 1.8, "5 4"), "Road", "Carretera"),
        row(_line(ROAD, 2, "1.5 3"), "Rough road (north-east Alabama, CSA generals only)",
            "Camino malo (noreste de Alabama, solo generales confederados)"),
        row(_line(BO, 2.4, "8 3"), "B&O railroad (Union strategic moves only)",
            "Ferrocarril B&O (solo movimiento estratégico de la Unión)"),
        row(_svg(f'<line x1="3" y1="14" x2="41" y2="14" stroke="{RIVER_COURSE}" stroke-width="6"/>'
                 f'<line x1="3" y1="14" x2="41" y2="14" stroke="{RIVER}" stroke-width="2"/>'
                 f'<path d="M26 14L18 10L20 14L18 18Z" fill="{RIVER}"/>'),
            "River and its link between river ports (arrow: downstream)",
            "Río y su conexión entre puertos fluviales (flecha: río abajo)"),
        row(_svg(f'<circle cx="22" cy="14" r="7" fill="#fff" stroke="{INK}"/>'
                 f'<line x1="11" y1="7" x2="11" y2="21" stroke="#1f6fc2" stroke-width="3"/>'
                 f'<line x1="3" y1="14" x2="15" y2="14" stroke="{RAIL}" stroke-width="2"/>'),
            "Blue bar: a river crossing on that side (5.18)", "Barra azul: cruce de río por ese lado (5.18)"),
        row(_svg(f'<rect width="44" height="28" fill="{SEA}"/><path d="M0 20Q22 12 44 20V28H0Z" fill="{LAND}" '
                 f'stroke="#7fa6c2"/>'), "Sea and coast (sketched around the ports)",
            "Mar y costa (esbozada en torno a los puertos)"),
    ]
    marks = [
        row(_space(OWNER_FILL["union"], before=f'<circle cx="22" cy="14" r="11" fill="{HIGHLIGHT}"/>'),
            "Lit: a tap there does something now", "Resaltado: tocarlo hace algo ahora"),
        row(_space(OWNER_FILL["csa"], '<circle cx="22" cy="14" r="2.3" fill="#fff"/>',
                   before=f'<circle cx="22" cy="14" r="11" fill="{HIGHLIGHT}"/><circle cx="22" cy="14" r="12.5" '
                          f'fill="none" stroke="{SELECTED}" stroke-width="2"/>'),
            "Lit with a red ring: the enemy is there, moving in means a battle",
            "Resaltado con anillo rojo: allí está el enemigo, entrar supone una batalla"),
        row(_svg(f'<circle cx="8" cy="14" r="5" fill="{OWNER_FILL["union"]}" stroke="{INK}"/>'
                 f'<circle cx="36" cy="14" r="5" fill="{OWNER_FILL["union"]}" stroke="{INK}"/>'
                 f'<path d="M14 14H26" stroke="#1f4fb4" stroke-width="3"/><path d="M30 14L24 10V18Z" fill="#1f4fb4"/>'),
            "A move under way: its last step", "Un movimiento en curso: su último paso"),
        row(_space("#ffffff").replace(f'stroke="{INK}"/>', f'stroke="{SELECTED}" stroke-width="2.5"/>'),
            "The picked space (its forces fan out below it)", "El espacio elegido (sus fuerzas se despliegan debajo)"),
        row(_space(OWNER_FILL["union"]), "Space controlled by the Union", "Espacio controlado por la Unión"),
        row(_space(OWNER_FILL["csa"], '<circle cx="22" cy="14" r="2.3" fill="#fff"/>'),
            "Space controlled by the Confederacy (a white centre)",
            "Espacio controlado por la Confederación (centro blanco)"),
        row(_space("#ffffff"), "Neutral space", "Espacio neutral"),
        row(_space(OWNER_FILL["union"], f'<path d="M16 8V0M16 1L9 3L16 5Z" stroke="{INK}" fill="{OWNER_FILL["union"]}"/>'),
            "Flag: a PC, control differs from the state's side", "Bandera: un CP, el control difiere del bando del estado"),
        row(_space(OWNER_FILL["csa"], f'<rect x="15" y="15" width="14" height="3.5" fill="#2b6cc4"/>'),
            "Pro-Union space (blue band)", "Espacio prounionista (franja azul)"),
        row(_space(OWNER_FILL["csa"], before=_star_svg(22, 14, 12)), "National capital", "Capital nacional"),
        row(_space(OWNER_FILL["union"], _star_svg(28, 8, 5)), "Union state capital (small star)",
            "Capital de estado de la Unión (estrella pequeña)"),
        row(_space(OWNER_FILL["csa"], f'<rect x="8" y="15" width="11" height="11" fill="{RC_FILL}" stroke="#fff"/>'
                                     f'<text x="13.5" y="24" font-size="9" font-weight="800" fill="#fff" '
                                     f'text-anchor="middle" font-family="system-ui,sans-serif">5</text>'),
            "Resource centre and its SW value (crossed out: destroyed)",
            "Centro de recursos y su valor en VP (tachado: destruido)"),
        row(_space(OWNER_FILL["csa"], f'<rect x="8" y="15" width="11" height="11" fill="#9a9a9a" stroke="#fff"/>'
                                     f'<path d="M8 15L19 26M19 15L8 26" stroke="{SELECTED}" stroke-width="2"/>'),
            "A crossed-out grey square with no value: a destroyed-RC marker on a space laid waste (card 126)",
            "Un cuadro gris tachado sin valor: indicador de CR destruido en un espacio arrasado (carta 126)"),
        row(_space(OWNER_FILL["csa"], f'<text x="33" y="25" font-size="12" fill="{PORT}" text-anchor="middle">⚓</text>'),
            "Sea port", "Puerto de mar"),
        row(_space(OWNER_FILL["csa"], f'<text x="33" y="25" font-size="12" fill="{BR}" text-anchor="middle">⚓</text>'),
            "Blockade-runner port (red anchor)", "Puerto de rompedores del bloqueo (ancla roja)"),
        row(_svg(f'<path d="M22 5L31 11L28 22H16L13 11Z" fill="{OWNER_FILL["csa"]}" stroke="{INK}"/>'),
            "Coastal fort (printed): held by who controls it", "Fuerte costero (impreso): de quien lo controla"),
        row(_space(OWNER_FILL["union"], f'<path d="M8 3h10v3h-2v-1.5h-2v1.5h-2v-1.5h-2v1.5h-2z" fill="{SIDE_FILL["union"]}" '
                                        f'stroke="#fff" stroke-width=".6"/>'),
            "Fort counter, in its side's colour", "Ficha de fuerte, del color de su bando"),
        row(_svg(f'<circle cx="12" cy="14" r="6" fill="{OWNER_FILL["union"]}" stroke="{INK}"/>'
                 f'<rect x="20" y="7" width="22" height="14" fill="{SIDE_FILL["union"]}" stroke="{INK}"/>'
                 f'<text x="31" y="18" font-size="10" font-weight="700" fill="#fff" text-anchor="middle" '
                 f'font-family="system-ui,sans-serif">6</text>'),
            "Forces: a tab per side with its SP (an army: its initials); tap the space for its generals",
            "Fuerzas: una pestaña por bando con sus UM (un ejército: sus iniciales); toca el espacio para ver sus generales"),
    ]
    marks.append(row(
        _svg(f'<rect x="6" y="1" width="32" height="32" fill="{SIDE_FILL["csa"]}" stroke="{STAR}" stroke-width="2"/>'
             f'<rect x="8" y="3" width="9" height="9" fill="#fff"/><text x="12.5" y="10.5" font-size="8" '
             f'font-weight="800" text-anchor="middle" font-family="system-ui,sans-serif">1</text>'
             f'<text x="32" y="10.5" font-size="8" font-weight="800" fill="#fff" text-anchor="middle" '
             f'font-family="system-ui,sans-serif">6</text><text x="22" y="21" font-size="7" font-weight="700" '
             f'fill="#fff" text-anchor="middle" font-family="system-ui,sans-serif">Lee</text>'
             f'<text x="22" y="30" font-size="9" font-weight="800" fill="#fff" text-anchor="middle" '
             f'font-family="system-ui,sans-serif">3-3</text>', 44, 34),
        "A general (the picked space's): strategy in the white square, political influence top right, "
        "offence-defence below; a gold edge: the army's commander; a white slash: cavalry",
        "Un general (del espacio elegido): capacidad estratégica en el cuadro blanco, influencia política arriba a "
        "la derecha, ofensiva-defensiva abajo; borde dorado: el comandante del ejército; franja blanca: caballería"))
    title = tr(lang, "Map legend", "Leyenda del mapa")
    return (f'<details class="map-legend"><summary>{escape(title)}</summary><div class="legend-body">'
            f'<h4>{escape(tr(lang, "Lines", "Líneas"))}</h4><ul>{"".join(lines)}</ul>'
            f'<h4>{escape(tr(lang, "Spaces and marks", "Espacios y marcas"))}</h4><ul>{"".join(marks)}</ul>'
            f'</div></details>')


def _star_svg(cx: float, cy: float, r: float) -> str:
    import math
    pts = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append(f"{cx + rr * math.cos(a):.1f},{cy + rr * math.sin(a):.1f}")
    return f'<polygon points="{" ".join(pts)}" fill="{STAR}" stroke="{INK}" stroke-width="0.8"/>'
