"""For the People's table: the special card events' steps by the prompt
line (``SpecialSteps``, over ``ftp_steps.Steps``, mixed into
``web.tables.ftp.FtpTable``): card 3's march on Richmond, the
concentrations of cards 75 and 100-103, the general casualties of cards 4
and 6, the free reliefs of cards 74-78, card 14's objectives, Galveston
(115) and Crisis in the West (122); and, over the ordinary steps, the lines
that say what an event asks of them: a move under a card's orders (the
march, the owed attack) and Farragut's naval move (59).

Each ``now_<step>`` says what the card asks, with its rule, then lays out
the step's actions as buttons (long lists folded, as the map lights their
spaces: ``lit_space``); the words are the engine's (``Game.describe``,
pyapp/games/ftp/special_words.py), shortened where the tip says the rest.

Pure Python, tested natively (tests/test_ftp_table.py).
"""

from __future__ import annotations

from pyapp.games.ftp import cards as C
from pyapp.games.ftp import oob
from pyapp.games.ftp import special_words as SW
from pyapp.games.ftp import specials

from ..markup import esc
from . import ftp_parts as P
from .ftp_steps import Steps

# the steps whose end buttons (done, pass, stop) take the engine's words
OWN_ENDS = frozenset({"march", "concentrate", "casualty", "relief", "objectives", "galveston", "crisis"})


def _card(frame: dict, lang: str) -> str:
    c = frame.get("c")
    return f"#{c} ({P.card_title(c, lang)})" if c in C.CARDS else ""


def card_fold(frame: dict, lang: str) -> str:
    """The event's card, whole, in a fold (the tip says what it asks now)."""
    c = frame.get("c")
    if c not in C.CARDS:
        return ""
    title = P.card_title(c, lang)
    head = P.tr(lang, f"Card #{c} ({title}): its text", f"Carta #{c} ({title}): su texto")
    return f'<details class="ftp-fold"><summary>{esc(head)}</summary>{P.card_html(c, lang, tag="div")}</details>'


def _params(frame: dict, key: str) -> dict:
    try:
        return specials.params_of(frame["c"], key)
    except (KeyError, StopIteration):
        return {}


def _name(g) -> str:
    d = oob.GENERALS.get(g)
    return d.name if d else "?"


def _dice(faces) -> str:
    faces = sorted(faces or ())
    return f"{faces[0]}-{faces[-1]}" if faces else ""


