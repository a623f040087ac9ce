"""For the People: the strategy cards' titles and our own effect texts, in
English and Spanish (pure data; the rules data is in cards.py).

TITLE[n] = {"en": ..., "es": ...}: the card's title, a historical name and a
fact: English as the card face has it (data/FTP_USCW_SOURCES.md A3, without
the bracketed category notes such as "(commerce raider)"), Spanish as the
Devir rulebook's card list prints it (seeds/000, "Listado de cartas de
estrategia"; a few fuller or corrected forms, CARDS_NOTES.md).

TEXT[n] = {"en": ..., "es": ...}: what the event does, when it may be
played and whether the card then leaves the game, in one to three short
sentences of our own. The printed card wording is never copied. The
Spanish follows the Spanish rulebook's terms (digest section 0): UM =
SP, VP (voluntad política) = SW, CP = PC, LC = LOC, OP = OPS, CR = RC,
puerto RB = BR port.
"""

_REMOVED_EN = " Removed if played as the event."
_REMOVED_ES = " Se retira si se juega como evento."

TITLE = {
    1: {"en": "Empty Haversacks", "es": "Morrales vacíos"},
    2: {"en": "Copperheads", "es": "Copperheads"},
    3: {"en": "Forward to Richmond", "es": "¡Hacia Richmond!"},
    4: {"en": "Costly Mistake", "es": "Error caro"},
    5: {"en": "Dysentery", "es": "Disentería"},
    6: {"en": "Ambush", "es": "Emboscada"},
    7: {"en": "Mud March", "es": "Marcha por el fango"},
    8: {"en": "3 Cigars", "es": "Tres cigarros"},
    9: {"en": "Clara Barton", "es": "Clara Barton"},
    10: {"en": "Dorothea Dix / Military Hospital Reorganization", "es": "Dorothea Dix"},
    11: {"en": "Nathaniel Lyon", "es": "Nathaniel Lyon"},
    12: {"en": "Cabinet Intrigue", "es": "Intrigas en el gobierno"},
    13: {"en": "Missouri Guerrilla Raids", "es": "Incursiones guerrilleras en Misuri"},
    14: {"en": "Red River Campaign", "es": "La campaña del río Rojo"},
    15: {"en": "Mosby's Raiders", "es": "Los hombres de Mosby"},
    16: {"en": "Grierson's Raid", "es": "La incursión de Grierson"},
    17: {"en": "CSA Purchasing Agents", "es": "Encargados de compras de la Confederación"},
    18: {"en": "Confederate Inflation", "es": "Inflación en el Sur"},
    19: {"en": "Belmont", "es": "Belmont"},
    20: {"en": "Union Arms Production Delayed", "es": "Retraso en la producción armamentística de la Unión"},
    21: {"en": "Confederate Overseas Agent", "es": "Agente de la Confederación en Europa"},
    22: {"en": "Josiah Gorgas / Chief of Ordnance", "es": "Josiah Gorgas"},
    23: {"en": "Bermuda Blockade Surge", "es": "Suministro desde las Bermudas"},
    24: {"en": "Pre-War Treachery", "es": "Traición antes de la guerra"},
    25: {"en": "Confederate Railroad Degradation", "es": "Degradación de los ferrocarriles confederados"},
    26: {"en": "Cotton is King", "es": "El algodón es el amo"},
    27: {"en": "Choctaw Indians", "es": "Los indios choctaw"},
    28: {"en": "Franz Sigel", "es": "Franz Sigel"},
    29: {"en": "Crittenden Compromise", "es": "La propuesta de Crittenden"},
    30: {"en": "Glory Hallelujah", "es": "¡Gloria, aleluya!"},
    31: {"en": "Contraband of War", "es": "Contrabando de guerra"},
    32: {"en": "Dixie Land", "es": "Dixie Land"},
    33: {"en": "Orphan Brigade", "es": "Primera Brigada de Kentucky"},
    34: {"en": "Elite Unit", "es": "Unidad de élite"},
    35: {"en": "Elite Unit", "es": "Unidad de élite"},
    36: {"en": "Elite Unit", "es": "Unidad de élite"},
    37: {"en": "Confederate Scientist", "es": "Científico confederado"},
    38: {"en": "George W. Rains / Increased Gunpowder Production",
         "es": "Aumento de la producción de pólvora"},
    39: {"en": "Draft Riots in New York", "es": "Disturbios de reclutamiento en Nueva York"},
    40: {"en": "Emergency Call for Volunteers", "es": "Llamada de emergencia para voluntarios"},
    41: {"en": "Gov. Isham Harris / Tennessee Confederate", "es": "Tennessee confederado"},
    42: {"en": "Kentucky Anarchy", "es": "Anarquía en Kentucky"},
    43: {"en": "Kansas Admitted to Union", "es": "Kansas es admitida en la Unión"},
    44: {"en": "Western Virginia", "es": "Virginia Occidental"},
    45: {"en": "Food Shortage", "es": "Escasez de alimentos"},
    46: {"en": "Pro-Union Secessionists in Tennessee", "es": "Secesionistas a favor de la Unión en Tennessee"},
    47: {"en": "CSA Recognizes KY, MO, MD and DE", "es": "La Confederación reconoce KY, MO, MD y DE"},
    48: {"en": "Brazil Recognizes the Confederacy", "es": "Brasil reconoce la Confederación"},
    49: {"en": "CSS Alabama", "es": "CSS Alabama"},
    50: {"en": "CSS Sumter", "es": "CSS Sumter"},
    51: {"en": "Confederate Torpedoes", "es": "Torpedos confederados"},
    52: {"en": "Trent Affair", "es": "El caso Trent"},
    53: {"en": "CSS Arkansas", "es": "CSS Arkansas"},
    54: {"en": "CSS Virginia", "es": "CSS Virginia"},
    55: {"en": "CSS Tennessee", "es": "CSS Tennessee"},
    56: {"en": "CSS Hunley", "es": "CSS Hunley"},
    57: {"en": "Admiral Foote", "es": "Andrew Foote"},
    58: {"en": "Admiral Porter", "es": "David Porter"},
    59: {"en": "Farragut", "es": "David Farragut"},
    60: {"en": "USS Monitor", "es": "USS Monitor"},
    61: {"en": "Ship Island / Key West", "es": "Ship Island/Key West"},
    62: {"en": "Salmon Chase / Financial Crisis", "es": "Salmon Chase"},
    63: {"en": "Beaufort / Port Royal Captured", "es": "Captura de Beaufort/Port Royal"},
    64: {"en": "USS Kearsarge Sinks CSS Alabama", "es": "El USS Kearsarge hunde al CSS Alabama"},
    65: {"en": "Union 90-Day Enlistments Expire", "es": "Fin de los 90 días de servicio militar en la Unión"},
    66: {"en": "Wilson's Creek", "es": "Batalla de Wilson's Creek"},
    67: {"en": "J. B. Eads / Riverine Ironclads", "es": "Buques blindados fluviales"},
    68: {"en": "Lincoln Declares Southern Blockade", "es": "Lincoln declara el bloqueo del Sur"},
    69: {"en": "Gideon Welles / The Naval Program", "es": "Gideon Welles. El Programa Naval"},
    70: {"en": "Gustavus Fox / Ironclad Building Program",
         "es": "Programa de construcción de buques blindados"},
    71: {"en": "General Scott / The Anaconda Plan", "es": "Winfield Scott. El Plan Anaconda"},
    72: {"en": "John Ericsson's Monitor Fleet", "es": "La flota de monitores de John Ericsson"},
    73: {"en": "Ball's Bluff", "es": "Batalla de Ball's Bluff"},
    74: {"en": "Political Crisis", "es": "Crisis política"},
    75: {"en": "Western Concentration Bloc", "es": "Bloque de concentración occidental"},
    76: {"en": "Great Sioux Uprising", "es": "La gran sublevación de los sioux"},
    77: {"en": "STOP THE WAR!", "es": "¡Basta de guerra!"},
    78: {"en": "Personal Advisor", "es": "Asesor personal"},
    79: {"en": "Indian Allies", "es": "Aliados indios"},
    80: {"en": "Southern Religious Revival", "es": "Resurgimiento religioso en el Sur"},
    81: {"en": "Emancipation Proclamation", "es": "Proclamación de emancipación"},
    82: {"en": "Foreign Intervention", "es": "Intervención extranjera"},
    83: {"en": "Major Campaign", "es": "Campaña principal"},
    84: {"en": "Major Campaign", "es": "Campaña principal"},
    85: {"en": "Minor Campaign", "es": "Campaña secundaria"},
    86: {"en": "Minor Campaign", "es": "Campaña secundaria"},
    87: {"en": "Minor Campaign", "es": "Campaña secundaria"},
    88: {"en": "Minor Campaign", "es": "Campaña secundaria"},
    89: {"en": "Quaker Guns", "es": "Cañones cuáqueros"},
    90: {"en": "Lincoln Suspends Habeas Corpus", "es": "Hábeas corpus"},
    91: {"en": "Jefferson Davis Issues Letters of Marque", "es": "Jefferson Davis concede patentes de corso"},
    92: {"en": "Baltimore Revolts", "es": "Revueltas en Baltimore"},
    93: {"en": "Strategy Board", "es": "Junta de estrategia"},
    94: {"en": "Strategy Board", "es": "Junta de estrategia"},
    95: {"en": "Strategy Board", "es": "Junta de estrategia"},
    96: {"en": "Strategy Board", "es": "Junta de estrategia"},
    97: {"en": "Davis Tours the South", "es": "Davis recorre el Sur"},
    98: {"en": "Cape Hatteras Operations", "es": "Operaciones en el cabo Hatteras"},
    99: {"en": "Minor Campaign", "es": "Campaña secundaria"},
    100: {"en": "Shiloh", "es": "Batalla de Shiloh"},
    101: {"en": "Chickamauga", "es": "Batalla de Chickamauga"},
    102: {"en": "First Manassas", "es": "Primera batalla de Manassas"},
    103: {"en": "Seven Days / Chattanooga", "es": "Batalla de los Siete Días/Chattanooga"},
    104: {"en": "Big Bethel", "es": "Batalla de Big Bethel"},
    105: {"en": "Detached Cavalry", "es": "Destacamento de caballería"},
    106: {"en": "British Clydeside Shipyards", "es": "Astilleros del Clyde (Escocia)"},
    107: {"en": "Guerrilla Raids Delay Supply", "es": "Demoras de suministros por incursiones guerrilleras"},
    108: {"en": "Richmond Bread Riots", "es": "Disturbios en Richmond por la hambruna"},
    109: {"en": "Fortified Lines", "es": "Líneas fortificadas"},
    110: {"en": "The Gettysburg Address", "es": "El discurso de Gettysburg"},
    111: {"en": "Wilson's Raid", "es": "La incursión de Wilson"},
    112: {"en": "Severe Storms at Sea", "es": "Fuertes borrascas"},
    113: {"en": "Washington Defenses", "es": "Las defensas de Washington"},
    114: {"en": "Frederick Douglass", "es": "Frederick Douglass"},
    115: {"en": "Galveston", "es": "Batalla de Galveston"},
    116: {"en": "Confederate River Flotilla", "es": "Flotilla fluvial confederada"},
    117: {"en": "Clandestine Blockade Runner Port", "es": "Puerto clandestino para rompedores de bloqueo"},
    118: {"en": "Mexican Supply Pipeline", "es": "Suministros desde México"},
    119: {"en": "War in the West", "es": "Guerra en el oeste"},
    120: {"en": "Horace Greeley Editorial", "es": "Horace Greeley"},
    121: {"en": "Minor Campaign", "es": "Campaña secundaria"},
    122: {"en": "Crisis in the West", "es": "Crisis en el oeste"},
    123: {"en": "Quantrill's Raiders", "es": "Los hombres de Quantrill"},
    124: {"en": "Confederate Desertions", "es": "Deserciones en la Confederación"},
    125: {"en": "Confederate Locomotive Shortage", "es": "Escasez de locomotoras en la Confederación"},
    126: {"en": "Valley Devastation", "es": "Devastación del valle"},
    127: {"en": "Brooklyn Navy Yard Conversions", "es": "Reconversiones de buques en los astilleros de Brooklyn"},
    128: {"en": "Union Naval Supply Shortage", "es": "Escasez de suministros navales para la Unión"},
    129: {"en": "USS Cairo Hits Mine and Sinks", "es": "Una mina hunde el USS Cairo"},
    130: {"en": "Union Siege Guns", "es": "Cañones de asedio de la Unión"},
}

