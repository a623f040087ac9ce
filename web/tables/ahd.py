"""A House Divided's table: its map, the controls by it and the panels.

Played by taps on the map and the buttons by the prompt line (the urgent
slot, ``urgent``), which always hold the decision at hand, so the long list
of actions is never needed:

- march roll: "Roll for marches";
- movement, no march open: "March from <box>" for the picked box (with no
  box picked: the boxes that can march, one button each); for the Union, the
  picked box's units that may sail (counter buttons: pick one, its ports
  light up, tap one or press its button); "End movement";
- a march open: the march's units as counter buttons, the first one that can
  move picked for you; its destinations light up on the map (``highlight``)
  and are buttons too; "Entrench" for the picked unit; "End march", "End
  movement";
- combat: which battle (a button each, or tap a lit battle box); the battle
  panel (``web.widgets.battle``: both armies facing each other, every unit's
  fire value against every target, the acting side's targets as buttons in
  the panel, then Fire, prominent; retreat, withdraw, reinforce, promote);
- promotions, recruitment roll and recruiting (a box's two kinds as
  buttons; a tap on a box with one kind left recruits it).

Taps (``tap``): with a unit picked (or the open march's first unit), a tap on
one of its lit destinations moves it there (by sea too); a tap on a lit box
plays the one thing it offers (the battle to fight, the box to retreat or
withdraw to, the one recruit); any other tap picks the box, and never starts
a march: opening a march spends one of the few marches, so it takes its own
button ("March from <box>"), as on the board where a player first says which
box marches. A unit is picked with its counter button (``data-do="pick"``
with the unit's id: ``select``); the pick is the table's own state, kept
while the position stands.

Beside the map: the status strip, the battle while the other side chooses,
the picked box's units. The text twin: the boxes by name with their owner in
words, their units in words and their connections by kind; the occupied and
changed boxes first, every box in a second list. Pure Python but for the map
(made on demand), so everything here is tested natively.

Reads only the view fields the game declares in ``view_fields``.
"""

from __future__ import annotations

from pyapp.games.ahd.data import PROMOTE, VICTORY_CITIES

from ..markup import act_button, esc, rule_ref, words
from ..text import role_name, t
from ..widgets.battle import Army, Fighter, Fire, battle_panel, counter
from ..widgets.dice import dice_tray
from ..widgets.orders import orders_panel
from . import ahd_trail
from .ahd_legend import legend_html
from .base import Seat, Table

GRADE = {"m": "M", "v": "V", "e": "E"}
UNIT_VERBS = ("move", "entrench", "naval", "invade")       # what a picked unit does in movement
TAP_VERBS = ("battle", "withdraw", "retreat")             # a tap on the one box they name plays them
BATTLE_PHASES = ("wd", "rf", "fs", "fr", "bp")
KIND_ES = {"road": "carretera", "rail": "ferrocarril", "river": "río"}
KIND_EN = {"road": "road", "rail": "rail", "river": "river"}


def make(game):
    return AhdTable(game)


def _pos(seat: Seat):
    """The position a seat was drawn for (the picked unit lasts while it stands)."""
    return seat.position