class SpecialSteps(Steps):
    """The urgent slot's body for the special events' steps (see the module
    docstring)."""

    # What the map lights and what an end button says ------------------------------------------------
    @staticmethod
    def lit_space(action, view: dict):
        """The space an action of a special step is about when it names an
        army or a general (the engine's ``special_words.about``), or None."""
        st = view.get("state")
        return SW.about(st, tuple(action)) if isinstance(st, dict) else None

    @staticmethod
    def own_ends(frame: dict) -> bool:
        """The end buttons of this step say what they do in the engine's words."""
        step = frame.get("step")
        return step in OWN_ENDS or (step == "move" and bool(frame.get("orders"))) or \
            (step == "naval" and bool(frame.get("passes")))

    @staticmethod
    def focus(frame: dict):
        """The space the step works on, ringed on the map when no space is
        picked: the concentration space while SP come to it and a general
        there activates."""
        return frame.get("dest") if frame.get("step") == "concentrate" else None

    @staticmethod
    def refused_verb(step: str, frame: dict):
        """What a tap on a space that is not lit would have asked for in a
        special step (its refusal is the engine's), or None."""
        if step == "concentrate":
            return {"space": "space", "rail": "from"}.get(frame.get("phase"))
        if step == "casualty":
            return "space" if frame.get("key") == "costly_mistake" else None
        if step == "crisis":
            return "space" if frame.get("army") is None else "to"
        return {"galveston": "from", "objectives": "pc"}.get(step)

    # Card 3: the march on Richmond (5.2) --------------------------------------------------------------
    def now_march(self, view, seat, frame, button) -> str:
        lang = seat.lang
        target = self.item_name(frame.get("target"))
        n = frame.get("army_within", 4)
        tip = self.tip(lang, f"Card {_card(frame, lang)}: choose the army that marches on {target} (lit: within {n} "
                             f"spaces, under a general of its own). It goes by the shortest path, picking up and "
                             f"dropping nothing, and stops once it enters {target} and converts it.",
                       f"Carta {_card(frame, lang)}: elige el ejército que marcha sobre {target} (resaltado: a {n} "
                       f"espacios o menos, con general propio). Va por el camino más corto, sin recoger ni dejar "
                       f"nada, y se detiene al entrar en {target} y convertirla.", "5.2")
        acts = [a for a in seat.legal if a[0] == "move"]
        labels = {a: self.army_label(view, a[2], lang) for a in acts}
        return tip + self.picked_row(view, seat, button) + self.chips(acts, button, P.tr(lang, "March:", "Marcha:"),
                                                                      "", labels) + card_fold(frame, lang)

    def army_label(self, view, aid: str, lang: str) -> str:
        """"Army of the Potomac · 6 SP · Fredericksburg"."""
        at = ((view.get("armies") or {}).get(aid) or {}).get("at")
        return f"{P.army_name(aid, lang)} · {P.sp_word(lang, P.army_total(view, aid))} · {self.item_name(at)}"

    def orders_tip(self, view, frame, lang: str) -> str:
        """A move under a card's orders: what they ask (5.2)."""
        o = frame.get("orders") or {}
        if "toward" in o:
            target = self.item_name(o["toward"])
            title = P.card_title(3, lang)
            return self.tip(lang, f"{title} (card 3): the army marches on {target} by the shortest path, one lit "
                                  "space at a time, picking up and dropping nothing; the march ends once it enters "
                                  f"{target} and converts it.",
                            f"{title} (carta 3): el ejército marcha sobre {target} por el camino más corto, de "
                            "espacio resaltado en espacio resaltado, sin recoger ni dejar nada; la marcha termina al "
                            f"entrar en {target} y convertirla.", "5.2")
        if o.get("attack") and not o.get("attacked"):
            exposed = P.tr(lang, " Its army's commander may fall in that battle.",
                           " El jefe de su ejército puede caer en esa batalla.") if o.get("exposed") else ""
            return self.tip(lang, "Concentration: this force must try to attack an enemy force (an empty enemy fort "
                                  "counts) before its move may end; the moves offered keep an attack in reach."
                            + exposed,
                            "Concentración: esta fuerza debe intentar atacar a una fuerza enemiga (un fuerte "
                            "enemigo sin guarnición cuenta) antes de poder terminar su movimiento; los movimientos "
                            "ofrecidos mantienen un ataque a su alcance." + exposed, "5.2")
        return ""

    def now_move(self, view, seat, frame, button) -> str:
        """A move; under card 3's march the SP left in the fort it starts
        from say so (the engine's words)."""
        garrison = ""
        if "toward" in (frame.get("orders") or {}):
            acts = [a for a in seat.legal if a[0] == "sp"]
            garrison = self.chips(acts, button, "", "", {a: seat.describe(a) for a in acts})
        return self.orders_tip(view, frame, seat.lang) + super().now_move(view, seat, frame, button) + garrison

    # Concentrations: cards 75, 100-103 (5.2) -----------------------------------------------------------
    def now_concentrate(self, view, seat, frame, button) -> str:
        lang = seat.lang
        phase = frame.get("phase")
        most, reach = frame.get("most", 0), frame.get("reach")
        how = (P.tr(lang, f"up to {reach} spaces away", f"a {reach} espacios como mucho") if reach
               else P.tr(lang, "from any distance", "desde cualquier distancia"))
        if frame.get("one"):
            how += P.tr(lang, ", all from one space", ", todas de un mismo espacio")
        if phase == "space":
            tip = self.tip(lang, f"Card {_card(frame, lang)}: choose where your forces gather (lit). Up to {most} SP "
                                 f"come there by rail ({how}), then a general there must attack. Or pass: no SP "
                                 "move, and a general in an originally Confederate state must attack.",
                           f"Carta {_card(frame, lang)}: elige dónde se reúnen tus fuerzas (resaltado). Llegan allí "
                           f"hasta {most} UM por ferrocarril ({how}) y luego un general de allí debe atacar. O pasa: "
                           "no se mueven UM y debe atacar un general de un estado originalmente confederado.", "5.2")
            acts = self.by_name([a for a in seat.legal if a[0] == "space"])
            labels = {a: self.leader_label(view, a[1], frame.get("who"), lang) for a in acts}
            return tip + self.chips(acts, button, P.tr(lang, "Concentrate at:", "Concentrar en:"),
                                    P.tr(lang, "Or choose from the list", "O elige de la lista"), labels) + \
                card_fold(frame, lang)
        if phase == "rail":
            dest = self.item_name(frame.get("dest"))
            moved = frame.get("moved", 0)
            tip = self.tip(lang, f"SP by rail to {dest} (ringed on the map): {moved} of {most} so far. Tap a lit "
                                 f"space to send 1 SP from it ({how}, through your own spaces, never an army's last "
                                 "SP), or stop and activate a general.",
                           f"UM por ferrocarril a {dest} (con un anillo en el mapa): {moved} de {most} hasta ahora. "
                           f"Toca un espacio resaltado para enviar 1 UM desde él ({how}, por tus espacios, nunca la "
                           "última UM de un ejército), o para y activa a un general.", "5.2")
            acts = self.by_name([a for a in seat.legal if a[0] == "from"])
            labels = {a: f"{self.item_name(a[1])} ({P.sp_word(lang, self.sp_at(view, a[1], frame.get('who')))})"
                      for a in acts}
            return tip + self.chips(acts, button, P.tr(lang, "1 SP from:", "1 UM desde:"),
                                    P.tr(lang, "Or choose where it comes from", "O elige de dónde viene"), labels)
        dest = frame.get("dest")
        where = (P.tr(lang, f"at {self.item_name(dest)}", f"en {self.item_name(dest)}") if dest else
                 P.tr(lang, "in an originally Confederate state", "en un estado originalmente confederado"))
        exposed = P.tr(lang, " Its army's commander may fall in that battle (5.13).",
                       " El jefe de su ejército puede caer en esa batalla (5.13).") if frame.get("exposed") else ""
        tip = self.tip(lang, f"Card {_card(frame, lang)}: activate a general {where}. His force must try to attack "
                             "an enemy force (an empty enemy fort counts) before its move may end." + exposed,
                       f"Carta {_card(frame, lang)}: activa a un general {where}. Su fuerza debe intentar atacar a "
                       "una fuerza enemiga (un fuerte enemigo sin guarnición cuenta) antes de poder terminar su "
                       "movimiento." + exposed, "5.2")
        if dest is None:
            tip += card_fold(frame, lang)
        return tip + self.picked_row(view, seat, button) + self.activations(
            view, seat, button, [a for a in seat.legal if a[0] == "move"])

    def sp_at(self, view, space: str, side) -> int:
        return int(((P.stacks(view).get(space) or {}).get(side) or {}).get("total") or 0)

    def leader_label(self, view, space: str, side, lang: str) -> str:
        """"Corinth — A. S. Johnston 3-2-3"."""
        stack = (P.stacks(view).get(space) or {}).get(side) or {}
        g = P.leader(stack, view)
        return self.item_name(space) + (f" — {P.gen_words(g, lang).split(',')[0]}" if g else "")

    # Cards 4 and 6: general casualties (5.13, 5.7) ------------------------------------------------------
    def now_casualty(self, view, seat, frame, button) -> str:
        lang = seat.lang
        p = _params(frame, frame.get("key", ""))
        dead = _dice(p.get("killed_on"))
        if frame.get("key") == "ambush":
            tip = self.tip(lang, f"Card {_card(frame, lang)}: choose the enemy cavalry general to ambush (one outside "
                                 f"any army, lit on the map). A die: {dead} kills him and his brigade is lost.",
                           f"Carta {_card(frame, lang)}: elige el general de caballería enemigo que cae en la "
                           f"emboscada (uno fuera de todo ejército, resaltado en el mapa). Un dado: con {dead} muere "
                           "y su brigada se pierde.", "5.7")
            acts = [a for a in seat.legal if a[0] == "option"]
            labels = {a: self.option_label(view, a, seat) for a in acts}
            return tip + self.picked_row(view, seat, button) + self.chips(
                acts, button, P.tr(lang, "Ambush:", "Emboscar a:"), "", labels) + card_fold(frame, lang)
        wounded = _dice(p.get("wounded_on"))
        tip = self.tip(lang, f"Card {_card(frame, lang)}: choose the enemy army (lit) with at least "
                             f"{p.get('min_subordinates', 2)} subordinate generals. One of them, drawn at random, "
                             f"rolls a die: {dead} killed, {wounded} wounded (back next turn).",
                       f"Carta {_card(frame, lang)}: elige el ejército enemigo (resaltado) con al menos "
                       f"{p.get('min_subordinates', 2)} generales subordinados. Uno de ellos, al azar, tira un dado: "
                       f"con {dead} muere, con {wounded} queda herido (vuelve el turno siguiente).", "5.13")
        acts = self.by_name([a for a in seat.legal if a[0] == "space"])
        labels = {a: self.army_at_label(view, a[1], frame.get("enemy"), lang) for a in acts}
        return tip + self.chips(acts, button, P.tr(lang, "Strike:", "Golpear a:"), "", labels) + card_fold(frame, lang)

    def army_at_label(self, view, space: str, side, lang: str) -> str:
        """"Army of the Potomac (Manassas)", or the space alone."""
        aids = ((P.stacks(view).get(space) or {}).get(side) or {}).get("armies") or []
        name = self.item_name(space)
        return f"{P.army_name(aids[0], lang)} ({name})" if aids else name

    def option_label(self, view, action, seat) -> str:
        """An option naming a general: "Stoneman 1-1-1, cavalry (Manassas)"."""
        st = view.get("state")
        g = SW.subject(st, tuple(action)) if isinstance(st, dict) else None
        if not g:
            return seat.describe(action)
        at = self.lit_space(action, view)
        return P.gen_words(g, seat.lang) + (f" ({self.item_name(at)})" if at else "")

    # Cards 74-78: relief at no SW (5.8) ----------------------------------------------------------------
    def now_relief(self, view, seat, frame, button) -> str:
        lang = seat.lang
        removes = [a for a in seat.legal if a[0] == "option"]
        more = P.tr(lang, " Or remove from the game a general who commands no army.",
                    " O retira del juego a un general que no manda ningún ejército.") if removes else ""
        tip = self.tip(lang, f"Card {_card(frame, lang)}: relieve an army commander at no cost in SW (each general "
                             "of higher PI passed over still costs 2). Pick who takes command; the old commander is "
                             "demoted (back next turn) or removed from the game." + more,
                       f"Carta {_card(frame, lang)}: releva a un general de ejército sin coste de VP (cada general de "
                       "más influencia postergado sigue costando 2). Elige quién toma el mando; el anterior queda "
                       "degradado (vuelve el turno siguiente) o retirado del juego." + more, "5.8")
        st = view.get("state") if isinstance(view.get("state"), dict) else {}
        picked = self.picked_row(view, seat, button)
        by_army: dict = {}
        for a in seat.legal:
            if a[0] == "relieve" and len(a) == 4:
                by_army.setdefault(a[1], []).append(a)
        rows = []
        for aid, acts in sorted(by_army.items()):
            army = (view.get("armies") or {}).get(aid) or {}
            old = _name(army.get("cmd"))
            labels = {a: self.relief_label(st, frame, a, old, lang) for a in acts}
            lead = P.tr(lang, f"{P.army_name(aid, lang)} ({self.item_name(army.get('at'))}), led by {old}:",
                        f"{P.army_name(aid, lang)} ({self.item_name(army.get('at'))}), al mando de {old}:")
            rows.append(self.chips(acts, button, lead, lead.rstrip(":"), labels))
        labels = {a: self.option_label(view, a, seat) for a in removes}
        row = self.chips(removes, button, P.tr(lang, "Remove from the game:", "Retirar del juego:"), "", labels)
        if rows and row:                       # a relief is the card's first use: the removals folded
            head = P.tr(lang, f"Or remove from the game a general who commands no army ({len(removes)})",
                        f"O retirar del juego a un general que no manda ningún ejército ({len(removes)})")
            row = f'<details class="ftp-fold"><summary>{esc(head)}</summary>{row}</details>'
        rows.append(row)
        return tip + picked + "".join(rows) + card_fold(frame, lang)

    def relief_label(self, st: dict, frame: dict, action, old: str, lang: str) -> str:
        """"Hardee takes over, Bragg demoted · SW -2"."""
        _, aid, new, fate = action
        name = _name(new)
        gone = {"demote": P.tr(lang, "demoted", "degradado"), "remove": P.tr(lang, "removed", "retirado")}[fate]
        try:
            cost = SW.relief_price(st, frame["whose"], aid, new)
        except (KeyError, TypeError, ValueError):
            cost = 0
        price = P.tr(lang, f" · SW -{cost}", f" · VP -{cost}") if cost > 0 else ""
        return P.tr(lang, f"{name} takes over, {old} {gone}", f"{name} toma el mando, {old} {gone}") + price

    # Card 14: the Red River objectives (5.2) -----------------------------------------------------------
    def now_objectives(self, view, seat, frame, button) -> str:
        lang = seat.lang
        names = ", ".join(self.item_name(s) for s in _params(frame, "red_river_campaign").get("objective_spaces", ()))
        tip = self.tip(lang, f"Card {_card(frame, lang)}: place a PC in each objective space ({names}) where your SP "
                             "stand and no Confederate unit does, as you wish; then finish.",
                       f"Carta {_card(frame, lang)}: coloca un CP en cada espacio objetivo ({names}) donde estén tus "
                       "UM y ninguna unidad confederada, si quieres; luego termina.", "5.2")
        return tip + self.chips(self.by_name([a for a in seat.legal if a[0] == "pc"]), button,
                                P.tr(lang, "A PC at:", "Un CP en:")) + card_fold(frame, lang)

    # Card 115: Galveston (5.23) ---------------------------------------------------------------------------
    def now_galveston(self, view, seat, frame, button) -> str:
        lang = seat.lang
        tip = self.tip(lang, f"Card {_card(frame, lang)}: 1 SP leaves a blockade-runner port (lit) for its coastal "
                             "fort, which the Union holds with no SP in it: the fort is retaken with a PC, no line of "
                             "communication needed.",
                       f"Carta {_card(frame, lang)}: 1 UM sale de un puerto de rompedores del bloqueo (resaltado) "
                       "hacia su fuerte costero, que la Unión controla sin UM dentro: el fuerte se recupera con un "
                       "CP, sin necesidad de línea de comunicación.", "5.23")
        acts = self.by_name([a for a in seat.legal if a[0] == "from"])
        return tip + self.chips(acts, button, "", "", {a: seat.describe(a) for a in acts}) + card_fold(frame, lang)

    # Card 122: Crisis in the West ---------------------------------------------------------------------
    def now_crisis(self, view, seat, frame, button) -> str:
        lang = seat.lang
        aid = frame.get("army")
        if aid is None:
            tip = self.tip(lang, f"Card {_card(frame, lang)}: the Confederacy must send one of its armies in "
                                 "Virginia west, whole. Choose the army (lit: its space).",
                           f"Carta {_card(frame, lang)}: la Confederación debe enviar al oeste, entero, uno de sus "
                           "ejércitos de Virginia. Elige el ejército (resaltado: su espacio).", "5.2")
            acts = [a for a in seat.legal if a[0] == "space"]
            labels = {}
            for a in acts:
                here = ((P.stacks(view).get(a[1]) or {}).get("csa") or {}).get("armies") or []
                labels[a] = self.army_label(view, here[0], lang) if here else self.item_name(a[1])
            return tip + self.chips(acts, button, P.tr(lang, "Send west:", "Enviar al oeste:"), "", labels) + \
                card_fold(frame, lang)
        army = P.army_name(aid, lang)
        tip = self.tip(lang, f"Card {_card(frame, lang)}: choose where the {army} goes (lit): a resource centre, river "
                             "port or blockade-runner port the Confederacy holds in Tennessee, Alabama, Mississippi, "
                             "Arkansas, Louisiana or Texas, with no Union unit.",
                       f"Carta {_card(frame, lang)}: elige adónde va el {army} (resaltado): un centro de recursos, "
                       "puerto fluvial o puerto de rompedores del bloqueo en manos confederadas de Tennessee, "
                       "Alabama, Misisipi, Arkansas, Luisiana o Texas, sin unidades de la Unión.", "5.2")
        return tip + self.chips(self.by_name([a for a in seat.legal if a[0] == "to"]), button,
                                P.tr(lang, "To:", "A:"), P.tr(lang, "Or choose from the list", "O elige de la lista"))

    # Card 59: Farragut's naval move (5.17-5.19) ---------------------------------------------------------
    def now_naval(self, view, seat, frame, button) -> str:
        lang = seat.lang
        body = super().now_naval(view, seat, frame, button)
        if not frame.get("passes"):
            return body
        tip = self.tip(lang, "Farragut (card 59): up to 3 SP and a general. The fleet may run past one Confederate "
                             "coastal fort with no garrison or ironclad (+2 to run the batteries) to strike a port "
                             "beyond, ignores the first torpedoes, and a port it takes gets a PC at once.",
                       "Farragut (carta 59): hasta 3 UM y un general. La flota puede forzar un fuerte costero "
                       "confederado sin guarnición ni acorazado (+2 para forzar las baterías) para atacar un puerto "
                       "más allá, ignora los primeros torpedos, y un puerto que tome recibe un CP en el acto.",
                       "5.17")
        return tip + body