# Texts shared by several cards.
_AGENTS = {"en": "The CSA gains 3 SP in open BR ports, at most 1 per port; any that cannot be placed "
                 "are lost.",
           "es": "La Confederación recibe 3 UM en puertos RB abiertos, como máximo 1 por puerto; las "
                 "que no puedan colocarse se pierden."}
_GORGAS = {"en": "The CSA gains 3 SP in friendly spaces with LOC and no Union SP or forts, at most 1 "
                 "per CSA-controlled state and none in pro-Union spaces.",
           "es": "La Confederación recibe 3 UM en espacios propios con LC y sin UM ni fuertes de la "
                 "Unión, como máximo 1 por estado bajo su control y ninguna en espacios favorables a "
                 "la Unión."}
_TENNESSEE = {"en": "The CSA gains 2 SP, both in one friendly Tennessee space with LOC that is not "
                    "pro-Union and has no Union SP or forts.",
              "es": "La Confederación recibe 2 UM, las dos en un mismo espacio propio de Tennessee con "
                    "LC, no favorable a la Unión y sin UM ni fuertes de la Unión."}
_ELITE = {"en": "Put one of your elite-unit markers with one of your armies. Not playable while both "
                "of your markers are in play.",
          "es": "Pon uno de tus indicadores de unidad de élite en uno de tus ejércitos. No se puede "
                "jugar si tus dos indicadores ya están en juego."}
