"""The U.S. Civil War: the Special Action cards' titles and texts, in our own
words, English and Spanish (pure data; the rules data is in cards.py).

The printed cards carry a label (a theatre, "Naval" or "Any") and no event
of their own: every card offers the same menu of uses (18.1). So a card's
text here is what its label lets it do, in one to three short sentences;
no printed wording is copied. The titles are ours (historical commands and
places, no game effect). Spanish uses the rulebook's terms: PF (SP), PA (AP),
MTD (DRM), CM (MA), Acción Especial.

TITLE[side][n] and TEXT[side][n]: {"en": ..., "es": ...} for card n (0..14).
USE_TEXT[use]: one line per use, for menus and help.
"""

from __future__ import annotations

from . import cards as C

LABEL_NAME = {
    C.EAST: {"en": "East", "es": "Este"},
    C.WEST: {"en": "West", "es": "Oeste"},
    C.TM: {"en": "Trans-Mississippi", "es": "Trans-Mississippi"},
    C.NAVAL: {"en": "Naval", "es": "Naval"},
    C.ANY: {"en": "Any", "es": "Cualquiera"},
}

_TITLES = {
    C.USA: (
        ("Army of the Potomac", "Ejército del Potomac"),
        ("Shenandoah Valley", "Valle del Shenandoah"),
        ("The Peninsula", "La Península"),
        ("Rappahannock Line", "Línea del Rappahannock"),
        ("Army of the Tennessee", "Ejército del Tennessee"),
        ("Army of the Cumberland", "Ejército del Cumberland"),
        ("Army of the Ohio", "Ejército del Ohio"),
        ("Mississippi Valley", "Valle del Mississippi"),
        ("Army of the Frontier", "Ejército de la Frontera"),
        ("Department of the Missouri", "Departamento de Missouri"),
        ("Anaconda Plan", "Plan Anaconda"),
        ("Western Gunboat Flotilla", "Flotilla de cañoneras del Oeste"),
        ("Blockading Squadron", "Escuadra de bloqueo"),
        ("War Department", "Departamento de Guerra"),
        ("Military Railroads", "Ferrocarriles Militares"),
    ),
    C.CSA: (
        ("Army of Northern Virginia", "Ejército de Virginia del Norte"),
        ("Valley Army", "Ejército del Valle"),
        ("Richmond Defences", "Defensas de Richmond"),
        ("Tidewater", "Tidewater"),
        ("Carolina Coast", "Costa de las Carolinas"),
        ("Army of Tennessee", "Ejército de Tennessee"),
        ("Army of Mississippi", "Ejército de Mississippi"),
        ("Department of East Tennessee", "Departamento del Este de Tennessee"),
        ("Gulf Coast", "Costa del Golfo"),
        ("Trans-Mississippi Department", "Departamento Trans-Mississippi"),
        ("Missouri State Guard", "Guardia del Estado de Missouri"),
        ("Confederate Navy", "Armada Confederada"),
        ("War Department", "Departamento de Guerra"),
        ("Tredegar Iron Works", "Fundición Tredegar"),
        ("Confederate Railroads", "Ferrocarriles confederados"),
    ),
}

TITLE = {side: {i: {"en": en, "es": es} for i, (en, es) in enumerate(titles)}
         for side, titles in _TITLES.items()}

_THEATRE_TEXT = {
    "en": ("Spend on one of: an extra action, +2 to your roll when attacking, no attrition for one "
           "unsupplied stack this phase, +2 MA for a general, building or raising a fort, or the "
           "second Action Point of a cautious general; always for a force that begins its "
           "activation in the {t}. It may also move ships or troops by water there."),
    "es": ("Úsala para una de estas cosas: una acción adicional, +2 a tu tirada al atacar, que un "
           "apilamiento desabastecido no sufra desgaste en esta fase, +2 a la CM de un General, "
           "construir o mejorar un Fuerte, o el segundo PA de un General Cauto; siempre para una "
           "fuerza que empiece su activación en el teatro {t}. También sirve para mover barcos o "
           "tropas por agua en ese teatro."),
}
_NAVAL_TEXT = {
    "en": ("For water only, in any theatre: Naval Transport or an amphibious assault, moving naval "
           "units, or +2 to your roll when attacking in a naval battle or from the boats."),
    "es": ("Sólo para el agua, en cualquier teatro: Transporte Naval o Asalto Anfibio, mover "
           "Unidades Navales, o +2 a tu tirada al atacar en una batalla naval o al desembarcar."),
}
_ANY_TEXT = {
    "en": ("Works in any theatre and for any use a theatre or Naval card allows, including an "
           "amphibious assault."),
    "es": ("Sirve en cualquier teatro y para cualquier uso de una carta de teatro o Naval, "
           "Asalto Anfibio incluido."),
}
_SIDE_EXTRA = {
    C.USA: {
        C.NAVAL: {"en": " Advanced game: it can also bring the ocean ironclads into the fight.",
                  "es": " Juego avanzado: también puede sumar los acorazados oceánicos."},
        C.ANY: {"en": " Advanced game: it can also bring the ocean ironclads into the fight.",
                "es": " Juego avanzado: también puede sumar los acorazados oceánicos."},
    },
    C.CSA: {
        C.ANY: {"en": " Advanced game: it alone lets you land by Cottonclads, with no ships.",
                "es": " Juego avanzado: sólo esta carta permite desembarcar con Cottonclads, sin barcos."},
        C.NAVAL: {"en": " Advanced game: it can also shift a Naval Battery.",
                  "es": " Juego avanzado: también puede trasladar una Batería Naval."},
    },
}


