"""Gettysburg: Badges of Courage's table: the hex map (``boc_map``), the
decision at hand by the prompt line, the panels beside the map and the
map's text twin; the parts that need no browser are in ``boc_parts``.

Played by taps alone. Tap one of your blocks (a lit one can act now): it is
picked and the hexes where it can act light up: where it activates (an HQ
in the Command Phase), its fire targets in crosshairs (for artillery its
cones of fire tinted, the enemies it cannot see marked, its lines of sight
dashed), where it can move, a red dashed edge where it can declare a melee.
Tap a lit hex to play it; where one tap means several actions (a target
seen through two hexsides, an attack with or without command, a stack) a
chooser by the prompt line lists them in words. Tap the block's hex again
for the next block of the stack. A reinforcement is picked in the tray
beside the map, then its destination tapped. Everything else is a button by
the prompt line: end a phase, the hits your blocks take, reveal, which
melee to resolve, each block's combat turn (the melee panel shows the hex,
the round, both sides' blocks with letter and strength, whose turn it is),
regroup, supply.

Between two devices (the ``relay`` option, RULES_NOTES "Between two
devices: relay"): in the Fire Phase the hits that wait for the other side
are counted by hex, with a button that sends them now; the side attacked
gives its melee orders once in the orders panel (``boc_orders``: hold or
retreat from a round and where to, who takes hits first, regroups), and
the attacker's melee panel repeats them; while the other side decides, a
line says what the last move did and what the other side does now.

The map also tints the command range of the HQ picked or of the active HQs
(4.5) and marks the blocks that fired this turn.

Everything is drawn from the view of the side at the device (hotseat hands
the device over between the sides: ``web.handover``): the enemy's hidden
blocks are a colour and nothing else. Pure Python but for the map.
"""

from __future__ import annotations

from pyapp.games.boc import terrain as T
from pyapp.games.boc.grid import HEXES
from pyapp.games.boc.mapdata import ROADS

from ..markup import act_button, esc, rule_ref
from ..text import role_name, t
from ..widgets.battle import Army, Fighter, battle_panel, counter
from ..widgets.dice import dice_tray
from . import boc_orders as O
from . import boc_parts as P
from .base import Seat, Table, lit_links, next_in_stack, viewer

PICK_VERBS = ("activate", "fire", "move", "exit", "enter", "attack", "unsupported", "supply")
LIT_VERBS = ("activate", "move", "enter", "supply", "out", "in", "repulse", "retreat", "give", "rebuild")
PHASES = {
    "command": ("Command Phase", "Fase de Mando", "4.3"),
    "fire": ("Fire Phase", "Fase de Fuego", "5.1"),
    "hits": ("Fire Phase: hits", "Fase de Fuego: impactos", "5.23"),
    "repulse": ("Fire Phase: repulse", "Fase de Fuego: rechazo", "5.32"),
    "move": ("Move Phase", "Fase de Movimiento", "6.1"),
    "show": ("Reveal blocks", "Revelar bloques", "5.31"),
    "melees": ("Melee Phase", "Fase de Melé", "7.1"),
    "melee": ("Melee Phase", "Fase de Melé", "7.2"),
    "mhit": ("Melee Phase", "Fase de Melé", "7.2"),
    "regroup": ("Melee Phase: regroup", "Fase de Melé: reagrupar", "7.9"),
    "morders": ("Melee orders", "Órdenes de melé", "7.2"),
    "volley": ("Fire Phase: hits", "Fase de Fuego: impactos", "5.23"),
    "supply": ("Supply Phase", "Fase de Suministro", "8.2"),
    "nsupply": ("Night Supply", "Suministro nocturno", "8.4"),
    "cavout": ("Cavalry battle: Buford leaves", "Combate de la caballería: Buford se retira", "10.0"),
    "custer": ("Cavalry battle: Custer", "Combate de la caballería: Custer", "10.0"),
    "stuart": ("Cavalry battle: Stuart's orders", "Combate de la caballería: órdenes de Stuart", "10.0"),
    "cavshow": ("Cavalry battle: reveal", "Combate de la caballería: revelar", "10.0"),
    "clash": ("Cavalry battle", "Combate de la caballería", "10.0"),
    "closs": ("Cavalry battle: hits", "Combate de la caballería: impactos", "10.0"),
    "cavord": ("Cavalry battle: orders", "Combate de la caballería: órdenes", "10.0"),
    "cavfight": ("Cavalry battle", "Combate de la caballería", "10.0"),
}
DONE_WORDS = {
    "command": ("End the Command Phase", "Terminar la Fase de Mando"),
    "fire": ("End the Fire Phase", "Terminar la Fase de Fuego"),
    "move": ("End the Move Phase", "Terminar la Fase de Movimiento"),
    "regroup": ("Finish regrouping", "Terminar de reagrupar"),
    "supply": ("End the Supply Phase (end of turn)", "Terminar la Fase de Suministro (fin del turno)"),
    "nsupply": ("End the night supply (end of turn)", "Terminar el suministro nocturno (fin del turno)"),
    "stuart": ("Send Stuart's cavalry out", "Lanzar la caballería de Stuart"),
    "cavord": ("Give these cavalry orders", "Dar estas órdenes de caballería"),
}


def make(game):
    return BocTable(game)


def _pos(seat: Seat):
    """The position a seat was drawn for (the picked block lasts while it stands)."""
    return seat.position


def index_of(seat: Seat) -> dict:
    return {a: i for i, a in enumerate(seat.legal)}