_IRONCLAD = {"en": "Place a CSA ironclad in a CSA-controlled port or coastal fort; any of the three "
                   "ships will do, at most 3 in play.",
             "es": "Coloca un buque blindado confederado en un puerto o fuerte costero bajo control "
                   "confederado; vale cualquiera de los tres buques, como máximo 3 en juego."}
_NAVAL_PLUS = {"en": "Union naval move with up to 3 SP and 1 general, with +2 to run the batteries "
                     "and +2 in an amphibious assault that ends it.",
               "es": "Desplazamiento naval de la Unión con hasta 3 UM y 1 general, con +2 para sortear "
                     "la artillería y +2 en el asalto anfibio con que termine."}
_LEADERLESS_INF = {"en": "Move up to 2 infantry SP from one space as a corps would, with no general; "
                         "they may enter enemy spaces.",
                   "es": "Desplaza hasta 2 UM de infantería de un mismo espacio como si fueran un "
                         "cuerpo, sin general; pueden entrar en espacios enemigos."}
_AMPHIB_2 = {"en": "Raise the amphibious assault modifier by 2.",
             "es": "El modificador de asalto anfibio sube 2."}
_BLOCKADE_OR_AMPHIB = {"en": "Choose one: the blockade value rises by 1, or the amphibious assault "
                             "modifier rises by 2.",
                       "es": "Elige una: el valor de bloqueo sube 1 o el modificador de asalto "
                             "anfibio sube 2."}
_MAJOR = {"en": "Make up to 3 moves, each with a different force (nothing moves twice), at most one "
                "of them naval; or use them all for one special army naval move.",
          "es": "Haz hasta 3 desplazamientos, cada uno con una fuerza distinta (nada se mueve dos "
                "veces), como máximo uno naval; o úsalos todos en un desplazamiento naval especial "
                "de ejército."}
_MINOR = {"en": "Make up to 2 moves, each with a different force (nothing moves twice), at most one "
                "of them naval; or use both for one special army naval move.",
          "es": "Haz hasta 2 desplazamientos, cada uno con una fuerza distinta (nada se mueve dos "
                "veces), como máximo uno naval; o úsalos ambos en un desplazamiento naval especial "
                "de ejército."}
_QUAKER = {"en": "Interrupt: cancel the activation of a Union general whose strategy rating is 2 or 3.",
           "es": "Interrupción: anula la activación de un general de la Unión con capacidad "
                 "estratégica 2 o 3."}
_BOARD = {"en": "Union naval move with up to 3 SP and 1 general.",
          "es": "Desplazamiento naval de la Unión con hasta 3 UM y 1 general."}
_STRATEGIC = {"en": "Bring up to 5 SP by rail only (as strategic movement) to a CSA general, who then "
                    "activates and must try to attack; an army commander may become a casualty.",
              "es": "Lleva hasta 5 UM solo por ferrocarril (como desplazamiento estratégico) junto a "
                    "un general confederado, que se activa y debe intentar atacar; el general al mando "
                    "de un ejército puede ser baja."}