def _text(card: C.Card) -> dict[str, str]:
    out = {}
    for lang in ("en", "es"):
        if card.theatre == C.NAVAL:
            base = _NAVAL_TEXT[lang]
        elif card.theatre == C.ANY:
            base = _ANY_TEXT[lang]
        else:
            base = _THEATRE_TEXT[lang].format(t=LABEL_NAME[card.theatre][lang])
        out[lang] = base + _SIDE_EXTRA[card.side].get(card.theatre, {}).get(lang, "")
    return out


TEXT = {side: {c.number: _text(c) for c in deck} for side, deck in C.DECKS.items()}

USE_TEXT = {
    "extra_action": {"en": "One more action (move, rally, transfer, entrench, train...).",
                     "es": "Una acción más (mover, reagrupar, transferir, atrincherar, entrenar...)."},
    "extra_naval_action": {"en": "Naval Transport, or move a stack of naval units.",
                           "es": "Transporte Naval, o mover un apilamiento de Unidades Navales."},
    "battle_drm": {"en": "+2 to the attacker's roll in a land battle (one card a battle, before the dice).",
                   "es": "+2 a la tirada del atacante en una batalla terrestre (una carta por batalla, antes de tirar)."},
    "landing_battle_drm": {"en": "+2 to the attacker's roll in the land battle of an amphibious assault.",
                           "es": "+2 a la tirada del atacante en la batalla terrestre de un Asalto Anfibio."},
    "supply": {"en": "One unsupplied stack suffers no attrition this Action Phase.",
               "es": "Un apilamiento desabastecido no sufre desgaste en esta Fase de Acción."},
    "forced_march": {"en": "+2 MA for a general as he starts his move (the AP is still spent).",
                     "es": "+2 a la CM de un General al empezar a mover (se gasta igualmente el PA)."},
    "fort": {"en": "Build a Fort F1, or raise a Fort by one level.",
             "es": "Construir un Fuerte F1, o mejorar un Fuerte un nivel."},
    "cautious_general": {"en": "Pay the extra cost of a cautious general.",
                         "es": "Pagar el coste adicional de un General Cauto."},
    "naval_support": {"en": "Basic game: a Union general and his SPs cross a Confederate-held navigable river as if it were friendly.",
                      "es": "Juego básico: un General de la Unión y sus PFs cruzan un río navegable confederado como si fuera amigo."},
    "amphibious_assault": {"en": "Basic game: land from the water on an enemy hex.",
                           "es": "Juego básico: desembarcar desde el agua en un hex enemigo."},
    "naval_battle_drm": {"en": "+2 to the attacker's roll in a naval battle.",
                         "es": "+2 a la tirada del atacante en una batalla naval."},
    "ocean_ironclads": {"en": "Union: add the ocean ironclads against a coastal fort, island or blockade port.",
                        "es": "Unión: sumar los acorazados oceánicos contra un fuerte costero, isla o puerto de bloqueo."},
    "cottonclads": {"en": "Confederacy: an amphibious assault without naval units.",
                    "es": "Confederación: un Asalto Anfibio sin Unidades Navales."},
    "naval_battery": {"en": "Confederacy: move a Naval Battery along a LOC to a friendly port, fort or entrenchment.",
                      "es": "Confederación: trasladar una Batería Naval por una LDC a un puerto, fuerte o atrincheramiento amigo."},
}
