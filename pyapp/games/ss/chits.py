"""Stonewall's Sword: the chit mix for the cup (4.4, 8.0, 10.0).

Four kinds of chit (4.4, TEXT): Division Activation (one per division, with
its general's Command Value), Commander-in-Chief (Banks, Jackson), Event
(7 a side, a Unique Event on the front and a Common Event on the back) and
Generic (Fog of War, Fortunes of War). Every Division and CiC chit has a
Casualty twin (red cross) that replaces it after a Fog of War general
casualty (10.5b).

The Unique Event descriptions were printed on the back of the player aids and
are lost. The rulebook's glossary gives nine event names for fourteen chits
and its examples give fragments of five effects; the events below are our own
rules, AUTHORED to agree with every fragment (each ``src`` names the ones it
honours) and written in our own words. DATA_NOTES.md explains the side split.

Chit record (CHITS[id]; every key always present, None where it does not apply):

    kind      "division" | "cic" | "event" | "generic"
    side      "usa" | "csa", None for the generic chits
    name      {"en", "es"}
    casualty  True for the red-cross twin of a division or CiC chit
    twin      the id of the other face of a division/CiC pair, else None
    div       division id for division chits, else None
    cv        Command Value (division chits, casualty CiC chits), else None
    optional  None, or the optional rule that brings the chit in ("pope")
    event     for event chits, the EVENTS entry id, else None
    src       TEXT/AUTHORED note

EVENTS[id]:

    side, name {"en", "es"}
    common    "find_jackson" (CSA, 20.1) | "courier_to_pope" (USA, 20.2)
    play      "immediate": use it when drawn or not at all (its Common Event
              may still be played then); "hold": may be kept face down and
              played later in its window (10.3a, 10.4a)
    window    when it may be played (WINDOWS)
    effect    parameters for the rules code
    text      {"en", "es"}: our own description
    src       the text fragments it honours
"""

from __future__ import annotations

from .oob import CIC, CSA, DIVISIONS, SIDES, USA

EVENTS_PER_SIDE = 7          # 8.1, 10.4 (TEXT)
MAIN_CHITS = 1               # 8.1: one chosen in secret goes in the cup
EXCLUDED_CHITS = 2           # 8.2: the opponent sets two aside unseen
IN_CUP_PER_SIDE = EVENTS_PER_SIDE - EXCLUDED_CHITS    # 5 a side reach the cup (8.3)

COMMON_EVENTS = {
    CSA: {"id": "find_jackson", "name": {"en": "Find General Jackson!", "es": "¡Encontrad al General Jackson!"}},
    USA: {"id": "courier_to_pope", "name": {"en": "Send a Courier to Gen. Pope!",
                                             "es": "¡Enviad un Mensajero al General Pope!"}},
}

# When a held or drawn event may be played. "3a" is the Retained Chit step
# before any draw (10.1); 17.1 lets held chits be played at End Turn too, when
# their window allows.
WINDOWS = {
    "on_draw": "the moment the chit is drawn (10.3a)",
    "retained_step": "a Retained Chit step, before a draw (10.1)",
    "own_orders_given": "right after one of the owner's brigades receives its order (11.0)",
    "own_close_combat": "at the start of the Close Combat step of one of the owner's brigades (14.1)",
    "own_division_drawn": "when one of the owner's Division or Casualty CiC chits is drawn, before its roll (10.6, 10.7)",
    "enemy_activated": "when an enemy brigade is activated, before its order is given (11.0)",
    "enemy_orders_given": "right after an enemy brigade receives its order (11.0)",
}


def _ev(side, key, en, es, play, window, effect, text_en, text_es, src):
    return (("u-" if side == USA else "c-") + key,
            {"side": side, "name": {"en": en, "es": es}, "common": COMMON_EVENTS[side]["id"],
             "play": play, "window": window, "effect": effect,
             "text": {"en": text_en, "es": text_es}, "src": src})


def _fatigue(side: str, en: str, es: str, enemy_en: str, enemy_es: str) -> tuple:
    key = "union-fatigue" if side == CSA else "rebel-fatigue"
    return _ev(
        side, key, en, es, "hold", "enemy_orders_given",
        {"mp_divisor": 2, "deplete_on": (1,), "deplete_count": 1},
        f"Play on a {enemy_en} brigade just given its order. Each of its units moves with half its "
        f"usual allowance this activation. Then roll a die: on a 1 its owner flips one of the brigade's "
        f"units (his choice) to its Depleted side.",
        f"Se juega sobre una brigada {enemy_es} que acaba de recibir su orden. Cada una de sus unidades "
        f"mueve con la mitad de su capacidad en esta activación. Después tira un dado: con un 1 su "
        f"propietario gira a su cara Desgastada una unidad de la brigada (a su elección).",
        "TEXT fragments (10.8 example): kept and played after the order, Attack 4 MP -> 2 MP, a die "
        "roll of 1 flips one unit to its Depleted side. " + ("Confederate: the CSA player kept it."
                                                             if side == CSA else
                                                             "AUTHORED: the Union mirror of Union Fatigue."))