def _r(text: dict) -> dict:
    """A text with the removal note added."""
    return {"en": text["en"] + _REMOVED_EN, "es": text["es"] + _REMOVED_ES}


def _t(en: str, es: str, removed: bool = False) -> dict:
    text = {"en": en, "es": es}
    return _r(text) if removed else text


TEXT = {
    1: _t("Interrupt: cancel one CSA activation as it is made. Or, in your own round, one CSA force "
          "of your choice checks attrition, and forages too if it has no LOC.",
          "Interrupción: anula una activación confederada en el momento de hacerse. O bien, en tu "
          "ronda, una fuerza confederada a tu elección sufre desgaste, y además forrajea si no tiene LC."),
    2: _t("The Union loses 2 SW. Or place 2 CSA PCs in Ohio spaces free of Union SP and forts.",
          "La Unión pierde 2 VP. O bien coloca 2 CP confederados en espacios de Ohio sin UM ni "
          "fuertes de la Unión."),
    3: _t("Union play: a Union army within 4 spaces of Richmond (not under a generic commander) must "
          "march there by the shortest path and try to take it, keeping all its SP (1 may stay behind "
          "in a fort). CSA play: a random Union card is set aside, and the Union must use it next round "
          "for that march; not playable if the Union hand is empty.",
          "Si la juega la Unión: un ejército de la Unión a 4 espacios o menos de Richmond (sin general "
          "genérico) debe marchar allí por el camino más corto e intentar tomarla, sin dejar UM (salvo "
          "1 en un fuerte). Si la juega la Confederación: aparta una carta al azar de la Unión, que "
          "deberá usarla en su siguiente ronda para esa marcha; no se puede jugar si la Unión no tiene "
          "cartas."),
    4: _t("Pick an enemy army with 2 or more subordinate generals (cavalry included); one of them, "
          "drawn at random, rolls a die: 1-3 killed, 4-6 wounded and back next reinforcement phase.",
          "Elige un ejército enemigo con 2 o más generales subordinados (cuentan los de caballería); "
          "uno de ellos, al azar, tira un dado: con 1-3 muere, con 4-6 queda herido y vuelve en la "
          "siguiente fase de refuerzos."),
    5: _t("Remove 1 enemy infantry SP of your choice from a space holding 2 or more enemy SP.",
          "Retira 1 UM de infantería enemiga a tu elección de un espacio con 2 o más UM enemigas."),
    6: _t("Target an enemy cavalry general who is not in an army and roll a die: on 1-3 he is "
          "killed, on 4-6 nothing happens.",
          "Elige un general de caballería enemigo que no esté en un ejército y tira un dado: con 1-3 "
          "muere, con 4-6 no pasa nada."),
    7: _t("Interrupt while an enemy force moves: it may go at most 1 more space (a conversion counts "
          "as one). In a campaign it stops one move only; useless against a special army naval move.",
          "Interrupción durante un desplazamiento enemigo: la fuerza solo puede avanzar 1 espacio más "
          "(convertir un espacio cuenta como uno). En una campaña afecta a un solo desplazamiento; no "
          "sirve contra el desplazamiento naval especial de un ejército."),
    8: _t("Interrupt: one of your forces intercepts without a roll from 1 or 2 spaces away. A space "
          "in between must be friendly and free of enemy SP (it may be the one just left); no pick-ups "
          "or drop-offs.",
          "Interrupción: una de tus fuerzas intercepta sin tirar desde 1 o 2 espacios. El espacio "
          "intermedio debe ser propio y sin UM enemigas (puede ser el que el enemigo acaba de dejar); "
          "no se recogen ni se dejan UM."),
    9: _t("The Union gains 3 SP, at most 1 per space, each where Union SP with LOC already stand, "
          "whoever controls the space.",
          "La Unión recibe 3 UM, como máximo 1 por espacio, cada una donde ya haya UM de la Unión con "
          "LC, sea quien sea el controlador del espacio."),
    10: _t("The Union gains 3 SP, all together in the Union capital or with a Union army that has LOC.",
           "La Unión recibe 3 UM, todas juntas en la capital de la Unión o con un ejército de la Unión "
           "que tenga LC."),
    11: _t("Place 3 Union PCs in Missouri spaces without CSA SP or forts; CSA PCs there may be flipped.",
           "Coloca 3 CP de la Unión en espacios de Misuri sin UM ni fuertes confederados; los CP "
           "confederados que haya pueden girarse."),
    12: _t("The Union loses 3 SW.", "La Unión pierde 3 VP."),
    13: _t("Remove 2 Union PCs from Missouri spaces that hold no Union SP or fort.",
           "Retira 2 CP de la Unión de espacios de Misuri sin UM ni fuertes de la Unión."),
    14: _t("The Union may never discard it and may only play it for OPS; afterwards, unless Union SP "
           "stand in or next to Grand Ecore (LA), the Union loses 5 SW, and Union SP in an objective "
           "space may place a PC there. Removed whenever the Union plays it.",
           "La Unión nunca puede descartarla y solo puede jugarla como OP; después, si no hay UM de la "
           "Unión en Grand Ecore (LA) o adyacentes, la Unión pierde 5 VP, y las UM de la Unión en un "
           "espacio objetivo pueden colocar allí un CP. Se retira siempre que la juega la Unión."),
    15: _t("Remove 2 Union PCs from Virginia spaces within 2 of Winchester, even where Union units "
           "stand.",
           "Retira 2 CP de la Unión de espacios de Virginia a 2 o menos de Winchester, aunque haya "
           "unidades de la Unión."),
    16: _t("Place 2 Union PCs within 4 spaces (river links count) of one Union cavalry brigade, not "
           "counting through NE Alabama, in spaces without CSA SP or forts.",
           "Coloca 2 CP de la Unión a 4 espacios o menos (cuentan los enlaces fluviales) de una brigada "
           "de caballería de la Unión, sin pasar por el noreste de Alabama, en espacios sin UM ni "
           "fuertes confederados."),
    17: dict(_AGENTS),
    18: _t("The CSA loses 2 SW.", "La Confederación pierde 2 VP."),
    19: _t("Move up to 2 SP from one space as a corps would, with no general; they may enter enemy "
           "spaces.",
           "Desplaza hasta 2 UM de un mismo espacio como si fueran un cuerpo, sin general; pueden "
           "entrar en espacios enemigos."),
    20: _t("The Union loses 2 infantry SP chosen by the CSA, at most 1 per space and never the last "
           "SP in a space.",
           "La Unión pierde 2 UM de infantería elegidas por la Confederación, como máximo 1 por espacio "
           "y nunca la última UM de un espacio."),
    21: dict(_AGENTS),
    22: dict(_GORGAS),
    23: _t("The CSA gains 2 SP in open BR ports, at most 1 per port.",
           "La Confederación recibe 2 UM en puertos RB abiertos, como máximo 1 por puerto."),
    24: _t("The CSA places up to 2 forts in friendly spaces with LOC and no Union SP or forts.",
           "La Confederación coloca hasta 2 fuertes en espacios propios con LC y sin UM ni fuertes de "
           "la Unión.", removed=True),
    25: _t("Discard one CSA card at random.", "Descarta al azar una carta de la mano confederada."),
    26: _t("Union play: the CSA loses 2 SW. CSA play: the CSA gains 2 SP in BR ports, at most 1 per "
           "port.",
           "Si la juega la Unión, la Confederación pierde 2 VP. Si la juega la Confederación, recibe "
           "2 UM en puertos RB, como máximo 1 por puerto.", removed=True),
    27: _t("Discard one Union card at random.", "Descarta al azar una carta de la mano de la Unión."),
    28: _t("Union play: 1 Union SP at St. Louis if no CSA SP or fort is there, whoever controls it. "
           "CSA play: at the start of a battle, +2 to the CSA roll.",
           "Si la juega la Unión: 1 UM de la Unión en San Luis si no hay UM ni fuerte confederados, "
           "la controle quien la controle. Si la juega la Confederación: al empezar una batalla, +2 a "
           "la tirada confederada."),
    29: _t("Place 2 Union PCs in spaces without CSA SP or forts that are not RCs, BR ports or coastal "
           "forts; CSA PCs may be flipped only in border states. Void once Emancipation is in effect.",
           "Coloca 2 CP de la Unión en espacios sin UM ni fuertes confederados que no sean CR, puertos "
           "RB ni fuertes costeros; solo en estados fronterizos pueden girarse CP confederados. Sin "
           "efecto una vez proclamada la emancipación.", removed=True),
    30: _t("The Union gains 3 SP, all in one Union-controlled space without CSA SP or forts; no LOC "
           "needed.",
           "La Unión recibe 3 UM, todas en un mismo espacio bajo su control sin UM ni fuertes "
           "confederados; no hace falta LC."),
    31: _t("The CSA loses 2 infantry SP chosen by the Union, at most 1 per space. Void once "
           "Emancipation is in effect.",
           "La Confederación pierde 2 UM de infantería elegidas por la Unión, como máximo 1 por "
           "espacio. Sin efecto una vez proclamada la emancipación.", removed=True),
    32: _t("The CSA gains 3 SW.", "La Confederación gana 3 VP."),
    33: _t("The CSA gains 1 SP in a friendly or neutral Kentucky space without Union SP; no LOC "
           "needed.",
           "La Confederación recibe 1 UM en un espacio de Kentucky propio o neutral sin UM de la "
           "Unión; no hace falta LC."),
    34: dict(_ELITE),
    35: dict(_ELITE),
    36: dict(_ELITE),
    37: dict(_GORGAS),
    38: dict(_TENNESSEE),
    39: _t("The Union removes 3 infantry SP of its choice, from PA, MD, NJ or DC as far as it can.",
           "La Unión retira 3 UM de infantería a su elección, de PA, MD, NJ o DC en la medida de lo "
           "posible."),
    40: _t("The Union gains 5 SP, at most 2 per space, in friendly spaces with LOC and no CSA SP or "
           "forts.",
           "La Unión recibe 5 UM, como máximo 2 por espacio, en espacios propios con LC y sin UM ni "
           "fuertes confederados."),
    41: dict(_TENNESSEE),
    42: _t("Remove up to 3 enemy PCs in Kentucky, and 1 of your own there if you have any; those "
           "spaces become neutral.",
           "Retira hasta 3 CP enemigos de Kentucky y 1 propio de allí, si lo tienes; esos espacios "
           "vuelven a ser neutrales.", removed=True),
    43: _t("The Union gains 1 SP in a friendly or neutral Missouri space without CSA SP.",
           "La Unión recibe 1 UM en un espacio de Misuri propio o neutral sin UM confederadas.",
           removed=True),
    44: _t("Place 3 Union PCs in West Virginia spaces without CSA SP or forts, flipping CSA PCs if "
           "need be.",
           "Coloca 3 CP de la Unión en espacios de Virginia Occidental sin UM ni fuertes confederados, "
           "girando CP confederados si hace falta.", removed=True),
    45: _t("The CSA loses as many SW as the current blockade value.",
           "La Confederación pierde tantos VP como el valor de bloqueo actual."),
    46: _t("Place 2 Union PCs in pro-Union Tennessee spaces without CSA SP or forts.",
           "Coloca 2 CP de la Unión en espacios de Tennessee favorables a la Unión sin UM ni fuertes "
           "confederados."),
    47: _t("The CSA gains 2 SP, both in one KY, MO, MD or DE space holding a CSA general or army, "
           "whoever controls it; no LOC needed.",
           "La Confederación recibe 2 UM, las dos en un mismo espacio de KY, MO, MD o DE con un general "
           "o ejército confederado, lo controle quien lo controle; no hace falta LC.", removed=True),
    48: _t("The CSA gains 3 SW.", "La Confederación gana 3 VP.", removed=True),
    49: _t("Commerce raiding: the Union loses 2 SW.", "Guerra al comercio: la Unión pierde 2 VP."),
    50: _t("Commerce raiding: the Union loses 1 SW.", "Guerra al comercio: la Unión pierde 1 VP."),
    51: _t("Place 3 torpedo markers, each in a different CSA-controlled port (at most 6 in play). "
           "Each gives -1 to the Union running the batteries and +1 to the CSA against amphibious "
           "assaults.",
           "Coloca 3 fichas de torpedos, cada una en un puerto distinto bajo control confederado "
           "(máximo 6 en juego). Cada una da -1 a la Unión al sortear la artillería y +1 a la "
           "Confederación contra asaltos anfibios."),
    52: _t("The CSA gains 5 SW.", "La Confederación gana 5 VP.", removed=True),
    53: dict(_IRONCLAD),
    54: dict(_IRONCLAD),
    55: dict(_IRONCLAD),
    56: _t("Place the Hunley in a CSA-controlled port: +1 to the CSA in the next amphibious assault "
           "there, after which it goes. Only one can be in play.",
           "Coloca el Hunley en un puerto bajo control confederado: +1 a la Confederación en el "
           "siguiente asalto anfibio allí, tras el cual se retira. Solo puede haber uno en juego."),
    57: dict(_NAVAL_PLUS),
    58: dict(_NAVAL_PLUS),
    59: _t("Union naval move with up to 3 SP and 1 general, +2 to run the batteries. It may slip past "
           "one ungarrisoned fort to assault (never past an ironclad), ignores the first torpedo, and a "
           "port it takes gets a Union PC at once.",
           "Desplazamiento naval de la Unión con hasta 3 UM y 1 general, +2 para sortear la artillería. "
           "Puede dejar atrás un fuerte sin guarnición para asaltar (nunca si hay un blindado), no hace "
           "caso del primer torpedo y el puerto que tome recibe en el acto un CP de la Unión."),
    60: _t("Remove one CSA ironclad from the map.", "Retira del mapa un buque blindado confederado."),
    61: _t("The blockade value rises by 1. A Union PC also goes on Forts St. Philip/Jackson unless "
           "CSA SP or an ironclad are there.",
           "El valor de bloqueo sube 1. Además, un CP de la Unión en los fuertes St. Philip/Jackson si "
           "no hay allí UM confederadas ni blindado."),
    62: _t("Financial crisis: the Union loses 2 SW.", "Crisis financiera: la Unión pierde 2 VP."),
    63: _t("The blockade value rises by 1.", "El valor de bloqueo sube 1."),
    64: _t("The Union gains 1 SW.", "La Unión gana 1 VP."),
    65: _t("The Union removes 3 infantry SP of its choice.",
           "La Unión retira 3 UM de infantería a su elección."),
    66: dict(_LEADERLESS_INF),
    67: dict(_AMPHIB_2),
    68: _t("The blockade value rises by 1.", "El valor de bloqueo sube 1.", removed=True),
    69: dict(_BLOCKADE_OR_AMPHIB),
    70: dict(_AMPHIB_2),
    71: dict(_BLOCKADE_OR_AMPHIB),
    72: dict(_AMPHIB_2),
    73: _t("The Union loses 1 infantry SP chosen by the CSA within 2 spaces (river links count) of "
           "a CSA SP; it may be one in a coastal fort.",
           "La Unión pierde 1 UM de infantería, elegida por la Confederación, a 2 espacios o menos "
           "(cuentan los enlaces fluviales) de una UM confederada; puede estar en un fuerte costero."),
    74: _t("Relieve one Union army commander (remove or demote him) at no SW cost, though promoting "
           "over higher-PI generals still costs. Or take any Union general who commands no army out of "
           "the game.",
           "Releva a un general de ejército de la Unión (retirándolo o degradándolo) sin coste de VP, "
           "aunque ascender saltándose generales de más influencia sigue costando. O bien saca del "
           "juego a un general de la Unión que no mande un ejército."),
    75: _t("Either relieve an army commander outside VA, NC, SC and FL at no SW cost, or bring up to "
           "5 SP by rail to a CSA general, who activates and must attack, his army commander open to "
           "casualties.",
           "O bien relevas sin coste de VP a un general de ejército que esté fuera de VA, NC, SC y FL, "
           "o bien llevas por ferrocarril hasta 5 UM junto a un general confederado, que se activa y "
           "debe atacar, con el general al mando expuesto a ser baja.", removed=True),
    76: _t("Relieve one Union army commander at no SW cost (promoting over higher-PI generals still "
           "costs), or take any Union general who commands no army out of the game.",
           "Releva a un general de ejército de la Unión sin coste de VP (ascender saltándose generales "
           "de más influencia sigue costando), o saca del juego a un general de la Unión que no mande "
           "un ejército.", removed=True),
    77: _t("The Union loses 5 SW.", "La Unión pierde 5 VP.", removed=True),
    78: _t("Relieve one of your army commanders at no SW cost (promoting over higher-PI generals still "
           "costs), or take one of your generals who commands no army out of the game.",
           "Releva a uno de tus generales de ejército sin coste de VP (ascender saltándose generales "
           "de más influencia sigue costando), o saca del juego a uno de tus generales que no mande "
           "un ejército."),
    79: _t("The CSA gains 1 SP in a friendly Arkansas space without Union SP or forts; no LOC needed.",
           "La Confederación recibe 1 UM en un espacio propio de Arkansas sin UM ni fuertes de la "
           "Unión; no hace falta LC."),
    80: _t("The CSA gains 3 SP, all in one friendly space with LOC and no Union SP (pro-Union spaces "
           "allowed), and loses 3 SW.",
           "La Confederación recibe 3 UM, todas en un mismo espacio propio con LC y sin UM de la Unión "
           "(aunque sea favorable a la Unión), y pierde 3 VP."),
    81: _t("Its holder must play it as the event in the first round after a Union win in a large or "
           "medium battle: CSA -10 SW and 3 SP of its choice, Union -5 SW, and Emancipation takes "
           "effect (card removed). Otherwise it may only be played for OPS as its holder's last card, "
           "and that, or a discard, reshuffles the deck.",
           "Quien la tenga debe jugarla como evento en la primera ronda tras una victoria de la Unión "
           "en una batalla grande o mediana: la Confederación pierde 10 VP y 3 UM a su elección, la "
           "Unión 5 VP, y entra en vigor la emancipación (la carta se retira). Si no, solo puede "
           "jugarse como OP siendo la última carta de quien la tiene, y eso, o descartarla, obliga a "
           "barajar."),
    82: _t("An event only while CSA SW is 110 or more, and then its holder must play it, at the "
           "latest in his last round: blockade -1 and never above 4, Union reinforcements -2 SP every "
           "turn, Union -10 SW (card removed). Otherwise it may only be played for OPS as a last card, "
           "and that, or a discard, reshuffles the deck.",
           "Solo es evento con la VP confederada en 110 o más, y entonces quien la tenga debe jugarla, "
           "a más tardar en su última ronda: bloqueo -1 y nunca más de 4, la Unión recibe 2 UM menos "
           "en cada turno y pierde 10 VP (la carta se retira). Si no, solo puede jugarse como OP "
           "siendo la última carta, y eso, o descartarla, obliga a barajar."),
    83: dict(_MAJOR),
    84: dict(_MAJOR),
    85: dict(_MINOR),
    86: dict(_MINOR),
    87: dict(_MINOR),
    88: dict(_MINOR),
    89: dict(_QUAKER),
    90: _t("The Union loses 2 SW.", "La Unión pierde 2 VP.", removed=True),
    91: _t("The CSA gains 1 SW.", "La Confederación gana 1 VP.", removed=True),
    92: _t("A CSA PC goes on Baltimore if no units of either side are there.",
           "Un CP confederado en Baltimore si no hay unidades de ningún bando."),
    93: dict(_BOARD),
    94: dict(_BOARD),
    95: dict(_BOARD),
    96: dict(_BOARD),
    97: _t("The CSA gains 3 SW.", "La Confederación gana 3 VP."),
    98: _t("The blockade value rises by 1.", "El valor de bloqueo sube 1."),
    99: dict(_MINOR),
    100: dict(_STRATEGIC),
    101: dict(_STRATEGIC),
    102: _t("Bring 2 SP from one space by rail, up to 5 spaces, to a general who activates and must "
            "attack. Or, as an interrupt, intercept without a roll from 1 or 2 spaces, as with 3 Cigars.",
            "Lleva por ferrocarril 2 UM de un mismo espacio, hasta 5 espacios, junto a un general que "
            "se activa y debe atacar. O bien, como interrupción, intercepta sin tirar desde 1 o 2 "
            "espacios, como con «Tres cigarros»."),
    103: _t("Either side: bring 2 SP from one space by rail, up to 10 spaces, to a general who "
            "activates and must attack. The Union may use the B&O.",
            "Cualquier bando: lleva por ferrocarril 2 UM de un mismo espacio, hasta 10 espacios, junto "
            "a un general que se activa y debe atacar. La Unión puede usar el B&O."),
    104: dict(_LEADERLESS_INF),
    105: _t("At the start of a battle against an enemy army with cavalry: its commander's rating -2, "
            "and its cavalry generals neither help nor can fall, in that battle only. Or place 1 PC "
            "within 4 spaces of one of your cavalry brigades (not through NE Alabama) where no enemy "
            "SP or fort is.",
            "Al empezar una batalla contra un ejército enemigo con caballería: su general al mando "
            "tiene -2 y sus generales de caballería ni ayudan ni pueden ser baja, solo en esa batalla. "
            "O bien coloca 1 CP a 4 espacios o menos de una de tus brigadas de caballería (sin pasar "
            "por el noreste de Alabama) donde no haya UM ni fuertes enemigos."),
    106: dict(_AGENTS),
    107: dict(_QUAKER),
    108: _t("The CSA loses 2 SW.", "La Confederación pierde 2 VP.", removed=True),
    109: _t("The CSA places up to 2 forts in friendly spaces with LOC and no Union SP or forts.",
            "La Confederación coloca hasta 2 fuertes en espacios propios con LC y sin UM ni fuertes de "
            "la Unión."),
    110: _t("The Union gains 3 SW.", "La Unión gana 3 VP.", removed=True),
    111: _t("As Grierson's Raid, except that the range may cross NE Alabama and the 2 Union PCs may go "
            "into BR ports or RCs without CSA SP or forts, closing or destroying them.",
            "Como «La incursión de Grierson», salvo que el alcance puede cruzar el noreste de Alabama "
            "y los 2 CP de la Unión pueden ir a puertos RB o CR sin UM ni fuertes confederados, "
            "cerrándolos o destruyéndolos.", removed=True),
    112: _t("Interrupt: cancel a Union naval move made with a 3-OPS card; naval moves made by events, "
            "campaign cards included, are immune.",
            "Interrupción: anula un desplazamiento naval de la Unión hecho con una carta de 3 OP; los "
            "hechos mediante eventos, incluidas las cartas de campaña, no se ven afectados.",
            removed=True),
    113: _t("The Union places 3 forts in friendly spaces without CSA SP on or within 2 spaces of its "
            "capital, or 2 forts in any friendly spaces without CSA SP.",
            "La Unión coloca 3 fuertes en espacios propios sin UM confederadas en su capital o a 2 "
            "espacios o menos de ella, o 2 fuertes en cualesquiera espacios propios sin UM "
            "confederadas.", removed=True),
    114: _t("The Union gains 5 SP, all in one Union-controlled space with LOC in NJ, DE, PA or DC "
            "without CSA SP or forts.",
            "La Unión recibe 5 UM, todas en un mismo espacio bajo su control con LC en NJ, DE, PA o "
            "DC, sin UM ni fuertes confederados.", removed=True),
    115: _t("Move 1 CSA SP from a BR port (open or closed) into its coastal fort when the Union holds "
            "that fort with no SP in it, and put a CSA PC there; no LOC needed.",
            "Mueve 1 UM confederada de un puerto RB (abierto o cerrado) a su fuerte costero si la Unión "
            "lo controla sin UM dentro, y pon allí un CP confederado; no hace falta LC.", removed=True),
    116: _t("Roll a die: if it beats the amphibious assault modifier, the modifier drops by 1.",
            "Tira un dado: si supera el modificador de asalto anfibio, este baja 1.", removed=True),
    117: _t("Only if the CSA controls Florida and St. Marks: St. Marks becomes an East Gulf BR port "
            "for good and gets 2 CSA SP and a fort if one is free; no LOC needed.",
            "Solo si la Confederación controla Florida y St. Marks: St. Marks pasa a ser para siempre "
            "un puerto RB del Golfo Oriental y recibe 2 UM confederadas y un fuerte si queda alguno; "
            "no hace falta LC.", removed=True),
    118: _t("The CSA gains 2 SP, both in one friendly Texas space without Union SP or forts; no LOC "
            "needed, and they are lost if there is no such space.",
            "La Confederación recibe 2 UM, las dos en un mismo espacio propio de Texas sin UM ni "
            "fuertes de la Unión; no hace falta LC, y se pierden si no hay tal espacio.", removed=True),
    119: _t("Discard one card at random from your opponent's hand.",
            "Descarta al azar una carta de la mano de tu adversario.", removed=True),
    120: _t("Union play: the Union gains 1 SW. CSA play: the Union loses 1 SW.",
            "Si la juega la Unión, gana 1 VP. Si la juega la Confederación, la Unión pierde 1 VP."),
    121: dict(_MINOR),
    122: _t("Only if two or more CSA armies are in Virginia: the CSA must send one of them (its choice) "
            "to a CSA-controlled RC (even destroyed), river port or BR port (even closed) in TN, AL, MS, "
            "AR, LA or TX.",
            "Solo si hay dos o más ejércitos confederados en Virginia: la Confederación debe enviar uno "
            "de ellos (a su elección) a un CR (aunque esté destruido), puerto fluvial o puerto RB "
            "(aunque esté cerrado) bajo su control en TN, AL, MS, AR, LA o TX.", removed=True),
    123: _t("CSA play: place 2 CSA PCs in Missouri spaces other than St. Louis without Union SP or "
            "forts, flipping Union PCs. Union play: the Union gains 1 SW.",
            "Si la juega la Confederación: coloca 2 CP confederados en espacios de Misuri distintos de "
            "San Luis sin UM ni fuertes de la Unión, girando CP de la Unión. Si la juega la Unión: "
            "gana 1 VP.", removed=True),
    124: _t("One CSA force of the Union's choice checks attrition now, and forages too if it has no "
            "LOC.",
            "Una fuerza confederada a elección de la Unión sufre desgaste ahora, y además forrajea si "
            "no tiene LC.", removed=True),
    125: _t("Discard one CSA card at random.", "Descarta al azar una carta de la mano confederada.",
            removed=True),
    126: _t("Only if Union infantry SP hold Winchester, Strasburg and Staunton: all three get permanent "
            "destroyed-RC markers and the Valley no longer supplies the CSA.",
            "Solo si hay UM de infantería de la Unión en Winchester, Strasburg y Staunton: los tres "
            "reciben indicadores permanentes de CR destruido y el valle deja de abastecer a la "
            "Confederación.", removed=True),
    127: _t("The blockade value rises by 1.", "El valor de bloqueo sube 1.", removed=True),
    128: _t("The blockade value drops by 1.", "El valor de bloqueo baja 1.", removed=True),
    129: _t("The amphibious assault modifier drops by 1.", "El modificador de asalto anfibio baja 1.",
            removed=True),
    130: _t("Play at the start of a battle or amphibious assault involving a CSA fort: the fort's "
            "modifier does not count. Then draw a card.",
            "Juégala al empezar una batalla o asalto anfibio en que haya un fuerte confederado: el "
            "modificador del fuerte no cuenta. Después roba una carta.", removed=True),
}
