"""A House Divided's table: its map and the panels beside it.

Built from the shared widgets: the point-to-point map (``ahd_map.AhdMap``),
the dice tray, the standing orders; and its own panels: the status strip
(date, half, segment, marches left, army sizes, pools), the battle panel
(both armies' fire values; the acting side assigns targets by clicking a
cell), the selected box's units and the map's text twin. By the prompt line
(the urgent slot): the last roll, and the battle panel with the battle's
other choices as buttons (fire, retreat, reinforce, withdraw, promote)
while the side at the device has one to make. Pure Python but
for the map (made on demand), so the panels are tested natively.

Reads only the view fields the game declares in ``view_fields``.
"""

from __future__ import annotations

from ..markup import act_button, esc, rule_ref, words
from ..text import role_name, t
from ..widgets.dice import dice_tray
from ..widgets.orders import orders_panel
from .base import Seat, Table


def make(game):
    return AhdTable(game)


class AhdTable(Table):
    map_kind = "p2p"

    def __init__(self, game) -> None:
        super().__init__(game)
        self.spec = game.board()
        self.boxes = self.spec["boxes"]
        self.basemap = None

    # The map -------------------------------------------------------------------------
    def make_map(self, on_pick):
        if self.map is None:
            from .ahd_map import AhdMap
            self.map = AhdMap(self.spec, on_pick)
            if self.basemap is not None:
                self.map.set_basemap(self.basemap)
        return self.map

    def set_basemap(self, basemap: dict) -> None:
        """The geography under the boxes (fetched once by the page)."""
        self.basemap = basemap
        if self.map is not None:
            self.map.set_basemap(basemap)

    def item_name(self, item) -> str:
        return self.boxes.get(item, {}).get("name", str(item))

    def mentions(self, action, view: dict) -> set:
        """The boxes an action names, directly or through a unit in them."""
        units = view.get("units") or {}
        out = set()
        for part in action[1:]:
            if isinstance(part, str):
                if part in self.boxes:
                    out.add(part)
                elif part in units:
                    out.add(units[part].get("box"))
        return out

    # Panels ------------------------------------------------------------------------------
    def summary(self, view: dict, lang: str) -> str:
        return view.get("summary_es" if lang == "es" else "summary") or ""

    def urgent(self, view: dict, seat: Seat) -> str:
        out = []
        if seat.last_rolled:
            out.append(dice_tray(view.get("last_roll") or [], seat.last_log, seat.lang))
        if self.in_battle(view, seat):
            out.append(self.battle_panel(view, seat, choices=True))
        return "".join(out)

    @staticmethod
    def in_battle(view: dict, seat: Seat) -> bool:
        """A battle is on and the side at the device has a choice in it."""
        return bool(view.get("battle")) and seat.role is not None and bool(seat.legal)

    def panels(self, view: dict, seat: Seat) -> str:
        out = [self.status_strip(view, seat.lang)]
        if view.get("battle") and not self.in_battle(view, seat):
            out.append(self.battle_panel(view, seat))
        out.append(self.units_here(view, seat))
        return "".join(out)

    def after_actions(self, view: dict, seat: Seat) -> str:
        m = seat.match
        if seat.seat == "both":
            return ""
        return orders_panel(getattr(self.game, "orders_spec", {}) or {}, m.orders, seat.seat, seat.lang)

    def status_strip(self, view: dict, lang: str) -> str:
        """Always in sight: date, whose half, segment, marches left, army sizes, pools."""
        es = lang == "es"
        phase = view.get("phase_text") or {}
        cells = [
            (("Fecha" if es else "Date"), words(view.get("date"), lang)),
            (("Mitad de" if es else "Half"), role_name(lang, view.get("phasing"))),
            (("Segmento" if es else "Segment"), words(phase, lang)),
        ]
        if view.get("phase") == "mv":
            cells.append((("Marchas" if es else "Marches left"), str(view.get("marches_left", 0))))
        on_map, max_army, pools = view.get("on_map") or {}, view.get("max_army") or {}, view.get("pools") or {}
        for side in ("union", "csa"):
            pool = pools.get(side, {})
            cells.append((role_name(lang, side),
                          f'{"ejército" if es else "army"} {on_map.get(side, 0)}/{max_army.get(side, 0)} · '
                          f'{"reserva" if es else "pool"} {pool.get("mi", 0)} {"inf." if es else "inf"}, '
                          f'{pool.get("mc", 0)} {"cab." if es else "cav"}'))
        items = "".join(f"<div><dt>{esc(k)}</dt><dd>{esc(v)}"
                        f"{rule_ref(lang, phase.get('rule')) if i == 2 else ''}</dd></div>"
                        for i, (k, v) in enumerate(cells))
        return f'<dl class="strip">{items}</dl>'

    def units_here(self, view: dict, seat: Seat) -> str:
        """The selected box's units, in words (the map fans them out as counters)."""
        if not seat.selected:
            return ""
        lang = seat.lang
        es = lang == "es"
        rows = []
        for uid, u in sorted((view.get("units") or {}).items()):
            if u.get("box") != seat.selected:
                continue
            marks = []
            if u.get("damaged"):
                marks.append("dañada" if es else "damaged")
            if u.get("entrenched"):
                marks.append("acantonada" if es else "entrenched")
            rows.append(f'<li>{esc(u.get("name_es" if es else "name", uid))} '
                        f'({esc(role_name(lang, u.get("side")))}, {u.get("value")})'
                        f'{(" — " + esc(", ".join(marks))) if marks else ""}</li>')
        if not rows:
            return ""
        title = ("Unidades en " if es else "Units in ") + self.item_name(seat.selected)
        return f'<section class="here"><h3>{esc(title)}</h3><ul>{"".join(rows)}</ul></section>'

    def battle_panel(self, view: dict, seat: Seat, choices: bool = False) -> str:
        """Both armies with their values; the acting side assigns targets by
        clicking a cell (each cell is one legal "target" action); with
        ``choices``, its other legal actions follow as buttons."""
        lang = seat.lang
        es = lang == "es"
        b = view.get("battle") or {}
        units = view.get("units") or {}
        index = {a: i for i, a in enumerate(seat.legal)}
        acting = b.get("acting")
        firers = b["attackers"] if acting == b.get("attacker") else b["defenders"]
        targets = b["defenders"] if acting == b.get("attacker") else b["attackers"]
        declared = {f: x for f, x in b.get("targets", [])}

        def name(uid):
            u = units.get(uid, {})
            marks = []
            if u.get("damaged"):
                marks.append("✚ " + ("dañada" if es else "damaged"))
            if uid in b.get("entrenched", []):
                marks.append("▤ " + ("acantonada" if es else "entrenched"))
            if uid in b.get("crossing", []):
                marks.append("≈ " + ("cruza río" if es else "crossing a river"))
            return (esc(u.get("name_es" if es else "name", uid))
                    + (f' <small>({esc(", ".join(marks))})</small>' if marks else ""))

        head = "".join(f'<th scope="col">{name(x)}</th>' for x in targets)
        rows = []
        for f in firers:
            cells = []
            for x in targets:
                value = b.get("values", {}).get(f, {}).get(x)
                label = "—" if value is None or value <= 0 else f"1–{value}" if value > 1 else "1"
                action = ("target", f, x)
                chosen = declared.get(f) == x
                if action in index:
                    extra = (f' aria-pressed="{"true" if chosen else "false"}" '
                             f'aria-label="{label}: {esc(seat.describe(action))}"')
                    cells.append(f"<td>{act_button(index[action], action, label, extra)}</td>")
                else:
                    cells.append(f'<td class="{"chosen" if chosen else ""}">{label}{" ◎" if chosen else ""}</td>')
            rows.append(f'<tr><th scope="row">{name(f)}</th>{"".join(cells)}</tr>')
        title = ("Batalla en " if es else "Battle at ") + esc(self.item_name(b.get("box")))
        sub = (f'{"Asalto" if es else "Round"} {b.get("round")} · '
               f'{"ataca" if es else "attacker"}: {esc(role_name(lang, b.get("attacker")))} · '
               f'{"defiende" if es else "defender"}: {esc(role_name(lang, b.get("defender")))} · '
               f'{"dispara" if es else "firing"}: {esc(role_name(lang, acting))}')
        hint = ("Cada celda: tiradas que impactan contra ese objetivo." if es
                else "Each cell: the rolls that hit that target.")
        if any(a[0] == "target" for a in index):
            hint = ("Toca una celda: esa unidad dispara a ese objetivo (la celda dice qué tiradas impactan)." if es
                    else "Tap a cell: that unit fires at that target (the cell gives the rolls that hit).")
        more = ""
        if choices:
            buttons = [act_button(i, a, esc(seat.describe(a)), ' class="primary"' if a[0] == "fire" else "")
                       for a, i in index.items() if a[0] != "target"]
            more = f'<p class="row-buttons battle-choices">{"".join(buttons)}</p>' if buttons else ""
        return (f'<section class="battle" aria-labelledby="battle-title"><h3 id="battle-title">{title}</h3>'
                f'<p>{sub}</p><table><caption>{esc(hint)}</caption><thead><tr><td></td>{head}</tr></thead>'
                f'<tbody>{"".join(rows)}</tbody></table>{more}</section>')

    def text_twin(self, view: dict, seat: Seat) -> str:
        """The accessible text twin of the map: every occupied box and every
        box whose control differs from the print; each one picks the box."""
        lang = seat.lang
        owners = {b: {"u": "union", "c": "csa"}.get(o) for b, o in (view.get("owners") or {}).items()}
        occupancy = view.get("occupancy") or {}
        rows = []
        for b in sorted(self.boxes, key=lambda x: self.boxes[x]["name"]):
            occ = occupancy.get(b)
            own = owners.get(b)
            if not occ and own == self.boxes[b].get("owner"):
                continue
            who = role_name(lang, own) if own else t(lang, "neutral")
            counts = ", ".join(f"{role_name(lang, side)} {n}" for side, n in (occ or {}).items() if n)
            rows.append(f'<li><button type="button" data-do="pick" data-arg="{esc(b)}">{esc(self.boxes[b]["name"])}</button> '
                        f'{esc(who)}{(" — " + esc(counts)) if counts else ""}</li>')
        return (f'<details class="text-map"><summary>{esc(t(lang, "text_map"))}</summary>'
                f'<ul>{"".join(rows)}</ul></details>')
