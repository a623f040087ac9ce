"""Skirmish at the Ford's table (the test minigame, pyapp/games/mini).

The hex map (``widgets.hexmap``) with the pieces (``widgets.pieces``): tap
one of your pieces, its moves light up (yellow: move, red ring: attack), tap
one to play it (``tap``); with Volley in hand the enemies it can reach are
marked with a crosshair, and a tap on one fires it. By the prompt line (the
urgent slot): the last roll, the attacked side's answer (Ambush or no
reaction), else what to tap next and End turn. Beside the map: the turn
strip, the attack panel while the other side answers, the picked hex and
its piece's moves as buttons, the hand (``widgets.cards``), and the map's
text twin with its key.

Everything is drawn from the view of the side at the device and reads only
the fields the game declares in ``view_fields``: an enemy block is {hex,
side, kind} and is drawn face down; the other hand is a count. Pure Python
but for the map (made on demand), so the panels are tested natively.
"""

from __future__ import annotations

import re

from ..markup import act_button, esc, rule_ref
from ..text import role_name, t
from ..widgets.cards import hand_panel
from ..widgets.cup import cup_panel
from ..widgets.dice import dice_tray
from ..widgets.hexmap import legend
from .base import Seat, Table, viewer
from pyapp.games.mini.rules import CHIT_EN, CHIT_ES

# The cards in this project's own words (RULES_NOTES R4).
# The event chits' words, from the game's own tables (R9).
CHITS = {kind: {"title": {"en": CHIT_EN[kind][0], "es": CHIT_ES[kind][0]},
                "text": {"en": CHIT_EN[kind][1], "es": CHIT_ES[kind][1]}} for kind in CHIT_EN}

CARDS = {
    "march": {"title": {"en": "March", "es": "Marcha"}, "rule": "R4",
              "text": {"en": "Two more moves this turn (once a turn).",
                       "es": "Dos movimientos más este turno (una vez por turno)."}},
    "volley": {"title": {"en": "Volley", "es": "Descarga"}, "rule": "R4",
               "text": {"en": "Fire at an enemy piece within 2 hexes in clear sight: on a 5 or 6 it loses a step.",
                        "es": "Dispara a una pieza enemiga a 2 hexágonos o menos con línea de visión: "
                              "con 5 o 6 pierde un paso."}},
    "ambush": {"title": {"en": "Ambush", "es": "Emboscada"}, "rule": "R4",
               "text": {"en": "When one of your pieces is attacked: +2 to its combat total.",
                        "es": "Cuando atacan a una de tus piezas: +2 a su total de combate."}},
    "rally": {"title": {"en": "Rally", "es": "Reagrupar"}, "rule": "R4",
              "text": {"en": "One of your pieces below full strength regains a step.",
                       "es": "Una de tus piezas por debajo de su fuerza plena recupera un paso."}},
    "raid": {"title": {"en": "Raid", "es": "Incursión"}, "rule": "R10.3",
             "text": {"en": "Take a card at random from the enemy's hand.",
                      "es": "Toma al azar una carta de la mano enemiga."}},
    "scout": {"title": {"en": "Scout", "es": "Exploración"}, "rule": "R10.5",
              "text": {"en": "Look at the top two cards of the deck; they stay there.",
                       "es": "Mira las dos primeras cartas del mazo; se quedan allí."}},
    "forage": {"title": {"en": "Forage", "es": "Forrajeo"}, "rule": "R10.6",
               "text": {"en": "Shuffle the discards and the rest of the deck into a new deck; this card leaves "
                              "the game.",
                        "es": "Baraja los descartes y el resto del mazo en un mazo nuevo; esta carta sale del "
                              "juego."}},
    "desert": {"title": {"en": "Desertion", "es": "Deserción"}, "rule": "R10.4",
               "text": {"en": "The enemy discards a card of its hand at random.",
                        "es": "El enemigo descarta al azar una carta de su mano."}},
}
WHEN = {
    "march": ("In your turn, once a turn.", "En tu turno, una vez por turno."),
    "volley": ("Needs an enemy piece within 2 hexes in clear sight.",
               "Necesita una pieza enemiga a 2 hexágonos o menos con línea de visión."),
    "ambush": ("Only when one of your pieces is attacked.", "Solo cuando atacan a una de tus piezas."),
    "rally": ("Needs one of your pieces below full strength.",
              "Necesita una de tus piezas por debajo de su fuerza plena."),
}
KIND_ES = {"counter": "ficha", "block": "bloque"}