def _shared(side: str) -> list[tuple]:
    """The events both sides hold (names from the glossary)."""
    foe_en = "Union" if side == CSA else "Confederate"
    foe_es = "de la Unión" if side == CSA else "confederada"
    return [
        _ev(side, "quick-march", "Quick March!", "¡Marcha Rápida!", "hold", "own_orders_given",
            {"mp_bonus": 3, "orders": ("attack", "defend", "maneuver")},
            "Play when one of your brigades receives an Attack, Defend or Maneuver order: each of its "
            "units adds 3 MP to its allowance for this activation.",
            "Se juega cuando una de tus brigadas recibe una orden de Atacar, Defender o Maniobrar: cada "
            "una de sus unidades suma 3 PM a su capacidad en esta activación.",
            "TEXT fragment (13.5 example): a Union brigade under Maneuver orders moves 6 + 3 = 9 MP."),
        _ev(side, "brigade-reserve", "Brigade Reserve Movement", "Movimiento de Brigada de Reserva", "hold",
            "retained_step",
            {"mp": 6, "march_column": True, "engage": False, "combat": False, "marks_activated": False,
             "requires_not_engaged": True},
            "Play in a Retained Chit step. Pick one of your brigades with no unit Engaged: each of its "
            "units may move up to 6 MP, at the March Column rate along the pikes, but may not become "
            "Engaged and may not fight or rally. This is not an activation: its status marker stays as "
            "it is.",
            "Se juega en un Paso de Fichas Conservadas. Elige una de tus brigadas sin unidades Trabadas en "
            "Combate: cada una de sus unidades puede mover hasta 6 PM, a velocidad de Columna de Marcha por "
            "los Peajes, pero no puede Trabarse en Combate, combatir ni reorganizarse. No es una "
            "activación: su marcador de estatus no cambia.",
            "TEXT fragments: the event grants movement (13.1) and lets its units use the March Column "
            "rate on the pikes (3.2d, 13.5a). AUTHORED: the rest."),
        _ev(side, "command-confusion", "Command Confusion", "Confusión en el Mando", "hold",
            "enemy_activated",
            {"forced_order": "regroup"},
            f"Play when a {foe_en} brigade is activated, before its order is given: it must take a "
            f"Regroup order. Reinforcements entering with this order are spread out at once as over-"
            f"stacking demands (6.3).",
            f"Se juega cuando se activa una brigada {foe_es}, antes de darle la orden: debe recibir una "
            f"Orden de Reagruparse. Los refuerzos que entren con esta orden se reparten de inmediato según "
            f"exija el sobreapilamiento (6.3).",
            "TEXT fragment (6.3 example): the event can force an arriving brigade into a Regroup order. "
            "AUTHORED: the rest."),
        _ev(side, "firefight", "Firefight", "Tiroteo", "immediate", "on_draw",
            {"engaged_fire": True, "marks_activated": False},
            "Play when drawn. Pick one of your brigades: each of its infantry units that is Engaged may "
            "fire once now, as in a Limited Activation. Its status marker stays as it is.",
            "Se juega al robarla. Elige una de tus brigadas: cada una de sus unidades de infantería "
            "Trabada en Combate puede disparar una vez ahora, como en una Activación Limitada. Su "
            "marcador de estatus no cambia.",
            "TEXT: the name (glossary). AUTHORED: the effect; one of the events that must be played at "
            "once (10.4a)."),
    ]


_CSA_ONLY = [
    _ev(CSA, "rusty-sword", "Jackson's Rusty Sword", "La Espada Oxidada de Jackson", "immediate", "on_draw",
        {"requires": "jackson_in_play", "recover": 1, "rebuild_available": True, "near_enemy": True},
        "Play when drawn, and only if Jackson's CiC chit has entered play (it is in the cup, held or "
        "used this turn; not while it waits on the Game Turn Track or the Where's General Jackson? "
        "track). Pick one Confederate brigade: each of its units on the map sheds one Morale Hit, even "
        "next to the enemy, and each of its units in the Broken Track's Available box may try to "
        "Rebuild as under a Regroup order.",
        "Se juega al robarla, y sólo si la ficha de CEJ de Jackson ha entrado en juego (está en el "
        "recipiente, conservada o usada en este turno; no mientras espera en el Contador de Turno de "
        "Juego o en el Contador ¿Dónde está el General Jackson?). Elige una brigada confederada: cada "
        "una de sus unidades en el mapa elimina un Impacto en la Moral, aunque esté junto al enemigo, y "
        "cada una de sus unidades en la casilla Disponibles del Contador de Desorganizadas puede "
        "intentar Reconstruirse como bajo una Orden de Reagruparse.",
        "TEXT fragments: a Confederate event (10.8); in the 10.8 example, on Turn 4, the CSA player "
        "cannot use it and plays it as its Common Event, which fits an event that must be used when "
        "drawn and needs Jackson in play (he enters on Turn 9). The rally theme is Jackson's attempt "
        "to rally the fleeing men (1.0). AUTHORED: the effect."),
    _fatigue(CSA, "Union Fatigue", "Fatiga de la Unión", "Union", "de la Unión"),
    _ev(CSA, "rebel-yell", "Rebel Yell!", "¡Grito Rebelde!", "hold", "own_close_combat",
        {"close_combat_shift": 2, "orders": ("attack", "defend"), "grants_close_combat": True},
        "Play at the start of the Close Combat step of a Confederate brigade under Attack or Defend "
        "orders. Its infantry may make close combat this step even under Defend orders, and every "
        "close combat it makes shifts two columns right.",
        "Se juega al comienzo del Paso de Combate Cuerpo a Cuerpo de una brigada confederada con Órdenes "
        "de Atacar o Defender. Su infantería puede efectuar Combate Cuerpo a Cuerpo en este paso incluso "
        "con Órdenes de Defender, y cada uno de esos combates se desplaza dos columnas a la derecha.",
        "TEXT fragments: Confederate infantry attacking with it shift 2 columns right (14.2d); events "
        "may grant close combat (14.1). AUTHORED: the Defend-order use."),
]