class AhdTable(Table):
    map_kind = "p2p"
    legend = staticmethod(legend_html)                       # under the map (web.game_screen)
    log_heading = staticmethod(ahd_trail.heading)            # the log's turn headers (web.widgets.log)
    log_heading_entry = staticmethod(ahd_trail.heading_entry)
    trail = staticmethod(ahd_trail.trail)                    # the replay's arrows (web.replay)

    def __init__(self, game) -> None:
        super().__init__(game)
        self.spec = game.board()
        self.boxes = self.spec["boxes"]
        self.basemap = None
        self.unit = None              # the unit picked by its counter button
        self.unit_at = None           # ... in this position (``_pos``)
        self._every = (None, "")      # the text twin's list of every box, for one position
        self.links = {b: {} for b in self.boxes}     # box -> {kind: [neighbours]}
        for a, b, kind in self.spec.get("links", []):
            for x, y in ((a, b), (b, a)):
                if x in self.links:
                    near = self.links[x].setdefault(kind, [])
                    if y not in near:
                        near.append(y)

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
        if item in self.boxes:
            return self.boxes[item].get("name", str(item))
        return str(item)

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

    def draw(self, view: dict, highlight: set, selected, seat: Seat | None = None) -> None:
        """The open march's box stands picked (its units fanned out) while no
        other box is."""
        if self.map is not None:
            units = view.get("units") or {}
            if selected in units:                 # a unit picked the old way: its box
                selected = units[selected].get("box")
            marching = seat is not None and seat.role is not None and bool(view.get("march_box"))
            if selected is None and marching:
                selected = view.get("march_box") or None
            if selected is None and view.get("battle"):
                # 5: the battle's box stands picked, both armies fanned out under it
                selected = (view.get("battle") or {}).get("box") or None
            # While a march is open its counters stand in the urgent slot; fanned
            # out on the map they would cover the boxes the player must tap.
            self.map.fan = not marching
            self.map.update(view, highlight, selected)

    # The picked unit and what it may do -------------------------------------------------
    def _sync(self, seat: Seat) -> None:
        if self.unit_at != _pos(seat):
            self.unit, self.unit_at = None, _pos(seat)

    @staticmethod
    def unit_actions(seat: Seat) -> dict:
        """unit id -> its legal movement actions (move, entrench, naval, invade), in order."""
        out: dict = {}
        for a in seat.legal:
            if a[0] in UNIT_VERBS:
                out.setdefault(a[1], []).append(a)
        return out

    def picked_box(self, view: dict, seat: Seat):
        """The box the page has picked (a unit id picked the old way counts as its box)."""
        sel = seat.selected
        units = view.get("units") or {}
        if sel in units:
            return units[sel].get("box")
        return sel if sel in self.boxes else None

    def chosen_unit(self, view: dict, seat: Seat):
        """The unit whose moves the map lights: the one picked by its counter
        (while it has something to do), else the open march's first unit
        that can move (with no march open, a unit sails only once picked)."""
        self._sync(seat)
        acts = self.unit_actions(seat)
        if not acts:
            return None
        units = view.get("units") or {}
        for cand in (self.unit, seat.selected):
            if cand in acts:
                return cand
        march = view.get("march_box")
        if not march:
            return None       # by sea: only a unit picked by its counter (a tap must not surprise)
        order = sorted(acts, key=lambda u: (not any(a[0] != "entrench" for a in acts[u]), _num(u)))
        here = [u for u in order if units.get(u, {}).get("box") == march]
        return here[0] if here else None

    def select(self, item, view: dict, seat: Seat):
        """A tap or a pick button that plays nothing: a unit id picks that unit
        (the page then picks its box); a box is picked (again: unpicked), and
        the unit picked before is let go."""
        self._sync(seat)
        units = view.get("units") or {}
        if item in units:
            self.unit = item
            return units[item].get("box")
        self.unit = None
        here = self.picked_box(view, seat)
        return None if item == here else item

    def highlight(self, view: dict, seat: Seat):
        """The boxes where a tap does something now: the picked unit's
        destinations; else the boxes that can march (and sail); the battles
        to fight; where to retreat or withdraw; where to reinforce from,
        promote or recruit."""
        if seat.role is None or not seat.legal:
            return set()
        ph = view.get("phase")
        if ph == "mv":
            unit = self.chosen_unit(view, seat)
            if unit is not None:
                return {a[2] for a in self.unit_actions(seat).get(unit, []) if len(a) > 2}
            if view.get("march_box"):
                return set()
            units = view.get("units") or {}
            out = {a[1] for a in seat.legal if a[0] == "march"}
            out |= {units.get(a[1], {}).get("box") for a in seat.legal if a[0] in ("naval", "invade")}
            return out - {None}
        out = set()
        for a in seat.legal:
            out |= self.mentions(a, view) if a[0] != "target" else set()
        return out

    def tap(self, item, view: dict, seat: Seat):
        """The legal action a tap on box ``item`` plays, or None (it picks).
        With a unit picked (or the open march's first one): a tap on one of
        its destinations moves it (by land or by sea). A tap on the one box
        an action names plays it: the battle to fight, the box to retreat or
        withdraw to, the recruit when the box takes one kind only. Never a
        march: that has its own button. A unit id (its counter's pick button)
        plays nothing."""
        if seat.role is None or item not in self.boxes:
            return None
        unit = self.chosen_unit(view, seat)
        if unit is not None:
            for a in self.unit_actions(seat).get(unit, []):
                if len(a) > 2 and a[2] == item:
                    return a
        for a in seat.legal:
            if a[0] in TAP_VERBS and a[1] == item:
                return a
        recruits = [a for a in seat.legal if a[0] == "recruit" and a[1] == item]
        if len(recruits) == 1:
            return recruits[0]
        return None

    # Words ----------------------------------------------------------------------------------
    @staticmethod
    def unit_words(u: dict, lang: str, side: bool = True) -> str:
        """A unit in words: kind and id, side, value, marks."""
        es = lang == "es"
        parts = [u.get("name_es" if es else "name", "")]
        if side:
            parts.append(role_name(lang, u.get("side")))
        parts.append(f'{"valor" if es else "value"} {u.get("value")}')
        if u.get("damaged"):
            parts.append("dañada" if es else "damaged")
        if u.get("entrenched"):
            parts.append("atrincherada" if es else "entrenched")
        return ", ".join(p for p in parts if p)

    @staticmethod
    def unit_counter(u: dict, small: bool = False) -> str:
        kind = u.get("kind", "mi")
        return counter(u.get("side"), "cav" if kind.endswith("c") else "inf", u.get("value", ""),
                       GRADE.get(kind[:1], ""), damaged=bool(u.get("damaged")),
                       entrenched=bool(u.get("entrenched")), small=small)

    def unit_pick(self, uid: str, u: dict, lang: str, pressed: bool) -> str:
        """A counter button that picks a unit (its moves light up)."""
        words_ = self.unit_words(u, lang, side=False)
        return (f'<button type="button" class="unit-pick" data-do="pick" data-arg="{esc(uid)}" '
                f'aria-pressed="{"true" if pressed else "false"}">'
                f'{self.unit_counter(u)}<span class="uid">{esc(uid)}</span><span class="sr">: {esc(words_)}</span></button>')

    # The urgent slot ------------------------------------------------------------------------
    def summary(self, view: dict, lang: str) -> str:
        return view.get("summary_es" if lang == "es" else "summary") or ""

    def urgent(self, view: dict, seat: Seat) -> str:
        """The decision at hand, with every control it needs (see the module's
        docstring), and the last roll."""
        out = []
        if seat.last_rolled:
            out.append(dice_tray(view.get("last_roll") or [], seat.last_log, seat.lang))
        if seat.role is None or not seat.legal:
            return "".join(out)
        index = {a: i for i, a in enumerate(seat.legal)}
        shown: set = set()

        def button(action, label, cls="", aria=""):
            shown.add(action)
            extra = (f' class="{cls}"' if cls else "") + (f' aria-label="{esc(aria)}"' if aria else "")
            return act_button(index[action], action, label, extra)

        ph = view.get("phase")
        if ph == "mv":
            body = self.movement(view, seat, index, button)
        elif ph in BATTLE_PHASES and view.get("battle"):
            body = self.battle_panel(view, seat, button=button)
        elif ph == "pr":
            body = self.promotions(view, seat, index, button)
        elif ph == "rc":
            body = self.recruiting(view, seat, index, button)
        else:                                 # march roll, recruitment roll, which battle
            body = self.simple(view, seat, index, button)
        # Nothing legal is left out: any action none of the above placed (and
        # that no pick of a unit or box brings up) gets its own button.
        rest = [a for a in seat.legal if a not in shown and a[0] not in UNIT_VERBS
                and not (a[0] == "march" and ph == "mv")]
        if rest:
            es = seat.lang == "es"
            body += (f'<p class="row-buttons more"><span class="lead">{"Más:" if es else "More:"}</span>'
                     + "".join(button(a, esc(seat.describe(a))) for a in rest) + "</p>")
        out.append(f'<section class="ahd-now">{body}</section>')
        return "".join(out)

    def simple(self, view, seat, index, button) -> str:
        """One button per choice (a roll and its pass, the battles to fight)."""
        es = seat.lang == "es"
        ph = view.get("phase")
        tip = ""
        if ph == "bc":
            tip = ("Toca una batalla resaltada en el mapa o elige aquí:" if es
                   else "Tap a lit battle on the map or choose here:")
        buttons = []
        for a in seat.legal:
            if a[0] == "roll":
                buttons.append(button(a, esc(seat.describe(a)), "primary big"))
            elif a[0] == "battle":
                buttons.append(button(a, esc(self.item_name(a[1])), "", seat.describe(a)))
            elif a[0] == "pass":
                buttons.append(button(a, esc(seat.describe(a))))
        return (f'<p class="tip">{esc(tip)}</p>' if tip else "") + f'<p class="row-buttons">{"".join(buttons)}</p>'

    def movement(self, view, seat, index, button) -> str:
        es = seat.lang == "es"
        units = view.get("units") or {}
        march = view.get("march_box")
        left = view.get("marches_left", 0)
        acts = self.unit_actions(seat)
        unit = self.chosen_unit(view, seat)
        out = []
        if march:
            name = self.item_name(march)
            out.append(f'<p class="tip"><b>{esc(("Marcha desde " if es else "March from ") + name)}</b> · '
                       f'{esc(("marchas restantes: " if es else "marches left: ") + str(left))}. '
                       f'{esc("Elige una unidad y toca una casilla resaltada." if es else "Pick a unit, then tap a lit box.")}</p>')
            mine = [u for u in sorted(acts, key=_num) if units.get(u, {}).get("box") == march]
        else:
            here = self.picked_box(view, seat)
            out.append(f'<p class="tip">{esc(("Marchas restantes: " if es else "Marches left: ") + str(left))}. '
                       + esc("Toca una casilla con tus unidades o elige aquí." if es
                             else "Tap a box with your units, or choose here.") + "</p>")
            if here is not None and ("march", here) in index:
                out.append(f'<p class="row-buttons">{button(("march", here), esc(seat.describe(("march", here))), "primary")}</p>')
            else:
                boxes = [a for a in seat.legal if a[0] == "march"]
                if boxes:
                    chips = "".join(button(a, esc(self.item_name(a[1])), "chip", seat.describe(a)) for a in boxes)
                    out.append(f'<p class="row-buttons marches"><span class="lead">'
                               f'{"Marchar desde:" if es else "March from:"}</span>{chips}</p>')
            sea = sorted({units.get(u, {}).get("box") for u, acts_ in acts.items()
                          if any(a[0] in ("naval", "invade") for a in acts_)} - {None})
            if sea and here not in sea:
                picks = "".join(f'<button type="button" class="chip" data-do="pick" data-arg="{esc(b)}">'
                                f'{esc(self.item_name(b))}</button>' for b in sea)
                out.append(f'<p class="row-buttons sea"><span class="lead">'
                           f'{"Por mar desde:" if es else "By sea from:"}</span>{picks}</p>')
            mine = [u for u in sorted(acts, key=_num) if units.get(u, {}).get("box") == here]
        if mine:
            picks = "".join(self.unit_pick(u, units.get(u, {}), seat.lang, u == unit) for u in mine)
            label = "Unidades" if es else "Units"
            out.append(f'<div class="unit-picks" role="group" aria-label="{esc(label)}">{picks}</div>')
        if unit is not None:
            dests, other = [], []
            for a in acts.get(unit, []):
                if a[0] == "move":
                    dests.append(button(a, esc(self.item_name(a[2])), "chip", seat.describe(a)))
                elif a[0] == "naval":
                    dests.append(button(a, "⚓ " + esc(self.item_name(a[2])), "chip", seat.describe(a)))
                elif a[0] == "invade":
                    dests.append(button(a, "⚔⚓ " + esc(self.item_name(a[2])), "chip", seat.describe(a)))
                elif a[0] == "entrench":
                    other.append(button(a, esc("Atrincherar" if es else "Entrench"), "", seat.describe(a)))
            u = units.get(unit, {})
            who = esc(unit)
            if dests:
                lead = ("a:" if es else "to:") if march else ("por mar a:" if es else "by sea to:")
                out.append(f'<p class="row-buttons dests"><span class="lead">{who} {esc(lead)}</span>'
                           f'{"".join(dests)}{"".join(other)}</p>')
            elif other:
                out.append(f'<p class="row-buttons dests"><span class="lead">{who}:</span>{"".join(other)}</p>')
        elif mine:
            out.append(f'<p class="tip">{esc("Elige una unidad para moverla por mar." if es else "Pick a unit to move it by sea.")}</p>')
        ends = []
        if ("end_march",) in index:
            ends.append(button(("end_march",), esc("Terminar la marcha" if es else "End march")))
        if ("end_moves",) in index:
            last = not march and not any(a[0] in ("march", "naval", "invade") for a in seat.legal)
            ends.append(button(("end_moves",), esc("Terminar el movimiento" if es else "End movement"),
                               "primary" if last else ""))
        out.append(f'<p class="row-buttons ends">{"".join(ends)}</p>')
        return "".join(out)

    def promotions(self, view, seat, index, button) -> str:
        """The units that may be promoted, each a counter button with its box
        (one row: wrapped on a wide screen, swiped sideways on a phone); the
        picked box's units first."""
        es = seat.lang == "es"
        units = view.get("units") or {}
        here = self.picked_box(view, seat)
        acts = [a for a in seat.legal if a[0] == "promote"]
        acts.sort(key=lambda a: (units.get(a[1], {}).get("box") != here,
                                 self.item_name(units.get(a[1], {}).get("box")), _num(a[1])))
        cells = "".join(self.promote_button(a, units, seat, button, where=True) for a in acts)
        tip = ("Asciende una unidad (toca su ficha) o no asciendas ninguna." if es
               else "Promote one unit (tap its counter), or none.")
        passing = button(("pass",), esc(seat.describe(("pass",)))) if ("pass",) in index else ""
        return (f'<p class="tip">{esc(tip)}</p><div class="promo-row">{cells}</div>'
                f'<p class="row-buttons ends">{passing}</p>')

    def promote_button(self, action, units, seat, button, where: bool = False) -> str:
        """A counter button promoting its unit: "u3 → V" (its grade after),
        with its box under it when ``where``."""
        u = units.get(action[1], {})
        new = PROMOTE.get(u.get("kind", ""), "")
        box = f'<span class="box">{esc(self.item_name(u.get("box")))}</span>' if where else ""
        return button(action, self.unit_counter(u) + f'<span class="uid">{esc(action[1])} → '
                      f'{esc(GRADE.get(new[:1], ""))}</span>{box}<span class="sr">: {esc(seat.describe(action))}</span>',
                      "unit-pick")

    def recruiting(self, view, seat, index, button) -> str:
        """A row per kind of recruit with the boxes that may take it (a tap on
        a lit box that takes one kind recruits it); the picked box's own
        buttons first."""
        es = seat.lang == "es"
        left = view.get("rl", 0)
        here = self.picked_box(view, seat)
        kind_word = {"mi": "Infantería" if es else "Infantry", "mc": "Caballería" if es else "Cavalry"}
        out = [f'<p class="tip">{esc(f"Reclutas restantes: {left}. Toca una casilla resaltada o elige aquí." if es else f"Recruits left: {left}. Tap a lit box, or choose here.")}</p>']
        mine = [a for a in seat.legal if a[0] == "recruit" and a[1] == here]
        if mine:
            cells = "".join(button(a, esc(kind_word.get(a[2], a[2])), "primary", seat.describe(a)) for a in mine)
            out.append(f'<p class="row-buttons"><span class="lead">{esc(("Reclutar en " if es else "Recruit in ") + self.item_name(here))}:'
                       f'</span>{cells}</p>')
        for k in ("mi", "mc"):
            acts = sorted((a for a in seat.legal if a[0] == "recruit" and a[2] == k and a[1] != here),
                          key=lambda a: self.item_name(a[1]))
            if acts:
                cells = "".join(button(a, esc(self.item_name(a[1])), "chip", seat.describe(a)) for a in acts)
                lead = f'{kind_word[k]} {"en" if es else "in"}:'
                out.append(f'<div class="recruit-row"><span class="lead">{esc(lead)}</span>{cells}</div>')
        passing = button(("pass",), esc(seat.describe(("pass",)))) if ("pass",) in index else ""
        out.append(f'<p class="row-buttons ends">{passing}</p>')
        return "".join(out)

    # Panels ------------------------------------------------------------------------------
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
        if seat.seat == "both":
            return ""
        return orders_panel(getattr(self.game, "orders_spec", {}) or {}, seat.orders, seat.seat, seat.lang)

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
        """The picked box's units, in words (the map fans them out as counters)."""
        box = self.picked_box(view, seat)
        if not box:
            return ""
        lang = seat.lang
        rows = [f'<li>{self.unit_counter(u, small=True)} {esc(self.unit_words(u, lang))}</li>'
                for uid, u in sorted((view.get("units") or {}).items(), key=lambda x: _num(x[0]))
                if u.get("box") == box]
        if not rows:
            return ""
        title = ("Unidades en " if lang == "es" else "Units in ") + self.item_name(box)
        return f'<section class="here"><h3>{esc(title)}</h3><ul>{"".join(rows)}</ul></section>'

    def battle_panel(self, view: dict, seat: Seat, choices: bool = False, button=None) -> str:
        """The battle (``web.widgets.battle``). With ``button`` (the urgent
        slot's, which records what it placed) the side at the device chooses
        in it: a target per firing unit, Fire, and the battle's other
        choices (retreat, withdraw, reinforce, promote, pass)."""
        lang = seat.lang
        es = lang == "es"
        b = view.get("battle") or {}
        units = view.get("units") or {}
        index = {a: i for i, a in enumerate(seat.legal)}
        if button is None and choices:
            def button(action, label, cls="", aria=""):
                extra = (f' class="{cls}"' if cls else "") + (f' aria-label="{esc(aria)}"' if aria else "")
                return act_button(index[action], action, label, extra)
        acting = (view.get("active") or [b.get("acting")])[0]    # who chooses now (the winner promotes)
        declared = {f: x for f, x in b.get("targets", [])}
        values = b.get("values", {})
        mine = button is not None

        def marks(uid):
            u = units.get(uid, {})
            out = []
            if u.get("damaged"):
                out.append("✚ " + ("dañada" if es else "damaged"))
            if uid in b.get("entrenched", []):
                out.append("▤ " + ("atrincherada" if es else "entrenched"))
            if uid in b.get("crossing", []):
                out.append("≈ " + ("cruza un río" if es else "crossing a river"))
            return out

        def name(uid):
            return units.get(uid, {}).get("name_es" if es else "name", uid)

        def army(ids, enemies, side_role, role_word):
            fighters = []
            for f in ids:
                fires = []
                for x in enemies:
                    value = values.get(f, {}).get(x)
                    text = "—" if value is None or value <= 0 else f"1–{value}" if value > 1 else "1"
                    action = ("target", f, x)
                    btn = ""
                    if mine and action in index:
                        btn = button(action, f'{esc(x)} <b>{esc(text)}</b>'
                                     f'<span class="sr">: {esc(seat.describe(action))}</span>', "target")
                    fires.append(Fire(target=x, value=text, button=btn, chosen=declared.get(f) == x))
                fighters.append(Fighter(uid=f, name=name(f), counter=self.unit_counter(units.get(f, {}), small=True),
                                        marks=marks(f), fires=fires))
            title = f"{role_name(lang, side_role)} · {role_word}"
            return Army(side=side_role or "", title=title, fighters=fighters, acting=acting == side_role)

        attackers, defenders = b.get("attackers", []), b.get("defenders", [])
        left = army(attackers, defenders, b.get("attacker"), "ataca" if es else "attacker")
        right = army(defenders, attackers, b.get("defender"), "defiende" if es else "defender")
        title = ("Batalla en " if es else "Battle at ") + self.item_name(b.get("box"))
        facts = [f'{"Asalto" if es else "Round"} {b.get("round")}',
                 f'{"dispara" if es else "firing"}: {role_name(lang, b.get("acting"))}' if view.get("phase") == "fs"
                 else words(view.get("phase_text"), lang)]
        main, more, hint = "", [], ""
        if mine:
            ph = view.get("phase")
            targets_left = any(a[0] == "target" for a in seat.legal)
            if ("fire",) in index:
                main = button(("fire",), esc("¡Fuego!" if es else "Fire!"), "primary big fire")
            elif ph == "fs" and targets_left:
                main = (f'<button type="button" class="big fire" disabled>'
                        f'{esc("Fuego: elige antes los objetivos" if es else "Fire: choose the targets first")}</button>')
                hint = ("Cada botón de objetivo dice qué tiradas impactan (1–4: impacta con 1 a 4)." if es
                        else "Each target button gives the rolls that hit (1–4: a roll of 1 to 4 hits).")
            for a in seat.legal:
                if a[0] == "retreat":
                    more.append(button(a, esc(("Retirarse a " if es else "Retreat to ") + self.item_name(a[1]))))
                elif a[0] == "withdraw":
                    more.append(button(a, esc(("Retirar a " if es else "Withdraw to ") + self.item_name(a[1]))))
                elif a[0] == "reinforce":
                    u = units.get(a[1], {})
                    more.append(button(a, self.unit_counter(u) + f'<span class="uid">{esc(a[1])} ← '
                                       f'{esc(self.item_name(u.get("box")))}</span>'
                                       f'<span class="sr">: {esc(seat.describe(a))}</span>', "unit-pick"))
                elif a[0] == "promote":
                    more.append(self.promote_button(a, units, seat, button))
                elif a[0] == "pass":
                    more.append(button(a, esc(seat.describe(a))))
        waiting = ""
        if not mine and acting:
            waiting = (f"Elige {role_name(lang, acting)}." if es else f"{role_name(lang, acting)} chooses.")
        return battle_panel(lang, title, facts, left, right, hint=hint, main=main, choices=more, waiting=waiting)

    # The text twin ------------------------------------------------------------------------------
    def box_words(self, box: str, view: dict, lang: str, by_box: dict) -> str:
        """One box in words: name (a button that picks it), owner, marks,
        units and connections by kind."""
        es = lang == "es"
        d = self.boxes[box]
        own = (view.get("owners") or {}).get(box, d.get("owner"))
        own = {"u": "union", "c": "csa"}.get(own, own) or None
        who = role_name(lang, own) if own else t(lang, "neutral")
        facts = [(("de " if es else "held by ") + who) if own else who]
        if own != (d.get("owner") or None):
            facts.append(("impresa: " if es else "printed: ")
                         + (role_name(lang, d.get("owner")) if d.get("owner") else t(lang, "neutral")))
        if box in VICTORY_CITIES:
            facts.append("ciudad de victoria" if es else "victory city")
        rec = d.get("recruit") or {}
        if rec:
            facts.append(("recluta " if es else "recruits ")
                         + ", ".join(f"{role_name(lang, r)} {n}" for r, n in rec.items()))
        if d.get("port"):
            facts.append("puerto" if es else "port")
        if d.get("fort"):
            facts.append("fuerte" if es else "fort")
        units = by_box.get(box, [])
        unit_list = "; ".join(self.unit_words(u, lang) for u in units)
        kinds = KIND_ES if es else KIND_EN
        links = "; ".join(f'{kinds.get(k, k)}: {", ".join(self.item_name(n) for n in near)}'
                          for k, near in sorted(self.links.get(box, {}).items()))
        unit_part = f' <span class="units">— {esc(unit_list)}</span>' if unit_list else ""
        return (f'<li><button type="button" class="link" data-do="pick" data-arg="{esc(box)}">'
                f'{esc(d["name"])}</button> ({esc(", ".join(facts))}){unit_part}'
                f'<br><small>{esc(("Conexiones — " if es else "Connections — ") + links)}</small></li>')

    def text_twin(self, view: dict, seat: Seat) -> str:
        """The map in words, for screen readers and keyboards: every occupied
        box and every box whose control differs from the print, then (folded)
        every box; each box's name picks it (``data-do="pick"``), so a unit
        picked by its counter moves by picking a lit box here."""
        lang = seat.lang
        es = lang == "es"
        owners = view.get("owners") or {}
        by_box: dict = {}
        for uid, u in sorted((view.get("units") or {}).items(), key=lambda x: _num(x[0])):
            by_box.setdefault(u.get("box"), []).append(u)
        names = sorted(self.boxes, key=lambda x: self.boxes[x]["name"])
        printed = {"union": "u", "csa": "c"}

        def changed(b):
            return owners.get(b, "") != printed.get(self.boxes[b].get("owner"), "")

        lit = ""
        if seat.role is not None:
            hl = self.highlight(view, seat) or set()
            if hl:
                lit = (f'<p>{esc("Resaltadas: " if es else "Lit: ")}'
                       + ", ".join(f'<button type="button" class="link" data-do="pick" data-arg="{esc(b)}">'
                                   f'{esc(self.item_name(b))}</button>'
                                   for b in sorted(hl, key=self.item_name)) + "</p>")
        shown = [b for b in names if by_box.get(b) or changed(b)]
        rows = "".join(self.box_words(b, view, lang, by_box) for b in shown)
        key = (_pos(seat), lang)
        if self._every[0] != key:
            self._every = (key, "".join(self.box_words(b, view, lang, by_box) for b in names))
        every = self._every[1]
        all_title = (f"Todas las casillas ({len(names)})" if es else f"All boxes ({len(names)})")
        head = ("Casillas ocupadas o que han cambiado de manos" if es else "Occupied boxes and boxes that changed hands")
        return (f'<details class="text-map"><summary>{esc(t(lang, "text_map"))}</summary>{lit}'
                f'<h4>{esc(head)}</h4><ul>{rows}</ul>'
                f'<details class="all-boxes"><summary>{esc(all_title)}</summary><ul>{every}</ul></details></details>')


def _num(uid) -> int:
    try:
        return int(str(uid)[1:])
    except ValueError:
        return 0