def make(game):
    return MiniTable(game)


def _es(lang: str) -> bool:
    return lang == "es"


def piece_name(p: dict, lang: str) -> str:
    """"Blue block b2" / "Grey block" (an enemy block has no id in the view)."""
    es = _es(lang)
    kind = KIND_ES.get(p.get("kind"), p.get("kind")) if es else p.get("kind", "")
    side = role_name(lang, p.get("side"))
    ident = f" {p['id']}" if p.get("id") else ""
    return f"{kind} {side.lower()}{ident}" if es else f"{side} {kind}{ident}"


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def strength_words(p: dict, lang: str) -> str:
    es = _es(lang)
    if p.get("strength") is None:
        return "boca abajo: fuerza oculta" if es else "face down: strength hidden"
    return (f"fuerza {p['strength']} de {p.get('full', p['strength'])}" if es
            else f"strength {p['strength']} of {p.get('full', p['strength'])}")


def rolls_of(view: dict) -> list:
    """The dice the latest action rolled (the view's last_roll), in order."""
    return [d.get("die") for d in view.get("last_roll") or []]


class MiniTable(Table):
    map_kind = "hex"

    def __init__(self, game) -> None:
        super().__init__(game)
        self.spec = game.board()

    # The map -------------------------------------------------------------------------
    def make_map(self, on_pick):
        if self.map is None:
            from ..widgets.hexmap import HexMap
            self.map = HexMap(self.spec, on_pick, label="Skirmish at the Ford: map")
        return self.map

    def tap(self, item, view: dict, seat: Seat):
        """With one of your pieces picked, a tap on a hex it can move to
        moves there (or attacks); a tap on an enemy your Volley can reach
        fires it; any other tap picks."""
        if seat.role is None:
            return None
        legal = set(seat.legal)
        picked = seat.selected
        if picked and picked != item:
            pid = self.own_piece(view, seat.role, picked)
            if pid is not None and ("move", pid, item) in legal:
                return ("move", pid, item)
        if ("play", "volley", item) in legal:
            return ("play", "volley", item)
        return None

    @staticmethod
    def own_piece(view: dict, role, hx):
        """The id of ``role``'s piece in hex ``hx``, or None."""
        return next((p.get("id") for p in view.get("pieces") or []
                     if p.get("hex") == hx and p.get("side") == role and p.get("id")), None)

    @staticmethod
    def volley_targets(seat: Seat) -> set:
        return {a[2] for a in seat.legal if a[:2] == ("play", "volley")}

    def item_name(self, item) -> str:
        return str(item)

    def mentions(self, action, view: dict) -> set:
        """The hexes an action names: a move's start and end, a card's target."""
        where = {p.get("id"): p.get("hex") for p in view.get("pieces") or [] if p.get("id")}
        if action[0] == "move":
            return {h for h in (where.get(action[1]), action[2]) if h}
        if action[0] == "play" and len(action) == 3:
            return {where.get(action[2], action[2])} if action[1] == "rally" else {action[2]}
        return set()

    def draw(self, view: dict, highlight: set, selected, seat: Seat | None = None) -> None:
        """Lit hexes: with nothing picked, the pieces that can act; with a
        piece picked, where it can go (a red ring where that is an attack);
        and the enemies a Volley in hand can reach (a crosshair)."""
        if self.map is None:
            return
        lit, attacks, fire = set(highlight), set(), set()
        if seat is not None and seat.role is not None:
            role = seat.role
            own = {p["hex"]: p for p in view.get("pieces") or [] if p.get("side") == role}
            enemy = {p["hex"] for p in view.get("pieces") or [] if p.get("side") != role}
            if selected in own and own[selected].get("id"):
                pid = own[selected]["id"]
                lit = lit & {a[2] for a in seat.legal if a[0] == "move" and a[1] == pid}
            elif selected is None:
                lit = {h for h in lit if h in own}
            else:
                lit.discard(selected)
            attacks = lit & enemy
            fire = self.volley_targets(seat) - attacks     # a tap there attacks (tap)
            lit -= fire
        combat = view.get("combat")
        arrows = [(combat["from"], combat["to"])] if combat else []
        self.map.update(view, lit, selected, attacks, arrows, fire)

    # Panels ------------------------------------------------------------------------------
    def since(self, before: dict, after: dict, lang: str) -> list:
        """"Since your last turn" in this game's terms: the pieces each side
        has on the map (R8)."""
        def pieces(v, side):
            return sum(1 for p in v.get("pieces") or [] if p.get("side") == side)
        es = _es(lang)
        out = []
        for side in ("blue", "grey"):
            a, b = pieces(before, side), pieces(after, side)
            name = role_name(lang, side)
            out.append((f"{name}: {b} pieza{'s' if b != 1 else ''}" if es else f"{name}: {b} piece{'s' if b != 1 else ''}")
                       + ("" if a == b else (f" (antes {a})" if es else f" (was {a})")))
        return out

    def summary(self, view: dict, lang: str) -> str:
        es = _es(lang)
        side = role_name(lang, view.get("side"))
        return (f"Turno {view.get('turn')} de {view.get('last_turn')} · juega {side}" if es
                else f"Turn {view.get('turn')} of {view.get('last_turn')} · {side} to play")

    def urgent(self, view: dict, seat: Seat) -> str:
        """By the prompt line: what the last roll did; the attacked side's
        answer; else the next step in words, with End turn."""
        out = []
        if seat.last_rolled:
            out.append(self.dice_panel(view, seat))
        if self.answering(view, seat):
            out.append(self.combat_panel(view, seat))
        elif seat.role is not None and ("take",) in seat.legal:
            out.append(self.hit_panel(view, seat))
        elif seat.role is not None and ("count",) in seat.legal:
            out.append(self.count_panel(view, seat))
        elif seat.role is not None and ("end",) in seat.legal:
            out.append(self.next_step(view, seat))
        return "".join(out)

    def hit_panel(self, view: dict, seat: Seat) -> str:
        """R4.1: a Volley hit one of this side's face-down blocks; its owner,
        who alone knows its strength, takes the hit (one button)."""
        lang = seat.lang
        es = _es(lang)
        hx = next((f.get("at") for f in view.get("flow") or [] if f.get("step") == "hit"), "")
        p = next((p for p in view.get("pieces") or [] if p.get("hex") == hx), {})
        what = (f"{cap(piece_name(p, lang))} — {hx}, {strength_words(p, lang)}." if p else "")
        say = ("Una descarga alcanzó tu bloque: pierde un paso (con fuerza 1, queda eliminado)." if es
               else "A volley hit your block: it loses a step (at strength 1 it is eliminated).")
        index = self.index_of(seat)
        button = act_button(index[("take",)], ("take",), esc("Encajar el impacto" if es else "Take the hit"),
                            ' class="primary"')
        title = f'{"Descarga sobre" if es else "Volley at"} {hx}'
        return (f'<section class="hit" aria-labelledby="hit-title"><h3 id="hit-title">{esc(title)}'
                f'{rule_ref(lang, "R4.1")}</h3><p>{esc(say)}</p><p>{esc(what)}</p>'
                f'<p class="row-buttons">{button}</p></section>')

    def count_panel(self, view: dict, seat: Seat) -> str:
        """R8.1: after the last turn Blue reveals its blocks for the count (one button)."""
        lang = seat.lang
        es = _es(lang)
        say = ("Ha terminado el último turno: revela tus bloques; gana quien tenga más fuerza en el mapa "
               "(gris gana los empates)." if es else
               "The last turn is over: reveal your blocks; the side with more strength on the map wins "
               "(Grey holds ties).")
        index = self.index_of(seat)
        button = act_button(index[("count",)], ("count",),
                            esc("Revelar mis bloques" if es else "Reveal my blocks"), ' class="primary"')
        title = "Recuento final" if es else "Final count"
        return (f'<section class="count" aria-labelledby="count-title"><h3 id="count-title">{esc(title)}'
                f'{rule_ref(lang, "R8.1")}</h3><p>{esc(say)}</p><p class="row-buttons">{button}</p></section>')

    @staticmethod
    def answering(view: dict, seat: Seat) -> bool:
        """The side at the device must answer an attack now."""
        return bool(view.get("combat")) and seat.role is not None and ("pass",) in seat.legal

    def panels(self, view: dict, seat: Seat) -> str:
        out = [self.status_strip(view, seat)]
        cup = view.get("cup") or {}
        if cup:
            out.append(cup_panel(cup.get("left") or {}, cup.get("drawn"), CHITS, seat.lang, "R9"))
        if view.get("combat") and not self.answering(view, seat):
            out.append(self.combat_panel(view, seat))
        out.append(self.picked_panel(view, seat))
        out.append(self.hand(view, seat))
        return "".join(out)

    def index_of(self, seat: Seat) -> dict:
        return {a: i for i, a in enumerate(seat.legal)}

    def status_strip(self, view: dict, seat: Seat) -> str:
        """Turn, whose turn, moves left, the deck; End turn when it is legal."""
        lang = seat.lang
        es = _es(lang)
        cells = [("Turno" if es else "Turn", f"{view.get('turn')} / {view.get('last_turn')}"),
                 ("Juega" if es else "Playing", role_name(lang, view.get("side")))]
        if not view.get("result"):
            cells.append(("Movimientos" if es else "Moves left", str(view.get("moves_left", 0))))
        deck = str(view.get("deck_size", 0))
        top = [CARDS[c]["title"]["es" if es else "en"] if c in CARDS else "?" for c in view.get("scouted") or []]
        if top:                                     # R10.5: what this side's Scout showed it
            deck += (" (encima: " if es else " (on top: ") + ", ".join(top) + ")"
        if view.get("reshuffles"):
            deck += f" · {'rebarajado' if es else 'reshuffled'} ×{view['reshuffles']}"
        cells.append(("Mazo" if es else "Deck", deck))
        if view.get("removed"):
            cells.append(("Fuera del juego" if es else "Out of the game", str(len(view["removed"]))))
        items = "".join(f"<div><dt>{esc(k)}</dt><dd>{esc(v)}</dd></div>" for k, v in cells)
        return f'<dl class="strip mini-strip">{items}</dl>'

    def next_step(self, view: dict, seat: Seat) -> str:
        """In your turn: what a tap does now, in words, and End turn (the
        main button once no move is left)."""
        lang = seat.lang
        es = _es(lang)
        index = self.index_of(seat)
        movers = {a[1] for a in seat.legal if a[0] == "move"}
        picked = self.own_piece(view, seat.role, seat.selected) if seat.selected else None
        if picked in movers:
            enemy = {p.get("hex") for p in view.get("pieces") or [] if p.get("side") != seat.role}
            attack = any(a[0] == "move" and a[1] == picked and a[2] in enemy for a in seat.legal)
            tip = [("Toca un hexágono amarillo para mover la pieza, uno con borde rojo para atacar." if es
                    else "Tap a yellow hex to move the piece there, a red-ringed one to attack.") if attack else
                   ("Toca un hexágono amarillo para mover la pieza." if es
                    else "Tap a yellow hex to move the piece there.")]
        elif movers:
            tip = ["Toca una de tus piezas resaltadas para moverla." if es
                   else "Tap one of your lit pieces to move it."]
        else:
            tip = ["No te quedan movimientos." if es else "No moves left."]
        if self.volley_targets(seat):
            tip.append("Toca un enemigo con punto de mira para dispararle tu Descarga." if es
                       else "Tap an enemy in crosshairs to fire your Volley at it.")
        hand = ""
        if any(a[0] == "play" and a[1] != "volley" for a in seat.legal):
            hand = (f' {esc("También puedes jugar una carta de" if es else "You may also play a card from")} '
                    f'<button type="button" class="link" data-do="goto" data-arg="hand-title">'
                    f'{esc("tu mano" if es else "your hand")}</button>.')
        label = esc("Terminar el turno" if es else "End turn")
        done = not movers
        button = act_button(index[("end",)], ("end",), label, ' class="primary"' if done else "")
        other = role_name(lang, next((r for r in self.game.roles if r != seat.role), None))
        after = (f"Robas una carta; luego juega {other}." if es
                 else f"You draw a card; then {other} plays.")
        return (f'<div class="next-step"><p class="tip">{esc(" ".join(tip))}{hand}</p>'
                f'<p class="end-turn">{button} <small>{esc(after)}{rule_ref(lang, "R7")}</small></p></div>')

    def combat_panel(self, view: dict, seat: Seat) -> str:
        """The attack being resolved: both pieces as this side sees them, and
        the defender's answer (Ambush or no reaction) as buttons."""
        lang = seat.lang
        es = _es(lang)
        me = viewer(seat)
        c = view["combat"]
        at = {p.get("hex"): p for p in view.get("pieces") or []}
        att, dfn = at.get(c["from"], {}), at.get(c["to"], {})
        terrain = (self.spec["hexes"].get(c["to"]) or {}).get("terrain", "clear")
        bonus = 1 if terrain in ("woods", "hill") else 0
        where = (self.spec.get("terrain") or {}).get(terrain, {}).get(lang) or terrain
        where = re.sub(r"\s*\(.*\)", "", where)          # "Hill (+1 defence)" -> "Hill"

        def side_line(label, p, hx, extra=""):
            yours = (" (tuya)" if es else " (yours)") if me and p.get("side") == me else ""
            return (f'<div class="fighter side-{esc(p.get("side", ""))}"><dt>{esc(label)}</dt>'
                    f'<dd>{esc(cap(piece_name(p, lang)))}{esc(yours)} — {esc(hx)}, '
                    f'{esc(strength_words(p, lang))}{esc(extra)}</dd></div>')

        extra = f"; {where}: +{bonus}" if bonus else ""
        duel = (side_line("Ataca" if es else "Attacker", att, c["from"])
                + side_line("Defiende" if es else "Defender", dfn, c["to"], extra))
        index = self.index_of(seat)
        answer = ""
        if seat.role is not None and ("pass",) in index:
            buttons = []
            if ("ambush",) in index:
                buttons.append(act_button(index[("ambush",)], ("ambush",),
                                          esc("Tender la emboscada (+2)" if es else "Spring the ambush (+2)"),
                                          ' class="primary"'))
            buttons.append(act_button(index[("pass",)], ("pass",), esc("Sin reacción" if es else "No reaction")))
            note = "" if ("ambush",) in index else (
                f'<p class="hint">{esc("No tienes Emboscada en la mano." if es else "You hold no Ambush card.")}</p>')
            ask = ("Te atacan: ¿respondes?" if es else "You are attacked: your answer?")
            answer = f'<p class="ask">{esc(ask)}</p><p class="row-buttons">{"".join(buttons)}</p>{note}'
        else:
            who = role_name(lang, dfn.get("side"))
            answer = (f'<p class="wait">{esc(f"{who} decide si tiende una emboscada." if es else f"{who} decides whether to spring an ambush.")}</p>')
        how = ("Cada bando tira un dado y suma su fuerza; el defensor suma 1 en bosque o colina y 2 con "
               "emboscada; el empate es del defensor." if es else
               "Each side rolls a die and adds its strength; the defender adds 1 in woods or on a hill "
               "and 2 for an ambush; a tie goes to the defender.")
        title = f'{"Ataque en" if es else "Attack at"} {c["to"]}'
        how_title = "Cómo se resuelve" if es else "How combat works"
        return (f'<section class="combat" aria-labelledby="combat-title"><h3 id="combat-title">{esc(title)}'
                f'{rule_ref(lang, "R6")}</h3><dl class="duel">{duel}</dl>{answer}'
                f'<details class="how"><summary>{esc(how_title)}</summary><p class="hint">{esc(how)}</p>'
                f'</details></section>')

    def dice_panel(self, view: dict, seat: Seat) -> str:
        tray = dice_tray(rolls_of(view), seat.last_log, seat.lang)
        if not tray:
            return ""
        return f'<section class="dice-tray" aria-label="{esc("Dados" if _es(seat.lang) else "Dice")}">{tray}</section>'

    def picked_panel(self, view: dict, seat: Seat) -> str:
        """The picked hex: its ground, its piece and that piece's moves as buttons."""
        lang = seat.lang
        es = _es(lang)
        h = seat.selected
        if not h or h not in self.spec["hexes"]:
            return ""                       # what to tap is said in the urgent slot
        d = self.spec["hexes"][h]
        ground = (self.spec.get("terrain") or {}).get(d.get("terrain"), {}).get(lang) or d.get("terrain", "")
        flags = [m for m in (self.spec.get("markers") or {}).get(h, []) if m.get("kind") == "flag"]
        bits = [ground] + [(f"bandera {role_name(lang, m.get('side')).lower()}" if es
                            else f"{role_name(lang, m.get('side'))}'s flag") for m in flags]
        p = next((p for p in view.get("pieces") or [] if p.get("hex") == h), None)
        rows = [f'<p><b>{esc(h)}</b> — {esc(", ".join(b for b in bits if b))}</p>']
        index = self.index_of(seat)
        acts = []
        if p is not None:
            rows.append(f'<p>{esc(cap(piece_name(p, lang)))}: {esc(strength_words(p, lang))}</p>')
            for a, i in index.items():
                if h in self.mentions(a, view):
                    acts.append(act_button(i, a, esc(self.short(a, view, lang))))
        if acts:
            tip = ("Toca un hexágono amarillo para mover, uno con borde rojo para atacar, o:" if es
                   else "Tap a yellow hex to move there, a red-ringed one to attack, or:")
            rows.append(f'<p class="hint">{esc(tip)}</p><p class="row-buttons">{"".join(acts)}</p>')
        return f'<section class="mini-orders" aria-label="{esc(h)}">{"".join(rows)}</section>'

    @staticmethod
    def short(action, view: dict, lang: str) -> str:
        """A button's words for an action of the picked piece."""
        es = _es(lang)
        if action[0] == "move":
            foe = any(p.get("hex") == action[2] and p.get("side") != view.get("side")
                      for p in view.get("pieces") or [])
            if foe:
                return f"{'Atacar' if es else 'Attack'} {action[2]}"
            return f"{'Mover a' if es else 'Move to'} {action[2]}"
        if action[:2] == ("play", "rally"):
            return "Reagrupar (+1 paso)" if es else "Rally (+1 step)"
        if action[:2] == ("play", "volley"):
            return f"{'Descarga sobre' if es else 'Volley at'} {action[2]}"
        return " ".join(map(str, action))

    def hand(self, view: dict, seat: Seat) -> str:
        lang = seat.lang
        es = _es(lang)
        me = viewer(seat)
        index = self.index_of(seat)
        buttons: dict = {}
        where = {p.get("id"): p.get("hex") for p in view.get("pieces") or [] if p.get("id")}
        for a, i in index.items():
            if a[0] == "play":
                card = a[1]
                if card == "march":
                    label = "Jugar Marcha" if es else "Play March"
                elif card == "volley":
                    label = f"{'Disparar a' if es else 'Fire at'} {a[2]}"
                else:
                    label = f"{'Reagrupar' if es else 'Rally'} {a[2]} ({where.get(a[2], '')})"
                buttons.setdefault(card, []).append((i, a, label))
            elif a == ("ambush",):
                buttons.setdefault("ambush", []).append(
                    (i, a, "Tender la emboscada (+2)" if es else "Spring the ambush (+2)"))
        mine = seat.role is not None
        notes = {c: (w[1] if es else w[0]) if mine else ("Espera tu turno." if es else "Wait for your turn.")
                 for c, w in WHEN.items()}
        others = [(role_name(lang, r), n) for r, n in (view.get("hand_sizes") or {}).items() if r != me]
        title = (f"{'Tu mano' if es else 'Your hand'} ({role_name(lang, me)})" if me
                 else ("Manos" if es else "Hands"))
        return hand_panel(view.get("hand") or [] if me else [], CARDS, buttons, lang, title=title,
                          notes=notes, others=others, deck=view.get("deck_size"),
                          discard=view.get("discard") or [])

    def text_twin(self, view: dict, seat: Seat) -> str:
        """The map in words: every piece, flag and hex that is not clear
        ground; each row picks its hex."""
        lang = seat.lang
        es = _es(lang)
        rows: dict = {}
        for p in view.get("pieces") or []:
            rows.setdefault(p["hex"], []).append(f"{cap(piece_name(p, lang))}, {strength_words(p, lang)}")
        for h, marks in (self.spec.get("markers") or {}).items():
            for m in marks:
                if m.get("kind") == "flag":
                    rows.setdefault(h, []).append(f"bandera {role_name(lang, m.get('side')).lower()}" if es
                                                  else f"{role_name(lang, m.get('side'))}'s flag")
        for h, d in self.spec["hexes"].items():
            if d.get("terrain", "clear") != "clear":
                ground = (self.spec.get("terrain") or {}).get(d["terrain"], {}).get(lang) or d["terrain"]
                rows.setdefault(h, []).append(ground)
        items = "".join(f'<li><button type="button" data-do="pick" data-arg="{esc(h)}">{esc(h)}</button> '
                        f'{esc("; ".join(cap(r) for r in rows[h]))}</li>' for h in sorted(rows))
        names = self.spec.get("features") or {}
        sides = [f"{esc((names.get(f) or {}).get(lang) or f)}: {esc(side)}"
                 for side, f in sorted((self.spec.get("hexsides") or {}).items()) if f != "river"]
        crossings = f'<p>{"; ".join(sides)}</p>' if sides else ""
        key = legend(self.spec, lang, "Leyenda del mapa" if es else "Map key")
        return (f'<details class="text-map"><summary>{esc(t(lang, "text_map"))}</summary>'
                f'{crossings}<ul>{"".join(items)}</ul></details>{key}')