_CONFIDENT = (
    {"full_activation": True},
    "Play when one of your Division Activation chits (or your Casualty CiC chit) is drawn and not "
    "cancelled: make no Command Value roll; the activation is Full.",
    "Se juega cuando se roba una de tus fichas de Activación de División (o tu ficha de CEJ de Baja) y no "
    "queda anulada: no se tira contra el Valor de Mando; la activación es Completa.",
    "TEXT: the name (glossary). AUTHORED: the effect, modelled on 22.1 special rule 4; the Union holds "
    "two copies (DATA_NOTES.md: Banks' confidence, 20.2).",
)
_USA_ONLY = [
    _fatigue(USA, "Rebel Fatigue", "Fatiga Rebelde", "Confederate", "confederada"),
    _ev(USA, "confident-a", "Confident", "Confiado", "hold", "own_division_drawn", *_CONFIDENT),
    _ev(USA, "confident-b", "Confident", "Confiado", "hold", "own_division_drawn", *_CONFIDENT),
]

EVENTS: dict = dict(_CSA_ONLY + _shared(CSA) + _USA_ONLY + _shared(USA))

# ---------------------------------------------------------------------------
# The whole chit mix
# ---------------------------------------------------------------------------
GENERIC = {
    "fog-of-war": {"en": "Fog of War", "es": "Niebla de Guerra"},
    "fortunes-of-war": {"en": "Fortunes of War", "es": "Las Fortunas de la Guerra"},
}


def _chit(kind, side, name, *, casualty=False, twin=None, div=None, cv=None, optional=None,
          event=None, src=""):
    return {"kind": kind, "side": side, "name": name, "casualty": casualty, "twin": twin, "div": div,
            "cv": cv, "optional": optional, "event": event, "src": src}


def _build() -> dict:
    chits: dict = {}
    for did, d in DIVISIONS.items():
        a, b = f"div-{did}", f"div-{did}-casualty"
        chits[a] = _chit("division", d["side"], {"en": d["general"], "es": d["general"]}, twin=b, div=did,
                         cv=d["cv"], optional=d["optional"], src=d["src"])
        cas = d["casualty"]["general"]
        chits[b] = _chit("division", d["side"],
                         {"en": f"{cas} (for {d['general']})", "es": f"{cas} (por {d['general']})"},
                         casualty=True, twin=a, div=did, cv=d["casualty"]["cv"], optional=d["optional"],
                         src=d["src"])
    for side in SIDES:
        c = CIC[side]
        a, b = f"cic-{side}", f"cic-{side}-casualty"
        chits[a] = _chit("cic", side, {"en": c["general"], "es": c["general"]}, twin=b, src=c["src"])
        cas = c["casualty"]["general"]
        chits[b] = _chit("cic", side, {"en": f"{cas} (for {c['general']})", "es": f"{cas} (por {c['general']})"},
                         casualty=True, twin=a, cv=c["casualty"]["cv"], src=c["src"])
    for eid, e in EVENTS.items():
        chits[eid] = _chit("event", e["side"], e["name"], event=eid, src=e["src"])
    for gid, name in GENERIC.items():
        chits[gid] = _chit("generic", None, name, src="TEXT: 10.5")
    return chits


CHITS: dict = _build()


def events_of(side: str) -> list[str]:
    return [e for e, r in EVENTS.items() if r["side"] == side]


def division_chit(div: str, *, casualty: bool = False) -> str:
    return f"div-{div}-casualty" if casualty else f"div-{div}"


def cic_chit(side: str, *, casualty: bool = False) -> str:
    return f"cic-{side}-casualty" if casualty else f"cic-{side}"