class BocTable(Table):
    map_kind = "hex"

    def __init__(self, game) -> None:
        super().__init__(game)
        self.block = None          # the picked block (a handle), in position ``block_at``
        self.block_at = None
        self.choice = None         # (position, hex, [actions]) a tap could not tell apart
        self._chose = None
        self._twin_all: dict = {}
        self._lang = "en"
        self._where: tuple = (None, {})
        self.mo = O.Draft()        # the melee orders drafted, between two devices (relay)

    @staticmethod
    def legend(lang: str) -> str:
        return P.legend_html(lang)

    @staticmethod
    def log_heading(view: dict, lang: str) -> str:
        """The log's turn headers: "Day 2, 4 PM — CSA player turn"."""
        time = view.get("time") or {}
        side = view.get("side")
        if not time or not side:
            return ""
        clock = time.get("es" if lang == "es" else "en", "")
        return P.tr(lang, f"{clock} — {P.side_word(side, lang)} player turn",
                    f"{clock} — turno de {P.side_word(side, lang)}")

    @staticmethod
    def log_heading_entry(entry: dict) -> bool:
        """The engine's "CSA player turn." lines: the header stands in their place."""
        return entry.get("rule") in ("1.2", "9.7") and str(entry.get("en", "")).endswith(
            ("player turn.", "player turn (night)."))

    # The map -------------------------------------------------------------------------------
    def make_map(self, on_pick):
        if self.map is None:
            from .boc_map import BocMap
            self.map = BocMap(on_pick, label="Gettysburg: Badges of Courage — map")
            self.map.describe = self.cursor_words
        return self.map

    def cursor_words(self, item) -> str:
        """The keyboard cursor's hex in words (the map's live region)."""
        view = self.map.state if self.map is not None else {}
        lang = getattr(self.map, "lang", "en")
        here = [b for b in (view or {}).get("blocks") or [] if b.get("hex") == item]
        words = P.hex_words(item, lang) if item in P._CENTRE else str(item)
        if here:
            words += ". " + "; ".join(P.block_words(b, lang) for b in here)
        if item in (self.map.highlight if self.map is not None else ()):
            words += ". " + P.tr(lang, "Lit: a tap acts here.", "Resaltado: un toque actúa aquí.")
        return words

    def item_name(self, item) -> str:
        if item in P._CENTRE:
            name = T.name(item)
            return f"{item} {name}" if name else item
        return str(item)

    def where(self, view: dict) -> dict:
        """handle -> hex of the view's blocks (kept while the view is the same)."""
        if self._where[0] is not view:
            self._where = (view, P.where_is(view))
        return self._where[1]

    def mentions(self, action, view: dict) -> set:
        where = self.where(view)
        out = {P.target(action, view, where), where.get(P.actor(action) or "")}
        if action and action[0] == "resolve" and len(action) > 1:
            out.add(action[1])
        return {h for h in out if h}

    # The picked block ----------------------------------------------------------------------
    def _sync(self, seat: Seat) -> None:
        if self.block_at != _pos(seat):
            self.block, self.block_at, self.choice = None, _pos(seat), None

    def orders_draft(self, view: dict, seat: Seat):
        """The melee orders drafted (relay), while the side at the device
        gives them; else None (and the draft is dropped)."""
        if seat.role is None or P.top_frame(view).get("step") != "morders":
            if self.mo.key is not None:
                self.mo.reset()
            return None
        key = (seat.position[:1], seat.role)
        if self.mo.key != key:
            self.mo.reset(key)
        return self.mo

    def picked(self, seat: Seat):
        """The picked block while it has something to do now, else None."""
        self._sync(seat)
        if self.block is None:
            return None
        if any(P.actor(a) == self.block for a in seat.legal):
            return self.block
        return None

    def block_acts(self, seat: Seat, h) -> list:
        return [a for a in seat.legal if P.actor(a) == h]

    def actors_at(self, view: dict, seat: Seat, hx: str, verbs=PICK_VERBS) -> list:
        """Handles of the blocks in ``hx`` with an action of ``verbs`` now, in order."""
        acting = {a[1] for a in seat.legal if a and a[0] in verbs and len(a) > 1}
        return [b["h"] for b in view.get("blocks") or [] if b.get("hex") == hx and b["h"] in acting]

    def pending(self, view: dict, seat: Seat):
        """An end of phase asks first (issue 32) while a chooser is open (an
        attack: with command or unsupported ...) or a reinforcement is picked
        from the tray and not yet brought on."""
        choice = self.current_choice(seat)
        if choice is not None:
            hx = choice[1]
            return (f"The choice at {hx} is still open: nothing was played there.",
                    f"La elección en {hx} sigue abierta: no se jugó nada allí.")
        block = self.picked(seat)
        due = {d["h"]: d for d in (view.get("due") or {}).get(viewer(seat) or "", [])}
        if block in due and any(a[0] == "enter" and a[1] == block for a in seat.legal):
            name_en, name_es = P.full_name(due[block]["id"], "en"), P.full_name(due[block]["id"], "es")
            return (f"{name_en} is picked to enter and is not on the map yet.",
                    f"{name_es} está elegido para entrar y aún no está en el mapa.")
        return None

    def current_choice(self, seat: Seat):
        self._sync(seat)
        if self.choice and self.choice[0] == _pos(seat) and seat.selected == self.choice[1]:
            return self.choice
        return None

    def select(self, item, view: dict, seat: Seat):
        """A tap that played nothing, or a pick button: a handle picks that
        block (a reinforcement of the tray too); a hex picks its first block
        that can act (again: the next one, then nothing); any other hex is
        picked (again: unpicked)."""
        self._sync(seat)
        draft = self.orders_draft(view, seat)
        if draft is not None:
            return self.select_orders(draft, item, view, seat)
        if isinstance(item, str) and item.startswith(O.PREFIX):
            return seat.selected
        where = P.where_is(view)
        if self._chose == item:
            self._chose = None
            return item
        self._chose = None
        self.choice = None
        due = {d["h"] for d in (view.get("due") or {}).get(viewer(seat) or "", [])}
        if item in where or item in due:
            self.block = item
            return where.get(item)
        if item not in P._CENTRE:
            return None
        here = self.actors_at(view, seat, item, PICK_VERBS + ("out",))
        if here:
            self.block, picked = next_in_stack(here, self.block, item, seat.selected)
            return picked
        self.block = None
        return None if item == seat.selected else item

    def select_orders(self, draft, item, view: dict, seat: Seat):
        """The melee orders: a panel's button changes the draft; a tap on a
        lit destination sets the picked block's; a tap on a melee hex picks
        the next of the side's blocks there."""
        if isinstance(item, str) and item.startswith(O.PREFIX):
            draft.change(item, seat.legal)
            where = P.where_is(view)
            return where.get(draft.edit, seat.selected)
        if item in draft.dests(seat.legal):
            draft.set_dest(item, seat.legal)
            return P.where_is(view).get(draft.edit)
        here = [b["h"] for b in view.get("blocks") or [] if b.get("hex") == item and b.get("side") == seat.role
                and item in {m["hex"] for m in view.get("melees") or []}]
        if here:
            k = here.index(draft.edit) + 1 if draft.edit in here else 0
            draft.edit = here[k % len(here)]
            return item
        draft.edit = None
        return None if item == seat.selected else item

    def tap(self, item, view: dict, seat: Seat):
        """The legal action a tap on hex ``item`` plays, or None (it picks,
        or a chooser lists what the tap could mean); the melee orders'
        "finish": the drafted orders, then done, as a list."""
        if seat.role is not None and item == O.PREFIX + "finish":
            draft = self.orders_draft(view, seat)
            return draft.actions(seat.legal) if draft is not None else None
        if seat.role is None or item not in P._CENTRE:
            return None
        if self.orders_draft(view, seat) is not None:
            return None
        self._sync(seat)
        self.choice = None
        where = P.where_is(view)
        block = self.picked(seat)
        acts = []
        if block is not None:
            acts = [a for a in seat.legal if P.actor(a) == block and P.target(a, view, where) == item]
        if not acts and (block is None or where.get(block) != item):
            if not (block is None and self.actors_at(view, seat, item)):
                acts = [a for a in seat.legal if a[0] in P.TAP_ANY and P.target(a, view, where) == item]
        if len(acts) == 1:
            return acts[0]
        if len(acts) > 1:
            self.choice = (_pos(seat), item, acts)
            self._chose = item
        return None

    def highlight(self, view: dict, seat: Seat):
        """The hexes where a tap does something now: the picked block's
        targets (and its own hex); else the blocks that can act and the
        hexes a tap plays something on."""
        if seat.role is None or not seat.legal:
            return set()
        draft = self.orders_draft(view, seat)
        if draft is not None:
            return {m["hex"] for m in view.get("melees") or []} | set(draft.dests(seat.legal))
        where = P.where_is(view)
        block = self.picked(seat)
        if block is not None:
            out = {P.target(a, view, where) for a in self.block_acts(seat, block)}
            out.add(where.get(block))
            return out - {None}
        out = {where.get(a[1]) for a in seat.legal if a[0] in PICK_VERBS and a[0] != "enter"}
        out |= {P.target(a, view, where) for a in seat.legal if a[0] in P.TAP_ANY}
        return out - {None}

    def draw(self, view: dict, highlight: set, selected, seat: Seat | None = None) -> None:
        if self.map is None:
            return
        lit, attacks, fire, cone, nolos, sight = set(highlight), set(), set(), set(), set(), []
        block = None
        if seat is not None:
            self.map.lang = seat.lang
        draft = self.orders_draft(view, seat) if seat is not None else None
        if draft is not None:
            block = draft.edit
        elif seat is not None and seat.role is not None:
            where = P.where_is(view)
            block = self.picked(seat)
            if block is not None:
                acts = self.block_acts(seat, block)
                src = where.get(block)
                fire = {a[2] for a in acts if a[0] == "fire"} & lit
                attacks = {a[2] for a in acts if a[0] in ("attack", "unsupported")} & lit
                lit = ({P.target(a, view, where) for a in acts if a[0] in LIT_VERBS} | attacks) & lit
                known = {b["h"]: b for b in view.get("blocks") or []}
                kind = P.BLOCKS[known[block]["id"]]["kind"] if block in known and known[block].get("id") else ""
                if fire and src and kind in ("art", "hart"):
                    used = (view.get("fire_sides") or {}).get(src, [])
                    dirs = [d for d in range(6) if d not in used]
                    enemy = {b["hex"] for b in view.get("blocks") or [] if b.get("side") != seat.role}
                    cone = P.cone_hexes(src, dirs)
                    nolos = P.no_los(src, dirs, enemy, fire)
                    sight = [(src, x) for x in sorted(fire) if T.distance(src, x) > 1]
            elif selected is None:
                pass
        if selected is None and block is not None:
            selected = P.where_is(view).get(block)
        arrows = [(fr, m["hex"]) for m in view.get("melees") or [] for _h, fr in m.get("att") or []
                  if fr in P._CENTRE]
        self.map.update(view, lit, selected, attacks=attacks, fire=fire, cone=cone, nolos=nolos, sight=sight,
                        arrows=arrows, block=block, reach=self.reach(view, block, viewer(seat) if seat else None),
                        fired=P.fired(view))

    @staticmethod
    def reach(view: dict, block, me=None) -> set:
        """The hexes tinted as command range (4.5): the picked block's, if it
        is an HQ; the phasing side's active HQs' while their turn's fire and
        melee are to come (not in the Supply Phase, where the picked HQ's
        range is its supply range), when that side is ``me`` (the side at
        the device; None: anyone's, as in a replay)."""
        hqs = [block] if block else []
        side = view.get("side")
        if view.get("phase") not in ("supply", "nsupply") and not (view.get("time") or {}).get("hour") == 0 \
                and me in (None, side):
            hqs += [h for h in view.get("active_hqs") or [] if P.side_of(h) == side]
        return P.command_reach(view, hqs)

    # Words -----------------------------------------------------------------------------------
    def action_words(self, action, view: dict, seat: Seat) -> str:
        extra = P.extra_words(action, view, seat.lang)
        base = seat.describe(action)
        return f"{base} — {extra}" if extra else base

    keeps_shot_dice = True          # issue 32: a hit applied after the shot leaves its dice on the tray

    def since(self, before: dict, after: dict, lang: str) -> list:
        """"Since your last turn" in this game's terms: blocks eliminated
        (9.12) and the CSA's victory points (9.1)."""
        gone = {s: (after.get("elim") or {}).get(s, 0) - (before.get("elim") or {}).get(s, 0) for s in ("usa", "csa")}
        if any(gone.values()):
            lost = ", ".join(f"{P.side_word(s, lang)} {n}" for s, n in gone.items() if n)
            parts = [P.tr(lang, f"blocks eliminated: {lost}", f"bloques eliminados: {lost}")]
        else:
            parts = [P.tr(lang, "no block eliminated", "ningún bloque eliminado")]
        a, b = before.get("vp", 0), after.get("vp", 0)
        parts.append(P.tr(lang, f"CSA victory points {a} → {b}", f"puntos de victoria de la CSA {a} → {b}")
                     if a != b else P.tr(lang, f"CSA victory points still {b}", f"puntos de victoria de la CSA: {b}"))
        return parts

    def summary(self, view: dict, lang: str) -> str:
        time = view.get("time") or {}
        ph = PHASES.get(view.get("phase") or "", ("", "", ""))
        side = P.side_word(view.get("side"), lang)
        return (f"{time.get('es' if lang == 'es' else 'en', '')} · {side} · {ph[1] if lang == 'es' else ph[0]} · "
                f"CSA {view.get('vp', 0)} {P.tr(lang, 'VP', 'PV')}")

    def status_line(self, view: dict, lang: str) -> str:
        """Always in sight: the hour, the phasing side and Player 1, the VPs."""
        time = view.get("time") or {}
        night = time.get("hour") == 0
        es = lang == "es"
        clock = time.get("es" if es else "en", "")
        if night and P.tr(lang, "night", "noche") not in clock.lower():
            clock += P.tr(lang, " (night)", " (noche)")
        p1 = P.side_word(view.get("p1"), lang)
        side = P.side_word(view.get("side"), lang)
        ph = PHASES.get(view.get("phase") or "")
        elim = view.get("elim") or {}
        cells = [
            (P.tr(lang, "Time", "Hora"), clock, "9.6" if night else "1.1"),
            (P.tr(lang, "Player turn", "Turno de jugador"),
             P.tr(lang, f"{side}'s turn (Player 1: {p1})", f"turno de {side} (jugador 1: {p1})"), "1.1"),
            (P.tr(lang, "Phase", "Fase"), (ph[1] if es else ph[0]) if ph else "—", ph[2] if ph else ""),
            (P.tr(lang, "CSA victory points", "Puntos de victoria CSA"),
             P.tr(lang, f"CSA {view.get('vp', 0)} VP (units lost: USA {elim.get('usa', 0)}, CSA {elim.get('csa', 0)})",
                  f"CSA {view.get('vp', 0)} PV (unidades perdidas: EE. UU. {elim.get('usa', 0)}, CSA {elim.get('csa', 0)})"),
             "9.1"),
        ]
        items = "".join(f'<div><dt>{esc(k)}</dt><dd>{esc(v)}{rule_ref(lang, r)}</dd></div>' for k, v, r in cells)
        return f'<dl class="strip boc-strip">{items}</dl>'

    # The urgent slot ---------------------------------------------------------------------------
    def urgent(self, view: dict, seat: Seat) -> str:
        out = [self.status_line(view, seat.lang)]
        rolled = view if seat.last_rolled else seat.rolled_view       # a shot's dice stay while its hit is taken
        if rolled is not None:
            tray = dice_tray([d.get("die") for d in rolled.get("last_roll") or []],
                             seat.last_log if seat.last_rolled else seat.rolled_log, seat.lang)
            if tray:
                out.append(f'<section class="dice-tray">{tray}</section>')
        step = view.get("phase")
        frame = P.top_frame(view)
        if step in ("melee", "mhit") or (step == "show" and frame.get("why") == "melee"):
            out.append(self.melee_panel(view, seat))
        if seat.role is None or not seat.legal:
            return "".join(out) + self.meanwhile(view, seat)
        index = index_of(seat)
        shown: set = set()

        def button(action, label, cls=""):
            shown.add(action)
            return act_button(index[action], action, label, f' class="{cls}"' if cls else "")

        body = []
        choice = self.current_choice(seat)
        if choice:
            body.append(self.chooser(view, seat, choice, button))
        panel = self.step_panel(view, seat, step, frame, index, button)
        if panel:
            body.append(panel)
        rest = [a for a in seat.legal if a not in shown and a[0] not in PICK_VERBS + P.TAP_ANY + ("fight", "stand")]
        if step == "morders":
            rest = []          # the orders panel drafts them all, Finish plays them
        if rest:
            body.append(f'<p class="row-buttons more"><span class="lead">{esc(P.tr(seat.lang, "More:", "Más:"))}</span>'
                        + "".join(button(a, esc(self.action_words(a, view, seat))) for a in rest) + "</p>")
        if body:
            out.append(f'<section class="boc-now">{"".join(body)}</section>')
        return "".join(out)

    def meanwhile(self, view: dict, seat: Seat) -> str:
        """While the other side decides (between two devices: until its link
        comes): what the last move did, when no dice tray says it (a hit
        applied on this device because it had one way to go, an order), and
        what the other side does now, in the engine's words."""
        me = viewer(seat)
        active = view.get("active") or []
        if me is None or not active or me in active or not seat.in_game:
            return ""
        lang = seat.lang
        rows = []
        if seat.last_log and not seat.last_rolled:
            said = " ".join(str(e.get("es" if lang == "es" else "en") or e.get("en") or "") for e in seat.last_log[-3:])
            if said.strip():
                rows.append(f'<p><span class="lead">{esc(P.tr(lang, "Last move:", "Última jugada:"))}</span> {esc(said)}</p>')
        try:
            line = seat.prompt(me)
        except Exception:              # a note only: never in the way of the page
            line = None
        text = (line or {}).get("es" if lang == "es" else "en") or ""
        if text:
            rows.append(f'<p><span class="lead">{esc(P.tr(lang, "Now:", "Ahora:"))}</span> '
                        f'{esc(text)}{rule_ref(lang, (line or {}).get("rule", ""))}</p>')
        return f'<section class="boc-meanwhile" aria-label="{esc(P.tr(lang, "Meanwhile", "Mientras tanto"))}">{"".join(rows)}</section>' \
            if rows else ""

    def chooser(self, view, seat, choice, button) -> str:
        lang = seat.lang
        _pos_, hx, acts = choice
        rows = "".join(button(a, esc(self.action_words(a, view, seat)), "chip") for a in acts if a in index_of(seat))
        title = P.tr(lang, f"{hx}: which one?", f"{hx}: ¿cuál?")
        cancel = (f'<button type="button" data-do="unselect">{esc(P.tr(lang, "Cancel", "Cancelar"))}</button>')
        return (f'<div class="boc-choice" role="group" aria-label="{esc(title)}"><p class="tip"><b>{esc(title)}</b> '
                f'{esc(P.tr(lang, "This tap could mean:", "Este toque puede ser:"))}</p>'
                f'<p class="row-buttons">{rows}{cancel}</p></div>')

    def tip(self, text: str) -> str:
        return f'<p class="tip">{esc(text)}</p>'

    def done_button(self, step, index, button, primary=False) -> str:
        if ("done",) not in index:
            return ""
        en, es = DONE_WORDS.get(step, ("End the phase", "Terminar la fase"))
        return button(("done",), esc(es if self._lang == "es" else en), "primary" if primary else "")

    def step_panel(self, view, seat, step, frame, index, button) -> str:
        lang = seat.lang
        self._lang = lang
        es = lang == "es"
        where = P.where_is(view)
        known = {b["h"]: b for b in view.get("blocks") or []}
        block = self.picked(seat)
        picked = ""
        if block is not None and block in known and known[block].get("id"):
            picked = f'<p class="picked">{esc(P.tr(lang, "Picked: ", "Elegido: "))}<b>{esc(P.block_words(known[block], lang, where=True))}</b></p>'
        elif block is not None:
            due = {d["h"]: d for d in (view.get("due") or {}).get(viewer(seat) or "", [])}
            if block in due:
                picked = (f'<p class="picked">{esc(P.tr(lang, "Picked: ", "Elegido: "))}<b>{esc(P.full_name(due[block]["id"], lang))}</b> '
                          f'{esc(P.tr(lang, "(reinforcement): tap a lit hex to bring it on.", "(refuerzo): toca un hex resaltado para que entre."))}</p>')
        ends = f'<p class="row-buttons ends">{self.done_button(step, index, button)}</p>'
        if step == "command":
            tip = (P.tr(lang, "Tap one of your lit HQs, then the lit hex where it activates: its own hex, or an "
                              "adjacent Friendly hex it moves to first. Active HQs command fire and melee this turn; "
                              "each loses a step in the Supply Phase.",
                        "Toca uno de tus CG resaltados y luego el hex resaltado donde se activa: el suyo, o uno "
                        "Amigo adyacente al que mueve antes. Los CG activos mandan fuego y melé este turno; cada "
                        "uno pierde un paso en la Fase de Suministro.") if block is None else
                   P.tr(lang, "Tap a lit hex to activate it there (its own hex: no move).",
                        "Toca un hex resaltado para activarlo allí (su propio hex: sin mover)."))
            return picked + self.tip(tip) + ends
        if step == "fire":
            tip = (P.tr(lang, "Tap one of your lit blocks (under command of an active HQ), then a target in "
                              "crosshairs. Each die at or below its firepower hits. Artillery: its cones of fire "
                              "are tinted, ⊘ marks an enemy out of its sight.",
                        "Toca uno de tus bloques resaltados (bajo mando de un CG activo) y luego un objetivo con "
                        "punto de mira. Cada dado igual o menor que su potencia impacta. Artillería: sus conos de "
                        "fuego se tiñen, ⊘ marca un enemigo fuera de su vista.") if block is None else
                   P.tr(lang, "Tap a target in crosshairs to fire.", "Toca un objetivo con punto de mira para disparar."))
            odds = P.shot_rows(seat.previews(), block, lang) if block is not None else []
            if odds:                                    # issue 32: the odds before the player commits
                picked += ('<ul class="boc-odds">' + "".join(f"<li>{esc(words)}</li>" for _t, words in odds)
                           + "</ul>")
            if not any(a[0] == "fire" for a in seat.legal):
                tip = P.tr(lang, "No block of yours can fire now (none under command within reach of an enemy).",
                           "Ningún bloque tuyo puede disparar ahora (ninguno bajo mando al alcance de un enemigo).")
            if ("resolve",) in index:
                ends = (f'<p class="row-buttons ends">{button(("done",), esc(P.tr(lang, "End the Fire Phase (sends the waiting fires)", "Terminar la Fase de Fuego (envía los disparos pendientes)")))}</p>'
                        if ("done",) in index else "")
                return self.waiting_hits(view, seat, button) + picked + self.tip(tip) + ends
            return picked + self.tip(tip) + ends
        if step == "hits":
            n = frame.get("n", 1)
            hx = frame.get("hex", "")
            cands = [a for a in seat.legal if a[0] == "hit"]
            rows = "".join(button(a, esc(P.block_words(known.get(a[1], {"side": seat.role}), lang)), "primary" if len(cands) == 1 else "")
                           for a in cands)
            half = P.tr(lang, " Woods and Devil's Den halve it: the first hit on a block there is a half hit.",
                        " El bosque y Devil's Den lo reducen: el primer impacto a un bloque allí es medio impacto.") if T.d2(hx) else ""
            text = P.tr(lang, f"{n} hit{'s' if n != 1 else ''} on your blocks at {hx}. Each goes to your strongest "
                              f"block there (your choice among ties).{half}",
                        f"{n} impacto{'s' if n != 1 else ''} sobre tus bloques en {hx}. Cada uno va a tu bloque más "
                        f"fuerte allí (eliges entre empatados).{half}")
            if any(f.get("step") == "volley" for f in view.get("flow") or []):
                enemy = P.side_word(view.get("side"), lang)
                text = P.tr(lang, f"{enemy} fired and sent you the hits that waited (the log says which fire made them): "
                                  "you apply them now, in the order fired. ",
                            f"{enemy} disparó y te envió los impactos pendientes (el registro dice qué disparo los causó): "
                            "los aplicas ahora, en el orden en que se dispararon. ") + text
                later = sum(e.get("n", 0) for e in view.get("pending_hits") or [])
                if later:
                    text += P.tr(lang, f" {later} more wait after these.", f" Después esperan {later} más.")
            return (f'<div class="boc-hits"><h3>{esc(P.tr(lang, "Hits at ", "Impactos en ") + hx)}{rule_ref(lang, "5.23")}</h3>'
                    f'{self.tip(text)}<p class="row-buttons">{rows}</p></div>')
        if step == "repulse":
            rows = "".join(button(a, esc(P.tr(lang, f"Retreat to {a[2]}", f"Retirarse a {a[2]}") if a[2]
                                         else P.tr(lang, "No room: eliminated", "Sin sitio: eliminado")))
                           for a in seat.legal if a[0] == "repulse")
            return self.tip(P.tr(lang, "Long-range fire repulses your block: tap a lit hex or choose:",
                                 "El fuego a largo alcance rechaza tu bloque: toca un hex resaltado o elige:")) + \
                f'<p class="row-buttons">{rows}</p>'
        if step == "move":
            due_now = sorted({a[1] for a in seat.legal if a[0] == "enter"})
            tip = (P.tr(lang, "Tap one of your lit blocks, then a lit hex to move it (a red dashed edge: declare a "
                              "melee). Blocks that commanded or fired stay put.",
                        "Toca uno de tus bloques resaltados y luego un hex resaltado para moverlo (borde rojo "
                        "discontinuo: declarar una melé). Los bloques que mandaron o dispararon no mueven.")
                   if block is None else
                   P.tr(lang, "Tap a lit hex to move there, a red dashed one to attack it; tap the block again for the next one in its hex.",
                        "Toca un hex resaltado para mover allí, uno con borde rojo para atacarlo; vuelve a tocar el bloque para el siguiente de su hex."))
            if (view.get("time") or {}).get("hour") == 0 and block is None:
                tip = P.tr(lang, "Night: tap one of your lit blocks, then a lit hex to move it. No block may enter a "
                                 "hex next to the enemy, and there is no melee.",
                           "Noche: toca uno de tus bloques resaltados y luego un hex resaltado para moverlo. Ningún "
                           "bloque puede entrar en un hex junto al enemigo, y no hay melé.")
            more = ""
            rows = P.attack_rows(view, seat.legal, block, lang)
            if rows:                                    # issue 32: what an attack could do, before it
                more += '<ul class="boc-odds">' + "".join(f"<li>{esc(w)}</li>" for w in rows) + "</ul>"
            if due_now:
                more = self.tip(P.tr(lang, f"{len(due_now)} reinforcement{'s' if len(due_now) != 1 else ''} may enter now: "
                                           "pick one in the tray beside the map, then tap its lit destination.",
                                     f"{len(due_now)} refuerzo{'s' if len(due_now) != 1 else ''} puede{'n' if len(due_now) != 1 else ''} "
                                     "entrar ahora: elige uno en la bandeja junto al mapa y toca su destino resaltado."))
            if ("done",) not in index:
                more += self.tip(P.tr(lang, "A division enters whole: bring on the rest of it before ending the phase.",
                                      "Una división entra completa: trae el resto antes de terminar la fase."))
            return picked + self.tip(tip) + more + ends
        if step == "show":
            why = frame.get("why")
            melees = ", ".join(m["hex"] for m in view.get("melees") or [])
            text = (P.tr(lang, f"Your blocks at {frame.get('hex')} are attacked: the melee reveals them.",
                         f"Tus bloques en {frame.get('hex')} son atacados: la melé los revela.") if why == "melee" else
                    P.tr(lang, f"The enemy's movement is over and it attacks {melees}: your blocks there and your "
                               "artillery in the front line turn face up; then you give your melee orders.",
                         f"El movimiento enemigo ha terminado y ataca {melees}: tus bloques allí y tu artillería en "
                         "primera línea se ponen boca arriba; luego das tus órdenes de melé.") if why == "move" and melees else
                    P.tr(lang, "The enemy's movement is over: your artillery in the front line turns face up.",
                         "El movimiento enemigo ha terminado: tu artillería en primera línea se pone boca arriba."))
            return self.tip(text) + f'<p class="row-buttons">{button(("show",), esc(P.tr(lang, "Reveal", "Revelar")), "primary")}</p>'
        if step == "melees":
            rows = "".join(button(a, esc(P.tr(lang, f"Resolve the melee at {a[1]}", f"Resolver la melé en {a[1]}")), "primary")
                           for a in seat.legal if a[0] == "resolve")
            return self.tip(P.tr(lang, "Choose the next melee (or tap its hex):", "Elige la siguiente melé (o toca su hex):")) + \
                f'<p class="row-buttons">{rows}</p>'
        if step in ("melee", "mhit"):
            return ""          # the melee panel holds the choices
        if step == "morders":
            draft = self.orders_draft(view, seat)
            return O.panel(draft, view, seat, seat.describe) if draft is not None else ""
        if step == "cavord":
            # 10.0 between two devices: the orders are the buttons below; "done" gives them
            text = P.tr(lang, "Your blocks fight at every combat turn unless you order one to leave the fight in a "
                              "round; mark which takes hits first among equals. The fights are then played out by "
                              "both sides' orders, which both sides see.",
                        "Tus bloques combaten en cada turno de combate salvo que ordenes a uno retirarse en una "
                        "ronda; marca cuál encaja primero entre iguales. Los combates se juegan luego según las "
                        "órdenes de ambos bandos, que ambos ven.")
            return self.tip(text) + f'<p class="row-buttons ends">{self.done_button(step, index, button, primary=True)}</p>'
        if step == "regroup":
            rows = "".join(button(a, esc(self.action_words(a, view, seat)), "chip")
                           for a in seat.legal if a[0] in ("out", "in"))
            text = P.tr(lang, f"You won the melee at {frame.get('hex')}: blocks may withdraw from it to adjacent Friendly "
                              "hexes, or join it from them (one block per hexside).",
                        f"Has ganado la melé en {frame.get('hex')}: tus bloques pueden retirarse a hexes Amigos "
                        "adyacentes o unirse desde ellos (un bloque por lado de hex).")
            return self.tip(text) + (f'<p class="row-buttons">{rows}</p>' if rows else "") + \
                f'<p class="row-buttons ends">{self.done_button(step, index, button, primary=True)}</p>'
        if step == "supply":
            return picked + self.supply_panel(view, seat, frame, known, button) + ends
        if step == "nsupply":
            rows = "".join(button(a, esc(P.tr(lang, "+1 step: ", "+1 paso: ") + P.block_words(known.get(a[1], {}), lang, where=True)), "chip")
                           for a in seat.legal if a[0] == "nsupply")
            text = P.tr(lang, f"Night supply: {frame.get('sp', 0)} SP left (2 a block in the front line).",
                        f"Suministro nocturno: quedan {frame.get('sp', 0)} PS (2 por bloque en primera línea).")
            return self.tip(text) + (f'<div class="boc-give">{rows}</div>' if rows else "") + ends
        return ends

    def waiting_hits(self, view, seat, button) -> str:
        """relay (5.23): the hits that wait for the other side, and the
        button that sends them now."""
        lang = seat.lang
        pend = view.get("pending_hits") or []
        by_hex: dict = {}
        for e in pend:
            if "hex" in e:              # a fire whose dice wait (rules version 7), or its hits
                by_hex[e["hex"]] = by_hex.get(e["hex"], 0) + 1
        n = sum(by_hex.values())
        where = ", ".join(f"{hx} ({k})" if len(by_hex) > 1 else hx for hx, k in sorted(by_hex.items()))
        reps = sorted({(public.get("pos") or {}).get(e["rep"], "") for e in pend if "rep" in e} - {""})
        enemy = "csa" if view.get("side") == "usa" else "usa"
        who = role_name(lang, enemy)
        head = (P.tr(lang, f"{n} fire{'s' if n != 1 else ''} wait{'s' if n == 1 else ''} for {'their' if n != 1 else 'its'} dice at {where}",
                     f"{n} disparo{'s' if n != 1 else ''} espera{'n' if n != 1 else ''} sus dados en {where}")
                if n else P.tr(lang, f"A repulse waits for the {who}", f"Un rechazo espera a la {who}"))
        text = P.tr(lang, f"Their dice are rolled when you send them, with a value the {who}'s device adds "
                          f"(so nobody knows them sooner), and the {who} applies the hits there, in the order "
                          "fired. Fire on, or send them now to see what they did (the link goes to the other "
                          "player and comes back); ending the Fire Phase sends them too.",
                    f"Sus dados se tiran al enviarlos, con un valor que añade el dispositivo de la {who} (así "
                    f"nadie los conoce antes), y la {who} aplica allí los impactos, en el orden en que se "
                    "dispararon. Sigue disparando, o envíalos ya para ver su efecto (el enlace va al otro "
                    "jugador y vuelve); terminar la Fase de Fuego también los envía.")
        if reps:
            text += P.tr(lang, f" A repulsed block at {', '.join(reps)} retreats with them.",
                         f" Un bloque rechazado en {', '.join(reps)} se retira con ellos.")
        label = P.tr(lang, f"Send the waiting fires now ({n} at {where})" if n else "Send the repulse now",
                     f"Enviar ya los disparos pendientes ({n} en {where})" if n else "Enviar ya el rechazo")
        return (f'<div class="boc-pend" role="status"><h3>{esc(head)}{rule_ref(lang, "5.23")}</h3>{self.tip(text)}'
                f'<p class="row-buttons">{button(("resolve",), esc(label), "primary")}</p></div>')

    def supply_panel(self, view, seat, frame, known, button) -> str:
        lang = seat.lang
        sp = frame.get("sp") or {}
        out = []
        if sp:
            left = ", ".join(f"{P.short_name(known[h]['id'], lang) if h in known and known[h].get('id') else h}: {n}"
                             for h, n in sorted(sp.items()))
            out.append(self.tip(P.tr(lang, f"Supply points left — {left}. A step costs 1 SP (2 in the front line), one "
                                           "step a block this phase.",
                                     f"Puntos de suministro restantes — {left}. Un paso cuesta 1 PS (2 en primera línea), "
                                     "un paso por bloque en esta fase.")))
        else:
            out.append(self.tip(P.tr(lang, "Tap one of your lit HQs, then the hex where it activates for supply (it loses "
                                           "a step; its command range in supply points goes to blocks it supplies).",
                                     "Toca uno de tus CG resaltados y luego el hex donde se activa para suministrar "
                                     "(pierde un paso; su alcance de mando en puntos de suministro va a los bloques que suministra).")))
        gives = [a for a in seat.legal if a[0] == "give"]
        by_hq: dict = {}
        for a in gives:
            by_hq.setdefault(a[1], []).append(a)
        for hq, acts in sorted(by_hq.items()):
            name = P.short_name(known[hq]["id"], lang) if hq in known and known[hq].get("id") else hq
            chips = "".join(button(a, esc(f"+1 {P.short_name(known[a[2]]['id'], lang)} ({known[a[2]]['hex']}, "
                                         f"{known[a[2]].get('strength')}→{(known[a[2]].get('strength') or 0) + 1})"), "chip")
                            for a in acts if a[2] in known and known[a[2]].get("id"))
            out.append(f'<div class="boc-give"><span class="lead">{esc(P.tr(lang, "From ", "De ") + name)}:</span>{chips}</div>')
        for a in seat.legal:
            if a[0] == "rebuild":
                out.append(f'<p class="row-buttons">{button(a, esc(self.action_words(a, view, seat)), "primary")}</p>')
        return "".join(out)

    # The melee panel ---------------------------------------------------------------------------
    def melee_frame(self, view: dict) -> dict:
        for f in reversed(view.get("flow") or []):
            if f.get("step") == "melee":
                return f
        f = P.top_frame(view)
        if f.get("step") == "show" and f.get("why") == "melee":
            m = next((m for m in view.get("melees") or [] if m["hex"] == f.get("hex")), None)
            if m:
                return {"step": "melee", "hex": m["hex"], "rnd": 1, "acted": [], "uns": m.get("uns", 0),
                        "att": m.get("att") or [], "pending": None}
        return {}

    def next_up(self, view: dict, f: dict):
        """(side, letter) whose combat turn it is (7.2: A before B ...; the
        defender first within a letter), from the blocks' labels (all face
        up in a melee), or None."""
        att_side = view.get("side")
        here = [b for b in view.get("blocks") or [] if b.get("hex") == f.get("hex")]
        attackers = {h for h, _fr in f.get("att") or []}
        for letter in "ABCD":
            for want_att in (False, True):
                for b in here:
                    if b["h"] in (f.get("acted") or []) or not b.get("id"):
                        continue
                    is_att = b["h"] in attackers and b.get("side") == att_side
                    rec = P.BLOCKS[b["id"]]
                    if is_att == want_att and (rec.get("melee_letter") or rec["letter"]) == letter:
                        return b.get("side"), letter
        return None

    def melee_panel(self, view: dict, seat: Seat) -> str:
        lang = seat.lang
        es = lang == "es"
        f = self.melee_frame(view)
        if not f:
            return ""
        hx = f.get("hex", "")
        att_side = view.get("side")
        def_side = "usa" if att_side == "csa" else "csa"
        froms = {h: fr for h, fr in f.get("att") or []}
        here = [b for b in view.get("blocks") or [] if b.get("hex") == hx]
        index = index_of(seat)

        fire = (view.get("melee_fire") or {}).get(hx) or {}

        def fp(b):
            rec = P.BLOCKS[b["id"]]
            rounds = fire.get(b["h"]) or [0, 0]                   # the engine's (7.2-7.6)
            return f'{rec.get("melee_letter") or rec["letter"]}{rounds[0 if f.get("rnd", 1) == 1 else 1]}'

        def fighter(b):
            if b.get("id"):
                rec = P.BLOCKS[b["id"]]
                cnt = counter(b.get("side"), {"hart": "art"}.get(rec["kind"], rec["kind"]) if rec["kind"] != "hq" else "inf",
                              b.get("strength"), rec.get("melee_letter") or rec["letter"], small=True)
                marks = [P.tr(lang, f"melee {fp(b)}", f"melé {fp(b)}")]
                if b["h"] in froms and froms[b["h"]] not in ("off",):
                    marks.append(P.tr(lang, f"from {froms[b['h']]}", f"desde {froms[b['h']]}"))
                if b["h"] in (f.get("acted") or []):
                    marks.append(P.tr(lang, "has acted", "ya actuó"))
                return Fighter(uid=P.short_name(b["id"], lang), name=P.block_words(b, lang), counter=cnt, marks=marks)
            cnt = counter(b.get("side"), "inf", "?", small=True)
            return Fighter(uid="?", name=P.block_words(b, lang), counter=cnt, marks=[P.tr(lang, "hidden", "oculto")])

        up = self.next_up(view, f)
        acting = (view.get("active") or [None])[0]
        attackers = [fighter(b) for b in here if b.get("side") == att_side and b["h"] in froms]
        defenders = [fighter(b) for b in here if b.get("side") == def_side]
        left = Army(side=att_side or "", title=f"{P.side_word(att_side, lang)} · {P.tr(lang, 'attacker', 'ataca')}",
                    fighters=attackers, acting=acting == att_side)
        right = Army(side=def_side, title=f"{P.side_word(def_side, lang)} · {P.tr(lang, 'defender', 'defiende')}",
                     fighters=defenders, acting=acting == def_side)
        last = 2 if f.get("uns") else 3
        facts = [P.tr(lang, f"round {f.get('rnd', 1)} of {last}", f"asalto {f.get('rnd', 1)} de {last}")]
        if f.get("uns"):
            facts.append(P.tr(lang, "unsupported", "sin apoyo"))
        if up:
            facts.append(P.tr(lang, f"now: {P.side_word(up[0], lang)}'s {up[1]} blocks",
                              f"ahora: bloques {up[1]} de {P.side_word(up[0], lang)}"))
        hint = P.tr(lang, "In each round every block has one combat turn, A before B before C, the defender first "
                          "within a letter: it melees (a die per step; each at or below its firepower hits the "
                          "enemy's strongest block) or retreats. In the last round the attackers must retreat.",
                    "En cada asalto cada bloque tiene un turno de combate, A antes que B y que C, primero el "
                    "defensor en cada letra: combate (un dado por paso; cada uno igual o menor que su potencia "
                    "impacta al bloque enemigo más fuerte) o se retira. En el último asalto los atacantes deben retirarse.")
        orders = (view.get("melee_orders") or {}).get(hx) or {}
        if (view.get("options") or {}).get("relay") and f.get("step") == "melee":
            said = [seat.describe(("order", h, r, d)) for h, (r, d) in sorted((orders.get("r") or {}).items())]
            said += [seat.describe(("rank", h)) for h in orders.get("rank") or []]
            said += [seat.describe(("rg", hx, k, h, n)) for k, h, n in orders.get("rg") or []]
            who = P.side_word(def_side, lang)
            hint += " " + (P.tr(lang, f"{who}'s combat turns follow its melee orders: ", f"Los turnos de combate de {who} siguen sus órdenes de melé: ")
                           + ("; ".join(said) + P.tr(lang, "; the others hold.", "; los demás resisten.") if said else
                              P.tr(lang, "every block holds.", "todos los bloques resisten.")))
        main, choices, waiting = "", [], ""
        if seat.role is not None and seat.legal and P.top_frame(view).get("step") in ("melee", "mhit"):
            for a in seat.legal:
                if a not in index:
                    continue
                if a[0] == "fight":
                    b = next((x for x in here if x["h"] == a[1]), {})
                    n = b.get("strength") or 0
                    power = int(fp(b)[1:] or 0) if b.get("id") else 0
                    label = (P.tr(lang, f"{P.short_name(b['id'], lang)} melees: ",
                                  f"{P.short_name(b['id'], lang)} combate: ") + P.odds_words(power, n, lang)) \
                        if b.get("id") else seat.describe(a)
                    choices.insert(0, act_button(index[a], a, esc(label), ' class="primary"'))
                elif a[0] == "end":
                    main = act_button(index[a], a, esc(P.tr(lang, "End the melee", "Terminar la melé")), ' class="primary big"')
                elif a[0] in ("retreat", "stand", "take"):
                    label = self.action_words(a, view, seat)
                    if a[0] == "take":
                        b = next((x for x in here if x["h"] == a[1]), {})
                        label = P.tr(lang, "Hit on ", "Impacto a ") + P.block_words(b, lang)
                    choices.append(act_button(index[a], a, esc(label)))
            if P.top_frame(view).get("step") == "mhit":
                hint = P.tr(lang, "A melee hit: choose which of your strongest blocks takes it.",
                            "Un impacto de melé: elige cuál de tus bloques más fuertes lo encaja.")
        else:
            who = role_name(lang, acting) if acting else ""
            waiting = P.tr(lang, f"{who} chooses.", f"Elige {who}.") if who else ""
        title = P.tr(lang, f"Melee at {hx}", f"Melé en {hx}")
        html = battle_panel(lang, title, facts, left, right, hint=hint, main=main, choices=choices, waiting=waiting)
        return html.replace('<h3 id="battle-title">', '<h3 id="battle-title">', 1).replace(
            "</h3>", rule_ref(lang, "7.2") + "</h3>", 1)

    # Panels beside the map -------------------------------------------------------------------------
    def panels(self, view: dict, seat: Seat) -> str:
        return self.hex_panel(view, seat) + self.tray(view, seat)

    def hex_panel(self, view: dict, seat: Seat) -> str:
        """The picked hex: its ground, its blocks (a button picks each one
        that can act) and the picked block's actions as buttons."""
        lang = seat.lang
        hx = seat.selected if seat.selected in P._CENTRE else None
        block = self.picked(seat) if seat.role is not None else None
        where = P.where_is(view)
        if hx is None and block is not None:
            hx = where.get(block)
        if hx is None:
            return ""
        here = [b for b in view.get("blocks") or [] if b.get("hex") == hx]
        actors = set(self.actors_at(view, seat, hx, PICK_VERBS + ("out",))) if seat.role else set()
        rows = []
        for b in here:
            words = esc(P.block_words(b, lang))
            if b["h"] in actors:
                rows.append(f'<li><button type="button" class="boc-pick side-{esc(b.get("side"))}" data-do="pick" '
                            f'data-arg="{esc(b["h"])}" aria-pressed="{"true" if b["h"] == block else "false"}">{words}</button></li>')
            else:
                rows.append(f'<li class="side-{esc(b.get("side"))}">{words}</li>')
        acts = ""
        if block is not None and where.get(block) == hx:
            index = index_of(seat)
            mine = self.block_acts(seat, block)
            main = [a for a in mine if a[0] not in ("move", "exit")]
            buttons = "".join(act_button(index[a], a, esc(self.action_words(a, view, seat)), ' class="chip"') for a in main)
            for verb, en, es in (("move", "Move to", "Mover a"),
                                 ("exit", "Leave the map at (back at night, 2.4)", "Salir del mapa por (vuelve de noche, 2.4)")):
                some = [a for a in mine if a[0] == verb]
                if some:
                    chips = "".join(act_button(index[a], a, esc(a[2]), ' class="chip"') for a in some)
                    buttons += (f'<details class="boc-moves"><summary>{esc(P.tr(lang, en, es))} ({len(some)})'
                                f'</summary><div class="row-buttons">{chips}</div></details>')
            if buttons:
                acts = f'<div class="row-buttons boc-acts">{buttons}</div>'
        blocks = f'<ul class="boc-here">{"".join(rows)}</ul>' if rows else ""
        return (f'<section class="boc-hex" aria-label="{esc(hx)}"><h3>{esc(P.hex_words(hx, lang))}</h3>'
                f'{blocks}{acts}</section>')

    def tray(self, view: dict, seat: Seat) -> str:
        """The reinforcements of the side at the device: those that may enter
        now (a button picks one, its destinations light up), then the later
        ones by hour, each with its entry road."""
        lang = seat.lang
        me = viewer(seat)
        due = (view.get("due") or {}).get(me or "", [])
        if not due:
            return ""
        now_t = (view.get("time") or {}).get("t", 0)
        can = {a[1] for a in seat.legal if a[0] == "enter"}
        block = self.picked(seat) if seat.role else None
        rows = []
        for d in sorted(due, key=lambda d: (d["t"], d["road"], d["h"])):
            road = ROADS.get(d["road"], {}).get("name", {}).get("es" if lang == "es" else "en", d["road"])
            entry = P.ENTRY.get(d["road"], "")
            rec = P.BLOCKS[d["id"]]
            label = f'{P.full_name(d["id"], lang)} ({P.fire_text(d["id"])}, {rec["steps"]})'
            when = P.tr(lang, "now", "ahora") if d["t"] <= now_t else self.hour_words(d["t"], lang)
            where = f"{road} ({entry})"
            if d["h"] in can:
                rows.append(f'<li><button type="button" class="boc-pick side-{esc(me)}" data-do="pick" data-arg="{esc(d["h"])}" '
                            f'aria-pressed="{"true" if d["h"] == block else "false"}">{esc(label)}</button> '
                            f'<small>{esc(when)} · {esc(where)}</small></li>')
            else:
                rows.append(f'<li>{esc(label)} <small>{esc(when)} · {esc(where)}</small></li>')
        title = P.tr(lang, f"Reinforcements ({len(due)})", f"Refuerzos ({len(due)})")
        if can:
            title += P.tr(lang, f": {len(can)} may enter now", f": {len(can)} pueden entrar ahora")
        return (f'<details class="boc-tray"{" open" if can else ""}><summary>{esc(title)}</summary>'
                f'<p class="hint">{esc(P.tr(lang, "Each comes on by its entry road in the Move Phase of its hour or later.", "Cada uno entra por su camino en la Fase de Movimiento de su hora o después."))}'
                f'{rule_ref(lang, "6.7")}</p><ul>{"".join(rows)}</ul></details>')

    @staticmethod
    def hour_words(t_index: int, lang: str) -> str:
        from pyapp.games.boc import data as D
        try:
            return D.clock(t_index, lang)
        except Exception:
            return str(t_index)

    # The text twin ---------------------------------------------------------------------------------
    def text_twin(self, view: dict, seat: Seat) -> str:
        """The map in words: the lit hexes, every occupied hex with its blocks
        (each hex a button that picks it), then every hex's ground."""
        lang = seat.lang
        rows: dict = {}
        for b in view.get("blocks") or []:
            rows.setdefault(b["hex"], []).append(P.block_words(b, lang))
        lit = lit_links(self.highlight(view, seat), lang) if seat.role is not None else ""
        items = "".join(f'<li><button type="button" class="link" data-do="pick" data-arg="{esc(h)}">{esc(self.item_name(h))}</button> '
                        f'— {esc("; ".join(rows[h]))}</li>' for h in sorted(rows, key=lambda x: (x[0], int(x[1:]))))
        if lang not in self._twin_all:
            self._twin_all[lang] = "".join(f'<li><button type="button" class="link" data-do="pick" data-arg="{esc(h)}">{esc(h)}</button> '
                                           f'{esc(P.hex_words(h, lang).split(": ", 1)[-1])}</li>' for h in HEXES)
        head = P.tr(lang, "Hexes with blocks", "Hexes con bloques")
        every = P.tr(lang, f"Every hex ({len(HEXES)})", f"Todos los hexes ({len(HEXES)})")
        return (f'<details class="text-map"><summary>{esc(t(lang, "text_map"))}</summary>'
                f'<p>{esc(self.summary(view, lang))}</p>{lit}<h4>{esc(head)}</h4><ul>{items}</ul>'
                f'<details><summary>{esc(every)}</summary><ul>{self._twin_all[lang]}</ul></details></details>')
