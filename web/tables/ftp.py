"""For the People's table: the map (``ftp_map``), the decision at hand by
the prompt line, the hand, the tracks and the armies beside the map, and
the map's text twin; the parts that need no browser are in ``ftp_parts``
and ``ftp_ground``.

Played by taps and the buttons by the prompt line (the urgent slot), which
always hold the decision at hand, so the long list of actions is never
needed:

- a strategy round: the hand as cards (number, OPS, title, whose event,
  our paraphrase, whether the event removes it), each with "Play for n
  OPS", "Play the event" and "Discard" as the rules allow; where the event
  may not be played now, the engine's reason under the card;
- the card's OPS: the spaces where something can be done light up; a tap
  on one shows its choices (activate the army, a general, a division of
  1-3 SP, build a fort, create an army), and the same choices are listed
  (generals with strategy-offence-defence), with Place PCs and Do nothing;
- a move: the force in words, its lit destinations (a tap moves there,
  an arrow marks the last step), the SP to carry, generals to pick up or
  drop, Convert, End the move;
- interception, retreat before battle, a retreat, PCs, SP and generals to
  place, an event's spaces or effects, the capital: lit spaces (a tap
  plays the one thing a space offers) and buttons with the engine's words;
- the special card events (``ftp_specials``): card 3's march on Richmond,
  the concentrations, the general casualties, the free reliefs, Red
  River's objectives, Galveston, Crisis in the West, Farragut: what the
  card asks with its rule, its choices lit on the map (an army to relieve
  lights its space, a general to ambush his) and grouped by the prompt
  line; a move under a card's orders says what they ask.

A tap on a space that is not lit picks it: beside the map its forces are
listed (every general with his ratings) and, during a step that takes a
space, the urgent slot says why that space cannot be chosen, in the
engine's words with the rule (the same refusal ``Game.apply`` gives).
Pure Python but for the map (made on demand), so everything here is tested
natively (tests/test_ftp_table.py). Reads only the view fields the game
declares in ``view_fields``.
"""

from __future__ import annotations

from pyapp.games.ftp import cards as C
from pyapp.games.ftp import oob
from pyapp.games.ftp import spaces as S

from ..markup import act_button, esc, rule_ref
from ..text import role_name, t
from ..widgets.dice import dice_tray
from ..widgets.orders import orders_panel
from . import ftp_parts as P
from .base import Seat, Table, viewer
from .ftp_specials import SpecialSteps
from .ftp_steps import ENDS, space_of

# what a space that is not lit is refused as, step by step
REFUSED_AS = {"move": "go", "pcs": "pc", "place": "place", "intercept": "intercept", "rbb": "retreat",
              "retreat": "retreat", "generals": "general", "evspaces": "space", "capital": "capital",
              "strategic": "from", "naval": "sail"}


def make(game):
    return FtpTable(game)


def top_frame(view: dict) -> dict:
    flow = view.get("flow") or []
    return flow[-1] if flow else {}


def moving_frame(view: dict):
    """The move frame under way, if any (it may wait under an interception)."""
    for f in reversed(view.get("flow") or []):
        if f.get("step") == "move":
            return f
    return None


