"""For the People's table: the decision at hand by the prompt line, step by
step (``Steps``, mixed into ``web.tables.ftp.FtpTable``): each ``now_<step>``
words the step of the flow at the top of the view (a strategy round, a
card's OPS, a move, a naval move, strategic movement, interception,
retreat, PCs, an event's choices...) and lays out its legal actions as
buttons through the ``button`` it is handed, which records what it placed
(the rest goes in a generic row, so every legal action has a button).

Pure Python, tested natively (tests/test_ftp_table.py).
"""

from __future__ import annotations

from pyapp.games.ftp import cards as C
from pyapp.games.ftp import oob
from pyapp.games.ftp import spaces as S

from ..markup import esc, rule_ref
from . import ftp_parts as P

FOLD = 10                     # more buttons than this go into a fold (the map has them too)
ENDS = ("stop", "pass", "done", "none", "stand", "wait", "back")      # the buttons of the end row


def space_of(action):
    """The space an action chooses (its second item: "go", "pc", "place",
    "fort", "from", ... and whatever verb the engine adds), or None; an
    activation names a force, not a space."""
    if len(action) >= 2 and action[0] != "move" and isinstance(action[1], str) and action[1] in S.NAME:
        return action[1]
    return None


class Steps:
    """The urgent slot's body for each step (see the module docstring)."""

    @staticmethod
    def end_words(action, step: str, lang: str) -> str:
        k = action[0]
        words = {
            "stop": ("End the move", "Terminar el movimiento"),
            "none": ("Do nothing with the OPS", "No usar las OP"),
            "stand": ("Stand and fight", "Resistir y combatir"),
            "wait": ("Keep the generals off the map", "Dejar los generales fuera del mapa"),
            "back": ("Choose another space", "Elegir otro espacio"),
            "pass": {"intercept": ("Do not intercept", "No interceptar"),
                     "window": ("Let it go: no interrupt", "Dejarlo pasar: sin interrupción")}.get(step, ("Pass", "Pasar")),
            "done": {"pcs": ("Done placing PCs", "Terminar de colocar CP"),
                     "strategic": ("End strategic movement", "Terminar el movimiento estratégico"),
                     "campaign": ("End the campaign", "Terminar la campaña"),
                     "generals": ("Done: the others wait for next turn",
                                  "Hecho: los demás esperan al turno siguiente")}.get(step, ("Done", "Hecho")),
        }.get(k, (k, k))
        return words[1] if lang == "es" else words[0]

    def tip(self, lang: str, en: str, es: str, rule: str = "") -> str:
        return f'<p class="tip">{esc(P.tr(lang, en, es))}{rule_ref(lang, rule)}</p>'

    def chips(self, acts: list, button, lead: str = "", fold: str = "", labels: dict | None = None) -> str:
        """A row of buttons (``labels``: some buttons' own words), folded
        when long (the map lights them too); none twice."""
        acts = [a for a in acts if a not in getattr(button, "shown", ())]
        if not acts:
            return ""
        cells = "".join(button(a, (labels or {}).get(a), "chip") for a in acts)
        lead_html = f'<span class="lead">{esc(lead)}</span>' if lead else ""
        row = f'<p class="row-buttons ftp-chips">{lead_html}{cells}</p>'
        if len(acts) > FOLD and fold:
            return f'<details class="ftp-fold"><summary>{esc(fold)} ({len(acts)})</summary>{row}</details>'
        return row

    def by_name(self, acts: list) -> list:
        return sorted(acts, key=lambda a: self.item_name(a[1]))

    # Steps ------------------------------------------------------------------------------------------------
    def now_round(self, view, seat, frame, button) -> str:
        """A strategy round: the hand, each card with what it may do now."""
        lang = seat.lang
        legal = set(seat.legal)
        cards = []
        for n in sorted(view.get("hand") or []):
            if n not in C.CARDS:
                continue
            acts = [button(("ops", n), P.tr(lang, f"Play for {C.CARDS[n].ops} OPS", f"Jugar por {C.CARDS[n].ops} OP"),
                           "primary"),
                    button(("event", n), P.tr(lang, "Play the event", "Jugar el evento")),
                    button(("queue_add", n), P.tr(lang, "Add to the operations queue", "Añadir a la cola de operaciones")),
                    button(("discard", n), P.tr(lang, "Discard", "Descartar"))]
            why = ""
            if ("event", n) not in legal:
                no = self.refusal(view, ("event", n))
                if no is not None:
                    why = P.tr(lang, "Event: ", "Evento: ") + no.text(lang)
            cards.append(P.card_html(n, lang, "".join(acts), why))
        tip = self.tip(lang, "Play a card for its OPS (move a force, place PCs, build) or, if the event is yours, "
                             "as the event its text describes.",
                       "Juega una carta por sus OP (mover una fuerza, colocar CP, construir) o, si el evento es "
                       "tuyo, como el evento que describe su texto.", "5.2")
        return tip + f'<ul class="ftp-hand" aria-label="{esc(P.tr(lang, "Your hand", "Tu mano"))}">{"".join(cards)}</ul>'

    def activations(self, view, seat, button, acts: list) -> str:
        """The forces a card may activate: armies and generals as buttons,
        the divisions (no general) by space in a fold."""
        lang = seat.lang
        out = []
        acts = [a for a in acts if a not in getattr(button, "shown", ())]
        lead = [a for a in acts if a[1] != "div"]
        if lead:
            cells = "".join(button(a, None, "chip") for a in lead)
            out.append(f'<p class="row-buttons ftp-chips"><span class="lead">'
                       f'{esc(P.tr(lang, "Activate:", "Activar:"))}</span>{cells}</p>')
        divs: dict = {}
        for a in acts:
            if a[1] == "div":
                divs.setdefault(a[2], []).append(a)
        if divs:
            rows = "".join(f'<p class="row-buttons ftp-chips"><span class="lead">{esc(self.item_name(s))}:</span>'
                           f'{"".join(button(a, None, "chip") for a in divs[s])}</p>'
                           for s in sorted(divs, key=self.item_name))
            head = P.tr(lang, "A division (SP without a general) from", "Una división (UM sin general) desde")
            out.append(f'<details class="ftp-fold"><summary>{esc(head)} ({len(divs)})</summary>{rows}</details>')
        return "".join(out)

    def picked_row(self, view, seat, button) -> str:
        """What the picked space offers, first."""
        here = seat.selected
        if here not in S.NAME:
            return ""
        acts = [a for a in seat.legal if here in self.mentions(a, view) and a[0] not in ENDS]
        if not acts:
            return ""
        cells = "".join(button(a, self.picked_label(a, view, seat), "primary" if len(acts) == 1 else "chip")
                        for a in acts)
        return (f'<div class="ftp-picked" role="group"><p class="row-buttons"><span class="lead">'
                f'<b>{esc(self.item_name(here))}</b>:</span>{cells}</p></div>')

    def picked_label(self, action, view, seat) -> str:
        lang = seat.lang
        k = action[0]
        if k == "fort":
            return P.tr(lang, "Build a fort", "Construir un fuerte")
        if k == "army" and action[1] in S.NAME:
            return P.tr(lang, "Create an army", "Crear un ejército")
        if k == "move" and action[1] == "div":
            return P.tr(lang, f"Division of {action[3]} SP", f"División de {action[3]} UM")
        if space_of(action):
            return seat.describe(action)
        return self.label(action, view, seat)

    def now_ops(self, view, seat, frame, button) -> str:
        lang = seat.lang
        c, v = frame.get("c"), frame.get("v", 0)
        title = P.card_title(c, lang) if c in C.CARDS else ""
        out = [self.tip(lang, f"Card #{c} ({title}) for {v} OPS. Tap a lit space to see what it offers, or choose "
                              f"here. A general moves if his strategy (first rating) is {v} or less.",
                        f"Carta #{c} ({title}) por {v} OP. Toca un espacio resaltado para ver qué ofrece, o elige "
                        f"aquí. Un general mueve si su capacidad estratégica (primer valor) es {v} o menos.", "5.2"),
               self.picked_row(view, seat, button)]
        acts = [a for a in seat.legal if a[0] == "move"]
        out.append(self.activations(view, seat, button, acts))
        if ("pcs",) in seat.legal:
            out.append(f'<p class="row-buttons">{button(("pcs",), P.tr(lang, f"Place up to {v} PCs", f"Colocar hasta {v} CP"))}</p>')
        out.append(self.chips(self.by_name([a for a in seat.legal if a[0] == "army"]), button,
                              P.tr(lang, "Create an army at:", "Crear un ejército en:"),
                              P.tr(lang, "Create an army at", "Crear un ejército en")))
        naval = self.by_name([a for a in seat.legal if a[0] == "naval"])
        if naval:
            row = self.chips(naval, button, "", "")
            head = P.tr(lang, "A naval move (up to 3 SP and a general) from", "Un movimiento naval (hasta 3 UM y un general) desde")
            out.append(f'<details class="ftp-fold"><summary>{esc(head)} ({len(naval)})</summary>{row}</details>')
        out.append(self.chips([a for a in seat.legal if a[0] == "queue"], button,
                              P.tr(lang, "Or open an operations queue (7) for:", "O abre una cola de operaciones (7) para:"),
                              P.tr(lang, "Open an operations queue for", "Abrir una cola de operaciones para"),
                              labels={a: P.gen_words(a[1], lang) for a in seat.legal if a[0] == "queue"}))
        river = self.by_name([a for a in seat.legal if a[0] == "river"])
        if river:                                         # 5.20: the CSA's 1 SP river moves
            row = self.chips(river, button, "", "", labels={a: self.item_name(a[1]) for a in river})
            head = P.tr(lang, "A river move of 1 SP (5.20) from", "Un movimiento fluvial de 1 UM (5.20) desde")
            out.append(f'<details class="ftp-fold"><summary>{esc(head)} ({len(river)})</summary>{row}</details>')
        forts = self.by_name([a for a in seat.legal if a[0] == "fort"])
        if forts:
            row = self.chips(forts, button, "", "")
            head = P.tr(lang, "Build a fort at", "Construir un fuerte en")
            out.append(f'<details class="ftp-fold"><summary>{esc(head)} ({len(forts)})</summary>{row}</details>')
        return "".join(out)

    def now_campaign(self, view, seat, frame, button) -> str:
        lang = seat.lang
        tip = self.tip(lang, "Campaign: activate the forces that move, one after another (any general, whatever "
                             "his strategy), then end the campaign.",
                       "Campaña: activa las fuerzas que mueven, una tras otra (cualquier general, sea cual sea su "
                       "capacidad estratégica), y termina la campaña.", "5.2")
        return tip + self.picked_row(view, seat, button) + self.activations(
            view, seat, button, [a for a in seat.legal if a[0] == "move"])

    def force_words(self, view, frame, lang: str) -> str:
        """The force on the move: what it is, its SP, its generals."""
        kind = frame.get("kind")
        if kind == "army":
            aid = frame.get("aid")
            gens = P.army_gens(view, aid)
            head = f"{P.army_name(aid, lang)} · {P.sp_word(lang, P.army_total(view, aid))}"
        else:
            gens = [g for g in [frame.get("gen")] + list(frame.get("gens") or []) if g]
            words = {"corps": ("Corps", "Cuerpo"), "div": ("Division", "División"),
                     "brigade": ("Cavalry brigade", "Brigada de caballería")}.get(kind, ("Force", "Fuerza"))
            head = f"{P.tr(lang, *words)} · {P.sp_word(lang, int(frame.get('sp') or 0))}"
        who = "; ".join(P.gen_words(g, lang) for g in gens)
        return head + (f" — {who}" if who else "")

    def now_move(self, view, seat, frame, button) -> str:
        lang = seat.lang
        out = [f'<p class="ftp-force side-{esc(frame.get("who", ""))}"><b>{esc(self.force_words(view, frame, lang))}</b>'
               f' · {esc(self.item_name(frame.get("at")))}</p>']
        go = self.by_name([a for a in seat.legal if a[0] == "go"])
        if go:
            out.append(self.tip(lang, "Tap a lit space to move there, one space at a time.",
                                "Toca un espacio resaltado para mover allí, de espacio en espacio.", "5.3"))
            foes = P.enemy_at(view, frame.get("who"))
            labels = {a: "⚔ " + self.item_name(a[1]) for a in go if a[1] in foes}
            if labels:
                out.append(self.tip(lang, "⚔: the enemy is there; moving in means a battle (it may retreat first).",
                                    "⚔: allí está el enemigo; entrar supone una batalla (puede retirarse antes).",
                                    "5.9"))
            out.append(self.chips(go, button, P.tr(lang, "Move to:", "Mover a:"), P.tr(lang, "Move to", "Mover a"),
                                  labels))
        else:
            out.append(self.tip(lang, "The force can go no further: end the move.",
                                "La fuerza no puede ir más lejos: termina el movimiento.", "5.3"))
        sp = [a for a in seat.legal if a[0] == "sp" and a not in getattr(button, "shown", ())]
        if sp:
            army = (view.get("armies") or {}).get(frame.get("aid")) or {}
            now = int(army.get("sp") or 0) if frame.get("kind") == "army" else int(frame.get("sp") or 0)
            head = P.tr(lang, f"SP carried: {now} (change)", f"UM que lleva: {now} (cambiar)")
            out.append(f'<details class="ftp-fold"><summary>{esc(head)}</summary>'
                       f'{self.chips(sp, button, P.tr(lang, "Carry:", "Llevar:"))}</details>')
        gens = [button(a, P.tr(lang, f"Pick up {oob.GENERALS[a[1]].name}", f"Recoger a {oob.GENERALS[a[1]].name}"), "chip")
                for a in seat.legal if a[0] == "take" and a[1] in oob.GENERALS]
        gens += [button(a, P.tr(lang, f"Drop {oob.GENERALS[a[1]].name}", f"Dejar a {oob.GENERALS[a[1]].name}"), "chip")
                 for a in seat.legal if a[0] == "leave" and a[1] in oob.GENERALS]
        if gens:
            out.append(f'<p class="row-buttons ftp-chips">{"".join(gens)}</p>')
        if ("convert",) in seat.legal:
            out.append(f'<p class="row-buttons">{button(("convert",), P.tr(lang, "Convert this space (1 MP)", "Convertir este espacio (1 PD)"))}</p>')
        return "".join(out)

    def now_naval(self, view, seat, frame, button) -> str:
        """5.17: the SP and general that embark, then the port to sail to."""
        lang = seat.lang
        src = frame.get("src")
        out = []
        if src is None:
            out.append(self.tip(lang, "Naval move: tap the lit port it sails from.",
                                "Movimiento naval: toca el puerto resaltado desde el que zarpa.", "5.17"))
            out.append(self.chips(self.by_name([a for a in seat.legal if a[0] == "naval"]), button))
            return "".join(out)
        gen = frame.get("gen")
        aboard = P.sp_word(lang, int(frame.get("sp") or 0)) + (f" — {P.gen_words(gen, lang)}" if gen else "")
        out.append(f'<p class="ftp-force side-union"><b>{esc(P.tr(lang, "Aboard: ", "A bordo: ") + aboard)}</b>'
                   f' · {esc(self.item_name(src))}</p>')
        out.append(self.chips([a for a in seat.legal if a[0] == "sp"], button, P.tr(lang, "SP aboard:", "UM a bordo:")))
        gens = [button(a, P.tr(lang, f"Take {oob.GENERALS[a[1]].name}", f"Llevar a {oob.GENERALS[a[1]].name}"), "chip")
                for a in seat.legal if a[0] == "take" and a[1] in oob.GENERALS]
        gens += [button(a, P.tr(lang, f"Leave {oob.GENERALS[a[1]].name}", f"Dejar a {oob.GENERALS[a[1]].name}"), "chip")
                 for a in seat.legal if a[0] == "leave" and a[1] in oob.GENERALS]
        if gens:
            out.append(f'<p class="row-buttons ftp-chips">{"".join(gens)}</p>')
        sail = self.by_name([a for a in seat.legal if a[0] == "sail"])
        if sail:
            out.append(self.tip(lang, "Tap a lit port to sail there.", "Toca un puerto resaltado para navegar allí.", "5.17"))
            out.append(self.chips(sail, button, P.tr(lang, "Sail to:", "Navegar a:"),
                                  P.tr(lang, "Sail to", "Navegar a")))
        else:
            out.append(self.tip(lang, "Choose the SP that embark first.", "Elige antes las UM que embarcan.", "5.17"))
        return "".join(out)

    def interrupt_cards(self, view, seat, button) -> str:
        """4.2.5: the interrupt cards the hand may answer with now, each card
        shown whole with its buttons (an interception card: one per space)."""
        lang = seat.lang
        by_card: dict = {}
        for a in seat.legal:
            if a[0] == "interrupt":
                by_card.setdefault(a[1], []).append(a)
        cards = []
        for n, acts in sorted(by_card.items()):
            labels = [button(a, P.tr(lang, f"Intercept from {self.item_name(a[2])}",
                                     f"Interceptar desde {self.item_name(a[2])}") if len(a) == 3
                             else P.tr(lang, "Play it now", "Jugarla ahora"), "primary") for a in acts]
            cards.append(P.card_html(n, lang, "".join(labels)))
        if not cards:
            return ""
        return f'<ul class="ftp-hand" aria-label="{esc(P.tr(lang, "Interrupt cards", "Cartas de interrupción"))}">' \
               f'{"".join(cards)}</ul>'

    def now_window(self, view, seat, frame, button) -> str:
        """4.2.5: the enemy's move may be answered with an interrupt card.
        The window opens whether or not the hand holds one (RULES_NOTES)."""
        lang = seat.lang
        kind = frame.get("kind", "")
        what = {"activation": ("activates a force", "activa una fuerza"),
                "battle": ("is about to fight a battle", "va a librar una batalla"),
                "naval": ("is about to sail", "va a navegar")}.get(kind, ("moves", "mueve"))
        at = self.item_name(frame["at"]) if frame.get("at") else ""
        where = (P.tr(lang, f" at {at}", f" en {at}") if at else "")
        cards = self.interrupt_cards(view, seat, button)
        none = "" if cards else self.tip(lang, "You hold no card that answers it: pass. (You are asked all the "
                                               "same, so the enemy cannot tell what you hold.)",
                                         "No tienes ninguna carta que responda: pasa. (Se te pregunta igualmente, "
                                         "para que el enemigo no sepa qué tienes.)", "4.2.5")
        return self.tip(lang, f"The enemy {what[0]}{where}. You may answer with an interrupt card now, or pass.",
                        f"El enemigo {what[1]}{where}. Puedes responder ahora con una carta de interrupción, o "
                        "pasar.", "4.2.5") + cards + none

    def now_intercept(self, view, seat, frame, button) -> str:
        lang = seat.lang
        dest = self.item_name(frame.get("dest"))
        cards = self.interrupt_cards(view, seat, button)
        if frame.get("cards_only"):
            return self.tip(lang, f"The enemy is about to enter {dest}. A force of yours one or two spaces away "
                                  "could intercept it without a roll with an interrupt card, or you may pass.",
                            f"El enemigo va a entrar en {dest}. Una fuerza tuya a uno o dos espacios podría "
                            "interceptarlo sin tirada con una carta de interrupción, o puedes pasar.", "4.2.5") + cards
        return self.tip(lang, f"The enemy is about to enter {dest}. Intercept from a lit space next to it (a die "
                              "roll against your general's defence rating), or let it pass.",
                        f"El enemigo va a entrar en {dest}. Intercepta desde un espacio resaltado adyacente (una "
                        "tirada contra la capacidad defensiva de tu general), o déjalo pasar.", "5.10") + \
            self.chips(self.by_name([a for a in seat.legal if a[0] == "intercept"]), button,
                       P.tr(lang, "Intercept from:", "Interceptar desde:"),
                       labels={a: seat.describe(a) for a in seat.legal if a[0] == "intercept" and len(a) == 3}) + cards

    def now_rbb(self, view, seat, frame, button) -> str:
        lang = seat.lang
        at = self.item_name(frame.get("at"))
        return self.tip(lang, f"The enemy attacks {at}. Retreat before the battle to a lit space (a die roll "
                              "against your general's defence rating), or stand and fight.",
                        f"El enemigo ataca {at}. Retírate antes de la batalla a un espacio resaltado (una tirada "
                        "contra la capacidad defensiva de tu general), o resiste y combate.", "5.11") + \
            self.chips(self.by_name([a for a in seat.legal if a[0] == "retreat"]), button,
                       P.tr(lang, "Retreat to:", "Retirarse a:"))

    def now_retreat(self, view, seat, frame, button) -> str:
        lang = seat.lang
        return self.tip(lang, f"The beaten force retreats from {self.item_name(frame.get('at'))}: tap a lit space.",
                        f"La fuerza derrotada se retira desde {self.item_name(frame.get('at'))}: toca un espacio "
                        "resaltado.", "5.16") + \
            self.chips(self.by_name([a for a in seat.legal if a[0] == "retreat"]), button,
                       P.tr(lang, "Retreat to:", "Retirarse a:"))

    def now_pcs(self, view, seat, frame, button) -> str:
        lang = seat.lang
        n = frame.get("n", 0)
        return self.tip(lang, f"Place PCs: tap lit spaces ({n} left), then Done.",
                        f"Coloca CP: toca espacios resaltados (quedan {n}) y luego Terminar.", "5.28") + \
            self.chips(self.by_name([a for a in seat.legal if a[0] == "pc"]), button, "",
                       P.tr(lang, "Or choose from the list", "O elige de la lista"))

    def now_strategic(self, view, seat, frame, button) -> str:
        """5.27: one SP at a time, from a space, then to another."""
        lang = seat.lang
        src = frame.get("src")
        left = frame.get("left", 0)
        if src:
            tip = self.tip(lang, f"Strategic movement ({left} SP left): tap the lit space where the SP from "
                                 f"{self.item_name(src)} goes.",
                           f"Movimiento estratégico (quedan {left} UM): toca el espacio resaltado adonde va la UM "
                           f"desde {self.item_name(src)}.", "5.27")
            acts, lead = [a for a in seat.legal if a[0] == "to"], P.tr(lang, "To:", "A:")
        else:
            tip = self.tip(lang, f"Strategic movement ({left} SP left): by rail through your own spaces, by sea "
                                 "between your ports, or to an army. Tap a lit space to move 1 SP from it, or end.",
                           f"Movimiento estratégico (quedan {left} UM): por ferrocarril por tus espacios, por mar "
                           "entre tus puertos o hasta un ejército. Toca un espacio resaltado para mover 1 UM desde "
                           "él, o termina.", "5.27")
            acts, lead = [a for a in seat.legal if a[0] == "from"], P.tr(lang, "From:", "Desde:")
        return tip + self.chips(self.by_name(acts), button, lead, P.tr(lang, "Or choose from the list",
                                                                       "O elige de la lista"))

    def now_capital(self, view, seat, frame, button) -> str:
        lang = seat.lang
        return self.tip(lang, "Your capital has fallen: choose where it moves (a lit space).",
                        "Tu capital ha caído: elige adónde se traslada (un espacio resaltado).", "5.28") + \
            self.chips(self.by_name([a for a in seat.legal if a[0] == "capital"]), button)

    def now_evchoice(self, view, seat, frame, button) -> str:
        """An event with a choice: the card's text, one button per effect in
        the text's order."""
        lang = seat.lang
        c = frame.get("c")
        nth = (("The first effect", "El primer efecto"), ("The second effect", "El segundo efecto"),
               ("The third effect", "El tercer efecto"), ("The fourth effect", "El cuarto efecto"))
        cells = []
        for a in seat.legal:
            if a[0] == "option":
                i = a[1] - 1 if isinstance(a[1], int) else -1
                words = P.tr(lang, *nth[i]) if 0 <= i < len(nth) else seat.describe(a)
                own = seat.describe(a)              # the engine's words, where it has its own (card 75)
                if own != P.tr(lang, f"Option {a[1]}", f"Opción {a[1]}"):
                    words = f"{words}: {own}" if 0 <= i < len(nth) else own
                cells.append(button(a, words, "primary"))
        card = P.card_html(c, lang, tag="div") if c in C.CARDS else ""
        tip = self.tip(lang, "Choose which of the card's effects to apply, in the order its text gives them.",
                       "Elige cuál de los efectos de la carta se aplica, en el orden en que los da su texto.", "5.2")
        return tip + card + f'<p class="row-buttons ftp-options">{"".join(cells)}</p>'

    def now_evelite(self, view, seat, frame, button) -> str:
        lang = seat.lang
        cells = "".join(button(a, None, "chip") for a in seat.legal if a[0] == "army")
        return self.tip(lang, "Choose the army that receives the elite unit.",
                        "Elige el ejército que recibe la unidad de élite.", "5.14") + \
            f'<p class="row-buttons ftp-chips">{cells}</p>'

    def now_spmove(self, view, seat, frame, button) -> str:
        lang = seat.lang
        by: dict = {}
        for a in seat.legal:
            if a[0] == "sp_move":
                by.setdefault(a[1], []).append(a)
        rows = "".join(f'<p class="row-buttons ftp-chips"><span class="lead">{esc(self.item_name(s))}:</span>'
                       f'{"".join(button(a, None, "chip") for a in by[s])}</p>' for s in sorted(by, key=self.item_name))
        return self.tip(lang, "Choose the SP that move, and from where.", "Elige las UM que mueven y desde dónde.",
                        "5.2") + rows

    def now_spaces(self, view, seat, frame, button) -> str:
        """Any other step: the event's card, if any, and the spaces to tap."""
        lang = seat.lang
        c = frame.get("c")
        card = P.card_html(c, lang, tag="div") if c in C.CARDS and frame.get("step") in ("evspaces", "evattrition") else ""
        spaces = self.by_name([a for a in seat.legal if len(a) == 2 and space_of(a)])
        tip = self.tip(lang, "Tap a lit space, or choose here.", "Toca un espacio resaltado, o elige aquí.") if spaces else ""
        return card + tip + self.chips(spaces, button, "", P.tr(lang, "Or choose from the list", "O elige de la lista"))