class FtpTable(SpecialSteps, Table):
    map_kind = "p2p"
    legend = staticmethod(P.legend_html)             # under the map (web.game_screen)

    def __init__(self, game) -> None:
        super().__init__(game)
        self.spec = P.board_spec()
        self._every = (None, "")      # the text twin's list of every space, for one position
        self._picked = None           # (space, position): the space picked by a tap, and when

    # The map ---------------------------------------------------------------------------------------
    def make_map(self, on_pick):
        if self.map is None:
            from .ftp_map import FtpMap
            self.map = FtpMap(self.spec, on_pick, label="For the People: map")
        return self.map

    def item_name(self, item) -> str:
        return S.NAME.get(item, str(item))

    def mentions(self, action, view: dict) -> set:
        """The spaces an action names: its target, or where the force it activates stands."""
        if not action:
            return set()
        if space_of(action):
            return {action[1]}
        if action[0] == "move" and len(action) > 2:
            if action[1] == "army":
                at = ((view.get("armies") or {}).get(action[2]) or {}).get("at")
            elif action[1] == "div":
                at = action[2]
            else:
                at = (view.get("generals") or {}).get(action[2])
            return {at} if at in S.NAME else set()
        at = self.lit_space(action, view)            # an army to relieve, a general to ambush...
        return {at} if at in S.NAME else set()

    def tap(self, item, view: dict, seat: Seat):
        """A tap on a lit space plays the one thing it offers (move there,
        place a PC, intercept from it...); a space with several choices is
        picked instead, and its choices come by the prompt line."""
        if seat.role is None or item not in S.NAME:
            return None
        acts = [a for a in seat.legal if item in self.mentions(a, view)]
        if len(acts) == 1 and space_of(acts[0]) == item:
            return acts[0]
        return None

    def select(self, item, view: dict, seat: Seat):
        """A tap that played nothing picks the space (again: nothing); a
        refusal is said only for a space picked in this very position."""
        picked = super().select(item, view, seat)
        self._picked = (picked, seat.position) if picked is not None else None
        return picked

    def highlight(self, view: dict, seat: Seat):
        """Every space where a tap does something now (whatever is picked)."""
        if seat.role is None:
            return set()
        out = set()
        for a in seat.legal:
            out |= self.mentions(a, view)
        return out

    def draw(self, view: dict, highlight: set, selected, seat: Seat | None = None) -> None:
        if self.map is None:
            return
        if seat is not None:
            self.map.set_lang(seat.lang)
        self.map.follow = seat is not None          # a replay never moves the camera
        f = moving_frame(view)
        moving = (f.get("who"), f.get("prev") or f.get("start"), f.get("at"), f.get("start")) if f else None
        attacks = set()
        if seat is not None and seat.role is not None and top_frame(view).get("step") in ("move", "naval"):
            attacks = set(highlight) & P.enemy_at(view, seat.role)
        focus = self.focus(top_frame(view)) if seat is not None and seat.role is not None else None
        self.map.update(view, highlight, selected, moving, attacks, focus)     # focus: the concentration space

    # Words ----------------------------------------------------------------------------------------
    def summary(self, view: dict, lang: str) -> str:
        season = (view.get("season") or {}).get(lang) or (view.get("season") or {}).get("en", "")
        return (f"{P.tr(lang, 'Turn', 'Turno')} {view.get('turn')}/{view.get('last_turn')} ({season}) · "
                f"{P.tr(lang, 'SW', 'VP')}: {P.tr(lang, 'Union', 'Unión')} {P.sw_words(view, 'union', lang)}, "
                f"CSA {P.sw_words(view, 'csa', lang)}")

    def since(self, before: dict, after: dict, lang: str) -> list:
        """"Since your last turn": both sides' strategic will and the spaces each controls."""
        out = []
        for side in P.SIDES:
            a = ((before.get("sw") or {}).get(side) or [0])[0]
            b = ((after.get("sw") or {}).get(side) or [0])[0]
            n = sum(1 for who in (after.get("control") or {}).values() if who == side)
            out.append(P.tr(lang, f"{P.SHORT[side][0]} SW {b}", f"VP {P.SHORT[side][1]} {b}")
                       + ("" if a == b else f" ({b - a:+d})")
                       + P.tr(lang, f", {n} spaces", f", {n} espacios"))
        return out

    def label(self, action, view: dict, seat: Seat) -> str:
        """A button's words: short where the context says the rest, else the engine's."""
        lang = seat.lang
        k = action[0]
        if len(action) == 2 and space_of(action):
            return self.item_name(action[1])
        if k == "move" and len(action) > 2:
            return self.activation_label(action, view, lang)
        if k == "sp" and len(action) == 2:
            return P.sp_word(lang, action[1])
        if k == "sp_move" and len(action) == 3:
            return P.sp_word(lang, action[2])
        if k == "army" and len(action) == 2:
            return P.army_name(action[1], lang)
        return seat.describe(action)

    def activation_label(self, action, view: dict, lang: str) -> str:
        """"Army of the Potomac · 5 SP", "Butler 3-0-0 (Fort Monroe)", "1 SP"."""
        what = action[1]
        if what == "army":
            return f"{P.army_name(action[2], lang)} · {P.sp_word(lang, P.army_total(view, action[2]))}"
        if what == "div":
            return P.sp_word(lang, action[3])
        g = action[2]
        where = (view.get("generals") or {}).get(g, "")
        at = self.item_name(where) if where in S.NAME else ""
        if where.startswith("A:"):                      # leaves his army as a corps
            aid = where[2:]
            space = ((view.get("armies") or {}).get(aid) or {}).get("at")
            at = P.tr(lang, f"from the {P.army_name(aid, lang)}", f"desde el {P.army_name(aid, lang)}") + \
                (f", {self.item_name(space)}" if space else "")
        return f"{P.gen_words(g, lang)}" + (f" ({at})" if at else "")

    # The engine's refusal of a space that is not lit --------------------------------------------------
    def refusal(self, view: dict, action):
        """The engine's refusal of ``action`` now (an ``Illegal``), from the
        state this side may know (``view["state"]``) and the step at hand
        (the same refusal ``Game.apply`` gives), or None."""
        st = view.get("state")
        if not isinstance(st, dict) or not st.get("flow"):
            return None
        try:
            st = self.game.copy(st)
            frame = st["flow"][-1]
            return self.game.flow.step(frame).refuse(self.game, st, frame, tuple(action))
        except Exception:                  # a note only: never in the way of the table
            return None

    def refusal_note(self, view: dict, seat: Seat, step: str) -> str:
        """Why the picked space (not lit) cannot be chosen in this step."""
        picked = seat.selected
        lang = seat.lang
        if self._picked != (picked, seat.position):
            return ""                     # picked before this position: no news
        if step in ("ops", "campaign") and picked in S.NAME and picked not in self.highlight(view, seat):
            return (f'<p class="ftp-refused" role="status"><b>{esc(self.item_name(picked))}</b> — '
                    f'{esc(P.tr(lang, "nothing to do there with this card: no force of yours it can activate, no fort or army to build.", "nada que hacer ahí con esta carta: ninguna fuerza tuya que pueda activar, ni fuerte ni ejército que construir."))}'
                    f'{rule_ref(lang, "5.2")}</p>')
        verb = REFUSED_AS.get(step) or self.refused_verb(step, top_frame(view))
        if step == "strategic" and top_frame(view).get("src"):
            verb = "to"
        elif step == "naval":
            verb = "sail" if top_frame(view).get("src") else "naval"
        if verb is None or picked not in S.NAME or picked in (self.highlight(view, seat) or set()):
            return ""
        why = self.refusal(view, (verb, picked))
        if why is None:
            return ""
        head = P.tr(lang, f"{self.item_name(picked)}: not possible", f"{self.item_name(picked)}: no se puede")
        reason = why.es if lang == "es" and why.es else why.reason
        return (f'<p class="ftp-refused" role="status"><b>{esc(head)}</b> — {esc(reason)}'
                f'{rule_ref(lang, why.rule)}</p>')

    # The urgent slot ------------------------------------------------------------------------------------
    def urgent(self, view: dict, seat: Seat) -> str:
        lang = seat.lang
        out = [P.status_strip(view, lang)]
        if seat.last_rolled:
            tray = dice_tray([d.get("die") for d in view.get("last_roll") or []], seat.last_log, lang)
            if tray:
                out.append(f'<section class="dice-tray" aria-label="{esc(P.tr(lang, "Dice", "Dados"))}">{tray}</section>')
        if seat.role is None or not seat.legal:
            return "".join(out)
        index = {a: i for i, a in enumerate(seat.legal)}
        shown: set = set()

        def button(action, label=None, cls=""):
            if action not in index:
                return ""
            shown.add(action)
            words = self.label(action, view, seat) if label is None else label
            extra = (f' class="{cls}"' if cls else "") + f' title="{esc(seat.describe(action))}"'
            return act_button(index[action], action, esc(words), extra)

        button.shown = shown
        frame = top_frame(view)
        step = frame.get("step", "")
        body = [self.refusal_note(view, seat, step)]
        maker = getattr(self, "now_" + step, None)
        if maker is not None:
            body.append(maker(view, seat, frame, button))
        else:
            body.append(self.now_spaces(view, seat, frame, button))
        rest = [a for a in seat.legal if a not in shown and a[0] not in ENDS]
        if rest:
            body.append(f'<p class="row-buttons">{"".join(button(a, seat.describe(a)) for a in rest)}</p>')
        ends = [a for a in seat.legal if a not in shown and a[0] in ENDS]
        lone = not [a for a in seat.legal if a[0] not in ENDS]
        own = self.own_ends(frame)                  # a special event's end buttons say what they do
        end_buttons = "".join(button(a, seat.describe(a) if own else self.end_words(a, step, lang),
                                     "primary" if lone else "") for a in ends)
        body.append(f'<p class="row-buttons ends">{end_buttons}</p>')
        out.append(f'<section class="ftp-now">{"".join(body)}</section>')
        return "".join(out)

    def after_actions(self, view: dict, seat: Seat) -> str:
        """Standing orders (``orders_spec``: whether to be asked at every
        window an interrupt card could answer, 4.2.5): this device's side's
        between two devices; in hotseat, the side holding the device sets
        its own."""
        who = seat.seat if seat.seat != "both" else seat.role
        if not who:
            return ""
        return orders_panel(getattr(self.game, "orders_spec", {}) or {}, seat.orders, who, seat.lang)

    # Panels ----------------------------------------------------------------------------------------------
    def panels(self, view: dict, seat: Seat) -> str:
        out = [self.here(view, seat)]
        in_round = seat.role is not None and top_frame(view).get("step") == "round" and bool(seat.legal)
        out.append(self.hand_panel(view, seat, in_urgent=in_round))
        out.append(P.armies_html(view, seat.lang))
        out.append(self.arrivals(view, seat.lang))
        return "".join(out)

    def here(self, view: dict, seat: Seat) -> str:
        """The picked space: its state, control, marks and every force in it."""
        s = seat.selected
        if s not in S.NAME:
            return ""
        lang = seat.lang
        facts = [P.state_name(S.STATE[s], lang), P.control_words(s, view, lang)] + P.space_marks(s, view, lang)
        stacks = P.stacks(view).get(s) or {}
        rows = "".join(f'<li class="side-{side}"><b>{esc(role_name(lang, side))}</b>: '
                       f'{esc(P.stack_words(stacks[side], view, lang))}</li>' for side in P.SIDES if side in stacks)
        forces = f"<ul>{rows}</ul>" if rows else f'<p class="hint">{esc(P.tr(lang, "No forces here.", "Sin fuerzas aquí."))}</p>'
        return (f'<section class="ftp-here" aria-labelledby="ftp-here"><h3 id="ftp-here">{esc(self.item_name(s))}</h3>'
                f'<p>{esc(", ".join(facts))}</p>{forces}</section>')

    def hand_panel(self, view: dict, seat: Seat, in_urgent: bool = False) -> str:
        """This side's cards to read (they are played by the prompt line), the
        other hand's size, the deck, the discards."""
        lang = seat.lang
        me = viewer(seat)
        hand = sorted(n for n in view.get("hand") or [] if n in C.CARDS)
        sizes = view.get("hand_sizes") or {}
        others = " · ".join(P.tr(lang, f"{role_name(lang, r)}: {n} cards", f"{role_name(lang, r)}: {n} cartas")
                            for r, n in sizes.items() if r != me)
        discard = [n for n in view.get("discard") or [] if n in C.CARDS]
        top = (P.tr(lang, f" (top: #{discard[-1]} {P.card_title(discard[-1], lang)})",
                    f" (arriba: #{discard[-1]} {P.card_title(discard[-1], lang)})") if discard else "")
        piles = (f"{others} · {P.tr(lang, 'Deck', 'Mazo')}: {view.get('deck_size', 0)} · "
                 f"{P.tr(lang, 'Discards', 'Descartes')}: {len(discard)}{top} · "
                 f"{P.tr(lang, 'Out of the game', 'Fuera del juego')}: {len(view.get('removed') or [])}")
        body = ""
        if hand and not in_urgent:
            body = f'<ul class="ftp-hand read">{"".join(P.card_html(n, lang) for n in hand)}</ul>'
        elif hand:
            body = f'<p class="hint">{esc(P.tr(lang, "Your cards are by the prompt line.", "Tus cartas están junto a la indicación."))}</p>'
        title = (P.tr(lang, f"Your hand ({len(hand)})", f"Tu mano ({len(hand)})") if me
                 else P.tr(lang, "Hands", "Manos"))
        return (f'<section class="ftp-cards" aria-labelledby="hand-title"><h3 id="hand-title">{esc(title)}</h3>'
                f'{body}<p class="piles">{esc(piles)}</p></section>')

    def arrivals(self, view: dict, lang: str) -> str:
        """The generals not on the map yet, by the turn they arrive."""
        rows = []
        for side in P.SIDES:
            due = sorted((int(w[1:]), g) for g, w in (view.get("generals") or {}).items()
                         if g in oob.GENERALS and oob.GENERALS[g].side == side and w[:1] == "T" and w[1:].isdigit())
            if due:
                rows.append(f'<li><b>{esc(role_name(lang, side))}</b>: ' + esc("; ".join(
                    f"{P.gen_words(g, lang)} ({P.tr(lang, 'turn', 'turno')} {n})" for n, g in due)) + "</li>")
        if not rows:
            return ""
        head = P.tr(lang, "Generals to come", "Generales por llegar")
        return (f'<details class="ftp-fold ftp-arrivals"><summary>{esc(head)}</summary><ul>{"".join(rows)}</ul>'
                f'</details>')

    # The text twin --------------------------------------------------------------------------------------
    def space_words(self, s: str, view: dict, lang: str, stacks: dict) -> str:
        facts = [P.state_name(S.STATE[s], lang), P.control_words(s, view, lang)] + P.space_marks(s, view, lang)
        here = stacks.get(s) or {}
        forces = "; ".join(f"{role_name(lang, side)}: {P.stack_words(here[side], view, lang)}"
                           for side in P.SIDES if side in here)
        links = "; ".join(f"{P.tr(lang, *P.LINK_WORDS.get(k, (k, k)))}: {', '.join(self.item_name(n) for n in near)}"
                          for k, near in P.links_of(s).items())
        force_html = f' <span class="units">— {esc(forces)}</span>' if forces else ""
        return (f'<li><button type="button" class="link" data-do="pick" data-arg="{esc(s)}">{esc(self.item_name(s))}'
                f'</button> ({esc(", ".join(facts))}){force_html}'
                f'<br><small>{esc(P.tr(lang, "Connections — ", "Conexiones — ") + links)}</small></li>')

    def text_twin(self, view: dict, seat: Seat) -> str:
        """The map in words: the lit spaces, then the occupied spaces and those
        whose control differs from their state's side, then (folded) every
        space; each name picks its space (``data-do="pick"``)."""
        lang = seat.lang
        stacks = P.stacks(view)
        control = view.get("control") or {}
        names = sorted(S.NAME, key=self.item_name)
        lit = ""
        if seat.role is not None:
            hl = self.highlight(view, seat)
            if hl:
                lit = (f'<p>{esc(P.tr(lang, "Lit: ", "Resaltados: "))}'
                       + ", ".join(f'<button type="button" class="link" data-do="pick" data-arg="{esc(s)}">'
                                   f'{esc(self.item_name(s))}</button>' for s in sorted(hl, key=self.item_name)) + "</p>")
        shown = [s for s in names if s in stacks or control.get(s) != P.original(s)
                 or s in (view.get("forts") or {})]
        rows = "".join(self.space_words(s, view, lang, stacks) for s in shown)
        key = (seat.position, lang)
        if self._every[0] != key or not seat.position:
            self._every = (key, "".join(self.space_words(s, view, lang, stacks) for s in names))
        head = P.tr(lang, "Spaces with forces or forts, and spaces held against their state's side",
                    "Espacios con fuerzas o fuertes, y espacios en manos contrarias al bando de su estado")
        every = P.tr(lang, f"Every space ({len(names)})", f"Todos los espacios ({len(names)})")
        return (f'<details class="text-map"><summary>{esc(t(lang, "text_map"))}</summary>{lit}'
                f'<h4>{esc(head)}</h4><ul>{rows}</ul>'
                f'<details class="all-boxes"><summary>{esc(every)}</summary><ul>{self._every[1]}</ul></details></details>')
